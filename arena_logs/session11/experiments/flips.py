"""How often final_margin_z=1 would change the final choice of hard (z off) in Five Tribes."""
import sys, collections
import numpy as np
from ai.arena import load_title
from ai.bots import make_bot
from ai.search import guarded_choice, Node
import ai.search as S
from game.rules.five_tribes.model import Step

title = load_title("five_tribes")
players = int(sys.argv[1]); games = int(sys.argv[2])
flips = collections.Counter(); total = collections.Counter()
orig = S.InformationSetSearch.search
def wrapped(self, observation, player, budget, **kw):
    res = orig(self, observation, player, budget, **kw)
    root = res.root
    legal = sorted(res.visits)  # visited legal
    step = observation.step.name
    key = (step, "wide" if len(legal) >= 8 else "narrow")
    total[key] += 1
    if root is not None and root.prior is not None and len(legal) > 1 and root.total_visits(legal) < 50:
        g = guarded_choice(root, legal, res.action, 1.0)
        if g != res.action:
            flips[key] += 1
    return res
S.InformationSetSearch.search = wrapped
for seed in range(games):
    state = title.new_game(players, 1000 + seed)
    bots = [make_bot("hard", "five_tribes", seed * 10 + s, 0.5) for s in range(players)]
    while not state.is_terminal():
        p = state.current_player()
        state.apply(bots[p].choose(state, p).action)
    print(seed, dict(total), dict(flips), flush=True)
