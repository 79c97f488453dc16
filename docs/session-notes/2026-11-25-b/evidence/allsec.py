import csv, math, statistics as st, collections, sys
def load(run):
    d = collections.defaultdict(lambda: collections.defaultdict(list))
    with open(f'/work/main/results/{run}/requests.csv') as f:
        for r in csv.DictReader(f):
            if r['phase'] != 'measured' or r['status'] != 'ok': continue
            d[(r['scenario'], r['sequence'])][int(r['round'])].append(int(r['client_ns']))
    return d
def tmean(xs, p):
    xs = sorted(xs); k = int(len(xs)*p); xs = xs[k:len(xs)-k] if k else xs; return sum(xs)/len(xs)
out = collections.defaultdict(dict)
for run in [f's11aa-{i}' for i in range(1,15)]:
    d = load(run)
    for seq, B in (('small',10),('large',1)):
        cells=[k for k in d if k[1]==seq and k[0] not in ('plain',)]
        rounds=sorted(d[('plain',seq)])
        per_round=[st.mean(math.log(sum(d[c][r])) for c in cells)-math.log(sum(d[('plain',seq)][r])) for r in rounds]
        out[(seq,'cur median')][run]=st.median(per_round)
        out[(seq,'round tm20')][run]=tmean(per_round,.2)
        blk=[]
        for s in range(0,len(rounds),B):
            b=rounds[s:s+B]
            blk.append(st.mean(math.log(st.median([x for r in b for x in d[c][r]])) for c in cells)-math.log(st.median([x for r in b for x in d[('plain',seq)][r]])))
        out[(seq,'block tm20')][run]=tmean(blk,.2)
for k,v in sorted(out.items()): print(k, '%.2f' % (st.stdev(v.values())*100))
