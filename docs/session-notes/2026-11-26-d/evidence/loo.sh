#!/usr/bin/env bash
# leave-one-out gate of a quick baseline: each run against a baseline of the others (LOO_RUNS: globs, default the 32 runs; LOO_OUT: folder)
cd /work/wt-s14; cli=${LOO_CLI:-harness-client/target/harness-client.jar}; E=/work/timed/s17/out/${LOO_OUT:-loo}; mkdir -p $E
all=$(ls -d ${LOO_RUNS:-results/s14aa-* results/s15aa-* results/s16aa-*} | sort -V)
one() { r=$1; n=${r##*/}; others=$(for o in $all; do [ $o != $r ] && echo $o; done)
  java -jar $cli baseline $others -o $E/b-$n.csv > /dev/null 2>&1
  java -jar $cli gate $r -b $E/b-$n.csv > $E/gate-$n.txt 2>&1; echo "$n rc=$?"; }
export -f one; export all cli E
printf '%s\n' $all | xargs -P 2 -I{} bash -c 'one {}'
