"""A/A noise of candidate per-run estimators of a cell's ratio to plain (estlib.py), on existing runs.
Per run and cell, log(ratio); the run's common factor = median over the sequence's other secured cells
(ssl and username left out) of (log ratio - that cell's centre); each cell's weight = least-squares
slope on it (bounded 0..2, in sample); prints the SD of the log ratio as measured / adjusted, in %.
Centre: per session (within-session SD), or with ACROSS=1 over all runs (SD across sessions).
Usage: [ACROSS=1] estimators.py SESSION_PREFIX... (e.g. s14aa s15aa s16aa s17aa)"""
import sys, math, glob, statistics as st
from collections import defaultdict
from estlib import load, estimators
import os
ACROSS = os.environ.get("ACROSS") == "1"
data = {}  # session -> list of {cell: {est: logratio}}
for sess in sys.argv[1:]:
    data[sess] = []
    for p in sorted(glob.glob(f"/work/wt-s14/results/{sess}-*")):
        t, c = load(p)
        cells = [k for k in t if k[0] != "plain"]
        data[sess].append({k: estimators(t, c, *k) for k in cells})

cells = sorted(next(iter(data.values()))[0])
ests = list(next(iter(data.values()))[0][cells[0]])
res = defaultdict(dict)
for est in ests:
    # centre per session
    dev = {}  # (sess, i, cell) -> deviation from session mean
    for s, runs in data.items():
        for cell in cells:
            m = st.mean(r[cell][est] for r in runs) if not ACROSS else st.mean(r[cell][est] for rr in data.values() for r in rr)
            for i, r in enumerate(runs):
                dev[(s, i, cell)] = r[cell][est] - m
    for cell in cells:
        peers = [k for k in cells if k[1] == cell[1] and k != cell and k[0] != "ssl" and k[0] != "username"]
        xs, ys = [], []
        for s, runs in data.items():
            for i in range(len(runs)):
                xs.append(st.median(dev[(s, i, k)] for k in peers)); ys.append(dev[(s, i, cell)])
        w = sum(x * y for x, y in zip(xs, ys)) / sum(x * x for x in xs)
        w = min(2, max(0, w))
        resid = [y - w * x for x, y in zip(xs, ys)]
        dfree = len(ys) - (1 if ACROSS else len(data))
        res[cell][est] = (math.sqrt(sum(y * y for y in ys) / dfree) * 100, math.sqrt(sum(r * r for r in resid) / dfree) * 100)
print("raw / adjusted within-session SD of log ratio, %  (cells x estimators)")
print(f"{'cell':26s}" + "".join(f"{e[:20]:>22s}" for e in ests))
for cell in cells:
    print(f"{cell[0]+'/'+cell[1]:26s}" + "".join(f"{res[cell][e][0]:10.2f} /{res[cell][e][1]:9.2f}" if e in res[cell] else f"{'':>22s}" for e in ests))
