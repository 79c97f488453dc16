#!/usr/bin/env bash
# The Gate refactor (figure-independent checks in their own loop) must not change what the gate says:
# gate output of the cli before (cli/) and after (cli-gate/) on quick A/A, sign:400, sign:8000/10 runs and
# full runs, lines sorted (only their order may differ). Usage: gatediff.sh
S14=/work/wt-s14/results; S19=/work/wt-s19/results; Q=/work/main/results/baseline/workload-quick.csv
F=/work/main/results/baseline/workload-full.csv
for r in $S14/s18aa-1 $S14/s14aa-7 $S14/s18ab-1 $S19/s19sp-1 $S19/s19na-2; do
  for c in cli cli-gate; do java -jar /work/timed/s20/$c/harness-client.jar gate $r -b $Q 2>&1 | sort > /tmp/gd-$c.txt; done
  echo "$(basename $r) quick: $(diff /tmp/gd-cli.txt /tmp/gd-cli-gate.txt > /dev/null && echo same || echo DIFFERENT) ($(grep -c . /tmp/gd-cli.txt) lines)"
done
for r in $S14/s15fa-1 $S19/s19nf-3; do
  for c in cli cli-gate; do java -jar /work/timed/s20/$c/harness-client.jar gate $r -b $F 2>&1 | sort > /tmp/gd-$c.txt; done
  echo "$(basename $r) full: $(diff /tmp/gd-cli.txt /tmp/gd-cli-gate.txt > /dev/null && echo same || echo DIFFERENT) ($(grep -c . /tmp/gd-cli.txt) lines)"
done
