#!/usr/bin/env bash
# After the timed queue (never during it). Three sittings of this host: s24 (03:20-05:55), s25 (06:14-08:52),
# s26 (09:39-). Usage: analyse26.sh NAA NAB   (s26aa-1..NAA unchanged, s26ab-1..NAB with -s sign:400)
set -u
cli="java -jar /work/timed/s26/cli/harness-client.jar"
amd=/work/main/results/baseline/workload-quick.csv
committed=/work/main/results/baseline/machines/workload-quick.intel-xeon.csv
naa=$1; nab=$2
out=/work/timed/s26/an; mkdir -p $out
old=/work/wt-s24/results; new=/work/wt-s26/results
s1=($old/s24ci-1); for i in $(seq 1 9); do s1+=($old/s24aa-$i); done; s1+=($old/s24oos-1 $old/s24oos-2)
# s25aa-3 stays out (plain/small unsteady: none of its small ratios can be trusted)
s2=($old/s25aa-1 $old/s25aa-2 $old/s25aa-4 $old/s25aa-5 $old/s25aa-6 $old/s25ci-1 $old/s25oos-1 $old/s25oos-2)
s3=(); for i in $(seq 1 $naa); do s3+=($new/s26aa-$i); done
ab=($old/s24ab-1 $old/s24ab-2 $old/s24ab-3 $old/s25ab-1 $old/s25ab-2 $old/s25ab-3)
ab3=(); for i in $(seq 1 $nab); do ab3+=($new/s26ab-$i); done
g() { $cli gate $1 -b $2 2>&1 | grep '^gate' | cut -c1-220 | tr '\n' ' '; }
# 1. the committed file (sittings 1 and 2) on the new sitting: unchanged and sign:400, out of sample
for r in "${s3[@]}" "${ab3[@]}"; do echo "committed gates $(basename $r): $(g $r $committed)"; done > $out/committed-on-s26.txt
# 2. leave one sitting out: a file of the other two (own noise, and floored) gates the sitting's runs
for f in own floored; do
  extra=(); [[ $f == floored ]] && extra=(--noise-floor $amd)
  $cli baseline "${s2[@]}" "${s3[@]}" -o $out/no-s1-$f.csv "${extra[@]}" > /dev/null 2>&1
  $cli baseline "${s1[@]}" "${s3[@]}" -o $out/no-s2-$f.csv "${extra[@]}" > /dev/null 2>&1
  $cli baseline "${s1[@]}" "${s2[@]}" -o $out/no-s3-$f.csv "${extra[@]}" > /dev/null 2>&1
  for r in "${s1[@]}"; do echo "no-s1-$f gates $(basename $r): $(g $r $out/no-s1-$f.csv)"; done
  for r in "${s2[@]}"; do echo "no-s2-$f gates $(basename $r): $(g $r $out/no-s2-$f.csv)"; done
  for r in "${s3[@]}"; do echo "no-s3-$f gates $(basename $r): $(g $r $out/no-s3-$f.csv)"; done
done > $out/leave-sitting-out.txt
# 3. all three sittings: own and floored; the sign:400 runs (none in either file) against them
all=("${s1[@]}" "${s2[@]}" "${s3[@]}")
$cli baseline "${all[@]}" -o $out/all3-own.csv > $out/all3-own.txt 2>&1
$cli baseline "${all[@]}" -o $out/all3-floored.csv --noise-floor $amd > $out/all3-floored.txt 2>&1
for f in all3-own all3-floored; do
  for r in "${ab[@]}" "${ab3[@]}"; do echo "ab-$f $(basename $r): $(g $r $out/$f.csv)"; done
done > $out/ab-gate.txt
# 4. compare, out of sample (noise: the committed file, which holds none of these runs): every pair of the
#    new sitting's unchanged runs, each sign:400 run against the unchanged run measured before it, and all
#    runs per side
mkdir -p $out/pairs $out/abpairs; rm -f $out/pairs/* $out/abpairs/*
for ((i = 0; i < ${#s3[@]}; i++)); do for ((j = i + 1; j < ${#s3[@]}; j++)); do
  $cli compare --format csv ${s3[$i]} ${s3[$j]} --noise $committed > $out/pairs/$(basename ${s3[$i]})_$(basename ${s3[$j]}).csv 2>/dev/null
done; done
for ((i = 0; i < ${#ab3[@]}; i++)); do
  a=${s3[$((i * 2 + 1))]}
  $cli compare --format csv $a ${ab3[$i]} --noise $committed > $out/abpairs/$(basename $a)_$(basename ${ab3[$i]}).csv 2>/dev/null
done
$cli compare --format csv --before "${s3[@]}" --after "${ab3[@]}" --noise $committed > $out/ab-many.csv 2>/dev/null
h=$((naa / 2))
$cli compare --format csv --before "${s3[@]:0:$h}" --after "${s3[@]:$h}" --noise $committed > $out/aa-many.csv 2>/dev/null
python3 /work/timed/s24/verdicts.py $out/pairs/*.csv > $out/aa-pairs.txt
python3 /work/timed/s24/verdicts.py $out/abpairs/*.csv > $out/ab-pairs.txt
python3 /work/timed/s24/verdicts.py $out/ab-many.csv $out/aa-many.csv > $out/many-verdicts.txt
echo done
