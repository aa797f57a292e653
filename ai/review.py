"""A finished game reviewed by the strongest bot: every person's decision valued, the key moments.

For each decision of a person that offered a choice, the search of the strongest level (``hard``'s
knobs over the title's, ``ai.bots``) looks at the decision from that person's observation, as the
bot would have, with a fixed iteration budget. Its root holds each action's mean reward (the
person's win chance as the title's heuristic and the playouts estimate it, 0 to 1). Its answer is
the best valued of the well visited actions (at least half the visits of the most visited). The
chosen action and that answer are then both topped up to ``top_up`` visits through the same
tree, so the two are valued by the same estimate:

- ``before``: the position's value for the person, the better of the two;
- ``after``: the value of what the person chose; ``loss`` is the difference.

The key moments are the decisions that lost the most (at most ``KEY_MOMENTS``, each losing at
least ``MIN_KEY_LOSS``): they are ranked by the search's win chance alone. For each, the better
plan is the whole rest of the person's turn from the better action, followed the way the hint
follows its plans (``ai.planner.Planner.line_from``, the strongest level's knobs), and its points are
read the way the hint reads a plan's (``game.rules.outcome``: the person's points at the line's
end less at the decision) on the real position (after the game everything is public); the turn
as played is read the same way, to the same kind of end (``ai.planner.plan_ends``). ``points`` is
how many more the plan gains, never below zero: a move ranked better by the win chance that
scores no more this turn is better for the position it leaves, and is worded so, never as a
loss of points. Every seat's value over the game is the title's heuristic read on the real
position at each change of the player to move.

Pure ai layer (rules and ai imports only); ``ReviewProcess`` runs a review in a child process
with its progress and a cancel, the way ``process_worker`` runs a bot.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

import numpy as np

from ai.bots import PRESETS
from ai.budget import Budget
from ai.heuristics import Heuristic, heuristic_for
from ai.planner import PlanConfig, Planner, plan_ends
from ai.search import InformationSetSearch, determinizer
from ai.search_config import SearchConfig
from ai.tree import Node
from game.rules import load_title
from game.rules.base import State
from game.rules.outcome import outcome

log = logging.getLogger(__name__)

STRONGEST = "hard"
DEFAULT_ITERATIONS = 300
"""Search iterations per decision at the default budget (bench/bench_review.py times it)."""
TOP_UP = 24
KEY_MOMENTS = 5
MIN_KEY_LOSS = 0.02
PLAN_ITERATIONS = 120
"""At least this many search iterations for a key moment's whole-turn plan (the review's own
budget when larger), shared out over the plan's decisions as the hint shares its own."""
REVIEW_VERSION = 2  # 2: a key moment holds its better plan

StopCheck = Callable[[], bool]
Progress = Callable[[float], None]


@dataclass(frozen=True, slots=True)
class GameSpec:
    """What the review needs of a game: it replays ``actions`` from the seed and flags."""

    title_id: str
    players: int
    seed: int
    flags: dict[str, Any]
    actions: tuple[int, ...]
    people: tuple[int, ...]  # the seats whose decisions are reviewed


@dataclass(slots=True)
class Decision:
    index: int  # the action's place in the game's history
    player: int
    chosen: int
    best: int
    before: float
    after: float
    chosen_text: str = ""
    best_text: str = ""
    # For a key moment: the better plan (the whole turn from ``best``), what it gains by its end,
    # what the turn played gained to the same kind of end, and how many more the plan gains
    # (``points``, at least 0).
    points: float | None = None
    plan: list[int] = field(default_factory=list)
    plan_text: list[str] = field(default_factory=list)
    plan_points: int | None = None
    played_points: int | None = None

    @property
    def loss(self) -> float:
        return max(0.0, self.before - self.after)


