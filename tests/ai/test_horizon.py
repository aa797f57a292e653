"""The title's horizon hook (``ai.heuristics.Horizon``): how far the search reads a decision.

Five Tribes is the title whose hook says most: the end step of a marker's turn is read where that
marker's turn ends (``end`` closing it even when the same player's next marker follows), every
other decision to the end of the player's turn, and with 3 players a move on to the player's next
bid."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from ai.bots import make_bot
from ai.budget import Budget
from ai.heuristics import Heuristic, Horizon, heuristic_for
from ai.search import InformationSetSearch, turn_over
from ai.search_config import SearchConfig
from game.rules import load_title
from game.rules.base import State
from game.rules.five_tribes import actions as A
from game.rules.five_tribes.model import Step
from tests.ai.toy_market import TITLE

BIDS = list(range(A.BID, A.PICK))
FIVE_TRIBES = heuristic_for("five_tribes")


def _marker_turn(players: int) -> tuple[State, State]:
    """The start-tile decision of a marker's turn and its END step, a sale legal; with 2
    players the same player's marker follows."""
    title = load_title("five_tribes")
    for seed in range(1, 40):
        state = title.new_game(players, seed)
        bots = [make_bot("greedy", "five_tribes", seed * 100 + s) for s in range(players)]
        start = state
        while not state.is_terminal():
            player = state.current_player()
            legal = state.legal_actions()
            if state.step == Step.START:
                start = state.clone()
            if state.step == Step.END and any(A.SELL_KIND <= a < A.SELL for a in legal):
                ended = state.clone()
                ended.apply(A.END)
                if not ended.is_terminal() and (ended.current_player() == player) == (players == 2):
                    assert start.current_player() == player
                    return start, state
            state.apply(bots[player].choose(state, player).action)
    raise AssertionError("no such position in 40 greedy games")


def _end_step_before_own_marker() -> State:
    """A 2-player position at a marker's END step, a sale legal, the same player's marker next."""
    return _marker_turn(2)[1]


def _bid_position() -> State:
    """A 3-player Five Tribes opening: the first decision is a bid with several spots open."""
    state = load_title("five_tribes").new_game(3, 4)
    assert state.step == Step.BID and len(state.legal_actions()) > 1
    return state


def _watched(on_rollout=None, horizon=None) -> Heuristic:
    """The Five Tribes heuristic, calling ``on_rollout(state)`` for every playout move it is
    asked for, with another horizon hook if given."""
    real = FIVE_TRIBES

    def rollout(state, rng):
        if on_rollout is not None:
            on_rollout(state)
        return real.rollout_action(state, rng)

    return dataclasses.replace(real, rollout_action=rollout, horizon=horizon or real.horizon)


def test_turn_over_counts_a_turn_end_action_even_when_the_mover_moves_again():
    state = _end_step_before_own_marker()
    player = state.current_player()
    state.apply(A.END)
    assert state.current_player() == player
    assert not turn_over(state, player, A.END)
    assert turn_over(state, player, A.END, (A.END,))


def test_the_five_tribes_hook_reads_each_decision_as_its_turn_asks():
    two, three, four = (load_title("five_tribes").new_game(n, 1) for n in (2, 3, 4))
    for state in (two, three, four):
        assert FIVE_TRIBES.horizon(state, [A.SELL, A.END]) == Horizon(1, (A.END,))
        assert FIVE_TRIBES.horizon(state, BIDS) == Horizon(1)  # a bid: its own turn
    assert FIVE_TRIBES.horizon(two, [A.PICK + 3, A.PICK + 7]) == Horizon(1)
    for state in (three, four):  # one marker each: a move is read on to the next turn
        assert FIVE_TRIBES.horizon(state, [A.PICK + 3, A.PICK + 7]) == Horizon(2)
    for title in ("prehistories", "tribes_of_the_wind"):
        state = load_title(title).new_game(2, 1)
        assert heuristic_for(title).horizon(state, state.legal_actions()) == Horizon(2)
    assert heuristic_for(TITLE.id).horizon(TITLE.new_game(2, 1), [0]) == Horizon(1)  # generic


@pytest.mark.parametrize("ends", [(), (A.END,)])
def test_with_end_as_a_turn_end_ending_the_marker_is_valued_right_where_it_ends(ends):
    state = _end_step_before_own_marker()
    player = state.current_player()
    ended = state.clone()
    ended.apply(A.END)
    at_end = FIVE_TRIBES.evaluate(ended)[player]
    heuristic = dataclasses.replace(FIVE_TRIBES, horizon=lambda s, legal: Horizon(1, ends))
    result = InformationSetSearch(
        heuristic, SearchConfig(**FIVE_TRIBES.search), np.random.default_rng(3)
    ).search(state.observation(player), player, Budget(iterations=60))
    if ends:
        assert result.values[A.END] == pytest.approx(at_end)
    else:  # the search plays on through the player's next marker
        assert result.values[A.END] != pytest.approx(at_end)


def test_a_tree_kept_from_a_search_with_other_turn_ends_is_not_continued():
    start, state = _marker_turn(2)
    player = state.current_player()
    search = InformationSetSearch(FIVE_TRIBES, SearchConfig(**FIVE_TRIBES.search), np.random.default_rng(3))
    # The start tile is searched through the same player's next marker (no ends), past END.
    first = search.search(start.observation(player), player, Budget(iterations=60))
    assert search.reading == Horizon(1) and A.END in search.moved_on
    kept = first.root
    assert kept is not None and kept.total_visits() == 60
    assert not search.continues(Horizon(1, (A.END,)))
    result = search.search(state.observation(player), player, Budget(iterations=20), root=kept)
    assert result.root is not kept and result.root is not None
    assert result.root.total_visits() == 20
    again = search.search(state.observation(player), player, Budget(iterations=20), root=result.root)
    assert again.root is result.root and again.root.total_visits() == 40  # same reading: continued


