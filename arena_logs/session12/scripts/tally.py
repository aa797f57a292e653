import json,glob,sys,math
for f in sorted(glob.glob('/work/arena12/*.jsonl')):
    rows=[json.loads(l) for l in open(f)]
    if not rows: continue
    w=sum([r for r in g if r['bot']=='hard'][0]['win'] for g in rows)
    H=[[r for r in g if r['bot']=='hard'][0] for g in rows]
    s=sum(h.get('sales',0) for h in H); ws=sum(h.get('worse_sales',0) for h in H)
    wide=sum(h.get('wide',0) for h in H); thin=sum(h.get('thin',0) for h in H)
    n=len(rows); p=w/n
    print(f.split('/')[-1], n, w, round(p,3), f"±{1.96*math.sqrt(p*(1-p)/n):.3f}", 'sales', s, ws, 'thin', thin, '/', wide)
