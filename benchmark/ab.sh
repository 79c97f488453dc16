#!/usr/bin/env bash
# A/B on this machine: alternates independent runs of A and B (A B, then B A, ...: a drift of the host over the
# experiment hits both sides alike), each a fresh Tomcat and client JVM pair, then judges B against A per cell on
# the pairs (ab command: paired t-test on ln(B/A), Holm across the figures). No baseline needed.
#
#   benchmark/ab.sh -r origin/main                        # A: that commit, B: this working tree
#   benchmark/ab.sh -B "-j /usr/lib/jvm/temurin-25-jdk-amd64"  # one build: JDK 17 (A) against JDK 25 (B)
#   benchmark/ab.sh -B "-x accp"                          # the JDK's crypto against ACCP
#   benchmark/ab.sh -B "-s sign:400"                      # an injected slowdown: does A/B see it?
# Options after -A / -B go to benchmark/repeat-runs.sh for that side. Measure on a quiet machine.
set -euo pipefail

usage() {
    echo "usage: benchmark/ab.sh [-n PAIRS] [-w WORKLOAD] [-r BASE_REF] [-A \"repeat-runs options\"] [-B \"...\"] [-o DIR]"
    echo "  -n PAIRS     pairs of runs (default 5; at least 3)"
    echo "  -w WORKLOAD  scenarios/<WORKLOAD>.properties (default workload-quick)"
    echo "  -r REF       A is this git ref, built in a worktree under target/; B is the working tree"
    echo "  -A OPTS      repeat-runs.sh options for A's runs, e.g. \"-x bc\""
    echo "  -B OPTS      repeat-runs.sh options for B's runs, e.g. \"-j /usr/lib/jvm/temurin-25-jdk-amd64\""
    echo "  -o DIR       where the runs go (default results/ab-<UTC time>)"
}

pairs=5
workload=workload-quick
ref=""
opts_a=""
opts_b=""
out=""
while getopts "n:w:r:A:B:o:h" opt; do
    case "$opt" in
        n) pairs=$OPTARG ;;
        w) workload=$OPTARG ;;
        r) ref=$OPTARG ;;
        A) opts_a=$OPTARG ;;
        B) opts_b=$OPTARG ;;
        o) out=$OPTARG ;;
        h) usage; exit 0 ;;
        *) usage >&2; exit 2 ;;
    esac
done
[[ "$pairs" =~ ^[0-9]+$ && $pairs -ge 3 ]] || { echo "ab.sh: -n must be at least 3, not '$pairs'" >&2; exit 2; }

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
build() {
    (cd "$1" && mvn -B -q -Pquick -pl benchmark -am verify -DskipTests -Dwssbench.matrix.skip=true \
        -Dwssbench.gate.skip=true)
}
tree_a=$root
if [[ -n $ref ]]; then
    tree_a=$root/target/ab-base
    git worktree remove --force "$tree_a" 2>/dev/null || rm -rf "$tree_a"
    git worktree add --detach "$tree_a" "$ref" >/dev/null
    echo "ab.sh: building A ($ref) in $tree_a"
    build "$tree_a"
fi
echo "ab.sh: building B (the working tree)"
build "$root"
out=${out:-results/ab-$(date -u +%Y%m%dT%H%M%SZ)}
mkdir -p "$out"
read -r -a extra_a <<<"$opts_a"
read -r -a extra_b <<<"$opts_b"
side() { # side NAME TREE INDEX OPTIONS...
    local name=$1 tree=$2 index=$3
    shift 3
    benchmark/repeat-runs.sh -n 1 -f "$index" -p "$name" -w "$workload" -o "$out" -t "$tree" "$@"
}
for i in $(seq 1 "$pairs"); do
    if (( i % 2 == 1 )); then
        side a "$tree_a" "$i" ${extra_a[@]+"${extra_a[@]}"}
        side b "$root" "$i" ${extra_b[@]+"${extra_b[@]}"}
    else
        side b "$root" "$i" ${extra_b[@]+"${extra_b[@]}"}
        side a "$tree_a" "$i" ${extra_a[@]+"${extra_a[@]}"}
    fi
done
a_runs=()
b_runs=()
for i in $(seq 1 "$pairs"); do a_runs+=("$out/a-$i"); b_runs+=("$out/b-$i"); done
if [[ -n $ref ]]; then name_a="$ref${opts_a:+ $opts_a}"; name_b="the working tree${opts_b:+ $opts_b}"
else name_a="this build${opts_a:+ with $opts_a}"; name_b="this build${opts_b:+ with $opts_b}"; fi
java -jar harness-cli/target/harness-cli.jar ab --name-a "$name_a" --name-b "$name_b" \
    --a "${a_runs[@]}" --b "${b_runs[@]}" | tee "$out/ab.txt"
