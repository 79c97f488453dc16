#!/usr/bin/env bash
# s7: more quick A/A runs of main (90 rounds), one at a time, nothing else running.
for i in $(seq 11 22); do
  [ -f /work/timed/s7/STOP2 ] && break
  /work/timed/s7/one.sh s7aa $i workload-quick
done
echo "$(date -u +%H:%M:%S) chain2 done" >> /work/timed/s7/runs.log
touch /work/timed/s7/CHAIN2-DONE
