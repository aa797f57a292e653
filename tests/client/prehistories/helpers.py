"""Shared helpers of the Prehistories table tests: seeded positions and a Ctx like the table's."""

from __future__ import annotations

import numpy as np

from game.client.assets import Assets
from game.client.prehistories.view import PrehistoriesView
from game.client.table.view_types import Ctx, Question
from game.rules.prehistories import TITLE
from game.rules.prehistories.phase import Phase
from game.rules.prehistories.state import PrehistoriesState


def random_position(players: int, seed: int, steps: int, phase: Phase | None = None) -> PrehistoriesState:
    """A seeded random walk of ``steps`` actions (then on to ``phase`` if given)."""
    state = TITLE.new_game(players, seed)
    rng = np.random.default_rng(seed)
    done = 0
    while not state.is_terminal() and (done < steps or (phase is not None and state.phase != phase)):
        legal = state.legal_actions()
        state.apply(legal[int(rng.integers(len(legal)))])
        done += 1
        if done > steps + 400:
            break
    return state


def make_ctx(
    view: PrehistoriesView,
    state: PrehistoriesState,
    viewer: int | None,
    question: Question | None = None,
    hover: tuple[int, int] = (-1, -1),
    assets: Assets | None = None,
) -> Ctx:
    shown = view.observe(state, viewer)
    return Ctx(
        state=shown,
        viewer=viewer,
        names=[f"Seat {p + 1}" for p in range(state.num_players)],
        assets=assets or Assets(),
        time=0.0,
        hover=hover,
        interactive=question is not None,
        question=question,
        hidden=frozenset(),
        thinking=None,
        high_contrast=False,
        mover=state.current_player(),
        showing_before=False,
    )


def ask(view: PrehistoriesView, state: PrehistoriesState) -> Question:
    player = state.current_player()
    ctx = make_ctx(view, state, player)
    return view.question(ctx, state.legal_actions())


def click_path(view: PrehistoriesView, state: PrehistoriesState, action: int, limit: int = 4) -> list[str]:
    """The keys a person clicks to play ``action`` (choose targets first, then the one that plays it);
    raises AssertionError when the questions never offer it."""
    keys: list[str] = []
    for _ in range(limit):
        question = ask(view, state)
        for option in question.options:
            if option.action == action:
                return [*keys, option.key]
        for target in question.targets:
            if target.actions == (action,):
                return [*keys, target.key]
        key = view.route(make_ctx(view, state, state.current_player(), question), question, action)
        assert key is not None, f"nothing leads to {state.action_to_str(action)}"
        keys.append(key)
        view.choose(key)
    raise AssertionError(f"{state.action_to_str(action)} not reached in {limit} clicks")
