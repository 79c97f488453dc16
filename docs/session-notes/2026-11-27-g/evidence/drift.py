"""Run-level transient of the measured rounds, per design: for each run, the third pass over the sequence (rounds 61-90)
against the first (rounds 1-30, the same requests), as the median of the per-round ratio of round medians to plain
(mean over the 8 small secured cells), and plain/small's own median. A run is the unit: the cells of one run move
together with its plain. Also each phase's wall time (first to last request start). Usage: drift.py NAME=GLOB ..."""
import csv, sys, glob, collections, statistics as st, math
SMALL = ['ssl', 'username', 'username-digest', 'sign', 'encr', 'signencr', 'encrsign', 'secureconversation']
def run(r):
    d = collections.defaultdict(lambda: collections.defaultdict(list)); t = collections.defaultdict(list)
    for row in csv.DictReader(open(r + '/requests.csv')):
        t[row['phase']].append(int(row['start_epoch_ms']))
        if row['phase'] != 'measured' or row['status'] != 'ok': continue
        d[(row['scenario'], row['sequence'])][int(row['round'])].append(int(row['client_ns']))
    plm = {k: st.median(v) for k, v in d[('plain', 'small')].items()}
    third = lambda vals, i: st.median([vals[k] for k in vals if (k - 1) // 30 == i])
    ratios = []
    for sc in SMALL:
        rr = {k: st.median(d[(sc, 'small')][k]) / plm[k] for k in plm}
        ratios.append(third(rr, 2) / third(rr, 0) - 1)
    span = lambda p: (max(t[p]) - min(t[p])) / 1000 if t.get(p) else 0
    return 100 * st.mean(ratios), 100 * (third(plm, 2) / third(plm, 0) - 1), (span('warmup'), span('settle'), span('measured'))
for arg in sys.argv[1:]:
    name, pat = arg.split('=', 1)
    runs = sorted(glob.glob(pat), key=lambda r: (r.rsplit('-', 1)[0], int(r.rsplit('-', 1)[1]) if r.rsplit('-', 1)[1].isdigit() else 0))
    v = [run(r) for r in runs]
    ra = [x[0] for x in v]; pl = [x[1] for x in v]
    se = st.stdev(ra) / math.sqrt(len(ra)) if len(ra) > 1 else float('nan')
    print('%-10s %2d runs: secured small ratios, pass 3 vs 1: mean %+.1f %% (sd %.1f, se %.1f); plain/small faster in pass 3 in %d of %d runs (mean %+.1f %%)'
          % (name, len(v), st.mean(ra), st.stdev(ra) if len(ra) > 1 else 0, se, sum(1 for p in pl if p < 0), len(pl), st.mean(pl)))
    ph = list(zip(*[x[2] for x in v]))
    print('           phases (s), median (range): warm-up %s, settling %s, measured %s' % tuple(
        '%.0f (%.0f-%.0f)' % (st.median(p), min(p), max(p)) for p in ph))
    print('           ' + '; '.join('%s %+.1f/%+.1f' % (r.split('/')[-1], a, b) for r, (a, b, _) in zip(runs, v)))
