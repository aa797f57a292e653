"""Every bot behind one registry: ``make_bot(name, title_id, seed, budget=None)``.

A bot answers ``choose(state, player)`` with a ``Choice``. Whatever it is handed (the real
state or an observation), it reads only ``observation(player)`` and then ``determinize`` of
that observation (docs/architecture.md: bots never see the real state).

Turns. A turn is a run of consecutive decisions of one player. Search bots spend one budget
per turn, not per micro-step (``TurnClock``, ``ClockConfig``). By default ("weighted") every
decision with a choice is searched with what is left of the turn's budget in proportion to its
legal actions against those the rest of the turn is expected to offer (one playout of the
rollout policy), so the second start-tile pick of a two-marker turn is not starved and the last
decision uses what is left; the search continues the subtree of the chosen action when the
position is the one it expected (a chance event such as a card draw starts a fresh tree), and a
decision with at least ``ClockConfig.wide`` legal actions runs at least ``ClockConfig.floor``
iterations. The earlier rule ("first_share": ``FIRST_SHARE`` of the budget first, then half of
what is left, answering from a well visited subtree without searching) stays as a knob.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields
from typing import Any, Protocol

import numpy as np

from ai.budget import Budget, Deadline
from ai.heuristics import Heuristic, heuristic_for
from ai.search import InformationSetSearch, Progress, StopCheck, determinizer
from ai.search_config import SearchConfig
from ai.tree import Node, final_choice
from game.rules.base import State

log = logging.getLogger(__name__)

FIRST_SHARE = 0.7
FINGERPRINT_SEED = 20_240_601
# A subtree answers a follow-up decision without searching when it has this many visits per
# legal action (and at least REUSE_MIN_VISITS in all).
REUSE_VISITS_PER_ACTION = 3
REUSE_MIN_VISITS = 24


@dataclass(slots=True)
class ChoiceStats:
    """Why a bot chose: root visit counts and mean values (for hints), and what it cost."""

    source: str  # "search", "plan", "forced", "greedy", "flatmc", "random", "fallback"
    iterations: int = 0
    elapsed: float = 0.0
    visits: dict[int, int] = field(default_factory=dict)
    values: dict[int, float] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Choice:
    action: int
    stats: ChoiceStats


class Bot(Protocol):
    name: str

    def choose(
        self, state: State, player: int, stop: StopCheck | None = None, progress: Progress | None = None
    ) -> Choice: ...

    def reset(self) -> None: ...


def fingerprint(observation: State, player: int) -> str | None:
    """A comparable summary of what ``player`` sees, or None when the title cannot give one.

    An observation that cannot be saved is summarised by a determinization with a fixed seed:
    it depends on the observation alone, so equal views give equal summaries.
    """
    try:
        return json.dumps(observation.to_dict(), sort_keys=True, default=str)
    except Exception:
        pass
    try:
        world = observation.determinize(player, np.random.default_rng(FINGERPRINT_SEED))
        return json.dumps(world.to_dict(), sort_keys=True, default=str)
    except Exception:  # an engine that cannot do either simply gets no tree reuse
        log.debug("observation of %s has no fingerprint", observation.title.id, exc_info=True)
        return None


@dataclass(slots=True)
class TurnClock:
    """Shares one budget among the decisions of one turn (see the module docstring)."""

    budget: Budget
    player: int = -1
    spent: float = 0.0  # fraction of the budget used this turn
    continuing: bool = False  # the last decision expected this player to move again

    def begin(self, player: int) -> None:
        """A decision of ``player``: a new turn unless the last decision said it continues."""
        if not (self.continuing and player == self.player):
            self.player = player
            self.spent = 0.0
        self.continuing = False

    def take(self, now: float | None = None, rest: float = 0.0, min_iterations: int = 0) -> Budget:
        """The budget of the next search of this turn (``used`` then says what it cost).

        Without weights: ``FIRST_SHARE`` for the first search, then half of what is left. With
        weights (``now`` for this decision, ``rest`` for the decisions expected after it this
        turn, see ``turn_weights``): what is left of the budget in proportion, so the last
        decision takes all of it. ``min_iterations`` is the search's floor (``Budget``)."""
        left = max(0.0, 1.0 - self.spent)
        if now is None:
            share = FIRST_SHARE if self.spent == 0.0 else left / 2
        else:
            share = left * now / (now + rest) if now + rest > 0 else left
        self.spent += share
        return self.budget.scaled(share, min_iterations)

    def left(self) -> float:
        return max(0.0, 1.0 - self.spent)

    def used(self, budget: Budget, seconds: float, iterations: int) -> None:
        """Count what the last search really cost instead of its share (it may overrun by
        one iteration, or stop early when cancelled)."""
        if self.budget.seconds is not None and budget.seconds is not None:
            self.spent += (seconds - budget.seconds) / self.budget.seconds
        elif self.budget.iterations is not None and budget.iterations is not None:
            self.spent += (iterations - budget.iterations) / self.budget.iterations

    def finish(self, moves_again: bool) -> None:
        self.continuing = moves_again


