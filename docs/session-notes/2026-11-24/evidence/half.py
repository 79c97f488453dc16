import csv, sys, math, statistics as st
from collections import defaultdict
cells=['ssl','username','username-digest','secureconversation','sign']
res=defaultdict(list)
for r in sys.argv[1:]:
    data=defaultdict(lambda: defaultdict(list))
    with open(r+'/requests.csv') as f:
        for row in csv.DictReader(f):
            if row['sequence']!='small' or row['phase']!='measured': continue
            data[row['scenario']][int(row['round'])].append(int(row['client_ns']))
    rounds=sorted(data['plain'])
    for n in (12,25,50):
        for c in cells:
            rr=[sum(data[c][k][:n])/sum(data['plain'][k][:n]) for k in rounds]
            res[(n,c)].append(math.log(st.median(rr)))
            rr=[sum(data[c][k][:n])/sum(data['plain'][k][:n]) for k in rounds[:15]]
            res[(n,c,'15r')].append(math.log(st.median(rr)))
for c in cells:
    print('%-20s' % c, '  '.join('n=%d: %.2f%%' % (n, 100*st.stdev(res[(n,c)])) for n in (12,25,50)), ' | 15 rounds:', '  '.join('n=%d: %.2f%%' % (n, 100*st.stdev(res[(n,c,'15r')])) for n in (12,25,50)))
