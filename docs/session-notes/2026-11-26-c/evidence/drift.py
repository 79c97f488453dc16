# within-run drift of the measured rounds: per cell, the median client time of measured rounds 1-30, 31-60, 61-90
# (ratios of the later thirds to the first), and the cell's warm-up length; usage: drift.py RUN_DIR...
import csv, sys, statistics as st
from collections import defaultdict
for run in sys.argv[1:]:
    t = defaultdict(list); w = defaultdict(int)
    for r in csv.DictReader(open(run + '/requests.csv')):
        if r['status'] != 'ok': continue
        key = (r['scenario'], r['sequence'])
        if r['phase'] == 'warmup': w[key] += 1
        # only timed requests: the connection-priming request before each pass (phase 'prime') is not one
        if r['phase'] == 'measured': t[key].append((int(r['round']), int(r['client_ns'])))
    print(run.split('/')[-1])
    for key in sorted(t):
        v = t[key]; rmax = max(x[0] for x in v) + 1
        thirds = [st.median([c for rd, c in v if k * rmax // 3 <= rd < (k + 1) * rmax // 3]) for k in range(3)]
        print('  %-20s %-5s warmup %5d  first third %8.3f ms  2nd/1st %.3f  3rd/1st %.3f' % (key[0], key[1], w[key], thirds[0] / 1e6, thirds[1] / thirds[0], thirds[2] / thirds[0]))
