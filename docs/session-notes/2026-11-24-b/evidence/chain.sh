#!/usr/bin/env bash
# s7: quick A/A and A/B on main 0d13330 (90 rounds), one at a time, nothing else running.
for i in 1 2 3 4 5; do
  [ -f /work/timed/s7/STOP ] && exit
  /work/timed/s7/one.sh s7aa $i workload-quick
  [ -f /work/timed/s7/STOP ] && exit
  /work/timed/s7/one.sh s7ab $i workload-quick -s sign:400
done
for i in 6 7 8 9 10; do
  [ -f /work/timed/s7/STOP ] && exit
  /work/timed/s7/one.sh s7aa $i workload-quick
done
echo "$(date -u +%H:%M:%S) chain done" >> /work/timed/s7/runs.log
touch /work/timed/s7/CHAIN-DONE