@dataclass(slots=True)
class Review:
    title_id: str
    iterations: int
    decisions: list[Decision] = field(default_factory=list)
    # (action index, every seat's value) at each change of the player to move, and at the end
    curve: list[tuple[int, list[float]]] = field(default_factory=list)
    key_moments: list[int] = field(default_factory=list)  # indices into ``decisions``, game order
    complete: bool = True

    def moments(self) -> list[Decision]:
        return [self.decisions[k] for k in self.key_moments]

    def to_dict(self) -> dict[str, Any]:
        return {
            "version": REVIEW_VERSION,
            "title": self.title_id,
            "iterations": self.iterations,
            "decisions": [asdict(d) for d in self.decisions],
            "curve": [[index, values] for index, values in self.curve],
            "key_moments": list(self.key_moments),
            "complete": self.complete,
        }

    @classmethod
    def from_dict(cls, data: Any) -> Review:
        """A kept review; ValueError when it is not one (it is then computed again)."""
        try:
            if data["version"] != REVIEW_VERSION:
                raise ValueError(f"review version {data['version']!r}")
            decisions = [Decision(**item) for item in data["decisions"]]
            curve = [(int(index), [float(v) for v in values]) for index, values in data["curve"]]
            keys = [int(k) for k in data["key_moments"]]
            if any(not 0 <= k < len(decisions) for k in keys):
                raise ValueError("a key moment out of range")
            return cls(
                str(data["title"]), int(data["iterations"]), decisions, curve, keys, bool(data["complete"])
            )
        except (KeyError, TypeError, AttributeError) as error:
            raise ValueError(f"not a review: {error}") from None


def strongest_config(heuristic: Heuristic, players: int) -> SearchConfig:
    """The search knobs of the strongest level for ``players`` (as ``ai.bots.make_bot`` sets them)."""
    return SearchConfig(**(heuristic.search_for(players) | PRESETS[STRONGEST].knobs))


def _mean(node: Node, action: int) -> float:
    visits = node.visits.get(action, 0)
    return float(node.value.get(action, 0.0) / visits) if visits > 0 else 0.0


def judge(
    search: InformationSetSearch,
    state: State,
    chosen: int,
    iterations: int,
    top_up: int = TOP_UP,
    stop: StopCheck | None = None,
    progress: Progress | None = None,
) -> Decision:
    """Value the mover's decision at ``state`` (the real position; the search sees the mover's
    observation) and the action ``chosen`` there."""
    mover = state.current_player()
    observation = state.observation(mover)
    result = search.search(observation, mover, Budget(iterations=iterations), stop=stop, progress=progress)
    root = result.root
    assert root is not None
    # The better move is the best valued of the well visited ones (``Node.best_action``'s
    # "robust_value"), not the most visited alone: at a review's few iterations an action the
    # prior seldom picks can end a visit or two behind the prior's favourite while clearly
    # ahead of it in value (docs/hint.md, "The review"), and the person's loss is read from
    # the values.
    best = root.best_action(list(result.visits), "robust_value") if result.visits else result.action
    draw = determinizer(observation, mover)
    for action in dict.fromkeys((best, chosen)):
        for _ in range(max(0, top_up - int(root.visits.get(action, 0)))):
            if stop is not None and stop():
                break
            world = draw(search.rng)
            # The search's own pass, forced to take ``action`` at the root: the same estimate as
            # its other root values, to the horizon its last search set.
            search._iterate(world, root, mover, forced=action)
    after = _mean(root, chosen)
    before = max(_mean(root, best), after)
    return Decision(
        index=state.moves, player=mover, chosen=chosen, best=best, before=before, after=after,
        chosen_text=state.action_to_str(chosen), best_text=state.action_to_str(best),
    )  # fmt: skip


def played_turn(state: State, actions: Sequence[int]) -> list[int]:
    """The actions the mover played from ``state`` on (``actions``: the game's from there) to
    where the better plan's line stops (``ai.planner.plan_ends``: the turn's end; a reveal does not
    stop either, the game being known whole), so both are counted over the same span."""
    mover = state.current_player()
    world = state.clone()
    played: list[int] = []
    for action in actions:
        played.append(action)
        if plan_ends(world, mover, world.apply(action), reveals=False)[0]:
            break
    return played


def better_plan(decision: Decision, state: State, actions: Sequence[int], planner: Planner) -> None:
    """Fill in ``decision``'s better plan and points (see the module docstring); ``state`` is the
    position of the decision, ``actions`` the game's actions from there."""
    mover = state.current_player()
    line = planner.line_from(state, mover, decision.best)
    played = outcome(state, mover, played_turn(state, actions))
    decision.plan = line.actions
    decision.plan_text = [step.notation for step in line.steps]
    decision.plan_points = line.gain
    decision.played_points = played.gain
    decision.points = float(max(0, line.gain - played.gain))


