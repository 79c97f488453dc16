#!/usr/bin/env bash
# CI-procedure runs: fresh clone of /work/main at a fixed commit + .ci/run (exactly what CI runs), one at a
# time under the timed-runs lock; keeps each run folder, the gate's verdict, wall time and the host state.
# Waits while DIR/PAUSE exists (between runs), stops when DIR/STOP exists.  Usage: ciloop.sh COMMIT N FIRST
set -uo pipefail
commit=$1; n=$2; first=${3:-1}; D=/work/timed/s22; mkdir -p $D/ci-runs
state() { echo "load=$(cut -d' ' -f1-3 /proc/loadavg) java=$(pgrep -c java || true) steal=$(awk '/^cpu /{print $9}' /proc/stat)"; }
for i in $(seq $first $((first + n - 1))); do
  while [[ -e $D/PAUSE ]]; do sleep 5; done
  [[ -e $D/STOP ]] && { echo "$(date -u +%T) STOP before ci-$i" >> $D/ci.log; exit 0; }
  w=/tmp/cis22; rm -rf $w; git clone -q /work/main $w && git -C $w checkout -q $commit
  echo "$(date -u +%T) start ci-$i $commit $(state)" >> $D/ci.log
  s=$(date +%s)
  ( cd $w && flock /tmp/wss-bench-timed-runs.lock .ci/run ) > $D/ci-$i.log 2>&1; rc=$?
  verdict=$(sed 's/\x1b\[[0-9;]*m//g' $D/ci-$i.log | grep -E "^gate( FAILED|: |.*passed)" | tr '\n' ' ' | cut -c1-400)
  run=$(ls -d $w/results/*-workload-quick 2>/dev/null | head -1); [[ -n $run ]] && cp -r $run $D/ci-runs/ci-$i
  echo "$(date -u +%T) end ci-$i rc=$rc $(( $(date +%s) - s )) s $(state) $verdict" >> $D/ci.log
done
echo "$(date -u +%T) loop done" >> $D/ci.log
