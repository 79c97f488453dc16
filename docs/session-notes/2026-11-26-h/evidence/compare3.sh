#!/usr/bin/env bash
# compare with one run per side, out of sample: each sitting's runs judged with the noise of the baseline built
# without that sitting (loso22.sh's no-<sitting>.csv). A/A: every pair inside s18aa, s19aa+s19na, the evening
# (s21aa + 2 CI runs) and ci-1..4; A/B: sign:400 runs against the unchanged run of the same number and sitting
# (s18ab-i/s18aa-i, s19ab-1/s19aa-1, s19nb-i/s19na-i, sp22-1/ci-1..4), sign:8000/10 (s19sp-i/s19na-i,
# s21sp-1/s21aa-1..3). Writes out/cmp/{aa,ab,sp}.csv; count with /work/timed/s20/verdicts2.py.
L=/work/timed/s22/out/loso; E=/work/timed/s22/out/cmp; mkdir -p $E; cli=/work/timed/s22/cli-new/harness-client.jar
W14=/work/wt-s14/results; W19=/work/wt-s19/results; C=/work/timed/s22/ci-runs
cmp() { java -jar $cli compare --format csv "$2" "$3" --noise $L/no-$1.csv 2>/dev/null; }
pairs() { local s=$1; shift; while [ $# -gt 1 ]; do a=$1; shift; for x in "$@"; do cmp $s $a $x; done; done; }
{ pairs s18 $(ls -d $W14/s18aa-* | sort -V)
  pairs s19 $W14/s19aa-1 $(ls -d $W19/s19na-* | sort -V)
  pairs eve $(ls -d $W19/s21aa-* | sort -V) $(ls -d /work/timed/s20/ci-runs/* | sort)
  pairs ci22 $C/ci-1 $C/ci-2 $C/ci-3 $C/ci-4; } > $E/aa.csv
{ for i in 1 2 3 4 5; do cmp s18 $W14/s18aa-$i $W14/s18ab-$i; done
  cmp s19 $W14/s19aa-1 $W14/s19ab-1
  for i in 1 2; do cmp s19 $W19/s19na-$i $W19/s19nb-$i; done
  for i in 1 2 3 4; do cmp ci22 $C/ci-$i $C/sp22-1; done; } > $E/ab.csv
{ for i in 1 2 3 4; do cmp s19 $W19/s19na-$i $W19/s19sp-$i; done
  for i in 1 2 3; do cmp eve $W19/s21aa-$i $W19/s21sp-1; done; } > $E/sp.csv
python3 /work/timed/s20/verdicts2.py $E/aa.csv $E/ab.csv $E/sp.csv
