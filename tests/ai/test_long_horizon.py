"""``SearchConfig.long_horizon_when``: a decision offering one of these actions is searched to
``long_horizon_turns`` turns (Five Tribes, 3 players: a bid is valued where its marker then
moves; the 3-player bar)."""

from __future__ import annotations

import numpy as np
import pytest

from ai.bots import make_bot
from ai.heuristics import Heuristic, heuristic_for
from ai.search import Budget, InformationSetSearch, SearchConfig
from game.rules import load_title
from game.rules.base import State
from game.rules.five_tribes import actions as A
from game.rules.five_tribes.model import Step

BIDS = list(range(A.BID, A.PICK))


def _bid_position() -> State:
    """A 3-player Five Tribes opening: the first decision is a bid with several spots open."""
    state = load_title("five_tribes").new_game(3, 4)
    assert state.step == Step.BID and len(state.legal_actions()) > 1
    return state


def _watched(on_rollout=None, on_evaluate=None) -> Heuristic:
    """The Five Tribes heuristic, calling ``on_rollout(state)`` for every playout move it is
    asked for and ``on_evaluate(position, value)`` for every value it reads."""
    real = heuristic_for("five_tribes")

    def rollout(state, rng):
        if on_rollout is not None:
            on_rollout(state)
        return real.rollout_action(state, rng)

    def evaluate(position):
        value = real.evaluate(position)
        if on_evaluate is not None:
            on_evaluate(position, value)
        return value

    return Heuristic(evaluate, rollout, real.search, real.search_players)


def _recording(steps: list[tuple[int, int]]) -> Heuristic:
    """The Five Tribes heuristic, noting (mover, step) of every playout move it is asked for."""
    return _watched(on_rollout=lambda state: steps.append((state.current_player(), int(state.step))))


def test_a_bid_searched_to_the_long_horizon_is_valued_after_its_marker_has_moved():
    state = _bid_position()
    player = state.current_player()
    for long in (False, True):
        steps: list[tuple[int, int]] = []
        knobs = heuristic_for("five_tribes").search | ({"long_horizon_when": BIDS} if long else {})
        search = InformationSetSearch(_recording(steps), SearchConfig(**knobs), np.random.default_rng(2))
        result = search.search(state.observation(player), player, Budget(iterations=30))
        assert result.action in state.legal_actions()
        assert search.horizon == (2 if long else 1)
        own_picks = [s for s in steps if s == (player, Step.START)]
        others_bids = [s for s in steps if s[0] != player and s[1] == Step.BID]
        if long:  # the playouts go on through the other bids to the player's move
            assert own_picks and others_bids
        else:  # each playout ends with the bid: the policy is asked only for the bid's prior
            assert set(steps) == {(player, Step.BID)}


def test_only_a_decision_offering_one_of_the_actions_gets_the_long_horizon():
    config = SearchConfig(horizon_turns=1, long_horizon_when=BIDS, long_horizon_turns=3)
    assert config.long_horizon_when == tuple(BIDS)  # a knob from JSON is a list
    search = InformationSetSearch(heuristic_for("five_tribes"), config, np.random.default_rng(1))
    assert search.search_horizon([A.BID + 3, A.BID + 6]) == 3
    assert search.search_horizon([A.PICK + 4, A.PICK + 9]) == 1
    # A decision judged where its turn ends (turn_ends_when) keeps the short horizon.
    ends = SearchConfig(long_horizon_when=[A.SELL, A.END, A.PICK + 4], turn_ends_when=[A.SELL, A.END])
    judged = InformationSetSearch(heuristic_for("five_tribes"), ends, np.random.default_rng(1))
    assert judged.search_horizon([A.SELL, A.END]) == 1
    assert judged.search_horizon([A.PICK + 4, A.PICK + 9]) == 2
    # Before any search, a playout reads the config's own horizon (the fair peers' evaluator).
    assert search.horizon is None


def test_a_tree_kept_from_a_search_to_another_horizon_is_not_continued():
    state = _bid_position()
    player = state.current_player()
    heuristic = heuristic_for("five_tribes")
    config = SearchConfig(**(heuristic.search | {"long_horizon_when": BIDS}))
    search = InformationSetSearch(heuristic, config, np.random.default_rng(3))
    first = search.search(state.observation(player), player, Budget(iterations=20))
    assert search.continues(state.legal_actions())
    assert not search.continues([A.PICK + 1, A.PICK + 2])
    again = search.search(state.observation(player), player, Budget(iterations=20), root=first.root)
    assert again.root is first.root and again.root is not None and again.root.total_visits() == 40


