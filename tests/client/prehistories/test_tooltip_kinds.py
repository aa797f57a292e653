"""Every tooltip kind of the Prehistories table, hovered where the table draws it, in Ukrainian and
English: each says its own localized text with the values of the thing under the pointer.

The kinds are the bodies tooltips.py can give; positions come from seeded random games (and a
scenario for a used-up stack), the expected text is built from the translation files with the
values read from the engine, so a wrong kind, a wrong value or a missing translation all fail.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterator

import numpy as np
import pytest

from game.client.prehistories import layout as L
from game.client.prehistories import progress, words
from game.client.prehistories.questions import card_rects
from game.client.prehistories.view import PrehistoriesView
from game.client.table.view_types import Tooltip
from game.client.text import set_language, tr
from game.rules.prehistories import TITLE
from game.rules.prehistories.data import STACKS, STRENGTH, components
from game.rules.prehistories.phase import Phase
from game.rules.prehistories.state import PrehistoriesState
from tests.client.prehistories.helpers import make_ctx

T = "prehistories.tip"
CYRILLIC = re.compile("[а-яіїєґА-ЯІЇЄҐ]")


def positions() -> Iterator[PrehistoriesState]:
    """Every position of a few seeded random 2- and 3-player games."""
    for players, seed in ((2, 1), (3, 2), (2, 3), (3, 4)):
        state = TITLE.new_game(players, seed)
        rng = np.random.default_rng(seed)
        while not state.is_terminal():
            yield state.clone()
            legal = state.legal_actions()
            state.apply(legal[int(rng.integers(len(legal)))])


POOL = list(positions())


def first(test: Callable[[PrehistoriesState], bool]) -> PrehistoriesState:
    return next(s for s in POOL if test(s))


def hover(view: PrehistoriesView, state: PrehistoriesState, viewer: int | None, pos, hidden=frozenset()):
    ctx = dataclasses.replace(make_ctx(view, state, viewer, hover=pos), hidden=hidden)
    tip = view.tooltip_at(ctx, pos)
    assert tip is not None, f"no tooltip at {pos}"
    return tip


def lay_of(view: PrehistoriesView, state: PrehistoriesState, viewer: int | None) -> L.Layout:
    return view.layout(make_ctx(view, state, viewer))


def text_of(tip: Tooltip) -> str:
    return " ".join([tip.title, tip.body, *(f"{a} {b}" for a, b in tip.rows)])


def names(state: PrehistoriesState) -> list[str]:
    return [f"Seat {p + 1}" for p in range(state.num_players)]


# -- the kinds: each returns (tooltip, expected body, expected rows that must be among its rows) --


def zone_with_tile(view):
    state = first(lambda s: s.phase == Phase.INITIATIVE and s.zones[1] >= 0)
    zone = state.zone_defs[1]
    tip = hover(view, state, 0, lay_of(view, state, 0).zones[1].rect.center)
    kind = state.zones[1]
    rows = [
        (tr(f"{T}.orange"), tr(f"{T}.injury_value", strengths=f"{zone.orange}–{zone.green - 1}")),
        (tr(f"{T}.green"), tr(f"{T}.safe_value", value=zone.green)),
        (tr(f"{T}.animal"), words.animal(components().tiles[kind].animal)),
    ]
    assert tip.title == words.zone(zone.label)
    return tip, tr(f"{T}.zone_body", tile=words.tile_name(kind)), rows


def zone_empty(view):
    state = first(
        lambda s: (
            s.phase == Phase.HUNT
            and any(k < 0 and s.stacks[s.zone_defs[z].stack] for z, k in enumerate(s.zones))
        )
    )
    z = next(z for z, k in enumerate(state.zones) if k < 0 and state.stacks[state.zone_defs[z].stack])
    return hover(view, state, 0, lay_of(view, state, 0).zones[z].rect.center), tr(f"{T}.zone_empty"), []


def zone_dead(view):
    state = TITLE.scenario(
        {"players": 4, "seed": 3, "phase": "round_start", "zones": {"5": None}, "stacks": {"legendary": []}}
    )
    z = [zd.label for zd in state.zone_defs].index("5")
    assert state.zones[z] < 0
    return hover(view, state, 0, lay_of(view, state, 0).zones[z].rect.center), tr(f"{T}.zone_dead"), []


def zone_arriving(view):
    state = first(lambda s: s.phase == Phase.INITIATIVE and s.zones[2] >= 0)
    pos = lay_of(view, state, 0).zones[2].rect.center
    tip = hover(view, state, 0, pos, frozenset({("zone", 2)}))
    assert words.tile_name(state.zones[2]) not in text_of(tip)
    return tip, tr(f"{T}.zone_arriving"), []


def stack(view):
    state = POOL[0]
    tip = hover(view, state, 0, lay_of(view, state, 0).stack_rect(2).center)
    assert tip.title == tr(f"{T}.stack", size=STACKS[2])
    return tip, tr(f"{T}.stack_body", count=len(state.stacks[2])), []


def order(view):
    state = POOL[0]
    return hover(view, state, 0, L.INITIATIVE.move(0, 4).topleft), tr(f"{T}.order_body"), []


def objective_missing(view):
    state = POOL[0]
    side = state.objective_side(0)
    tip = hover(view, state, 0, L.objective_rect(0, len(state.objectives)).center)
    rows = [
        (tr(f"{T}.first_later"), f"{side.first} / {side.later}"),
        (tr(f"{T}.met_by"), tr(f"{T}.nobody")),
        ("Seat 1", progress.missing(side.id, state.seats[0].cave, 0)),
    ]
    return tip, words.objective_rule(side.id), rows


def objective_met(view):
    state = first(lambda s: any(s.scored_by))
    index = next(i for i, scored in enumerate(state.scored_by) if scored)
    seat = state.scored_by[index][0]
    tip = hover(view, state, seat, L.objective_rect(index, len(state.objectives)).center)
    rows = [(f"Seat {seat + 1}", tr(f"{T}.done_yours"))]
    return tip, words.objective_rule(state.objective_side(index).id), rows


def square(view, body_key: str, pick, phase_test=lambda s: True, **params):
    def found(view):
        state = first(lambda s: phase_test(s) and pick(s) is not None)
        cell = pick(state)
        tip = hover(view, state, 0, lay_of(view, state, 0).blocks[0].cell_rect(cell).center)
        return tip, tr(f"{T}.{body_key}", **{k: f(state, cell) for k, f in params.items()}), []

    return found


def _painted(state):
    placements = state.seats[0].cave.placements
    if not placements:
        return None
    kind, side, anchor = placements[0]
    return components().tiles[kind].sides[side].mask_at(anchor).bit_length() - 1


def _placement_of(state, cell):
    for kind, side, anchor in state.seats[0].cave.placements:
        if components().tiles[kind].sides[side].mask_at(anchor) >> cell & 1:
            return kind, side
    raise AssertionError(cell)


def _empty(state, reachable: bool):
    cave = state.seats[0].cave
    if not cave.tiles:
        return None
    layout = cave.layout
    special = {layout.hunter, layout.one_hand, layout.two_hands, *layout.totems}
    frontier = cave.frontier()
    for cell in range(49):
        if cave.tiles >> cell & 1 or cell in special:
            continue
        if bool(frontier >> cell & 1) == reachable:
            return cell
    return None


def _fresh(state, column_a: bool):
    cave = state.seats[0].cave
    if cave.tiles:
        return None
    layout = cave.layout
    special = {layout.hunter, layout.one_hand, layout.two_hands, *layout.totems}
    return next(c for c in range(49) if (c % 7 == 0) == column_a and c not in special)


SQUARES = {
    "painted_with": square(
        None,
        "painted_with",
        _painted,
        tile=lambda s, c: words.tile_name(_placement_of(s, c)[0]),
        side=lambda s, c: words.side(_placement_of(s, c)[1]),
    ),
    "hunter": square(None, "hunter", lambda s: s.seats[0].cave.layout.hunter),
    "totem_square": square(
        None,
        "totem_square",
        lambda s: s.seats[0].cave.layout.totems[0],
        animal=lambda s, c: words.tribe_animal(s.seats[0].colour),
    ),
    "one_hand": square(None, "one_hand", lambda s: s.seats[0].cave.layout.one_hand),
    "two_hands": square(None, "two_hands", lambda s: s.seats[0].cave.layout.two_hands),
    "empty_reachable": square(None, "empty_reachable", lambda s: _empty(s, True)),
    "empty": square(None, "empty", lambda s: _empty(s, False)),
    "empty_first": square(None, "empty_first", lambda s: _fresh(s, True)),
    "empty_not_first": square(None, "empty_not_first", lambda s: _fresh(s, False)),
}


def totems(view):
    state = first(lambda s: s.scores()[0] > 0)
    tip = hover(view, state, 0, lay_of(view, state, 0).blocks[0].totems.move(4, 14).topleft)
    placed = state.scores()[0]
    assert tip.title == tr(f"{T}.totems", name="Seat 1")
    return tip, tr(f"{T}.totems_body", placed=placed, left=8 - placed), [(tr(f"{T}.total"), str(placed))]


def card(view, where: str):
    def found(view):
        def test(s):
            seat = s.seats[s.current_player()] if s.current_player() >= 0 else None
            return s.phase == Phase.INITIATIVE and seat is not None and bool(seat.party) == (where == "party")

        state = first(test)
        viewer = state.current_player()
        seat = state.seats[viewer]
        speed = seat.party[0] if where == "party" else next(c for c in seat.hand if c not in seat.party)
        rect = card_rects(view.observe(state, viewer), viewer)[speed]
        tip = hover(view, state, viewer, (rect.centerx, rect.y + 10))
        rows = [
            (tr(f"{T}.strength"), str(STRENGTH[speed])),
            (tr(f"{T}.speed"), str(speed)),
            (tr(f"{T}.where"), tr(f"{T}.where_{where}")),
        ]
        assert tip.title == words.card_title(speed) and tip.title[0].isupper()
        return tip, tr(f"{T}.card_body"), rows

    return found


def pending(view, fits: bool):
    def found(view):
        def test(s):
            if s.phase != Phase.PAINT or not s.offered_pending():
                return False
            cave = s.seats[s.current_player()].cave
            return any(cave.fits(components().tiles[k]) == fits for _z, k in sorted(s.offered_pending()))

        state = first(test) if fits else _nowhere()
        mover = state.current_player()
        offered = sorted(state.offered_pending())
        cave = state.seats[mover].cave
        place = next(i for i, (_z, k) in enumerate(offered) if cave.fits(components().tiles[k]) == fits)
        if not fits:
            assert len(components().tiles[offered[place][1]].sides[0].cells) > 1
        kind = offered[place][1]
        tip = hover(view, state, mover, L.pending_rects(len(offered))[place].center)
        body_key = "tile_legendary" if components().tiles[kind].legendary else "tile_body"
        body = tr(f"{T}.{body_key}")
        if not components().tiles[kind].two_shapes and not components().tiles[kind].legendary:
            body += " " + tr(f"{T}.same_sides")
        body += " " + tr(f"{T}.pending_fits" if fits else f"{T}.pending_nowhere")
        assert tip.title == words.tile_name(kind)
        return tip, body, [(tr(f"{T}.animal"), words.animal(components().tiles[kind].animal))]

    return found


def _nowhere() -> PrehistoriesState:
    """A paint step whose painter's cave is full but for its last square (g7): no pending tile of
    two squares or more fits anywhere (2.5: it is discarded)."""
    found = first(
        lambda s: (
            s.phase == Phase.PAINT
            and any(len(components().tiles[k].sides[0].cells) > 1 for _z, k in s.offered_pending())
        )
    )
    state = found.clone()
    cave = state.seats[state.current_player()].cave
    full = (1 << 49) - 1 & ~(1 << 48)
    cave.tiles = full & ~cave.layout.pre_painted
    cave.painted = full
    return state


def party(view, key: str):
    def found(view):
        def test(s):
            if s.num_players < 3 or s.current_player() < 0:
                return False
            others = [p for p in range(s.num_players) if p != s.current_player()]
            if key == "party_shown":
                return s.phase == Phase.HUNT and any(s.seats[p].party for p in others)
            if s.phase != Phase.INITIATIVE:
                return False
            return any(s.seats[p].committed == (key == "party_hidden") for p in others)

        state = first(test)
        viewer = state.current_player()
        others = [p for p in range(state.num_players) if p != viewer]
        if key == "party_shown":
            seat = next(p for p in others if state.seats[p].party)
            body = tr(
                f"{T}.party_shown",
                cards=", ".join(str(c) for c in state.seats[seat].party),
                value=state.strength_of(state.seats[seat].party),
            )
        else:
            seat = next(p for p in others if state.seats[p].committed == (key == "party_hidden"))
            body = tr(f"{T}.{key}")
        tip = hover(view, state, viewer, lay_of(view, state, viewer).blocks[seat].party.move(4, 4).topleft)
        assert tip.title == tr(f"{T}.party", name=f"Seat {seat + 1}")
        return tip, body, []

    return found


def seat_header(view):
    state = POOL[0]
    tip = hover(view, state, 0, lay_of(view, state, 0).blocks[1].header.move(60, 8).topleft)
    seat = state.seats[1]
    rows = [
        (tr(f"{T}.tribe"), f"{words.colour(seat.colour)} · {words.tribe_animal(seat.colour)}"),
        (tr(f"{T}.in_deck"), str(len(seat.deck))),
        (tr(f"{T}.in_discard"), str(len(seat.discard))),
    ]
    assert tip.title == "Seat 2"
    return tip, tr(f"{T}.seat_body"), rows


KINDS: dict[str, Callable] = {
    "zone_body": zone_with_tile,
    "zone_empty": zone_empty,
    "zone_dead": zone_dead,
    "zone_arriving": zone_arriving,
    "stack_body": stack,
    "order_body": order,
    "objective_missing": objective_missing,
    "objective_met": objective_met,
    **SQUARES,
    "totems_body": totems,
    "card_in_hand": card(None, "hand"),
    "card_in_party": card(None, "party"),
    "pending_fits": pending(None, True),
    "pending_nowhere": pending(None, False),
    "party_forming": party(None, "party_forming"),
    "party_hidden": party(None, "party_hidden"),
    "party_shown": party(None, "party_shown"),
    "seat_body": seat_header,
}


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_each_tooltip_kind_says_its_own_text_in_both_languages(app, kind: str):
    view = PrehistoriesView(app)
    said: dict[str, str] = {}
    try:
        for language in ("uk", "en"):
            set_language(language)
            tip, body, rows = KINDS[kind](view)
            text = text_of(tip)
            assert tip.title.strip() and tip.body.strip(), text
            assert "prehistories." not in text and "%{" not in text, text  # every key translated
            assert tip.body == body, (language, tip.body, body)
            for row in rows:
                assert row in tip.rows, (language, row, tip.rows)
            if language == "uk":
                assert CYRILLIC.search(tip.body), tip.body
            said[language] = tip.body
    finally:
        set_language("en")
    assert said["uk"] != said["en"]
