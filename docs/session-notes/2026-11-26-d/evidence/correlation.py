# Run-to-run CV of three candidate metrics per cell over the A/A runs of s14aa, s15aa, s16aa (32 runs), and
# the correlation of block_ratio_vs_plain with plain median time (host speed) and with the session; run in /work/wt-s14/results.
import csv,glob,statistics as st,json,sys
runs=sorted(glob.glob('s14aa-*'))+sorted(glob.glob('s15aa-*'))+sorted(glob.glob('s16aa-*'))
rows={}
for r in runs:
    d={}
    for row in csv.DictReader(open(r+'/summary.csv')):
        d[(row['scenario'],row['sequence'])]=row
    rows[r]=d
cells=[k for k in rows[runs[0]] if k[0]!='plain']
def cv(x): return st.stdev(x)/st.mean(x)*100
pm=[float(rows[r][('plain','small')]['median_ms']) for r in runs]
plm=[float(rows[r][('plain','large')]['median_ms']) for r in runs]
import math
def corr(a,b):
    ma,mb=st.mean(a),st.mean(b)
    return sum((x-ma)*(y-mb) for x,y in zip(a,b))/math.sqrt(sum((x-ma)**2 for x in a)*sum((y-mb)**2 for y in b))
print("cell                      blockCV  cpuCV  rrmedCV  corr(block,plainmed) corr(block,sessionidx)")
sess=[0 if r.startswith('s14') else 1 if r.startswith('s15') else 2 for r in runs]
for c in sorted(cells):
    b=[float(rows[r][c]['block_ratio_vs_plain']) for r in runs]
    cp=[float(rows[r][c]['cpu_ratio_vs_plain']) for r in runs]
    rm=[float(rows[r][c]['round_ratio_median_vs_plain']) for r in runs]
    p = pm if c[1]=='small' else plm
    print(f"{c[0]:20s}{c[1]:6s} {cv(b):6.2f} {cv(cp):6.2f} {cv(rm):6.2f}   {corr(b,p):+.2f}  {corr(b,sess):+.2f}  sessmeans "+" ".join(f"{st.mean([x for x,s in zip(b,sess) if s==k]):.3f}" for k in range(3)))
