"""Information-set Monte-Carlo tree search over determinizations (ARCHITECTURE.md section 3).

One tree per observer (single-observer ISMCTS, Cowling, Powley and Whitehouse 2012): nodes are
reached by action sequences; every iteration samples a fresh ``determinize(player, rng)`` of the
observation, walks down the tree among the actions legal in that sample, rolls out with the
title's policy and cuts off with the title's heuristic. The search is handed an observation,
never the real state.

Node statistics live in numpy arrays indexed by action id. Selection is UCT with availability
counts (ISUCT): an action's exploration term uses how often it was legal when its node was
visited, not the node's visit count, since determinizations differ in what is legal.
"""

from __future__ import annotations

import logging
import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from ai.heuristics import Heuristic
from game.rules.base import State

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Budget:
    """How much one search may spend: seconds, iterations, or both (whichever ends first)."""

    seconds: float | None = None
    iterations: int | None = None
    # A floor: the search does not stop before this many iterations (unless cancelled), even
    # when the seconds are up. The turn clock sets it for wide decisions (see ai.bots).
    min_iterations: int = 0

    def __post_init__(self) -> None:
        if self.seconds is None and self.iterations is None:
            raise ValueError("a budget needs seconds or iterations")

    def scaled(self, share: float, min_iterations: int = 0) -> Budget:
        seconds = None if self.seconds is None else self.seconds * share
        iterations = None if self.iterations is None else max(1, int(self.iterations * share))
        return Budget(seconds, iterations, min_iterations)


ROBUST_SHARE = 0.5  # see Node.best_action
PRIOR_TRIES = 3  # samples of the rollout policy when looking for an untried action
# The least spread of one playout's reward that ``guarded_choice`` assumes (reward units, 0-1):
# in Five Tribes a sale answered from 12 playouts, all near-certain wins (means 1.0 against
# END's 0.995), had almost no spread, and the guard let it through.
MARGIN_MIN_SD = 0.05


class Deadline:
    """Tracks one budget from the moment it is made."""

    def __init__(self, budget: Budget) -> None:
        self.budget = budget
        self.started = time.perf_counter()

    def elapsed(self) -> float:
        return time.perf_counter() - self.started

    def done(self, iterations: int) -> bool:
        if iterations < self.budget.min_iterations:
            return False
        if self.budget.iterations is not None and iterations >= self.budget.iterations:
            return True
        return self.budget.seconds is not None and self.elapsed() >= self.budget.seconds

    def progress(self, iterations: int) -> float:
        """How near the search is to its end, 0 to 1: the seconds or the iteration cap end it,
        whichever comes first, but not before the floor (``min_iterations``)."""
        budget = self.budget
        ends = []
        if budget.seconds is not None:
            ends.append(self.elapsed() / budget.seconds if budget.seconds > 0 else 1.0)
        if budget.iterations is not None:
            ends.append(iterations / budget.iterations if budget.iterations > 0 else 1.0)
        reached = max(ends)
        if budget.min_iterations > 0:
            reached = min(reached, iterations / budget.min_iterations)
        return min(1.0, reached)

    def fraction(self, iterations: int) -> float:
        """How much of the budget is used, 0 to 1."""
        parts = []
        if self.budget.seconds is not None:
            parts.append(self.elapsed() / self.budget.seconds if self.budget.seconds > 0 else 1.0)
        if self.budget.iterations is not None:
            parts.append(iterations / self.budget.iterations)
        return min(1.0, max(parts))


