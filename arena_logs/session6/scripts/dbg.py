import sys; sys.path.insert(0,'/work/arena8')
import numpy as np, sales
from ai.search import InformationSetSearch, SearchConfig, Budget
from game.rules.five_tribes import actions as A
pos = sales.positions(2, 500)
h = sales.h
for st in pos[:8]:
    p = st.current_player()
    cfg = SearchConfig(**(h.search | {"root_prior_visits": 10}))
    s = InformationSetSearch(h, cfg, np.random.default_rng(1))
    legal = st.legal_actions()
    lv = s.lookahead_values(st, p, legal, 700)
    obs = st.observation(p)
    r = s.search(obs, p, Budget(seconds=0.1))
    print([ (A.describe(a) if hasattr(A,'describe') else a, round(lv[a],3), r.visits.get(a,0), round(r.values.get(a,-1),3)) for a in legal], "->", r.action, r.iterations)
