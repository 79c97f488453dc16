#!/usr/bin/env bash
# old (committed, 0e84911 build) vs new (per-cell common-factor weight) gate and compare, on the same runs;
# baselines from s14aa-1..15 + s15aa-1..7 (B1, the committed file's runs); run only while no timed run is going
V=$1; cli=$2                      # V: label (old|new), cli: harness-client jar
cd /work/wt-s14
E=/work/timed/s17/out; mkdir -p $E
old=$(ls -d results/s14aa-* results/s15aa-* | sort -V)
java -jar $cli baseline $old -o $E/b1-$V.csv > $E/b1-$V.txt 2>&1
for r in $(ls -d results/s16aa-* results/s17aa-* results/s14ab-* results/s16ab-* results/s17ab-* results/s15ab-* 2>/dev/null | sort -V); do
  echo "== $r"; java -jar $cli gate $r -b $E/b1-$V.csv; echo "rc=$?"; done > $E/gate-$V.txt 2>&1
: > $E/compare-aa-$V.csv
for p in s16aa s17aa; do set -- $(ls -d results/$p-* 2>/dev/null | sort -V)
  while [ $# -gt 1 ]; do a=$1; shift; for b in "$@"; do java -jar $cli compare --format csv $a $b --noise $E/b1-$V.csv 2>/dev/null >> $E/compare-aa-$V.csv; done; done; done
: > $E/compare-ab-$V.csv
for p in s14 s16 s17; do for r in $(ls -d results/${p}ab-* 2>/dev/null | sort -V); do i=${r##*-}
  java -jar $cli compare --format csv results/${p}aa-$i $r --noise $E/b1-$V.csv 2>/dev/null >> $E/compare-ab-$V.csv; done; done
