import csv,glob,collections,statistics as st
runs=sorted(glob.glob('/work/wt-s24/results/s2[45]aa-*')+glob.glob('/work/wt-s26/results/s2[67]aa-*'))
print('run       plain/small: last-warmup-pass  measured pass1 pass2 pass3 (ms, medians)   ssl: same   sign: same')
for r in runs:
    w=collections.defaultdict(lambda: collections.defaultdict(list)); m=collections.defaultdict(lambda: collections.defaultdict(list))
    for row in csv.DictReader(open(r+'/requests.csv')):
        if row['status']!='ok' or row['sequence']!='small': continue
        k=int(row['round']); t=int(row['client_ns'])/1e6
        if row['phase']=='warmup': w[row['scenario']][k].append(t)
        else: m[row['scenario']][(k-1)//30].append(t)
    out=[]
    for sc in ['plain','ssl','sign']:
        last=max(w[sc]); out.append('%5.3f | %5.3f %5.3f %5.3f'%(st.median(w[sc][last]),*[st.median(m[sc][p]) for p in range(3)]))
    print('%-9s'%r.split('/')[-1],'   '.join(out))
