#!/usr/bin/env python3
"""Candidate estimators of a cell's ratio to plain, compared on recorded A/A runs (no new timing).

For every run and secured cell: log ratio to plain by several estimators, the common factor taken
out as the gate does (minus the median change of the sequence's other secured cells, ssl included
as a peer; ssl itself is not adjusted, it is below 1.5x). Prints per estimator the standard
deviation over the A/A runs (x100, about the CV in percent), a Student-t tail fitted to the
leave-one-out excursions (best and lower 95% bound, as stats.TailFit), an approximate tolerance and
minimum detectable regression per cell at 1% false alarms over 18 checks, and sign/small's shift in
each A/B run against its paired A/A run. The all-secured rows always use the current per-round
median (what CommonFactor.perRound gates). Java's `noise` command gives the exact figures.

usage: estimators.py RESULTS_DIR AA_PREFIX N_AA AB_PREFIX N_AB     (needs scipy)
"""
import csv, math, statistics as st, collections, sys
from math import lgamma, log, pi
from scipy import stats as S

results, aap, naa, abp, nab = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], int(sys.argv[5])
AA = [f'{aap}-{i}' for i in range(1, naa + 1)]
AB = [f'{abp}-{i}' for i in range(1, nab + 1)]

def load(run):
    d = collections.defaultdict(lambda: collections.defaultdict(list))
    with open(f'{results}/{run}/requests.csv') as f:
        for r in csv.DictReader(f):
            if r['phase'] == 'measured' and r['status'] == 'ok':
                d[(r['scenario'], r['sequence'])][int(r['round'])].append(int(r['client_ns']))
    return d

def tmean(xs, p):
    xs = sorted(xs); k = int(len(xs) * p); xs = xs[k:len(xs) - k] if k else xs
    return sum(xs) / len(xs)

def blocks(cell, plain, rounds, size):
    k = max(1, len(rounds) // size); out = []
    for b in range(k):
        blk = rounds[b * size:(b + 1) * size] if b < k - 1 else rounds[b * size:]
        out.append(math.log(st.median([x for r in blk for x in cell[r]]) / st.median([x for r in blk for x in plain[r]])))
    return out

def estimates(d, key):
    plain, cell = d[('plain', key[1])], d[key]
    rounds = sorted(set(plain) & set(cell))
    e = {'current: median of round-total ratios': st.median(math.log(sum(cell[r]) / sum(plain[r])) for r in rounds)}
    for size in (1, 3, 5, 10, 15, 90):
        b = blocks(cell, plain, rounds, size)
        e[f'blocks of {size}: median'] = st.median(b)
        e[f'blocks of {size}: trimmed mean 20%'] = tmean(b, .2)
    hl = [st.median([math.log(a) - math.log(p) for a in cell[r] for p in plain[r]]) for r in rounds]
    e['within-round Hodges-Lehmann: trimmed mean 20%'] = tmean(hl, .2)
    return e

data = {}
for run in AA + AB:
    d = load(run)
    data[run] = {k: estimates(d, k) for k in d if k[0] != 'plain'}
    print('loaded', run, file=sys.stderr)
keys = sorted(data[AA[0]]); names = list(data[AA[0]][keys[0]])
CUR = names[0]

def table(name):
    centres = {k: st.mean(data[r][k][name] for r in AA) for k in keys}
    out = {}
    for seq in ('small', 'large'):
        sec = [k for k in keys if k[1] == seq]
        out[('all-secured', seq)] = {r: st.mean(data[r][k][CUR] for k in sec) for r in AA + AB}
        for k in sec:
            out[k] = {}
            for r in AA + AB:
                v = data[r][k][name]
                if k[0] != 'ssl':
                    v -= st.median(data[r][j][name] - centres[j] for j in sec if j != k)
                out[k][r] = v
    return out

def loglik(z, df):
    return sum(lgamma((df + 1) / 2) - lgamma(df / 2) - 0.5 * log(df * pi) - (df + 1) / 2 * log(1 + x * x / df) for x in z)

def tail(z):
    grid = []; df = 1.0
    while df <= 200:
        grid.append((df, loglik(z, df))); df *= 1.01
    best = max(grid, key=lambda p: p[1])
    return best[0], min(p[0] for p in grid if p[1] >= best[1] - 3.841 / 2)

for name in names:
    t = table(name)
    z = []
    for k, v in t.items():
        for i in AA:
            o = [v[r] for r in AA if r != i]
            z.append((v[i] - st.mean(o)) / (st.stdev(o) * math.sqrt(1 + 1 / len(o))))
    ml, lo = tail(z)
    q = S.t.ppf(1 - 0.01 / 18, lo)
    f = math.sqrt(1 + 1 / len(AA))
    print(f'\n## {name}\ntail: best {ml:.1f}, lower bound {lo:.1f} df; one-sided quantile {q:.2f}')
    print('cell | sd x100 | tolerance % | detectable % (approx.)')
    for k in sorted(t):
        sd = st.stdev(t[k][r] for r in AA)
        print(f'{k[0]}/{k[1]} | {sd * 100:.2f} | {math.expm1(q * sd * f) * 100:.1f} | {math.expm1((q + 0.84) * sd * f) * 100:.1f}')
    s = t[('sign', 'small')]
    print('sign/small A/B shift vs paired A/A run, %:', ' '.join(f'{(s[b] - s[a]) * 100:.1f}' for a, b in zip(AA, AB)))
