"""Spec 8: observations carry no hidden card, determinizations resample only what is hidden."""

from __future__ import annotations

import numpy as np
import pytest

from game.rules import load_title
from game.rules.prehistories.data import components
from game.rules.prehistories.state import Phase

TITLE = load_title("prehistories")


def _positions(players: int, seed: int, every: int = 3):
    """States along one random game, every few decisions."""
    state = TITLE.new_game(players, seed)
    rng = np.random.default_rng(seed)
    step = 0
    while not state.is_terminal():
        if step % every == 0:
            yield state
        legal = state.legal_actions()
        state.apply(legal[int(rng.integers(len(legal)))])
        step += 1


@pytest.mark.parametrize("players", [2, 3, 5])
def test_an_observation_holds_no_card_its_viewer_cannot_see(players):
    for state in _positions(players, 20 + players):
        for viewer in range(players):
            obs = state.observation(viewer)
            assert not obs.has_generator()
            for index, (real, seen) in enumerate(zip(state.seats, obs.seats)):
                assert set(seen.deck) <= {0} and len(seen.deck) == len(real.deck)
                if index == viewer:
                    assert seen.hand == real.hand and seen.party == real.party
                    continue
                visible = {c for c in seen.hand if c}
                assert visible == real.known
                if state.phase == Phase.INITIATIVE:
                    assert seen.party == []
                    assert len(seen.hand) == len(real.hand) + len(real.party)
                else:
                    assert seen.party == real.party


def test_a_committed_party_stays_hidden_until_the_reveal(ph_scenario):
    state = ph_scenario("what_a_rival_sees.json")
    state.apply(state.parse_action("select 42"))
    state.apply(state.parse_action("select 49"))
    state.apply(state.parse_action("commit"))
    other = ph_scenario("what_a_rival_sees.json")
    other.apply(other.parse_action("select 1"))
    other.apply(other.parse_action("commit"))
    seen = state.observation(1)
    assert 42 not in seen.seats[0].hand + seen.seats[0].party
    assert seen.to_dict() == other.observation(1).to_dict(), "neither the cards nor the size show"


@pytest.mark.parametrize("players", [2, 4])
def test_a_determinization_agrees_with_everything_the_viewer_sees(players):
    rng = np.random.default_rng(players)
    for state in _positions(players, 30 + players, every=5):
        for viewer in range(players):
            expected = state.observation(viewer).to_dict()
            full = state.determinize(viewer, rng)
            assert full.rng is not None and full.observer == -1
            assert full.observation(viewer).to_dict() == expected
            for index, seat in enumerate(full.seats):
                cards = seat.hand + seat.party + seat.deck + seat.discard
                if index == full.current_player() and full.open_zone >= 0:
                    cards += full.group
                assert sorted(cards) == list(components().tribes[seat.colour].cards)
                for number, size in seat.segments:
                    assert size > 0 and number < seat.next_segment
            if not full.is_terminal():
                assert full.legal_actions()


def test_determinize_reads_only_the_observation():
    positions = (s for seed in range(10) for s in _positions(3, seed, every=7))
    state = next(s for s in positions if all(seat.discard for seat in s.seats))
    for viewer in range(3):
        from_state = state.determinize(viewer, np.random.default_rng(99))
        from_view = state.observation(viewer).determinize(viewer, np.random.default_rng(99))
        assert from_state.to_dict() == from_view.to_dict()


def test_determinizations_vary_the_hidden_cards_and_keep_the_public_ones(ph_scenario):
    state = ph_scenario("what_a_rival_sees.json")
    for move in ("select 42", "select 49", "commit", "commit", "assign 1 42", "take 1"):
        state.apply(state.parse_action(move))
    rng = np.random.default_rng(1)
    hands = set()
    for _ in range(40):
        full = state.determinize(1, rng)
        hands.add(tuple(sorted(full.seats[0].hand)))
        assert 49 in full.seats[0].hand
        assert 42 in full.seats[0].discard
    assert len(hands) > 1


def test_a_seat_forming_its_party_keeps_a_faster_card_in_each_determinization(ph_scenario):
    state = ph_scenario("what_a_rival_sees.json")
    state.apply(state.parse_action("select 42"))
    rng = np.random.default_rng(2)
    for _ in range(30):
        full = state.determinize(1, rng)
        party, hand = full.seats[0].party, full.seats[0].hand
        assert any(c > max(party, default=0) for c in hand)
        assert full.legal_actions() != [0]


def test_drawn_cards_show_only_to_their_owner_in_events(ph_scenario):
    from game.rules.prehistories.events import CardsDrawn, seen_by

    state = ph_scenario("empty_party.json")
    events = state.apply(state.parse_action("commit"))
    events += state.apply(state.parse_action("select 14"))
    events += state.apply(state.parse_action("select 55"))
    events += state.apply(state.parse_action("select 35"))
    events += state.apply(state.parse_action("select 44"))
    drawn = next(e for e in events if isinstance(e, CardsDrawn))
    assert seen_by(drawn, 0) == CardsDrawn(0, (10, 15, 16), 3)
    assert seen_by(drawn, 1) == CardsDrawn(0, (), 3)
    for event in events:
        assert event.to_dict()["kind"] == event.kind
