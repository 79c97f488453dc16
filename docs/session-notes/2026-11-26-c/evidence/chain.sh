#!/usr/bin/env bash
# one timed run at a time (build of 0e84911 in /work/wt-s14, measured code = main's); waits while PAUSE exists (between runs only)
# spec: PREFIX:N or PREFIX:N:SLOWDOWN or PREFIX:N:SLOWDOWN:WORKLOAD (SLOWDOWN may be empty)
cd /work/wt-s14
for spec in "$@"; do
  while [ -e /work/timed/s16/PAUSE ]; do sleep 5; done
  [ -e /work/timed/s16/STOP ] && break
  IFS=: read -r prefix n slowspec workload <<< "$spec"
  args=(-n 1 -f "$n" -p "$prefix")
  [ -n "$slowspec" ] && args+=(-s "${slowspec/=/:}")
  [ -n "$workload" ] && args+=(-w "$workload")
  echo "$(date -u +%H:%M:%S) start $prefix-$n ${args[*]} load=$(cat /proc/loadavg) java=$(pgrep -c java) steal=$(awk '/^cpu /{print $9}' /proc/stat)" >> /work/timed/s16/runs.log
  benchmark/repeat-runs.sh "${args[@]}" > /work/timed/s16/$prefix-$n.log 2>&1
  echo "$(date -u +%H:%M:%S) end $prefix-$n rc=$? steal=$(awk '/^cpu /{print $9}' /proc/stat)" >> /work/timed/s16/runs.log
done
echo "$(date -u +%H:%M:%S) chain done" >> /work/timed/s16/runs.log
