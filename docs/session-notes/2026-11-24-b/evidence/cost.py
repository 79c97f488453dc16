import csv, sys
from collections import defaultdict
for r in sys.argv[1:]:
    s=defaultdict(float); n=defaultdict(int)
    with open(r+'/requests.csv') as f:
        for row in csv.DictReader(f):
            k=(row['phase'],row['sequence']); s[k]+=int(row['client_ns'])/1e9; n[k]+=1
    print(r, ' '.join('%s/%s: %d req %.1fs' % (k[0],k[1],n[k],s[k]) for k in sorted(s)))
