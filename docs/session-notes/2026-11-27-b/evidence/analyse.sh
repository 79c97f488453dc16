#!/usr/bin/env bash
# After the timed queue (never during it): baselines, out-of-sample checks, A/B. Usage: analyse.sh NAA NAB
set -u
cd /work/wt-s24
cli="java -jar /work/timed/s24/cli/harness-client.jar"
amd=/work/main/results/baseline/workload-quick.csv
naa=$1; nab=$2
out=/work/timed/s24/an; mkdir -p $out
aa=(results/s24ci-1); for i in $(seq 1 $naa); do aa+=(results/s24aa-$i); done
ab=(); for i in $(seq 1 $nab); do ab+=(results/s24ab-$i); done
$cli noise "${aa[@]}" > $out/noise.txt 2>&1
$cli baseline "${aa[@]}" -o $out/own.csv > $out/own.txt 2>&1
$cli baseline "${aa[@]}" -o $out/floored.csv --noise-floor $amd > $out/floored.txt 2>&1
# halves in time: the earlier half's file gates the later half, and the other way round
n=${#aa[@]}; h=$((n/2))
first=("${aa[@]:0:$h}"); second=("${aa[@]:$h}")
for f in own floored; do
  extra=(); [[ $f == floored ]] && extra=(--noise-floor $amd)
  $cli baseline "${first[@]}" -o $out/first-$f.csv "${extra[@]}" > /dev/null 2>&1
  $cli baseline "${second[@]}" -o $out/second-$f.csv "${extra[@]}" > /dev/null 2>&1
  for r in "${second[@]}"; do echo "first-$f gates $(basename $r): $($cli gate $r -b $out/first-$f.csv 2>&1 | grep '^gate' | cut -c1-200 | tr '\n' ' ')"; done
  for r in "${first[@]}"; do echo "second-$f gates $(basename $r): $($cli gate $r -b $out/second-$f.csv 2>&1 | grep '^gate' | cut -c1-200 | tr '\n' ' ')"; done
done > $out/halves.txt
# leave one out, floored and own
for r in "${aa[@]}"; do
  others=(); for o in "${aa[@]}"; do [[ $o != $r ]] && others+=($o); done
  for f in own floored; do
    extra=(); [[ $f == floored ]] && extra=(--noise-floor $amd)
    $cli baseline "${others[@]}" -o $out/loo.csv "${extra[@]}" > /dev/null 2>&1
    echo "loo-$f $(basename $r): $($cli gate $r -b $out/loo.csv 2>&1 | grep '^gate' | cut -c1-200 | tr '\n' ' ')"
  done
done > $out/loo.txt
# A/B: each sign:400 run against the files of all A/A runs; compare with one run per side
for f in own floored; do
  for r in "${ab[@]}"; do echo "ab-$f $(basename $r): $($cli gate $r -b $out/$f.csv 2>&1 | grep '^gate' | cut -c1-200 | tr '\n' ' ')"; done
done > $out/ab-gate.txt
for i in $(seq 1 $nab); do $cli compare --format csv ${aa[$i]} results/s24ab-$i --noise $out/floored.csv > $out/ab-compare-$i.csv 2>&1; done
# A/A: every pair compared with the floored file's noise
mkdir -p $out/pairs
for ((i=0;i<n;i++)); do for ((j=i+1;j<n;j++)); do
  $cli compare --format csv ${aa[$i]} ${aa[$j]} --noise $out/floored.csv > $out/pairs/$(basename ${aa[$i]})_$(basename ${aa[$j]}).csv 2>&1
done; done
python3 /work/timed/s24/verdicts.py $out/pairs/*.csv > $out/aa-pairs.txt
python3 /work/timed/s24/verdicts.py $out/ab-compare-*.csv > $out/ab-verdicts.txt
echo done
