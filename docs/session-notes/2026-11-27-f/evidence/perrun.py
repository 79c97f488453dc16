import csv,sys,glob,collections,statistics as st
SMALL=['ssl','username','username-digest','sign','encr','signencr','encrsign','secureconversation']
for r in sys.argv[1:]:
    d=collections.defaultdict(lambda: collections.defaultdict(list))
    for row in csv.DictReader(open(r+'/requests.csv')):
        if row['phase']!='measured' or row['status']!='ok' or row['sequence']!='small': continue
        d[row['scenario']][int(row['round'])].append(int(row['client_ns']))
    plm={k:st.median(v) for k,v in d['plain'].items()}
    out=[]
    for b in range(1,91,10):
        vals=[st.mean([st.median(d[sc][k])/plm[k] for k in range(b,b+10)]) for sc in ['sign','encr','signencr']]
        out.append('%6.2f'%st.mean(vals))
    print(r.split('/')[-1],'plain ms', ' '.join('%5.3f'%(st.mean([plm[k] for k in range(b,b+10)])/1e6) for b in range(1,91,10)))
    print(r.split('/')[-1],'ratio   ',' '.join(out))
