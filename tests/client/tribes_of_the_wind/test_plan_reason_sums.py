"""A plan's reason lists every score change it makes, so its parts sum to the points the summary
states: a 5th village that tucks a met goal and takes the end token read "+8 points now" over
"+5 End token; −3 Pollution; +3 Village goals" (sums to 5), the villages' +3 cut off."""

from __future__ import annotations

import re

from ai.plan import MARGIN, Line, ReasonPart, Step
from game.client.table.plan_words import SCORE_WORDS, PlanWords, signed
from game.client.text import tr
from game.client.tribes_of_the_wind.view import TotwView
from game.rules.outcome import outcome
from game.rules.tribes_of_the_wind import TITLE
from tests.client.table.plans import plan_of

# Round 22 of a played game: four villages, three riders on the purple forest b2 (3 cells), the
# village card "2 full rows" in the row's 2nd slot, pollution on b4 and c4, the end token free.
SPEC = {
    "players": 2,
    "round": 22,
    "boards": [
        {
            "leader": "tahu",
            "terrain": {
                "a1": {"tile": "start_1", "side": "village", "riders": 1, "temple": 4},
                "b1": {"tile": "green_02", "side": "village", "temple": 2},
                "c1": {"tile": "yellow_06", "side": "village", "temple": 1},
                "a2": {"tile": "green_03", "side": "village", "temple": 3},
                "b2": {"tile": "purple_09", "side": "forest", "riders": 3},
                "c2": {"tile": "green_10", "side": "forest"},
                "a3": {"tile": "green_06", "side": "forest"},
                "b4": {"pollution": 1},
                "c4": {"pollution": 2},
            },
            "capital": 3,
            "water": 18,
            "hand": ["y08b", "r07b", "g08a", "r07a", "b04b"],
            "tucked": ["v10"],
        }
    ],
    "village_row": ["v20", "v04", "v15", "v07"],
}

POINTS = re.compile(r"^([+−])(\d+) ")


def said_points(reason: str) -> int:
    """The sum of the reason's parts that start with signed points ("+3 Villages", "−3 ...")."""
    total = 0
    for part in reason.split("; "):
        found = POINTS.match(part)
        if found:
            total += int(found.group(2)) * (1 if found.group(1) == "+" else -1)
    return total


def test_a_village_plans_reason_names_the_villages_and_sums_to_its_gain(lang):
    state = TITLE.scenario(SPEC)
    by_words = {state.action_to_str(a): a for a in state.legal_actions()}
    world = state.clone()
    world.apply(by_words["village b2"])
    tuck = next(a for a in world.legal_actions() if world.action_to_str(a) == "village_card 2 tuck")
    plan = plan_of(state, [[by_words["village b2"], tuck]])
    line = plan.best
    assert line.gain == 8 and len(line.outcome.delta) == 4, line.outcome.delta
    view = TotwView()
    words = PlanWords(view, lambda seat: f"P{seat}", lambda world: None)  # type: ignore[arg-type,return-value]
    reason = words.reason(line)
    villages = tr("table.plan.score", points="+3", what=view.score_line_label("villages"))
    assert villages in reason.split("; "), reason
    assert said_points(reason) == line.gain, reason


def test_more_score_changes_than_fit_read_the_rest_as_other_points(lang):
    state = TITLE.scenario(SPEC)
    done = outcome(state, 0, [])
    done.delta = {
        "end_token": 5,
        "pollution": -3,
        "villages": 3,
        "village_cards": 3,
        "forests": 2,
        "temples": 1,
    }
    done.after = done.before + sum(done.delta.values())
    line = Line([Step(state.legal_actions()[0], "x", False, 10)], 0.5, 1.0, done)
    line.reason = [ReasonPart(f"score.{k}", v) for k, v in done.delta.items()] + [ReasonPart("reply", 0)]
    reason = PlanWords(TotwView(), lambda seat: f"P{seat}", lambda world: None).reason(line)  # type: ignore[arg-type,return-value]
    points = [part for part in reason.split("; ") if POINTS.match(part)]
    assert len(points) == SCORE_WORDS, reason
    assert points[-1] == tr("table.plan.score_other", points="+6"), reason
    assert said_points(reason) == line.gain == 11, reason


def test_a_tie_on_points_at_the_end_says_how_the_tie_break_goes(lang):
    state = TITLE.scenario(SPEC)
    words = PlanWords(TotwView(), lambda seat: f"P{seat}", lambda world: None)  # type: ignore[arg-type,return-value]
    line = Line([Step(state.legal_actions()[0], "x", False, 10)], None, 1.0, outcome(state, 0, []))
    level = words.summary(line, MARGIN)
    said = {}
    for result in ("won", "lost", "shared"):
        line.result = result
        said[result] = words.summary(line, MARGIN)
    assert len({level, *said.values()}) == 4, said
    gain = tr("table.plan.gain", count=0, signed=signed(0))
    assert all(text.startswith(gain) for text in said.values())
    assert said["lost"] == tr("table.plan.summary_tie_lost", gain=gain)
