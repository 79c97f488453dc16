#!/usr/bin/env bash
# Availability under attack: honest plain and sign traffic measured by the driver (p50 and p99 per cell, from
# summary.csv) while a bounded number of hostile senders on the loopback post unsigned requests whose
# matchQuakes element holds many empty children (60,000 by default: past the 50,000 children the limits allow),
# to sign, the endpoint whose Rampart walk of the Body the attack aimed at. Every configuration is measured
# without and with the attackers, each in a fresh Tomcat JVM and a fresh client JVM:
#   defended    the service as it is deployed (XML limits on, Rampart workarounds on)
#   no-limits   -Dwssbench.xml.limits=off (the linear Body walk stays)
#   undefended  -Dwssbench.xml.limits=off -Dwssbench.rampart.workarounds=off (Rampart 1.8.0's quadratic walk)
# (the configuration's system properties go to Tomcat's JVM and to the driver's)
# Build once first, as for benchmark/repeat-runs.sh:
#   mvn -B -Pquick -pl benchmark -am verify -DskipTests -Dwssbench.matrix.skip=true -Dwssbench.gate.skip=true
# Then, on a quiet machine (it takes the machine-wide lock of timed runs):
#   benchmark/availability.sh                          # defended and no-limits, 2 attackers
#   benchmark/availability.sh -c defended,undefended -a 2 -d 600
# It writes DIR/availability.csv: configuration, attackers, scenario, sequence, requests, errors, p50_ms, p99_ms,
# and the attackers' requests by HTTP status; each run's own folder (summary.csv, requests.csv) beside it.
set -euo pipefail

usage() {
    cat <<'EOF'
usage: benchmark/availability.sh [-c CONFIGS] [-a ATTACKERS] [-n CHILDREN] [-d SECONDS] [-w WORKLOAD] [-o DIR] [-t TREE]
  -c CONFIGS   comma-separated, of defended, no-limits, undefended (default defended,no-limits)
  -a ATTACKERS hostile senders while the attacked runs measure, 1 to 8 (default 2); each sends one request at a time
  -n CHILDREN  empty children in each hostile request's matchQuakes, 1 to 1000000 (default 60000, about 420 KB)
  -d SECONDS   the longest the attackers send in one run, 10 to 3600 (default 900): the driver's run then ends unattacked
  -w WORKLOAD  scenarios/<WORKLOAD>.properties for the honest traffic (default workload-availability: plain and sign)
  -o DIR       where the runs and availability.csv go (default results/availability-<UTC time>)
  -t TREE      the built checkout whose Tomcat and client jar to run (default: this script's checkout)
EOF
}

configs=defended,no-limits
attackers=2
children=60000
max_seconds=900
workload=workload-availability
out=""
tree=""
while getopts "c:a:n:d:w:o:t:h" opt; do
    case "$opt" in
        c) configs=$OPTARG ;;
        a) attackers=$OPTARG ;;
        n) children=$OPTARG ;;
        d) max_seconds=$OPTARG ;;
        w) workload=$OPTARG ;;
        o) out=$OPTARG ;;
        t) tree=$OPTARG ;;
        h) usage; exit 0 ;;
        *) usage >&2; exit 2 ;;
    esac
done
in_range() { [[ "$1" =~ ^[0-9]+$ ]] && (( $1 >= $2 && $1 <= $3 )); }
in_range "$attackers" 1 8 || { echo "availability: -a must be 1 to 8, not '$attackers'" >&2; exit 2; }
in_range "$children" 1 1000000 || { echo "availability: -n must be 1 to 1000000, not '$children'" >&2; exit 2; }
in_range "$max_seconds" 10 3600 || { echo "availability: -d must be 10 to 3600 seconds, not '$max_seconds'" >&2; exit 2; }
IFS=, read -r -a config_list <<<"$configs"
for config in "${config_list[@]}"; do
    case "$config" in
        defended|no-limits|undefended) ;;
        *) echo "availability: -c: unknown configuration '$config' (defended, no-limits, undefended)" >&2; exit 2 ;;
    esac
