#!/usr/bin/env bash
# compare with one run per side, judged with the noise of a baseline file ($1: two-figure committed file, or its
# first-figure rows only). Out-of-sample runs (none is in the committed quick baseline):
#  aa: every pair of the 14 unchanged runs s18aa-1..8, s19aa-1, s19na-1..5 (91 pairs)
#  ab: sign:400 runs against the unchanged run of the same number and sitting (s18ab-1..5, s19ab-1, s19nb-1..2)
#  sp: sign:8000/10 runs (every tenth sign request 8 ms slower) against s19na-i (s19sp-1..4)
# Writes out/<tag>-{aa,ab,sp}.csv. Usage: compare2.sh BASELINE TAG
b=$1; tag=$2; E=/work/timed/s20/out; cli=/work/timed/s20/cli/harness-client.jar
S14=/work/wt-s14/results; S19=/work/wt-s19/results
cmp() { java -jar $cli compare --format csv "$1" "$2" --noise $b 2>/dev/null; }
set -- $(ls -d $S14/s18aa-* $S14/s19aa-* $S19/s19na-* | sort -V)
: > $E/$tag-aa.csv
while [ $# -gt 1 ]; do a=$1; shift; for x in "$@"; do cmp $a $x >> $E/$tag-aa.csv; done; done
: > $E/$tag-ab.csv
for i in 1 2 3 4 5; do cmp $S14/s18aa-$i $S14/s18ab-$i >> $E/$tag-ab.csv; done
cmp $S14/s19aa-1 $S14/s19ab-1 >> $E/$tag-ab.csv
for i in 1 2; do cmp $S19/s19na-$i $S19/s19nb-$i >> $E/$tag-ab.csv; done
: > $E/$tag-sp.csv
for i in 1 2 3 4; do cmp $S19/s19na-$i $S19/s19sp-$i >> $E/$tag-sp.csv; done