def test_with_four_players_the_end_step_continues_a_tree_read_to_the_turns_end():
    # With 3 or more players END always passes the move, so where a start tile is read to the
    # end of its own turn the end step's turn end changes nothing and the tree goes on. (The
    # shipped hook reads a move on to the next turn with 3 and 4 players: another horizon.)
    start, state = _marker_turn(4)
    player = state.current_player()

    def own_turn(s, legal):
        return Horizon(1, (A.END,)) if A.SELL in legal or A.END in legal else Horizon(1)

    heuristic = dataclasses.replace(FIVE_TRIBES, horizon=own_turn)
    search = InformationSetSearch(heuristic, SearchConfig(**FIVE_TRIBES.search), np.random.default_rng(3))
    first = search.search(start.observation(player), player, Budget(iterations=60))
    assert search.reading == Horizon(1) and A.END not in search.moved_on
    kept = first.root
    assert search.continues(Horizon(1, (A.END,)))
    result = search.search(state.observation(player), player, Budget(iterations=20), root=kept)
    assert result.root is kept and kept is not None and kept.total_visits() == 80
    assert search.reading == Horizon(1, (A.END,))


def test_every_wide_decision_gets_the_floor_when_a_kept_tree_is_dropped_for_its_turn_ends():
    title = load_title("five_tribes")
    bot = make_bot("hard", "five_tribes", 1, Budget(seconds=0.001), {"floor": 50})
    state = title.new_game(2, 4)
    wide = 0
    for _ in range(150):
        if state.is_terminal():
            break
        player = state.current_player()
        legal = state.legal_actions()
        choice = bot.choose(state, player)
        if len(legal) >= 8:
            wide += 1
            assert max(choice.stats.iterations, sum(choice.stats.visits.values())) >= 50
        state.apply(choice.action)
    assert wide > 10


def test_five_tribes_hard_reads_the_end_step_where_the_marker_ends():
    state = _end_step_before_own_marker()
    player = state.current_player()
    ended = state.clone()
    ended.apply(A.END)
    bot = make_bot("hard", "five_tribes", 5, Budget(iterations=40))
    choice = bot.choose(state, player)
    assert choice.stats.values[A.END] == pytest.approx(FIVE_TRIBES.evaluate(ended)[player])


def test_a_bid_read_to_two_turns_is_valued_after_its_marker_has_moved():
    state = _bid_position()
    player = state.current_player()
    for turns in (1, 2):
        steps: list[tuple[int, int]] = []
        heuristic = _watched(
            on_rollout=lambda s, steps=steps: steps.append((s.current_player(), int(s.step))),
            horizon=lambda s, legal, turns=turns: Horizon(turns),
        )
        search = InformationSetSearch(heuristic, SearchConfig(**FIVE_TRIBES.search), np.random.default_rng(2))
        result = search.search(state.observation(player), player, Budget(iterations=30))
        assert result.action in state.legal_actions()
        assert search.reading.turns == turns
        own_picks = [s for s in steps if s == (player, Step.START)]
        others_bids = [s for s in steps if s[0] != player and s[1] == Step.BID]
        if turns == 2:  # the playouts go on through the other bids to the player's move
            assert own_picks and others_bids
        else:  # each playout ends with the bid: the policy is asked only for the bid's prior
            assert set(steps) == {(player, Step.BID)}


def test_a_tree_kept_from_a_search_to_another_horizon_is_not_continued():
    state = _bid_position()
    player = state.current_player()
    two = dataclasses.replace(FIVE_TRIBES, horizon=lambda s, legal: Horizon(2 if legal[0] < A.PICK else 1))
    search = InformationSetSearch(two, SearchConfig(**FIVE_TRIBES.search), np.random.default_rng(3))
    first = search.search(state.observation(player), player, Budget(iterations=20))
    assert search.continues(Horizon(2))
    assert not search.continues(Horizon(1))
    again = search.search(state.observation(player), player, Budget(iterations=20), root=first.root)
    assert again.root is first.root and again.root is not None and again.root.total_visits() == 40


@pytest.mark.parametrize("players", [3, 4])
def test_easy_reads_its_own_turn_only_and_one_marker_games_draw_an_ensemble_of_worlds(players):
    # With 3 and 4 players each has one marker: hard reads a move on to its next turn.
    title = load_title("five_tribes")
    budget = Budget(iterations=3)
    state = title.new_game(players, 1)
    while state.step == Step.BID:  # to the first move: a start tile
        state.apply(state.legal_actions()[-1])
    legal = state.legal_actions()
    for name, turns in (("hard", 2), ("easy", 1)):
        bot = make_bot(name, "five_tribes", 1, budget)
        bot.choose(state, state.current_player())
        assert bot.search.reading_for(state, legal) == Horizon(turns)
        assert bot.search.config.worlds == 8
    two = make_bot("hard", "five_tribes", 1, budget)
    two.choose(title.new_game(2, 1), 0)
    assert two.search.config.worlds == 0


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
            horizons.add(bots[player].search.reading.turns)
        state.apply(choice.action)
    assert horizons == {1, 2}  # bids and end steps at 1, the moves at 2
