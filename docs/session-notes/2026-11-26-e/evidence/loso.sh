#!/usr/bin/env bash
# leave-one-session-out: for each session of A/A runs (s14aa, s15aa, s16aa, s17aa), a baseline of the
# other sessions' A/A runs; then the gate of every run outside it (the held-out A/A runs and every
# sign:400 / sign:520 run) and compare of every pair of held-out A/A runs with its noise.
# CLI=jar, V=label. Run only while no timed run is going.
cli=${CLI:-/work/timed/s18/cli-low/harness-client.jar}; V=${V:-low}; M=${M:-block_low_ratio_peer_adjusted}
cd /work/wt-s14; E=/work/timed/s18/out/loso-$V; mkdir -p $E
for hold in ${HOLDS:-s15aa s16aa s17aa s14aa}; do
  others=$(ls -d results/s1[4-7]aa-* | grep -v "/$hold-" | sort -V)
  java -jar $cli baseline $others --metric $M -o $E/b-not-$hold.csv > $E/b-not-$hold.txt 2>&1
  for r in $(ls -d results/$hold-* results/s1[4-7]ab-* | sort -V); do
    echo "== $r"; java -jar $cli gate $r -b $E/b-not-$hold.csv; echo "rc=$?"; done > $E/gate-not-$hold.txt 2>&1
  : > $E/compare-aa-$hold.csv
  set -- $(ls -d results/$hold-* | sort -V)
  while [ $# -gt 1 ]; do a=$1; shift; for b in "$@"; do
    java -jar $cli compare --format csv $a $b --noise $E/b-not-$hold.csv 2>/dev/null >> $E/compare-aa-$hold.csv; done; done
done
