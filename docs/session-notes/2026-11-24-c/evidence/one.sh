#!/usr/bin/env bash
# one timed run: one.sh PREFIX INDEX WORKLOAD [extra repeat-runs args]; build of /work/wt-s8
cd /work/wt-s8
p=$1; i=$2; w=$3; shift 3
log=/work/timed/s8/runs.log
echo "$(date -u +%H:%M:%S) start $p-$i $w $* commit $(git rev-parse --short HEAD) dirty=$(git status --porcelain | wc -l) load $(cut -d' ' -f1-3 /proc/loadavg) java=$(pgrep -c java)" >>$log
benchmark/repeat-runs.sh -n 1 -f $i -p $p -w $w "$@" >>/work/timed/s8/runs.out 2>&1
rc=$?
echo "$(date -u +%H:%M:%S) end rc=$rc $p-$i" >>$log
