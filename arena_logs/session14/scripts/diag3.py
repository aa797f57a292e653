"""Five Tribes, 3 players, hard against two openspiel_mcts_h (seats rotated): every turn of the
last two rounds (a bid, or a marker's move to its end) with each seat's score now before and
after it. Who gains and who loses in the close finishes, and in what order do they move?"""
import sys, json
from multiprocessing import Pool
from ai.bots import make_bot
from ai.arena import load_title
from game.rules.five_tribes.model import Phase
from game.rules.five_tribes.scoring import score_breakdown


def now(state):
    return [sum(score_breakdown(state, s).values()) for s in range(3)]


def game(seed):
    title = load_title('five_tribes')
    names = ['hard', 'openspiel_mcts_h', 'openspiel_mcts_h']
    order = [(seed + i) % 3 for i in range(3)]
    seats = [names[order[s]] for s in range(3)]
    state = title.new_game(3, seed)
    bots = [make_bot(n, 'five_tribes', seed * 100 + s, 0.5) for s, n in enumerate(seats)]
    turns = []
    while not state.is_terminal():
        p = state.current_player()
        before, rnd, last, bid = now(state), state.round, bool(state.last_round), state.phase == Phase.BID
        while not state.is_terminal() and state.current_player() == p:
            state.apply(bots[p].choose(state, p).action)
        turns.append(dict(round=rnd, last=last or bool(state.last_round), player=p, bid=bid, before=before,
                          after=now(state) if not state.is_terminal() else list(state.scores())))
    final_round = turns[-1]['round']
    return dict(seats=seats, final=list(state.scores()), winners=list(state.winners()),
                turns=[t for t in turns if t['round'] >= final_round - 1])


if __name__ == '__main__':
    n, first, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    with Pool(2) as pool, open(out, 'w') as f:
        for g in pool.imap(game, range(first, first + n)):
            f.write(json.dumps(g) + '\n'); f.flush()
