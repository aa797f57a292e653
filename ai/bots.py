"""Every bot behind one registry: ``make_bot(name, title_id, seed, budget=None)``.

A bot answers ``choose(state, player)`` with a ``Choice``. Whatever it is handed (the real
state or an observation), it reads only ``observation(player)`` and then ``determinize`` of
that observation (ARCHITECTURE.md section 1: bots never see the real state).

Turns. A turn is a run of consecutive decisions of one player. Search bots spend one budget
per turn, not per micro-step: the first decision gets ``FIRST_SHARE`` of it and keeps the
search tree; later decisions of the turn are answered from the subtree of the chosen action
when the position is the one the search expected and the subtree is well visited. Otherwise
(a chance event such as a card draw, or a thin subtree) they search again with half of what
is left of the turn's budget, so a whole turn never costs more than one budget.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

import numpy as np

from ai.heuristics import Heuristic, heuristic_for
from ai.search import Budget, Deadline, InformationSetSearch, Node, Progress, SearchConfig, StopCheck
from game.rules import TITLE_IDS, load_title
from game.rules.base import State, Title

log = logging.getLogger(__name__)

FIRST_SHARE = 0.7
FINGERPRINT_SEED = 20_240_601
# A subtree answers a follow-up decision without searching when it has this many visits per
# legal action (and at least REUSE_MIN_VISITS in all).
REUSE_VISITS_PER_ACTION = 3
REUSE_MIN_VISITS = 24


def playable_titles() -> list[Title]:
    """Every title whose engine imports cleanly; one still being written is left out (logged)."""
    titles = []
    for title_id in TITLE_IDS:
        try:
            titles.append(load_title(title_id))
        except ModuleNotFoundError:
            continue
        except Exception:
            log.warning("title %s does not load; left out", title_id, exc_info=True)
    return titles


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

    def share_for(self, player: int) -> tuple[Budget, bool]:
        """The budget of the next search and whether it starts a new turn."""
        if self.continuing and player == self.player:
            share = (1.0 - self.spent) / 2
            self.spent += share
            return self.budget.scaled(max(share, 0.01)), False
        self.player = player
        self.spent = FIRST_SHARE
        return self.budget.scaled(FIRST_SHARE), True

    def finish(self, player: int, moves_again: bool) -> None:
        self.player = player
        self.continuing = moves_again


class RandomBot:
    """Uniform over the legal actions of a determinization."""

    def __init__(self, name: str, seed: int) -> None:
        self.name = name
        self.rng = np.random.default_rng(seed)

    def reset(self) -> None:
        return None

    def choose(
        self, state: State, player: int, stop: StopCheck | None = None, progress: Progress | None = None
    ) -> Choice:
        world = state.observation(player).determinize(player, self.rng)
        legal = world.legal_actions()
        return Choice(legal[int(self.rng.integers(len(legal)))], ChoiceStats("random"))


def finish_turn(world: State, player: int, heuristic: Heuristic, rng: np.random.Generator) -> None:
    """Play the rest of ``player``'s turn with the rollout policy (mutates ``world``)."""
    for _ in range(200):
        if world.is_terminal() or world.current_player() != player:
            return
        world.apply(heuristic.rollout_action(world, rng))


class GreedyBot:
    """One-step lookahead on the heuristic, finishing its own turn with the rollout policy.

    Each legal action is tried on a determinization and the turn completed ``samples`` times;
    the action whose best completion scores highest is chosen.
    """

    def __init__(self, name: str, heuristic: Heuristic, seed: int, samples: int = 3) -> None:
        self.name = name
        self.heuristic = heuristic
        self.rng = np.random.default_rng(seed)
        self.samples = samples

    def reset(self) -> None:
        return None

    def choose(
        self, state: State, player: int, stop: StopCheck | None = None, progress: Progress | None = None
    ) -> Choice:
        world = state.observation(player).determinize(player, self.rng)
        legal = world.legal_actions()
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
        observation = state.observation(player)
        world = observation.determinize(player, self.rng)
        legal = world.legal_actions()
        if len(legal) == 1:
            return Choice(legal[0], ChoiceStats("forced"))
        budget, _ = self.clock.share_for(player)
        totals = np.zeros(len(legal))
        counts = np.zeros(len(legal))
        iterations = 0
        clock = Deadline(budget)
        while not clock.done(iterations) and not (stop is not None and stop()):
            i = iterations % len(legal)
            trial = observation.determinize(player, self.rng)
            trial.apply(legal[i])
            totals[i] += self.playout.playout_reward(trial)[player]
            counts[i] += 1
            iterations += 1
            if progress is not None:
                progress(clock.fraction(iterations))
        means = np.divide(totals, counts, out=np.zeros(len(legal)), where=counts > 0)
        action = legal[int(np.argmax(means))]
        after = world.clone()
        after.apply(action)
        self.clock.finish(player, after.current_player() == player)
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


