# Replays the warm-up rule (window of round medians: CV <= cv and |trend| <= trend) on recorded warm-up rounds.
import csv,statistics as st,collections,sys
def series(run):
    rows=collections.defaultdict(list)
    for x in csv.DictReader(open(f'/work/main/results/{run}/requests.csv')):
        if x['sequence']=='small' and x['phase']=='warmup':
            rows[x['scenario']].append(int(x['client_ns'])/1e6)
    return {sc:[st.median(v[i:i+480]) for i in range(0,len(v),480)] for sc,v in rows.items()}
def stop(s,w,cv,tr):
    for i in range(w,len(s)+1):
        win=s[i-w:i]; m=sum(win)/w
        c=st.stdev(win)/m
        xs=range(w); mx=(w-1)/2
        slope=sum((x-mx)*(y-m) for x,y in zip(xs,win))/sum((x-mx)**2 for x in xs)
        t=slope*(w-1)/m
        if c<=cv and abs(t)<=tr: return i
    return None
rules=[(3,.05,.05),(3,.08,.08),(3,.10,.10),(4,.10,.10)]
for run in sys.argv[1:]:
    ser=series(run)
    for sc,s in ser.items():
        out=[stop(s,*r) for r in rules]
        print(run, sc, len(s), out)
