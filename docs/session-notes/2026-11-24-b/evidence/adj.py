import csv, sys, statistics as st, math
from collections import defaultdict
# For each run: per (scenario, round) small block median and block start; then per round the log ratio
# of cell X to plain, its deviation from the run's median log ratio, binned by time distance between the two blocks.
res=defaultdict(lambda: defaultdict(list))
subvar=defaultdict(list)
for r in sys.argv[1:]:
    blk=defaultdict(list); start={}
    with open(r+'/requests.csv') as f:
        for row in csv.DictReader(f):
            if row['phase']!='measured' or row['sequence']!='small': continue
            key=(row['scenario'],int(row['round']))
            blk[key].append(int(row['client_ns']))
            t=int(row['start_epoch_ms'])
            if key not in start or t<start[key]: start[key]=t
    rounds=sorted({k[1] for k in blk})
    for sc in ('ssl','username','username-digest','sign','encr'):
        lr={}
        for rd in rounds:
            if (sc,rd) in blk and ('plain',rd) in blk:
                lr[rd]=math.log(st.median(blk[(sc,rd)])/st.median(blk[('plain',rd)]))
        m=st.median(lr.values())
        for rd,v in lr.items():
            gap=abs(start[(sc,rd)]-start[('plain',rd)])
            b='<100ms' if gap<100 else '<400ms' if gap<400 else '<1000ms' if gap<1000 else '>=1s'
            res[sc][b].append(v-m)
            res[sc]['all'].append(v-m)
    # within-block: sub-blocks of 10 -> variance of sub-block log medians around the block's
    for (sc,rd),v in blk.items():
        if sc not in ('plain','ssl'): continue
        subs=[math.log(st.median(v[i:i+10])) for i in range(0,len(v),10)]
        bm=st.mean(subs)
        subvar[sc].extend(s-bm for s in subs)
for sc,d in res.items():
    print(sc, '  '.join('%s: n=%d sd=%.1f%%' % (b, len(v), 100*st.pstdev(v)) for b,v in sorted(d.items())))
for sc,v in subvar.items(): print('within-block sub-block(10) sd', sc, '%.1f%%' % (100*st.pstdev(v)))
