import csv,glob,collections,statistics as st,sys
runs=sorted(glob.glob('/work/wt-s24/results/s2[45]aa-*')+glob.glob('/work/wt-s26/results/s2[67]aa-*'))
B=6
cells=[('plain','small'),('ssl','small'),('sign','small'),('encrsign','small'),('plain','large'),('sign','large')]
acc={c:collections.defaultdict(list) for c in cells}
rat={c:collections.defaultdict(list) for c in cells}
for r in runs:
    d=collections.defaultdict(lambda: collections.defaultdict(list))
    for row in csv.DictReader(open(r+'/requests.csv')):
        if row['phase']=='warmup' or row['status']!='ok': continue
        d[(row['scenario'],row['sequence'])][int(row['round'])].append(int(row['client_ns']))
    for c in cells:
        med=[st.median(d[c][k]) for k in range(1,91)]
        pl=[st.median(d[('plain',c[1])][k]) for k in range(1,91)]
        ref=st.mean(med[60:]); refr=st.mean([m/p for m,p in zip(med[60:],pl[60:])])
        for b in range(0,90,B):
            acc[c][b].append(st.mean(med[b:b+B])/ref)
            rat[c][b].append(st.mean([m/p for m,p in zip(med[b:b+B],pl[b:b+B])])/refr)
print(len(runs),'runs; per block of',B,'rounds: mean over runs of level / level of rounds 60-89, %')
for c in cells:
    print('%-18s abs  '%('/'.join(c)),' '.join('%+5.1f'%(100*(st.mean(acc[c][b])-1)) for b in range(0,90,B)))
    if c[0]!='plain': print('%-18s ratio'%('/'.join(c)),' '.join('%+5.1f'%(100*(st.mean(rat[c][b])-1)) for b in range(0,90,B)))
