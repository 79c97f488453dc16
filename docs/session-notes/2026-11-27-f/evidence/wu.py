import csv,sys,glob,collections,statistics as st
runs=sorted(glob.glob('/work/wt-s24/results/s2[45]aa-*')+glob.glob('/work/wt-s24/results/s2[45]ci-1')+glob.glob('/work/wt-s24/results/s2[45]oos-*')+glob.glob('/work/wt-s26/results/s2[67]aa-*')+glob.glob('/work/wt-s26/results/s26oos-*'))
print(len(runs))
agg=collections.defaultdict(list)
wall=[]
udrows=[]
for r in runs:
    secs=collections.defaultdict(float); first=None; meas=None
    for row in csv.DictReader(open(r+'/requests.csv')):
        t=int(row['start_epoch_ms'])
        if row['phase']=='warmup':
            secs[(row['scenario'],row['sequence'])]+=int(row['client_ns'])/1e9
            first=t if first is None else min(first,t)
        else:
            meas=t if meas is None else min(meas,t)
    wall.append((meas-first)/1000)
    for k,v in secs.items(): agg[k].append(v)
    s={ (x['scenario'],x['sequence']):x for x in csv.DictReader(open(r+'/summary.csv'))}
    udrows.append((r.split('/')[-1],int(s[('username-digest','small')]['warmup_requests']),float(s[('username-digest','small')]['round_ratio_median_vs_plain']), float(s[('username','small')]['round_ratio_median_vs_plain'])))
print('warm-up wall s: median %.0f range %.0f-%.0f'%(st.median(wall),min(wall),max(wall)))
tot=0
for k,v in sorted(agg.items(),key=lambda kv:-st.median(kv[1])):
    print('%-28s median %6.1f s  range %6.1f-%6.1f'%(k,st.median(v),min(v),max(v))); tot+=st.median(v)
print('sum of medians',tot)
for u in udrows: print(*u)
import math
xs=[u[1] for u in udrows]; ys=[u[2]/u[3] for u in udrows]; y2=[u[2] for u in udrows]
def corr(a,b):
    ma,mb=st.mean(a),st.mean(b); return sum((x-ma)*(y-mb) for x,y in zip(a,b))/math.sqrt(sum((x-ma)**2 for x in a)*sum((y-mb)**2 for y in b))
print('corr warmup vs ud ratio',corr(xs,y2),'vs ud/username',corr(xs,ys))
