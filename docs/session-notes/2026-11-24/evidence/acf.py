import csv, sys, statistics as st, math
from collections import defaultdict
pairs=defaultdict(list)
for r in sys.argv[1:]:
    blk=defaultdict(list); start={}
    with open(r+'/requests.csv') as f:
        for row in csv.DictReader(f):
            if row['phase']!='measured': continue
            key=(row['scenario'],row['sequence'],int(row['round']))
            blk[key].append(int(row['client_cpu_ns'])+int(row['server_cpu_ns']) if 'cpu' in sys.argv[0] else int(row['client_ns']))
            t=int(row['start_epoch_ms'])
            if key not in start or t<start[key]: start[key]=t
    lvl={}
    cellmed=defaultdict(list)
    for k,v in blk.items(): cellmed[k[:2]].append(st.median(v[1:]))
    for k,v in blk.items(): lvl[k]=math.log(st.median(v[1:])/st.median(cellmed[k[:2]]))
    order=sorted(blk, key=lambda k: start[k])
    for lag in range(1,12):
        for i in range(len(order)-lag):
            a,b=order[i],order[i+lag]
            cheap=lambda k: k[1]=='small' and k[0] in ('plain','ssl','username','username-digest')
            if cheap(a) and cheap(b): pairs[lag].append((lvl[a],lvl[b]))
def corr(p):
    xs=[a for a,b in p]; ys=[b for a,b in p]; mx=st.mean(xs); my=st.mean(ys)
    return sum((x-mx)*(y-my) for x,y in p)/math.sqrt(sum((x-mx)**2 for x in xs)*sum((y-my)**2 for y in ys))
for lag,p in sorted(pairs.items()): print('lag %2d blocks: n=%4d corr %.2f' % (lag, len(p), corr(p)))
