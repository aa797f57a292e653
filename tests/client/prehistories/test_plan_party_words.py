"""A Prehistories party's plan says what the party buys: the person's hunt, before or after the
next player's, with the tiles it takes and its points ("then hunts before the next player: takes
1 tile, +1 point"). The reply check measured at the next party said nothing useful there."""

from __future__ import annotations

import re

from game.client import games
from game.client.app import App
from game.client.table.session import Seat
from game.rules.prehistories import actions as act
from game.rules.prehistories.actions import Verb
from game.rules.prehistories.phase import Phase
from tests.client.table.plans import FixedWorker, planner_plan, turn_start
from tests.client.table.test_hint import table_at, with_worker

games.load_game_packages()


LEAD = {
    ("en", True): "then hunts before the next player: ",
    ("en", False): "then hunts after the next player: ",
    ("uk", True): "потім полює раніше за наступного гравця: ",
    ("uk", False): "потім полює після наступного гравця: ",
}
TILES = {"en": r"(takes \d+ tiles?|takes no tile)", "uk": r"(бере \d+ тайл(и|ів|а)?|не бере тайлів)"}
POINTS = {"en": r"[+−]?\d+ points?", "uk": r"[+−]?\d+ оч(ко|ки|ок|ка)"}


def test_a_party_plan_says_the_hunt_it_buys(lang_app: App):
    language = lang_app.settings.language
    said = 0
    # turn starts where the plan hunts (at many a first turn it is an empty party, which draws 3)
    for seed, skip in ((3, 2), (7, 2), (8, 0)):
        state = turn_start("prehistories", seed, skip)
        assert state.phase == Phase.INITIATIVE  # type: ignore[attr-defined]
        table = table_at(lang_app, "prehistories", state, [Seat("Me"), Seat("Bot", "easy")])
        hint = with_worker(table, FixedWorker(planner_plan("prehistories", 150, seed), polls=1))
        hint.ask(table)
        lang_app.run(frames=3)
        plan = hint.plan
        assert plan is not None
        line = plan.best
        decoded = [act.decode(a) for a in line.own_actions]
        if any(d.verb in (Verb.ASSIGN, Verb.DONE, Verb.PAINT) for d in decoded):
            pattern = re.escape(LEAD[language, line.own_first]) + TILES[language] + ", " + POINTS[language]
            found = re.search(pattern, hint.reason)
            assert found, hint.reason
            assert str(abs(line.own_gain)) in found.group(0)
            zones = {d.zone for d in decoded if d.verb == Verb.ASSIGN}
            assert (
                (str(len(zones)) in found.group(1))
                if zones
                else found.group(1) in ("takes no tile", "не бере тайлів")
            )
            said += 1
        lang_app.stack.pop()
    assert said >= 2, "the parties' plans name the hunt they buy"
