"""The coach's named places of the Five Tribes table frame all of what they name: the turn track's
box framed the 18, 12 and 8 with the free places and left the 5, 3 and 1 outside."""

from __future__ import annotations

from game.client.five_tribes import layout as L
from game.client.five_tribes.places import place


def test_the_turn_track_frames_every_spot_and_the_bid_track_every_slot():
    track = place("turn_track")
    assert track is not None
    assert all(track.contains(L.spot_rect(spot)) for spot in range(9))
    bids = place("bid_track")
    assert bids is not None and all(bids.contains(L.bid_slot_rect(slot)) for slot in range(4))
    bag = place("bag")
    assert bag is not None and all(bag.contains(L.bag_rect(colour)) for colour in range(5))
