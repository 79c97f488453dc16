#!/bin/sh
# Runs the wss-bench scenario matrix with the client CLI against a running service: the client
# service of docker-compose.yml runs it; it works the same from a project checkout on any host
# (WSSBENCH_PROJECT_DIR=. WSSBENCH_SERVER_HOST=<server> sh docker/client/run-matrix.sh).
#
# Reads from the project folder (may be read-only): harness-cli/target/harness-cli.jar and
# lib/, scenarios/, policies/, keystores/generated/. Writes only to results/<run id>/.
#
# Environment (defaults in brackets; an empty value means the same as unset):
#   WSSBENCH_PROJECT_DIR     [/project] project checkout (built with mvn -B package -DskipTests)
#   WSSBENCH_SERVER_HOST     [tomcat]   server host name; must be in tomcat.subject.alt.names for HTTPS
#   WSSBENCH_HTTP_PORT       [8080]     server's HTTP port
#   WSSBENCH_HTTPS_PORT      [8443]     server's HTTPS port
#   WSSBENCH_WORKLOAD        [workload-full] scenarios/<name>.properties
#   WSSBENCH_SCENARIOS       [all]      comma-separated scenario names
#   WSSBENCH_REPETITIONS     [the workload's] measured repetitions
#   WSSBENCH_THREADS         [the workload's] client threads
#   WSSBENCH_RUN_ID          [UTC time and workload] name of the results/ folder
#   WSSBENCH_WAIT_SECONDS    [300]      how long to wait for the service's /status page
#   WSSBENCH_HEAP            [1g]       the server's heap, recorded in run.json (not applied here)
#   WSSBENCH_CATALOG         [synthetic] the server's catalogue, recorded in run.json
#   WSSBENCH_CLIENT_HEAP     [1g]       client JVM heap
#   WSSBENCH_GIT_COMMIT      [unknown]  commit recorded in run.json (no git in the container)
set -eu

cd "${WSSBENCH_PROJECT_DIR:-/project}"
host="${WSSBENCH_SERVER_HOST:-tomcat}"
http_port="${WSSBENCH_HTTP_PORT:-8080}"
https_port="${WSSBENCH_HTTPS_PORT:-8443}"
workload="${WSSBENCH_WORKLOAD:-workload-full}"

jar=harness-cli/target/harness-cli.jar
if [ ! -f "$jar" ] || [ ! -d keystores/generated ]; then
    echo "run-matrix.sh: $PWD/$jar or keystores/generated missing: build first with mvn -B package -DskipTests" >&2
    exit 2
fi

set -- run \
    "--http-url=http://$host:$http_port/wss-bench" \
    "--https-url=https://$host:$https_port/wss-bench" \
    "--workload=scenarios/$workload.properties" \
    --results-dir=results \
    --keystore-dir=keystores/generated \
    "--wait-for-server=${WSSBENCH_WAIT_SECONDS:-300}" \
    "--fact=tomcat_heap=${WSSBENCH_HEAP:-1g}" \
    "--fact=catalogue=${WSSBENCH_CATALOG:-synthetic}" \
    "--fact=started_by=${WSSBENCH_STARTED_BY:-docker/client/run-matrix.sh}"
[ -z "${WSSBENCH_SCENARIOS:-}" ] || set -- "$@" "--scenario=$WSSBENCH_SCENARIOS"
[ -z "${WSSBENCH_REPETITIONS:-}" ] || set -- "$@" "--repetitions=$WSSBENCH_REPETITIONS"
[ -z "${WSSBENCH_THREADS:-}" ] || set -- "$@" "--threads=$WSSBENCH_THREADS"
[ -z "${WSSBENCH_RUN_ID:-}" ] || set -- "$@" "--run-id=$WSSBENCH_RUN_ID"

echo "run-matrix.sh: $workload against http://$host:$http_port and https://$host:$https_port, results in $PWD/results"
exec java "-Xmx${WSSBENCH_CLIENT_HEAP:-1g}" -Djava.awt.headless=true \
    "-Dwssbench.git.commit=${WSSBENCH_GIT_COMMIT:-unknown}" \
    -jar "$jar" "$@"
