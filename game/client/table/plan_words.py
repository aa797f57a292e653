"""Words for a plan and a preview, any title: what a step does, what a line gains, and why.

The plan (``ai.plan``) and the preview (``game.client.table.preview``) are data: actions,
breakdown keys with points, event tallies with pieces. ``PlanWords`` turns them into the person's
language through the game's view: a step by the view's own words for the action at the position
before it (``GameView.hint_label``, else ``option_label``, else the log's first line for it, on a
copy of what the person sees), a breakdown key by ``score_line_label``, an event tally by the
view's ``event_words`` (None: the tally is not worth words, it is left out). Nothing here reads
hidden information: the positions it words are the person's own view, determinized.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import numpy as np

from ai.plan import MARGIN, Line, ReasonPart
from game.client.table.view import GameView
from game.client.table.view_types import Amend, Ctx
from game.client.text import tr
from game.rules.base import IllegalAction, State
from game.rules.outcome import Tally

if TYPE_CHECKING:
    from ai.plan import Plan

WORDS_SEED = 0
REASON_WORDS = 3  # a reason reads at most this many parts, then what the next seat can take
# Score parts are never cut: the breakdown sums to the points the summary states. Past this many
# changed keys the smallest read as one "other points" part, so the reason stays short.
SCORE_WORDS = 4


class PlanWords:
    """Words the plans and previews of one table (its view, its seat names)."""

    def __init__(self, view: GameView, names: Callable[[int], str], ctx: Callable[[State], Ctx]) -> None:
        self.view = view
        self.names = names
        self.ctx = ctx  # a Ctx for a position (the table's own, with that state)

    # -- steps -----------------------------------------------------------------------------------

    def steps(self, state: State, player: int, actions: Sequence[int]) -> list[str]:
        """Each action's words, read at the position before it: the actions are played one by
        one on a determinization of ``player``'s view of ``state`` (the words stop, with the
        notation for the rest, where an action is not legal there)."""
        world = state.observation(player).determinize(player, np.random.default_rng(WORDS_SEED))
        found: list[str] = []
        for index, action in enumerate(actions):
            found.append(self.step(world, action))
            try:
                world.apply(action)
            except IllegalAction:
                found += [world.action_to_str(a) for a in actions[index + 1 :]]
                break
        return found

    def forced(self, state: State, player: int, actions: Sequence[int]) -> tuple[list[str], list[list[str]]]:
        """The steps the engine takes itself, marked forced: those it took before ``state`` in
        the person's turn (``GameView.plan_lead``), and after each of ``actions`` played from
        ``state`` (``GameView.plan_forced``), read as ``steps`` reads them."""
        world = state.observation(player).determinize(player, np.random.default_rng(WORDS_SEED))
        lead = [self.forced_step(words) for words in self.view.plan_lead(self.ctx(world))]
        after: list[list[str]] = []
        for action in actions:
            after.append(
                [self.forced_step(words) for words in self.view.plan_forced(self.ctx(world), action)]
            )
            try:
                world.apply(action)
            except IllegalAction:
                after += [[] for _ in actions[len(after) :]]
                break
        return lead, after

    @staticmethod
    def forced_step(words: str) -> str:
        """A step the person does not choose, marked so: "Discard card 5 (forced)"."""
        return tr("table.plan.forced", step=words)

    def step(self, world: State, action: int) -> str:
        """One action's words at ``world`` (the position before it): an imperative or a noun
        phrase ("Pick up the meeples on b4", "Temple"), as an option reads."""
        ctx = self.ctx(world)
        label = self.view.hint_label(ctx, action)
        if label is not None:
            return label
        words = self.view.option_label(ctx, action)
        if words != world.action_to_str(action):
            return words
        return self.log_words(world, action) or words

    def log_words(self, world: State, action: int) -> str | None:
        """The log's first line for ``action`` played on a copy of ``world``."""
        try:
            writer = self.view.log_writer(self.names)
            for event in world.clone().apply(action):
                line = writer.describe(event)
                if isinstance(line, Amend):  # a fresh writer has no line of its own to amend yet
                    return line.line
                if isinstance(line, tuple):  # a heading (a new round), then the event's own line
                    line = line[-1] if len(line) > 1 else None
                if line:
                    return line
        except Exception:  # words are a nicety: the view's label stands in
            return None
        return None

    # -- what a line gains and why ------------------------------------------------------------

    def summary(self, line: Line, shown: str) -> str:
        """ "+5 points now; 3 ahead after the next player's best reply" (``shown`` MARGIN), or
        with the win chance the search expects where the title's estimate is calibrated."""
        gain = tr("table.plan.gain", count=line.gain, signed=signed(line.gain))
        if shown == MARGIN or line.value is None:
            if line.margin > 0:
                return tr("table.plan.summary_ahead", gain=gain, margin=line.margin)
            if line.margin == 0:
                if line.result:  # the game is over: the tie-break has decided the tie
                    return tr(f"table.plan.summary_tie_{line.result}", gain=gain)
                return tr("table.plan.summary_level", gain=gain)
            return tr("table.plan.summary_behind", gain=gain, margin=-line.margin)
        return tr("table.plan.summary_chance", gain=gain, chance=round(100 * line.value))

    def reason(self, line: Line) -> str:
        """The line's reason in words: its largest score changes and pieces (events of one kind
        counted together), each other seat's points change it makes ("Bot 2: −11 points"), then
        what it leaves the next player ("+3 Viziers; takes 3 viziers;
        leaves the next player no points to take") and what the person can lose in that reply
        ("you can then lose 10 points (Vizier majority)")."""
        parts: list[str] = []
        reply: ReasonPart | None = None
        cost: ReasonPart | None = None
        own: str | None = None
        for part in scored(merged(line.reason)):
            if part.key == "reply":
                reply = part
                continue
            if part.key == "reply_cost":
                cost = part
                continue
            if part.key == "own":
                own = self.own(part)
                continue
            words = self.part(part)
            # a score part always reads (the breakdown must sum to the stated gain); a piece
            # moved only while there is room
            room = part.key.startswith(("score.", "other.")) or len(parts) < REASON_WORDS
            if words and words not in parts and room:
                parts.append(words)
        if own:
            parts.append(own)
        for seat, gain in sorted(line.outcome.rival_gains().items()):
            if gain:  # what the turn does to another seat's score: "Bot 2: −11 points"
                points = tr("table.plan.gain", count=abs(gain), signed=signed(gain))
                parts.append(tr("table.plan.rival", name=self.names(seat), gain=points))
        if reply is not None:
            if reply.amount > 0:
                parts.append(tr("table.plan.reply", count=reply.amount))
            else:
                parts.append(tr("table.plan.reply_none"))
        if cost is not None and cost.amount > 0:
            what = self.view.score_line_label(cost.detail) if cost.detail else ""
            key = "table.plan.reply_cost" if what else "table.plan.reply_cost_plain"
            parts.append(tr(key, count=cost.amount, what=what))
        if not line.ends_turn:
            parts.append(tr("table.plan.then_see"))
        return "; ".join(parts)

    def own(self, part: ReasonPart) -> str | None:
        """What a bid or a party buys (``ai.plan.reason_parts``' ``own``), in the view's words."""
        detail = dict(item.split("=", 1) for item in part.detail.split(";") if "=" in item)
        try:
            actions = [int(a) for a in detail.get("actions", "").split(",") if a]
        except ValueError:
            return None
        return self.view.plan_own_words(detail.get("first") == "1", actions, part.amount)

    def part(self, part: ReasonPart) -> str | None:
        kind, _, name = part.key.partition(".")
        if kind == "score":
            return self.score(name, part.amount)
        if kind == "other":
            return tr("table.plan.score_other", points=signed(part.amount))
        if kind == "event":
            return self.view.event_words(Tally(name, part.detail, 1, part.amount))
        return None

    def score(self, key: str, amount: int) -> str:
        return tr("table.plan.score", points=signed(amount), what=self.view.score_line_label(key))

    def changes(self, delta: dict[str, int], tallies: Sequence[Tally]) -> list[str]:
        """A preview's or a line's words: each score change (largest first), then the pieces."""
        found = [self.score(k, v) for k, v in sorted(delta.items(), key=lambda kv: (-abs(kv[1]), kv[0]))]
        by_kind: dict[str, Tally] = {}
        for t in tallies:
            was = by_kind.get(t.kind)
            by_kind[t.kind] = (
                t if was is None else Tally(t.kind, was.detail, was.events + t.events, was.pieces + t.pieces)
            )
        for item in sorted(by_kind.values(), key=lambda t: -t.pieces):
            words = self.view.event_words(item)
            if words and words not in found:
                found.append(words)
        return found

    def rivals(self, rivals: dict[int, dict[str, int]]) -> list[str]:
        """What the move does to each other seat whose score it moves, in seat order: "Bot 2:
        −11 points (−10 Vizier majority; −1 Viziers)" (their largest changes first)."""
        found = []
        for seat, delta in sorted(rivals.items()):
            gain = sum(delta.values())
            parts = [self.score(k, v) for k, v in sorted(delta.items(), key=lambda kv: (-abs(kv[1]), kv[0]))]
            found.append(
                tr(
                    "table.preview.rival",
                    name=self.names(seat),
                    gain=tr("table.plan.gain", count=abs(gain), signed=signed(gain)),
                    what="; ".join(parts),
                )
            )
        return found

    def alternative(self, plan: Plan, index: int, shown: str, steps: list[str]) -> str:
        """One other plan in a line: its summary and its steps, joined by arrows."""
        line = plan.lines[index]
        return tr("table.plan.other", summary=self.summary(line, shown), steps=" → ".join(steps))