@dataclass(frozen=True, slots=True)
class SearchConfig:
    """Knobs of the search; the bot presets in ``ai.bots`` pick values per level."""

    exploration: float = 0.3
    # The heuristic scores a playout once this many turns (runs of one player's decisions) of
    # the searching player, counted from the searched decision, are over, or after
    # rollout_depth playout micro-steps. 1 ends with the current turn; 2 also plays every
    # opponent's reply and the searcher's next turn, which values the cards and positions a
    # turn leaves for the next one by what that next turn can make of them.
    horizon_turns: int = 1
    # Actions that end the mover's turn even when the same player moves next (``turn_over``):
    # in Five Tribes ``end`` closes one marker's turn, and in 2 players the next marker is
    # often the same player's.
    turn_ends: tuple[int, ...] = ()
    # If set, ``turn_ends`` count only in the search of a decision that offers one of these
    # actions (in Five Tribes ``sell`` and ``end``: the end of a marker's turn, where it may sell
    # or call a djinn). Such a decision is then judged by the position its marker's turn ends
    # in, without the noise of the same player's next marker, while a start tile or a drop is
    # still judged through that next marker's turn. A tree kept from a search with other turn
    # ends is not continued (its values belong to another horizon) unless the two horizons never
    # parted in the searches behind it: no turn end met with the same player moving on, as in
    # Five Tribes with 3 or more players, where ``end`` always passes the move.
    turn_ends_when: tuple[int, ...] = ()
    # A decision that offers one of ``long_horizon_when`` is searched to ``long_horizon_turns``
    # turns instead of ``horizon_turns``: a choice whose worth shows only after the other
    # players' replies, such as a Five Tribes move with 3 players, judged at the player's next
    # bid after the markers behind it have moved (a move's every action is listed; the bids are
    # not: searched through the move they buy, they overpaid, arena_logs/session13). A decision
    # that offers one of ``turn_ends_when`` keeps ``horizon_turns``: it is judged where its turn
    # ends. A tree kept from a search to another horizon is not continued.
    long_horizon_when: tuple[int, ...] = ()
    long_horizon_turns: int = 2
    # Further horizons: (turns, actions) pairs, checked in order before ``long_horizon_when``
    # (and after ``turn_ends_when``): a decision offering one of the actions is searched to that
    # many turns. With a long horizon for the moves, a choice made earlier than the moves can so
    # be read where they are (a Five Tribes bid, a one-decision turn, at 3: after the marker's
    # move and the player's next bid, the same point as a move at 2). Not used: in 3-player Five
    # Tribes that bid won 52.0% of 100 games, level with the title's knobs (session 14).
    horizon_when: tuple[tuple[int, tuple[int, ...]], ...] = ()
    # With a search horizon longer than ``horizon_turns`` (the two above): the reward is this
    # share of the heuristic read where ``horizon_turns`` of the searcher's turns end, on the
    # same playout, plus the rest of the value read at the search's horizon (a two-step lambda
    # return): the short read is the low-noise one, the long one sees the replies. 0 reads the
    # search's horizon only. Not used: 0.5 in 3-player Five Tribes won 51.0% of 100 games, level
    # with 0 (arena_logs/session14).
    short_weight: float = 0.0
    # Determinizations: 0 draws a fresh one of the observation every iteration; n > 0 draws n at
    # the start of a search and has every iteration play on a copy of the next in turn (a copy
    # costs a fifth of a draw in Five Tribes, whose hidden cards rarely change a value).
    worlds: int = 0
    rollout_depth: int = 60
    # Progressive widening: a node with n visits considers up to widening * (n + 1) ** power
    # actions.
    widening: float = 1.0
    widening_power: float = 0.5
    # A terminal position scores wins; a cut-off one scores the heuristic. Blending a little of
    # the heuristic into terminal values keeps margins meaningful when every line wins or loses.
    terminal_margin_weight: float = 0.2
    # UCT on each node's mean values rescaled to [0, 1] by the spread of its children's means,
    # so the exploration constant is relative to how much the choices there differ.
    normalize: bool = False
    # With normalize: the spread a node's means are rescaled by is at least this (reward units),
    # so at a few visits the noise between near-equal means is not stretched to the whole [0, 1]
    # and the exploration term (the prior, with PUCT) still counts. Off in every title: in Five
    # Tribes 0.1 removed the sales rated worse than ending the turn (152 sale positions: none,
    # against 1 of 4 sales) but won 39.5% of 100 games in 3 players against two openspiel_mcts_h,
    # where 0 won 48.5% of the same games (arena_logs/session9/SUMMARY.md).
    spread_floor: float = 0.0
    # PUCT instead of UCT when > 0: a node's prior is how often the title's playout policy
    # picks each action in this many samples on the first visit, mixed with a uniform share
    # ``prior_mix``; selection maximises Q + exploration * P * sqrt(available) / (1 + visits),
    # unvisited actions valued at the node's mean (first-play urgency), and no widening (the
    # prior orders the actions instead).
    prior_samples: int = 0
    prior_mix: float = 0.25
    # With PUCT: stop the descent at the first node the iteration creates and play on from
    # there with the rollout policy (one node, and at most one prior, per iteration), instead
    # of walking new nodes down to the horizon, each paying its prior's samples.
    expand_one: bool = False
    # With PUCT: the searched decision (the root) tries each legal action once, in the prior's
    # order, before PUCT chooses among them, as a one-step look-ahead (the ``greedy`` bot) does;
    # a concentrated prior otherwise leaves an action it never picks unseen for about a hundred
    # iterations.
    root_try_all: bool = False
    # Sequential halving at a searched decision with at least this many legal actions (0: off):
    # the search's time is cut into ceil(log2(n)) equal rounds; within a round the actions still
    # in play are visited in turn (the fewest visits first, then the prior's order), and at its
    # end the better half by mean value stays; the answer is the best mean left. Below the root
    # the tree is searched as before. Made for a wide decision answered from a few hundred
    # iterations, where the question is which action is best, not how good the position is.
    # Not used: 8 (the start tiles and the wide drops) in 3-player Five Tribes won 48.5% of 100
    # games against two openspiel_mcts_h, where the title's knobs won 51.5% of the same games
    # (arena_logs/session15).
    root_halving: int = 0
    # The final choice: "robust_value" is the best mean among the well visited actions (at
    # least ROBUST_SHARE of the most visits); "visits" the most visited, ties to the best mean.
    final: str = "robust_value"
    # Above 0: the move is drawn among the visited actions with odds visits ** (1 / temperature)
    # instead of taken by ``final`` (a level that makes a person's kind of mistake: a move it
    # looked at, more often the better ones).
    final_temperature: float = 0.0
    # With PUCT, above 0: the final choice keeps the prior's favourite (the playout policy's
    # pick) unless the chosen action's mean beats the favourite's by more than this many
    # standard errors of their difference. A few dozen iterations of noisy playouts (in Five
    # Tribes the next marker's turn after a sale) otherwise decide between near-equal moves by
    # the luck of their first samples, against what the knowledge says.
    final_margin_z: float = 0.0
    # The guard applies only to a root with fewer visits than this (over its legal actions):
    # the decisions the turn clock leaves thin. On every decision, in Five Tribes (2 players,
    # 3 games) it changed 11% of the choices (9 of 81 start tiles, 8 of 25 market picks) toward
    # the playout policy, which the search outplays there; in 3 players it won 19 of the first
    # 44 games where the unguarded choice won 23 (arena_logs/session11).
    final_margin_visits: int = 50

    def __post_init__(self) -> None:
        object.__setattr__(self, "turn_ends", tuple(self.turn_ends))  # a JSON knob is a list
        object.__setattr__(self, "turn_ends_when", tuple(self.turn_ends_when))
        object.__setattr__(self, "long_horizon_when", tuple(self.long_horizon_when))
        pairs = tuple((int(turns), tuple(actions)) for turns, actions in self.horizon_when)
        object.__setattr__(self, "horizon_when", pairs)
        if self.final not in FINAL_CHOICES:
            raise ValueError(f"final must be one of {', '.join(FINAL_CHOICES)}, not {self.final!r}")


