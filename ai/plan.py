"""The hint's plan as data: its lines, their steps, what each gains and why (``ai.planner``
makes it).

A ``Plan`` holds the best line first, then the alternatives. It answers the steps of its best
line while the person's view is the one it expected (``Plan.step_for``), so a plan followed step
by step is not searched again and its estimate stays what it was (a forced step never changes
it). A plan crosses a pipe as JSON (``Plan.to_dict``, ``Plan.from_dict``).

The reason of a line is data, not words: breakdown keys and event kinds with numbers
(``ReasonPart``), which the client words in its language. The estimate the hint shows is a win
chance or the points margin, as the title's stored calibration says (``estimate_shown``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ai.bots import fingerprint
from game.resources import resource_path
from game.rules.base import State
from game.rules.outcome import Outcome

# What the hint shows as its estimate, per title: a win chance where it is calibrated, else the
# expected points margin (``Line.margin``). Decided by ``bench/bench_calibration.py --write`` and
# stored in ``levels/hint_calibration.json`` (figures in docs/hint.md).
WIN_CHANCE, MARGIN = "win_chance", "margin"
CALIBRATION_FILE = "hint_calibration.json"
REASON_PARTS = 5


@dataclass(frozen=True, slots=True)
class ReasonPart:
    """One piece of a line's reason: ``score.<breakdown key>`` (points), ``event.<kind>``
    (pieces, with the event's ``detail``), ``reply`` (points the next seat can take after it)."""

    key: str
    amount: int
    detail: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {"key": self.key, "amount": self.amount, "detail": self.detail}


@dataclass(frozen=True, slots=True)
class Step:
    action: int
    notation: str
    forced: bool  # the only legal action there
    visits: int  # of the search at that decision (0: forced, or chosen by the playout policy)


@dataclass(slots=True)
class Line:
    """One plan for the turn: its steps and what they give."""

    steps: list[Step]
    value: float | None  # the search's mean result after its first real choice (0..1), None if forced
    share: float  # of the first real decision's visits
    outcome: Outcome
    reply: int = 0  # points the next seat's best reply takes after it
    reply_cost: int = 0  # points the person loses in that reply (a vizier majority taken back)
    reply_lost: str = ""  # the breakdown key of the person's largest loss there
    # a bid or a party: the person's own next turn it buys (its actions, points, and whether it
    # comes before the next seat's reply; none found: no actions)
    own_actions: list[int] = field(default_factory=list)
    own_gain: int = 0
    own_first: bool = False
    margin: int = 0  # the person's points minus the best rival's, after the line and the reply
    # Where the game is over after the line and the reply: "won", "lost" or "shared" (the tie-break
    # decides a tie on points); "" while it goes on.
    result: str = ""
    exposed: bool = False
    ends_turn: bool = True  # False: it stops at a reveal, the rest planned once it is seen
    reason: list[ReasonPart] = field(default_factory=list)

    @property
    def actions(self) -> list[int]:
        return [s.action for s in self.steps]

    @property
    def gain(self) -> int:
        return self.outcome.gain

    def to_dict(self) -> dict[str, Any]:
        return {
            "steps": [[s.action, s.notation, s.forced, s.visits] for s in self.steps],
            "value": self.value,
            "share": self.share,
            "outcome": self.outcome.to_dict(),
            "reply": self.reply,
            "reply_cost": self.reply_cost,
            "reply_lost": self.reply_lost,
            "own": [list(self.own_actions), self.own_gain, self.own_first],
            "margin": self.margin,
            "result": self.result,
            "exposed": self.exposed,
            "ends_turn": self.ends_turn,
            "reason": [r.to_dict() for r in self.reason],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Line:
        steps = [Step(int(a), str(n), bool(f), int(v)) for a, n, f, v in data["steps"]]
        value = data["value"]
        reason = [ReasonPart(str(r["key"]), int(r["amount"]), str(r["detail"])) for r in data["reason"]]
        return cls(
            steps,
            None if value is None else float(value),
            float(data["share"]),
            Outcome.from_dict(data["outcome"]),
            reply=int(data["reply"]),
            reply_cost=int(data.get("reply_cost", 0)),
            reply_lost=str(data.get("reply_lost", "")),
            own_actions=[int(a) for a in data.get("own", [[], 0, False])[0]],
            own_gain=int(data.get("own", [[], 0, False])[1]),
            own_first=bool(data.get("own", [[], 0, False])[2]),
            margin=int(data["margin"]),
            result=str(data.get("result", "")),
            exposed=bool(data["exposed"]),
            ends_turn=bool(data["ends_turn"]),
            reason=reason,
        )


@dataclass(slots=True)
class Plan:
    """The best line first, then the alternatives; ``expected`` is the person's view (its
    fingerprint) before each step of the best line."""

    title_id: str
    player: int
    lines: list[Line]
    expected: list[str | None]
    iterations: int = 0
    elapsed: float = 0.0

    @property
    def best(self) -> Line:
        return self.lines[0]

    @property
    def estimate(self) -> float | None:
        """The best line's expected result (0..1), the same at every step of the plan."""
        return self.best.value

    def step_for(self, state: State) -> int | None:
        """The index of the best line's step for ``state`` when the person's view is the one
        the plan expected there, else None (the position left the plan: plan again)."""
        if state.is_terminal() or state.current_player() != self.player:
            return None
        seen = fingerprint(state.observation(self.player), self.player)
        if seen is None:
            return None
        for index, expected in enumerate(self.expected):
            if expected == seen:
                return index
        return None

    def action_for(self, state: State) -> int | None:
        index = self.step_for(state)
        return None if index is None else self.best.steps[index].action

    def to_dict(self) -> dict[str, Any]:
        return {
            "title": self.title_id,
            "player": self.player,
            "lines": [line.to_dict() for line in self.lines],
            "expected": list(self.expected),
            "iterations": self.iterations,
            "elapsed": self.elapsed,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Plan:
        """The inverse of ``to_dict`` (a plan sent over a pipe as JSON); KeyError, TypeError or
        ValueError on a damaged one."""
        lines = [Line.from_dict(line) for line in data["lines"]]
        if not lines:
            raise ValueError("a plan without a line")
        expected = [None if e is None else str(e) for e in data["expected"]]
        return cls(
            str(data["title"]),
            int(data["player"]),
            lines,
            expected,
            int(data["iterations"]),
            float(data["elapsed"]),
        )


def reason_parts(line: Line) -> list[ReasonPart]:
    """A line's reason as data: every breakdown key it changed (largest first), the pieces its
    events moved (up to ``REASON_PARTS`` parts in all), the person's own next turn a bid or a party buys (``own``: its points, with
    ``first=1`` when it comes before the next seat's reply and its ``actions``), what the person
    loses in the next seat's reply (``reply_cost``, with the breakdown key as its detail) and what
    it leaves the next seat (``reply``)."""
    scored = sorted(line.outcome.delta.items(), key=lambda kv: (-abs(kv[1]), kv[0]))
    parts = [ReasonPart(f"score.{key}", amount) for key, amount in scored]
    # one part per kind (its pieces summed, the first detail kept), before the cut: two hunters
    # sent to one zone are two tallies (one per card), and the cut must not drop the second
    kinds: dict[str, ReasonPart] = {}
    for t in line.outcome.tallies:
        was = kinds.get(t.kind)
        kinds[t.kind] = ReasonPart(
            f"event.{t.kind}", t.pieces + (was.amount if was else 0), was.detail if was else t.detail
        )
    parts += sorted(kinds.values(), key=lambda part: -part.amount)
    cost = [ReasonPart("reply_cost", line.reply_cost, line.reply_lost)] if line.reply_cost > 0 else []
    own = []
    if line.own_actions:
        detail = f"first={int(line.own_first)};actions={','.join(map(str, line.own_actions))}"
        own = [ReasonPart("own", line.own_gain, detail)]
    # every score part is kept (the words sum them to the line's gain); the pieces fill the rest
    events = parts[len(scored) :]
    parts = parts[: len(scored)] + events[: max(0, REASON_PARTS - len(scored))]
    return [*parts, *own, *cost, ReasonPart("reply", line.reply)]


def estimate_shown(title_id: str, path: Path | None = None) -> str:
    """``WIN_CHANCE`` when the title's stored calibration allows it, else ``MARGIN`` (no file, a
    damaged one, or a title not calibrated: an uncalibrated win chance is never shown)."""
    try:
        found = path if path is not None else resource_path("levels", CALIBRATION_FILE)
        shown = json.loads(found.read_text(encoding="utf-8"))["titles"][title_id]["show"]
    except (OSError, ValueError, KeyError, TypeError):
        return MARGIN
    return shown if shown in (WIN_CHANCE, MARGIN) else MARGIN
