import math, statistics as st, sys
sys.path.insert(0,'.')
from cand import figures
W='/work/wt-s24/results/'; V='/work/wt-s26/results/'
names=['s24ci-1']+[f's24aa-{i}' for i in range(1,10)]+['s24oos-1','s24oos-2']+[f's25aa-{i}' for i in (1,2,4,5,6)]+['s25ci-1','s25oos-1','s25oos-2']
paths=[W+n for n in names]+[V+f's26aa-{i}' for i in range(1,9)]
F=[figures(p) for p in paths]
seq=sys.argv[1] if len(sys.argv)>1 else 'small'
sub=sys.argv[2] if len(sys.argv)>2 else 'all'
sel={'all':range(28),'s2425':range(20),'s26':range(20,28),'s24':range(12),'s25':range(12,20)}[sub]
F=[F[i] for i in sel]
cells=sorted(c for c in F[0] if c.startswith(seq+'/') and 'encr/' not in c.replace('secureconversation-encr','X') or c in ())
cells=sorted(c for c in F[0] if c.startswith(seq+'/') and not c.endswith('secureconversation-encr'))
figs=sorted(F[0][cells[0]])
def adjsd(fig,c):
    cen={x:st.mean(f[x][fig] for f in F) for x in cells}
    adj=[f[c][fig]-cen[c]-st.median(sorted(f[o][fig]-cen[o] for o in cells if o!=c)) for f in F]
    return st.stdev(adj)*100
print(f"{'figure':12s}"+''.join(f"{c.split('/')[1][:9]:>10s}" for c in cells)+"     rms")
for fig in figs:
    v=[adjsd(fig,c) for c in cells]
    print(f"{fig:12s}"+''.join(f"{x:10.2f}" for x in v)+f"{math.sqrt(st.mean([x*x for x in v])):8.2f}")
