#!/usr/bin/env bash
# Offline: every unchanged run of the 38-run file (and the sign runs) with its first K measured rounds
# dropped (warm-up kept); a baseline of the 38 cut runs on the committed metric; the gate on the cut sign runs.
set -u
cli="java -jar /work/timed/s28/cli/harness-client.jar"
o=/work/wt-s24/results; n=/work/wt-s26/results; D=/work/timed/s28
all=($o/s24ci-1); for i in $(seq 1 9); do all+=($o/s24aa-$i); done; all+=($o/s24oos-1 $o/s24oos-2)
all+=($o/s25aa-1 $o/s25aa-2 $o/s25aa-4 $o/s25aa-5 $o/s25aa-6 $o/s25ci-1 $o/s25oos-1 $o/s25oos-2)
for i in $(seq 1 8); do all+=($n/s26aa-$i); done; all+=($n/s26oos-1 $n/s26oos-2)
for i in $(seq 1 8); do all+=($n/s27aa-$i); done
ab=($o/s24ab-1 $o/s24ab-2 $o/s24ab-3 $o/s25ab-1 $o/s25ab-2 $o/s25ab-3 $n/s26ab-1 $n/s26ab-2 $n/s26ab-3 $n/s27ab-1 $n/s27ab-2 $n/s27ab-3 $n/s27ab-4)
for k in "$@"; do
  T=$D/skip/k$k; mkdir -p $T/runs
  trim() { local out=$T/runs/$(basename $1); [ -e $out/requests.csv ] && { echo $out; return; }
    mkdir -p $out; cp $1/run.json $1/summary.csv $1/warmup.csv $out/ 2>/dev/null
    awk -F, -v k=$k 'NR==1{for(i=1;i<=NF;i++){if($i=="phase")p=i; if($i=="round")r=i} print; next} $p!="measured" || $r>=k' \
      $1/requests.csv > $out/requests.csv; echo $out; }
  aa=$(for r in "${all[@]}"; do trim $r; done); abc=$(for r in "${ab[@]}"; do trim $r; done)
  $cli baseline -o $T/all.csv --metric round_low_ratio_peer_adjusted $aa > $T/all.txt 2>&1
  for r in $abc; do echo "== $(basename $r) $($cli gate $r -b $T/all.csv 2>&1 | grep -E '^gate' | cut -c1-200 | tr '\n' ' ')"; done > $T/gate-ab.txt
  echo "k$k: sign runs failed $(grep -c FAILED $T/gate-ab.txt) of $(grep -c '^==' $T/gate-ab.txt)"
done
