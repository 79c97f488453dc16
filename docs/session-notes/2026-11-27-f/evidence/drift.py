import csv,glob,collections,statistics as st
runs=sorted(glob.glob('/work/wt-s24/results/s2[45]aa-*')+glob.glob('/work/wt-s26/results/s2[67]aa-*'))
dr=collections.defaultdict(list); dr2=collections.defaultdict(list)
for r in runs:
    d=collections.defaultdict(lambda: collections.defaultdict(list))
    for row in csv.DictReader(open(r+'/requests.csv')):
        if row['phase']!='measured' or row['status']!='ok': continue
        d[(row['scenario'],row['sequence'])][int(row['round'])].append(int(row['client_ns']))
    for c in d:
        if c[0]=='plain': continue
        pl=d[('plain',c[1])]
        rr={k:st.median(d[c][k])/st.median(pl[k]) for k in d[c]}
        p=[st.median([rr[k] for k in rr if (k-1)//30==i]) for i in range(3)]
        dr[c].append(100*(p[2]/p[0]-1)); dr2[c].append(100*(p[2]/p[1]-1))
for c in sorted(dr):
    print('%-28s pass3/pass1-1: mean %+5.1f sd %4.1f min %+5.1f max %+5.1f | pass3/pass2-1: mean %+5.1f sd %4.1f'%(c,st.mean(dr[c]),st.stdev(dr[c]),min(dr[c]),max(dr[c]),st.mean(dr2[c]),st.stdev(dr2[c])))
