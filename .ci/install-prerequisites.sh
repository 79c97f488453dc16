#!/usr/bin/env bash
# What a fresh machine may lack besides Java 17: Maven (Debian package), and optionally
# docker-compose so that DockerComposeFileTest can also run `docker-compose config -q`.
set -euo pipefail

if ! command -v mvn >/dev/null 2>&1; then
  apt-get update -qq && apt-get install -y -qq maven
fi
if ! command -v docker-compose >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
  (apt-get update -qq && apt-get install -y -qq docker-compose) >/dev/null 2>&1 \
    || echo "docker-compose not installed: its check will be skipped"
fi
java -version 2>&1 | sed -n 1p   # sed reads everything: head would break the pipe
mvn -v | sed -n 1p
