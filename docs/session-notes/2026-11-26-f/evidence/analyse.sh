#!/usr/bin/env bash
# Everything measured after the last timed run, in order (nothing else running).
S=/work/timed/s19
$S/judge.sh
$S/compare.sh > /dev/null
python3 $S/verdicts.py $S/out/compare-aa.csv $S/out/compare-ab.csv $S/out/compare-sp.csv > $S/out/verdicts.txt
$S/full.sh > /dev/null
python3 /work/main/docs/session-notes/2026-11-26-f/evidence/meanest.py s14 s15 s16 s17 s18 > $S/out/meanest.txt
