"""Hovering a hand card's row says, before the commit, what waits on the seat's choices after
it (rider moves, a forest, cleaning) and the most points they can give, as a village card's
"Use now" does: a row of 1 water and 4 rider moves read "+1 water" only, and a row of rider
moves alone showed no preview."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest

from ai.heuristics import heuristic_for
from game.client import games
from game.client.app import App
from game.client.table.session import Seat
from game.client.text import tr
from game.client.tribes_of_the_wind.plan import best_bonus, effect_running
from game.client.tribes_of_the_wind.words import effect_text
from game.rules.outcome import apply_forced
from game.rules.tribes_of_the_wind import TITLE, TotwState
from game.rules.tribes_of_the_wind import actions as act
from game.rules.tribes_of_the_wind.data import Fx
from game.rules.tribes_of_the_wind.phase import Phase
from tests.client.table.test_hint import table_at
from tests.client.table.test_preview_panel import hover
from tests.client.tribes_of_the_wind.test_preview_village_card import view_of

games.load_game_packages()

CHOICES = (Phase.CLEAN, Phase.PLANT, Phase.MOVE, Phase.CATAPULT, Phase.PLACE_TEMPLE)
# An exhaustive walk of a row's choices beyond this many applies is not made (the preview then
# says they were too many to count, or its figure is checked only where the walk is made).
WALK_LIMIT = 4000


def action_positions(seed: int, turns: tuple[int, ...]) -> Iterator[TotwState]:
    """The turn starts numbered ``turns`` (either seat's, from 1; a card row may be played) of a
    policy-played 2-player game, then every later one to the game's end (for a test that has not
    yet seen what it looks for: which turns offer it depends on the policy's play)."""
    state = TITLE.new_game(2, seed)
    policy = heuristic_for("tribes_of_the_wind")
    rng = np.random.default_rng(seed)
    turn = 0
    while not state.is_terminal():
        if state.phase == Phase.ACTION and any(a < act.TEMPLE_ACTION for a in state.legal_actions()):
            turn += 1
            if turn in turns or turn > max(turns):
                yield state.clone()
        state.apply(policy.rollout_action(state, rng))


def every_order(state: TotwState, action: int) -> tuple[TotwState, int | None]:
    """On the seat's view: the world once the row is played, and the most points every order of
    its choices gives with no shortcut (None past ``WALK_LIMIT`` applies); the row's effects are
    over once a step of the rest of the turn starts (the queue is shorter than it was)."""
    seat = state.current_player()
    world = view_of(state)
    world.apply(action)
    rest = len(world.queue)
    apply_forced(world, seat)
    before = world.scores()[seat]
    spent = 0

    def walk(at: TotwState) -> int:
        nonlocal spent
        best = at.scores()[seat] - before
        if at.is_terminal() or at.current_player() != seat or at.phase not in CHOICES or len(at.queue) < rest:
            return best
        for choice in at.legal_actions():
            spent += 1
            if spent > WALK_LIMIT:
                raise OverflowError
            nxt = at.clone()
            nxt.apply(choice)
            apply_forced(nxt, seat)
            best = max(best, walk(nxt))
        return best

    try:
        return world, walk(world)
    except OverflowError:
        return world, None


# Early turns, where no choice gives points yet, and later ones where some may (the later turns
# of the game are read on until one does).
@pytest.mark.parametrize("seed, turns", [(5, (3, 6, 14, 16, 20)), (7, (5, 9, 25, 27, 29))])
def test_a_card_row_hovered_says_its_choices_and_the_points_they_can_give(
    lang_app: App, seed: int, turns: tuple[int, ...]
):
    points = none = checked = 0
    for state in action_positions(seed, turns):
        if checked >= len(turns) and points and none:
            break
        checked += 1
        seat = state.current_player()
        seats = [Seat("Me") if p == seat else Seat("Bot", "easy") for p in range(2)]
        table = table_at(lang_app, "tribes_of_the_wind", state, seats)
        question = table.question
        assert question is not None
        for target in question.targets:
            hover(lang_app, target.rect.center)
            hovered = table.previews.hovered(table)
            if hovered is None or not act.PLAY <= hovered[0] < act.TEMPLE_ACTION:
                continue
            action = hovered[0]
            slot, hard = divmod(action - act.PLAY, 2)
            card = state.boards[seat].hand[slot]
            choices = [fx for fx in state.data.card_rows[card][hard].effects if fx[0] != Fx.WATER]
            what = ", ".join(effect_text(fx) for fx in choices)
            start = tr("tribes_of_the_wind.preview.effect_none", what=what).rsplit(" (", 1)[0]
            lines = table.previews.lines if table.previews.rect is not None else []
            said = [line for line in lines if line.startswith(start)]
            after, best = every_order(state, action)
            if not choices or after.current_player() != seat or after.phase not in CHOICES:
                assert said == [], (lines, "water alone, or choices the engine made, have nothing to choose")
                continue
            assert table.previews.rect is not None, "a row whose choices wait on the seat has a preview"
            assert len(said) == 1, lines
            used = view_of(state)
            used.apply(action)
            searched = best_bonus(after, seat, going=effect_running(len(used.queue)))
            if searched is None:  # past the preview's own budget: it says so
                assert said[0] == tr("tribes_of_the_wind.preview.effect_uncounted", what=what), said
                continue
            if best is not None:
                assert searched == best  # the preview's search finds what every order gives
            if searched > 0:
                assert said[0] == tr(
                    "tribes_of_the_wind.preview.effect_points", searched, signed=f"+{searched}", what=what
                ), (said, searched)
                points += 1
            else:
                assert said[0] == tr("tribes_of_the_wind.preview.effect_none", what=what), (said, searched)
                none += 1
        lang_app.stack.pop()
    assert none >= 1, "a row whose choices give no points now was previewed"
    assert points >= 1, "a row whose choices give points was previewed with its figure"