def test_with_three_players_a_five_tribes_move_looks_to_the_next_turn_and_a_bid_does_not():
    title = load_title("five_tribes")
    budget = Budget(iterations=3)
    for players, long in ((2, False), (3, True)):
        bot = make_bot("hard", "five_tribes", 1, budget)
        state = title.new_game(players, 1)
        bot.choose(state, state.current_player())
        config = bot.search.config
        assert bool(config.long_horizon_when) == long
        assert (config.worlds == 8) == long
        search = InformationSetSearch(heuristic_for("five_tribes"), config, np.random.default_rng(1))
        assert search.search_horizon(BIDS) == 1  # a bid: its own turn
        assert search.search_horizon([A.PICK + 3, A.PICK + 7]) == (2 if long else 1)
        assert search.search_horizon([A.SELL, A.END]) == 1  # the end step: where the move ends
    easy = make_bot("easy", "five_tribes", 1, budget)
    state = title.new_game(3, 1)
    easy.choose(state, state.current_player())
    assert easy.search.config.long_horizon_when == () and easy.search.config.horizon_turns == 1


def test_three_hard_bots_play_a_five_tribes_round_with_the_long_horizon_legally():
    state = load_title("five_tribes").new_game(3, 6)
    bots = [make_bot("hard", "five_tribes", seat, Budget(iterations=12)) for seat in range(3)]
    horizons = set()
    for _ in range(60):
        if state.is_terminal():
            break
        player = state.current_player()
        choice = bots[player].choose(state, player)
        assert choice.action in state.legal_actions()
        if choice.stats.source == "search":
            horizons.add(bots[player].search.horizon)
        state.apply(choice.action)
    assert horizons == {1, 2}  # bids and end steps at 1, the moves at 2


def test_horizon_when_pairs_come_before_the_long_horizon_and_after_the_turn_ends():
    config = SearchConfig(
        turn_ends_when=[A.SELL, A.END],
        horizon_when=[[3, BIDS]],
        long_horizon_when=list(range(A.PICK, A.NUM_ACTIONS)),
    )
    assert config.horizon_when == ((3, tuple(BIDS)),)  # a knob from JSON is nested lists
    search = InformationSetSearch(heuristic_for("five_tribes"), config, np.random.default_rng(1))
    assert search.search_horizon([A.BID + 2, A.BID + 6]) == 3
    assert search.search_horizon([A.PICK + 4, A.PICK + 9]) == 2
    assert search.search_horizon([A.SELL, A.END]) == 1
    first = SearchConfig(horizon_when=[[4, [A.PICK + 4]], [3, [A.PICK + 9]]])
    ordered = InformationSetSearch(heuristic_for("five_tribes"), first, np.random.default_rng(1))
    assert ordered.search_horizon([A.PICK + 4, A.PICK + 9]) == 4  # the first pair that matches


def test_a_bid_at_three_turns_is_read_after_the_players_next_bid_where_a_move_at_two_is():
    """The two read points agree: after the bidder's move and its bid of the next round."""
    state = _bid_position()
    player = state.current_player()
    reads: list[tuple[int, int, int]] = []
    heuristic = _watched(
        on_evaluate=lambda position, _: reads.append(
            (position.round, position.current_player(), int(position.step))
        )
    )
    config = SearchConfig(**(heuristic.search_for(3) | {"horizon_when": [[3, BIDS]]}))
    search = InformationSetSearch(heuristic, config, np.random.default_rng(5))
    search.search(state.observation(player), player, Budget(iterations=40))
    assert search.horizon == 3 and len(reads) == 40
    # Every playout went through the round (each marker's move) into the next round's bids,
    # and stopped once the bidder had bid there: it is not the bidder's move to make.
    assert {r[0] for r in reads} == {state.round + 1}
    assert all(not (mover == player and step == Step.BID) for _, mover, step in reads)


def test_short_weight_blends_the_read_where_the_own_turn_ends_with_the_long_one():
    state = load_title("five_tribes").new_game(3, 4)
    while state.step == Step.BID:  # to the first move: a start tile, searched to 2 turns
        state.apply(state.legal_actions()[-1])
    player = state.current_player()
    knobs = heuristic_for("five_tribes").search | {"long_horizon_when": list(range(A.PICK, A.NUM_ACTIONS))}
    reads: list[list[float]] = []
    counting = _watched(on_evaluate=lambda _, value: reads.append(value))
    for weight in (0.0, 0.3):
        reads.clear()
        config = SearchConfig(**(knobs | {"short_weight": weight}))
        search = InformationSetSearch(counting, config, np.random.default_rng(4))
        search.horizon = 2
        reward = search.playout_reward(state.clone(), player)
        if weight == 0:
            assert len(reads) == 1 and reward == reads[0]
        else:  # read where the move ends, then at the player's next bid
            assert len(reads) == 2
            assert reward == pytest.approx([0.3 * s + 0.7 * v for s, v in zip(*reads)])
            assert reads[0] != reads[1]
        # A search to the long horizon reads twice an iteration, wherever the short point falls
        # (in the tree or in the playout); at the title's own horizon, once.
        reads.clear()
        search.search(state.observation(player), player, Budget(iterations=25))
        assert search.horizon == 2 and len(reads) == (50 if weight else 25)
    plain = InformationSetSearch(
        heuristic_for("five_tribes"), SearchConfig(short_weight=0.5), np.random.default_rng(1)
    )
    assert plain.short_read_at(1) is None
