#!/usr/bin/env bash
# Twelfth session: each trial (run + its confirmation run in the same service) judged by the committed quick file,
# its screen, the new rule and the rule before; then what the committed file catches (baseline --show).
set -u
M=/work/main; R=/work/wt-s34/results; E=${E:-/work/timed/s34/ev}; F=$M/results/baseline/workload-quick.csv
mkdir -p $E
CP=$M/harness-results/target/classes:$(cat /tmp/cp34.txt)
javac -d /work/timed/s34/cls -cp $CP /work/timed/s34/Confirm.java
java -cp /work/timed/s34/cls:$CP Confirm $F $R a ${1:-4} b ${2:-4} > $E/confirm-trials.txt
java -cp $CP org.wssbench.results.cli.ResultsCli baseline --show $F > $E/show-committed-quick.txt
cat $E/confirm-trials.txt
