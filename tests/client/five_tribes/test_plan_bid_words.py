"""A Five Tribes bid's plan says what the bid buys: the person's own next move, before or after
the next player's, with its route and points ("then moves before the next player: b4 → c4 → d4,
+12 points"). It said "−1 Coins; the next player can then take up to 20 points" and nothing of
the move the place in the turn order was bought for."""

from __future__ import annotations

import re

import pytest

from game.client import games
from game.client.app import App
from game.client.table.session import Seat
from game.rules.five_tribes import actions as A
from game.rules.five_tribes.board import TILE_NAMES
from tests.client.table.plans import FixedWorker, planner_plan, turn_start
from tests.client.table.test_hint import table_at, with_worker

games.load_game_packages()


BEFORE = {"en": "then moves before the next player: ", "uk": "потім ходить раніше за наступного гравця: "}
AFTER = {"en": "then moves after the next player: ", "uk": "потім ходить після наступного гравця: "}
POINTS = {"en": r"[+−]?\d+ points?", "uk": r"[+−]?\d+ оч(ко|ки|ок|ка)"}


@pytest.mark.parametrize("seed", [4, 9])
def test_a_bid_plan_says_the_move_its_place_buys(lang_app: App, seed: int):
    language = lang_app.settings.language
    state = turn_start("five_tribes", seed, 0)
    assert all(a < A.PICK for a in state.legal_actions()), "a bid"
    table = table_at(lang_app, "five_tribes", state, [Seat("Me"), Seat("Bot", "easy")])
    hint = with_worker(table, FixedWorker(planner_plan("five_tribes", 200, seed), polls=1))
    hint.ask(table)
    lang_app.run(frames=3)
    plan = hint.plan
    assert plan is not None and all(s.action < A.PICK for s in plan.best.steps)
    line = plan.best
    assert line.own_actions and A.PICK <= line.own_actions[0] < A.DROP, "the move it buys was played"
    lead = BEFORE[language] if line.own_first else AFTER[language]
    start = TILE_NAMES[line.own_actions[0] - A.PICK]
    tiles = "[a-f][1-5]"
    said = re.search(
        re.escape(lead) + re.escape(start) + f"( → {tiles})+( · {tiles}( → {tiles})+)*, " + POINTS[language],
        hint.reason,
    )
    assert said, hint.reason
    assert f"{'+' if line.own_gain > 0 else ''}{line.own_gain}" in said.group(0).replace("−", "-")
