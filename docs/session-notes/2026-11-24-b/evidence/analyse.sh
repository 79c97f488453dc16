#!/usr/bin/env bash
# after the s7 quick chain: noise, baseline, A/B, gate; outputs in /work/timed/s7/out
cd /work/main
cli=harness-client/target/harness-client.jar
o=/work/timed/s7/out; mkdir -p $o
aa=$(for i in $(seq 1 10); do [ -d results/s7aa-$i ] && echo results/s7aa-$i; done)
java -jar $cli noise $aa > $o/noise-s7aa.md 2>&1
java -jar $cli baseline $aa -o $o/baseline-s7aa.csv > $o/baseline-s7aa.txt 2>&1
for i in 1 2 3 4 5; do
  java -jar $cli compare --format csv results/s7aa-$i results/s7ab-$i --noise $o/baseline-s7aa.csv > $o/compare-aa$i-ab$i.csv 2>&1
  java -jar $cli gate results/s7ab-$i -b $o/baseline-s7aa.csv > $o/gate-ab$i.txt 2>&1; echo "gate ab$i rc=$?" >> $o/gate-rc.txt
done
java -jar $cli compare --format csv --before $(echo results/s7aa-{1..5}) --after $(echo results/s7ab-{1..5}) > $o/compare-5v5.csv 2>&1
python3 /work/timed/s7/wse.py $aa > $o/wse-s7aa.txt
