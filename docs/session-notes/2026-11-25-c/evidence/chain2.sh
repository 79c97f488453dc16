#!/usr/bin/env bash
# alternating runs with visits (workload-quick of build 23a6d65) and without (workload-quick1: the same
# file minus the visits line); one timed run at a time; waits while /work/timed/s13/PAUSE exists
cd /work/wt-s13
for spec in "$@"; do
  while [ -e /work/timed/s13/PAUSE ]; do sleep 5; done
  prefix=${spec%%:*}; n=${spec#*:}
  w=workload-quick; [ "$prefix" = s13n ] && w=workload-quick1
  echo "$(date -u +%H:%M:%S) start $prefix-$n -w $w load=$(cat /proc/loadavg) java=$(pgrep -c java)" >> /work/timed/s13/runs.log
  benchmark/repeat-runs.sh -n 1 -f $n -p $prefix -w $w > /work/timed/s13/$prefix-$n.log 2>&1
  echo "$(date -u +%H:%M:%S) end $prefix-$n rc=$? " >> /work/timed/s13/runs.log
done
echo "$(date -u +%H:%M:%S) chain2 done" >> /work/timed/s13/runs.log
