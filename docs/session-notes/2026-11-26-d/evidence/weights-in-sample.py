# In sample, the 22 runs of the committed quick file (s14aa, s15aa): per cell, the SD of ln(block_ratio_vs_plain)
# as measured (raw), with the whole common factor out (full), the least-squares weight (beta) and what it leaves (fit);
# then the same weights on the s16aa runs (out of sample). Run in /work/wt-s14/results.
import os,sys,statistics as st,math
sys.path.insert(0,os.path.dirname(os.path.abspath(__file__)))
from ratios import load
from ratios import factor as peer_factor
B=load('s14aa-*')+load('s15aa-*')
O=load('s16aa-*')
cells=sorted(B[0])
centre={c:st.mean([d[c] for d in B]) for c in cells}
def factor(d,c): return peer_factor(d,c,centre)
def sd(x): return st.stdev(x)*100
print(f"{'cell':26s} raw  full  beta  fit | OOS(s16aa vs B centre): rawRMS fullRMS fitRMS")
for c in cells:
    x=[d[c]-centre[c] for d in B]; f=[factor(d,c) for d in B]
    beta=sum(a*b for a,b in zip(x,f))/sum(b*b for b in f)
    fit=[a-beta*b for a,b in zip(x,f)]
    full=[a-b for a,b in zip(x,f)]
    xo=[d[c]-centre[c] for d in O]; fo=[factor(d,c) for d in O]
    rms=lambda v: math.sqrt(sum(a*a for a in v)/len(v))*100
    print(f"{c[0]:20s}{c[1]:6s} {sd(x):4.2f} {sd(full):4.2f} {beta:5.2f} {sd(fit):4.2f} | {rms(xo):5.2f} {rms([a-b for a,b in zip(xo,fo)]):5.2f} {rms([a-beta*b for a,b in zip(xo,fo)]):5.2f}")
