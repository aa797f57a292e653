"""The notation of spec section 6 both ways, and illegal actions with their reasons."""

from __future__ import annotations

import pytest

from game.rules.base import IllegalAction
from game.rules.tribes_of_the_wind import actions as act

from .conftest import TITLE


def test_every_action_id_has_a_text_that_parses_back() -> None:
    texts = [act.action_to_str(a) for a in range(act.NUM_ACTIONS)]
    assert len(set(texts)) == act.NUM_ACTIONS == TITLE.num_distinct_actions == 369
    assert [act.text_to_action(t) for t in texts] == list(range(act.NUM_ACTIONS))


@pytest.mark.parametrize(("text", "action"), [
    ("play 3 hard", 5), ("temple", 10), ("village b2", 15), ("discard 4", 26), ("temple 3 a2", 55),
    ("clean c1", 78), ("plant 2 b3", 88 + 12 + 7), ("plant deck c2", 88 + 48 + 5), ("move cap a1", 149),
    ("move a2 c3", 148 + 4 * 13 + 9), ("stop", 317), ("spare b3", 325), ("village_card 2 now", 336),
    ("village_card 1 tuck replace 3", 334), ("draw blue", 355), ("draw deck", 358), ("leader purifier", 367),
])  # fmt: skip
def test_notation_examples_map_to_the_spec_ids(text: str, action: int) -> None:
    assert act.text_to_action(text) == action
    assert act.action_to_str(action) == text


@pytest.mark.parametrize(
    "text",
    [
        "",
        "fly a1",
        "play 6 easy",
        "play 1 medium",
        "village d1",
        "move cap",
        "village_card 1 tuck replace",
        "draw purple",
        "leader nobody",
        "temple 5 a1",
    ],
)
def test_bad_notation_is_refused_with_a_reason(text: str) -> None:
    state = TITLE.new_game(2, 1)
    with pytest.raises(IllegalAction) as info:
        state.parse_action(text)
    assert info.value.reason


def test_apply_refuses_an_action_of_another_phase() -> None:
    state = TITLE.new_game(2, 1)
    with pytest.raises(IllegalAction, match="not an option in the action phase"):
        state.apply(act.STOP)


def test_nothing_is_legal_once_the_game_is_over() -> None:
    state = TITLE.new_game(2, 3, round_limit=1)
    while not state.is_terminal():
        state.apply(state.legal_actions()[-1])
    assert state.current_player() == -1 and state.round == 1
    with pytest.raises(IllegalAction, match="over"):
        state.parse_action("temple")


def test_the_legal_mask_marks_exactly_the_legal_actions() -> None:
    state = TITLE.new_game(3, 2)
    for _ in range(30):
        mask = state.legal_mask()
        assert mask.shape == (369,) and mask.dtype == bool
        assert [a for a in range(369) if mask[a]] == state.legal_actions()
        state.apply(state.legal_actions()[0])


def test_every_action_text_parses_to_itself_when_legal_or_gives_a_reason() -> None:
    import numpy as np

    rng = np.random.default_rng(4)
    for players in (2, 4):
        state = TITLE.new_game(players, players)
        for _ in range(120):
            legal = set(state.legal_actions())
            for action in range(act.NUM_ACTIONS):
                text = act.action_to_str(action)
                if action in legal:
                    assert state.parse_action(text) == action
                else:
                    with pytest.raises(IllegalAction) as info:
                        state.parse_action(text)
                    assert info.value.reason
            state.apply(sorted(legal)[int(rng.integers(len(legal)))])
