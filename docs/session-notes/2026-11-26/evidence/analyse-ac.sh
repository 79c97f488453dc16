#!/usr/bin/env bash
# +45 us in the ssl service (about +10 % on ssl/small here): gate against the committed 15-run baseline,
# compare one run per side against the last three A/A runs (noise from the other 14), and 3 against 3
cli=/work/wt-s14/harness-client/target/harness-client.jar
cd /work/wt-s14
E=/work/timed/s14/out
for i in 1 2 3; do echo "== results/s14ac-$i"; java -jar $cli gate results/s14ac-$i -b $E/b-aa.csv; echo "rc=$?"; done > $E/gate-ac.txt 2>&1
: > $E/compare-ac-1v1.csv
for i in 1 2 3; do
  a=$((12 + i))
  others=$(for r in $(ls -d results/s14aa-* | sort -V); do [ "$r" != "results/s14aa-$a" ] && echo $r; done)
  java -jar $cli baseline $others -o $E/b-loo-$a.csv > /dev/null 2>&1
  java -jar $cli compare --format csv results/s14aa-$a results/s14ac-$i --noise $E/b-loo-$a.csv 2>/dev/null >> $E/compare-ac-1v1.csv
done
