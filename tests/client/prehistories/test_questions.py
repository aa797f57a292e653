"""Every legal action is reachable by clicks on the question's targets and options."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.client.prehistories.view import PrehistoriesView
from game.rules.prehistories import actions as act
from game.rules.prehistories.phase import Phase
from game.rules.prehistories.state import PrehistoriesState
from tests.client.prehistories.helpers import ask, click_path, make_ctx, random_position


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3), (5, 4)])
def test_every_legal_action_has_a_click_path(app, players: int, seed: int):
    view = PrehistoriesView(app)
    checked = 0
    for steps in (0, 7, 19, 33, 51, 80, 120):
        state = random_position(players, seed, steps)
        if state.is_terminal():
            continue
        for action in state.legal_actions():
            view.reset()
            click_path(view, state, action)
            checked += 1
    assert checked > 20


def test_painting_targets_are_exactly_the_legal_anchors_reachable_from_a_square(app):
    view = PrehistoriesView(app)
    state = random_position(3, 8, 10, Phase.PAINT)
    assert state.phase == Phase.PAINT
    question = ask(view, state)
    painted = {t.actions[0] for t in question.targets if t.key.startswith("cell:")}
    legal = set(state.legal_actions())
    assert painted <= legal
    zone = min(z for z, _ in state.offered_pending())
    front = {a for a in legal if act.PAINT + 98 * zone <= a < act.PAINT + 98 * zone + 49}
    # Each legal placement of the side in hand is the snap of the square under its middle.
    assert painted == front


def test_a_party_is_chosen_slowest_first_and_commit_is_the_default(app):
    view = PrehistoriesView(app)
    state = random_position(2, 3, 0)
    question = ask(view, state)
    hand = sorted(state.seats[0].hand)
    # The fastest card is held, not selected (selecting it would force the commit, spec 5.1).
    expected = [f"card:{c}" for c in hand[:-1]] + [f"hold:{hand[-1]}"]
    assert sorted(t.key for t in question.targets) == sorted(expected)
    state.apply(act.select_id(hand[1]))
    question = ask(view, state)
    keys = {t.key for t in question.targets}
    assert f"card:{hand[0]}" not in keys  # slower than the card already in the party
    assert [o.key for o in question.options if o.primary] == ["commit"]
    assert str(hand[1]) in question.why_not  # a click on a slower card says why


def positions(phase: Phase, seeds: int) -> Iterator[PrehistoriesState]:
    """Random 2-player positions (seeds 1 to ``seeds`` - 1) that reached ``phase``."""
    for seed in range(1, seeds):
        state = random_position(2, seed, 0, phase)
        if state.phase == phase:
            yield state


def test_the_paint_prompt_offers_the_flip_only_for_tiles_that_have_two_shapes(app):
    from game.rules.prehistories.data import components

    view = PrehistoriesView(app)
    seen = set()
    for state in positions(Phase.PAINT, 30):
        view.reset()
        question = ask(view, state)
        tool = view.paint_tool(make_ctx(view, state, state.current_player(), question))
        if tool is None or act.discard_id(tool.zone) in state.legal_actions():
            continue
        two = components().tiles[tool.kind_index].two_shapes
        assert ("F or the wheel" in question.prompt) == two, question.prompt
        assert any(o.key == "flip" for o in question.options) == two
        seen.add(two)
    assert seen == {True, False}


def test_the_flip_button_names_its_key_once(app, lang):
    # The button writes its hotkey before the words ("F  Flip"); the
    # words said it again, "F  Перевернути (F)".
    view = PrehistoriesView(app)
    for state in positions(Phase.PAINT, 30):
        view.reset()
        flips = [o for o in ask(view, state).options if o.key == "flip"]
        if flips:
            assert view.hotkey(None, "flip", None) == "f"  # type: ignore[arg-type]
            assert "(F)" not in flips[0].label and "(f)" not in flips[0].label, flips[0].label
            return
    raise AssertionError("no position offered the flip")


def test_an_open_groups_prompt_says_what_to_do_next(app, en):
    view = PrehistoriesView(app)
    seen = set()
    for state in positions(Phase.HUNT, 60):
        for action in state.legal_actions():
            if act.decode(action).verb == act.Verb.ASSIGN:
                state.apply(action)
                break
        if state.phase != Phase.HUNT or state.open_zone < 0:
            continue
        view.reset()
        question = ask(view, state)
        can_take = any(o.key == "take" for o in question.options)
        assert question.prompt.endswith(
            "Add a faster hunter or take the tile." if can_take else "Add a faster hunter."
        ), question.prompt
        seen.add(can_take)
    assert True in seen
