#!/usr/bin/env bash
# second part of the s15 chain (same build /work/wt-s14 at 0e84911); one timed run at a time; waits while PAUSE exists
# spec: PREFIX:N[:SLOWDOWN[:WORKLOAD[:pin]]], SLOWDOWN written service=us (e.g. sign=520), any field may be empty
cd /work/wt-s14
# wait for the first chain (its pid in $1) so that two timed runs never overlap
wait_pid=$1; shift
while kill -0 "$wait_pid" 2>/dev/null; do sleep 5; done
for spec in "$@"; do
  while [ -e /work/timed/s15/PAUSE ]; do sleep 5; done
  [ -e /work/timed/s15/STOP2 ] && break
  IFS=: read -r prefix n slowspec workload clientarg <<< "$spec"
  args=(-n 1 -f "$n" -p "$prefix")
  [ -n "$slowspec" ] && args+=(-s "${slowspec/=/:}")
  [ -n "$workload" ] && args+=(-w "$workload")
  [ "$clientarg" = pin ] && args+=(-a --pin-cpus=0:1)   # client on CPU 0, Tomcat on CPU 1
  echo "$(date -u +%H:%M:%S) start $prefix-$n ${args[*]} load=$(cat /proc/loadavg) java=$(pgrep -c java) steal=$(awk '/^cpu /{print $9}' /proc/stat)" >> /work/timed/s15/runs.log
  benchmark/repeat-runs.sh "${args[@]}" > /work/timed/s15/$prefix-$n.log 2>&1
  echo "$(date -u +%H:%M:%S) end $prefix-$n rc=$? steal=$(awk '/^cpu /{print $9}' /proc/stat)" >> /work/timed/s15/runs.log
done
echo "$(date -u +%H:%M:%S) chain2 done" >> /work/timed/s15/runs.log
