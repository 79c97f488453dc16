# counts of the leave-one-session-out check (loso.sh): gate failures per held-out session, false verdicts per pair
import csv,re,sys,collections,glob,os
E=sys.argv[1]
for hold in ['s14aa','s15aa','s16aa','s17aa']:
    if not os.path.exists(f'{E}/gate-not-{hold}.txt'): continue
    txt=open(f'{E}/gate-not-{hold}.txt').read()
    aa=ab=aafail=abfail=0; named=collections.Counter(); aamsg=[]
    for blk in txt.split('== ')[1:]:
        name=blk.split('\n')[0].split('/')[-1]; rc=re.search(r'rc=(\d+)',blk).group(1)
        cells=re.findall(r'(\S+/(?:small|large)): (?:overhead regressed|all secured)',blk)
        if 'aa-' in name:
            aa+=1
            if rc!='0': aafail+=1; aamsg.append((name,cells))
        else:
            ab+=1
            if rc!='0': abfail+=1
            for c in cells: named[c]+=1
    rows=[r for r in csv.DictReader(open(f'{E}/compare-aa-{hold}.csv')) if r['metric']!='metric']
    ref=None; fv=collections.Counter(); n=0; pairs=set(); lst=[]
    for r in rows:
        if r['run_index']=='0': ref=r['run_id']; continue
        if r['verdict'] in ('slower','faster','no significant change'): n+=1
        pairs.add((ref,r['run_id']))
        if r['verdict'] in ('slower','faster'): fv[(ref,r['run_id'])]+=1; lst.append((ref,r['run_id'],r['scenario']+'/'+r['sequence'],r['verdict'],r['median_ratio_change_pct'][:5]))
    b=open(f'{E}/b-not-{hold}.txt').read()
    nb=re.search(r'from (\d+) run',b).group(1)
    print(f'held out {hold}: baseline of {nb} runs; gate A/A {aa-aafail}/{aa} pass {aamsg}; gate sign:400/520 {abfail}/{ab} fail, cells named {dict(named)}; '
          f'compare {len(pairs)} pairs, {sum(fv.values())} false verdicts in {n} cell comparisons, max {max(fv.values()) if fv else 0} per pair {lst}')
