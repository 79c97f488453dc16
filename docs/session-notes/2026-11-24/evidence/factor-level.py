# Per run: the all-secured factor (median over rounds of the geometric mean of the secured cells' ratios to
# plain) and plain's median request time, per sequence.
import csv, sys, math, statistics as st
from collections import defaultdict
for r in sys.argv[1:]:
    tot=defaultdict(lambda: defaultdict(float)); req=defaultdict(list)
    with open(r+'/requests.csv') as f:
        for row in csv.DictReader(f):
            if row['phase']!='measured' or row['status']!='ok': continue
            tot[(row['sequence'],row['scenario'])][int(row['round'])]+=int(row['client_ns'])
            if row['scenario']=='plain': req[row['sequence']].append(int(row['client_ns']))
    out=[]
    for seq in ('small','large'):
        cells=[c for (s,c) in tot if s==seq and c!='plain']
        rounds=sorted(tot[(seq,'plain')])
        f=[math.exp(st.mean(math.log(tot[(seq,c)][k]/tot[(seq,'plain')][k]) for c in cells)) for k in rounds]
        out.append('%s factor %.3f plain median %.3f ms' % (seq, st.median(f), st.median(req[seq])/1e6))
    print('%-40s %s' % (r.split('/')[-1], ' | '.join(out)))
