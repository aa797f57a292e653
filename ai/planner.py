"""The hint's plan for a person's whole turn: every step to its end, what it gains, and why.

``Planner.plan(state, player)`` searches the person's turn with the bots' own search
(``ai.search``, the knobs of a level in ``ai.bots.PRESETS``): the first real decision is searched
once, then each line follows the tree's most visited choice while the same seat is to move,
searching again only where the tree below is thin (fewer than ``PlanConfig.thin_visits`` visits
over the decision's legal actions). The two or three most visited first choices each give a
line; every line is played on a clone of a determinization of the person's view to read its
points (``game.rules.outcome``) and then checked against the next seat's best reply
(``ai.reply``): a line whose reply moves more points (what the next player takes plus what the
person loses, a vizier majority taken back) than it gains over the safest line, by
``EXPOSED_POINTS`` or more, ranks after the lines that do not.

A turn ends where another seat moves, the game ends, or an event marks a boundary
(``TURN_BOUNDARIES``: a Five Tribes marker's turn ends, a Prehistories party is committed); a
line also stops after an event that shows hidden information (a drawn card): what follows it is
planned once it is seen. What the planner makes, the ``Plan`` and its lines, is data
(``ai.plan``).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from ai.bots import PRESETS, fingerprint
from ai.budget import Budget
from ai.heuristics import Heuristic, heuristic_for
from ai.plan import Line, Plan, Step, reason_parts
from ai.reply import MAX_STEPS, best_reply
from ai.search import InformationSetSearch
from ai.search_config import SearchConfig
from ai.tree import Node, final_choice
from game.rules.base import Event, State
from game.rules.outcome import outcome
from game.rules.tribes_of_the_wind.actions import rider_returns

# Events after which the person's turn is over even when the same seat moves next.
TURN_BOUNDARIES = frozenset(
    {"turn_started", "turn_ended", "round_started", "round_ended", "party_committed", "parties_revealed"}
)
# How many points more the next seat's best reply may take after a line, beyond what the line
# gains over the safest line, before the line ranks after the safe ones: about a tile's or a
# palm's worth in Five Tribes, a village in Tribes of the Wind, one totem in Prehistories.
EXPOSED_POINTS = {"five_tribes": 5, "tribes_of_the_wind": 3, "prehistories": 1}
DEFAULT_EXPOSED_POINTS = 3


# Heuristic constants of the plan's search where it differs from the bots' (``heuristic_for``):
# a Five Tribes bid is valued by the move its place in the turn order can still get (the queue
# credited with the best moves of different end tiles); with the bots' value the first bids were
# worth their coins alone and the hint said "Bid 0" before a round's best move (docs/hint.md).
PLAN_HEURISTIC: dict[str, dict[str, Any]] = {"five_tribes": {"QUEUE_BY_END_TILE": True}}

# The legal actions the table never offers a person, per title, from the legal actions and those
# played so far (the person's own just before the plan, then the plan's own steps): a plan is
# followed by clicks, so it holds none of them. Tribes of the Wind leaves out a rider move that only brings
# the riders back where they stood earlier in the same moves (docs/ui.md section 4: never better
# than stopping, and what Undo is for); 10 of 299 plans at 36 seeded turns sent a rider out and
# back, and the hint's marker then sat on a place whose click could not play the step.
LEFT_OUT: dict[str, Callable[[Sequence[int], Sequence[int]], set[int]]] = {
    "tribes_of_the_wind": rider_returns
}


@dataclass(frozen=True, slots=True)
class PlanConfig:
    """What a plan may spend and how it shares it out."""

    level: str = "hard"  # the bot level whose knobs the search uses (ai.bots.PRESETS)
    seconds: float = 4.0  # the whole plan's search time, all lines together
    iterations: int | None = None  # instead of seconds: a fixed count (tests, calibration)
    root_share: float = 0.5  # of the whole budget, for the first real decision
    line_share: float = 0.4  # of what is left, for each thin decision of the best line
    alternative_share: float = 0.15  # of what is left, for each thin decision of an alternative
    alternatives: int = 2
    min_alternative_share: float = 0.0  # of the best first choice's visits, for an alternative
    thin_visits: int = 24  # a decision below this many visits (or 2 per legal action) is searched
    reply_samples: int = 2
    hurry_seconds: float = 0.4  # once the person asks, the plan is finished within about this


class PlanClock:
    """The plan's budget: seconds (cut short once the person asks, ``hurry``) or iterations."""

    def __init__(self, config: PlanConfig, hurried: Callable[[], bool] | None = None) -> None:
        self.config = config
        self.started = time.perf_counter()
        self.deadline = self.started + config.seconds
        self.iterations = 0
        self.hurried = hurried
        self.in_a_hurry = False

    def _check_hurry(self) -> None:
        if not self.in_a_hurry and self.hurried is not None and self.hurried():
            self.in_a_hurry = True
            self.deadline = min(self.deadline, time.perf_counter() + self.config.hurry_seconds)

    def left(self) -> float:
        """What is left: seconds, or iterations."""
        self._check_hurry()
        if self.config.iterations is not None:  # a count has no clock: a hurry ends it
            return 0.0 if self.in_a_hurry else float(max(0, self.config.iterations - self.iterations))
        return max(0.0, self.deadline - time.perf_counter())

    def take(self, share: float) -> Budget | None:
        """A search's budget: ``share`` of what is left, None when nothing is."""
        left = self.left()
        if left <= 0:
            return None
        if self.config.iterations is not None:
            return Budget(iterations=max(1, int(left * share)))
        return Budget(seconds=max(0.005, left * share))

    def stop(self) -> bool:
        return self.left() <= 0

    def elapsed(self) -> float:
        return time.perf_counter() - self.started


