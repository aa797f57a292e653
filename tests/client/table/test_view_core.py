"""The view's required core alone plays a whole game on the table; the groups fill in the rest."""

from __future__ import annotations

import pygame
import pytest

from game.client.app import App
from game.client.table import GameView, ViewCore, complete, register_table, view_factory
from game.client.table.results import ResultsScene
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from game.client.table.view import GROUPS
from game.client.table.view_drawing import DrawExtras
from game.client.table.view_types import Zones
from tests.client.table.toy import ADD1, BUTTONS, DRAW, TITLE, FakeWorker, TallyCore, TallyView, TallyWriter


def test_the_core_is_the_five_hooks_the_table_has_no_default_for():
    assert ViewCore.__abstractmethods__ == {"zones", "draw_base", "question", "status", "log_writer"}

    class NoWords(ViewCore):  # everything but the log's words
        title = TITLE  # type: ignore[assignment]

        def zones(self) -> Zones:
            raise AssertionError

        def draw_base(self, surface, ctx) -> None: ...

        def question(self, ctx, legal):
            raise AssertionError

        def status(self, ctx) -> str:
            return ""

    with pytest.raises(TypeError, match="log_writer"):
        NoWords()  # type: ignore[abstract]


def test_registering_a_core_only_view_adds_every_group_with_its_defaults(clean_registry: None):
    register_table(TallyCore)
    made = view_factory("tally")
    assert made is not None and made is not TallyCore
    view = made(None)
    assert isinstance(view, GameView) and isinstance(view, TallyCore)
    assert all(isinstance(view, group) for group in GROUPS)
    assert isinstance(view.log_writer(str), TallyWriter)  # the core's own hook, not a default
    assert view.tooltip_at(None, (0, 0)) is None  # type: ignore[arg-type]
    assert view.score_anchor(1, 2) == (14 + 787 + 787 - 140, 730)
    assert complete(TallyView) is TallyView  # a GameView already has every group


def test_a_view_with_some_groups_keeps_its_own_and_gets_the_others():
    class Tipped(DrawExtras, TallyCore):
        def layer_key(self, ctx) -> tuple[str]:
            return ("own",)

    full = complete(Tipped)(None)
    assert full.layer_key(None) == ("own",)  # type: ignore[arg-type]
    assert full.back() is False and full.rules_pages() == []

    class OwnTip(TallyCore):  # a group's hook written on the view itself, its group not mixed in
        def tooltip_at(self, ctx, pos):
            return "own tip"

    assert complete(OwnTip)(None).tooltip_at(None, (0, 0)) == "own tip"  # type: ignore[arg-type]


def test_a_core_only_view_plays_a_whole_game_by_clicks_to_the_results(quick_app: App, clean_registry: None):
    register_table(TallyCore)
    make = view_factory("tally")
    assert make is not None
    view = make(quick_app)
    seats = [Seat("P1", ""), Seat("P2", "easy")]
    session = Session(TITLE, GameSetup(seats, 3, {"length": 8}), view=view)  # type: ignore[arg-type]
    table = TableScene(quick_app, view, session, make_worker=FakeWorker)
    quick_app.stack.push(table)
    quick_app.run(frames=1)
    clicks = 0
    for _ in range(400):
        if isinstance(quick_app.stack.top, ResultsScene):
            break
        if table.human_turn():
            pile = BUTTONS[DRAW] if clicks % 2 else BUTTONS[ADD1]
            quick_app.stack.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pile.center))
            quick_app.stack.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pile.center))
            clicks += 1
        quick_app.run(frames=1)
    assert isinstance(quick_app.stack.top, ResultsScene)
    assert clicks == 4 and table.state.is_terminal()
    assert session.state.history.count(DRAW) == 2  # the person's clicks on the draw pile played
    assert len(table.book.lines) >= 8  # the core's writer worded every action
