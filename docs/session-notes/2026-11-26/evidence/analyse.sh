#!/usr/bin/env bash
# analysis of the s14 runs (AMD EPYC host, build 0e84911, quick workload as committed); run only while no timed run is going
set -x
cli=/work/wt-s14/harness-client/target/harness-client.jar
cd /work/wt-s14
E=/work/timed/s14/out; mkdir -p $E
aa=$(ls -d results/s14aa-* | sort -V); ab=$(ls -d results/s14ab-* 2>/dev/null | sort -V); ac=$(ls -d results/s14ac-* 2>/dev/null | sort -V)
nab=$(echo $ab | wc -w); nac=$(echo $ac | wc -w)
# all A/A runs: the baseline to commit and the noise report (pairs, leave-one-out gate, CV, sensitivity)
java -jar $cli baseline $aa -o $E/b-aa.csv > $E/b-aa.txt 2>&1
java -jar $cli noise $aa > $E/noise-aa.md 2>&1
# injected slowdowns, never in any baseline: the gate against the A/A baseline
for r in $ab $ac; do echo "== $r"; java -jar $cli gate $r -b $E/b-aa.csv; echo "rc=$?"; done > $E/gate-ab-ac.txt 2>&1
# compare one run per side; the noise baseline leaves out the run on the before side
: > $E/compare-1v1.csv
for i in $(seq 1 $(( nab > nac ? nab : nac ))); do
  others=$(for r in $aa; do [ "$r" != "results/s14aa-$i" ] && echo $r; done)
  java -jar $cli baseline $others -o $E/b-loo-$i.csv > /dev/null 2>&1
  [ -d results/s14ab-$i ] && java -jar $cli compare --format csv results/s14aa-$i results/s14ab-$i --noise $E/b-loo-$i.csv 2>/dev/null >> $E/compare-1v1.csv
  [ -d results/s14ac-$i ] && java -jar $cli compare --format csv results/s14aa-$i results/s14ac-$i --noise $E/b-loo-$i.csv 2>/dev/null >> $E/compare-1v1.csv
done
# five against five, noise from the A/A runs not on the before side
before=$(for i in $(seq 1 $nab); do echo results/s14aa-$i; done)
rest=$(for r in $aa; do echo "$before" | grep -qx "$r" || echo $r; done)
java -jar $cli baseline $rest -o $E/b-rest.csv > /dev/null 2>&1
java -jar $cli compare --format csv --noise $E/b-rest.csv --before $before --after $ab > $E/compare-ab-5v5.csv 2>$E/compare-ab-5v5.err
# out of sample: the fresh-clone CI run measured before the series (mvn -B -Pquick verify, 01:13 UTC)
java -jar $cli gate /tmp/ci/results/20261126T011351Z-workload-quick -b $E/b-aa.csv > $E/gate-ci-run.txt 2>&1; echo "rc=$?" >> $E/gate-ci-run.txt
