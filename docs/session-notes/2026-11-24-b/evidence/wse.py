# Within-run bootstrap standard error (%) of the median round ratio to plain, per cell, resampling rounds.
# usage: wse.py RUN_DIR...   prints per cell the mean SE over the runs and each run's median ratio.
import csv, sys, statistics as st, math, random
from collections import defaultdict
random.seed(7)
out=defaultdict(list); med=defaultdict(list); nr={}
for r in sys.argv[1:]:
    blk=defaultdict(list)
    with open(r+'/requests.csv') as f:
        for row in csv.DictReader(f):
            if row['phase']!='measured': continue
            blk[(row['scenario'],row['sequence'],int(row['round']))].append(int(row['client_ns']))
    cells={(k[0],k[1]) for k in blk}
    for sc,seq in sorted(cells):
        if sc=='plain': continue
        lr=[math.log(st.median(blk[(sc,seq,rd)])/st.median(blk[('plain',seq,rd)]))
            for (s2,q2,rd) in blk if s2==sc and q2==seq]
        m=st.median(lr); nr[seq]=len(lr)
        bs=[st.median(random.choices(lr,k=len(lr))) for _ in range(400)]
        out[(sc,seq)].append(100*st.pstdev(bs)); med[(sc,seq)].append(math.exp(m))
print('rounds', nr)
for k in sorted(out):
    print('%-20s %-6s within-run SE %.2f%%  ratios %s' % (k[0], k[1], st.mean(out[k]), ' '.join('%.3f' % x for x in med[k])))
