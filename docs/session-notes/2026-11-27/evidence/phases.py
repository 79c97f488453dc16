#!/usr/bin/env python3
"""Where the quick CI's wall time goes, per fresh-clone CI run: Maven's reactor summary (modules before the
benchmark module, the benchmark module, crypto-floor), the matrix's warm-up and measured rounds (first and last
request start in requests.csv), the wait before a confirmation run, and the failsafe ITs (sum of their classes'
elapsed times). Usage: phases.py LOG:RUNDIR[:CONFIRMDIR] ... ; prints CSV."""
import csv, re, sys
def secs(t):
    t = t.strip()
    if t.endswith(' min'):
        m, s = t[:-4].split(':'); return int(m) * 60 + float(s)
    return float(t.rstrip(' s'))
def span(rundir):
    first = {}; last = {}
    for r in csv.DictReader(open(rundir + '/requests.csv')):
        p = r['phase']; t = int(r['start_epoch_ms']) / 1000
        first[p] = min(first.get(p, t), t); last[p] = max(last.get(p, t), t)
    return first, last
print('run,total_s,build_s,benchmark_module_s,floor_s,warmup_s,measured_s,wait_s,confirm_warmup_s,confirm_measured_s,its_s')
for arg in sys.argv[1:]:
    parts = arg.split(':'); log = open(parts[0], errors='replace').read()
    log = re.sub(r'\x1b\[[0-9;]*m', '', log)
    mods = re.findall(r'\[INFO\] (.+?) \.*\s*SUCCESS \[\s*([0-9:.]+ (?:s|min))\]', log) + \
        re.findall(r'\[INFO\] (.+?) \.*\s*FAILURE \[\s*([0-9:.]+ (?:s|min))\]', log)
    total = re.search(r'Total time:\s+([0-9:.]+ (?:s|min))', log)
    bench = sum(secs(t) for n, t in mods if n.startswith('benchmark'))
    floor = sum(secs(t) for n, t in mods if n.startswith('crypto-floor'))
    build = sum(secs(t) for n, t in mods) - bench - floor
    its = sum(float(x) for x in re.findall(r'Time elapsed: ([0-9.]+) s -- in org\.wssbench\.benchmark\.\w+IT\b', log))
    f, l = span(parts[1])
    row = [parts[1].rstrip('/').split('/')[-1], secs(total.group(1)) if total else '', build, bench, floor,
           l['warmup'] - f['warmup'], l['measured'] - f['measured']]
    if len(parts) > 2:
        cf, cl = span(parts[2])
        row += [cf['warmup'] - l['measured'], cl['warmup'] - cf['warmup'], cl['measured'] - cf['measured']]
    else:
        row += ['', '', '']
    row.append(its)
    print(','.join(x if isinstance(x, str) else '%.0f' % x for x in row))
