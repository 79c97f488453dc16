#!/usr/bin/env python3
"""Thirteenth session: where a fresh-clone quick CI's wall time goes (the 2026-11-27 phases.py with the settling
rounds as a phase of their own): Maven's total, the modules before `benchmark`, the benchmark module, crypto-floor,
the matrix's warm-up, settling and measured rounds (first to last request start in requests.csv), the failsafe
ITs (sum of their classes' elapsed times). Usage: phases2.py LOG:RUNDIR ... ; prints CSV."""
import csv, re, sys
def secs(t):
    t = t.strip()
    if t.endswith(' min'):
        m, s = t[:-4].split(':'); return int(m) * 60 + float(s)
    return float(t.rstrip(' s'))
print('run,total_s,build_s,benchmark_module_s,floor_s,warmup_s,settle_s,measured_s,matrix_s,its_s,stress_it_s')
for arg in sys.argv[1:]:
    logf, rundir = arg.split(':')
    log = re.sub(r'\x1b\[[0-9;]*m', '', open(logf, errors='replace').read())
    mods = re.findall(r'\[INFO\] (.+?) \.*\s*(?:SUCCESS|FAILURE) \[\s*([0-9:.]+ (?:s|min))\]', log)
    total = secs(re.search(r'Total time:\s+([0-9:.]+ (?:s|min))', log).group(1))
    bench = sum(secs(t) for n, t in mods if n.startswith('benchmark'))
    floor = sum(secs(t) for n, t in mods if n.startswith('crypto-floor'))
    build = sum(secs(t) for n, t in mods) - bench - floor
    its = sum(float(x) for x in re.findall(r'Time elapsed: ([0-9.]+) s -- in org\.wssbench\.benchmark\.\w+IT\b', log))
    stress = sum(float(x) for x in re.findall(r'Time elapsed: ([0-9.]+) s -- in org\.wssbench\.benchmark\.ConcurrencyStressIT', log))
    first, last = {}, {}
    for r in csv.DictReader(open(rundir + '/requests.csv')):
        p = r['phase']; t = int(r['start_epoch_ms']) / 1000
        first[p] = min(first.get(p, t), t); last[p] = max(last.get(p, t), t)
    span = lambda p: last[p] - first[p] if p in first else 0
    matrix = max(last.values()) - min(first.values())
    print(','.join('%.0f' % x if not isinstance(x, str) else x for x in
                   [logf.split('/')[-1], total, build, bench, floor, span('warmup'), span('settle'), span('measured'), matrix, its, stress]))
