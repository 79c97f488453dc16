#!/usr/bin/env bash
# This session's own runs (s18aa-1..8 A/A, s18ab-1..5 sign:400; none in either file) judged by the
# previous committed quick file (22 runs, block median; code of main before this session = cli-low)
# and by the new one (42 runs, 10 % quantile, measuring periods; cli-periods). Run only between timed runs.
cd /work/wt-s14; E=/work/timed/s18/out; mkdir -p $E
git -C /work/main show ce022d3:results/baseline/workload-quick.csv > $E/committed-before.csv
for V in before new; do
  if [ $V = before ]; then cli=/work/timed/s18/cli-low/harness-client.jar; b=$E/committed-before.csv
  else cli=/work/timed/s18/cli-periods/harness-client.jar; b=$E/c42-lowp.csv; fi
  for r in $(ls -d results/s18aa-* results/s18ab-* | sort -V); do
    echo "== $r"; java -jar $cli gate $r -b $b; echo "rc=$?"; done > $E/gate-s18-$V.txt 2>&1
  : > $E/compare-aa-s18-$V.csv
  set -- $(ls -d results/s18aa-* | sort -V)
  while [ $# -gt 1 ]; do a=$1; shift; for x in "$@"; do
    java -jar $cli compare --format csv $a $x --noise $b 2>/dev/null >> $E/compare-aa-s18-$V.csv; done; done
  : > $E/compare-ab-s18-$V.csv
  for r in $(ls -d results/s18ab-* | sort -V); do i=${r##*-}
    java -jar $cli compare --format csv results/s18aa-$i $r --noise $b 2>/dev/null >> $E/compare-ab-s18-$V.csv; done
done
