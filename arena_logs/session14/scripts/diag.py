import sys, json, numpy as np
from multiprocessing import Pool
from ai.bots import make_bot
from ai.arena import load_title
from game.rules.five_tribes import actions as A
from game.rules.five_tribes.data import SPOT_PRICES
from game.rules.five_tribes.scoring import score_breakdown
def game(seed):
    title = load_title('five_tribes')
    names = ['hard','openspiel_mcts_h','openspiel_mcts_h']
    order = [(seed + i) % 3 for i in range(3)]  # rotate seats
    seats = [names[order[s]] for s in range(3)]
    state = title.new_game(3, seed)
    bots = [make_bot(n, 'five_tribes', seed*100+s, 0.5) for s, n in enumerate(seats)]
    paid = [0]*3; bids=[[] for _ in range(3)]
    while not state.is_terminal():
        p = state.current_player()
        c = bots[p].choose(state, p)
        if c.action < A.PICK:
            paid[p] += SPOT_PRICES[c.action]; bids[p].append(c.action)
        state.apply(c.action)
    return [dict(bot=seats[s], paid=paid[s], bids=bids[s], score=state.scores()[s], win=s in state.winners(), **score_breakdown(state, s)) for s in range(3)]
if __name__ == '__main__':
    n = int(sys.argv[1]); out = sys.argv[2]
    with Pool(2) as pool, open(out, 'w') as f:
        for g in pool.imap(game, range(1000, 1000+n)):
            f.write(json.dumps(g)+'\n'); f.flush()
