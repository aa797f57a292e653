"""The results' tie line of each title, after its rules' tie section (Tribes of the
Wind's results did not say why a tie was decided)."""

from __future__ import annotations

from typing import cast

import pytest

from game.client.app import App
from game.client.five_tribes.view import FiveTribesView
from game.client.prehistories.view import PrehistoriesView
from game.client.table.results import ResultsScene
from game.client.table.session import GameSetup, Seat, Session
from game.client.tribes_of_the_wind.view import TotwView
from game.rules.base import State, Title
from game.rules.five_tribes import TITLE as FIVE_TRIBES
from game.rules.prehistories import TITLE as PREHISTORIES
from game.rules.prehistories.phase import Phase as PrePhase
from game.rules.tribes_of_the_wind import TITLE as TOTW
from game.rules.tribes_of_the_wind import TotwState
from game.rules.tribes_of_the_wind.state import Phase
from tests.client.conftest import in_language

NAMES = ["P1", "P2", "P3"]


def totw_final(
    water: tuple[int, int, int], villages: tuple[int, int, int] = (0, 0, 0), **flags: object
) -> TotwState:
    """A finished 3-player game of Tribes of the Wind with the given water and villages; every
    village is made up for by three built temples (3 points each way) so totals can tie."""
    state = TOTW.new_game(3, 1, **flags)
    most = max(villages)
    for player, board in enumerate(state.boards):
        board.water = water[player]
        board.villages = villages[player]
        if villages[player] < most:  # 3 temples score what one village does (3 points)
            board.temple[1:4] = [1, 2, 3]
    state.phase = Phase.GAME_OVER
    return state


def test_totw_says_more_villages_decided_the_tie_with_the_counts(en: None):
    state = totw_final(water=(1, 5, 2), villages=(1, 0, 0))
    assert state.scores() == [3, 3, 3] and state.winners() == [0]
    line = TotwView().tie_break(cast(State, state), NAMES)
    assert line == "Tied at 3 points: P1 wins with more villages (1 against 0)."


def test_totw_says_water_decided_when_the_villages_are_level(uk: None):
    state = totw_final(water=(1, 5, 2))
    assert state.scores() == [0, 0, 0] and state.winners() == [1]
    line = TotwView().tie_break(cast(State, state), NAMES)
    assert line == "Нічия — по 0 очок і 0 селищ: перемагає P2, бо має більше води (5 проти 2)."


def test_totw_ukrainian_counts_after_one_and_two_to_four_take_their_forms(uk: None):
    state = totw_final(water=(3, 1, 1), villages=(1, 1, 0))
    # P3 loses on villages; P1 and P2 are level there, P1 has more water.
    assert state.scores() == [3, 3, 3] and state.winners() == [0]
    line = TotwView().tie_break(cast(State, state), NAMES)
    assert line == "Нічия — по 3 очки і 1 селищу: перемагає P1, бо має більше води (3 проти 1)."


def test_totw_a_tie_level_on_villages_and_water_is_a_shared_win(en: None):
    state = totw_final(water=(2, 2, 2))
    assert state.winners() == [0, 1, 2]
    line = TotwView().tie_break(cast(State, state), NAMES)
    assert line == "Tied at 0 points, 0 villages and 2 water: the win is shared."


def test_totw_with_the_shared_tie_option_says_the_rule_option(uk: None):
    state = totw_final(water=(1, 5, 2), tie_break="shared")
    assert state.winners() == [0, 1, 2]
    line = TotwView().tie_break(cast(State, state), NAMES)
    assert line == "Нічия — по 0 очок: перемога спільна (правило «Нічия: спільна перемога»)."


def test_the_results_of_a_totw_tie_show_the_line_and_a_clear_win_shows_none(app: App):
    state = totw_final(water=(1, 5, 2))
    view = TotwView(app)
    seats = [Seat(name) for name in NAMES]
    results = ResultsScene(
        app, view, Session(cast(Title, TOTW), GameSetup(seats, 1), cast(State, state), view=view)
    )
    assert results.tie_line == "Tied at 0 points and 0 villages: P2 wins with more water (5 against 2)."
    state.boards[2].villages = 1  # P3 alone on top now
    results = ResultsScene(
        app, view, Session(cast(Title, TOTW), GameSetup(seats, 1), cast(State, state), view=view)
    )
    assert results.scores == [0, 0, 3] and results.tie_line is None


def test_five_tribes_has_no_tie_breaker_and_says_the_win_is_shared(uk: None):
    state = FIVE_TRIBES.new_game(2, 1)
    top = max(state.scores())
    line = FiveTribesView().tie_break(state, NAMES)
    assert line is not None and line.startswith(f"Нічия — по {top} очок") and "перемагають усі" in line


def test_prehistories_says_a_stalled_tie_is_shared_and_the_eighth_totem_has_no_tie(en: None):
    state = PREHISTORIES.new_game(3, 1)
    state.phase = PrePhase.OVER
    state.end_reason = "stall"
    state.winners_ = [0, 1, 2]
    line = PrehistoriesView().tie_break(state, NAMES)
    assert line == "Tied at 0 totems when nothing was left to hunt: every player with the most totems wins."
    state.end_reason = "eighth_totem"
    assert PrehistoriesView().tie_break(state, NAMES) is None


@pytest.mark.parametrize(
    "lang, one, shared",
    [("en", "Winner: P2", "Winners: P1, P2, P3"), ("uk", "Переможець: P2", "Переможці: P1, P2, P3")],
)
def test_the_heading_says_winners_when_the_win_is_shared(app: App, lang: str, one: str, shared: str):
    with in_language(lang):
        view = TotwView(app)
        seats = [Seat(name) for name in NAMES]

        def heading(state: TotwState) -> str:
            session = Session(cast(Title, TOTW), GameSetup(seats, 1), cast(State, state), view=view)
            return ResultsScene(app, view, session).heading

        assert heading(totw_final(water=(1, 5, 2))) == one
        assert heading(totw_final(water=(3, 3, 3))) == shared  # level on points, villages and water