def turn_weights(
    world: State, player: int, heuristic: Heuristic, rng: np.random.Generator, limit: int = 200
) -> tuple[float, float]:
    """How much thinking this decision and the rest of the turn call for: the number of legal
    actions of each real decision (one legal action: none), the rest of the turn played out
    once by the rollout policy on a copy of ``world``."""
    now = float(len(world.legal_actions()))
    rest = 0.0
    trial = world.clone()
    trial.apply(heuristic.rollout_action(trial, rng))
    for _ in range(limit):
        if trial.is_terminal() or trial.current_player() != player:
            break
        legal = trial.legal_actions()
        if len(legal) > 1:
            rest += len(legal)
        trial.apply(heuristic.rollout_action(trial, rng))
    return now, rest


def forced_choice(clock: TurnClock, world: State, player: int, legal: list[int]) -> Choice | None:
    """Start the turn's clock; a decision with one legal action is answered without thinking."""
    clock.begin(player)
    if len(legal) != 1:
        return None
    clock.finish(moves_again_after(world, player, legal[0]))
    return Choice(legal[0], ChoiceStats("forced"))


@dataclass(frozen=True, slots=True)
class Decision:
    """The start of a clocked bot's decision (``open_decision``)."""

    observation: State
    world: State  # a determinization of the observation
    legal: list[int]  # legal there
    continuing: bool  # the last decision said this player would move again: the same turn
    forced: Choice | None  # the answer when there is one legal action (the clock knows it)


def open_decision(clock: TurnClock, state: State, player: int, rng: np.random.Generator) -> Decision:
    """What a bot with a turn clock does first: read its observation, determinize it, start or
    continue the turn's clock, and answer a forced move."""
    observation = state.observation(player)
    world = observation.determinize(player, rng)
    legal = world.legal_actions()
    continuing = clock.continuing and clock.player == player
    return Decision(observation, world, legal, continuing, forced_choice(clock, world, player, legal))


class StatelessBot:
    """A bot that keeps nothing between decisions and looks at one determinization."""

    def __init__(self, name: str, seed: int) -> None:
        self.name = name
        self.rng = np.random.default_rng(seed)

    def reset(self) -> None:
        return None

    def world(self, state: State, player: int) -> tuple[State, list[int]]:
        """A determinization of ``player``'s observation and its legal actions."""
        world = state.observation(player).determinize(player, self.rng)
        return world, world.legal_actions()


class RandomBot(StatelessBot):
    """Uniform over the legal actions of a determinization."""

    def choose(
        self, state: State, player: int, stop: StopCheck | None = None, progress: Progress | None = None
    ) -> Choice:
        _, legal = self.world(state, player)
        return Choice(legal[int(self.rng.integers(len(legal)))], ChoiceStats("random"))


def finish_turn(world: State, player: int, heuristic: Heuristic, rng: np.random.Generator) -> None:
    """Play the rest of ``player``'s turn with the rollout policy (mutates ``world``)."""
    for _ in range(200):
        if world.is_terminal() or world.current_player() != player:
            return
        world.apply(heuristic.rollout_action(world, rng))


class GreedyBot(StatelessBot):
    """One-step lookahead on the heuristic, finishing its own turn with the rollout policy.

    Each legal action is tried on a determinization and the turn completed ``samples`` times;
    the action whose best completion scores highest is chosen. ``greedy`` completes once (the
    cheap look-ahead); ``greedy3`` keeps the best of three completions, a
    much stronger baseline since a player controls the rest of their own turn.
    """

    def __init__(self, name: str, heuristic: Heuristic, seed: int, samples: int = 1) -> None:
        super().__init__(name, seed)
        self.heuristic = heuristic
        self.samples = samples

    def choose(
        self, state: State, player: int, stop: StopCheck | None = None, progress: Progress | None = None
    ) -> Choice:
        world, legal = self.world(state, player)
        if self.heuristic.useful_actions is not None:
            legal = self.heuristic.useful_actions(world, legal)
        if self.heuristic.root_actions is not None:
            legal = self.heuristic.root_actions(world, legal)
        if len(legal) == 1:
            return Choice(legal[0], ChoiceStats("forced"))
        values: dict[int, float] = {}
        for action in legal:
            best = -1.0
            for _ in range(self.samples):
                trial = world.clone()
                trial.apply(action)
                finish_turn(trial, player, self.heuristic, self.rng)
                best = max(best, self.heuristic.evaluate(trial)[player])
            values[action] = best
        top = max(values.values())
        action = min(a for a, v in values.items() if v == top)
        return Choice(action, ChoiceStats("greedy", values=values))


