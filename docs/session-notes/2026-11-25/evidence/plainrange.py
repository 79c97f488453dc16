import csv,sys,glob
runs=sys.argv[1:]
med={}
for r in runs:
    for row in csv.DictReader(open(f'/work/main/results/{r}/summary.csv')):
        if row['scenario']=='plain': med[(r,row['sequence'])]=float(row['median_ms'])
for seq in ['small','large']:
    vals={r:med[(r,seq)] for r in runs}
    print(seq, ' '.join(f'{r}:{v:.3f}' for r,v in vals.items()))
    worst=0
    for r in runs:
        o=[vals[x] for x in runs if x!=r]
        lo,hi=min(o),max(o)
        ex=max(lo/vals[r], vals[r]/hi)
        worst=max(worst,ex)
        if ex>1.25: print('  outside margin:',r,round(ex,3))
    print('  worst leave-one-out excursion beyond the others\' range: x%.3f'%worst)
