"""The words that fly with the animations stay readable where they are drawn: "поранення!" sat on
the zone's name, and "бере 1 карту: за взяті тайли: 1, 1 поранення" ran off the canvas's left edge
over the narrow cave block of the seat in focus."""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from game.client.prehistories import anims, words
from game.client.prehistories import layout as L
from game.client.prehistories.view import PrehistoriesView
from game.client.text import font, tr
from game.rules.prehistories import TITLE
from game.rules.prehistories import events as E
from tests.client.prehistories.helpers import make_ctx


def _labelled_flights(app, players: int, seed: int, kind: type, limit: int = 10):
    """(flight, event, layout, state after) for the labelled flights of ``kind`` events of a seeded
    random game, the seat in focus 0."""
    view = PrehistoriesView(app)
    state = TITLE.new_game(players, seed)
    rng = np.random.default_rng(seed)
    found = []
    while not state.is_terminal() and len(found) < limit:
        legal = state.legal_actions()
        before = state.clone()
        events = state.apply(legal[int(rng.integers(len(legal)))])
        of_kind = [e for e in events if isinstance(e, kind)]
        if not of_kind:
            continue
        ctx = make_ctx(view, state, 0)
        flights = [a for a in view.animate(events, before, ctx, 1.0) if isinstance(a, anims.Flight)]
        if kind is E.TileTaken:
            texts = {tr("prehistories.anim.injury"), tr("prehistories.anim.safe")}
            flights = [f for f in flights if f.label in texts]
        else:
            flights = [f for f in flights if "(" in f.label]  # "draws 2 cards (...)"
        found.extend((f, e, view.layout(ctx), state.clone()) for f, e in zip(flights, of_kind))
    assert found
    return found


def _drawn(monkeypatch, flight: anims.Flight) -> list[pygame.Rect]:
    """Where the flight's label is drawn (every text the flight draws is its label)."""
    drawn: list[pygame.Rect] = []
    real = anims.draw_text

    def recording(surface, content, *args, **kwargs):
        rect = real(surface, content, *args, **kwargs)
        drawn.append(rect)
        return rect

    monkeypatch.setattr(anims, "draw_text", recording)
    flight.elapsed = flight.duration / 2
    flight.draw(pygame.Surface(L.CANVAS), None, False)  # type: ignore[arg-type]
    monkeypatch.setattr(anims, "draw_text", real)
    return drawn


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (4, 5), (5, 7)])
def test_the_injury_word_stays_in_its_zone_clear_of_the_zones_name(app, lang, monkeypatch, players, seed):
    for flight, event, lay, state in _labelled_flights(app, players, seed, E.TileTaken):
        z = [zd.label for zd in state.zone_defs].index(event.zone)
        slot = lay.zones[z]
        name = pygame.Rect((0, 0), font(18, True).size(words.zone(event.zone)))
        name.midtop = (slot.label.centerx, slot.label.y)
        drawn = _drawn(monkeypatch, flight)
        assert drawn
        for rect in drawn:
            assert slot.rect.contains(rect), (flight.label, rect, slot.rect)
            assert not rect.colliderect(name), (flight.label, rect, name)


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 4), (5, 7)])
def test_the_draw_words_stay_inside_the_drawing_tribes_block(app, lang, monkeypatch, players, seed):
    for flight, event, lay, _state in _labelled_flights(app, players, seed, E.CardsDrawn, 16):
        block = lay.blocks[event.player]
        assert flight.label.count(":") <= 1, flight.label  # was "бере 1 карту: за взяті тайли: 1"
        drawn = _drawn(monkeypatch, flight)
        assert drawn
        for rect in drawn:
            assert block.rect.contains(rect), (flight.label, rect, block.rect)


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (4, 5)])
def test_the_groups_total_stands_clear_of_the_zones_arrows(app, en, monkeypatch, players, seed):
    view = PrehistoriesView(app)
    state = TITLE.new_game(players, seed)
    rng = np.random.default_rng(seed)
    checked = 0
    while not state.is_terminal() and checked < 8:
        legal = state.legal_actions()
        before = state.clone()
        events = state.apply(legal[int(rng.integers(len(legal)))])
        assigned = [e for e in events if isinstance(e, E.HunterAssigned)]
        if not assigned:
            continue
        ctx = make_ctx(view, state, 0)
        lay = view.layout(ctx)
        flights = [a for a in view.animate(events, before, ctx, 1.0) if isinstance(a, anims.Flight)]
        flight = next(f for f in flights if f.label == str(assigned[0].group_total))
        marks = lay.zones[[zd.label for zd in state.zone_defs].index(assigned[0].zone)].marks
        for rect in _drawn(monkeypatch, flight):
            assert not rect.colliderect(marks), (rect, marks)
        checked += 1
    assert checked
