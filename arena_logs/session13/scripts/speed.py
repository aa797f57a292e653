import time, numpy as np
from ai.bots import make_bot
from ai.arena import load_title
from ai.heuristics import heuristic_for
from ai.search import InformationSetSearch, SearchConfig, Budget
from game.rules.five_tribes.model import Step
title = load_title('five_tribes')
state = title.new_game(3, 11)
bots = [make_bot('greedy','five_tribes',i) for i in range(3)]
n=0
while True:
    p = state.current_player(); state.apply(bots[p].choose(state, p).action); n+=1
    if n > 40 and state.step == Step.START: break
h = heuristic_for('five_tribes')
p = state.current_player(); obs = state.observation(p)
rng = np.random.default_rng(1)
t=time.perf_counter(); [obs.determinize(p, rng) for _ in range(300)]; det=(time.perf_counter()-t)/300
w = obs.determinize(p, rng)
t=time.perf_counter(); [w.clone() for _ in range(300)]; cl=(time.perf_counter()-t)/300
t=time.perf_counter(); [h.evaluate(w) for _ in range(300)]; ev=(time.perf_counter()-t)/300
import sys; search = InformationSetSearch(h, SearchConfig(**(h.search | {"worlds": int(sys.argv[1])})), np.random.default_rng(1))
r = search.search(obs, p, Budget(iterations=1500))
print(f'determinize {det*1e3:.3f} ms clone {cl*1e3:.3f} ms evaluate {ev*1e3:.3f} ms; search {r.iterations/r.elapsed:.0f} it/s ({r.elapsed/r.iterations*1e3:.3f} ms/it)')
