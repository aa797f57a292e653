"""The hint's plan lists every step of a Tribes of the Wind turn, the ones the engine takes itself
too (a temple action's last discards, a temple's blind draw, a temple action taken because
nothing else could be done), each marked forced and without a number of its own (docs/hint.md)."""

from __future__ import annotations

import numpy as np

from ai.heuristics import heuristic_for
from ai.planner import plan_ends
from game.client import games
from game.client.app import App
from game.client.table.hint import HintPanel
from game.rules import load_title
from game.rules.base import State
from game.rules.tribes_of_the_wind import TotwState
from game.rules.tribes_of_the_wind import actions as act
from game.rules.tribes_of_the_wind.legal import temple_forced
from tests.client.table.plans import FixedWorker, plan_of
from tests.client.table.test_hint import table_at, with_worker

games.load_game_packages()
FORCED = {"en": "(forced)", "uk": "(вимушено)"}
BLIND = {"en": "blind from the deck", "uk": "наосліп із колоди"}
TEMPLE = {"en": "Temple action", "uk": "Дія храму"}


def policy_game(seed: int, stop, moves: int = 600) -> TotwState | None:
    """A 2-player game played by the playout policy to the first position ``stop`` accepts."""
    state = load_title("tribes_of_the_wind").new_game(2, seed)
    heuristic = heuristic_for("tribes_of_the_wind")
    rng = np.random.default_rng(seed)
    for _ in range(moves):
        if state.is_terminal():
            return None
        if stop(state):
            return state
        state.apply(heuristic.rollout_action(state, rng))
    return None


def turn_from(state: State, first: int | None = None) -> list[int]:
    """The seat's turn from ``state`` (``first``, then the playout policy) to where a plan stops."""
    heuristic = heuristic_for("tribes_of_the_wind")
    rng = np.random.default_rng(0)
    world, player, line = state.clone(), state.current_player(), []
    while True:
        line.append(first if first is not None and not line else heuristic.rollout_action(world, rng))
        if plan_ends(world, player, world.apply(line[-1]))[0]:
            return line


def panel(app: App, state: State, line: list[int]) -> HintPanel:
    table = table_at(app, "tribes_of_the_wind", state)
    hint = with_worker(table, FixedWorker(plan_of(table.state, [line]), polls=1))
    table.ask_hint()
    app.run(frames=3)
    assert hint.open and hint.index == 0
    if hint.fold_rect is not None:  # folded to fit beside the bot's score lines: every step listed
        hint.click(hint.fold_rect.center)
        app.run(frames=1)
        assert hint.fold == 0
    return hint


def discards(events) -> int:
    return sum(1 for e in events if e.kind == "card_discarded")


def test_the_engine_tells_each_forced_decision_and_plays_as_apply_does():
    state = policy_game(1, lambda s: s.current_player() == 0 and act.TEMPLE_ACTION in s.legal_actions())
    assert state is not None
    world = state.clone()
    world.apply(act.TEMPLE_ACTION)
    third = act.DISCARD + 3  # cards 4 and 5 are the only ones left to discard after it
    before = world.to_dict()
    decisions, parts = world.forced_steps(third)
    assert world.to_dict() == before, "read on a copy"
    assert [a for _, a in decisions][:2] == [act.DISCARD + 4, act.DISCARD + 5]
    assert all(before.legal_actions() == [a] for before, a in decisions)
    whole = world.clone()
    events = whole.apply(third)
    assert [e.kind for part in parts for e in part] == [e.kind for e in events]
    assert [discards(part) for part in parts[:3]] == [1, 1, 1]


def test_a_temple_actions_last_discards_and_blind_draw_are_listed_marked_forced(lang_app: App):
    lang = lang_app.settings.language
    state = policy_game(1, lambda s: s.current_player() == 0 and act.TEMPLE_ACTION in s.legal_actions())
    assert state is not None
    world = state.clone()
    world.apply(act.TEMPLE_ACTION)
    line = [act.TEMPLE_ACTION, *turn_from(world, act.DISCARD + 3)]
    hint = panel(lang_app, state, line)
    rows = hint.lines()
    numbered = [r for r in rows if r.marker is not None]
    assert [r.marker for r in numbered] == list(range(1, len(line) + 1)), "one number per step played"
    # the discard the plan chooses, then the two the engine takes, marked forced, unnumbered
    assert len(hint.after[1]) >= 2 and all(w.endswith(FORCED[lang]) for w in hint.after[1])
    assert hint.after[1][0].startswith({"en": "Discard card 4", "uk": "Скинути карту 4"}[lang])
    assert hint.after[1][1].startswith({"en": "Discard card 5", "uk": "Скинути карту 5"}[lang])
    # the blind draw after the temple's bonus ends the turn: the last thing listed
    blind = [w for step in hint.after for w in step if BLIND[lang] in w]
    assert len(blind) == 1 and hint.after[-1][-1] == blind[0] and blind[0].endswith(FORCED[lang])
    assert sum(1 for r in rows if r.forced) == sum(len(a) for a in hint.after) + len(hint.lead)
    assert not hint.lead, "the temple action is the person's own choice here"


def test_a_forced_temple_action_leads_the_plan_taken_already(lang_app: App):
    lang = lang_app.settings.language
    state = None
    for seed in range(1, 6):
        state = policy_game(seed, lambda s: s.current_player() == 0 and temple_forced(s), moves=400)
        if state is not None:
            break
    assert state is not None, "no forced temple action in the first games"
    line = turn_from(state)
    hint = panel(lang_app, state, line)
    assert hint.lead == [f"{TEMPLE[lang]} {FORCED[lang]}"]
    rows = hint.lines()
    first = next(index for index, r in enumerate(rows) if r.forced)
    numbered = next(index for index, r in enumerate(rows) if r.marker is not None)
    assert first < numbered and rows[first].colour == (150, 140, 120), "listed first, greyed: done"
    # every discard the turn makes is listed: the person's, then the engine's
    world = state.clone()
    events = [e for action in line for e in world.apply(action)]
    listed = [
        w
        for w in [*hint.words, *(x for a in hint.after for x in a)]
        if w.startswith({"en": "Discard card", "uk": "Скинути карту"}[lang])
    ]
    assert len(listed) == discards(events) >= 2
    assert any(BLIND[lang] in w for a in hint.after for w in a), "the temple's blind draw"
