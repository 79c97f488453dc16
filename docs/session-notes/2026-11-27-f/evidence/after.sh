#!/usr/bin/env bash
# After the queue: the settling experiment's figures (settle.py), the gate on every run, compare five against five,
# a one-sitting baseline per arm (its noise column). Run only with nothing timed going on.
set -u
cli="java -jar /work/timed/s28/cli/harness-client.jar"; R=/work/wt-s28/results; E=/work/main/docs/session-notes/2026-11-27-f/evidence
F=/work/main/results/baseline/machines/workload-quick.intel-xeon.csv
python3 /work/timed/s28/settle.py $R > $E/settle.out 2>&1
for r in $R/s28n-* $R/s28s-*; do echo "== $(basename $r): $($cli gate $r -b $F 2>&1 | grep -E '^gate|refused' | cut -c1-300 | tr '\n' ' ')"; done > $E/gate.txt
$cli compare --format csv --before $R/s28n-1 $R/s28n-2 $R/s28n-3 $R/s28n-4 $R/s28n-5 --after $R/s28s-1 $R/s28s-2 $R/s28s-3 $R/s28s-4 $R/s28s-5 > $E/compare-n-vs-s.csv 2> $E/compare-n-vs-s.err
$cli baseline --metric round_low_ratio_peer_adjusted -o $E/base-n.csv $R/s28n-* > /dev/null 2>&1
$cli baseline --metric round_low_ratio_peer_adjusted -o $E/base-s.csv $R/s28s-* > /dev/null 2>&1
for r in $R/s28n-* $R/s28s-*; do python3 - "$r" <<'PY'
import json,sys; d=json.load(open(sys.argv[1]+'/run.json')); print(sys.argv[1].split('/')[-1], 'elapsed %.0f s' % d['elapsed_seconds'], 'not steady:', d['warmup_not_steady'])
PY
done > $E/elapsed.txt
echo done
