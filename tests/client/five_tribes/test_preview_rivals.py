"""The hover preview says what a choice does to the other seats' scores, read from the engine: an
assassin's kill of a rival's vizier says the rival's loss (the vizier and the majority); a palace built while a rival owns Monkir
says the coins it pays them. The plan's reason says a rival's loss too."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pygame
import pytest

from ai.heuristics import heuristic_for
from ai.plan import Line, Step, reason_parts
from game.client.app import App
from game.client.five_tribes.view import FiveTribesView
from game.client.settings import AnimationSpeed, Settings
from game.client.table.plan_words import PlanWords
from game.client.table.scene import TableScene
from game.client.table.session import Seat
from game.rules.five_tribes import TITLE, FiveTribesState
from game.rules.five_tribes import actions as A
from game.rules.five_tribes.data import MONKIR
from game.rules.outcome import outcome
from tests.client.table.test_hint import table_at


def until(seed: int, wanted: Callable[[FiveTribesState, int], bool]) -> tuple[FiveTribesState, int]:
    """A 2-player game played by the playout policy until seat 0 may play an action ``wanted``
    says yes to; the position and the action."""
    state = TITLE.new_game(2, seed)
    heuristic = heuristic_for("five_tribes")
    rng = np.random.default_rng(seed)
    while not state.is_terminal():
        if state.current_player() == 0:
            for action in state.legal_actions():
                if wanted(state, action):
                    return state, action
        state.apply(heuristic.rollout_action(state, rng))
    raise AssertionError("the action never came")


def builds_a_palace(state: FiveTribesState, action: int) -> bool:
    return any(e.kind == "palace_placed" for e in state.clone().apply(action))


def hovered_lines(app: App, table: TableScene, action: int) -> list[str]:
    point = table.target_point(action)
    assert point is not None
    window = app.letterbox.to_window(point)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=window, rel=(0, 0), buttons=(0, 0, 0)))
    app.run(frames=2)
    found = table.previews.hovered(table)
    assert found is not None and found[0] == action
    assert table.previews.rect is not None, "the choice shows its preview"
    return table.previews.lines


def give_monkir(state: FiveTribesState, seat: int) -> None:
    """Monkir to ``seat``, from the row (a pile's djinn takes its place there) or the pile."""
    if MONKIR in state.djinn_row:
        state.djinn_row[state.djinn_row.index(MONKIR)] = state.djinn_pile.pop()
    else:
        state.djinn_pile.remove(MONKIR)
    state.players[seat].djinns.append(MONKIR)
    state.djinn_owner[MONKIR] = seat


def rival_points(state: FiveTribesState, action: int) -> int:
    world = state.clone()
    before = world.scores()[1]
    world.apply(action)
    return world.scores()[1] - before


@pytest.mark.parametrize("language", ["en", "uk"])
def test_killing_a_rivals_vizier_says_what_the_rival_loses(language: str):
    kill = A.kill_player(1, elder=False)
    # the rival has one vizier more: the kill costs them the vizier and the vizier majority
    state, _ = until(4, lambda s, a: a == kill and s.players[1].viziers == s.players[0].viziers + 1)
    loss = rival_points(state, kill)
    assert loss == -11
    app = App(Settings(language=language, animation_speed=AnimationSpeed.OFF), headless=True)
    try:
        table = table_at(app, "five_tribes", state, [Seat("Me"), Seat("Bot", "easy")])
        lines = hovered_lines(app, table, kill)
        name = table.player_name(1)
        rival = [line for line in lines if line.startswith(f"{name}: ")]
        assert len(rival) == 1, lines
        assert rival[0].startswith(f"{name}: −{-loss} "), rival
        assert table.view.score_line_label("viziers") in rival[0]
        assert f"−10 {table.view.score_line_label('vizier_bonus')}" in rival[0]
    finally:
        app.close()


def test_a_palace_under_a_rivals_monkir_says_the_coins_it_pays_them(quick_app: App):
    state, build = until(4, builds_a_palace)
    give_monkir(state, 1)  # each palace the person builds pays the rival 2 coins
    gain = rival_points(state, build)
    assert gain == 2
    table = table_at(quick_app, "five_tribes", state, [Seat("Me"), Seat("Bot", "easy")])
    lines = hovered_lines(quick_app, table, build)
    coins = table.view.score_line_label("gold")
    assert f"{table.player_name(1)}: +2 points (+2 {coins})" in lines, lines


def test_the_plans_reason_says_the_rivals_loss(quick_app: App):
    kill = A.kill_player(1, elder=False)
    state, _ = until(4, lambda s, a: a == kill and s.players[1].viziers == s.players[0].viziers + 1)
    line = Line([Step(kill, "kill p2 vizier", False, 10)], 0.5, 1.0, outcome(state, 0, [kill], forced=True))
    line.reason = reason_parts(line)
    words = PlanWords(FiveTribesView(quick_app), lambda p: f"Seat {p}", lambda world: None)  # type: ignore[arg-type,return-value]
    assert "Seat 1: −11 points" in words.reason(line).split("; "), words.reason(line)
