import csv, glob, math, statistics as st, sys, collections
runs = sorted(glob.glob('/work/wt-s24/results/s24aa-*')+glob.glob('/work/wt-s24/results/s25aa-*')+glob.glob('/work/wt-s26/results/s26aa-*'))
runs=[r for r in runs if not r.endswith('s25aa-3')]
def q(xs,p):
    xs=sorted(xs); return xs[int(p*(len(xs)-1))]
res=collections.defaultdict(list)  # cell -> list of (full, odd, even)
for r in runs:
    t=collections.defaultdict(lambda: collections.defaultdict(list))
    with open(r+'/requests.csv') as f:
        for row in csv.DictReader(f):
            if row['phase']!='measured' or row['sequence']!='small': continue
            t[int(row['round'])][row['scenario']].append(int(row['client_ns']))
    rounds=sorted(t)
    lr=collections.defaultdict(dict)
    for rd in rounds:
        p=q(t[rd]['plain'],0.1)
        for sc,xs in t[rd].items():
            if sc=='plain': continue
            lr[sc][rd]=math.log(q(xs,0.1)/p)
    for sc,d in lr.items():
        v=[d[k] for k in sorted(d)]
        full=st.mean(v); odd=st.mean(v[0::2]); even=st.mean(v[1::2])
        res[sc].append((full,odd,even,r.split('/')[-1]))
print("cell  n  between-run SD%  within-run SD% (from halves)  ratio")
for sc in sorted(res):
    L=res[sc]; full=[x[0] for x in L]
    sd_b=st.stdev(full)*100
    sd_w=math.sqrt(st.mean([(x[1]-x[2])**2 for x in L])/4)*100
    print(f"{sc:20s} {len(L)} {sd_b:6.2f} {sd_w:6.2f} {sd_b/sd_w:5.1f}")
print("with the run's common factor (mean over cells) taken out:")
cells=sorted(res); nr=len(res[cells[0]])
for i in range(3):
    pass
cf=[st.mean(res[c][j][0] for c in cells) for j in range(nr)]
cfo=[st.mean(res[c][j][1] for c in cells) for j in range(nr)]
cfe=[st.mean(res[c][j][2] for c in cells) for j in range(nr)]
print("common factor SD%", st.stdev(cf)*100, "within", math.sqrt(st.mean([(a-b)**2 for a,b in zip(cfo,cfe)])/4)*100)
for sc in cells:
    L=res[sc]
    adj=[L[j][0]-cf[j] for j in range(nr)]
    w=math.sqrt(st.mean([((L[j][1]-cfo[j])-(L[j][2]-cfe[j]))**2 for j in range(nr)])/4)*100
    print(f"{sc:20s} {st.stdev(adj)*100:6.2f} {w:6.2f} {st.stdev(adj)*100/w:5.1f}")
