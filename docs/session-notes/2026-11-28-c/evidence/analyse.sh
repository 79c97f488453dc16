#!/usr/bin/env bash
# Thirteenth session: each trial (run + its confirmation run in the same service) judged by the committed quick file,
# its screen, the new rule and the rule before; then what the committed file catches (baseline --show).
set -u
M=/work/main; R=/work/wt-s35/results; E=${E:-/work/timed/s35/ev}; F=$M/results/baseline/workload-quick.csv
mkdir -p $E
CP=/work/wt-s35/harness-results/target/classes:$(cat /tmp/cp35.txt)
javac -d /work/timed/s35/cls -cp $CP /work/timed/s35/Confirm.java
PAIRS_DIR=$E java -cp /work/timed/s35/cls:$CP Confirm $F $R u ${1:-6} s ${2:-3} > $E/confirm-trials.txt
java -cp $CP org.wssbench.results.cli.ResultsCli baseline --show $F > $E/show-committed-quick.txt
cat $E/confirm-trials.txt
