"""Read diag2.jsonl: hard's lead over the best peer at each round start (by score now) in the
games it lost or won by 10 or less, and who triggered the end."""
import json, sys, statistics as st
rows = [json.loads(l) for l in open(sys.argv[1])]
for g in rows:
    h = g['seats'].index('hard'); peers = [s for s in range(3) if s != h]
    margin = g['final'][h] - max(g['final'][s] for s in peers)
    leads = [r['now'][h] - max(r['now'][s] for s in peers) for r in g['rounds']]
    trig = g['trigger']
    print(f"{margin:+4d} rounds {len(g['rounds']):2d} lead by round {leads[-4:]} last-round start lead {leads[-1]:+.0f} trigger {'hard' if trig and trig['by']==h else 'peer'} r{trig and trig['round']} camels {g['rounds'][-1]['camels']}")
