import csv, sys, statistics as st
from collections import defaultdict
r=sys.argv[1]; seq=sys.argv[2] if len(sys.argv)>2 else 'small'
data=defaultdict(lambda: defaultdict(list)); start={}
order=defaultdict(dict)
with open(r+'/requests.csv') as f:
    for row in csv.DictReader(f):
        if row['sequence']!=seq or row['phase']!='measured': continue
        k=int(row['round']); s=row['scenario']
        data[s][k].append(int(row['client_ns'])/1000)
        t=int(row['start_epoch_ms'])
        if (s,k) not in start or t<start[(s,k)]: start[(s,k)]=t
cells=['plain','ssl','username','username-digest','sign']
print('rnd '+' '.join('%18s'%c for c in cells)+'  pos(plain,ssl)')
for k in sorted(data['plain']):
    pos=sorted(data, key=lambda s: start[(s,k)])
    print('%3d '%k+' '.join('%8.0f/%8.0f'%(st.median(data[c][k]), sum(data[c][k])/len(data[c][k])) for c in cells), pos.index('plain'), pos.index('ssl'))
