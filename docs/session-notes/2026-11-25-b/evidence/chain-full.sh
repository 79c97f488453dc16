#!/usr/bin/env bash
# full-workload runs, one at a time; waits while /work/timed/s12/PAUSE exists (between runs only)
cd /work/main
for n in "$@"; do
  while [ -e /work/timed/s12/PAUSE ]; do sleep 5; done
  echo "$(date -u +%H:%M:%S) start s12f-$n load=$(cat /proc/loadavg)" >> /work/timed/s12/runs.log
  benchmark/repeat-runs.sh -n 1 -f $n -p s12f -w workload-full > /work/timed/s12/s12f-$n.log 2>&1
  echo "$(date -u +%H:%M:%S) end s12f-$n rc=$? " >> /work/timed/s12/runs.log
done
echo "$(date -u +%H:%M:%S) chain-full done" >> /work/timed/s12/runs.log
