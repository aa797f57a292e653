import sys, numpy as np
from ai.bots import make_bot
from ai.arena import load_title
from game.rules.five_tribes import actions as A
from game.rules.five_tribes.data import SPOT_PRICES
title = load_title('five_tribes')
seed = int(sys.argv[1]) if len(sys.argv) > 1 else 3
knobs = {"long_horizon_when": list(range(7))}
state = title.new_game(3, seed)
bots = [make_bot('hard', 'five_tribes', seed*100, 0.5, knobs), make_bot('openspiel_mcts_h','five_tribes',seed*100+1,0.5), make_bot('openspiel_mcts_h','five_tribes',seed*100+2,0.5)]
short = make_bot('hard', 'five_tribes', seed*100+7, 0.5)
paid = [0,0,0]
while not state.is_terminal():
    p = state.current_player()
    legal = state.legal_actions()
    if p == 0 and legal[0] < A.PICK and len(legal) > 1:
        c = bots[0].choose(state, 0)
        s = short.choose(state, 0)
        st = c.stats
        print('bid long', c.action, 'it', st.iterations, {a: (st.visits[a], round(st.values[a],3)) for a in st.visits}, '| short', s.action, {a: round(v,3) for a,v in s.stats.values.items()})
    else:
        c = bots[p].choose(state, p)
    if c.action < A.PICK:
        paid[p] += SPOT_PRICES[c.action]
    state.apply(c.action)
print('scores', state.scores(), 'paid', paid)
