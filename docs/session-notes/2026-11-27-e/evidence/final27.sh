#!/usr/bin/env bash
# The file to commit: four sittings (s24, s25, s26, s27), both pairings, and each sitting left out in turn.
set -u
cli="java -jar /work/timed/s27/cli/harness-client.jar"
out=/work/timed/s27/an; o=/work/wt-s24/results; n=/work/wt-s26/results
s1=($o/s24ci-1); for i in $(seq 1 9); do s1+=($o/s24aa-$i); done; s1+=($o/s24oos-1 $o/s24oos-2)
s2=($o/s25aa-1 $o/s25aa-2 $o/s25aa-4 $o/s25aa-5 $o/s25aa-6 $o/s25ci-1 $o/s25oos-1 $o/s25oos-2)
s3=(); for i in $(seq 1 8); do s3+=($n/s26aa-$i); done; s3+=($n/s26oos-1 $n/s26oos-2)
s4=(); for i in $1; do s4+=($n/s27aa-$i); done
ab=($o/s24ab-1 $o/s24ab-2 $o/s24ab-3 $o/s25ab-1 $o/s25ab-2 $o/s25ab-3 $n/s26ab-1 $n/s26ab-2 $n/s26ab-3)
for i in $2; do ab+=($n/s27ab-$i); done
round=(--metric round_low_ratio_peer_adjusted)
g() { $cli gate $1 -b $2 2>&1 | grep '^gate' | cut -c1-240 | tr '\n' ' '; }
all=("${s1[@]}" "${s2[@]}" "${s3[@]}" "${s4[@]}")
$cli baseline "${all[@]}" "${round[@]}" -o $out/final-round.csv > $out/final-round.txt 2>&1
$cli baseline "${all[@]}" -o $out/final-block.csv > $out/final-block.txt 2>&1
for f in round block; do
  extra=(); [[ $f == round ]] && extra=("${round[@]}")
  for k in 1 2 3 4; do
    rest=(); left=()
    for s in 1 2 3 4; do eval "arr=(\"\${s$s[@]}\")"; if [[ $s == $k ]]; then left=("${arr[@]}"); else rest+=("${arr[@]}"); fi; done
    $cli baseline "${rest[@]}" "${extra[@]}" -o $out/f-no-s$k-$f.csv > /dev/null 2>&1
    for r in "${left[@]}"; do echo "no-s$k-$f gates $(basename $r): $(g $r $out/f-no-s$k-$f.csv)"; done
  done
  for r in "${ab[@]}"; do echo "ab-final-$f $(basename $r): $(g $r $out/final-$f.csv)"; done
done > $out/final-checks.txt
echo done
