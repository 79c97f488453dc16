#!/usr/bin/env bash
# Fresh clone of COMMIT, then .ci/run as CI does; wall time and the summary to /work/timed/s35/ci/NAME.log
commit=$1; name=$2; d=/tmp/ci-$name; rm -rf $d; git clone -q /work/main $d && cd $d && git checkout -q $commit
start=$(date +%s); echo "$(date -u +%H:%M:%S) start $name $commit load=$(cut -d' ' -f1-3 /proc/loadavg) java=$(pgrep -c java) steal=$(awk '/^cpu /{print $9}' /proc/stat)" >> /work/timed/s35/ci/ci.log
.ci/run > /work/timed/s35/ci/$name.log 2>&1; rc=$?
echo "$(date -u +%H:%M:%S) end $name rc=$rc $(( $(date +%s) - start )) s steal=$(awk '/^cpu /{print $9}' /proc/stat)" >> /work/timed/s35/ci/ci.log
