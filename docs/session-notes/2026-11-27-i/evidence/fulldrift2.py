"""Full workload transient: per run, pass 3 against pass 1 (a pass = a third of the measured rounds, the same
requests each pass) of each small secured cell's round ratio to plain (median of the per-round ratios of round
medians), their mean over the cells, and plain/small's own median, pass 3 against pass 1.
Usage: fulldrift2.py RUN..."""
import csv, sys, collections, statistics as st, math
SMALL = ['ssl', 'username', 'username-digest', 'sign', 'encr', 'signencr', 'encrsign', 'secureconversation']
means = []
for r in sys.argv[1:]:
    d = collections.defaultdict(lambda: collections.defaultdict(list))
    for row in csv.DictReader(open(r + '/requests.csv')):
        if row['phase'] != 'measured' or row['status'] != 'ok' or row['sequence'] != 'small':
            continue
        d[row['scenario']][int(row['round'])].append(int(row['client_ns']))
    rounds = sorted(d['plain'])
    third = len(rounds) // 3
    plm = {k: st.median(d['plain'][k]) for k in rounds}
    out = []
    for sc in SMALL:
        rr = {k: st.median(d[sc][k]) / plm[k] for k in rounds if k in d[sc]}
        p = [st.median([rr[k] for k in rounds[i * third:(i + 1) * third] if k in rr]) for i in range(3)]
        out.append(p[2] / p[0] - 1)
    pp = [st.median([plm[k] for k in rounds[i * third:(i + 1) * third]]) for i in range(3)]
    means.append(st.mean(out))
    print(r.rstrip('/').split('/')[-1], len(rounds), 'rounds;', ' '.join('%s %+.1f' % (s, 100 * v) for s, v in zip(SMALL, out)),
          '| mean %+.1f %% | plain/small pass 3 vs 1 %+.1f %%' % (100 * st.mean(out), 100 * (pp[2] / pp[0] - 1)))
if len(means) > 1:
    print('over %d runs: mean %+.1f %%, sd %.1f, se %.1f' % (len(means), 100 * st.mean(means), 100 * st.stdev(means),
                                                           100 * st.stdev(means) / math.sqrt(len(means))))
