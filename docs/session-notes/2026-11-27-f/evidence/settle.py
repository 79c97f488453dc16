"""The settling experiment: unchanged quick runs (s28n-*) against runs with 45 settling rounds (s28s-*), one build,
interleaved. Per arm: the transient inside the measured rounds, the level of the gated figure, its run-to-run CV,
and the phases' wall time. Usage: settle.py RESULTS_DIR"""
import csv, sys, glob, collections, statistics as st, math, json
R = sys.argv[1]
arms = {'n': sorted(glob.glob(R + '/s28n-*')), 's': sorted(glob.glob(R + '/s28s-*'))}
SMALL = ['ssl', 'username', 'username-digest', 'sign', 'encr', 'signencr', 'encrsign', 'secureconversation']
def load(run):
    d = collections.defaultdict(lambda: collections.defaultdict(list)); t = collections.defaultdict(list)
    for row in csv.DictReader(open(run + '/requests.csv')):
        t[row['phase']].append(int(row['start_epoch_ms']))
        if row['phase'] != 'measured' or row['status'] != 'ok': continue
        d[(row['scenario'], row['sequence'])][int(row['round'])].append(int(row['client_ns']))
    return d, t
B = 6
print('block of %d measured rounds: mean over runs of (mean round-median ratio to plain in the block) / (rounds 61-90) - 1, %%, small cells pooled' % B)
summary = {}
for arm, runs in arms.items():
    blocks = collections.defaultdict(list); drift = []; plainabs = collections.defaultdict(list); phases = []
    for r in runs:
        d, t = load(r)
        pl = d[('plain', 'small')]
        plm = {k: st.median(v) for k, v in pl.items()}
        ref = st.mean([plm[k] for k in range(61, 91)])
        for b in range(1, 91, B): plainabs[b].append(st.mean([plm[k] for k in range(b, b + B)]) / ref - 1)
        for sc in SMALL:
            rr = {k: st.median(d[(sc, 'small')][k]) / plm[k] for k in plm}
            base = st.mean([rr[k] for k in range(61, 91)])
            for b in range(1, 91, B): blocks[b].append(st.mean([rr[k] for k in range(b, b + B)]) / base - 1)
            p = [st.median([rr[k] for k in rr if (k - 1) // 30 == i]) for i in range(3)]
            drift.append(p[2] / p[0] - 1)
        w0 = min(t['warmup']); s = t.get('settle', []); m0 = min(t['measured']); m1 = max(t['measured'])
        phases.append(((min(s) - w0) / 1000 if s else (m0 - w0) / 1000, (m0 - min(s)) / 1000 if s else 0, (m1 - m0) / 1000))
    print('%s (%d runs) ratio:' % (arm, len(runs)), ' '.join('%+5.1f' % (100 * st.mean(blocks[b])) for b in range(1, 91, B)))
    print('%s          plain:' % arm, ' '.join('%+5.1f' % (100 * st.mean(plainabs[b])) for b in range(1, 91, B)))
    se = st.stdev(drift) / math.sqrt(len(drift))
    print('%s pass 3 / pass 1 of the small secured ratios: mean %+.1f %% (se %.1f, %d cell-runs)' % (arm, 100 * st.mean(drift), 100 * se, len(drift)))
    print('%s phases (s): warm-up %s; settling %s; measured %s' % (arm, *[
        '%.0f (%.0f-%.0f)' % (st.median(x), min(x), max(x)) for x in zip(*phases)]))
    summary[arm] = runs
# levels and CV of the committed figure (summary.csv's round_low_ratio_vs_plain and the gated peer-adjusted one via the CLI, separately)
print('\nround_low_ratio_vs_plain per cell: mean n, mean s, s/n - 1 (%), t; CV n, CV s')
for seq in ['small', 'large']:
    for sc in SMALL:
        v = {}
        for arm, runs in arms.items():
            v[arm] = [float(next(x for x in csv.DictReader(open(r + '/summary.csv')) if x['scenario'] == sc and x['sequence'] == seq)['round_low_ratio_vs_plain']) for r in runs]
        n, s = v['n'], v['s']
        diff = st.mean(s) / st.mean(n) - 1
        sd = math.sqrt(st.variance(n) / len(n) + st.variance(s) / len(s)) / st.mean(n)
        print('%-20s %-5s %7.3f %7.3f %+5.1f%% t=%+4.1f  CV %4.1f %4.1f' % (sc, seq, st.mean(n), st.mean(s), 100 * diff, diff / sd, 100 * st.stdev(n) / st.mean(n), 100 * st.stdev(s) / st.mean(s)))
