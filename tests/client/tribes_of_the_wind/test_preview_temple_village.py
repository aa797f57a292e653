"""The hover preview of a Tribes of the Wind temple or village says what the engine gives for it:
a temple's bonus (4 water at once; remove 5 pollution, 4 moves or a free forest by the seat's
choice, with the most points those choices can give) and the pollution a new village brings.
Before, the temple's buttons showed no preview at all and a village's pollution had no words."""

from __future__ import annotations

import numpy as np
import pytest

from ai.heuristics import heuristic_for
from game.client import games
from game.client.app import App
from game.client.table.session import Seat
from game.client.text import tr
from game.rules.outcome import apply_forced
from game.rules.tribes_of_the_wind import TITLE, TotwState
from game.rules.tribes_of_the_wind import actions as act
from game.rules.tribes_of_the_wind.phase import Phase
from tests.client.table.test_hint import click, table_at
from tests.client.table.test_preview_panel import hover

games.load_game_packages()


def played_to(seed: int, moves: int) -> TotwState:
    """A 2-player game played by the playout policy for ``moves`` decisions."""
    state = TITLE.new_game(2, seed)
    policy = heuristic_for("tribes_of_the_wind")
    rng = np.random.default_rng(seed)
    for _ in range(moves - 1):
        state.apply(policy.rollout_action(state, rng))
    return state


def most_points(state: TotwState, action: int) -> int:
    """Every order of the bonus's choices tried, with no shortcut: the most points it gives."""
    seat = state.current_player()
    world = state.clone()
    world.apply(action)
    apply_forced(world, seat)
    phase, before = world.phase, world.scores()[seat]

    def walk(at: TotwState) -> int:
        if at.is_terminal() or at.current_player() != seat or at.phase != phase:
            return at.scores()[seat] - before
        best = at.scores()[seat] - before
        for choice in at.legal_actions():
            nxt = at.clone()
            nxt.apply(choice)
            apply_forced(nxt, seat)
            best = max(best, walk(nxt))
        return best

    return walk(world)


def seats_for(state: TotwState) -> list[Seat]:
    return [Seat("Me") if p == state.current_player() else Seat("Bot", "easy") for p in range(2)]


def temple_choice(seed: int, moves: int) -> TotwState:
    """The first temple placement of a policy-played 2-player game after ``moves`` decisions with
    more than one temple to choose (the policy decides where the game goes, so no fixed count)."""
    state = played_to(seed, moves)
    policy = heuristic_for("tribes_of_the_wind")
    rng = np.random.default_rng(seed)
    while not state.is_terminal():
        temples = {
            (a - act.PLACE_TEMPLE) // 12 for a in state.legal_actions() if act.PLACE_TEMPLE <= a < act.CLEAN
        }
        if state.phase == Phase.PLACE_TEMPLE and len(temples) > 1:
            return state
        state.apply(policy.rollout_action(state, rng))
    raise AssertionError("no temple choice in this game")


@pytest.mark.parametrize(("seed", "moves"), [(2, 60), (3, 111)])
def test_a_temple_button_shows_its_bonus(lang_app: App, seed: int, moves: int):
    state = temple_choice(seed, moves)
    assert state.phase == Phase.PLACE_TEMPLE
    table = table_at(lang_app, "tribes_of_the_wind", state, seats_for(state))
    question = table.question
    assert question is not None
    tile = next(t for t in question.targets if any(act.PLACE_TEMPLE <= a < act.CLEAN for a in t.actions))
    click(lang_app, tile.rect.center)
    assert table.options.pending
    shown = 0
    for button in [b for b in table.options.buttons if b.action is not None]:
        action = button.action
        hover(lang_app, button.rect.center)
        assert table.previews.hovered(table) == (action, button.rect), "the button's own preview"
        assert table.previews.rect is not None, "a temple always shows what it gives"
        text = " ".join(table.previews.lines)
        temple = (action - act.PLACE_TEMPLE) // 12 + 1
        code, amount = state.data.temple_bonus[temple - 1]
        if temple == 1:  # 4 water, resolved at once: in the pieces
            assert tr("tribes_of_the_wind.plan.water", count=amount) in text
            continue
        world = state.clone()
        world.apply(action)
        apply_forced(world, state.current_player())
        if world.phase not in (Phase.CLEAN, Phase.PLANT, Phase.MOVE):
            continue  # nothing left to choose
        best = most_points(state, action)
        lines = [
            line
            for line in table.previews.lines
            if line.startswith(tr("tribes_of_the_wind.preview.bonus_none", what="")[:8])
        ]
        assert len(lines) == 1, table.previews.lines
        if best > 0:
            assert f"+{best}" in lines[0], (lines, best)
        else:
            assert "+" not in lines[0]
        shown += 1
    assert shown >= 1, "a bonus chosen by the seat was previewed"


def polluting_village(seed: int, moves: int) -> TotwState:
    """The first action phase from ``moves`` decisions on of a policy-played 2-player game where
    a village can be built that brings pollution."""
    state = played_to(seed, moves)
    policy = heuristic_for("tribes_of_the_wind")
    rng = np.random.default_rng(seed)
    while not state.is_terminal():
        if state.phase == Phase.ACTION:
            for a in state.legal_actions():
                if act.VILLAGE <= a < act.VILLAGE + 12:
                    events = state.clone().apply(a)
                    if any(e.kind == "pollution_added" for e in events):
                        return state
        state.apply(policy.rollout_action(state, rng))
    raise AssertionError("no village that pollutes in this game")


@pytest.mark.parametrize(("seed", "moves"), [(1, 10), (3, 55)])
def test_a_village_says_the_pollution_it_brings(lang_app: App, seed: int, moves: int):
    state = polluting_village(seed, moves)
    assert state.phase == Phase.ACTION
    table = table_at(lang_app, "tribes_of_the_wind", state, seats_for(state))
    question = table.question
    assert question is not None
    seen = 0
    for target in question.targets:
        villages = [a for a in target.actions if act.VILLAGE <= a < act.VILLAGE + 12]
        if len(target.actions) != 1 or not villages:
            continue
        world = state.clone()
        polluted = sum(1 for e in world.apply(villages[0]) if e.kind == "pollution_added")
        hover(lang_app, target.rect.center)
        assert table.previews.rect is not None
        text = " ".join(table.previews.lines)
        if polluted:
            assert tr("tribes_of_the_wind.plan.polluted", count=polluted) in text, text
            seen += 1
    assert seen >= 1, "a village that pollutes was previewed"