def moves_again_after(world: State, player: int, action: int) -> bool:
    """Whether ``player`` is still to move after ``action`` in (a copy of) ``world``."""
    after = world.clone()
    after.apply(action)
    return not after.is_terminal() and after.current_player() == player


class FlatMonteCarloBot:
    """Per legal action, playouts from fresh determinizations; the best mean wins."""

    def __init__(
        self, name: str, heuristic: Heuristic, seed: int, budget: Budget, config: SearchConfig
    ) -> None:
        self.name = name
        self.heuristic = heuristic
        self.rng = np.random.default_rng(seed)
        self.clock = TurnClock(budget)
        # The playout and terminal scoring are the search's own, without the tree.
        self.playout = InformationSetSearch(heuristic, config, self.rng)

    def reset(self) -> None:
        self.clock = TurnClock(self.clock.budget)

    def choose(
        self, state: State, player: int, stop: StopCheck | None = None, progress: Progress | None = None
    ) -> Choice:
        decision = open_decision(self.clock, state, player, self.rng)
        if decision.forced is not None:
            return decision.forced
        observation, world, legal = decision.observation, decision.world, decision.legal
        budget = self.clock.take()
        self.playout.reading = self.playout.reading_for(world, legal)
        totals = np.zeros(len(legal))
        counts = np.zeros(len(legal))
        iterations = 0
        clock = Deadline(budget)
        draw = determinizer(observation, player)
        while not clock.done(iterations) and not (stop is not None and stop()):
            i = iterations % len(legal)
            trial = draw(self.rng)
            trial.apply(legal[i])
            ended = int(self.playout.turn_over(trial, player, legal[i]))
            totals[i] += self.playout.playout_reward(trial, player, ended)[player]
            counts[i] += 1
            iterations += 1
            if progress is not None:
                progress(clock.fraction(iterations))
        means = np.divide(totals, counts, out=np.zeros(len(legal)), where=counts > 0)
        action = legal[int(np.argmax(means))]
        self.clock.used(budget, clock.elapsed(), iterations)
        self.clock.finish(moves_again_after(world, player, action))
        stats = ChoiceStats(
            "flatmc",
            iterations=iterations,
            elapsed=clock.elapsed(),
            visits={a: int(c) for a, c in zip(legal, counts)},
            values={a: float(m) for a, m in zip(legal, means)},
        )
        return Choice(action, stats)


@dataclass(slots=True)
class _Plan:
    """The subtree to answer the next decision of this turn from, and what it expects to see."""

    player: int
    expected: str | None
    node: Node | None


@dataclass(frozen=True, slots=True)
class ClockConfig:
    """How a search bot spends its turn budget (knobs, see ``make_bot``).

    ``clock="weighted"``: every decision with more than one legal action is searched, with
    what is left of the turn's budget in proportion to its legal actions against those of the
    rest of the turn (``turn_weights``), continuing the subtree of the last search when the
    position is the expected one; a decision with at least ``wide`` legal actions runs at least
    ``floor`` iterations counting the visits its reused subtree brings. ``clock="first_share"``:
    the earlier rule (``FIRST_SHARE`` first, then half of what is left, answering from a well
    visited subtree without searching)."""

    clock: str = "weighted"
    wide: int = 8
    floor: int = 50

    def __post_init__(self) -> None:
        if self.clock not in ("weighted", "first_share"):
            raise ValueError(f"clock must be 'weighted' or 'first_share', not {self.clock!r}")


