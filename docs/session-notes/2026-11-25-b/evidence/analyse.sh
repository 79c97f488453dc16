#!/usr/bin/env bash
# analysis of the s12 runs with the block metric (after the timed runs ended)
set -x
cli=/work/wt-s12/harness-client/target/harness-client.jar
cd /work/main
E=/work/timed/s12/out; mkdir -p $E
old=$(for i in $(seq 1 14); do echo results/s11aa-$i; done)
new=$(ls -d results/s12aa-* | sort -V); ab=$(ls -d results/s12ab-* | sort -V)
# out of sample: the new runs against the 14-run baseline built before they were measured
for r in $new $ab; do echo "== $r"; java -jar $cli gate $r -b $E/b14-block.csv; echo "rc=$?"; done > $E/gate-s12-vs-b14.txt 2>&1
for i in $(seq 1 $(echo $ab | wc -w)); do java -jar $cli compare --format csv results/s12aa-$i results/s12ab-$i --noise $E/b14-block.csv 2>/dev/null; done > $E/compare-s12ab-vs-b14.csv
java -jar $cli compare --format csv --before $(for i in $(seq 1 $(echo $ab | wc -w)); do echo results/s12aa-$i; done) --after $ab > $E/compare-s12ab-all.csv 2>$E/compare-s12ab-all.err
# the previous gated metric on the same new runs, for the A/B side by side
java -jar $cli baseline $old --metric round_ratio_peer_adjusted -o $E/b14-round.csv > /dev/null 2>&1
for r in $ab; do echo "== $r"; java -jar $cli gate $r -b $E/b14-round.csv; echo "rc=$?"; done > $E/gate-s12ab-vs-b14-round.txt 2>&1
for i in $(seq 1 $(echo $ab | wc -w)); do java -jar $cli compare --format csv results/s12aa-$i results/s12ab-$i --noise $E/b14-round.csv 2>/dev/null; done > $E/compare-s12ab-vs-b14-round.csv
# all A/A runs: the committed baseline and the noise report
java -jar $cli baseline $old $new -o $E/b-all-block.csv > $E/b-all-block.txt 2>&1
java -jar $cli noise $old $new > $E/noise-all-block.md 2>&1
