import csv,sys,re,collections
E='/work/timed/s17/out'
for V in sys.argv[1:]:
    print('=====',V)
    txt=open(f'{E}/gate-{V}.txt').read()
    for blk in txt.split('== ')[1:]:
        name=blk.split('\n')[0].split('/')[-1]; rc=re.search(r'rc=(\d+)',blk).group(1)
        viol=[l.strip() for l in blk.split('\n') if re.match(r'\s*(FAIL|-|\*)?\s*\S+/(small|large): (overhead|unchecked|not at)',l.strip()) or 'regressed' in l]
        print(f'gate {name:10s} rc={rc} '+('; '.join(v[:110] for v in viol) if rc!='0' else ''))
    for kind in ['aa','ab']:
        rows=[r for r in csv.DictReader(l for l in open(f'{E}/compare-{kind}-{V}.csv') if not l.startswith('metric,') or True) if r.get('metric')!='metric']
        pairs=collections.OrderedDict()
        for r in rows:
            if r['run_index']=='0': continue
            pairs.setdefault(r['run_id'],[])
        # group: each compare output has a reference row set; track by order
        cur=None; out=[]
        for r in rows:
            if r['run_index']=='0': ref=r['run_id']; continue
            if r['verdict'] in ('slower','faster'): out.append((ref,r['run_id'],r['scenario']+'/'+r['sequence'],r['verdict'],r['median_ratio_change_pct']))
        n=sum(1 for r in rows if r['run_index']=='1' and r['verdict'] not in ('reference',''))
        np_=len(set((r['run_id']) for r in rows if r['run_index']=='1'))
        print(f'compare {kind}: {len(out)} verdicts in {n} cell comparisons')
        per=collections.Counter((a,b) for a,b,*_ in out)
        if kind=='aa': print('  max per pair', max(per.values()) if per else 0, [ (k,v) for k,v in per.items() if v>1])
        for o in out: print('  ',o)
