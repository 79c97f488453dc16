# username-digest/small: warm-up length (warmup.csv) against the ratio to plain (summary.csv) per run.
# python3 docs/session-notes/2026-11-25/evidence/ud_warmup.py results/s11aa-{1..14}
import csv, statistics, sys
xs, ys = [], []
for run in sys.argv[1:]:
    w = [x for x in csv.DictReader(open(run + '/warmup.csv')) if x['scenario'] == 'username-digest' and x['sequence'] == 'small'][0]
    s = [x for x in csv.DictReader(open(run + '/summary.csv')) if x['scenario'] == 'username-digest' and x['sequence'] == 'small'][0]
    xs.append(int(w['warmup_requests'])); ys.append(float(s['round_ratio_median_vs_plain']))
    print(run, xs[-1], ys[-1])
print('runs', len(xs), 'correlation %.2f' % statistics.correlation(xs, ys))
