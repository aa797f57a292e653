"""The bid-order track keeps its slots: while the bids run, a marker that bids leaves its slot and
the markers behind it stay where they were (they slid to slot 1, which read as a new order); in
the play phase next round's order fills the track from slot 1."""

from __future__ import annotations

from game.client.five_tribes.rows import bid_slots
from game.rules.five_tribes import TITLE
from game.rules.five_tribes.model import Step


def test_markers_keep_their_slots_while_the_bids_run_and_the_next_order_fills_from_the_first():
    for players in (2, 3, 4):
        state = TITLE.new_game(players, 11)
        start = bid_slots(state)
        total = len(start)
        assert sorted(start) == list(range(total)) and total in (3, 4)
        left = 0
        while state.step == Step.BID:
            slots = bid_slots(state)
            # the ones still to bid sit where they sat at the round's start
            assert slots == {slot: start[slot] for slot in range(left, total)}, (players, left, slots)
            state.apply(state.legal_actions()[0])
            left += 1
        assert left == total
        # the play phase: the first marker to play goes to slot 1 of next round's order
        while not state.bid_track and not state.is_terminal():
            state.apply(state.legal_actions()[0])
        assert list(bid_slots(state)) == list(range(len(state.bid_track)))
