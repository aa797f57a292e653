"""What the others changed stays marked, at every table (table/marks.py).

A person plays against bots at the real table; each time the turn comes back to them, the marks
must name exactly the places the bots' events touched since the person last acted (each title's
events checked against the names they must give), each mark must be somewhere on the canvas, the
points beside each seat must be what its score gained, and everything goes when the person acts.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pygame
import pytest

from game.client.app import App
from game.client.table import view_factory
from game.client.table.marks import visible_to
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session, default_flags
from game.rules import load_title
from game.rules.base import Event
from game.rules.five_tribes import events as FT
from game.rules.five_tribes.board import TILE_NAMES
from game.rules.prehistories import events as PH
from game.rules.tribes_of_the_wind import events as TW

TITLES = ("five_tribes", "tribes_of_the_wind", "prehistories")
CANVAS = pygame.Rect(0, 0, 1600, 900)


def must_name(event: Event) -> set[str]:
    """Places an event must mark, written out per title apart from the views' own mapping."""
    if isinstance(event, FT.MeepleDropped | FT.TilePicked | FT.CamelPlaced | FT.PalmPlaced | FT.PalacePlaced):
        return {TILE_NAMES[event.tile]}
    if isinstance(event, FT.MarketRefilled):
        return {"market"}
    if isinstance(event, FT.DjinnTaken):
        return {f"seat_{event.player}"}
    if isinstance(event, FT.BidPlaced):
        return {f"bid:{event.player}"}
    if isinstance(event, TW.RiderMoved) and event.destination != "cap":
        return {f"space:{event.player}:{event.destination}"}
    if isinstance(event, TW.ForestPlanted | TW.VillageBuilt | TW.TempleBuilt):
        return {f"space:{event.player}:{event.space}"}
    if isinstance(event, TW.CardPlayed):
        return {f"holder_{event.player}"}
    if isinstance(event, TW.VillageCardTaken):
        return {"village_row"}
    if isinstance(event, PH.TilePainted):
        return {f"cell:{event.player}:{square}" for square in event.squares}
    if isinstance(event, PH.TileTaken):
        return {f"zone:{event.zone}"}
    if isinstance(event, PH.TotemsPlaced):
        if event.objective in ("columns", "rows", "legendaries"):
            return {f"totems_{event.player}"}
        return {f"totems_{event.player}", f"objective:{event.objective}"}
    return set()


def _start(app: App, title_id: str) -> TableScene:
    title = load_title(title_id)
    make_view = view_factory(title_id)
    assert make_view is not None
    view = make_view(app)
    seats = [Seat("Ann"), Seat("Bot 1", "easy"), Seat("Bot 2", "easy")]
    session = Session(title, GameSetup(seats, 23, default_flags(title)), view=view)
    table = TableScene(app, view, session)
    app.stack.push(table)
    app.run(frames=1)
    return table


@pytest.mark.parametrize("title_id", TITLES)
def test_after_the_bots_turns_the_marks_name_the_places_their_events_touched(
    quick_bots_app: App, title_id: str
):
    table = _start(quick_bots_app, title_id)
    rng = np.random.default_rng(3)
    played: list[tuple[int, list[Event]]] = []
    real_play = table.play

    def play(action: int) -> list[Event]:
        actor = table.state.current_player()
        events = real_play(action)
        played.append((actor, events))
        return events

    table.play = play  # type: ignore[method-assign]
    checks = named = 0
    for _ in range(3000):
        state = table.state
        if state.is_terminal() or state.moves >= 160:
            break
        if not table.human_turn():
            quick_bots_app.run(frames=1)
            continue
        since = [[e for e in events if visible_to(e, 0)] for actor, events in _since_last(played, 0)]
        if since:
            checks += 1
            places = table.marks.places(0)
            touched: set[str] = set().union(*(table.view.touched_places(events) for events in since))
            assert set(places) == touched
            for events in since:
                for event in events:
                    wanted = must_name(event)
                    named += len(wanted)
                    assert wanted <= set(places), (event, wanted, sorted(places))
            seen = table.seen()
            for name in places:
                rect = table.view.mark_rect(name, seen, 0)
                assert rect is not None and CANVAS.contains(rect), (name, rect)
            gained = table.marks.points(0, seen)
            assert gained == [now - was for now, was in zip(seen.scores(), table.marks.base[0], strict=True)]
            assert _drawn(table) != _drawn(table, marks=False)  # the marks are on the screen
        legal = state.legal_actions()
        table.play(int(legal[int(rng.integers(len(legal)))]))
        assert table.marks.places(0) == {}  # the person acted: their marks went
        assert table.marks.points(0, table.seen()) == [0] * state.num_players
    assert checks >= 3 and named >= 5, (checks, named)


def _since_last(played: list[tuple[int, list[Event]]], person: int) -> list[tuple[int, list[Event]]]:
    found: list[tuple[int, list[Event]]] = []
    for actor, events in played:
        if actor == person:
            found = []
        else:
            found.append((actor, events))
    return found


def _drawn(table: TableScene, marks: bool = True) -> bytes:
    surface = pygame.Surface((1600, 900))
    saved: Any = table.marks.since
    if not marks:
        table.marks.since = {}
        table.marks._cache = None
    try:
        table.draw(surface, 0.0)
    finally:
        table.marks.since = saved
        table.marks._cache = None
    return pygame.image.tobytes(surface, "RGB")
