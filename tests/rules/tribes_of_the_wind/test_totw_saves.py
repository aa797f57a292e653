"""Replays, saves and observations: seed + actions replay exactly; saves round-trip; damage is refused."""

from __future__ import annotations

import copy
import json

import numpy as np
import pytest

from game.rules.base import SaveError
from game.rules.tribes_of_the_wind.legal import HIDDEN
from game.rules.tribes_of_the_wind.state import TotwState

from .conftest import TITLE


def _random_actions(state: TotwState, seed: int, count: int) -> list[int]:
    rng = np.random.default_rng(seed)
    done = []
    for _ in range(count):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        action = legal[int(rng.integers(len(legal)))]
        state.apply(action)
        done.append(action)
    return done


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_seed_and_action_list_replay_the_game_exactly(players: int) -> None:
    original = TITLE.new_game(players, 11)
    actions = _random_actions(original, 11, 10_000)
    assert original.is_terminal()
    replay = TITLE.new_game(players, 11)
    for action in actions:
        replay.apply(action)
    assert replay.to_dict() == original.to_dict()


@pytest.mark.parametrize("players", [2, 5])
def test_a_save_round_trips_through_json_and_plays_on_identically(players: int) -> None:
    state = TITLE.new_game(players, 21, round_limit=12, tie_break="shared")
    _random_actions(state, 3, 250)
    saved = json.loads(json.dumps(state.to_dict()))
    assert saved["title"] == "tribes_of_the_wind" and saved["version"] == 1
    loaded = TotwState.from_dict(saved)
    assert loaded.to_dict() == state.to_dict()
    assert loaded.legal_actions() == state.legal_actions()
    # the generator is saved too: reshuffles after loading match the original
    tail_a = _random_actions(state, 5, 10_000)
    tail_b = _random_actions(loaded, 5, 10_000)
    assert tail_a == tail_b and loaded.to_dict() == state.to_dict()


def test_clones_are_independent() -> None:
    state = TITLE.new_game(3, 4)
    before = state.to_dict()
    twin = state.clone()
    _random_actions(twin, 1, 300)
    assert state.to_dict() == before
    again = state.clone()
    _random_actions(again, 1, 300)
    assert again.to_dict() == twin.to_dict()


def _damaged(save: dict) -> list[dict]:
    cases = []

    def variant(change) -> None:
        broken = copy.deepcopy(save)
        change(broken)
        cases.append(broken)

    variant(lambda s: s.update(title="five_tribes"))
    variant(lambda s: s.update(version=99))
    variant(lambda s: s.pop("boards"))
    variant(lambda s: s.update(players=7))
    variant(lambda s: s["element_deck"].append(s["element_deck"][0]))  # a card in two places
    variant(lambda s: s["element_deck"].pop())  # a card missing
    variant(lambda s: s["boards"][0].update(capital=s["boards"][0]["capital"] + 1))  # an 8th rider
    variant(lambda s: s["boards"][0]["pollution"].update(a1=2))  # pollution under the start tile
    variant(lambda s: s["boards"][1].update(leader=s["boards"][0]["leader"]))
    variant(lambda s: s["boards"][0].update(hand=["zz99"] * 5))
    variant(lambda s: s.update(phase="dancing"))
    variant(lambda s: s["rule_flags"].update(final_round="yes"))
    variant(lambda s: s["rng"].update(state="not a number"))
    variant(lambda s: s.update(queue=[["fly", 1]]))
    variant(lambda s: s["boards"][0]["terrain"].pop("a1"))
    variant(lambda s: s.update(phase="move", counter=0, queue=[["end_turn", 0]]))  # no moves left
    variant(lambda s: s.update(phase="clean", counter=1, queue=[]))  # nothing after the phase
    return cases


def test_damaged_saves_raise_save_error() -> None:
    state = TITLE.new_game(3, 8)
    _random_actions(state, 2, 120)
    save = state.to_dict()
    for broken in _damaged(save):
        with pytest.raises(SaveError):
            TotwState.from_dict(broken)
    for junk in (None, [], "save", {"title": "tribes_of_the_wind"}):
        with pytest.raises(SaveError):
            TotwState.from_dict(junk)  # type: ignore[arg-type]


def test_observation_shows_own_fronts_and_only_backs_of_others() -> None:
    state = TITLE.new_game(3, 5)
    view = state.observation(1)
    assert view.boards[1].hand == state.boards[1].hand
    for q in (0, 2):
        assert all(c >= HIDDEN for c in view.boards[q].hand)
        assert [view.element_of(c) for c in view.boards[q].hand] == [
            state.element_of(c) for c in state.boards[q].hand
        ]
    assert all(c >= HIDDEN for c in view.element_row)
    assert view.element_of(view.element_deck[-1]) == state.element_of(state.element_deck[-1])
    assert len(view.element_deck) == len(state.element_deck)
    assert view.element_discard == state.element_discard
    assert len(view.forest_stack) == len(state.forest_stack) and set(view.forest_stack) == {-2}
    assert len(view.village_deck) == len(state.village_deck) and set(view.village_deck) == {-2}


def test_determinizations_differ_but_the_real_state_is_untouched() -> None:
    state = TITLE.new_game(4, 6)
    before = state.to_dict()
    worlds = [state.observation(0).determinize(0, np.random.default_rng(s)) for s in range(5)]
    assert state.to_dict() == before
    assert len({tuple(w.boards[1].hand) for w in worlds}) > 1
    for world in worlds:
        _random_actions(world, 1, 200)


def test_an_observation_summary_names_no_hidden_card_and_cannot_be_loaded() -> None:
    state = TITLE.new_game(3, 9)
    _random_actions(state, 4, 60)
    view = state.observation(0)
    text = json.dumps(view.to_dict())
    data = state.data
    hidden = [c for q in (1, 2) for c in state.boards[q].hand] + state.element_row + state.element_deck
    assert all(f'"{data.card_ids[c]}"' not in text for c in hidden if c >= 0)
    assert all(f'"{data.card_ids[c]}"' in text for c in state.boards[0].hand if c >= 0)
    assert all(f'"{data.tile_ids[t]}"' not in text for t in state.forest_stack)
    assert view.to_dict()["boards"][1]["hand"] == [
        f"{('red', 'blue', 'green', 'yellow')[state.element_of(c)]}?" for c in state.boards[1].hand
    ]
    with pytest.raises(SaveError, match="observation"):
        TotwState.from_dict(view.to_dict())