FINAL_CHOICES = ("robust_value", "visits")


def turn_over(
    config: SearchConfig, world: State, mover: int, action: int, ends: tuple[int, ...] | None = None
) -> bool:
    """Whether ``action``, just applied by ``mover`` to ``world``, ended one of its turns (the
    horizon's unit): the game is over, another player moves, or one of ``ends`` (the title's
    ``turn_ends`` unless given)."""
    ends = config.turn_ends if ends is None else ends
    return world.is_terminal() or world.current_player() != mover or action in ends


class Node:
    """Statistics of one information-set node, arrays indexed by action id."""

    __slots__ = ("visits", "value", "square", "available", "children", "prior")

    def __init__(self, num_actions: int) -> None:
        self.visits = np.zeros(num_actions)
        self.value = np.zeros(num_actions)  # summed rewards of the player who acted here
        self.square = np.zeros(num_actions)  # summed squared rewards (only with final_margin_z)
        self.available = np.zeros(num_actions)
        self.children: dict[int, Node] = {}
        self.prior: np.ndarray | None = None  # PUCT only: set on the first visit

    def total_visits(self, actions: list[int] | None = None) -> int:
        if actions is None:
            return int(self.visits.sum())
        return int(self.visits[actions].sum())

    def best_action(self, actions: list[int], final: str = "robust_value") -> int:
        """The most visited of ``actions`` (``final="visits"``, ties to the best mean), or the
        best-valued of ``actions`` among the well visited ones (at least half the visits
        of the most visited): with flat value differences UCT spreads its visits, and the most
        visited action alone is then little better than a coin toss. Ties go to the lower id."""
        idx = np.asarray(actions)
        visits = self.visits[idx]
        means = np.divide(self.value[idx], visits, out=np.full(len(idx), -1.0), where=visits > 0)
        share = 1.0 if final == "visits" else ROBUST_SHARE
        candidates = visits >= share * visits.max()
        best = means[candidates].max()
        return min(a for a, c, m in zip(actions, candidates, means) if c and m == best)


