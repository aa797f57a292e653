import json,sys,statistics as st
def load(f):
    out=[]
    for line in open(f):
        g=json.loads(line)
        h=[r for r in g if r['bot']=='hard'][0]; o=[r['score'] for r in g if r['bot']!='hard']
        out.append((h['score'],max(o),h['win']))
    return out
runs={f.split('/')[-1]:load(f) for f in sys.argv[1:]}
n=min(len(v) for v in runs.values())
for k,d in runs.items():
    d=d[:n]; print(f"{k:28s} n={n} wins {sum(x[2] for x in d):5.1f} score {st.mean(x[0] for x in d):6.1f} margin-vs-best {st.mean(x[0]-x[1] for x in d):+6.1f}")
