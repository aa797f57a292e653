"""Every legal action is one click away (through at most one half-made choice), at every step."""

from __future__ import annotations

import random

import pytest

from game.client.tribes_of_the_wind import questions
from game.client.tribes_of_the_wind.questions import Choice
from game.rules.tribes_of_the_wind import TITLE
from game.rules.tribes_of_the_wind import actions as act
from game.rules.tribes_of_the_wind.state import Phase


def reachable(state, legal: list[int]) -> set[int]:
    """Actions one question plays, following each ``choose`` target or option once."""
    found: set[int] = set()
    first = questions.build(state, legal, Choice())
    pending = [first]
    for target in first.targets:
        if target.choose:
            choice = Choice()
            questions.choose(choice, target.key)
            pending.append(questions.build(state, legal, choice))
    for q in pending:
        # every prompt and option reads as words, never as a translation key
        assert q.prompt and "tribes_of_the_wind." not in q.prompt, q.prompt
        assert not any("tribes_of_the_wind." in o.label for o in q.options)
        for target in q.targets:
            found.update(target.actions)
        found.update(o.action for o in q.options if o.action is not None)
    return found


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3), (5, 4)])
def test_the_questions_offer_exactly_the_legal_actions(english, players, seed):
    state = TITLE.new_game(players, seed)
    rng = random.Random(seed)
    phases = set()
    for _ in range(400):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        view = state.observation(state.current_player())
        assert reachable(view, legal) == set(legal), (state, view.phase)
        phases.add(state.phase)
        state.apply(rng.choice(legal))
    assert {Phase.ACTION, Phase.DRAW, Phase.MOVE} <= phases


def test_a_rider_move_asks_the_rider_first_then_glows_where_it_can_go(english):
    # Spec 12, E5: from the capital the links are a1 and the two portal villages.
    state = TITLE.scenario(
        {
            "players": 2,
            "seed": 5,
            "boards": [
                {
                    "terrain": {
                        "a1": {"tile": "start_1", "riders": 1},
                        "a2": {"tile": "green_07", "side": "village"},
                        "b2": {"tile": "purple_01"},
                        "c2": {"tile": "purple_12", "side": "village"},
                        "c3": {"tile": "green_01"},
                    },
                    "hand": ["y01a", "y01b", "y10a", "y03a", "y04a"],
                },
                {},
            ],
        }
    )
    state.apply(state.parse_action("play 3 easy"))  # y10: M2
    assert state.phase == Phase.MOVE
    choice = Choice()
    q = questions.build(state, state.legal_actions(), choice)
    assert sorted(target.key for target in q.targets) == ["from:a1", "from:cap"]
    assert [o.key for o in q.options] == ["stop"]
    questions.choose(choice, "from:cap")
    q = questions.build(state, state.legal_actions(), choice)
    assert sorted(target.key for target in q.targets) == ["a1", "a2", "c2"]
    assert {target.actions[0] for target in q.targets} == {act.move(0, 1), act.move(0, 4), act.move(0, 6)}
    assert "capital" in q.prompt


def test_planting_shows_the_cost_and_the_temple_asks_which_temple(english):
    # Spec 12, E3.
    state = TITLE.scenario(
        {
            "players": 2,
            "seed": 6,
            "boards": [
                {
                    "terrain": {
                        "a1": {"tile": "start_1"},
                        "a2": {"tile": "green_01"},
                        "b1": {"pollution": 1},
                        "a3": {"pollution": 1},
                    },
                    "water": 3,
                    "hand": ["g10a", "r10a", "b10a", "y10a", "g09a"],
                },
                {},
            ],
            "forest_market": ["purple_01", "green_12", "yellow_05", "purple_09"],
        }
    )
    state.apply(state.parse_action("play 1 easy"))
    choice = Choice()
    q = questions.build(state, state.legal_actions(), choice)
    assert sorted(t.key for t in q.targets) == ["market:1", "market:2", "market:3", "market:4", "market:deck"]
    questions.choose(choice, "market:2")
    q = questions.build(state, state.legal_actions(), choice)
    assert "a green forest tile" in q.prompt and "1 water" in q.prompt and "you have 3" in q.prompt
    assert [t.key for t in q.targets] == ["b2"]
    assert questions.option_label(state, act.place_temple(3, 0)) == "Temple 3: remove 5 pollution"


def test_a_temple_action_the_engine_took_says_why_in_the_prompt(english):
    from tests.rules.tribes_of_the_wind.test_totw_forced import _leader_choice_before_stuck_seat

    state = _leader_choice_before_stuck_seat()
    state.apply(state.legal_actions()[0])
    assert state.phase == Phase.DISCARD and state.seat == 1
    view = state.observation(1)
    prompt = questions.build(view, view.legal_actions(), Choice()).prompt
    assert prompt == (
        "You can play no card and build no village, so you take the temple action and discard 3 cards,"
        " from left to right"
    )
    state.apply(state.legal_actions()[0])  # after a discard the hand is no longer the stuck one
    view = state.observation(1)
    assert questions.build(view, view.legal_actions(), Choice()).prompt.startswith("Temple action: discard")


# What the forced temple action's prompt must name: why, the action, what to do now.
FORCED_WORDS = {
    "en": ("no card", "no village", "temple action", "discard 3 cards"),
    "uk": ("ні зіграти карту", "ні збудувати селище", "дію храму", "скидаєте 3 карти"),
}


def test_the_forced_temple_actions_prompt_is_one_whole_sentence(lang):
    """Guards against: "No card can be played, no village built: temple action, discard 3 more
    cards", a heading with a colon and fragments, not a sentence."""
    from tests.rules.tribes_of_the_wind.test_totw_forced import _leader_choice_before_stuck_seat

    state = _leader_choice_before_stuck_seat()
    state.apply(state.legal_actions()[0])
    view = state.observation(1)
    prompt = questions.build(view, view.legal_actions(), Choice()).prompt
    assert prompt[0].isupper() and ":" not in prompt, prompt
    assert all(words in prompt for words in FORCED_WORDS[lang]), prompt


def test_a_chosen_temple_action_prompts_plainly(english):
    state = TITLE.new_game(2, 3)
    state.apply(act.TEMPLE_ACTION)
    view = state.observation(0)
    assert (
        questions.build(view, view.legal_actions(), Choice()).prompt
        == "Temple action: discard 3 more cards, from left to right"
    )


def test_only_the_cards_that_may_be_discarded_now_are_the_discards_targets(english):
    """The engine takes the temple action's discards in rising slot order: after card 2 goes, card 1
    is behind and card 5 must wait. Those two answer nothing, so they are not targets (they were
    listed answering nothing, and what keeps the question's targets in sight kept clear of them);
    a click on either still says why (tests/client/tribes_of_the_wind/test_discard_targets.py)."""
    state = TITLE.new_game(2, 3)
    state.apply(act.TEMPLE_ACTION)
    state.apply(act.discard(2))
    view = state.observation(0)
    legal = view.legal_actions()
    q = questions.build(view, legal, Choice())
    assert sorted(t.key for t in q.targets) == ["hand:3", "hand:4"]
    assert all(t.actions for t in q.targets)
    assert {a for t in q.targets for a in t.actions} == set(legal)
    assert q.why_not.startswith("The temple action discards from left to right")
