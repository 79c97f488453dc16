#!/usr/bin/env bash
# s8: out-of-sample quick A/A and A/B (sign:400) of the 90-round workload, one at a time, nothing else running.
for i in 1 2 3 4; do
  [ -f /work/timed/s8/STOP ] && exit
  /work/timed/s8/one.sh s8aa $i workload-quick
  [ -f /work/timed/s8/STOP ] && exit
  /work/timed/s8/one.sh s8ab $i workload-quick -s sign:400
done
for i in 5 6 7 8; do
  [ -f /work/timed/s8/STOP ] && exit
  /work/timed/s8/one.sh s8aa $i workload-quick
done
echo "$(date -u +%H:%M:%S) chain done" >> /work/timed/s8/runs.log
touch /work/timed/s8/CHAIN-DONE
