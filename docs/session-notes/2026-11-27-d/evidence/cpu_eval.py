#!/usr/bin/env python3
"""Offline: run-to-run spread of block figures on wall time vs CPU time, over the given run folders.
Per cell and run: blocks of consecutive measured rounds holding >= 160 requests of the cell (one round per block
when a cell sends one request per round); per block stat(cell)/stat(plain, same rounds); run figure = geometric
mean of the blocks after dropping the lowest and highest fifth. Across runs: CV of the figure raw, and with the
sequence's common factor out (ln figure regressed on the mean centred ln figure of the other cells with ratio >= 1.5,
leave-one-run-out predictions)."""
import csv, math, sys, statistics
from collections import defaultdict

def q(xs, p):
    xs = sorted(xs); i = p * (len(xs) - 1); lo = int(math.floor(i)); hi = min(lo + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (i - lo)

STATS = {'low': lambda xs: q(xs, 0.10), 'med': lambda xs: q(xs, 0.5), 'mean': statistics.fmean}
SIGNALS = {'wall': lambda r: r[0], 'cpu': lambda r: r[1] + r[2], 'scpu': lambda r: r[2], 'ccpu': lambda r: r[1]}

def load(run):
    cells = defaultdict(lambda: defaultdict(list))  # (scen,seq) -> round -> [(wall,ccpu,scpu)]
    with open(run + '/requests.csv') as f:
        for row in csv.DictReader(f):
            if row['phase'] != 'measured' or row['status'] != 'ok':
                continue
            c, s = int(row['client_cpu_ns']), int(row['server_cpu_ns'])
            if c < 0 or s < 0:
                continue
            cells[(row['scenario'], row['sequence'])][int(row['round'])].append((int(row['client_ns']), c, s))
    return cells

def figure(cells, key, sig, stat):
    cell, plain = cells[key], cells[('plain', key[1])]
    rounds = sorted(r for r in cell if r in plain)
    blocks, cur = [], []
    per_round = max(len(cell[r]) for r in rounds)
    for r in rounds:
        cur.append(r)
        if sum(len(cell[x]) for x in cur) >= 160 or per_round == 1:
            blocks.append(cur); cur = []
    ratios = []
    for b in blocks:
        cv = [SIGNALS[sig](x) for r in b for x in cell[r]]
        pv = [SIGNALS[sig](x) for r in b for x in plain[r]]
        ratios.append(math.log(STATS[stat](cv) / STATS[stat](pv)))
    ratios.sort(); k = len(ratios) // 5
    kept = ratios[k:len(ratios) - k] if len(ratios) - 2 * k > 0 else ratios
    return statistics.fmean(kept)

def main(args):
    runs = args[:args.index('--ab')] if '--ab' in args else args
    ab_runs = args[args.index('--ab') + 1:] if '--ab' in args else []
    data = [load(r) for r in runs]
    ab = [load(r) for r in ab_runs]
    keys = sorted(k for k in data[0] if k[0] != 'plain')
    combos = [(s, t) for s in SIGNALS for t in STATS]
    fig = {c: {k: [figure(d, k, *c) for d in data] for k in keys} for c in combos}
    n = len(runs)
    print('runs', n)
    print('%-28s' % 'cell' + ''.join('%14s' % (s + '-' + t) for s, t in combos))
    for k in keys:
        raw, adj = [], []
        for c in combos:
            x = fig[c][k]
            raw.append(100 * statistics.stdev(x))
            # common factor from the other cells of the sequence with ratio >= 1.5 (on this signal)
            others = [o for o in keys if o[1] == k[1] and o != k and math.exp(statistics.fmean(fig[c][o])) >= 1.5]
            errs = []
            for i in range(n):
                idx = [j for j in range(n) if j != i]
                def cf(j, idx=idx):
                    return statistics.fmean(fig[c][o][j] - statistics.fmean(fig[c][o][m] for m in idx) for o in others)
                xs = [cf(j) for j in idx]; ys = [x[j] for j in idx]
                mx, my = statistics.fmean(xs), statistics.fmean(ys)
                sxx = sum((a - mx) ** 2 for a in xs)
                w = sum((a - mx) * (b - my) for a, b in zip(xs, ys)) / sxx if sxx > 0 else 0
                w = max(0.0, min(2.0, w))
                errs.append(x[i] - (my + w * (cf(i) - mx)))
            adj.append(100 * math.sqrt(sum(e * e for e in errs) / n))
        print('%-28s' % ('/'.join(k) + ' raw') + ''.join('%14.2f' % v for v in raw))
        print('%-28s' % ('/'.join(k) + ' cf out') + ''.join('%14.2f' % v for v in adj))
    if ab:
        print('A/B: mean change of the B runs against the A runs, %% (raw), per combo; and z = change / cf-out noise')
        for k in keys:
            ch = []
            for c in combos:
                a = statistics.fmean(fig[c][k]); b = statistics.fmean(figure(d, k, *c) for d in ab)
                ch.append(100 * (math.exp(b - a) - 1))
            print('%-28s' % ('/'.join(k) + ' B-A %') + ''.join('%14.2f' % v for v in ch))
    print('ratio (geo mean):')
    for k in keys:
        print('%-28s' % '/'.join(k) + ''.join('%14.2f' % math.exp(statistics.fmean(fig[c][k])) for c in combos))

if __name__ == '__main__':
    main(sys.argv[1:])