class SearchBot:
    """ISMCTS with a per-turn budget and tree reuse across the micro-steps of a turn."""

    def __init__(
        self,
        name: str,
        heuristic: Heuristic,
        seed: int,
        budget: Budget,
        config: SearchConfig,
        clock: ClockConfig | None = None,
        config_for: Callable[[int], SearchConfig] | None = None,
    ) -> None:
        self.name = name
        self.rng = np.random.default_rng(seed)
        self.heuristic = heuristic
        self.search = InformationSetSearch(heuristic, config, self.rng)
        # The knobs for the game's player count (``Heuristic.search_players``), made once each.
        self.config_for = config_for
        self.configs: dict[int, SearchConfig] = {}
        self.clock_config = clock or ClockConfig()
        self.clock = TurnClock(budget)
        self.plan: _Plan | None = None

    def reset(self) -> None:
        self.clock = TurnClock(self.clock.budget)
        self.plan = None

    def describe(self) -> dict[str, Any]:
        """The knobs in effect (the arena reports them)."""
        return {**asdict(self.search.config), **asdict(self.clock_config)}

    def choose(
        self, state: State, player: int, stop: StopCheck | None = None, progress: Progress | None = None
    ) -> Choice:
        observation = state.observation(player)
        if self.config_for is not None:
            players = observation.num_players
            if players not in self.configs:
                self.configs[players] = self.config_for(players)
            self.search.config = self.configs[players]
        world = observation.determinize(player, self.rng)
        legal = self.search.legal(world)
        self.clock.begin(player)
        plan = self.plan
        self.plan = None
        reuse = None
        if (
            plan is not None
            and plan.player == player
            and plan.expected is not None
            and plan.expected == fingerprint(observation, player)
        ):
            reuse = plan.node
        if reuse is not None and not self.search.continues(self.search.reading_for(world, legal)):
            reuse = None  # read to another horizon
        weighted = self.clock_config.clock == "weighted"
        wide = len(legal) >= self.clock_config.wide
        if weighted:
            # With the turn's time spent, a kept subtree answers unless the decision is wide
            # and the subtree has not had the floor's visits.
            needed = self.clock_config.floor if wide else 1
            answer_now = len(legal) == 1 or (
                reuse is not None and self.clock.left() <= 0.0 and reuse.total_visits(legal) >= needed
            )
        else:
            answer_now = len(legal) == 1 or (reuse is not None and self._well_visited(reuse, legal))
        if answer_now:
            action = (
                legal[0]
                if len(legal) == 1
                else final_choice(reuse or Node(), legal, self.search.config, self.rng)
            )
            self._remember(world, player, action, reuse)
            if progress is not None:
                progress(1.0)
            return Choice(action, self._plan_stats(reuse, legal))
        if weighted:
            now, rest = turn_weights(world, player, self.heuristic, self.rng)
            floor = 0
            if wide:
                floor = self.clock_config.floor - (0 if reuse is None else reuse.total_visits(legal))
            budget = self.clock.take(now, rest, max(0, floor))
        else:
            budget = self.clock.take()
        result = self.search.search(
            observation, player, budget, root=reuse, stop=stop, progress=progress, first=world
        )
        self.clock.used(budget, result.elapsed, result.iterations)
        self._remember(world, player, result.action, result.root)
        stats = ChoiceStats("search", result.iterations, result.elapsed, result.visits, result.values)
        return Choice(result.action, stats)

    @staticmethod
    def _well_visited(node: Node, legal: list[int]) -> bool:
        return node.total_visits(legal) >= max(REUSE_MIN_VISITS, REUSE_VISITS_PER_ACTION * len(legal))

    @staticmethod
    def _plan_stats(node: Node | None, legal: list[int]) -> ChoiceStats:
        if node is None:
            return ChoiceStats("forced")
        visited = [a for a in legal if a in node.visits]
        return ChoiceStats(
            "plan",
            visits={a: node.visits[a] for a in visited},
            values={a: node.mean(a) for a in visited},
        )

    def _remember(self, world: State, player: int, action: int, node: Node | None) -> None:
        """Predict the next observation; if this player moves again, keep the subtree for it."""
        after = world.clone()
        after.apply(action)
        moves_again = not after.is_terminal() and after.current_player() == player
        self.clock.finish(moves_again)
        if moves_again and node is not None:
            self.plan = _Plan(
                player, fingerprint(after.observation(player), player), node.children.get(action)
            )


@dataclass(frozen=True, slots=True)
class Preset:
    """A named bot level: its budget per turn and the search knobs that make it that level
    (they win over the title's own knobs)."""

    seconds: float
    knobs: dict[str, Any] = field(default_factory=dict)
    clock: dict[str, Any] = field(default_factory=dict)  # ClockConfig fields


