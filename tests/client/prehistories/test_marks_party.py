"""A mark on another tribe's hand or party outlines what its panel shows there: the committed
party's face-down card, the revealed party's cards, else the hand and pile counts. Guards against:
the whole party area was outlined around an empty party (no hunters sent), a large empty frame."""

from __future__ import annotations

import numpy as np

from game.client.prehistories import layout as L
from game.client.prehistories import marks
from game.client.prehistories.seats import PARTY_CARD, party_places
from game.rules.prehistories import TITLE
from game.rules.prehistories.phase import Phase


def test_a_hand_mark_outlines_what_the_panel_draws():
    empty = cards = committed = 0
    for seed in range(6):
        players = 2 + seed % 4
        state = TITLE.new_game(players, seed)
        rng = np.random.default_rng(seed)
        while not state.is_terminal() and state.moves < 300:
            legal = state.legal_actions()
            events = state.apply(legal[int(rng.integers(len(legal)))])
            for name in marks.touched_places(events):
                if not name.startswith("hand_"):
                    continue
                seat = int(name.rpartition("_")[2])
                for focus in range(players):
                    if focus == seat:
                        continue  # the person's own hand: the large cards of the bottom strip
                    seen = state.observation(focus)
                    block = L.layout(players, focus).blocks[seat]
                    rect = marks.mark_rect(name, seen, focus)
                    assert rect is not None
                    assert rect.height <= 64 or seen.seats[seat].party, "a frame around nothing"
                    party = seen.seats[seat].party
                    if seen.phase == Phase.INITIATIVE and seen.seats[seat].committed:
                        committed += 1
                        assert rect.topleft == block.party.topleft and rect.height <= 48
                    elif party and seen.phase != Phase.INITIATIVE:
                        cards += 1
                        for spot in party_places(block.party, len(party)):
                            assert rect.contains((*spot, *PARTY_CARD))
                        assert block.party.contains(rect)
                    else:
                        empty += 1
                        assert rect.contains(block.counts) and rect.height <= block.counts.height + 4
    assert empty and cards and committed
