#!/usr/bin/env bash
# compare with one run per side, judged with the two-figure file's noise (compare uses its primary figure):
# every pair of this session's A/A runs (s19aa-1, s19na-1..6), and each sign:400 run against the A/A run
# of the same number (s19ab-1 vs s19aa-1, s19nb-i vs s19na-i). Prints false verdicts and sign/small verdicts.
E=/work/timed/s19/out; cli=/work/timed/s19/cli-new/harness-client.jar; b=$E/q42-two.csv
aa=$(ls -d /work/wt-s14/results/s19aa-* /work/wt-s19/results/s19na-* | sort -V)
: > $E/compare-aa.csv
set -- $aa
while [ $# -gt 1 ]; do a=$1; shift; for x in "$@"; do
  java -jar $cli compare --format csv $a $x --noise $b 2>/dev/null >> $E/compare-aa.csv; done; done
: > $E/compare-ab.csv
java -jar $cli compare --format csv /work/wt-s14/results/s19aa-1 /work/wt-s14/results/s19ab-1 --noise $b 2>/dev/null >> $E/compare-ab.csv
for r in $(ls -d /work/wt-s19/results/s19nb-* | sort -V); do i=${r##*-}
  java -jar $cli compare --format csv /work/wt-s19/results/s19na-$i $r --noise $b 2>/dev/null >> $E/compare-ab.csv; done
for r in $(ls -d /work/wt-s19/results/s19sp-* | sort -V); do i=${r##*-}
  java -jar $cli compare --format csv /work/wt-s19/results/s19na-$i $r --noise $b 2>/dev/null >> $E/compare-sp.csv; done
head -1 $E/compare-aa.csv
