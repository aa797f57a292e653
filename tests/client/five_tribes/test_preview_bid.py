"""A bid's hover preview says the place in the round's turn order it takes (and how far later bids
can push it), not a bare "0 points": the place said is the place the engine gives."""

from __future__ import annotations

import random

import pygame
import pytest

from game.client.app import App
from game.client.five_tribes.plan import bid_place
from game.client.settings import AnimationSpeed, Settings
from game.client.table.session import Seat
from game.client.text import tr
from game.rules.five_tribes import TITLE, FiveTribesState
from game.rules.five_tribes import actions as A
from game.rules.five_tribes.data import ZERO_SPOT
from game.rules.five_tribes.model import Phase, Step
from tests.client.table.test_hint import table_at


def bid_positions(seed: int) -> list[FiveTribesState]:
    """Every bid position of a 2-player random game's first three rounds."""
    state = TITLE.new_game(2, seed)
    rng = random.Random(seed)
    found = []
    while not state.is_terminal() and state.round <= 3:
        if state.step == Step.BID:
            found.append(state.clone())
        state.apply(rng.choice(state.legal_actions()))
    return found


def real_place(state: FiveTribesState, spot: int, rng: random.Random) -> int:
    """Where a bid on ``spot`` ends in the play order once the other markers bid at random."""
    world = state.clone()
    queued = len(world.zero_queue)
    action = A.bid(spot)
    while True:
        last = world.clone()
        world.apply(action)
        if world.phase != Phase.BID or world.is_terminal():
            break
        action = rng.choice(world.legal_actions())
    if last.step == Step.BID:  # the last bid, placed here by hand: the engine starts the play
        # phase within the same step and takes the first marker off the track
        final = last.clone()
        bidder = final.bid_track[0]
        if action - A.BID == ZERO_SPOT:
            final.zero_queue.insert(0, bidder)
        else:
            final.turn_spots[action - A.BID] = bidder
    else:
        final = last
    taken = [s for s in range(ZERO_SPOT) if final.turn_spots[s] >= 0]
    if spot < ZERO_SPOT:
        return taken.index(spot) + 1
    return len(taken) + len(final.zero_queue) - queued  # later bids of 0 joined the queue's front


def test_the_place_said_is_the_place_the_engine_gives():
    rng = random.Random(5)
    checked = fell = 0
    for seed in (1, 2, 3):
        for state in bid_positions(seed):
            for action in state.legal_actions():
                if not A.BID <= action < A.PICK:
                    continue
                place, worst, total = bid_place(state, action - A.BID)
                assert total == 4  # two seats, two markers each
                for _ in range(4):
                    real = real_place(state, action - A.BID, rng)
                    assert place <= real <= worst, (state.action_to_str(action), place, real, worst)
                    checked += 1
                    fell += real > place
    assert checked > 50 and fell > 0


@pytest.mark.parametrize("language", ["en", "uk"])
def test_hovering_bid_0_says_the_place_it_takes(language: str):
    state = next(s for s in bid_positions(1) if s.current_player() == 0 and len(s.bid_track) > 1)
    app = App(Settings(language=language, animation_speed=AnimationSpeed.OFF), headless=True)
    try:
        table = table_at(app, "five_tribes", state, [Seat("Me"), Seat("Bot", "easy")])
        point = table.target_point(A.bid(ZERO_SPOT))
        assert point is not None
        window = app.letterbox.to_window(point)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=window, rel=(0, 0), buttons=(0, 0, 0)))
        app.run(frames=2)
        assert table.previews.rect is not None
        # the free places come after the priced ones, and every later bid can go ahead of it
        place, worst, total = bid_place(state, ZERO_SPOT)
        assert place == 1 + sum(1 for s in range(ZERO_SPOT) if state.turn_spots[s] >= 0)
        assert worst == place + len(state.bid_track) - 1 and total == 4
        said = tr("five_tribes.preview.bid_place_or", place=place, worst=worst, total=total)
        assert table.previews.lines == [said]  # and no "0 points"
    finally:
        app.close()
