"""The shape of the hard bot's margins over the best peer, per run (issue 16, 3 players):
wins, mean and median margin, how often it is first when the top two finish within 10 points
and one of them is hard, and the win rate it would have with k more points every game."""
import json, sys, statistics as st


def margins(path):
    out = []
    for line in open(path):
        game = json.loads(line)
        hard = [r['score'] for r in game if r['bot'] == 'hard'][0]
        out.append(hard - max(r['score'] for r in game if r['bot'] != 'hard'))
    return out


def close_first(path, limit=10):
    first = total = 0
    for line in open(path):
        game = sorted(json.loads(line), key=lambda r: -r['score'])
        gap = game[0]['score'] - game[1]['score']
        if 0 < gap <= limit and 'hard' in (game[0]['bot'], game[1]['bot']):
            total += 1
            first += game[0]['bot'] == 'hard'
    return first, total


def wins(ms, shift=0):
    return sum(1.0 if m + shift > 0 else 0.5 if m + shift == 0 else 0.0 for m in ms) / len(ms)


pooled = []
for path in sys.argv[1:]:
    ms = margins(path)
    pooled += ms
    f, t = close_first(path)
    print(f"{path.split('/')[-1]:28s} n={len(ms):3d} wins {wins(ms):.3f} margin mean {st.mean(ms):+5.1f} "
          f"median {st.median(ms):+5.1f}  first in close finishes {f}/{t}")
print('pooled, with k more points a game:', ' '.join(f'+{k}: {wins(pooled, k):.3f}' for k in range(6)))
