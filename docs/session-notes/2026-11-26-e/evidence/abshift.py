"""How far sign:400 moved sign/small's estimators: mean log ratio of the A/B runs minus that of the
A/A runs of the same session (unadjusted), per series. Usage: abshift.py"""
import glob, statistics as st
from estlib import load, estimators
for sess in ("s14", "s16", "s17"):
    out = {}
    for kind in ("aa", "ab"):
        runs = []
        for p in sorted(glob.glob(f"/work/wt-s14/results/{sess}{kind}-*")):
            t, c = load(p); runs.append(estimators(t, c, "sign", "small"))
        out[kind] = runs
    for e in out["aa"][0]:
        a = st.mean(r[e] for r in out["aa"]); b = st.mean(r[e] for r in out["ab"])
        print(sess, f"{e:24s} shift {100*(b-a):6.2f} %")
