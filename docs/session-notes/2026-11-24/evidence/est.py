import csv, sys, math, random, statistics as st
from collections import defaultdict
runs = sys.argv[1:]
cells = ['ssl','username','username-digest','sign','encr','secureconversation']
seq='small'
def tmean(xs,f=0.1):
    xs=sorted(xs); k=int(len(xs)*f); xs=xs[k:len(xs)-k]; return sum(xs)/len(xs)
res=defaultdict(lambda: defaultdict(list))  # est -> cell -> [values per run]
within=defaultdict(lambda: defaultdict(list))
random.seed(1)
for r in runs:
    data=defaultdict(lambda: defaultdict(list))  # scen -> round -> [ns]
    with open(r+'/requests.csv') as f:
        for row in csv.DictReader(f):
            if row['sequence']!=seq or row['phase']!='measured' or row['status']!='ok': continue
            data[row['scenario']][int(row['round'])].append(int(row['client_ns']))
    rounds=sorted(data['plain'])
    def ests(rs):
        out={}
        for c in cells:
            rr=[sum(data[c][k])/sum(data['plain'][k]) for k in rs]
            out[('A_median_round_total_ratio',c)]=st.median(rr)
            rm=[st.median(data[c][k])/st.median(data['plain'][k]) for k in rs]
            out[('C_median_round_median_ratio',c)]=st.median(rm)
            allc=[x for k in rs for x in data[c][k]]; allp=[x for k in rs for x in data['plain'][k]]
            out[('B_ratio_all_medians',c)]=st.median(allc)/st.median(allp)
            out[('D_ratio_trim10',c)]=tmean(allc)/tmean(allp)
            out[('E_ratio_trim25',c)]=tmean(allc,.25)/tmean(allp,.25)
            tm=[tmean(data[c][k],.2)/tmean(data['plain'][k],.2) for k in rs]
            out[('F_median_round_trim20_ratio',c)]=st.median(tm)
        return out
    full=ests(rounds)
    for (e,c),v in full.items(): res[e][c].append(math.log(v))
    boots=defaultdict(list)
    for b in range(40):
        rs=[random.choice(rounds) for _ in rounds]
        for k,v in ests(rs).items(): boots[k].append(math.log(v))
    for (e,c),vs in boots.items(): within[e][c].append(st.stdev(vs))
for e in sorted(res):
    print(e)
    for c in cells:
        v=res[e][c]; print('  %-20s mean %.3f between-run sd %.2f%%  within-run se %.2f%%' % (c, math.exp(st.mean(v)), 100*st.stdev(v), 100*st.mean(within[e][c])))
