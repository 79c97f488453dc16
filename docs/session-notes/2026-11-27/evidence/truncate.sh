#!/usr/bin/env bash
# The rounds trade-off, offline: every run of loso22.sh's sets (65 unchanged, the sign:400 and sign:8000/10 runs)
# and this session's out-of-sample unchanged CI runs, cut to their first N measured rounds (warm-up kept as it was);
# a baseline of the 65 cut runs (its "detectable" column is one run's minimum detectable regression), then the gate
# on the cut sign runs and on the cut out-of-sample runs. The measured phase is ~114 s of 90 rounds, so N rounds
# save about (90-N)/90 of it. Usage: truncate.sh N... ; run only when no timed run is going.
set -uo pipefail
D=/work/timed/s23; cli=$D/cli/harness-client.jar; W14=/work/wt-s14/results; W19=/work/wt-s19/results
AA="$(ls -d $W14/s1[4-8]aa-* | sort -V) $W14/s19aa-1 $(ls -d $W19/s19na-* | sort -V) $(ls -d $W19/s21aa-* | sort -V) \
 $(ls -d /work/timed/s20/ci-runs/* | sort) $(for i in 1 2 3 4; do echo /work/timed/s22/ci-runs/ci-$i; done)"
AB="$(ls -d $W14/s1[4-8]ab-* | sort -V) $W14/s19ab-1 $(ls -d $W19/s19nb-* | sort -V) /work/timed/s22/ci-runs/sp22-1"
SP="$(ls -d $W19/s19sp-* | sort -V) $W19/s21sp-1"
OOS="$(for i in 5 6 7 8 9 10 11 12; do echo /work/timed/s22/ci-runs/ci-$i; done) $(ls -d $D/ci-runs/fa-* 2>/dev/null | grep -v confirm | sort -V)"
for n in "$@"; do
  T=$D/trunc/r$n; mkdir -p $T/runs
  cut() { local out=$T/runs/$(basename $1); [ -e $out/requests.csv ] && { echo $out; return; }
    mkdir -p $out; cp $1/run.json $1/summary.csv $1/warmup.csv $out/ 2>/dev/null
    awk -F, -v n=$n 'NR==1{for(i=1;i<=NF;i++){if($i=="phase")p=i; if($i=="round")r=i} print; next} $p!="measured" || $r<=n' \
      $1/requests.csv > $out/requests.csv; echo $out; }
  aa=$(for r in $AA; do cut $r; done); ab=$(for r in $AB $SP; do cut $r; done); oos=$(for r in $OOS; do cut $r; done)
  java -jar $cli baseline -o $T/all.csv $aa > $T/all.txt 2>&1
  gate() { for r in "${@:2}"; do echo "== $(basename $r) $(java -jar $cli gate $r -b $1 2>&1 | grep -E '^gate' | sed 's/ (measured[^)]*)//' | tr '\n' ' ')"; done; }
  gate $T/all.csv $ab > $T/gate-ab.txt; gate $T/all.csv $oos > $T/gate-oos.txt
  echo "r$n: $(grep -c . <<< "$aa") runs; sign runs failed $(grep -c FAILED $T/gate-ab.txt) of $(grep -c '^==' $T/gate-ab.txt); out-of-sample unchanged passed $(grep -c 'gate passed' $T/gate-oos.txt) of $(grep -c '^==' $T/gate-oos.txt)"
done
