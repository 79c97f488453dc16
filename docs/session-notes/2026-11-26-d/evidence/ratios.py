# Shared by weights-by-session.py and weights-in-sample.py: per run, ln(block_ratio_vs_plain) of each secured
# cell from summary.csv, and a cell's common factor (median log change of the sequence's other cells).
import csv,glob,math
def load(pat):
    out=[]
    for r in sorted(glob.glob(pat), key=lambda s:(s.split('-')[0],int(s.split('-')[-1]))):
        d={}
        for row in csv.DictReader(open(r+'/summary.csv')):
            if row['scenario']!='plain': d[(row['scenario'],row['sequence'])]=math.log(float(row['block_ratio_vs_plain']))
        out.append(d)
    return out
def factor(d,c,centre):
    o=sorted(d[k]-centre[k] for k in centre if k[1]==c[1] and k!=c)
    n=len(o); return o[n//2] if n%2 else (o[n//2-1]+o[n//2])/2
