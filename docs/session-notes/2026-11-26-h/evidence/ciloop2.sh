#!/usr/bin/env bash
# CI-procedure runs of one commit: fresh clone of /work/main + the README's test command (mvn -B -Pquick verify),
# one at a time under the timed-runs lock. SPEC = NAME or NAME:SLOWDOWN (-Dwssbench.test.slowdown). Keeps each run
# folder (and its -confirm folder), the gate's verdict, wall time and the host state. PAUSE/STOP as ciloop.sh.
# Usage: ciloop2.sh COMMIT SPEC...
set -uo pipefail
commit=$1; shift; D=/work/timed/s22; mkdir -p $D/ci-runs
state() { echo "load=$(cut -d' ' -f1-3 /proc/loadavg) java=$(pgrep -c java || true) steal=$(awk '/^cpu /{print $9}' /proc/stat)"; }
for spec in "$@"; do
  name=${spec%%:*}; slow=""; [[ $spec == *:* ]] && slow=${spec#*:}
  while [[ -e $D/PAUSE ]]; do sleep 5; done
  [[ -e $D/STOP ]] && { echo "$(date -u +%T) STOP before $name" >> $D/ci.log; exit 0; }
  w=/tmp/cis22; rm -rf $w; git clone -q /work/main $w && git -C $w checkout -q $commit
  echo "$(date -u +%T) start $name $commit ${slow:+slowdown=$slow} $(state)" >> $D/ci.log
  s=$(date +%s)
  if [[ -z $slow ]]; then ( cd $w && flock /tmp/wss-bench-timed-runs.lock .ci/run ) > $D/$name.log 2>&1; rc=$?
  else ( cd $w && flock /tmp/wss-bench-timed-runs.lock mvn -B -Pquick verify -Dwssbench.test.slowdown=$slow ) > $D/$name.log 2>&1; rc=$?; fi
  verdict=$(sed 's/\x1b\[[0-9;]*m//g' $D/$name.log | grep -E "^gate( FAILED|: |.*passed)|^above tolerance" | tr '\n' ' ' | cut -c1-600)
  for run in $(ls -d $w/results/*-workload-quick* 2>/dev/null); do
    suffix=${run##*-workload-quick}; cp -r $run $D/ci-runs/$name$suffix; done
  echo "$(date -u +%T) end $name rc=$rc $(( $(date +%s) - s )) s $(state) $verdict" >> $D/ci.log
done
echo "$(date -u +%T) loop2 done" >> $D/ci.log
