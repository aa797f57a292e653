"""What flies is not drawn before it lands (Ctx.hidden), and no tooltip covers the tile in hand.

Each test plays a real table scene (animations at normal speed for the action looked at) and draws
with the view the scene uses: a refilled zone stays empty and unnamed while its tile flies; an
objective card shows a tribe's totems only when they have landed; while a tile is dragged over the
cave, no tooltip is drawn over it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import numpy as np
import pygame

from game.client.app import App
from game.client.prehistories import layout as L
from game.client.prehistories import words
from game.client.prehistories.view import PrehistoriesView
from game.client.settings import AnimationSpeed
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from game.rules.base import Event
from game.rules.prehistories import TITLE
from game.rules.prehistories import events as E
from game.rules.prehistories.phase import Phase
from game.rules.prehistories.state import PrehistoriesState
from tests.client.prehistories.helpers import ask, make_ctx, random_position


def find_action(seed: int, wanted: Callable[[list[Event]], bool]) -> tuple[list[int], int, list[Event]]:
    """A random 2-player game of ``seed`` up to the first action whose events are ``wanted``."""
    state = TITLE.new_game(2, seed)
    rng = np.random.default_rng(seed)
    played: list[int] = []
    while not state.is_terminal():
        legal = state.legal_actions()
        action = legal[int(rng.integers(len(legal)))]
        probe = state.clone()
        events = probe.apply(action)
        if wanted(events):
            return played, action, events
        state.apply(action)
        played.append(action)
    raise AssertionError("no such action in this game")


def table_at(app: App, played: list[int], seed: int) -> TableScene:
    """The table after ``played``, in place of a table on top of the stack (as
    ``tests/client/table/test_hint.table_at``: the table before exits and can be freed)."""
    view = PrehistoriesView(app)
    seats = [Seat("Ada"), Seat("Bo")]
    table = TableScene(app, view, Session(TITLE, GameSetup(seats, seed), view=view))
    if isinstance(app.stack.top, TableScene):
        app.stack.replace(table)
    else:
        app.stack.push(table)
    for action in played:
        table.play(action)
    table.anims.finish()
    return table


def has(kind: type[Event]) -> Callable[[list[Event]], bool]:
    """Whether an action's events hold one of ``kind``."""
    return lambda events: any(isinstance(e, kind) for e in events)


def table_before(
    app: App, seed: int, wanted: Callable[[list[Event]], bool]
) -> tuple[TableScene, PrehistoriesView, int, list[Event]]:
    """The table of a random 2-player game of ``seed`` just before the first action whose events
    are ``wanted`` (animations off so far), its view, that action and its events."""
    played, action, events = find_action(seed, wanted)
    table = table_at(app, played, seed)
    view = table.view
    assert isinstance(view, PrehistoriesView)
    return table, view, action, events


def play_animated(app: App, table: TableScene, action: int) -> None:
    """``action`` played with the animations at normal speed: it plays out over frames."""
    app.settings.animation_speed = AnimationSpeed.NORMAL
    table.play(action)


def skip_before_anims(table: TableScene) -> None:
    """Let the anims that show the position before the action end (the brush, the flip)."""
    while table.anims.showing_before():
        table.anims.items.popleft()


def region(table: TableScene, rect: pygame.Rect) -> bytes:
    surface = pygame.Surface(L.CANVAS)
    table.view.draw_base(surface, table.ctx())
    return pygame.image.tobytes(surface.subsurface(rect), "RGB")


def test_a_refilled_zone_stays_empty_and_unnamed_while_its_tile_flies(quick_app: App):
    table, view, action, events = table_before(quick_app, 4, has(E.ZoneRefilled))
    play_animated(quick_app, table, action)
    skip_before_anims(table)
    refill = next(e for e in events if isinstance(e, E.ZoneRefilled))
    state = table.state
    assert isinstance(state, PrehistoriesState)
    z = [zd.label for zd in state.zone_defs].index(refill.zone)
    slot = L.layout(2, view.focus_seat).zones[z]
    ctx = table.ctx()
    assert ("zone", z) in ctx.hidden
    flying = region(table, slot.tile)
    # The slot's middle shows the zone's bare ground, not the tile (its image is centred there).
    surface = pygame.Surface(L.CANVAS)
    view.draw_base(surface, ctx)
    assert surface.get_at(slot.tile.center)[:3] == (58, 48, 40)
    # Hovering it names no tile and draws no sides.
    tip = view.tooltip_at(ctx, slot.tile.center)
    assert tip is not None
    tile_name = words.tile_name(state.zones[z])
    assert tile_name not in tip.body and all(tile_name not in value for _k, value in tip.rows)
    hovered = pygame.Surface(L.CANVAS)
    hovered.blit(surface, (0, 0))
    view.draw_live(hovered, make_hover_ctx(table, slot.tile.center))
    assert pygame.image.tobytes(hovered.subsurface(slot.rect), "RGB") == pygame.image.tobytes(
        surface.subsurface(slot.rect), "RGB"
    )
    table.anims.finish()
    landed = region(table, slot.tile)
    assert landed != flying
    assert tile_name in view.tooltip_at(table.ctx(), slot.tile.center).body


