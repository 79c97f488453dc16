#!/usr/bin/env bash
# compare on the full workload, one run per side, noise from the two-figure baseline of the two earlier sittings
# (out/full/no3-default.csv, built by full3.sh; none of these runs is in it): every pair of s20fa-1..5, and
# s20fb-i (sign:400) against s20fa-i. Usage: fullcompare.sh; verdicts by verdicts2.py.
E=/work/timed/s20/out/full; cli=/work/timed/s20/cli-gate/harness-client.jar; b=$E/no3-default.csv; R=/work/wt-s19/results
set -- $(ls -d $R/s20fa-* | sort -V)
: > $E/compare-aa.csv
while [ $# -gt 1 ]; do a=$1; shift; for x in "$@"; do java -jar $cli compare --format csv $a $x --noise $b 2>/dev/null >> $E/compare-aa.csv; done; done
: > $E/compare-ab.csv
for i in 1 2; do java -jar $cli compare --format csv $R/s20fa-$i $R/s20fb-$i --noise $b 2>/dev/null >> $E/compare-ab.csv; done
