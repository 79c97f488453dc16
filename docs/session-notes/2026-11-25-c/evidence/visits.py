# Per run: median client time of plain/small and ssl/small by visit (measured, ok), and the first
# visit's median over the later visits'. Reads requests.csv of finished runs only.
import csv, glob, statistics, sys, re
runs = sorted(glob.glob('/work/wt-s13/results/s13aa-*'), key=lambda p: int(re.sub(r'.*-', '', p)))
print('run', 'cell', 'median_us visit0..3', 'later/first', sep='\t')
ratios = {}
for run in runs:
    times = {}
    with open(run + '/requests.csv') as f:
        for r in csv.DictReader(f):
            if r['phase'] != 'measured' or r['status'] != 'ok' or r['sequence'] != 'small':
                continue
            if r['scenario'] not in ('plain', 'ssl', 'username', 'username-digest'):
                continue
            times.setdefault((r['scenario'], int(r['visit'])), []).append(int(r['client_ns']))
    for cell in ('plain', 'ssl', 'username', 'username-digest'):
        med = [statistics.median(times[(cell, v)]) / 1000 for v in range(4)]
        later = statistics.median([t for v in (1, 2, 3) for t in times[(cell, v)]]) / 1000
        ratios.setdefault(cell, []).append(later / med[0])
        print(run.split('/')[-1], cell, ' '.join('%.1f' % m for m in med), '%.3f' % (later / med[0]), sep='\t')
for cell, r in ratios.items():
    print(cell, 'later visits / first visit, median over runs: %.3f (min %.3f, max %.3f)' % (statistics.median(r), min(r), max(r)))
