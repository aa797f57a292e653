"""Read diag3.jsonl: per turn of the last two rounds, the mover's gain and the change in the
hard bot's lead over the best peer; in the close finishes (top two within 10), where the lead
is won and lost."""
import json, sys, collections, statistics as st
rows = [json.loads(l) for l in open(sys.argv[1])]
gain = collections.defaultdict(list)   # (who, round tag, bid?) -> mover's own gain
hurt = collections.defaultdict(list)   # (who) -> change of others' scores by the mover's turn
for g in rows:
    h = g['seats'].index('hard')
    fin = sorted(g['final'], reverse=True)
    close = fin[0] - fin[1] <= 10
    peers = [s for s in range(3) if s != h]
    lead = lambda sc: sc[h] - max(sc[s] for s in peers)
    order = [t['player'] for t in g['turns'] if t['last'] and not t['bid']]
    line = []
    for t in g['turns']:
        if t['bid']:
            continue
        who = 'H' if t['player'] == h else 'P'
        d = lead(t['after']) - lead(t['before'])
        line.append(f"{who}{'*' if t['last'] else ''}{d:+.0f}")
        tag = 'last' if t['last'] else 'prev'
        gain[(who, tag)].append(t['after'][t['player']] - t['before'][t['player']])
        others = [s for s in range(3) if s != t['player']]
        hurt[(who, tag)].append(sum(t['after'][s] - t['before'][s] for s in others))
    if close:
        print(f"final lead {g['final'][h] - max(g['final'][s] for s in peers):+4d}  " + ' '.join(line))
print()
for k in sorted(gain):
    print(k, f"own gain {st.mean(gain[k]):5.1f}  others' change {st.mean(hurt[k]):+5.1f}  n={len(gain[k])}")
