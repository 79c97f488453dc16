#!/usr/bin/env bash
# A fresh sitting of quick runs (19:31-, this session): s21aa-1..3 (A/A) and s21sp-1 (+8 ms on every tenth sign
# request), none in any baseline. Each gated against the committed quick file; compare, one run per side, with
# its noise: every pair of the A/A runs and s21sp-1 against each A/A run. Usage: fresh.sh; verdicts2.py.
E=/work/timed/s20/out/fresh; mkdir -p $E; cli=/work/timed/s20/cli-gate/harness-client.jar
b=/work/main/results/baseline/workload-quick.csv; R=/work/wt-s19/results
for r in $(ls -d $R/s21* | sort -V); do echo "== $r"; java -jar $cli gate $r -b $b 2>&1 | grep -E "^gate"; done > $E/gate.txt
set -- $(ls -d $R/s21aa-* | sort -V)
: > $E/compare-aa.csv
while [ $# -gt 1 ]; do a=$1; shift; for x in "$@"; do java -jar $cli compare --format csv $a $x --noise $b 2>/dev/null >> $E/compare-aa.csv; done; done
: > $E/compare-sp.csv
for a in $(ls -d $R/s21aa-* | sort -V); do java -jar $cli compare --format csv $a $R/s21sp-1 --noise $b 2>/dev/null >> $E/compare-sp.csv; done
cat $E/gate.txt; python3 /work/timed/s20/verdicts2.py $E/compare-aa.csv $E/compare-sp.csv
