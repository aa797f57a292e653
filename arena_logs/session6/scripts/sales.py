"""Sale audit on fixed positions: FT END decisions with a sale legal (from greedy games); each
config's hard bot plays the rest of the turn from there; count sales and those rated worse."""
import json, sys, time
import numpy as np
from ai.bots import make_bot, GreedyBot
from ai.heuristics import heuristic_for
from ai.search import Budget
from game.rules import load_title
from game.rules.five_tribes import actions as A
from game.rules.five_tribes.model import Step

title = load_title("five_tribes")
h = heuristic_for("five_tribes")

def positions(games, seed):
    found = []
    for g in range(games):
        state = title.new_game(2, seed + g) if hasattr(title, "new_game") else None
        bots = [GreedyBot("greedy", h, seed + g + 100 * p) for p in range(2)]
        n = 0
        while not state.is_terminal() and n < 5000:
            p = state.current_player()
            if state.step == Step.END and not state.last_round and any(A.SELL_KIND <= a < A.SELL for a in state.legal_actions()):
                found.append(state.clone())
            state.apply(bots[p].choose(state, p).action)
            n += 1
    return found

def judge(state, knobs, seconds, seed):
    p = state.current_player()
    bot = make_bot("hard", "five_tribes", seed, Budget(seconds=seconds), knobs)
    ended = state.clone(); ended.apply(A.END)
    end_value = h.evaluate(ended)[p]
    s = state.clone(); sold = False
    while not s.is_terminal() and s.current_player() == p:
        a = bot.choose(s, p).action
        if A.SELL_KIND <= a < A.SELL: sold = True
        s.apply(a)
    v = h.evaluate(s)[p]
    return sold, sold and v < end_value, v - end_value

if __name__ == "__main__":
    knobs = json.loads(sys.argv[1]); seconds = float(sys.argv[2]); reps = int(sys.argv[3])
    pos = positions(int(sys.argv[4]) if len(sys.argv) > 4 else 6, 500)
    sales = worse = 0; deltas = []
    t = time.time()
    for i, st in enumerate(pos):
        for r in range(reps):
            sold, bad, d = judge(st, knobs, seconds, 1000 * i + r)
            sales += sold; worse += bad; deltas.append(d)
    n = len(pos) * reps
    print(json.dumps({"knobs": knobs, "seconds": seconds, "positions": len(pos), "trials": n, "sales": sales, "worse": worse, "mean_delta": float(np.mean(deltas)), "secs": round(time.time() - t, 1)}))
