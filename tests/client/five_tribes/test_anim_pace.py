"""Five Tribes' animations are paced so a bot's turn waits about a second at easy: a
path's hops are brisk, and what a tile gives plays in a stagger, never over a hop."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from game.client.five_tribes.anim import HOP_SECONDS, anims_for
from game.client.table.anim import Anim, AnimQueue
from game.rules.base import Event
from game.rules.five_tribes import TITLE
from game.rules.five_tribes import events as E
from game.rules.five_tribes.state import FiveTribesState


def actions(seed: int) -> Iterator[tuple[FiveTribesState, list[Event]]]:
    """Each action of a random 2-player game: the state before it and its events."""
    state = TITLE.new_game(2, seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        before = state.clone()
        yield before, state.apply(rng.choice(state.legal_actions()))


def playback(anims: list[Anim]) -> float:
    queue = AnimQueue()
    queue.extend(anims)
    return queue.remaining()


def test_what_the_last_drop_wins_plays_in_a_stagger_shorter_than_one_after_another():
    staggered = 0
    for before, events in actions(5):
        if not any(isinstance(e, E.MeeplesTaken) for e in events):
            continue
        anims = anims_for(events, before, 1.0)
        if len(anims) >= 3:
            assert playback(anims) < sum(a.duration for a in anims) - 0.1
            staggered += 1
    assert staggered >= 3


def test_nothing_plays_over_a_hop_and_a_hop_is_brisk():
    hops = 0
    for before, events in actions(6):
        anims = anims_for(events, before, 1.0)
        for previous, anim in zip(anims, anims[1:]):
            if previous.before:
                assert anim.overlap == 0  # the taken meeples would stand on the tile still shown
        hops += sum(1 for a in anims if getattr(a, "kind", "") == "hop")
    assert hops > 10
    assert 0.15 <= HOP_SECONDS <= 0.2  # docs/ui.md's 150-400 ms, at its brisk end


@pytest.mark.parametrize("scale", [1.0, 0.5])
def test_a_bids_coins_fly_off_as_its_price_shows(scale: float):
    for before, events in actions(7):
        if any(isinstance(e, E.BidPlaced) for e in events) and any(
            isinstance(e, E.CoinsPaid) and e.amount > 0 for e in events
        ):
            anims = anims_for(events, before, scale)
            assert playback(anims) == pytest.approx(max(a.duration for a in anims))
            return
    raise AssertionError("no paid bid in this game")
