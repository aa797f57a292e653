"""Five Tribes, 3 players, hard against two openspiel_mcts_h (seats rotated): each seat's score
now (score_breakdown) and camels left at the start of every round, the round the end was
triggered in, and the final scores. Where do the close games go?"""
import sys, json
from multiprocessing import Pool
from ai.bots import make_bot
from ai.arena import load_title
from game.rules.five_tribes.scoring import score_breakdown


def game(seed):
    title = load_title('five_tribes')
    names = ['hard', 'openspiel_mcts_h', 'openspiel_mcts_h']
    order = [(seed + i) % 3 for i in range(3)]
    seats = [names[order[s]] for s in range(3)]
    state = title.new_game(3, seed)
    bots = [make_bot(n, 'five_tribes', seed * 100 + s, 0.5) for s, n in enumerate(seats)]
    rounds = []
    last_seen = None
    trigger = None
    while not state.is_terminal():
        if state.round != last_seen:
            last_seen = state.round
            rounds.append(dict(round=state.round, last=bool(state.last_round),
                               now=[sum(score_breakdown(state, s).values()) for s in range(3)],
                               camels=[state.players[s].camels for s in range(3)]))
        p = state.current_player()
        was_last = state.last_round
        state.apply(bots[p].choose(state, p).action)
        if state.last_round and not was_last:
            trigger = dict(round=state.round, by=p)
    final = state.scores()
    return dict(seats=seats, final=final, winners=list(state.winners()), rounds=rounds, trigger=trigger,
                breakdown=[score_breakdown(state, s) for s in range(3)])


if __name__ == '__main__':
    n, first, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    with Pool(2) as pool, open(out, 'w') as f:
        for g in pool.imap(game, range(first, first + n)):
            f.write(json.dumps(g) + '\n'); f.flush()
