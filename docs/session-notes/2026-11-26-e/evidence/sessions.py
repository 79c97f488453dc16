"""Per small cell and estimator: each session's mean of the factor-adjusted log ratio (weights fitted
over all runs) and the within-session SD, in %. Usage: sessions.py"""
# per cell and estimator: within-session SD and the SD of session means, of the factor-adjusted log ratio
import glob, math, statistics as st
from estlib import load, estimators
sess = ["s14aa", "s15aa", "s16aa", "s17aa", "s18aa"]
data = {s: [] for s in sess}
for s in sess:
    for p in sorted(glob.glob(f"/work/wt-s14/results/{s}-*")):
        if glob.glob(p + "/summary.csv"):
            t, c = load(p); data[s].append({k: estimators(t, c, *k) for k in t if k[0] != "plain"})
cells = sorted(data["s14aa"][0]); ests = ["block_median(current)", "block_p10"]
allruns = [(s, r) for s in sess for r in data[s]]
for e in ests:
    print("==", e, "  cell: session means (adjusted, % from overall) | within-session SD")
    for cell in cells:
        if cell[1] != "small": continue
        peers = [k for k in cells if k[1] == cell[1] and k != cell and k[0] not in ("ssl", "username")]
        centre = {k: st.mean(r[k][e] for _, r in allruns) for k in cells}
        xs = [st.median(r[k][e] - centre[k] for k in peers) for _, r in allruns]
        ys = [r[cell][e] - centre[cell] for _, r in allruns]
        w = max(0, min(2, sum(x * y for x, y in zip(xs, ys)) / sum(x * x for x in xs)))
        adj = [y - w * x for x, y in zip(xs, ys)]
        by = {}
        for (s, _), a in zip(allruns, adj): by.setdefault(s, []).append(a)
        within = math.sqrt(sum(sum((a - st.mean(v)) ** 2 for a in v) for v in by.values()) / (len(adj) - len(by)))
        print(f"  {cell[0]:20s} w={w:4.2f} " + " ".join(f"{s[:3]}{100*st.mean(v):+5.1f}" for s, v in by.items()) + f" | {100*within:4.2f}")
