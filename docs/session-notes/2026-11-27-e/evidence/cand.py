# candidate per-run figures from requests.csv; cached per run as JSON
import csv, math, statistics as st, collections, json, os, sys
def q(xs,p):
    xs=sorted(xs); n=len(xs); h=p*(n-1); lo=int(math.floor(h)); return xs[lo]+(h-lo)*(xs[min(lo+1,n-1)]-xs[lo])
def tgm(v,trim=0.2):
    v=sorted(v); k=int(len(v)*trim); v=v[k:len(v)-k]; return st.mean(v)
def figures(path):
    cache=path+'/.cand2.json'
    if os.path.exists(cache): return json.load(open(cache))
    t=collections.defaultdict(lambda: collections.defaultdict(list))
    with open(path+'/requests.csv') as f:
        for row in csv.DictReader(f):
            if row['phase']!='measured' or row['status']!='ok': continue
            t[(row['sequence'],row['scenario'])][int(row['round'])].append(int(row['client_ns']))
    out={}
    for (seq,sc),rounds in t.items():
        if sc=='plain': continue
        pl=t[(seq,'plain')]
        rs=[r for r in sorted(rounds) if r in pl]
        f={}
        for name,p in (('q10',0.1),('q25',0.25),('med',0.5),('min',0.0)):
            lr=[math.log(q(rounds[r],p)/q(pl[r],p)) for r in rs]
            f['r'+name+'_gm']=st.mean(lr); f['r'+name+'_tgm']=tgm(lr); f['r'+name+'_med']=st.median(lr)
        # blocks of k rounds
        for k in (3,5,10):
            bl=[]
            for b in range(0,len(rs)-k+1,k):
                blk=rs[b:b+k]
                bl.append(math.log(q(sum((rounds[r] for r in blk),[]),0.1)/q(sum((pl[r] for r in blk),[]),0.1)))
            f[f'b{k}q10_tgm']=tgm(bl)
        lr=[math.log(st.mean(rounds[r])/st.mean(pl[r])) for r in rs]
        f['rmean_gm']=st.mean(lr); f['rmean_tgm']=tgm(lr)
        for k in (2,10):
            bl=[]
            for b in range(0,len(rs)-k+1,k):
                blk=rs[b:b+k]
                bl.append(math.log(st.mean(sum((rounds[r] for r in blk),[]))/st.mean(sum((pl[r] for r in blk),[]))))
            f[f'b{k}mean_tgm']=tgm(bl)
            bl=[]
            for b in range(0,len(rs)-k+1,k):
                blk=rs[b:b+k]
                bl.append(math.log(q(sum((rounds[r] for r in blk),[]),0.5)/q(sum((pl[r] for r in blk),[]),0.5)))
            f[f'b{k}med_tgm']=tgm(bl)
        out[seq+'/'+sc]=f
    json.dump(out,open(cache,'w'))
    return out
if __name__=='__main__':
    for p in sys.argv[1:]: figures(p); print(p, file=sys.stderr)
