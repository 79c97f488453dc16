"""A/A noise (factor-adjusted SD of log ratio across all runs, %) of the block low quantile, block median
and block mean, wall and CPU. Same method as the fifth session's estimators.py (ACROSS=1).
Usage: meanest.py SESSION... (run-name prefixes, e.g. s14 s15 s16 s17 s18)"""
import sys, math, glob, statistics as st, pickle, os
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../2026-11-26-e/evidence"))
from estlib import load, blocks, trimmed_mean, lq, lmed  # the fifth session's block estimators
lmean = lambda xs: math.log(sum(xs) / len(xs))
def est(t, c, sc, seq):
    cell, plain = t[(sc, seq)], t[("plain", seq)]
    e = {"low": trimmed_mean(blocks(cell, plain, seq, lq(0.1)), 0.2),
         "median": trimmed_mean(blocks(cell, plain, seq, lmed), 0.2),
         "mean": trimmed_mean(blocks(cell, plain, seq, lmean), 0.2),
         "mean_untrim": st.mean(blocks(cell, plain, seq, lmean))}
    cc, cp = c[(sc, seq)], c[("plain", seq)]
    e["cpu_mean"] = trimmed_mean(blocks(cc, cp, seq, lmean), 0.2)
    return e
cache = "/tmp/meanest.pkl"
data = pickle.load(open(cache, "rb")) if os.path.exists(cache) else {}
for p in sorted(glob.glob("/work/wt-s14/results/s1[4-9]a[ab]-*")):
    n = p.split("/")[-1]
    if n in data or not glob.glob(p + "/summary.csv"): continue
    t, c = load(p)
    data[n] = {k: est(t, c, *k) for k in t if k[0] != "plain"}
pickle.dump(data, open(cache, "wb"))
runs = [n for n in sorted(data) if n[3:5] == "aa" and n[:3] in sys.argv[1:]]
cells = sorted(data[runs[0]]); ests = list(data[runs[0]][cells[0]])
print(len(runs), "runs")
print(f"{'cell':26s}" + "".join(f"{e:>14s}" for e in ests))
for cell in cells:
    out = []
    for e in ests:
        centre = {k: st.mean(data[r][k][e] for r in runs) for k in cells}
        peers = [k for k in cells if k[1] == cell[1] and k != cell and k[0] not in ("ssl", "username")]
        xs = [st.median(data[r][k][e] - centre[k] for k in peers) for r in runs]
        ys = [data[r][cell][e] - centre[cell] for r in runs]
        w = max(0, min(2, sum(x * y for x, y in zip(xs, ys)) / sum(x * x for x in xs)))
        res = [y - w * x for x, y in zip(xs, ys)]
        out.append(math.sqrt(sum(v * v for v in res) / (len(res) - 1)) * 100)
    print(f"{cell[0]+'/'+cell[1]:26s}" + "".join(f"{v:14.2f}" for v in out))
