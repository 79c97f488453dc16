# minimum detectable regression per cell from a baseline file, as RunNoise.Cell.detectableAbove computes it:
# expm1(log1p(tolerance) + t_power(noise_df) * noise * sqrt(1 + 1/runs)), power 0.8
import csv,math,sys
def tpdf(x,v): return math.exp(math.lgamma((v+1)/2)-math.lgamma(v/2))/math.sqrt(v*math.pi)*(1+x*x/v)**(-(v+1)/2)
def tcdf(x,v,n=2000):
    h=x/n; s=tpdf(0,v)+tpdf(x,v)+sum((4 if i%2 else 2)*tpdf(i*h,v) for i in range(1,n))
    return 0.5+s*h/3
def tq(p,v):
    lo,hi=0,10
    for _ in range(60):
        m=(lo+hi)/2
        if tcdf(m,v)<p: lo=m
        else: hi=m
    return lo
files=sys.argv[1:]
rows=[{(r['scenario'],r['sequence']):r for r in csv.DictReader(open(f))} for f in files]
print(f"{'cell':28s}"+"".join(f"{'tol':>7s}{'MDR':>7s}" for _ in files))
for k in rows[0]:
    line=f"{k[0]+'/'+k[1]:28s}"
    for R in rows:
        r=R[k]; tol=float(r['tolerance_pct'])/100; sd=float(r['noise_pct'])/100; df=float(r['noise_df']); n=int(r['runs'])
        mdr=math.expm1(math.log1p(tol)+tq(0.8,df)*sd*math.sqrt(1+1/n))
        line+=f"{tol*100:7.1f}{mdr*100:7.1f}"
    print(line)
