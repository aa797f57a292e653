"""The results screen: its buttons drawn whole, how the game ended in one line, and no confirm key
that throws the results away before they were seen."""

from __future__ import annotations

import pygame
import pytest

from game.client.app import App
from game.client.table.new_game import NewGameScene
from game.client.table.results import INPUT_GRACE, ResultsScene
from game.client.table.session import GameSetup, Seat, Session
from game.client.widgets import Button
from tests.client.conftest import click, key, record_blits
from tests.client.table.conftest import TableMaker
from tests.client.table.toy import ADD2, DRAW, TITLE, TallyView


def test_a_buttons_lighter_top_edge_is_lighter_than_the_button_over_a_dark_backdrop(app: App):
    """The results' "New game" must not look cut at its top: a translucent edge would let the
    dimmed backdrop through as a dark slit."""
    surface = pygame.Surface((400, 200))
    surface.fill((10, 8, 20))
    button = Button(pygame.Rect(50, 50, 230, 56), "New game", lambda: None, primary=True)
    button.draw(surface, False)
    x = button.rect.centerx
    edge = surface.get_at((x, button.rect.y + 3))
    below = surface.get_at((x, button.rect.y + 7))
    assert sum(edge[:3]) > sum(below[:3])


def finished_table(tally_table: TableMaker, quick_app: App) -> ResultsScene:
    """The toy's two-move game played to its end; the results just appeared."""
    table = tally_table(["", ""], length=2)
    table.play(ADD2)
    table.play(DRAW)
    for _ in range(200):
        quick_app.run(frames=1)
        if isinstance(quick_app.stack.top, ResultsScene):
            break
    results = quick_app.stack.top
    assert isinstance(results, ResultsScene)
    return results


@pytest.mark.parametrize("code", [pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE])
def test_a_key_pressed_the_moment_the_results_appear_does_not_leave_them(
    tally_table: TableMaker, quick_app: App, code: int
):
    """Enter (meant for the last move) must not start a new game at once."""
    results = finished_table(tally_table, quick_app)
    quick_app.stack.handle(key(code))
    quick_app.run(frames=1)
    assert quick_app.stack.top is results


def test_a_click_on_new_game_the_moment_the_results_appear_does_not_leave_them(
    tally_table: TableMaker, quick_app: App
):
    results = finished_table(tally_table, quick_app)
    click(quick_app, results.buttons[0].rect.center)
    assert quick_app.stack.top is results


def test_after_a_moment_enter_on_the_results_starts_a_new_game(tally_table: TableMaker, quick_app: App):
    finished_table(tally_table, quick_app)
    quick_app.run(frames=int(INPUT_GRACE * 60) + 2)
    quick_app.stack.handle(key(pygame.K_RETURN))
    assert isinstance(quick_app.stack.top, NewGameScene)


def test_while_the_breakdown_fills_in_enter_shows_it_whole_and_a_second_enter_starts_a_new_game(
    app: App,
):
    """At normal speed (``app``) the lines come one by one."""
    view = TallyView(app)
    session = Session(TITLE, GameSetup([Seat("P1"), Seat("P2")], 1, {"length": 2}), view=view)  # type: ignore[arg-type]
    session.apply(ADD2)
    session.apply(DRAW)
    results = ResultsScene(app, view, session)
    app.stack.push(results)
    results.on_screen = INPUT_GRACE  # the grace is over, the breakdown still fills in
    assert results.lines_shown <= len(results.lines)
    app.stack.handle(key(pygame.K_RETURN))
    assert app.stack.top is results and results.lines_shown == len(results.lines) + 1
    app.stack.handle(key(pygame.K_RETURN))
    assert isinstance(app.stack.top, NewGameScene)


def played_out(title_id: str, seed: int) -> Session:
    """A three-seat game of ``title_id`` played with random legal moves to its end."""
    import numpy as np

    from game.client.table import view_factory

    view = view_factory(title_id)(None)
    seats = [Seat("Olena"), Seat("Taras"), Seat("Ira")]
    session = Session(view.title, GameSetup(seats, seed, {}), view=view)
    rng = np.random.default_rng(seed)
    while not session.state.is_terminal():
        legal = session.state.legal_actions()
        session.apply(legal[int(rng.integers(len(legal)))])
    return session


@pytest.mark.parametrize(
    ("title_id", "seed", "reason"),
    [
        ("prehistories", 4, "stall"),
        ("prehistories", 1, "eighth_totem"),
        ("five_tribes", 1, "stuck_marker"),
        ("tribes_of_the_wind", 1, "round_limit"),
    ],
)
def test_the_results_say_in_one_line_how_the_game_ended(
    quick_app: App, monkeypatch: pytest.MonkeyPatch, title_id: str, seed: int, reason: str
):
    """A Prehistories game ended by the stall rule (docs/rules/prehistories.md 4.7) says so."""
    from game.client import games
    from game.client.table import results as R
    from game.client.text import tr

    games.load_game_packages()
    session = played_out(title_id, seed)
    assert session.view is not None and session.view.end_reason(session.state)[0] == reason
    scene = ResultsScene(quick_app, session.view, session)
    quick_app.stack.push(scene)
    drawn = record_blits(monkeypatch, R)
    scene.elapsed = 1e9
    scene.draw(quick_app.canvas, 0.0)
    line = scene.end_line
    assert line and line in drawn and "%{" not in line
    assert line.startswith(tr(f"{title_id}.results.end_{reason}", player="", round="")[:12])


def test_a_last_camel_names_who_placed_it_and_a_fifth_village_who_built_it(quick_app: App):
    from game.client import games

    games.load_game_packages()
    ft = played_out("five_tribes", 1)
    ft.state.players[2].camels = 0  # type: ignore[attr-defined]
    assert ft.view is not None and ft.view.end_line(ft.state, ["Olena", "Taras", "Ira"]) == (
        f"The game ended after round {ft.state.round}: Ira placed their last camel."  # type: ignore[attr-defined]
    )
    totw = played_out("tribes_of_the_wind", 1)
    totw.state.end_round, totw.state.end_token = 20, 1  # type: ignore[attr-defined]
    assert totw.view is not None and "Taras built a fifth village" in str(
        totw.view.end_line(totw.state, ["Olena", "Taras", "Ira"])
    )


def test_a_game_whose_view_knows_no_end_reason_has_no_end_line(tally_table: TableMaker, quick_app: App):
    results = finished_table(tally_table, quick_app)
    assert results.end_line is None
