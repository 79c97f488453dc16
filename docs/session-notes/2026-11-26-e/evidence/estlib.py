"""Candidate per-run estimators of a cell's ratio to plain, computed from a run's requests.csv
(blocks of 10 rounds for the quick small sequence, single rounds for large; per block a statistic
of the cell's measured ok client times minus the same of plain's, in logs; trimmed mean over blocks).
Shared by estimators.py, abshift.py and sessions.py."""
import csv, sys, math, glob, statistics as st
from collections import defaultdict

def trimmed_mean(xs, frac):
    xs = sorted(xs); k = int(len(xs) * frac)
    xs = xs[k:len(xs) - k]
    return sum(xs) / len(xs)

def load(path):
    t = defaultdict(lambda: defaultdict(list))
    c = defaultdict(lambda: defaultdict(list))
    with open(path + "/requests.csv") as f:
        for r in csv.DictReader(f):
            if r["phase"] != "measured" or r["status"] != "ok":
                continue
            k = (r["scenario"], r["sequence"]); rd = int(r["round"])
            t[k][rd].append(int(r["client_ns"]))
            if r["client_cpu_ns"] and r["server_cpu_ns"]:
                c[k][rd].append(int(r["client_cpu_ns"]) + int(r["server_cpu_ns"]))
    return t, c

def blocks(rounds, plain, seq, stat):
    rs = sorted(rounds); per = 10 if seq == "small" else 1
    out = []
    for i in range(0, len(rs), per):
        b = rs[i:i + per]
        cc = [x for r in b for x in rounds[r]]; pp = [x for r in b for x in plain.get(r, [])]
        if cc and pp:
            out.append(stat(cc) - stat(pp))
    return out

lmed = lambda xs: math.log(st.median(xs))
def lq(q):
    return lambda xs: math.log(sorted(xs)[int(len(xs) * q)])

def estimators(t, c, sc, seq):
    cell, plain = t[(sc, seq)], t[("plain", seq)]
    e = {}
    e["block_median(current)"] = trimmed_mean(blocks(cell, plain, seq, lmed), 0.2)
    for q in (0.02, 0.1, 0.25):
        e[f"block_p{int(q*100)}"] = trimmed_mean(blocks(cell, plain, seq, lq(q)), 0.2)
    cc, cp = c[(sc, seq)], c[("plain", seq)]
    if cc and cp:
        e["cpu_block_p10"] = trimmed_mean(blocks(cc, cp, seq, lq(0.1)), 0.2)
    return e

