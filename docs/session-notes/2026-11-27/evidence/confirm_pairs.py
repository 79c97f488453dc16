#!/usr/bin/env python3
"""First run against its confirmation run, per gated figure: each run's judged change over the committed baseline
(common factor taken out as the gate does, from summary.csv), in % and in units of the figure's tolerance.
usage: confirm_pairs.py BASELINE.csv FIRST_DIR... (the confirmation run is FIRST_DIR-confirm)"""
import csv, math, sys, statistics, os
base = {}
for r in csv.DictReader(open(sys.argv[1])):
    base[(r['metric'], r['scenario'], r['sequence'])] = (float(r['ratio']), float(r['tolerance_pct']), float(r['common_factor_weight'] or 0))
COL = {'block_low_ratio_peer_adjusted': 'block_low_ratio_vs_plain', 'block_mean_ratio_peer_adjusted': 'block_mean_ratio_vs_plain'}
def changes(d):
    rows = {(r['scenario'], r['sequence']): r for r in csv.DictReader(open(os.path.join(d, 'summary.csv')))}
    out = {}
    for metric, col in COL.items():
        logs = {}
        for (m, s, q) in base:
            if m == metric and s != 'all-secured' and rows.get((s, q), {}).get(col):
                logs[(s, q)] = math.log(float(rows[(s, q)][col]) / base[(m, s, q)][0])
        for (s, q), lc in logs.items():
            ratio, tol, w = base[(metric, s, q)]
            cf = statistics.median([v for (s2, q2), v in logs.items() if q2 == q and s2 != s]) if w > 0 else 0
            out[f"{s}/{q}{'' if metric.startswith('block_low') else ' mean'}"] = (math.expm1(lc - w * cf) * 100, tol)
    return out, rows
shifts = {}
for d in sys.argv[2:]:
    a, ra = changes(d); b, rb = changes(d + '-confirm')
    print(f"# {os.path.basename(d)}: plain/small median {float(ra[('plain','small')]['median_ms']):.3f} -> {float(rb[('plain','small')]['median_ms']):.3f} ms")
    for k in a:
        shifts.setdefault(k, []).append((a[k][0], b[k][0], a[k][1]))
print("figure,tolerance_pct," + ",".join(f"{os.path.basename(d)}_first,{os.path.basename(d)}_confirm" for d in sys.argv[2:]) + ",mean_shift_points,max_confirm_of_tolerance")
allx, ally = [], []
for k, v in shifts.items():
    allx += [x for x, _, _ in v]; ally += [y for _, y, _ in v]
    print(f"{k},{v[0][2]:.1f}," + ",".join(f"{x:+.1f},{y:+.1f}" for x, y, _ in v)
          + f",{statistics.mean(y - x for x, y, _ in v):+.1f},{max(y for _, y, _ in v) / v[0][2]:.2f}")
n = len(allx); mx, my = statistics.mean(allx), statistics.mean(ally)
r = sum((x - mx) * (y - my) for x, y in zip(allx, ally)) / math.sqrt(sum((x - mx) ** 2 for x in allx) * sum((y - my) ** 2 for y in ally))
print(f"# {n} figure pairs: correlation of first and confirmation changes {r:.2f}; mean change first {mx:+.2f} %, confirmation {my:+.2f} %; "
      f"largest of tolerance: first {max(x / t for k, v in shifts.items() for x, _, t in v):.2f}, confirmation {max(y / t for k, v in shifts.items() for _, y, t in v):.2f}")
