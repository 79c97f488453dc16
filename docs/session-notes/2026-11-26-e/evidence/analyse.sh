#!/usr/bin/env bash
# median-block (committed metric) vs low-quantile-block baselines from the committed file's 22 runs
# (s14aa-1..15 + s15aa-1..7), judged on runs outside them. V: label, M: metric. Run only between timed runs.
V=$1; M=$2; cli=${CLI:-/work/timed/s18/cli-low/harness-client.jar}
cd /work/wt-s14
E=/work/timed/s18/out; mkdir -p $E
old=$(ls -d results/s14aa-* results/s15aa-* | sort -V)
java -jar $cli baseline $old --metric $M -o $E/b1-$V.csv > $E/b1-$V.txt 2>&1
for r in $(ls -d results/s16aa-* results/s17aa-* results/s18aa-* results/s14ab-* results/s16ab-* results/s17ab-* results/s18ab-* results/s15ab-* 2>/dev/null | sort -V); do
  [ -f $r/summary.csv ] || continue
  echo "== $r"; java -jar $cli gate $r -b $E/b1-$V.csv; echo "rc=$?"; done > $E/gate-$V.txt 2>&1
: > $E/compare-aa-$V.csv
for p in s16aa s17aa s18aa; do set -- $(ls -d results/$p-* 2>/dev/null | sort -V)
  while [ $# -gt 1 ]; do a=$1; shift; for b in "$@"; do [ -f $b/summary.csv ] || continue
    java -jar $cli compare --format csv $a $b --noise $E/b1-$V.csv 2>/dev/null >> $E/compare-aa-$V.csv; done; done; done
: > $E/compare-ab-$V.csv
for p in s14 s16 s17 s18; do for r in $(ls -d results/${p}ab-* 2>/dev/null | sort -V); do i=${r##*-}
  [ -f $r/summary.csv ] && [ -f results/${p}aa-$i/summary.csv ] || continue
  java -jar $cli compare --format csv results/${p}aa-$i $r --noise $E/b1-$V.csv 2>/dev/null >> $E/compare-ab-$V.csv; done; done
