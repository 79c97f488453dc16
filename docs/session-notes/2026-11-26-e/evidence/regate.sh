#!/usr/bin/env bash
# Re-creates the gate outputs and baseline printouts of the low-quantile + periods leave-one-session-out
# check (out/loso-lowp) after they were overwritten by a copying mistake; the baselines (b-not-*.csv)
# and compare outputs (compare-aa-*.csv) are the originals. The rebuilt baselines must equal them.
cli=/work/timed/s18/cli-periods/harness-client.jar; M=block_low_ratio_peer_adjusted
cd /work/wt-s14; E=/work/timed/s18/out/loso-lowp
for hold in s15aa s16aa s17aa s14aa; do
  others=$(ls -d results/s1[4-7]aa-* | grep -v "/$hold-" | sort -V)
  java -jar $cli baseline $others --metric $M -o /tmp/b-not-$hold.csv > $E/b-not-$hold.txt 2>&1
  cmp /tmp/b-not-$hold.csv $E/b-not-$hold.csv && echo "$hold baseline identical"
  for r in $(ls -d results/$hold-* results/s1[4-7]ab-* | sort -V); do
    echo "== $r"; java -jar $cli gate $r -b $E/b-not-$hold.csv; echo "rc=$?"; done > $E/gate-not-$hold.txt 2>&1
done