def plan_ends(world: State, player: int, events: list[Event], reveals: bool = True) -> tuple[bool, bool]:
    """(the line stops here, the turn is over) after an action that raised ``events``; with
    ``reveals`` False a reveal does not stop it (a position known whole: ``Planner.line_from``)."""
    if world.is_terminal() or world.current_player() != player:
        return True, True
    if any(e.kind in TURN_BOUNDARIES for e in events):
        return True, True
    if reveals and any(e.reveals for e in events):
        return True, False
    return False, False


def search_config(title_id: str, level: str, players: int) -> SearchConfig:
    """The search knobs of a bot level in a game of ``players`` (as ``ai.bots.make_bot``)."""
    knobs = heuristic_for(title_id).search_for(players) | PRESETS[level].knobs
    return SearchConfig(**knobs)


@dataclass(slots=True)
class _Start:
    """Where the real choices of the turn begin: the forced steps before, the world after."""

    world: State
    prefix: list[Step]
    over: bool  # the line stopped within the forced steps
    whole: bool  # ... at the end of the person's turn (not at a reveal)


class Planner:
    """Plans a seat's turn (see the module docstring); one per title, reusable."""

    def __init__(self, title_id: str, seed: int = 0, config: PlanConfig | None = None) -> None:
        self.title_id = title_id
        self.config = config or PlanConfig()
        self.rng = np.random.default_rng(seed)
        self.heuristic: Heuristic = heuristic_for(title_id, PLAN_HEURISTIC.get(title_id))
        config_now = search_config(title_id, self.config.level, 2)
        self.search = InformationSetSearch(self.heuristic, config_now, self.rng)
        self.exposed_points = EXPOSED_POINTS.get(title_id, DEFAULT_EXPOSED_POINTS)

    def reseed(self, seed: int) -> None:
        """A fresh generator for the next plans (the search shares it)."""
        self.rng = np.random.default_rng(seed)
        self.search.rng = self.rng

    def plan(
        self,
        state: State,
        player: int,
        hurried: Callable[[], bool] | None = None,
        made: Sequence[int] = (),
    ) -> Plan:
        """The plan for ``player``'s turn in ``state`` (the person's own view is all it reads).
        ``hurried`` is asked during the search: once True, the plan is finished quickly.
        ``made``: the person's own actions just played (what the table's Undo could take back),
        for the actions the table leaves out after them (``LEFT_OUT``); a view has no history."""
        observation = state.observation(player)
        if observation.is_terminal() or observation.current_player() != player:
            raise ValueError("a plan is made for the seat to move")
        clock = PlanClock(self.config, hurried)
        self.search.config = search_config(self.title_id, self.config.level, observation.num_players)
        world = observation.determinize(player, self.rng)
        start = self._forced_start(world, player)
        if start.over:
            line = self._line(world, player, start.prefix, start.whole, None, 0.0)
            return self._finish([line], world, player, clock)
        root = self._search(start.world, player, None, clock, self.config.root_share)
        made = [*made, *(step.action for step in start.prefix)]
        # The actions the search weighs: where the title's knowledge keeps one, the search runs
        # no iteration, and ranking every legal action by its (absent) visits chose the lowest
        # id (a temple action that places no temple over the village that ends the game).
        legal = self._offered(start.world, self.search.legal(start.world), made)
        total = max(1, root.total_visits(legal))
        ranked = sorted(legal, key=lambda a: (-root.visits.get(a, 0), -self._mean(root, a), a))
        floor = self.config.min_alternative_share * root.visits.get(ranked[0], 0)
        chosen = [a for a in ranked if root.visits.get(a, 0) > 0 and root.visits.get(a, 0) >= floor]
        chosen = chosen[: 1 + self.config.alternatives] or ranked[:1]
        lines = []
        for index, action in enumerate(chosen):
            share = self.config.line_share if index == 0 else self.config.alternative_share
            steps, whole = self._follow(start.world, player, root, action, clock, share, made=made)
            value = self._mean(root, action) if root.visits.get(action, 0) > 0 else None
            lines.append(
                self._line(
                    world, player, start.prefix + steps, whole, value, root.visits.get(action, 0) / total
                )
            )
        return self._finish(lines, world, player, clock)

    def line_from(self, state: State, player: int, first: int) -> Line:
        """The line of ``player``'s turn that starts with ``first`` at ``state`` (a position
        known whole, as a finished game's is: the review's better plan), followed to the end of
        the turn the way ``plan`` follows its lines; its points read on ``state`` itself."""
        if state.is_terminal() or state.current_player() != player:
            raise ValueError("a line is planned for the seat to move")
        clock = PlanClock(self.config)
        self.search.config = search_config(self.title_id, self.config.level, state.num_players)
        # What a reveal shows is known here (the game's own position goes on from it), so the
        # line goes on to the turn's end: stopped at a reveal, a Prehistories turn's better plan
        # was its first paint alone, the hunt's draw being a reveal.
        steps, whole = self._follow(
            state,
            player,
            Node(),
            first,
            clock,
            self.config.line_share,
            reveals=False,
            made=getattr(state, "history", ()),  # known whole: its own history
        )
        return self._line(state, player, steps, whole, None, 1.0)

    @staticmethod
    def _mean(node: Node, action: int) -> float:
        visits = node.visits.get(action, 0)
        return float(node.value.get(action, 0.0) / visits) if visits > 0 else -1.0

    def _forced_start(self, world: State, player: int) -> _Start:
        trial = world.clone()
        prefix: list[Step] = []
        for _ in range(MAX_STEPS):
            legal = trial.legal_actions()
            if len(legal) != 1:
                break
            prefix.append(Step(legal[0], trial.action_to_str(legal[0]), True, 0))
            stops, whole = plan_ends(trial, player, trial.apply(legal[0]))
            if stops:
                return _Start(trial, prefix, True, whole)
        return _Start(trial, prefix, False, False)

    def _search(self, world: State, player: int, root: Node | None, clock: PlanClock, share: float) -> Node:
        """Search the decision of ``world``, continuing ``root``; the tree."""
        budget = clock.take(share)
        if budget is None:
            return root or Node()
        observation = world.observation(player)
        result = self.search.search(observation, player, budget, root=root, stop=clock.stop, first=world)
        clock.iterations += result.iterations
        assert result.root is not None
        return result.root

    def _thin(self, node: Node | None, legal: list[int]) -> bool:
        if node is None:
            return True
        return node.total_visits(legal) < max(self.config.thin_visits, 2 * len(legal))

    def _follow(
        self,
        start: State,
        player: int,
        root: Node,
        action: int,
        clock: PlanClock,
        share: float,
        reveals: bool = True,
        made: Sequence[int] = (),
    ) -> tuple[list[Step], bool]:
        """One line from the first real decision's ``action`` to the end of the turn: its steps,
        and whether it reached the end of the turn (not a reveal; ``reveals`` False: a reveal
        does not stop it). ``made``: the actions played before ``start``."""
        world = start.clone()
        played = list(made)
        steps: list[Step] = []
        node: Node | None = root
        whole = True
        for _ in range(MAX_STEPS):
            legal = world.legal_actions()
            visits = int(node.visits.get(action, 0)) if node is not None else 0
            steps.append(Step(action, world.action_to_str(action), len(legal) == 1, visits))
            child = node.children.get(action) if node is not None else None
            stops, whole = plan_ends(world, player, world.apply(action), reveals)
            played.append(action)
            if stops:
                break
            legal = world.legal_actions()
            if len(legal) > 1 and self._thin(child, legal) and not clock.stop():
                child = self._search(world, player, child, clock, share)
            node = child
            action = self._choose(world, node, legal, played)
        return steps, whole

    def _choose(self, world: State, node: Node | None, legal: list[int], made: Sequence[int] = ()) -> int:
        """The tree's choice at a decision, or the playout policy's where the tree has none;
        never one the table leaves out after ``made`` (``_offered``)."""
        if len(legal) == 1:
            return legal[0]
        offered = self._offered(world, legal, made)
        useful = self._offered(world, self.search.legal(world), made)
        if len(useful) == 1:
            return useful[0]
        if node is None or node.total_visits(offered) == 0:
            action = self.heuristic.rollout_action(world, self.rng)
            return action if action in offered else useful[0]
        return final_choice(node, offered, self.search.config, self.rng)

    def _offered(self, world: State, actions: list[int], made: Sequence[int]) -> list[int]:
        """``actions`` less those the table never offers at ``world`` after ``made``
        (``LEFT_OUT``); where that leaves none, the legal actions it offers."""
        left_out = LEFT_OUT.get(self.title_id)
        if left_out is None:
            return actions
        legal = world.legal_actions()
        out = left_out(legal, made)
        if not out:
            return actions
        return [a for a in actions if a not in out] or [a for a in legal if a not in out] or actions

    @staticmethod
    def _line(
        world: State, player: int, steps: list[Step], whole: bool, value: float | None, share: float
    ) -> Line:
        """A line's outcome, read by applying its steps to ``world`` (the turn's start)."""
        done = outcome(world, player, [s.action for s in steps])
        return Line(steps, value, share, done, ends_turn=whole)

    def _finish(self, lines: list[Line], world: State, player: int, clock: PlanClock) -> Plan:
        """Check each line against the next seat's best reply, rank, and word the reasons."""
        quiet = self.heuristic.quiet
        follow = quiet is not None and quiet(world)  # a bid or a party: what it buys
        for line in lines:
            after = world.clone()
            for action in line.actions:
                after.apply(action)
            reply = best_reply(
                after,
                player,
                self.heuristic,
                self.rng,
                self.config.reply_samples,
                quiet,
                follow,
            )
            line.reply, line.reply_cost, line.reply_lost = reply.gain, reply.cost, reply.lost
            if reply.own is not None:
                line.own_actions, line.own_gain = list(reply.own.actions), reply.own.gain
                line.own_first = reply.own.first
            scores = reply.scores
            rivals = [s for seat, s in enumerate(scores) if seat != player]
            line.margin = scores[player] - max(rivals) if rivals else 0
            line.result = game_result(reply.winners, player)
        # A bid or a party hands nothing over itself: what the next seat takes comes after moves
        # the bid only orders, each guessed from two policy-finished samples. Ranked on that, the
        # bid that buys the round's first move (86% of the search's visits) came after a dearer
        # one that bought less; there the search's order stands and the reply is only worded.
        rank_lines(lines, self.exposed_points if not follow else None)
        return Plan(
            self.title_id,
            player,
            lines,
            expected_views(world, player, lines[0].actions),
            clock.iterations,
            clock.elapsed(),
        )