def values_now(state: State, heuristic: Heuristic) -> list[float]:
    """Every seat's value of the real position: the heuristic, or the win shares at the end."""
    if state.is_terminal():
        winners = state.winners()
        return [1.0 / len(winners) if p in winners else 0.0 for p in range(state.num_players)]
    return [float(v) for v in heuristic.evaluate(state)]


def key_moments(
    decisions: list[Decision], limit: int = KEY_MOMENTS, min_loss: float = MIN_KEY_LOSS
) -> list[int]:
    """The decisions that lost the most (at least ``min_loss``), at most ``limit``, in game order."""
    ranked = sorted(range(len(decisions)), key=lambda k: (-decisions[k].loss, k))
    return sorted(k for k in ranked[:limit] if decisions[k].loss >= min_loss)


def reviewed_count(spec: GameSpec) -> int:
    """How many decisions the review will search (a person's, with a choice): its progress's total."""
    state = load_title(spec.title_id).new_game(spec.players, spec.seed, **spec.flags)
    count = 0
    for action in spec.actions:
        if state.current_player() in spec.people and len(state.legal_actions()) > 1:
            count += 1
        state.apply(action)
    return count


def review_game(
    spec: GameSpec,
    iterations: int = DEFAULT_ITERATIONS,
    *,
    top_up: int = TOP_UP,
    seed: int = 0,
    progress: Progress | None = None,
    stop: StopCheck | None = None,
) -> Review:
    """Review ``spec`` (see the module docstring). ``stop`` cancels between and inside searches:
    the review then says ``complete=False`` and holds the decisions done so far."""
    heuristic = heuristic_for(spec.title_id)
    config = strongest_config(heuristic, spec.players)
    rng = np.random.default_rng(seed)
    search = InformationSetSearch(heuristic, config, rng)
    state = load_title(spec.title_id).new_game(spec.players, spec.seed, **spec.flags)
    review = Review(spec.title_id, iterations)
    total = max(1, reviewed_count(spec))
    positions: list[State] = []
    mover = -2
    for action in spec.actions:
        if state.current_player() != mover:
            mover = state.current_player()
            review.curve.append((state.moves, values_now(state, heuristic)))
        if mover in spec.people and len(state.legal_actions()) > 1:
            if stop is not None and stop():
                review.complete = False
                break
            done = len(review.decisions)

            def within(fraction: float, done: int = done) -> None:
                if progress is not None:
                    progress((done + min(fraction, 0.99)) / total)

            decision = judge(search, state, action, iterations, top_up, stop, within)
            if stop is not None and stop():
                review.complete = False  # a decision cut short is not valued
                break
            review.decisions.append(decision)
            positions.append(state.clone())
            if progress is not None:
                progress(len(review.decisions) / total)
        state.apply(action)
    review.curve.append((state.moves, values_now(state, heuristic)))
    review.key_moments = key_moments(review.decisions)
    planner = Planner(
        spec.title_id, seed, PlanConfig(level=STRONGEST, iterations=max(iterations, PLAN_ITERATIONS))
    )
    for k in review.key_moments:
        decision = review.decisions[k]
        better_plan(decision, positions[k], spec.actions[decision.index :], planner)
    return review


def worst_action(
    state: State, heuristic: Heuristic, rng: np.random.Generator, samples: int = 3
) -> tuple[int, float]:
    """The legal action whose turn, finished by the playout policy, leaves the mover's heuristic
    value lowest (the best of ``samples`` finishes), and how far below the best action's: a
    clearly worse move to plant in a game (tests, the bench)."""
    mover = state.current_player()
    values: dict[int, float] = {}
    for action in state.legal_actions():
        best = -math.inf
        for _ in range(samples):
            world = state.clone()
            world.apply(action)
            while not world.is_terminal() and world.current_player() == mover:
                world.apply(heuristic.rollout_action(world, rng))
            best = max(best, values_now(world, heuristic)[mover])
        values[action] = best
    worst = min(values, key=lambda a: (values[a], a))
    return worst, max(values.values()) - values[worst]
