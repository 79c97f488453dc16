import csv,glob,collections,statistics as st,math
runs=sorted(glob.glob('/work/wt-s24/results/s2[45]aa-*')+glob.glob('/work/wt-s24/results/s2[45]ci-1')+glob.glob('/work/wt-s24/results/s2[45]oos-*')+glob.glob('/work/wt-s26/results/s2[67]aa-*')+glob.glob('/work/wt-s26/results/s26oos-*'))
runs=[r for r in runs if not r.endswith('s25aa-3')]
# per run, per cell, per round: min client time (round low) -> ratio to plain same round
seg=[(0,10),(10,30),(30,60),(60,90)]
res=collections.defaultdict(lambda: collections.defaultdict(list))
absres=collections.defaultdict(lambda: collections.defaultdict(list))
for r in runs:
    d=collections.defaultdict(lambda: collections.defaultdict(list))
    for row in csv.DictReader(open(r+'/requests.csv')):
        if row['phase']=='warmup' or row['status']!='ok': continue
        d[(row['scenario'],row['sequence'])][int(row['round'])].append(int(row['client_ns']))
    for (sc,sq),rounds in d.items():
        pl=d[('plain',sq)]
        for a,b in seg:
            rs=[st.median(rounds[k])/st.median(pl[k]) for k in range(a,b) if k in rounds and k in pl]
            ab=[st.median(rounds[k])/1e6 for k in range(a,b) if k in rounds]
            res[(sc,sq)][(a,b)].append(st.mean(rs)); absres[(sc,sq)][(a,b)].append(st.mean(ab))
print('mean over runs of (segment mean of round-median ratio) / (rounds 30-90 value) - 1, in %')
for k in sorted(res):
    base=[ (x+y)/2 for x,y in zip(res[k][(30,60)],res[k][(60,90)])]
    out=[]
    for s in seg:
        rel=[v/b-1 for v,b in zip(res[k][s],base)]
        out.append('%+5.1f'%(100*st.mean(rel)))
    babs=[ (x+y)/2 for x,y in zip(absres[k][(30,60)],absres[k][(60,90)])]
    outa=['%+5.1f'%(100*st.mean([v/b-1 for v,b in zip(absres[k][s],babs)])) for s in seg]
    print('%-28s ratio %s   abs %s'%(k,' '.join(out),' '.join(outa)))
