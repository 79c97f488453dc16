#!/usr/bin/env bash
# A/B +520 us per sign request (about +10 % on sign/small on this host) against the committed quick baseline
# (15 A/A runs s14aa-1..15 of the previous session, none of these runs in it); run only while no timed run is going
cli=/work/wt-s14/harness-client/target/harness-client.jar
cd /work/wt-s14
E=/work/timed/s15/out; B=/work/main/results/baseline/workload-quick.csv
aa=$(ls -d results/s15aa-* | sort -V); ab=$(ls -d results/s15ab-* | sort -V)
for r in $aa $ab; do echo "== $r"; java -jar $cli gate $r -b $B; echo "rc=$?"; done > $E/gate-aa-ab.txt 2>&1
: > $E/compare-ab-1v1.csv
for r in $ab; do i=${r##*-}; [ -d results/s15aa-$i ] || continue
  java -jar $cli compare --format csv results/s15aa-$i $r --noise $B 2>/dev/null >> $E/compare-ab-1v1.csv; done
# A/A beside: every pair of the fresh A/A runs, same noise baseline
: > $E/compare-aa-pairs.csv
set -- $aa; while [ $# -gt 1 ]; do a=$1; shift; for b in "$@"; do java -jar $cli compare --format csv $a $b --noise $B 2>/dev/null >> $E/compare-aa-pairs.csv; done; done
n=$(echo $ab | wc -w); before=$(echo $aa | tr ' ' '\n' | head -$n)
java -jar $cli compare --format csv --noise $B --before $before --after $ab > $E/compare-ab-nvn.csv 2>$E/compare-ab-nvn.err
