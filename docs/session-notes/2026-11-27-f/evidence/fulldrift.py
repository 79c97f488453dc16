"""The full workload: pass 3 against pass 1 of each small secured cell's round ratios to plain (a pass = a third
of the measured rounds, the same requests each pass). Usage: fulldrift.py RUN..."""
import csv, sys, collections, statistics as st, math
SMALL = ['ssl', 'username', 'username-digest', 'sign', 'encr', 'signencr', 'encrsign', 'secureconversation']
for r in sys.argv[1:]:
    d = collections.defaultdict(lambda: collections.defaultdict(list))
    for row in csv.DictReader(open(r + '/requests.csv')):
        if row['phase'] != 'measured' or row['status'] != 'ok' or row['sequence'] != 'small': continue
        d[row['scenario']][int(row['round'])].append(int(row['client_ns']))
    rounds = sorted(d['plain']); third = len(rounds) // 3
    plm = {k: st.median(d['plain'][k]) for k in rounds}
    out = []
    for sc in SMALL:
        rr = {k: st.median(d[sc][k]) / plm[k] for k in rounds if k in d[sc]}
        p = [st.median([rr[k] for k in rounds[i * third:(i + 1) * third] if k in rr]) for i in range(3)]
        out.append(p[2] / p[0] - 1)
    print(r.split('/')[-1], len(rounds), 'rounds;', ' '.join('%s %+.1f' % (s, 100 * v) for s, v in zip(SMALL, out)),
          '| mean %+.1f %% (se %.1f)' % (100 * st.mean(out), 100 * st.stdev(out) / math.sqrt(len(out))))
