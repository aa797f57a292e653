import json, sys
def res(f, bot='hard'):
    out=[]
    for line in open(f):
        g=json.loads(line); out.append([s['win'] for s in g if s['bot']==bot][0])
    return out
a=res(sys.argv[1]); b=res(sys.argv[2]); n=min(len(a),len(b))
print(f"{sys.argv[1].split('/')[-1]}: {sum(a[:n])}/{n}   {sys.argv[2].split('/')[-1]}: {sum(b[:n])}/{n}   (first {n} games, same seeds and seats)")
