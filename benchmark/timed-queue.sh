#!/usr/bin/env bash
# Runs a queue of timed runs (benchmark/repeat-runs.sh) one after another and logs, at every start,
# what could disturb it: load average, running JVMs and the hypervisor's steal counter. Between runs
# (never during one) it waits while DIR/PAUSE exists, so analysis or a build can use the machine, and
# stops when DIR/STOP exists. repeat-runs.sh itself never lets two timed runs overlap (its lock).
#
#   benchmark/timed-queue.sh -d /tmp/chain aa:1 aa:2 ab:1:sign:400 aa:3 full:1::workload-full
#   touch /tmp/chain/PAUSE ... rm /tmp/chain/PAUSE      # between runs
#
# A SPEC is PREFIX:N[:SLOWDOWN[:WORKLOAD]]: run PREFIX-N, with -s SLOWDOWN (e.g. sign:400, sign:8000/10 for
# every tenth sign request, or a list such as sign:610,encr:525 for several scenarios at once) and -w WORKLOAD
# when given. Runs are interleaved by listing them so (A/A beside A/B, Abedi & Brecht). Log: DIR/runs.log;
# each run's output: DIR/PREFIX-N.log.
set -uo pipefail

usage() {
    echo "usage: benchmark/timed-queue.sh -d DIR [-a CLIENT_ARG]... SPEC..." >&2
    echo "  SPEC = PREFIX:N[:SLOWDOWN[:WORKLOAD]], e.g. aa:1 ab:1:sign:400 full:1::workload-full" >&2
}

dir=""
extra=()
while getopts "d:a:h" opt; do
    case "$opt" in
        d) dir=$OPTARG ;;
        a) extra+=(-a "$OPTARG") ;;
        h) usage; exit 0 ;;
        *) usage; exit 2 ;;
    esac
done
shift $((OPTIND - 1))
[[ -n $dir && $# -gt 0 ]] || { usage; exit 2; }
# parsed once, before anything runs: prefix, number, slowdown (may be empty), workload (may be empty)
slow_re='[a-z-]+:[0-9]+(/[0-9]+)?'
spec_re="^([A-Za-z0-9._-]+):([1-9][0-9]*)(:((${slow_re}(,${slow_re})*)?)(:([A-Za-z0-9._-]+))?)?\$"
specs=()
for spec in "$@"; do
    # SLOWDOWN has a colon of its own (scenario:microseconds)
    if [[ ! $spec =~ $spec_re ]]; then
        echo "timed-queue: '$spec' is not PREFIX:N[:SLOWDOWN[:WORKLOAD]] (e.g. ab:1:sign:400)" >&2
        exit 2
    fi
    specs+=("${BASH_REMATCH[1]} ${BASH_REMATCH[2]} ${BASH_REMATCH[5]:--} ${BASH_REMATCH[10]:--}")
done
mkdir -p "$dir"
root=$(cd "$(dirname "$0")/.." && pwd)
log=$dir/runs.log

state() {
    echo "load=$(cut -d' ' -f1-3 /proc/loadavg) java=$(pgrep -c java || true) steal=$(awk '/^cpu /{print $9}' /proc/stat)"
}

for spec in "${specs[@]}"; do
    while [[ -e $dir/PAUSE ]]; do sleep 5; done
    if [[ -e $dir/STOP ]]; then
        echo "$(date -u +%H:%M:%S) STOP found, queue ended before ${spec// /:}" >> "$log"
        exit 0
    fi
    read -r prefix n slowdown workload <<< "$spec"
    args=(-n 1 -f "$n" -p "$prefix")
    [[ $slowdown != - ]] && args+=(-s "$slowdown")
    [[ $workload != - ]] && args+=(-w "$workload")
    echo "$(date -u +%H:%M:%S) start $prefix-$n ${args[*]} ${extra[*]:-} $(state)" >> "$log"
    "$root/benchmark/repeat-runs.sh" "${args[@]}" ${extra[@]+"${extra[@]}"} > "$dir/$prefix-$n.log" 2>&1
    echo "$(date -u +%H:%M:%S) end $prefix-$n rc=$? $(state)" >> "$log"
done
echo "$(date -u +%H:%M:%S) queue done" >> "$log"
