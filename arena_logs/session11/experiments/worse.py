"""Five Tribes games, hard (knobs argv[3]) vs argv[2]; print every mid-game sale the heuristic
rates worse than ending the turn, with the stats of the decisions that made it."""
import sys, json
from ai.arena import load_title
from ai.bots import make_bot
from ai.heuristics import heuristic_for
from ai import audit
from ai.search import Budget
from game.rules.five_tribes.model import Step

title = load_title("five_tribes")
h = heuristic_for("five_tribes")
games = int(sys.argv[1]); other = sys.argv[2]
knobs = json.loads(sys.argv[3]) if len(sys.argv) > 3 else None
start = int(sys.argv[4]) if len(sys.argv) > 4 else 0
sales = worse = 0
for g in range(start, start + games):
    seed = 5000 + g
    hard_seat = g % 2
    state = title.new_game(2, seed)
    bots = [make_bot("hard" if s == hard_seat else other, "five_tribes", seed * 100 + s, Budget(seconds=0.5), knobs if s == hard_seat else None) for s in range(2)]
    watch = audit.SaleWatch(h, hard_seat)
    trail = []
    while not state.is_terminal():
        p = state.current_player()
        ch = bots[p].choose(state, p)
        if p == hard_seat:
            if state.step in (Step.END, Step.SUIT):
                trail.append(dict(step=state.step.name, move=state.action_to_str(ch.action), src=ch.stats.source,
                    it=ch.stats.iterations, visits={state.action_to_str(a): v for a, v in ch.stats.visits.items()},
                    values={state.action_to_str(a): round(v, 3) for a, v in ch.stats.values.items()}))
            watch.before(state, ch.action)
        before = watch.worse
        state.apply(ch.action)
        if p == hard_seat:
            watch.after(state, ch.action)
            if watch.worse > before:
                print(json.dumps(dict(game=g, delta=round(watch.deltas[-1], 4), next_same=not state.is_terminal() and state.current_player() == p, trail=trail)), flush=True)
            if state.current_player() != p:
                trail = []
    sales += watch.sales; worse += watch.worse
    print("game", g, "sales", sales, "worse", worse, flush=True)