def game_result(winners: tuple[int, ...] | None, player: int) -> str:
    """``Line.result`` for ``player`` from the winners of a finished game (None: not finished)."""
    if winners is None:
        return ""
    if player not in winners:
        return "lost"
    return "won" if len(winners) == 1 else "shared"


def rank_lines(lines: list[Line], exposed_points: int | None) -> None:
    """Mark the lines whose next-seat reply moves ``exposed_points`` or more (what the next seat
    takes plus what the person loses) beyond what they gain over the safest line (the best gain
    net of the reply), word every reason, and sort the exposed lines after the others, keeping
    the search's order within each group (in place). ``None``: none is marked (words only)."""
    best_net = max(line.gain - line.reply - line.reply_cost for line in lines)
    for line in lines:
        swing = line.reply + line.reply_cost
        excess = best_net - (line.gain - swing)
        line.exposed = exposed_points is not None and min(swing, excess) >= exposed_points
        line.reason = reason_parts(line)
    lines.sort(key=lambda line: line.exposed)


def expected_views(world: State, player: int, actions: list[int]) -> list[str | None]:
    """The person's view (``ai.bots.fingerprint``) before each of ``actions`` played on a copy."""
    trial = world.clone()
    views = []
    for action in actions:
        views.append(fingerprint(trial.observation(player), player))
        trial.apply(action)
    return views
