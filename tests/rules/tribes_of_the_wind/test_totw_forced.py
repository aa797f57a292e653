"""A turn whose only legal first decision is the temple action: the engine takes it itself, says so
with an event, and the turn's start tells the other seats that it could have (contract reveals)."""

from __future__ import annotations

import numpy as np

from game.rules.contract import check_reveals
from game.rules.tribes_of_the_wind import actions as act
from game.rules.tribes_of_the_wind.board import EMPTY
from game.rules.tribes_of_the_wind.legal import playable_rows
from game.rules.tribes_of_the_wind.state import Phase, Step, TotwState

from .conftest import TITLE


def _stuck_hand(state: TotwState, seat: int) -> None:
    """Give ``seat`` five cards none of whose rows it can play now (swapped with the deck; a card's
    requirement counts the whole holder, so the slots are checked again until none is playable)."""
    board = state.boards[seat]
    for _ in range(20):
        playable = [slot for slot in range(5) if any(playable_rows(state, seat, slot))]
        if not playable:
            state._legal = None
            return
        slot = playable[0]
        for i, card in enumerate(state.element_deck):
            old = board.hand[slot]
            board.hand[slot] = card
            if not any(playable_rows(state, seat, slot)):
                state.element_deck[i] = old
                break
            board.hand[slot] = old
    raise AssertionError("no hand without a playable card found")


def _leader_choice_before_stuck_seat() -> TotwState:
    """Seat 0 about to take a leader card, the last decision of its turn; seat 1 holds a hand of
    which nothing is playable and builds no village, so its turn starts with the temple action."""
    state = TITLE.new_game(3, 4)
    assert isinstance(state, TotwState)
    _stuck_hand(state, 1)
    state.phase = Phase.LEADER
    state.queue = [(int(Step.NEXT_TURN), 0)]
    state._legal = None
    assert len(state.legal_actions()) >= 2
    return state


def test_a_forced_temple_action_is_an_event_and_the_turn_start_reveals() -> None:
    state = _leader_choice_before_stuck_seat()
    events = state.apply(state.legal_actions()[0])
    kinds = [e.kind for e in events]
    assert "temple_action_taken" in kinds, kinds
    taken = next(e for e in events if e.kind == "temple_action_taken")
    assert taken.player == 1 and taken.forced
    started = next(e for e in events if e.kind == "turn_started")
    assert started.player == 1 and started.reveals
    assert state.phase == Phase.DISCARD and state.seat == 1
    assert act.TEMPLE_ACTION not in state.history, "the engine's own step is not a decision"


def test_the_start_of_a_turn_the_engine_may_force_says_it_reveals() -> None:
    # The contract's check: a world seat 0 cannot tell apart (seat 1's fronts redrawn) mostly lets
    # seat 1 choose, so seeing seat 1 forced (or not) is news to seat 0 and an event must say so.
    for seed in range(12):
        state = _leader_choice_before_stuck_seat()
        before = state.clone()
        action = state.legal_actions()[0]
        events = state.apply(action)
        check_reveals(before, action, state, events, np.random.default_rng(seed))


def test_a_chosen_temple_action_is_not_forced() -> None:
    state = TITLE.new_game(2, 3)
    assert isinstance(state, TotwState)
    events = state.apply(act.TEMPLE_ACTION)
    taken = [e for e in events if e.kind == "temple_action_taken"]
    assert len(taken) == 1 and not taken[0].forced and taken[0].player == 0
    assert all(c != EMPTY for c in state.boards[0].hand)
