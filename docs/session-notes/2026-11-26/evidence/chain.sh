#!/usr/bin/env bash
# one timed run at a time (build of main 0e84911 in /work/wt-s14); waits while PAUSE exists (between runs only)
# spec: PREFIX:N or PREFIX:N:SLOWDOWN
cd /work/wt-s14
for spec in "$@"; do
  while [ -e /work/timed/s14/PAUSE ]; do sleep 5; done
  [ -e /work/timed/s14/STOP ] && break
  prefix=${spec%%:*}; rest=${spec#*:}; n=${rest%%:*}; slow=""
  [[ "$rest" == *:* ]] && slow="-s ${rest#*:}"
  echo "$(date -u +%H:%M:%S) start $prefix-$n $slow load=$(cat /proc/loadavg) java=$(pgrep -c java) steal=$(awk '/^cpu /{print $9}' /proc/stat)" >> /work/timed/s14/runs.log
  benchmark/repeat-runs.sh -n 1 -f $n -p $prefix $slow > /work/timed/s14/$prefix-$n.log 2>&1
  echo "$(date -u +%H:%M:%S) end $prefix-$n rc=$? steal=$(awk '/^cpu /{print $9}' /proc/stat)" >> /work/timed/s14/runs.log
done
echo "$(date -u +%H:%M:%S) chain done" >> /work/timed/s14/runs.log
