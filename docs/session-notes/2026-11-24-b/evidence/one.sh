#!/usr/bin/env bash
# one timed run: one.sh PREFIX INDEX WORKLOAD [extra repeat-runs args]
cd /work/main
p=$1; i=$2; w=$3; shift 3
log=/work/timed/s7/runs.log
echo "$(date -u +%H:%M:%S) start $p-$i $w $* load $(cut -d' ' -f1-3 /proc/loadavg) java=$(pgrep -c java)" >>$log
benchmark/repeat-runs.sh -n 1 -f $i -p $p -w $w "$@" >>/work/timed/s7/runs.out 2>&1
rc=$?
echo "$(date -u +%H:%M:%S) end rc=$rc $p-$i" >>$log