def final_choice(node: Node, legal: list[int], config: SearchConfig, rng: np.random.Generator) -> int:
    """The searched decision's answer: ``Node.best_action`` by ``config.final``, or with
    ``final_temperature`` a visited action drawn by its visits."""
    if config.final_temperature > 0:
        idx = np.asarray(legal)
        visits = node.visits[idx].astype(float)
        if visits.sum() > 0:
            weights = visits ** (1.0 / config.final_temperature)
            return int(idx[rng.choice(len(idx), p=weights / weights.sum())])
    choice = node.best_action(legal, config.final)
    if (
        config.final_margin_z > 0
        and node.prior is not None
        and node.total_visits(legal) < config.final_margin_visits
    ):
        return guarded_choice(node, legal, choice, config.final_margin_z)
    return choice


def guarded_choice(node: Node, legal: list[int], choice: int, z: float) -> int:
    """``choice``, or the prior's favourite among ``legal`` when ``choice``'s mean is not above
    the favourite's by ``z`` standard errors of the difference (``SearchConfig.final_margin_z``).
    Each action's spread is at least ``MARGIN_MIN_SD``: a few playouts that all won say little
    about how much two moves differ."""
    prior = node.prior
    assert prior is not None
    favourite = max(legal, key=lambda a: (prior[a], -a))
    if favourite == choice or node.visits[favourite] == 0:
        return choice
    means, variance = [], 0.0
    for a in (choice, favourite):
        n = node.visits[a]
        mean = node.value[a] / n
        means.append(mean)
        variance += max(node.square[a] / n - mean * mean, MARGIN_MIN_SD**2) / n
    return choice if means[0] - means[1] > z * variance**0.5 else favourite


class RootHalving:
    """Sequential halving at the searched decision (``SearchConfig.root_halving``)."""

    def __init__(self, legal: list[int]) -> None:
        self.alive = list(legal)
        self.rounds = max(1, math.ceil(math.log2(len(legal))))
        self.round = 0

    def pick(self, node: Node, progress: float) -> int:
        """The root action of the next iteration, after ending the rounds whose time is up (a
        round ends only when each action in play has been visited)."""
        while (
            len(self.alive) > 1
            and progress >= (self.round + 1) / self.rounds
            and all(node.visits[a] > 0 for a in self.alive)
        ):
            self.halve(node)
        prior = node.prior
        return min(self.alive, key=lambda a: (node.visits[a], -(prior[a] if prior is not None else 0.0), a))

    def halve(self, node: Node) -> None:
        """Keep the better half of the actions in play, by mean value."""
        ranked = sorted(self.alive, key=lambda a: (-self.mean(node, a), -node.visits[a], a))
        self.alive = ranked[: max(1, math.ceil(len(ranked) / 2))]
        self.round += 1

    def answer(self, node: Node) -> int:
        """The best mean among the actions still in play."""
        return min(self.alive, key=lambda a: (-self.mean(node, a), -node.visits[a], a))

    @staticmethod
    def mean(node: Node, action: int) -> float:
        visits = node.visits[action]
        return float(node.value[action] / visits) if visits > 0 else -math.inf


@dataclass(slots=True)
class SearchResult:
    """What a search found: the move, and the root statistics for hints and "why" displays."""

    action: int
    iterations: int
    elapsed: float
    visits: dict[int, int] = field(default_factory=dict)
    values: dict[int, float] = field(default_factory=dict)  # mean reward of each visited action
    root: Node | None = None
    cancelled: bool = False


