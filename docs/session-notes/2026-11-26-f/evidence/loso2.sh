#!/usr/bin/env bash
# Leave one session out, gate only, for the two-figure baseline: for each of the four sessions whose A/A runs
# make the committed quick file, a two-figure baseline of the other three sessions' A/A runs (measuring
# periods as committed), then the gate on the held-out A/A runs, on every sign:400/520 run of the four
# sessions and on this session's sign:8000/10 runs. Run only between timed runs.
cd /work/wt-s14; E=/work/timed/s19/out/loso; mkdir -p $E; cli=/work/timed/s19/cli-new/harness-client.jar
for held in s14aa s15aa s16aa s17aa; do
  base=$(ls -d results/s1[4-7]aa-* | grep -v "/$held-" | sort -V)
  java -jar $cli baseline -o $E/without-$held.csv $base > $E/without-$held.txt 2>&1
  for r in $(ls -d results/$held-* | sort -V) $(ls -d results/s1[4-7]ab-* | sort -V) $(ls -d /work/wt-s19/results/s19sp-* 2>/dev/null | sort -V); do
    [ -f $r/summary.csv ] || continue
    echo "== $r"; java -jar $cli gate $r -b $E/without-$held.csv 2>&1 | grep -E "^gate" ; done > $E/gate-without-$held.txt
done
