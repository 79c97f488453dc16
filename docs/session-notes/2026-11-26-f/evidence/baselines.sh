#!/usr/bin/env bash
# The committed quick file's 42 A/A runs (s14aa, s15aa, s16aa, s17aa) rebuilt by this session's code:
# (1) one figure, as committed (must equal the committed file), (2) two figures (the fast end with 0.8 %
# of the false-alarm budget, the block mean with 0.2 %). Run only between timed runs.
cd /work/wt-s14; E=/work/timed/s19/out; cli=/work/timed/s19/cli-new/harness-client.jar
runs=$(ls -d results/s14aa-* results/s15aa-* results/s16aa-* results/s17aa-* | sort -V)
java -jar $cli baseline -o $E/q42-one.csv --second-metric none $runs > $E/q42-one.txt 2>&1
java -jar $cli baseline -o $E/q42-two.csv $runs > $E/q42-two.txt 2>&1
cmp <(cut -d, -f1-30 $E/q42-one.csv) <(cut -d, -f1-30 /work/main/results/baseline/workload-quick.csv) && echo "one-figure rebuild equals the committed file"
