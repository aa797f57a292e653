"""Profile a 3-player Five Tribes start-tile search with the title's 3-player knobs.
python prof.py [ITERATIONS] [profile]"""
import cProfile, pstats, sys, time
import numpy as np
from ai.bots import make_bot
from ai.arena import load_title
from ai.heuristics import heuristic_for
from ai.search import InformationSetSearch, SearchConfig, Budget
from game.rules.five_tribes.model import Step
title = load_title('five_tribes')
state = title.new_game(3, 11)
bots = [make_bot('greedy', 'five_tribes', i) for i in range(3)]
n = 0
while True:
    p = state.current_player(); state.apply(bots[p].choose(state, p).action); n += 1
    if n > 40 and state.step == Step.START: break
h = heuristic_for('five_tribes')
p = state.current_player(); obs = state.observation(p)
iters = int(sys.argv[1]) if len(sys.argv) > 1 else 600
search = InformationSetSearch(h, SearchConfig(**h.search_for(3)), np.random.default_rng(1))
if len(sys.argv) > 2:
    cProfile.run('r = search.search(obs, p, Budget(iterations=iters))', '/tmp/prof15')
    pstats.Stats('/tmp/prof15').sort_stats('tottime').print_stats(25)
else:
    r = search.search(obs, p, Budget(iterations=iters))
print(f'{r.iterations} it in {r.elapsed:.2f} s: {r.iterations/r.elapsed:.0f} it/s; legal {len(r.visits)}')