StopCheck = Callable[[], bool]
Progress = Callable[[float], None]


class InformationSetSearch:
    """ISMCTS for one title; reusable across moves. The only state kept between searches is the
    last search's turn ends (``ends``) and whether they made a difference in the searches behind
    the tree (``parted``), so a tree kept from it is continued only to the same horizon
    (``continues``)."""

    def __init__(self, heuristic: Heuristic, config: SearchConfig, rng: np.random.Generator) -> None:
        self.heuristic = heuristic
        self.config = config
        self.rng = rng
        self.ends: tuple[int, ...] | None = None  # the turn ends of the search running (turn_over)
        # The horizon (in the searcher's turns) of the search running, or of the last one; None
        # before any search (the config's ``horizon_turns``, as for the fair peers' playouts).
        self.horizon: int | None = None
        # Whether a search behind the current tree met one of ``config.turn_ends`` with the same
        # player moving on: only there do the horizons with and without them part.
        self.parted = False

    def search(
        self,
        observation: State,
        player: int,
        budget: Budget,
        root: Node | None = None,
        stop: StopCheck | None = None,
        progress: Progress | None = None,
        first: State | None = None,
    ) -> SearchResult:
        """Search from ``observation`` (the player's view); the answer is ``final_choice`` (or,
        with ``root_halving``, the best mean the halving left).

        ``root`` continues an earlier tree (its subtree for this decision). ``first`` is a
        determinization of the observation to use for the first iteration. Unless cancelled,
        at least one iteration runs, so even a tiny share of a budget informs the choice.
        """
        clock = Deadline(budget)
        num_actions = observation.title.num_distinct_actions
        sample = first if first is not None else observation.determinize(player, self.rng)
        legal = self.legal(sample)
        if not legal:
            raise ValueError("search asked to move in a finished game")
        if root is not None and not self.continues(legal):
            root = None  # a kept tree from the last search, valued to other turn ends
        if root is None:
            self.parted = False  # a new tree
        self.ends = self.search_ends(legal)
        self.horizon = self.search_horizon(legal)
        root = root or Node(num_actions)
        config = self.config
        halving = RootHalving(legal) if 0 < config.root_halving <= len(legal) else None
        iterations = 0
        cancelled = False
        ensemble = [sample]
        while len(legal) > 1 and (iterations == 0 or not clock.done(iterations)):
            if stop is not None and stop():
                cancelled = True
                break
            if iterations == 0:
                world = sample.clone()
            elif self.config.worlds <= 0:
                world = observation.determinize(player, self.rng)
            elif len(ensemble) < self.config.worlds:
                world = observation.determinize(player, self.rng)
                ensemble.append(world)
                world = world.clone()
            else:
                world = ensemble[iterations % len(ensemble)].clone()
            forced = None
            if halving is not None:
                if root.prior is None and config.prior_samples > 0:
                    root.prior = self.policy_prior(world, num_actions)
                forced = halving.pick(root, clock.progress(iterations))
            self._iterate(world, root, player, forced)
            iterations += 1
            if progress is not None:
                progress(clock.fraction(iterations))
        visits = {a: int(root.visits[a]) for a in legal if root.visits[a] > 0}
        values = {a: float(root.value[a] / root.visits[a]) for a in visits}
        if len(legal) == 1:
            action = legal[0]
        elif halving is not None:
            action = halving.answer(root)
        else:
            action = final_choice(root, legal, config, self.rng)
        if progress is not None:
            progress(1.0)
        return SearchResult(
            action=action,
            iterations=iterations,
            elapsed=clock.elapsed(),
            visits=visits,
            values=values,
            root=root,
            cancelled=cancelled,
        )

    def legal(self, world: State) -> list[int]:
        """The actions searched at ``world``: the legal ones, less those the title's knowledge
        says change nothing while another does something (``Heuristic.useful_actions``)."""
        legal = world.legal_actions()
        useful = self.heuristic.useful_actions
        return legal if useful is None else useful(world, legal)

    def search_ends(self, legal: list[int]) -> tuple[int, ...]:
        """The turn ends (``turn_over``) of a search whose decision offers ``legal``."""
        config = self.config
        if config.turn_ends_when and not any(a in config.turn_ends_when for a in legal):
            return ()
        return config.turn_ends

    def search_horizon(self, legal: list[int]) -> int:
        """The horizon, in the searcher's turns, of a search whose decision offers ``legal``."""
        config = self.config
        if config.turn_ends_when and any(a in config.turn_ends_when for a in legal):
            return config.horizon_turns  # judged where its turn ends (turn_ends_when)
        for turns, actions in config.horizon_when:
            if any(a in actions for a in legal):
                return turns
        if config.long_horizon_when and any(a in config.long_horizon_when for a in legal):
            return config.long_horizon_turns
        return config.horizon_turns

    def playout_horizon(self) -> int:
        """The horizon of the search running, or the config's before any search (the fair
        peers' evaluator calls ``playout_reward`` without searching)."""
        return self.config.horizon_turns if self.horizon is None else self.horizon

    def continues(self, legal: list[int]) -> bool:
        """Whether a tree kept from the last search can be continued for a decision offering
        ``legal``: its values were read to the same horizon and at the same turn ends, or at
        ends that never made a difference (``parted``)."""
        if self.horizon is not None and self.search_horizon(legal) != self.horizon:
            return False
        return self.ends is None or not self.parted or self.search_ends(legal) == self.ends

    def _turn_over(self, world: State, mover: int, action: int) -> bool:
        """``turn_over`` with the running search's ends, noting where the horizons part."""
        if action in self.config.turn_ends and not world.is_terminal() and world.current_player() == mover:
            self.parted = True
        return turn_over(self.config, world, mover, action, self.ends)

    def _iterate(self, world: State, root: Node, player: int, forced: int | None = None) -> None:
        """One selection-expansion-rollout-backup pass on a determinized world (mutated);
        ``forced``: the root action to take (``RootHalving``)."""
        path: list[tuple[Node, int, int]] = []
        node = root
        turns = 0  # turns of ``player`` over
        horizon = self.playout_horizon()
        short_at = self.short_read_at(horizon)
        short: list[float] | None = None
        while not world.is_terminal():
            legal = self.legal(world)
            mover = world.current_player()
            expanded = False
            if len(legal) == 1:
                action = legal[0]
            elif forced is not None and node is root:
                node.available[np.asarray(legal)] += 1
                action = forced
            else:
                action, expanded = self._select(world, node, legal, widen=node is not root)
            path.append((node, action, mover))
            world.apply(action)
            if mover == player and self._turn_over(world, mover, action):
                turns += 1
                if turns == short_at and not world.is_terminal():
                    short = self.heuristic.evaluate(world)
            child = node.children.get(action)
            if child is None:
                child = Node(len(node.visits))
                node.children[action] = child
                expanded = expanded or self.config.expand_one
            node = child
            if expanded or turns >= horizon:
                break
        reward = self.playout_reward(world, player, turns, short)
        squares = self.config.final_margin_z > 0  # only the margin guard reads them
        for visited, action, mover in path:
            visited.visits[action] += 1
            visited.value[action] += reward[mover]
            if squares:
                visited.square[action] += reward[mover] ** 2

    def _select(self, world: State, node: Node, legal: list[int], widen: bool) -> tuple[int, bool]:
        """UCT among the tried actions, or a new one. The root tries every action (the choice
        being searched); deeper nodes widen progressively."""
        idx = np.asarray(legal)
        node.available[idx] += 1
        if self.config.prior_samples > 0:
            return self._select_puct(world, node, idx, root=not widen), False
        visits = node.visits[idx]
        tried = visits > 0
        count = int(tried.sum())
        if count < len(legal):
            config = self.config
            # Progressive widening: a node considers more actions as it gets more visits, so
            # a lightly visited node plays like the rollout policy instead of trying everything.
            if not widen or count < config.widening * (node.visits.sum() + 1) ** config.widening_power:
                return self._untried(world, node, idx[~tried]), True
            idx, visits = idx[tried], visits[tried]
        means = node.value[idx] / visits
        if self.config.normalize and len(means) > 1:
            low, high = means.min(), means.max()
            scale = max(high - low, self.config.spread_floor)
            means = (means - low) / scale if scale > 0 else np.zeros_like(means)
        explore = self.config.exploration * np.sqrt(np.log(node.available[idx]) / visits)
        return int(idx[int(np.argmax(means + explore))]), False

    def _select_puct(self, world: State, node: Node, idx: np.ndarray, root: bool = False) -> int:
        config = self.config
        if node.prior is None:
            node.prior = self.policy_prior(world, len(node.visits))
        visits = node.visits[idx]
        tried = visits > 0
        if root and config.root_try_all and not tried.all():
            untried = idx[~tried]
            return int(untried[int(np.argmax(node.prior[untried]))])
        means = np.divide(node.value[idx], visits, out=np.zeros(len(idx)), where=tried)
        total = visits.sum()
        fpu = node.value[idx].sum() / total if total > 0 else 0.0
        if config.normalize and tried.sum() > 1:
            low, high = means[tried].min(), means[tried].max()
            scale = max(high - low, config.spread_floor)
            if scale > 0:
                means = (means - low) / scale
                fpu = min(1.0, max(0.0, (fpu - low) / scale))
            else:
                means = np.zeros_like(means)
                fpu = 0.0
        q = np.where(tried, means, fpu)
        prior = node.prior[idx]
        # Actions no sample of the first visit saw legal share the uniform part.
        prior = np.where(prior > 0, prior, config.prior_mix / len(idx))
        explore = config.exploration * prior * np.sqrt(node.available[idx]) / (1.0 + visits)
        return int(idx[int(np.argmax(q + explore))])

    def policy_prior(self, world: State, num_actions: int) -> np.ndarray:
        """How often the playout policy picks each action here, over ``prior_samples`` samples,
        mixed with a uniform share over the legal actions."""
        config = self.config
        legal = world.legal_actions()
        prior = np.zeros(num_actions)
        prior[legal] = config.prior_mix / len(legal)
        share = (1.0 - config.prior_mix) / config.prior_samples
        policy = self.heuristic.rollout_action
        for _ in range(config.prior_samples):
            prior[policy(world, self.rng)] += share
        return prior

    def _untried(self, world: State, node: Node, untried: np.ndarray) -> int:
        """The next action to add to a node: the rollout policy's choice first (a cheap prior)."""
        for _ in range(PRIOR_TRIES):
            preferred = self.heuristic.rollout_action(world, self.rng)
            if node.visits[preferred] == 0:
                return preferred
        return int(untried[self.rng.integers(len(untried))])

    def short_read_at(self, horizon: int) -> int | None:
        """The searcher's turns after which a playout to ``horizon`` also reads the heuristic
        (``SearchConfig.short_weight``), or None."""
        config = self.config
        return config.horizon_turns if config.short_weight > 0 and horizon > config.horizon_turns else None

    def playout_reward(
        self, world: State, player: int, turns: int = 0, short: list[float] | None = None
    ) -> list[float]:
        """Play on with the rollout policy until the horizon, then score: win shares if the
        game is over, else the heuristic. ``turns`` of ``player`` already ended since the
        searched decision; ``short`` is the heuristic read where ``horizon_turns`` ended, if
        the walk down the tree passed that point (``SearchConfig.short_weight``)."""
        policy = self.heuristic.rollout_action
        horizon = self.playout_horizon()
        short_at = self.short_read_at(horizon)
        for _ in range(self.config.rollout_depth):
            if world.is_terminal() or turns >= horizon:
                break
            mover = world.current_player()
            action = policy(world, self.rng)
            world.apply(action)
            if mover == player and self._turn_over(world, mover, action):
                turns += 1
                if turns == short_at and short is None and not world.is_terminal():
                    short = self.heuristic.evaluate(world)
        value = self.terminal_reward(world) if world.is_terminal() else self.heuristic.evaluate(world)
        if short is None:
            return value
        weight = self.config.short_weight
        return [weight * s + (1.0 - weight) * v for s, v in zip(short, value)]

    def terminal_reward(self, world: State) -> list[float]:
        """A shared win is split among the top scorers, blended with the heuristic margin."""
        winners = world.winners()
        weight = self.config.terminal_margin_weight
        margin = self.heuristic.evaluate(world) if weight > 0 else [0.0] * world.num_players
        return [
            (1 - weight) * (1.0 / len(winners) if p in winners else 0.0) + weight * margin[p]
            for p in range(world.num_players)
        ]
