# Which weight on the common factor predicts held-out sessions best? Run in /work/wt-s14/results.
# Per cell, ln(block_ratio_vs_plain) of the A/A runs of the sessions named on the command line (default
# s14aa s15aa s16aa): hold one out, fit on the others, report the held-out RMS of the adjusted log value
# (around the fitted centre, so a session offset counts). Rules: cur (1 from ratio 1.5, else 0), raw (0),
# full (1), pick01 (0 or 1, whichever is quieter in sample), ls (least squares), ls01 / ls02 (bounded).
import os,sys,statistics as st,math
sys.path.insert(0,os.path.dirname(os.path.abspath(__file__)))
from ratios import load, factor
S=[load(p+'-*') for p in (sys.argv[1:] or ['s14aa','s15aa','s16aa'])]
cells=sorted(S[0][0])
rules=['cur','raw','full','pick01','ls','ls01','ls02']
res={r:{} for r in rules}
for hold in range(len(S)):
    B=[d for i,s in enumerate(S) if i!=hold for d in s]; O=S[hold]
    centre={c:st.mean([d[c] for d in B]) for c in cells}
    for c in cells:
        x=[d[c]-centre[c] for d in B]; f=[factor(d,c,centre) for d in B]
        ls=sum(a*b for a,b in zip(x,f))/sum(b*b for b in f)
        sdb=lambda b: st.stdev([a-b*g for a,g in zip(x,f)])
        cur = 1.0 if math.exp(centre[c])>=1.5 else 0.0
        betas={'cur':cur,'raw':0,'full':1,'pick01':0 if sdb(0)<sdb(1) else 1,'ls':ls,'ls01':min(1,max(0,ls)),'ls02':min(2,max(0,ls))}
        xo=[d[c]-centre[c] for d in O]; fo=[factor(d,c,centre) for d in O]
        for r,b in betas.items():
            # OOS: sd around the held-out mean (noise) and rms incl offset
            v=[a-b*g for a,g in zip(xo,fo)]
            res[r].setdefault(c,[]).append((st.stdev(v)*100, math.sqrt(sum(a*a for a in v)/len(v))*100, b))
print(f"per cell: OOS rms (incl. session offset) averaged over {len(S)} held-out sessions; beta per fold")
print(f"{'cell':26s}"+"".join(f"{r:>8s}" for r in rules))
tot={r:0 for r in rules}
for c in cells:
    line=f"{c[0]:20s}{c[1]:6s}"
    for r in rules:
        m=st.mean(t[1] for t in res[r][c]); tot[r]+=m*m
        line+=f"{m:8.2f}"
    print(line, " betas ls:", " ".join(f"{t[2]:.2f}" for t in res['ls'][c]))
print("root-mean-square over cells:", " ".join(f"{r}={math.sqrt(tot[r]/len(cells)):.2f}" for r in rules))
