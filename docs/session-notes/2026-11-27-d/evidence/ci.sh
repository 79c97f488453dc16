#!/usr/bin/env bash
# usage: ci.sh COMMIT NAME [extra mvn args]  -- fresh clone of /work/main at COMMIT, CI command, timestamped log
set -u
commit=$1; name=$2; shift 2
dir=/tmp/ci-$name; rm -rf $dir; git clone -q /work/main $dir && cd $dir && git checkout -q $commit
start=$(date +%s)
echo "$(date +%T) start $name $commit load=$(cut -d' ' -f1-3 /proc/loadavg) java=$(pgrep -c java)" >> /work/timed/s26/ci.log
( flock 9; mvn -B -Pquick verify "$@" 2>&1 | while IFS= read -r l; do printf '%s %s\n' "$(date +%T)" "$l"; done > /work/timed/s26/$name.log; echo ${PIPESTATUS[0]} > /work/timed/s26/$name.rc ) 9>/tmp/wss-bench-timed-runs.lock
end=$(date +%s)
echo "$(date +%T) end $name rc=$(cat /work/timed/s26/$name.rc) $((end-start)) s load=$(cut -d' ' -f1-3 /proc/loadavg) $(grep -o 'gate [a-zA-Z]*' /work/timed/s26/$name.log | tail -1)" >> /work/timed/s26/ci.log
