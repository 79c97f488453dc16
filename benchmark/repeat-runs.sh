#!/usr/bin/env bash
# Independent matrix runs of ONE build: every run gets a fresh Tomcat JVM and a fresh client JVM,
# as `mvn -Pquick verify` does, but without rebuilding in between (about a minute saved per run).
# What it is for: measuring run-to-run noise (A/A), building a gate baseline from several runs,
# and A/B experiments such as an injected slowdown. See results/baseline/README.md.
#
# Build once first (the Tomcat configured by Cargo and the client jar are reused):
#   mvn -B -Pquick -pl benchmark -am verify -DskipTests -Dwssbench.matrix.skip=true -Dwssbench.gate.skip=true
# Then, e.g.:
#   benchmark/repeat-runs.sh -n 5 -p aa                     # results/aa-1 ... results/aa-5
#   benchmark/repeat-runs.sh -n 5 -p ab -s sign:400         # service-side slowdown in sign
#   java -jar harness-cli/target/harness-cli.jar baseline -o /tmp/aa.csv results/aa-*   # their noise
#   benchmark/repeat-runs.sh -n 5 -p jdk25 -j /usr/lib/jvm/temurin-25-jdk-amd64   # another JDK on both sides
# benchmark/baseline.sh and benchmark/ab.sh call it.
set -euo pipefail

usage() {
    cat <<'EOF'
usage: benchmark/repeat-runs.sh [-n RUNS] [-p PREFIX] [-w WORKLOAD] [-s SLOWDOWN] [-m HEAP] [-c CATALOG] [-o RESULTS_DIR] [-f FIRST] [-x PROVIDER] [-a CLIENT_ARG]... [-j JAVA_HOME] [-t TREE] [-g BASELINE]
  -n RUNS      number of independent runs (default 5)
  -p PREFIX    run ids PREFIX-1 .. PREFIX-N (default: <UTC time>-<workload>)
  -w WORKLOAD  scenarios/<WORKLOAD>.properties (default workload-quick)
  -s SLOWDOWN  -Dwssbench.test.slowdown for Tomcat, e.g. sign:400, or sign:8000/10 on every tenth sign request (default: none)
  -m HEAP      Tomcat heap (default 1g)
  -c CATALOG   wssbench.catalog for Tomcat (default synthetic)
  -o DIR       results directory (default results; relative to the current directory)
  -f FIRST     number of the first run (default 1): interleave series by calling this once per run,
               e.g. for i in 1 2 3; do repeat-runs.sh -n 1 -f $i -p aa; repeat-runs.sh -n 1 -f $i -p ab -s sign:400; done
  -x PROVIDER  JCE provider on both sides: jdk (default), bc or accp (--crypto-provider and -Dwssbench.crypto.provider)
  -a ARG       one more argument for the client's run command, e.g. -a --pin-cpus=0:1 (repeatable)
  -D PROP=VAL  a system property for both Tomcat and the client JVM, e.g. -D wssbench.xml.limits=off (repeatable;
               recorded in run.json as a fact)
  -j JAVA_HOME the JDK both Tomcat and the client run on (default: java on the PATH, Tomcat's own choice)
  -t TREE      the built checkout whose Tomcat and client jar to run (default: this script's checkout)
  -g BASELINE  after the runs, gate them together against BASELINE (gate -b BASELINE RUN...: each figure the
               geometric mean of the runs', against the tolerance for such a mean); exit status the gate's
EOF
}

runs=5
prefix=""
workload=workload-quick
slowdown=""
heap=1g
catalog=synthetic
results=results
client_args=()
system_properties=()
first=1
provider=jdk
gate_baseline=""
java_home=""
tree=""
while getopts "n:p:w:s:m:c:o:f:x:a:D:g:j:t:h" opt; do
    case "$opt" in
        n) runs=$OPTARG ;;
        p) prefix=$OPTARG ;;
        w) workload=$OPTARG ;;
        s) slowdown=$OPTARG ;;
        m) heap=$OPTARG ;;
        c) catalog=$OPTARG ;;
        o) results=$OPTARG ;;
        f) first=$OPTARG ;;
        x) provider=$OPTARG ;;
        a) client_args+=("$OPTARG") ;;
        D) [[ $OPTARG == *=* ]] || { echo "repeat-runs: -D needs PROP=VALUE, not '$OPTARG'" >&2; exit 2; }
           system_properties+=("-D$OPTARG") ;;
        g) gate_baseline=$OPTARG ;;
        j) java_home=$OPTARG ;;
        t) tree=$OPTARG ;;
        h) usage; exit 0 ;;
        *) usage >&2; exit 2 ;;
    esac
done
[[ "$runs" =~ ^[1-9][0-9]*$ ]] || { echo "repeat-runs: -n must be a positive integer, not '$runs'" >&2; exit 2; }
[[ "$first" =~ ^[1-9][0-9]*$ ]] || { echo "repeat-runs: -f must be a positive integer, not '$first'" >&2; exit 2; }

