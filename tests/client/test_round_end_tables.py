"""The end of a round at every table (table/round_end.py): a panel with the points each seat gained
(read from the public view: a Five Tribes bid shows as the points it cost) and the game's round
events; it holds the next bot until it closes, by itself or on a click; the log keeps it as a
group that folds to its heading, placed before the next round's heading."""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from game.client.app import App
from game.client.table import view_factory
from game.client.table.round_end import PANEL_SECONDS, Summary
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session, default_flags
from game.rules import load_title
from game.rules.base import Event
from tests.client.conftest import in_language

TITLES = ("five_tribes", "tribes_of_the_wind", "prehistories")
# A line each title's summary must hold after a few rounds (English), from its own round events.
ROUND_LINES = {
    "five_tribes": "The market gets",
    "tribes_of_the_wind": "New pollution:",
    "prehistories": "Hunts:",
}


def _start(app: App, title_id: str, seats: list[Seat]) -> TableScene:
    title = load_title(title_id)
    make_view = view_factory(title_id)
    assert make_view is not None
    view = make_view(app)
    session = Session(title, GameSetup(seats, 31, default_flags(title)), view=view)
    table = TableScene(app, view, session)
    app.stack.push(table)
    app.run(frames=1)
    return table


@pytest.mark.parametrize("title_id", TITLES)
def test_a_rounds_end_shows_the_points_gained_and_the_rounds_events_and_keeps_them_in_the_log(
    quick_bots_app: App, title_id: str
):
    table = _start(quick_bots_app, title_id, [Seat("Ann"), Seat("Bot 1", "easy"), Seat("Bot 2", "easy")])
    view = table.view
    rng = np.random.default_rng(2)
    start = list(view.observe(table.state, None).scores())
    summaries: list[Summary] = []
    lines_seen: set[str] = set()
    real_play = table.play

    def play(action: int) -> list[Event]:
        nonlocal start
        round_before = getattr(table.state, "round", None)
        events = real_play(action)
        if getattr(table.state, "round", None) != round_before and not table.state.is_terminal():
            # A round ended: the log keeps its summary, whose points are the public scores' gain,
            # and the panel shows it unless nothing at all happened.
            summary = next(entry for entry in reversed(table.book.entries) if isinstance(entry, Summary))
            assert summary.round == round_before
            quiet = not any(summary.gains) and not view.round_summary(summary.events, table.player_name)
            assert table.round_end.panel is (None if quiet else summary)
            now = list(view.observe(table.state, None).scores())
            assert list(summary.gains) == [a - b for a, b in zip(now, start, strict=True)]
            start = now
            summaries.append(summary)
            lines_seen.update(view.round_summary(summary.events, table.player_name))
            assert table.book.entries.count(summary) == 1
        return events

    table.play = play  # type: ignore[method-assign]
    for _ in range(20000):
        found = any(line.startswith(ROUND_LINES[title_id]) for line in lines_seen)
        if table.state.is_terminal() or (len(summaries) >= 4 and found) or len(summaries) >= 40:
            break
        if table.round_end.showing:
            # The next seat waits while the summary shows (a bot's move would change the serial).
            serial = table.serial
            quick_bots_app.run(frames=30)
            if table.round_end.showing:
                assert table.serial == serial or table.human_turn()
            continue
        if table.human_turn():
            legal = table.state.legal_actions()
            table.play(int(legal[int(rng.integers(len(legal)))]))
        quick_bots_app.run(frames=1)
    assert len(summaries) >= 3
    assert any(line.startswith(ROUND_LINES[title_id]) for line in lines_seen), lines_seen
    # In the log: the newest summary open, the earlier ones folded to their headings.
    lines = table.book.lines
    headings = [i for i, line in enumerate(lines) if "End of round" in line]
    assert len(headings) == len(summaries)
    assert all(lines[i].startswith("[+]") for i in headings[:-1]) and lines[headings[-1]].startswith(
        "[\u2212]"
    )
    newest = headings[-1]
    assert lines[newest + 1].startswith("Points this round:")
    # A click on a heading in the log folds it, another opens it again.
    count = len(lines)
    assert table.book.toggle(newest)
    assert len(table.book.lines) < count and table.book.lines[newest].startswith("[+]")
    assert table.book.toggle(newest) and len(table.book.lines) == count
    assert not table.book.toggle(newest + 1)  # not a heading


def _until_panel(app: App, table: TableScene, rng: np.random.Generator) -> None:
    """Play on (the person at random) until a round's summary shows with a bot to move next."""
    for _ in range(20000):
        if table.round_end.showing:
            if table.driver.is_bot(table.state.current_player()):
                return
            table.round_end.close()
        if table.human_turn():
            legal = table.state.legal_actions()
            table.play(int(legal[int(rng.integers(len(legal)))]))
        app.run(frames=1)
    raise AssertionError("no round ended before a bot's turn")


def test_the_panel_holds_the_next_bot_and_closes_by_itself_or_on_a_click_and_in_ukrainian_too(
    quick_bots_app: App,
):
    table = _start(quick_bots_app, "five_tribes", [Seat("Ann"), Seat("Bot 1", "easy"), Seat("Bot 2", "easy")])
    rng = np.random.default_rng(4)
    _until_panel(quick_bots_app, table, rng)
    serial = table.serial
    quick_bots_app.run(frames=int(PANEL_SECONDS * 60) - 10)
    assert table.round_end.showing and table.serial == serial  # the bot waited for it
    quick_bots_app.run(frames=20)
    assert not table.round_end.showing  # it closed by itself
    _until_panel(quick_bots_app, table, rng)
    quick_bots_app.stack.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(800, 450)))
    assert not table.round_end.showing  # a click closed it
    summary = next(entry for entry in reversed(table.book.entries) if isinstance(entry, Summary))
    with in_language("uk"):
        worded = [line for line in table.book.lines if "Кінець раунду" in line]
        assert worded and any(line.startswith("Очки за раунд:") for line in table.book.lines)
    assert summary.round >= 2
