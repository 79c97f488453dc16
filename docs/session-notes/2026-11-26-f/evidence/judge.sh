#!/usr/bin/env bash
# Every quick run outside the 42-run baseline (s18 A/A and sign:400 of the fifth session; this session's A/A,
# sign:400 and sign:8000/10 runs) gated against the committed one-figure file and against the two-figure
# file of the same 42 runs (baselines.sh). Prints one line per run and file: the gate's verdict and the
# cells it names. Run only between timed runs.
cd /work/wt-s14; E=/work/timed/s19/out; cli=/work/timed/s19/cli-new/harness-client.jar
runs=$(ls -d results/s18a[ab]-* results/s19a[ab]-* /work/wt-s19/results/s19n[ab]-* /work/wt-s19/results/s19sp-* 2>/dev/null | sort -V)
for V in one two; do
  for r in $runs; do
    [ -f $r/summary.csv ] || continue
    out=$(java -jar $cli gate $r -b $E/q42-$V.csv 2>&1)
    cells=$(echo "$out" | grep -E "^gate: .*(regressed|collapsed|unchecked|steady)" | sed -E 's/^gate: ([^ :]+).*(block_[a-z]+)_ratio.*\(\+?([-0-9.]+%)\), tolerance ([0-9.]+%).*/\1 \2 \3 tol \4/' | tr '\n' ';')
    echo "$V $(basename $r) $(echo "$out" | grep -qE '^gate passed' && echo pass || echo FAIL) $cells"
  done
done > $E/judge.txt
for V in one two; do for s in s18aa s18ab s19aa s19ab s19na s19nb s19sp; do
  n=$(grep -c "^$V $s-" $E/judge.txt); p=$(grep "^$V $s-" $E/judge.txt | grep -c " pass"); [ $n -gt 0 ] && echo "$V $s: $p of $n pass"; done; done
