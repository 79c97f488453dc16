#!/usr/bin/env bash
# after the s8 chain: out-of-sample check of the 22-run baseline (tail model), then the 30-run baseline
set -u
cd /work/wt-s8
cli="java -jar harness-client/target/harness-client.jar"
ev=/work/timed/s8/ev; mkdir -p $ev
old=$(for i in $(seq 1 22); do echo /work/main/results/s7aa-$i; done)
$cli baseline $old -o $ev/b22.csv > $ev/baseline-22.txt 2>&1
for i in 1 2 3 4 5 6 7 8; do
  [ -d results/s8aa-$i ] || continue
  $cli gate results/s8aa-$i -b $ev/b22.csv > $ev/gate-aa$i.txt 2>&1; echo "s8aa-$i gate rc=$?" >> $ev/summary.txt
done
for i in 1 2 3 4; do
  [ -d results/s8ab-$i ] || continue
  $cli gate results/s8ab-$i -b $ev/b22.csv > $ev/gate-ab$i.txt 2>&1; echo "s8ab-$i gate rc=$?" >> $ev/summary.txt
  $cli compare --format csv results/s8aa-$i results/s8ab-$i --noise $ev/b22.csv > $ev/compare-aa$i-ab$i.csv 2>&1
done
$cli compare --format csv --before results/s8aa-{1..4} --after results/s8ab-{1..4} > $ev/compare-4v4.csv 2>&1
