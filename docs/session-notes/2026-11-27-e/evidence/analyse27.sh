#!/usr/bin/env bash
# After the timed queue (never during it). The per-round figure (round_low_ratio_peer_adjusted, second figure
# round_mean_ratio_peer_adjusted) against the gated block figure, on the same runs of four sittings of this host:
# s24 (03:20-05:55), s25 (06:14-08:52), s26 (09:39-11:41), s27 (this session). Usage: analyse27.sh "AA..." "AB..."
# (the s27 run numbers that exist, e.g. "1 2 3" "1 2")
set -u
cli="java -jar /work/timed/s27/cli/harness-client.jar"
committed=/work/main/results/baseline/machines/workload-quick.intel-xeon.csv
out=/work/timed/s27/an; mkdir -p $out
o=/work/wt-s24/results; n=/work/wt-s26/results
s1=($o/s24ci-1); for i in $(seq 1 9); do s1+=($o/s24aa-$i); done; s1+=($o/s24oos-1 $o/s24oos-2)
s2=($o/s25aa-1 $o/s25aa-2 $o/s25aa-4 $o/s25aa-5 $o/s25aa-6 $o/s25ci-1 $o/s25oos-1 $o/s25oos-2)
s3=(); for i in $(seq 1 8); do s3+=($n/s26aa-$i); done
s4=(); for i in $1; do s4+=($n/s27aa-$i); done
ab4=(); for i in $2; do ab4+=($n/s27ab-$i); done
oos=($n/s26oos-1 $n/s26oos-2)
# each earlier sign:400 run and the unchanged run measured just before it (s25aa-3, unsteady, replaced by s25aa-2)
abpairs=("$o/s24aa-2 $o/s24ab-1" "$o/s24aa-5 $o/s24ab-2" "$o/s24aa-8 $o/s24ab-3" "$o/s25aa-1 $o/s25ab-1"
         "$o/s25aa-2 $o/s25ab-2" "$o/s25aa-4 $o/s25ab-3" "$n/s26aa-2 $n/s26ab-1" "$n/s26aa-4 $n/s26ab-2"
         "$n/s26aa-6 $n/s26ab-3")
s27before=(1 3 5 7)
for i in $2; do abpairs+=("$n/s27aa-${s27before[$((i - 1))]} $n/s27ab-$i"); done
abold=($o/s24ab-1 $o/s24ab-2 $o/s24ab-3 $o/s25ab-1 $o/s25ab-2 $o/s25ab-3 $n/s26ab-1 $n/s26ab-2 $n/s26ab-3)
round=(--metric round_low_ratio_peer_adjusted)
g() { $cli gate $1 -b $2 2>&1 | grep '^gate' | cut -c1-240 | tr '\n' ' '; }
all=("${s1[@]}" "${s2[@]}" "${s3[@]}")
# 1. the 28 runs of the committed file, on both figures
$cli baseline "${all[@]}" -o $out/r28-block.csv > $out/r28-block.txt 2>&1
$cli baseline "${all[@]}" "${round[@]}" -o $out/r28-round.csv > $out/r28-round.txt 2>&1
# 2. leave one sitting out, both figures
for f in block round; do
  extra=(); [[ $f == round ]] && extra=("${round[@]}")
  $cli baseline "${s2[@]}" "${s3[@]}" "${extra[@]}" -o $out/no-s1-$f.csv > /dev/null 2>&1
  $cli baseline "${s1[@]}" "${s3[@]}" "${extra[@]}" -o $out/no-s2-$f.csv > /dev/null 2>&1
  $cli baseline "${s1[@]}" "${s2[@]}" "${extra[@]}" -o $out/no-s3-$f.csv > /dev/null 2>&1
  for r in "${s1[@]}"; do echo "no-s1-$f gates $(basename $r): $(g $r $out/no-s1-$f.csv)"; done
  for r in "${s2[@]}"; do echo "no-s2-$f gates $(basename $r): $(g $r $out/no-s2-$f.csv)"; done
  for r in "${s3[@]}"; do echo "no-s3-$f gates $(basename $r): $(g $r $out/no-s3-$f.csv)"; done
done > $out/leave-sitting-out.txt
# 3. out of sample: the unchanged runs after the file (s26oos, s27aa) and every sign:400 run, both files
for f in block round; do
  for r in "${oos[@]}" "${s4[@]}"; do echo "oos-$f $(basename $r): $(g $r $out/r28-$f.csv)"; done
  for r in "${abold[@]}" "${ab4[@]}"; do echo "ab-$f $(basename $r): $(g $r $out/r28-$f.csv)"; done
done > $out/gate-oos.txt
# 4. compare: every pair of this sitting's unchanged runs, each sign:400 run against the unchanged run before it,
#    all runs per side; noise from the 28-run files (which hold none of the s27 runs)
for f in block round; do
  mkdir -p $out/pairs-$f $out/abpairs-$f; rm -f $out/pairs-$f/* $out/abpairs-$f/*
  for ((i = 0; i < ${#s4[@]}; i++)); do for ((j = i + 1; j < ${#s4[@]}; j++)); do
    $cli compare --format csv ${s4[$i]} ${s4[$j]} --noise $out/r28-$f.csv > $out/pairs-$f/$(basename ${s4[$i]})_$(basename ${s4[$j]}).csv 2>/dev/null
  done; done
  for p in "${abpairs[@]}"; do
    read -r a b <<< "$p"
    $cli compare --format csv $a $b --noise $out/r28-$f.csv > $out/abpairs-$f/$(basename $a)_$(basename $b).csv 2>/dev/null
  done
  python3 /work/timed/s24/verdicts.py $out/pairs-$f/*.csv > $out/aa-pairs-$f.txt
  python3 /work/timed/s24/verdicts.py $out/abpairs-$f/*.csv > $out/ab-pairs-$f.txt
done
echo done
