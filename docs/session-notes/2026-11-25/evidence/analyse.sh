#!/usr/bin/env bash
# analysis of the s11 runs (after all timed runs ended)
set -x
cli=/work/wt-s10/harness-client/target/harness-client.jar
cd /work/main
E=/work/timed/s10/out; mkdir -p $E
aa=$(ls -d results/s11aa-* | sort -V); ab=$(ls -d results/s11ab-* | sort -V)
java -jar $cli baseline $aa -o $E/b-new.csv
java -jar $cli noise $aa > $E/noise-s11aa.md
for r in $ab; do java -jar $cli gate $r -b $E/b-new.csv; echo "rc=$?"; done > $E/gate-ab.txt 2>&1
for i in $(seq 1 $(echo $ab | wc -w)); do java -jar $cli compare --format csv results/s11aa-$i results/s11ab-$i --noise $E/b-new.csv 2>/dev/null; done > $E/compare-ab.csv
java -jar $cli compare --format csv --before $(for i in $(seq 1 $(echo $ab | wc -w)); do echo results/s11aa-$i; done) --after $ab > $E/compare-ab-all.csv 2>$E/compare-ab-all.err
for r in results/s10aa-1 results/20261125T115846Z-workload-quick; do java -jar $cli gate $r -b $E/b-new.csv; echo "rc=$?"; done > $E/gate-other-rule.txt 2>&1
python3 /work/timed/s10/plainrange.py $(for r in $aa; do basename $r; done) > $E/plainrange.txt
