"""Variance decomposition of the block ratio: within-run (block to block) against between runs.
Usage: decomp.py RUN_DIR... ; prints per cell: within-run SE of the log block ratio, between-run SD
of the run figure, and the share of between-run variance the within-run SE explains."""
import csv, sys, math, statistics as st
from collections import defaultdict

def run_blocks(path):
    t = defaultdict(lambda: defaultdict(list))  # (scen,seq) -> round -> client times
    with open(path + "/requests.csv") as f:
        for r in csv.DictReader(f):
            if r["phase"] != "measured" or r["status"] != "ok":
                continue
            t[(r["scenario"], r["sequence"])][int(r["round"])].append(int(r["client_ns"]))
    out = {}
    for (sc, seq), rounds in t.items():
        if sc == "plain":
            continue
        plain = t[("plain", seq)]
        rs = sorted(rounds)
        per = 10 if seq == "small" else 1
        blocks = [rs[i:i + per] for i in range(0, len(rs), per)]
        logs = []
        for b in blocks:
            c = [x for r in b for x in rounds[r]]
            p = [x for r in b for x in plain.get(r, [])]
            if c and p:
                logs.append(math.log(st.median(c) / st.median(p)))
        logs.sort()
        k = len(logs) // 5
        trimmed = logs[k:len(logs) - k]
        out[(sc, seq)] = (st.mean(trimmed), st.stdev(logs) / math.sqrt(len(logs)), len(logs))
    return out

runs = [run_blocks(p) for p in sys.argv[1:]]
cells = sorted(runs[0])
print(f"{'cell':28s} {'n_blk':>5s} {'within_se%':>10s} {'between_sd%':>11s} {'within^2/between^2':>18s}")
for c in cells:
    figs = [r[c][0] for r in runs if c in r]
    ses = [r[c][1] for r in runs if c in r]
    b = st.stdev(figs) * 100
    w = math.sqrt(st.mean([s * s for s in ses])) * 100
    print(f"{c[0]+'/'+c[1]:28s} {runs[0][c][2]:5d} {w:10.2f} {b:11.2f} {w*w/(b*b):18.2f}")
