"""Tribes of the Wind's animations are paced so a bot's turn waits about a second at easy (issue
16): what one action shows plays together or in a stagger, and a rider never overlaps itself."""

from __future__ import annotations

import random
from collections.abc import Iterator

from game.client.table.anim import Anim, AnimQueue
from game.client.tribes_of_the_wind.anims import (
    CardSlide,
    RiderFlight,
    SmogPuff,
    TileFlip,
    WaterDrops,
    anims_for,
)
from game.rules.tribes_of_the_wind import TITLE


def action_anims(players: int, seed: int, steps: int = 400) -> Iterator[list[Anim]]:
    """The anims of each action of a random game."""
    state = TITLE.new_game(players, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_terminal():
            return
        before = state.clone()
        events = state.apply(rng.choice(state.legal_actions())) or []
        yield anims_for(events, before, None, 1.0)


def playback(anims: list[Anim]) -> float:
    queue = AnimQueue()
    queue.extend(anims)
    return queue.remaining()


def test_a_new_villages_smog_and_water_come_out_as_it_turns():
    seen = 0
    for anims in action_anims(2, 3):
        if anims and isinstance(anims[0], TileFlip) and len(anims) > 1:
            assert isinstance(anims[1], SmogPuff | WaterDrops)
            assert playback(anims) < sum(a.duration for a in anims)
            assert playback(anims) < anims[0].duration + max(a.duration for a in anims[1:])
            seen += 1
    assert seen >= 1


def test_cards_drawn_together_slide_in_a_stagger():
    seen = 0
    for players, seed in ((2, 3), (3, 4), (4, 5)):
        for anims in action_anims(players, seed):
            slides = [a for a in anims if isinstance(a, CardSlide)]
            if len(slides) >= 3 and len(slides) == len(anims):
                assert playback(anims) < 0.7 * sum(a.duration for a in anims)
                seen += 1
    assert seen >= 1


def test_the_next_action_may_follow_anything_but_a_rider_in_flight():
    kinds: set[str] = set()
    for anims in action_anims(2, 5):
        for anim in anims:
            kinds.add(type(anim).__name__)
            assert anim.follow == (0.0 if isinstance(anim, RiderFlight) else 0.5)
    assert {"RiderFlight", "SmogFade", "CardSlide"} <= kinds
