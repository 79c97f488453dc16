#!/usr/bin/env bash
# After the timed queue (never during it). Two sittings of this host: s24 (03:20-05:55) and s25 (06:14-).
# Usage: analyse.sh NAA NAB
set -u
cd /work/wt-s24
cli="java -jar /work/timed/s24/cli/harness-client.jar"
amd=/work/main/results/baseline/workload-quick.csv
committed=/work/main/results/baseline/machines/workload-quick.intel-xeon.csv
naa=$1; nab=$2
out=/work/timed/s25/an; mkdir -p $out
s1=(results/s24ci-1); for i in $(seq 1 9); do s1+=(results/s24aa-$i); done; s1+=(results/s24oos-1 results/s24oos-2)
s2=(); for i in $(seq 1 $naa); do s2+=(results/s25aa-$i); done
ab=(); for i in $(seq 1 $nab); do ab+=(results/s25ab-$i); done
g() { $cli gate $1 -b $2 2>&1 | grep '^gate' | cut -c1-220 | tr '\n' ' '; }
# 1. the committed file (sitting 1, floored) gates sitting 2, unchanged and sign:400
for r in "${s2[@]}" "${ab[@]}"; do echo "committed gates $(basename $r): $(g $r $committed)"; done > $out/cross-committed.txt
# 2. each sitting's own file (own and floored) gates the other sitting
for f in own floored; do
  extra=(); [[ $f == floored ]] && extra=(--noise-floor $amd)
  $cli baseline "${s1[@]}" -o $out/s1-$f.csv "${extra[@]}" > /dev/null 2>&1
  $cli baseline "${s2[@]}" -o $out/s2-$f.csv "${extra[@]}" > /dev/null 2>&1
  for r in "${s2[@]}"; do echo "s1-$f gates $(basename $r): $(g $r $out/s1-$f.csv)"; done
  for r in "${s1[@]}"; do echo "s2-$f gates $(basename $r): $(g $r $out/s2-$f.csv)"; done
done > $out/cross-sitting.txt
# 3. both sittings: own and floored; leave one out; sign:400 against them
all=("${s1[@]}" "${s2[@]}")
$cli noise "${all[@]}" > $out/noise.txt 2>&1
$cli baseline "${all[@]}" -o $out/both-own.csv > $out/both-own.txt 2>&1
$cli baseline "${all[@]}" -o $out/both-floored.csv --noise-floor $amd > $out/both-floored.txt 2>&1
for r in "${all[@]}"; do
  others=(); for o in "${all[@]}"; do [[ $o != $r ]] && others+=($o); done
  for f in own floored; do
    extra=(); [[ $f == floored ]] && extra=(--noise-floor $amd)
    $cli baseline "${others[@]}" -o $out/loo.csv "${extra[@]}" > /dev/null 2>&1
    echo "loo-$f $(basename $r): $(g $r $out/loo.csv)"
  done
done > $out/loo.txt
for f in both-own both-floored s2-own; do
  for r in "${ab[@]}"; do echo "ab-$f $(basename $r): $(g $r $out/$f.csv)"; done
done > $out/ab-gate.txt
# 4. compare: one run per side (aa_i vs ab_i) and all runs of the sitting per side
for i in $(seq 1 $nab); do $cli compare --format csv results/s25aa-$i results/s25ab-$i --noise $out/both-floored.csv > $out/ab-compare-$i.csv 2>&1; done
$cli compare --format csv --before "${s2[@]}" --after "${ab[@]}" --noise $out/both-floored.csv > $out/ab-compare-many.csv 2>&1
# A/A with several runs per side: the sitting's unchanged runs split in two
h=$((naa/2))
$cli compare --format csv --before "${s2[@]:0:$h}" --after "${s2[@]:$h}" --noise $out/both-floored.csv > $out/aa-compare-many.csv 2>&1
$cli compare --format csv --before "${s1[@]:0:6}" --after "${s1[@]:6}" --noise $out/both-floored.csv > $out/aa-compare-many-s1.csv 2>&1
# 5. A/A: every pair of sitting 2, and across sittings, with the both-floored noise
mkdir -p $out/pairs; rm -f $out/pairs/*
n=${#s2[@]}
for ((i=0;i<n;i++)); do for ((j=i+1;j<n;j++)); do
  $cli compare --format csv ${s2[$i]} ${s2[$j]} --noise $out/both-floored.csv > $out/pairs/$(basename ${s2[$i]})_$(basename ${s2[$j]}).csv 2>&1
done; done
python3 /work/timed/s24/verdicts.py $out/pairs/*.csv > $out/aa-pairs.txt
python3 /work/timed/s24/verdicts.py $out/ab-compare-*.csv > $out/ab-verdicts.txt
python3 /work/timed/s24/verdicts.py $out/aa-compare-many*.csv > $out/aa-many-verdicts.txt
echo done
