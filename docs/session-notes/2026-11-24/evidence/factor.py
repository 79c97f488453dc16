import csv, sys, math, statistics as st
from collections import defaultdict
runs=sys.argv[1:]
R={}  # run -> seq -> cell -> {round: ratio}
for r in runs:
    tot=defaultdict(lambda: defaultdict(float))
    with open(r+'/requests.csv') as f:
        for row in csv.DictReader(f):
            if row['phase']!='measured': continue
            tot[(row['sequence'],row['scenario'])][int(row['round'])]+=int(row['client_ns'])
    d=defaultdict(dict)
    for (s,c),v in tot.items():
        if c=='plain': continue
        d[s][c]={k: v[k]/tot[(s,'plain')][k] for k in v}
    R[r]=d
for seq in ['small','large']:
    cells=sorted(R[runs[0]][seq])
    med={r:{c: st.median(R[r][seq][c].values()) for c in cells} for r in runs}
    ref={c: math.exp(st.mean(math.log(med[r][c]) for r in runs)) for c in cells}
    adj=[c for c in cells if ref[c]>=1.5]; exp4=[c for c in cells if ref[c]>=4]
    print(seq, 'adjusted', adj, 'expensive', exp4)
    for c in cells:
        raw=[math.log(med[r][c]) for r in runs]
        def perrun(peers):
            out=[]
            for r in runs:
                p=[math.log(med[r][q]/ref[q]) for q in peers if q!=c]
                out.append(math.log(med[r][c]) - st.median(p))
            return out
        def perround(peers):
            out=[]
            for r in runs:
                vals=[]
                for k,x in R[r][seq][c].items():
                    p=[math.log(R[r][seq][q][k]/ref[q]) for q in peers if q!=c]
                    vals.append(math.log(x)-st.median(p))
                out.append(st.median(vals))
            return out
        line='%-20s %6.2fx raw %.2f%%' % (c, ref[c], 100*st.stdev(raw))
        if c in adj: line+='  perrun(adj) %.2f%%  perrun(exp) %.2f%%' % (100*st.stdev(perrun(adj)), 100*st.stdev(perrun(exp4)))
        if c in adj: line+='  perround(adj) %.2f%%  perround(exp) %.2f%%' % (100*st.stdev(perround(adj)), 100*st.stdev(perround(exp4)))
        print(line)