def make_hover_ctx(table: TableScene, pos: tuple[int, int]):
    table.input.hover_pos = pos
    return table.ctx()


def test_an_objective_card_shows_the_totems_only_when_they_have_landed(quick_app: App):
    def meets_card(events: list[Event]) -> bool:
        return any(
            isinstance(e, E.TotemsPlaced) and e.objective not in ("columns", "rows", "legendaries")
            for e in events
        )

    seed = next(s for s in range(1, 40) if _has(s, meets_card))
    table, view, action, events = table_before(quick_app, seed, meets_card)
    before_state = table.state.clone()
    assert isinstance(before_state, PrehistoriesState)
    placed = next(
        e
        for e in events
        if isinstance(e, E.TotemsPlaced) and e.objective not in ("columns", "rows", "legendaries")
    )
    index = [before_state.objective_side(i).id for i in range(len(before_state.objectives))].index(
        placed.objective
    )
    rect = L.objective_rect(index, len(before_state.objectives))
    totems_before = before_state.seats[placed.player].totems
    before_card = region(table, rect)
    play_animated(quick_app, table, action)
    skip_before_anims(table)
    assert table.anims.busy
    # In flight: the card looks as before the action, the tribe has not placed those totems yet.
    assert region(table, rect) == before_card
    shown = view.shown(table.ctx())
    assert placed.player not in shown.scored_by[index]
    assert shown.seats[placed.player].totems <= totems_before + sum(
        e.count
        for e in events
        if isinstance(e, E.TotemsPlaced) and e.player == placed.player and e.objective != placed.objective
    )
    table.anims.finish()
    assert region(table, rect) != before_card
    assert placed.player in view.shown(table.ctx()).scored_by[index]


def _has(seed: int, wanted: Callable[[list[Event]], bool]) -> bool:
    try:
        find_action(seed, wanted)
    except AssertionError:
        return False
    return True


def test_no_tooltip_is_drawn_over_the_tile_in_hand():
    view = PrehistoriesView(None)
    state = random_position(2, 6, 0, Phase.PAINT)
    assert state.phase == Phase.PAINT
    question = ask(view, state)
    mover = state.current_player()
    lay = view.layout(make_ctx(view, state, mover, question))
    block = lay.blocks[mover]
    tool = view.paint_tool(make_ctx(view, state, mover, question))
    assert tool is not None  # the tile in hand follows the pointer over the cave
    over_cave = block.cell_rect(24).center
    assert view.tooltip_at(make_ctx(view, state, mover, question, over_cave), over_cave) is None
    # Elsewhere, and when the person is not dragging (a bot's turn seen), tooltips still come.
    zone = lay.zones[0].rect.center
    assert view.tooltip_at(make_ctx(view, state, mover, question, zone), zone) is not None
    watching = make_ctx(view, state, mover, None, over_cave)
    assert view.tooltip_at(watching, over_cave) is not None


def test_the_reveal_draws_each_party_once_and_the_order_only_where_its_tokens_land(quick_app: App):
    """While the parties turn over, their slots hold only the turning cards (no "forming" line
    under them); while the tribes' tokens fly to the initiative order, its places are empty."""
    table, view, action, _events = table_before(quick_app, 4, has(E.PartiesRevealed))
    play_animated(quick_app, table, action)
    while type(table.anims.current).__name__ != "Flip":  # the committed card flying first
        table.anims.items.popleft()
    assert table.anims.showing_before()
    before = table.ctx().state
    assert isinstance(before, PrehistoriesState)
    lay = L.layout(2, view.focus_seat)
    other = next(b for b in lay.blocks if not b.focus)
    assert ("party", other.seat) in table.ctx().hidden
    empty_slot = before.clone()
    empty_slot.seats[other.seat].committed = False
    empty_slot.forming = -1
    surface = pygame.Surface(L.CANVAS)
    view.draw_base(surface, table.ctx())
    flipping = pygame.image.tobytes(surface.subsurface(other.party), "RGB")
    view.draw_base(surface, dataclasses.replace(table.ctx(), state=empty_slot, hidden=frozenset()))
    assert flipping == pygame.image.tobytes(surface.subsurface(other.party), "RGB")
    # The order: the flight after the flip.
    table.anims.items.popleft()
    assert ("order",) in table.ctx().hidden
    places = L.INITIATIVE.inflate(0, -24).move(0, 12)
    flying = region(table, places)
    table.anims.finish()
    assert region(table, places) != flying  # the tokens are drawn in their places once landed
