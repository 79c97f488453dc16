#!/usr/bin/env bash
# Makes (or extends) this machine's baseline: N independent runs of the current build, each a fresh Tomcat and
# client JVM pair, kept as digests under results/baseline/machines/<machine>/runs/<workload>/<period>/ and the
# baseline file results/baseline/machines/<machine>/workload-<name>.csv rebuilt from every digest kept there.
# One call is one measuring period; call it again on another day to put the shift between days into the
# tolerances (the gate says when a baseline holds one period only). Measure on a quiet machine.
#
#   benchmark/baseline.sh                 # five runs of workload-quick
#   benchmark/baseline.sh -n 5 -w workload-full
#   benchmark/baseline.sh -j /usr/lib/jvm/temurin-25-jdk-amd64      # the baseline of this machine on JDK 25
set -euo pipefail

usage() {
    echo "usage: benchmark/baseline.sh [-n RUNS] [-w WORKLOAD] [-x PROVIDER] [-j JAVA_HOME] [-d MACHINES_DIR]"
    echo "  -n RUNS       independent runs (default 5; at least 3)"
    echo "  -w WORKLOAD   scenarios/<WORKLOAD>.properties (default workload-quick)"
    echo "  -x PROVIDER   JCE provider on both sides: jdk (default), bc or accp"
    echo "  -j JAVA_HOME  the JDK both sides run on (default: java on the PATH)"
    echo "  -d DIR        baselines folder (default results/baseline/machines)"
}

runs=5
workload=workload-quick
provider=jdk
java_home=""
machines=results/baseline/machines
while getopts "n:w:x:j:d:h" opt; do
    case "$opt" in
        n) runs=$OPTARG ;;
        w) workload=$OPTARG ;;
        x) provider=$OPTARG ;;
        j) java_home=$OPTARG ;;
        d) machines=$OPTARG ;;
        h) usage; exit 0 ;;
        *) usage >&2; exit 2 ;;
    esac
done
[[ "$runs" =~ ^[0-9]+$ && $runs -ge 3 ]] || { echo "baseline.sh: -n must be at least 3, not '$runs'" >&2; exit 2; }

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
if [[ ! -f harness-cli/target/harness-cli.jar || ! -f benchmark/target/tomcat-base/conf/server.xml ]]; then
    echo "baseline.sh: building once (no tests, no matrix)"
    mvn -B -q -Pquick -pl benchmark -am verify -DskipTests -Dwssbench.matrix.skip=true -Dwssbench.gate.skip=true
fi
period=$(date -u +%Y-%m-%dT%H%MZ)
staging=$(mktemp -d "${TMPDIR:-/tmp}/wss-bench-baseline.XXXXXX")
extra=()
[[ -z $java_home ]] || extra+=(-j "$java_home")
benchmark/repeat-runs.sh -n "$runs" -p "$period" -w "$workload" -x "$provider" -o "$staging" ${extra[@]+"${extra[@]}"}
# Only runs measured on a quiet machine join the baseline: the baseline command leaves out a run whose run.json
# records more than 5% CPU steal, and refuses a period of another host state (results/baseline/README.md).
java=${java_home:+$java_home/bin/}java
if ! "$java" -jar harness-cli/target/harness-cli.jar baseline --into "$machines" --period "$period" "$staging/$period"-*; then
    echo "baseline.sh: nothing added; the runs stay in $staging" >&2
    exit 2
fi
rm -rf "$staging"
