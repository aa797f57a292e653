"""The marks of what the others changed outline the objective card a totem went to: a seat that
met an objective card placed its totems on that card, and the mark named only its totem row."""

from __future__ import annotations

import numpy as np

from game.client.prehistories import layout as L
from game.client.prehistories import marks
from game.rules.prehistories import TITLE
from game.rules.prehistories import events as E
from game.rules.prehistories.state import PrehistoriesState

# the score lines whose totems go on the seat's own board (scoring.py)
LINES = ("columns", "rows", "legendaries")


def _objective_scorings(seeds: range) -> list[tuple[PrehistoriesState, E.TotemsPlaced]]:
    """Random games of 2-4 players, each action's totems on an objective card with the state
    after the action."""
    found = []
    for seed in seeds:
        state = TITLE.new_game(2 + seed % 3, seed)
        rng = np.random.default_rng(seed)
        while not state.is_terminal() and state.moves < 600:
            legal = state.legal_actions()
            events = state.apply(legal[int(rng.integers(len(legal)))])
            for event in events:
                if isinstance(event, E.TotemsPlaced) and event.objective not in LINES:
                    found.append((state.clone(), event))
    return found


def test_a_totem_on_an_objective_card_marks_that_card():
    found = _objective_scorings(range(12))
    assert len(found) >= 3, "random games met objective cards"
    for state, event in found:
        places = marks.touched_places([event])
        assert places == {f"totems_{event.player}", f"objective:{event.objective}"}
        count = len(state.objectives)
        # the card the engine scored: the one whose scorers now include the seat
        cards = [
            i
            for i in range(count)
            if state.objective_side(i).id == event.objective and event.player in state.scored_by[i]
        ]
        assert len(cards) == 1
        for focus in range(state.num_players):
            rect = marks.mark_rect(f"objective:{event.objective}", state, focus)
            assert rect == L.objective_rect(cards[0], count)


def test_totems_of_a_column_row_or_legendary_mark_the_totem_row_only():
    for line in LINES:
        assert marks.touched_places([E.TotemsPlaced(1, line, 1, 3)]) == {"totems_1"}
