# In sample, the 22 runs of the committed quick file (s14aa, s15aa): per cell, the SD of ln(block_ratio_vs_plain)
# as measured (raw), with the whole common factor out (full), the least-squares weight (beta) and what it leaves (fit);
# then the same weights on the s16aa runs (out of sample). Run in /work/wt-s14/results.
import csv,glob,statistics as st,math
def load(pat):
    out=[]
    for r in sorted(glob.glob(pat), key=lambda s:(s.split('-')[0],int(s.split('-')[-1]))):
        d={}
        for row in csv.DictReader(open(r+'/summary.csv')):
            if row['scenario']!='plain': d[(row['scenario'],row['sequence'])]=math.log(float(row['block_ratio_vs_plain']))
        out.append((r,d))
    return out
B=load('s14aa-*')+load('s15aa-*')
O=load('s16aa-*')
cells=sorted(B[0][1])
centre={c:st.mean([d[c] for _,d in B]) for c in cells}
def factor(d,c):
    o=sorted(d[k]-centre[k] for k in cells if k[1]==c[1] and k!=c)
    n=len(o); return o[n//2] if n%2 else (o[n//2-1]+o[n//2])/2
def sd(x): return st.stdev(x)*100
print(f"{'cell':26s} raw  full  beta  fit | OOS(s16aa vs B centre): rawRMS fullRMS fitRMS")
for c in cells:
    x=[d[c]-centre[c] for _,d in B]; f=[factor(d,c) for _,d in B]
    beta=sum(a*b for a,b in zip(x,f))/sum(b*b for b in f)
    fit=[a-beta*b for a,b in zip(x,f)]
    full=[a-b for a,b in zip(x,f)]
    xo=[d[c]-centre[c] for _,d in O]; fo=[factor(d,c) for _,d in O]
    rms=lambda v: math.sqrt(sum(a*a for a in v)/len(v))*100
    print(f"{c[0]:20s}{c[1]:6s} {sd(x):4.2f} {sd(full):4.2f} {beta:5.2f} {sd(fit):4.2f} | {rms(xo):5.2f} {rms([a-b for a,b in zip(xo,fo)]):5.2f} {rms([a-beta*b for a,b in zip(xo,fo)]):5.2f}")
