#!/usr/bin/env bash
# full-workload A/A and baseline (s15fa-1..6), and CPU pinning on vs off (s15pin-* against the s15aa-* of the same hours);
# run only while no timed run is going
cli=/work/wt-s14/harness-client/target/harness-client.jar
cd /work/wt-s14
E=/work/timed/s15/out
fa=$(ls -d results/s15fa-* 2>/dev/null | sort -V); pin=$(ls -d results/s15pin-* 2>/dev/null | sort -V); aa=$(ls -d results/s15aa-* | sort -V)
if [ -n "$fa" ]; then
  java -jar $cli noise $fa --metric round_ratio_peer_adjusted > $E/noise-full.md 2>&1
  java -jar $cli baseline $fa --metric round_ratio_peer_adjusted -o $E/b-full.csv > $E/b-full.txt 2>&1
  java -jar $cli noise $fa > $E/noise-full-block.md 2>&1
fi
if [ -n "$pin" ]; then
  java -jar $cli noise $pin > $E/noise-pin.md 2>&1
  java -jar $cli noise $aa > $E/noise-aa-s15.md 2>&1
fi
