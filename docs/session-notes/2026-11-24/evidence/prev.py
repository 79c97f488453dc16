import csv, sys, statistics as st
from collections import defaultdict
agg=defaultdict(lambda: defaultdict(list))
for r in sys.argv[1:]:
    data=defaultdict(lambda: defaultdict(list)); start={}
    with open(r+'/requests.csv') as f:
        for row in csv.DictReader(f):
            if row['phase']!='measured': continue
            k=(row['sequence'],int(row['round'])); s=row['scenario']
            if row['sequence']=='small': data[s][k[1]].append(int(row['client_ns'])/1000)
            t=int(row['start_epoch_ms'])
            key=(s,)+k
            if key not in start or t<start[key]: start[key]=t
    # global order of blocks in time
    blocks=sorted(start, key=lambda b: start[b])
    prev={}
    for i,b in enumerate(blocks):
        prev[b]=blocks[i-1] if i>0 else None
    for c in ['plain','ssl','username']:
        meds={k: st.median(v) for k,v in data[c].items()}
        m=st.median(meds.values())
        for k,v in meds.items():
            p=prev[(c,'small',k)]
            pn = 'none' if p is None else (p[0] if p[1]=='small' else 'LARGE:'+p[0])
            agg[c][pn].append(v/m)
for c in agg:
    print(c)
    for pn, vs in sorted(agg[c].items(), key=lambda x: st.mean(x[1])):
        print('   after %-28s n=%3d mean rel %.3f median %.3f' % (pn, len(vs), st.mean(vs), st.median(vs)))