property_facts=()
((${#system_properties[@]} == 0)) || property_facts=(--fact="system_properties=${system_properties[*]}")

root=$(cd "${tree:-$(dirname "$0")/..}" && pwd)
results=$(mkdir -p "$results" && cd "$results" && pwd)
[[ -z $gate_baseline ]] || gate_baseline=$(cd "$(dirname "$gate_baseline")" && pwd)/$(basename "$gate_baseline")
cd "$root"
java=java
if [[ -n $java_home ]]; then
    [[ -x $java_home/bin/java ]] || { echo "repeat-runs: -j $java_home: no bin/java there" >&2; exit 2; }
    export JAVA_HOME=$java_home
    java=$java_home/bin/java
fi
base=$root/benchmark/target/tomcat-base
tomcat_home=$(ls -d "$root"/benchmark/target/cargo/installs/*/apache-tomcat-* 2>/dev/null | head -1 || true)
client=$root/harness-cli/target/harness-cli.jar
keystores=$root/keystores/generated
if [[ ! -f $base/conf/server.xml || -z $tomcat_home || ! -f $client ]]; then
    echo "repeat-runs: no built Tomcat/client found. Build once with:" >&2
    echo "  mvn -B -Pquick -pl benchmark -am verify -DskipTests -Dwssbench.matrix.skip=true -Dwssbench.gate.skip=true" >&2
    exit 2
fi
[[ -f scenarios/$workload.properties ]] || { echo "repeat-runs: scenarios/$workload.properties not found" >&2; exit 2; }
[[ -z $gate_baseline || -f $gate_baseline ]] || { echo "repeat-runs: -g $gate_baseline: no such baseline file" >&2; exit 2; }
# conf/server.xml is the project's tomcat/server.xml as the build filled it in (reserved ports, loopback).
http_port=$(grep -o 'Connector port="[0-9]*" protocol="HTTP/1.1"' "$base/conf/server.xml" | grep -o '[0-9]\+' | head -1)
https_port=$(grep -o 'Connector port="[0-9]*" protocol="org.apache.coyote.http11.Http11NioProtocol"' "$base/conf/server.xml" \
    | grep -o '[0-9]\+' | head -1)
tomcat_version=$(basename "$tomcat_home" | sed 's/^apache-tomcat-//')
[[ -n $prefix ]] || prefix=$(date -u +%Y%m%dT%H%M%SZ)-$workload

# One timed run at a time on this machine, whichever checkout or script starts it: two matrices
# sharing two cores measure each other. The lock is machine-wide; a second caller waits for it.
lock=${WSSBENCH_TIMED_LOCK:-/tmp/wss-bench-timed-runs.lock}
exec 9>>"$lock"
if ! flock -n 9; then
    echo "repeat-runs: another timed run holds $lock; waiting for it to finish" >&2
    flock 9
fi

export CATALINA_HOME=$tomcat_home CATALINA_BASE=$base CATALINA_PID=$base/temp/repeat-runs.pid
# wssbench.status.gc: the driver reads the server's heap after a full GC once per cell, as under mvn verify
export CATALINA_OPTS="-Xms$heap -Xmx$heap -Djava.awt.headless=true -Dwssbench.keystore.dir=$keystores \
-Dwssbench.catalog=$catalog -Dwssbench.test.slowdown=$slowdown -Dwssbench.crypto.provider=$provider \
-Dwssbench.status.gc=true${system_properties[*]+ ${system_properties[*]}}"

stop_tomcat() {
    if [[ -f $CATALINA_PID ]]; then
        bash "$CATALINA_HOME/bin/catalina.sh" stop 30 -force >/dev/null 2>&1 9>&- || true
        rm -f "$CATALINA_PID"
    fi
}
trap stop_tomcat EXIT

# The driver records the hypervisor's share of the CPU time while the matrix ran (run.json cpu_steal_percent) and
# says when a run was not measured on a quiet machine; the share is repeated here, after each run.
steal_share() {
    sed -n 's/^ *"cpu_steal_percent" *: *\([0-9.Ee+-]*\).*/\1/p' "$results/$1/run.json" 2>/dev/null \
        | awk 'NR == 1 { printf "%.1f", $1 }'
}

status=0
for i in $(seq "$first" $((first + runs - 1))); do
    id=$prefix-$i
    started=$(date +%s)
    rm -f "$CATALINA_PID"
    # 9>&-: the lock stays with this script, not with the JVMs it starts
    bash "$CATALINA_HOME/bin/catalina.sh" start >"$base/logs/repeat-runs-$i.log" 2>&1 9>&-
    set +e
    "$java" -Xmx1g -Djava.awt.headless=true ${system_properties[@]+"${system_properties[@]}"} -jar "$client" run \
        --http-url="http://localhost:$http_port/wss-bench" --https-url="https://localhost:$https_port/wss-bench" \
        --workload="scenarios/$workload.properties" --results-dir="$results" --run-id="$id" \
        --keystore-dir="$keystores" --wait-for-server=120 --no-report \
        --fact=tomcat_heap="$heap" --fact=tomcat="$tomcat_version" --fact=catalogue="$catalog" \
        --fact=started_by=benchmark/repeat-runs.sh ${slowdown:+--fact=test_slowdown="$slowdown"} \
        --crypto-provider="$provider" \
        ${property_facts[@]+"${property_facts[@]}"} \
        ${client_args[@]+"${client_args[@]}"} 9>&-
    rc=$?
    set -e
    stop_tomcat
    steal=$(steal_share "$id")
    echo "repeat-runs: run $i of $first..$((first + runs - 1)) ($id) exit $rc, $(( $(date +%s) - started )) s, CPU steal ${steal:-unknown}${steal:+%}"
    [[ $rc -eq 0 ]] || status=1
done
stop_tomcat
flock -u 9 # the gate only reads what was recorded: the next timed run may start
if [[ -n $gate_baseline ]]; then
    gated=()
    for i in $(seq "$first" $((first + runs - 1))); do gated+=("$results/$prefix-$i"); done
    "$java" -jar "$client" gate -b "$gate_baseline" "${gated[@]}" || status=$?
fi
exit $status
