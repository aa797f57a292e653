"""Sale decisions (Step.END, a sale legal, not the last round) from greedy games, answered by hard."""
import sys, json, collections
import numpy as np
from ai.arena import load_title
from ai.bots import make_bot
from ai.heuristics import heuristic_for
from ai import audit
from ai.search import Budget
from game.rules.five_tribes import actions as A
from game.rules.five_tribes.model import Step

title = load_title("five_tribes")
h = heuristic_for("five_tribes")
knobs = json.loads(sys.argv[2]) if len(sys.argv) > 2 else None
positions = []
for seed in range(1, 200):
    state = title.new_game(2, seed)
    bots = [make_bot("greedy", "five_tribes", seed * 100 + s) for s in range(2)]
    while not state.is_terminal():
        p = state.current_player()
        if state.step == Step.END and not state.last_round and any(A.SELL_KIND <= a < A.SELL for a in state.legal_actions()):
            positions.append(state.clone())
        state.apply(bots[p].choose(state, p).action)
    if len(positions) >= int(sys.argv[1]):
        break
print("positions", len(positions), flush=True)
tally = collections.Counter()
for i, pos in enumerate(positions):
    p = pos.current_player()
    bot = make_bot("hard", "five_tribes", 7 + i, Budget(seconds=0.5), knobs)
    watch = audit.SaleWatch(h, p)
    state = pos.clone()
    first = None
    seq = []
    while not state.is_terminal() and state.current_player() == p:
        ch = bot.choose(state, p)
        if first is None:
            first = ch.stats
        watch.before(state, ch.action)
        seq.append(state.action_to_str(ch.action))
        state.apply(ch.action)
        watch.after(state, ch.action)
        if ch.action == A.END:
            break
    next_same = not state.is_terminal() and state.current_player() == p
    sold = watch.sales > 0
    tally[(sold, watch.worse > 0, next_same)] += 1
    if sold:
        print(json.dumps(dict(i=i, seq=seq, delta=round(watch.deltas[0], 4), worse=watch.worse > 0, next_same=next_same,
            it=first.iterations, visits={pos.action_to_str(a): v for a, v in first.visits.items()},
            values={pos.action_to_str(a): round(v, 3) for a, v in first.values.items()})), flush=True)
print({str(k): v for k, v in tally.items()})
