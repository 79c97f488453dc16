#!/usr/bin/env bash
# one timed run at a time; waits while /work/timed/s13/PAUSE exists (between runs only)
cd /work/wt-s13
for spec in "$@"; do
  while [ -e /work/timed/s13/PAUSE ]; do sleep 5; done
  prefix=${spec%%:*}; rest=${spec#*:}; n=${rest%%:*}; slow=""
  [[ "$rest" == *:* ]] && slow="-s ${rest#*:}"
  echo "$(date -u +%H:%M:%S) start $prefix-$n $slow load=$(cat /proc/loadavg) java=$(pgrep -c java)" >> /work/timed/s13/runs.log
  benchmark/repeat-runs.sh -n 1 -f $n -p $prefix $slow > /work/timed/s13/$prefix-$n.log 2>&1
  echo "$(date -u +%H:%M:%S) end $prefix-$n rc=$? " >> /work/timed/s13/runs.log
done
echo "$(date -u +%H:%M:%S) chain done" >> /work/timed/s13/runs.log