class SearchBot:
    """ISMCTS with a per-turn budget and tree reuse across the micro-steps of a turn."""

    def __init__(
        self, name: str, heuristic: Heuristic, seed: int, budget: Budget, config: SearchConfig
    ) -> None:
        self.name = name
        self.rng = np.random.default_rng(seed)
        self.search = InformationSetSearch(heuristic, config, self.rng)
        self.clock = TurnClock(budget)
        self.plan: _Plan | None = None

    def reset(self) -> None:
        self.clock = TurnClock(self.clock.budget)
        self.plan = None

    def choose(
        self, state: State, player: int, stop: StopCheck | None = None, progress: Progress | None = None
    ) -> Choice:
        observation = state.observation(player)
        seen = fingerprint(observation, player)
        plan = self.plan
        self.plan = None
        reuse = None
        if plan is not None and plan.player == player and seen is not None and plan.expected == seen:
            reuse = plan.node
        if reuse is not None:
            legal = observation.determinize(player, self.rng).legal_actions()
            visits = reuse.total_visits(legal)
            if len(legal) == 1 or visits >= max(REUSE_MIN_VISITS, REUSE_VISITS_PER_ACTION * len(legal)):
                action = legal[0] if len(legal) == 1 else reuse.best_action(legal)
                stats = ChoiceStats(
                    "plan",
                    visits={a: int(reuse.visits[a]) for a in legal if reuse.visits[a] > 0},
                    values={a: float(reuse.value[a] / reuse.visits[a]) for a in legal if reuse.visits[a] > 0},
                )
                self._remember(observation, player, action, reuse)
                if progress is not None:
                    progress(1.0)
                return Choice(action, stats)
        budget, _ = self.clock.share_for(player)
        result = self.search.search(observation, player, budget, root=reuse, stop=stop, progress=progress)
        source = "forced" if result.iterations == 0 and not result.cancelled else "search"
        self._remember(observation, player, result.action, result.root)
        stats = ChoiceStats(source, result.iterations, result.elapsed, result.visits, result.values)
        return Choice(result.action, stats)

    def _remember(self, observation: State, player: int, action: int, node: Node | None) -> None:
        """Predict the next observation; if this player moves again, keep the subtree for it."""
        after = observation.determinize(player, self.rng)
        after.apply(action)
        moves_again = not after.is_terminal() and after.current_player() == player
        self.clock.finish(player, moves_again)
        if moves_again and node is not None:
            self.plan = _Plan(
                player, fingerprint(after.observation(player), player), node.children.get(action)
            )


@dataclass(frozen=True, slots=True)
class Preset:
    """A named bot level: its budget per turn and its search knobs."""

    seconds: float
    config: SearchConfig


PRESETS: dict[str, Preset] = {
    "easy": Preset(0.3, SearchConfig(exploration=1.0, rollout_depth=20)),
    "normal": Preset(1.5, SearchConfig()),
    "hard": Preset(4.0, SearchConfig()),
}
SEARCH_BOTS = ("ismcts", "flatmc", *PRESETS)
DEFAULT_SECONDS = 1.0
BOT_NAMES = ("random", "greedy", *SEARCH_BOTS, "openspiel_ismcts", "openspiel_mcts")

BotFactory = Callable[[str, str, int, Budget | None], Bot]


def as_budget(budget: Budget | float | None, default_seconds: float) -> Budget:
    if budget is None:
        return Budget(seconds=default_seconds)
    if isinstance(budget, Budget):
        return budget
    return Budget(seconds=float(budget))


def make_bot(name: str, title_id: str, seed: int, budget: Budget | float | None = None) -> Bot:
    """A bot by name (``BOT_NAMES``); ``budget`` (seconds or a Budget) overrides a search bot's."""
    heuristic = heuristic_for(title_id)
    if name == "random":
        return RandomBot(name, seed)
    if name == "greedy":
        return GreedyBot(name, heuristic, seed)
    if name in PRESETS:
        preset = PRESETS[name]
        return SearchBot(name, heuristic, seed, as_budget(budget, preset.seconds), preset.config)
    if name == "ismcts":
        return SearchBot(name, heuristic, seed, as_budget(budget, DEFAULT_SECONDS), SearchConfig())
    if name == "flatmc":
        return FlatMonteCarloBot(name, heuristic, seed, as_budget(budget, DEFAULT_SECONDS), SearchConfig())
    if name.startswith("openspiel_"):
        from ai.openspiel_bridge import make_openspiel_bot

        return make_openspiel_bot(name, title_id, seed, as_budget(budget, DEFAULT_SECONDS))
    raise KeyError(f"unknown bot {name!r}; known: {', '.join(BOT_NAMES)}")
