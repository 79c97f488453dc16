#!/usr/bin/env bash
# the alternating series: noise of each design over the same hours, and plain's speed per run
cli=/work/wt-s13/harness-client/target/harness-client.jar
cd /work/wt-s13
E=/work/timed/s13/out
v=$(ls -d results/s13v-* | sort -V); n=$(ls -d results/s13n-* | sort -V)
java -jar $cli noise $v > $E/noise-s13v.md 2>&1
java -jar $cli noise $n > $E/noise-s13n.md 2>&1
for r in $n $v; do python3 -c "
import csv
rows={(x['scenario'],x['sequence']):x for x in csv.DictReader(open('$r/summary.csv'))}
print('$r', 'plain/small median ms', rows[('plain','small')]['median_ms'][:6])"; done > $E/plain-s13nv.txt