done
command -v curl >/dev/null || { echo "availability: the hostile senders need curl" >&2; exit 2; }

root=$(cd "${tree:-$(dirname "$0")/..}" && pwd)
out=${out:-results/availability-$(date -u +%Y%m%dT%H%M%SZ)}
out=$(mkdir -p "$out" && cd "$out" && pwd)
cd "$root"
base=$root/benchmark/target/tomcat-base
tomcat_home=$(ls -d "$root"/benchmark/target/cargo/installs/*/apache-tomcat-* 2>/dev/null | head -1 || true)
client=$root/harness-cli/target/harness-cli.jar
keystores=$root/keystores/generated
if [[ ! -f $base/conf/server.xml || -z $tomcat_home || ! -f $client ]]; then
    echo "availability: no built Tomcat/client found. Build once with:" >&2
    echo "  mvn -B -Pquick -pl benchmark -am verify -DskipTests -Dwssbench.matrix.skip=true -Dwssbench.gate.skip=true" >&2
    exit 2
fi
[[ -f scenarios/$workload.properties ]] || { echo "availability: scenarios/$workload.properties not found" >&2; exit 2; }
http_port=$(grep -o 'Connector port="[0-9]*" protocol="HTTP/1.1"' "$base/conf/server.xml" | grep -o '[0-9]\+' | head -1)
https_port=$(grep -o 'Connector port="[0-9]*" protocol="org.apache.coyote.http11.Http11NioProtocol"' "$base/conf/server.xml" \
    | grep -o '[0-9]\+' | head -1)
# the loopback only: the attackers never leave this machine
service=http://127.0.0.1:$http_port/wss-bench
target=$service/services/sign

# The hostile request: no security header, matchQuakes holding $children empty elements, generated once.
hostile=$out/hostile-request.xml
{
    printf '%s' '<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Body>'
    printf '%s' '<ns1:matchQuakes xmlns:ns1="http://wssbench.org/seismic/types">'
    seq "$children" | sed 's|.*|<ns1:c/>|' | tr -d '\n'   # seq ends by itself: yes | head dies of SIGPIPE under pipefail
    printf '%s' '</ns1:matchQuakes></soapenv:Body></soapenv:Envelope>'
} >"$hostile"

# One timed run at a time on this machine (the lock benchmark/repeat-runs.sh takes).
lock=${WSSBENCH_TIMED_LOCK:-/tmp/wss-bench-timed-runs.lock}
exec 9>>"$lock"
if ! flock -n 9; then
    echo "availability: another timed run holds $lock; waiting for it to finish" >&2
    flock 9
fi

export CATALINA_HOME=$tomcat_home CATALINA_BASE=$base CATALINA_PID=$base/temp/availability.pid
attacker_pids=()
# each attacker is a process group of its own (setsid): stopping it stops the request it is sending too
stop_attackers() {
    local pid
    for pid in ${attacker_pids[@]+"${attacker_pids[@]}"}; do
        kill -- "-$pid" 2>/dev/null || true
        wait "$pid" 2>/dev/null || true
    done
    attacker_pids=()
}
stop_tomcat() {
    if [[ -f $CATALINA_PID ]]; then
        bash "$CATALINA_HOME/bin/catalina.sh" stop 30 -force >/dev/null 2>&1 9>&- || true
        rm -f "$CATALINA_PID"
    fi
}
cleanup() { stop_attackers; stop_tomcat; }
trap cleanup EXIT

# One attacker (bash -c ATTACKER attacker LOG): posts the hostile request, one at a time, until stopped or
# $max_seconds have passed; logs each HTTP status (000: no answer).
export hostile target max_seconds
# shellcheck disable=SC2016
ATTACKER='deadline=$((SECONDS + max_seconds))
while (( SECONDS < deadline )); do
    curl -s -o /dev/null -w "%{http_code}\n" --max-time $((deadline - SECONDS + 1)) \
        -H "Content-Type: text/xml; charset=UTF-8" -H "SOAPAction: \"urn:matchQuakes\"" \
        --data-binary @"$hostile" "$target" >>"$1" 2>/dev/null || true
done'

wait_for_tomcat() {
    local i
    for i in $(seq 1 120); do
        if curl -s -o /dev/null -f "$service/status"; then
            return 0
        fi
        sleep 1
    done
    echo "availability: Tomcat did not answer $service/status within 120 s (see $base/logs)" >&2
    return 1
}

csv=$out/availability.csv
echo "configuration,attackers,scenario,sequence,requests,errors,p50_ms,p99_ms,attack_requests,attack_http_500,attack_http_200,attack_other" >"$csv"
tomcat_version=$(basename "$tomcat_home" | sed 's/^apache-tomcat-//')

for config in "${config_list[@]}"; do
    # the configuration's system properties go to both JVMs, Tomcat's and the driver's (whose client reads responses)
    case "$config" in
        defended) defences=() ;;
        no-limits) defences=(-Dwssbench.xml.limits=off) ;;
        undefended) defences=(-Dwssbench.xml.limits=off -Dwssbench.rampart.workarounds=off) ;;
    esac
    for senders in 0 "$attackers"; do
        id=$config-$senders-attackers
        mkdir -p "$out/logs"
        export CATALINA_OPTS="-Xms1g -Xmx1g -Djava.awt.headless=true -Dwssbench.keystore.dir=$keystores \
-Dwssbench.catalog=synthetic -Dwssbench.status.gc=true ${defences[*]+${defences[*]}}"
        rm -f "$CATALINA_PID"
        bash "$CATALINA_HOME/bin/catalina.sh" start >"$out/logs/$id-tomcat.log" 2>&1 9>&-
        wait_for_tomcat
        for k in $(seq 1 "$senders"); do
            : >"$out/logs/$id-attacker-$k.log"
            setsid bash -c "$ATTACKER" attacker "$out/logs/$id-attacker-$k.log" 9>&- &
            attacker_pids+=("$!")
        done
        echo "availability: $id (honest plain and sign, $senders hostile senders of $children children each)"
        set +e
        java -Xmx1g -Djava.awt.headless=true ${defences[@]+"${defences[@]}"} -jar "$client" run \
            --http-url="$service" --https-url="https://localhost:$https_port/wss-bench" \
            --workload="scenarios/$workload.properties" --scenario=plain,sign --results-dir="$out" --run-id="$id" \
            --keystore-dir="$keystores" --wait-for-server=120 --no-report \
            --fact=tomcat="$tomcat_version" --fact=started_by=benchmark/availability.sh --fact=defences="$config" \
            --fact=attackers="$senders" --fact=attack_children="$children" 9>&-
        rc=$?
        set -e
        stop_attackers
        stop_tomcat
        (( rc == 0 )) || echo "availability: the driver's run $id ended with status $rc" >&2
        sent=0 refused=0 answered=0
        if (( senders > 0 )); then
            sent=$(cat "$out/logs/$id"-attacker-*.log | grep -c . || true)
            refused=$(cat "$out/logs/$id"-attacker-*.log | grep -c '^500$' || true)
            answered=$(cat "$out/logs/$id"-attacker-*.log | grep -c '^200$' || true)
        fi
        summary=$out/$id/summary.csv
        [[ -f $summary ]] || { echo "availability: no $summary" >&2; continue; }
        awk -F, -v config="$config" -v senders="$senders" -v sent="$sent" -v refused="$refused" -v answered="$answered" '
            NR == 1 { for (i = 1; i <= NF; i++) column[$i] = i; next }
            $column["scenario"] == "plain" || $column["scenario"] == "sign" {
                print config "," senders "," $column["scenario"] "," $column["sequence"] "," $column["requests"] "," \
                    $column["errors"] "," $column["median_ms"] "," $column["p99_ms"] "," sent "," refused "," answered "," \
                    (sent - refused - answered)
            }' "$summary" >>"$csv"
    done
done
echo "availability: wrote $csv"
column -s, -t "$csv" 2>/dev/null || cat "$csv"
