#!/usr/bin/env bash
# analysis of the full-workload runs (after the timed runs ended)
set -x
cli=/work/wt-s12/harness-client/target/harness-client.jar
cd /work/main
E=/work/timed/s12/out
runs=$(ls -d results/s12f-* | sort -V)
java -jar $cli baseline $runs -o $E/b-full-block.csv > $E/b-full-block.txt 2>&1
java -jar $cli noise $runs > $E/noise-full-block.md 2>&1
java -jar $cli noise --metric round_ratio_peer_adjusted $runs > $E/noise-full-round.md 2>&1
