#!/usr/bin/env bash
# analysis of the s16 runs (AMD EPYC host, build 0e84911 in /work/wt-s14); run only while no timed run is going
set -x
cli=/work/wt-s14/harness-client/target/harness-client.jar
cd /work/wt-s14
E=/work/timed/s16/out; mkdir -p $E
B0=/work/main/results/baseline/workload-quick.csv            # committed: s14aa-1..15 (one session)
aa=$(ls -d results/s16aa-* | sort -V); ab=$(ls -d results/s16ab-* 2>/dev/null | sort -V); w=$(ls -d results/s16w-* 2>/dev/null | sort -V)
old=$(ls -d results/s14aa-* results/s15aa-* | sort -V)
# B1: two sessions, two host states (s14aa-1..15 + s15aa-1..7); none of the s16 runs in it
java -jar $cli baseline $old -o $E/b1.csv > $E/b1.txt 2>&1
java -jar $cli noise $old > $E/noise-b1-runs.md 2>&1
java -jar $cli noise $aa > $E/noise-s16aa.md 2>&1
for B in b0 b1; do f=$B0; [ $B = b1 ] && f=$E/b1.csv
  for r in $aa $ab $w /work/timed/s16/ci-0707 results/s15ab-*; do echo "== $r"; java -jar $cli gate $r -b $f; echo "rc=$?"; done > $E/gate-$B.txt 2>&1
  : > $E/compare-aa-pairs-$B.csv
  set -- $aa; while [ $# -gt 1 ]; do a=$1; shift; for b in "$@"; do java -jar $cli compare --format csv $a $b --noise $f 2>/dev/null >> $E/compare-aa-pairs-$B.csv; done; done
  : > $E/compare-ab-1v1-$B.csv
  for r in $ab; do i=${r##*-}; java -jar $cli compare --format csv results/s16aa-$i $r --noise $f 2>/dev/null >> $E/compare-ab-1v1-$B.csv; done
done
n=$(echo $ab | wc -w); before=$(echo $aa | tr ' ' '\n' | head -$n)
java -jar $cli compare --format csv --noise $E/b1.csv --before $before --after $ab > $E/compare-ab-nvn.csv 2>$E/compare-ab-nvn.err
# the w160 warm-up variant against the A/A runs of the committed design measured beside it
[ -n "$w" ] && java -jar $cli noise $w > $E/noise-s16w.md 2>&1
[ -n "$w" ] && java -jar $cli compare --format csv --noise $E/b1.csv --before $aa --after $w > $E/compare-w-vs-aa.csv 2>$E/compare-w-vs-aa.err