def merged(parts: Sequence[ReasonPart]) -> list[ReasonPart]:
    """Event parts of one kind as one (their pieces summed, the first detail kept), in order."""
    found: list[ReasonPart] = []
    for part in parts:
        same = next(
            (i for i, p in enumerate(found) if p.key == part.key and p.key.startswith("event.")), None
        )
        if same is None:
            found.append(part)
        else:
            found[same] = ReasonPart(part.key, found[same].amount + part.amount, found[same].detail)
    return found


def scored(parts: Sequence[ReasonPart]) -> list[ReasonPart]:
    """The parts with every score part kept, so that they sum to the line's gain: more than
    ``SCORE_WORDS`` of them read as the largest ``SCORE_WORDS - 1`` and one ``other.points`` part
    (the rest summed, left out when they cancel)."""
    scores = [part for part in parts if part.key.startswith("score.")]
    if len(scores) <= SCORE_WORDS:
        return list(parts)
    kept = scores[: SCORE_WORDS - 1]
    rest = sum(part.amount for part in scores[SCORE_WORDS - 1 :])
    found: list[ReasonPart] = []
    for part in parts:
        if not part.key.startswith("score."):
            found.append(part)
        elif part in kept:
            found.append(part)
            if part is kept[-1] and rest:
                found.append(ReasonPart("other.points", rest))
    return found


def signed(amount: int) -> str:
    """ "+5", "−2", "0": a change as the table prints it."""
    if amount > 0:
        return f"+{amount}"
    if amount < 0:
        return f"−{-amount}"
    return "0"