PRESETS: dict[str, Preset] = {
    # Easy thinks briefly with no iteration floor (the table's wait stays short), explores more,
    # plays shorter playouts, reads its own turn only and draws its move among those it looked
    # at by their visits: a level that makes a person's kind of mistakes (docs/bots.md).
    "easy": Preset(
        0.3,
        {
            "exploration": 1.0,
            "rollout_depth": 20,
            "horizon_cap": 1,  # its own turn only, whatever the title's horizon
            "final_temperature": 1.0,
        },
        {"floor": 0},
    ),
    "normal": Preset(1.5),
    "hard": Preset(4.0),
}
SEARCH_BOTS = ("ismcts", "flatmc", *PRESETS)
DEFAULT_SECONDS = 1.0
BOT_NAMES = ("random", "greedy", "greedy3", *SEARCH_BOTS)

BotFactory = Callable[[str, str, int, Budget | None], Bot]


def as_budget(budget: Budget | float | None, default_seconds: float) -> Budget:
    if budget is None:
        return Budget(seconds=default_seconds)
    if isinstance(budget, Budget):
        return budget
    return Budget(seconds=float(budget))


Knobs = dict[str, Any]
SEARCH_KNOBS = frozenset(f.name for f in fields(SearchConfig))
CLOCK_KNOBS = frozenset(f.name for f in fields(ClockConfig))


def split_knobs(knobs: Knobs | None) -> tuple[dict[str, Any], dict[str, Any], dict[str, Any], dict[str, Any]]:
    """Knobs of one bot as (search, clock, heuristic constants, others): ``SearchConfig`` and
    ``ClockConfig`` field names, ``"heuristic": {CONSTANT: value}``, and anything else (which
    only the OpenSpiel seats accept)."""
    knobs = dict(knobs or {})
    constants = knobs.pop("heuristic", None) or {}
    if not isinstance(constants, dict):
        raise ValueError("knob 'heuristic' takes an object of module constants")
    search = {k: v for k, v in knobs.items() if k in SEARCH_KNOBS}
    clock = {k: v for k, v in knobs.items() if k in CLOCK_KNOBS}
    others = {k: v for k, v in knobs.items() if k not in SEARCH_KNOBS and k not in CLOCK_KNOBS}
    return search, clock, constants, others


def make_bot(
    name: str, title_id: str, seed: int, budget: Budget | float | None = None, knobs: Knobs | None = None
) -> Bot:
    """A bot by name (``BOT_NAMES``); ``budget`` (seconds or a Budget) overrides a search bot's.

    ``knobs`` (tuning, ``python -m research.arena --knobs``) sets ``SearchConfig`` and
    ``ClockConfig`` fields over the title's and the level's, and ``"heuristic": {CONSTANT: value}``
    module constants of the title's heuristic (``heuristic_for``). A knob the bot does not use is
    an error. The research peers (OpenSpiel's bots) are made by ``research.bots``, never here."""
    search_knobs, clock_knobs, constants, others = split_knobs(knobs)
    heuristic = heuristic_for(title_id, constants)
    searching = name in PRESETS or name in ("ismcts", "flatmc")
    unused = [*others, *(clock_knobs if name not in PRESETS and name != "ismcts" else [])]
    unused += [] if searching else list(search_knobs)
    if unused:
        raise ValueError(f"bot {name!r} has no knobs {', '.join(sorted(unused))}")
    if name == "random":
        return RandomBot(name, seed)
    if name == "greedy":
        return GreedyBot(name, heuristic, seed)
    if name == "greedy3":
        return GreedyBot(name, heuristic, seed, samples=3)
    if name in PRESETS or name == "ismcts":
        preset = PRESETS.get(name, Preset(DEFAULT_SECONDS))

        def config_for(players: int | None) -> SearchConfig:
            title_knobs = heuristic.search_for(players)
            return SearchConfig(**(title_knobs | preset.knobs | search_knobs))

        clock = ClockConfig(**(preset.clock | clock_knobs))
        return SearchBot(
            name, heuristic, seed, as_budget(budget, preset.seconds), config_for(None), clock, config_for
        )
    if name == "flatmc":
        config = SearchConfig(**(heuristic.search | search_knobs))
        return FlatMonteCarloBot(name, heuristic, seed, as_budget(budget, DEFAULT_SECONDS), config)
    raise KeyError(f"unknown bot {name!r}; known: {', '.join(BOT_NAMES)}")
