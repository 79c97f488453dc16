import csv, glob, math, statistics as st, collections, sys
W='/work/wt-s24/results/'; V='/work/wt-s26/results/'
names=['s24ci-1']+[f's24aa-{i}' for i in range(1,10)]+['s24oos-1','s24oos-2']+[f's25aa-{i}' for i in (1,2,4,5,6)]+['s25ci-1','s25oos-1','s25oos-2']
paths=[W+n for n in names]+[V+f's26aa-{i}' for i in range(1,9)]
sitting=[0]*12+[1]*8+[2]*8
col=sys.argv[1] if len(sys.argv)>1 else 'block_low_ratio_vs_plain'
seq=sys.argv[2] if len(sys.argv)>2 else 'small'
data=[]
for p in paths:
    d={}
    for r in csv.DictReader(open(p+'/summary.csv')):
        if r['sequence']==seq and r['scenario']!='plain' and r[col]:
            d[r['scenario']]=math.log(float(r[col]))
    data.append(d)
cells=sorted(set.intersection(*[set(d) for d in data]))
if seq=='small': cells=[c for c in cells if c!='secureconversation-encr']
centre={c:st.mean(d[c] for d in data) for c in cells}
def others(d,c): return sorted(d[o]-centre[o] for o in cells if o!=c)
aggs={'none':lambda xs:0.0,'median':st.median,'mean':st.mean,'trim1':lambda xs:st.mean(xs[1:-1])}
print(col, seq, len(data),'runs; SD% of ln figure over runs (weight 1; in-sample centre)')
print(f"{'cell':20s}"+''.join(f"{a:>8s}" for a in aggs)+'  within-sitting(trim1)')
for c in cells:
    row=[]
    for a,f in aggs.items():
        adj=[d[c]-centre[c]-f(others(d,c)) for d in data]
        row.append(st.stdev(adj)*100)
    adj=[d[c]-centre[c]-aggs['trim1'](others(d,c)) for d in data]
    ws=math.sqrt(sum(sum((x-st.mean(g))**2 for x in g) for g in [[adj[i] for i in range(len(adj)) if sitting[i]==s] for s in range(3)])/(len(adj)-3))*100
    print(f"{c:20s}"+''.join(f"{x:8.2f}" for x in row)+f"  {ws:6.2f}")
