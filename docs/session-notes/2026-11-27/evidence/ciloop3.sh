#!/usr/bin/env bash
# CI-procedure runs of one commit with a forced confirmation run: fresh clone of /work/main, then the README's test
# command (mvn -B -Pquick verify) with -Dwssbench.baseline=forced.csv (the committed quick file with encr/large's
# first-figure ratio halved, so every first run fails on that regression alone and run --confirm-against measures
# the matrix again after its 300-s wait). One at a time under the timed-runs lock. The real verdict is taken
# afterwards, offline, against the committed file (gate --confirmation). PAUSE/STOP files as ciloop2.sh.
# Usage: ciloop3.sh COMMIT NAME...
set -uo pipefail
commit=$1; shift; D=/work/timed/s23; mkdir -p $D/ci-runs
state() { echo "load=$(cut -d' ' -f1-3 /proc/loadavg) java=$(pgrep -c java || true) steal=$(awk '/^cpu /{print $9}' /proc/stat)"; }
for name in "$@"; do
  while [[ -e $D/PAUSE ]]; do sleep 5; done
  [[ -e $D/STOP ]] && { echo "$(date -u +%T) STOP before $name" >> $D/ci.log; exit 0; }
  w=/tmp/cis23; rm -rf $w; git clone -q /work/main $w && git -C $w checkout -q $commit
  echo "$(date -u +%T) start $name $commit forced-confirmation $(state)" >> $D/ci.log
  s=$(date +%s)
  ( cd $w && bash .ci/install-prerequisites.sh && flock /tmp/wss-bench-timed-runs.lock mvn -B -Pquick verify -Dwssbench.baseline=$D/forced.csv ) > $D/$name.log 2>&1; rc=$?
  verdict=$(sed 's/\x1b\[[0-9;]*m//g' $D/$name.log | grep -E "^gate( FAILED|: |.*passed)|^above tolerance" | tr '\n' ' ' | cut -c1-400)
  for run in $(ls -d $w/results/*-workload-quick* 2>/dev/null); do
    suffix=${run##*-workload-quick}; cp -r $run $D/ci-runs/$name$suffix; done
  echo "$(date -u +%T) end $name rc=$rc $(( $(date +%s) - s )) s $(state) $verdict" >> $D/ci.log
done
echo "$(date -u +%T) loop3 done" >> $D/ci.log
