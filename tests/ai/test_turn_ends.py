"""``SearchConfig.turn_ends``: the horizon counts a Five Tribes marker's ``end`` as the end of a
turn, even when the same player's next marker follows (2 players; the mid-game sales)."""

from __future__ import annotations

import numpy as np
import pytest

from ai.bots import make_bot
from ai.heuristics import heuristic_for
from ai.search import Budget, InformationSetSearch, SearchConfig, turn_over
from game.rules import load_title
from game.rules.base import State
from game.rules.five_tribes import actions as A
from game.rules.five_tribes.model import Step


def _end_step_before_own_marker() -> State:
    """A 2-player position at a marker's END step, a sale legal, the same player's marker next."""
    return _marker_turn(2)[1]


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


def test_turn_over_counts_a_turn_end_action_even_when_the_mover_moves_again():
    state = _end_step_before_own_marker()
    player = state.current_player()
    state.apply(A.END)
    assert state.current_player() == player
    assert not turn_over(SearchConfig(), state, player, A.END)
    assert turn_over(SearchConfig(turn_ends=(A.END,)), state, player, A.END)
    assert SearchConfig(turn_ends=[A.END]).turn_ends == (A.END,)  # a knob from JSON


@pytest.mark.parametrize("turn_ends", [(), (A.END,)])
def test_with_turn_ends_ending_the_marker_is_valued_right_where_it_ends(turn_ends):
    state = _end_step_before_own_marker()
    player = state.current_player()
    heuristic = heuristic_for("five_tribes")
    ended = state.clone()
    ended.apply(A.END)
    at_end = heuristic.evaluate(ended)[player]
    config = SearchConfig(**(heuristic.search | {"turn_ends": turn_ends}))
    result = InformationSetSearch(heuristic, config, np.random.default_rng(3)).search(
        state.observation(player), player, Budget(iterations=60)
    )
    if turn_ends:
        assert result.values[A.END] == pytest.approx(at_end)
    else:  # the search plays on through the player's next marker
        assert result.values[A.END] != pytest.approx(at_end)


def test_turn_ends_when_judges_the_end_step_at_the_end_and_a_start_tile_through_the_next_marker():
    state = _end_step_before_own_marker()
    player = state.current_player()
    heuristic = heuristic_for("five_tribes")
    ended = state.clone()
    ended.apply(A.END)
    config = SearchConfig(**(heuristic.search | {"turn_ends": [A.END], "turn_ends_when": [A.SELL, A.END]}))
    search = InformationSetSearch(heuristic, config, np.random.default_rng(3))
    result = search.search(state.observation(player), player, Budget(iterations=60))
    assert result.values[A.END] == pytest.approx(heuristic.evaluate(ended)[player])
    # The start of the next marker offers neither: there the horizon runs on.
    assert search.search_ends(ended.legal_actions()) == ()
    assert search.search_ends(state.legal_actions()) == (A.END,)


def test_a_tree_kept_from_a_search_with_other_turn_ends_is_not_continued():
    start, state = _marker_turn(2)
    player = state.current_player()
    heuristic = heuristic_for("five_tribes")
    config = SearchConfig(**(heuristic.search | {"turn_ends": [A.END], "turn_ends_when": [A.SELL, A.END]}))
    search = InformationSetSearch(heuristic, config, np.random.default_rng(3))
    # The start tile is searched through the same player's next marker (ends ()), past END.
    first = search.search(start.observation(player), player, Budget(iterations=60))
    assert search.ends == () and search.parted
    kept = first.root
    assert kept is not None and kept.total_visits() == 60
    result = search.search(state.observation(player), player, Budget(iterations=20), root=kept)
    assert result.root is not kept and result.root is not None
    assert result.root.total_visits() == 20
    again = search.search(state.observation(player), player, Budget(iterations=20), root=result.root)
    assert again.root is result.root and again.root.total_visits() == 40  # same ends: continued


def test_with_three_players_the_end_step_continues_the_start_tiles_tree():
    # In 3 players END always passes the move, so the turn ends of the end step change nothing
    # and the tree of the start tile goes on (3 players, the end step's lost visits).
    start, state = _marker_turn(3)
    player = state.current_player()
    heuristic = heuristic_for("five_tribes")
    search = InformationSetSearch(heuristic, SearchConfig(**heuristic.search), np.random.default_rng(3))
    first = search.search(start.observation(player), player, Budget(iterations=60))
    assert search.ends == () and not search.parted
    kept = first.root
    assert search.continues(state.legal_actions())
    result = search.search(state.observation(player), player, Budget(iterations=20), root=kept)
    assert result.root is kept and kept.total_visits() == 80
    assert search.ends == (A.END,)


def test_every_wide_decision_gets_the_floor_when_a_kept_tree_is_dropped_for_its_turn_ends():
    title = load_title("five_tribes")
    knobs = {"turn_ends": [A.END], "turn_ends_when": [A.SELL, A.END], "floor": 50}
    bot = make_bot("hard", "five_tribes", 1, Budget(seconds=0.001), knobs)
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


def test_five_tribes_hard_reads_the_end_step_where_the_marker_ends_and_a_start_tile_beyond():
    state = _end_step_before_own_marker()
    player = state.current_player()
    heuristic = heuristic_for("five_tribes")
    ended = state.clone()
    ended.apply(A.END)
    bot = make_bot("hard", "five_tribes", 5, Budget(iterations=40))
    choice = bot.choose(state, player)
    assert choice.stats.values[A.END] == pytest.approx(heuristic.evaluate(ended)[player])
    assert bot.search.search_ends(ended.legal_actions()) == ()  # the next marker's start tile
