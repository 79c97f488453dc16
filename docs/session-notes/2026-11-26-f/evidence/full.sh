#!/usr/bin/env bash
# The full workload's baseline from two sittings: s15fa-1..6 (second session, 04:59-05:37 UTC) and this
# session's s19fa-1 + s19nf-1..4. (1) Each sitting judged by a baseline of the other only (one-figure
# committed method = round_ratio_peer_adjusted, and the two-figure default); (2) the file of all eleven
# runs, default two figures; (3) each of the eleven gated against a baseline of the other ten.
# Run only between timed runs.
E=/work/timed/s19/out/full; mkdir -p $E; cli=/work/timed/s19/cli-new/harness-client.jar
A=$(ls -d /work/wt-s14/results/s15fa-* | sort -V)
B=$(ls -d /work/wt-s14/results/s19fa-* /work/wt-s19/results/s19nf-* | sort -V)
for m in round_ratio_peer_adjusted default; do
  opt=$([ $m = default ] && echo "" || echo "--metric $m")
  java -jar $cli baseline -o $E/a-$m.csv $opt $A > $E/a-$m.txt 2>&1
  java -jar $cli baseline -o $E/b-$m.csv $opt $B > $E/b-$m.txt 2>&1
  for r in $B; do echo "== $r"; java -jar $cli gate $r -b $E/a-$m.csv 2>&1 | grep -E "^gate"; done > $E/gate-b-by-a-$m.txt
  for r in $A; do echo "== $r"; java -jar $cli gate $r -b $E/b-$m.csv 2>&1 | grep -E "^gate"; done > $E/gate-a-by-b-$m.txt
done
java -jar $cli baseline -o $E/full-11.csv $A $B > $E/full-11.txt 2>&1
for r in $A $B; do others=$(echo $A $B | tr ' ' '\n' | grep -v "^$r$")
  java -jar $cli baseline -o $E/loo.csv $others > /dev/null 2>&1
  echo "== $r"; java -jar $cli gate $r -b $E/loo.csv 2>&1 | grep -E "^gate"; done > $E/gate-loo-11.txt
/work/timed/s19/summarise-gates.sh $E/gate-*.txt > $E/summary.txt; cat $E/summary.txt
