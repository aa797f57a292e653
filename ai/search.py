"""Information-set Monte-Carlo tree search over determinizations (docs/bots.md).

One tree per observer (single-observer ISMCTS, Cowling, Powley and Whitehouse 2012): nodes are
reached by action sequences; every iteration samples a fresh ``determinize(player, rng)`` of the
observation, walks down the tree among the actions legal in that sample, rolls out with the
title's policy and cuts off with the title's heuristic. The search is handed an observation,
never the real state.

Node statistics live in dicts keyed by action id (``ai.tree.Node``). The exploration term uses
how often an action was legal when its node was visited (ISUCT availability counts), not the
node's visit count, since determinizations differ in what is legal. What a search may spend is
``ai.budget``; its knobs are ``ai.search_config``.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ai.budget import Budget, Deadline
from ai.heuristics import Heuristic, Horizon
from ai.search_config import SearchConfig
from ai.tree import Node, final_choice, numpy_sum
from game.rules.base import State

log = logging.getLogger(__name__)

PRIOR_TRIES = 3  # samples of the rollout policy when looking for an untried action


def turn_over(world: State, mover: int, action: int, ends: tuple[int, ...] = ()) -> bool:
    """Whether ``action``, just applied by ``mover`` to ``world``, ended one of its turns (the
    horizon's unit): the game is over, another player moves, or ``action`` is one of ``ends``."""
    return world.is_terminal() or world.current_player() != mover or action in ends


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


def determinizer(observation: State, player: int) -> Callable[[np.random.Generator], State]:
    """``observation.determinize(player, rng)`` as a function of ``rng``: the title's
    ``determinizer`` where it has one (docs/contract.md), which works out what depends on the
    observation alone once for the many draws of a search, with the same worlds from the same
    draws of ``rng``."""
    prepared = getattr(observation, "determinizer", None)
    if prepared is not None:
        draw: Callable[[np.random.Generator], State] = prepared(player)
        return draw
    return lambda rng: observation.determinize(player, rng)


def _no_draw(rng: np.random.Generator) -> State:
    raise RuntimeError("no search is running")


StopCheck = Callable[[], bool]
Progress = Callable[[float], None]


class InformationSetSearch:
    """ISMCTS for one title; reusable across moves. The only state kept between searches is
    how the last search read its decision (``reading``) and which of the searching player's
    actions let that player move again in the searches behind the tree (``moved_on``), so a
    tree kept from it is continued only where the readings agree (``continues``)."""

    def __init__(self, heuristic: Heuristic, config: SearchConfig, rng: np.random.Generator) -> None:
        self.heuristic = heuristic
        self.config = config
        self.rng = rng
        # The horizon of the search running, or of the last one (the fair peers set it for
        # their evaluator's playouts).
        self.reading = Horizon(1)
        self.read = False  # whether a search has set ``reading`` since the last new tree
        self.moved_on: set[int] = set()
        self.ensemble: list[State] = []  # the worlds of the search running (``worlds``)
        # The determinizations of the search running's observation (``determinizer``).
        self.draw: Callable[[np.random.Generator], State] = _no_draw
        # The nodes of the last search's tree whose searched actions (``legal``) are the same in
        # every determinization, with those actions once read (None before): the root, and
        # the searching player's decisions reached from it by its own moves that revealed
        # nothing (no event ``reveals``: its view is then the same in every world). Kept for
        # the game review's forced iterations after the search.
        self.searched: dict[Node, list[int] | None] = {}
        # Their legal actions before the pruning (``State.assume_legal``), once read.
        self.every: dict[Node, list[int]] = {}
        # Their rows for the PUCT pass (``_known_row``), once worked out.
        self.known: dict[Node, list[Any]] = {}

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
        """Search from ``observation`` (the player's view); the answer is ``final_choice``.

        ``root`` continues an earlier tree (its subtree for this decision). ``first`` is a
        determinization of the observation to use for the first iteration. Unless cancelled,
        at least one iteration runs, so even a tiny share of a budget informs the choice.
        """
        clock = Deadline(budget)
        self.draw = determinizer(observation, player)
        sample = first if first is not None else self.draw(self.rng)
        every = sample.legal_actions()
        useful = self.heuristic.useful_actions
        legal = every if useful is None else useful(sample, every[:])
        narrow = self.heuristic.root_actions
        if narrow is not None:
            legal = narrow(sample, legal)
        if not legal:
            raise ValueError("search asked to move in a finished game")
        reading = self.reading_for(sample, legal)
        if root is not None and not self.continues(reading):
            root = None  # a kept tree from the last search, read to another horizon
        if root is None:
            self.moved_on = set()  # a new tree
        self.reading, self.read = reading, True
        root = root or Node()
        # The searched decision's actions are the same in every determinization: they are the
        # searching player's, and what it may do and which of its moves change nothing are read
        # from what it sees (docs/contract.md, ai.heuristics). Read once, not every iteration;
        # so are those of the decisions its own moves lead to while none reveals anything.
        self.searched = {root: legal}
        self.every = {root: every}
        self.known = {}
        self.ensemble = [sample]
        iterations = 0
        cancelled = False
        while len(legal) > 1 and (iterations == 0 or not clock.done(iterations)):
            if stop is not None and stop():
                cancelled = True
                break
            world = sample.clone() if iterations == 0 else self.world(iterations)
            self._iterate(world, root, player)
            iterations += 1
            if progress is not None:
                progress(clock.fraction(iterations))
        visits = {a: root.visits[a] for a in legal if a in root.visits}
        values = {a: root.mean(a) for a in visits}
        action = legal[0] if len(legal) == 1 else final_choice(root, legal, self.config, self.rng)
        if progress is not None:
            progress(1.0)
        self.ensemble = []
        self.draw = _no_draw
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

    def world(self, iterations: int) -> State:
        """The world of one iteration after the first: a fresh determinization (``draw``), or
        with ``worlds`` a copy of one of an ensemble drawn as the search goes."""
        worlds = self.config.worlds
        if worlds <= 0:
            return self.draw(self.rng)
        if len(self.ensemble) < worlds:
            world = self.draw(self.rng)
            self.ensemble.append(world)
            return world.clone()
        return self.ensemble[iterations % len(self.ensemble)].clone()

    def reading_for(self, world: State, legal: list[int]) -> Horizon:
        """How far to read a decision offering ``legal`` in ``world``: the title's horizon,
        capped by ``SearchConfig.horizon_cap``."""
        reading = self.heuristic.horizon(world, legal)
        cap = self.config.horizon_cap
        return Horizon(cap, reading.ends) if 0 < cap < reading.turns else reading

    def continues(self, reading: Horizon) -> bool:
        """Whether a tree kept from the last search can be continued to ``reading``: its values
        were read to as many turns, and no turn end the two readings disagree on let the
        searching player move on in the searches behind it (there, it ended a turn of neither
        reading)."""
        if not self.read:
            return True
        if reading.turns != self.reading.turns:
            return False
        return not (set(reading.ends) ^ set(self.reading.ends)) & self.moved_on

    def turn_over(self, world: State, mover: int, action: int) -> bool:
        """``turn_over`` with the reading's ends, noting the actions after which the mover
        moves again (``continues``)."""
        if world.is_terminal() or world.current_player() != mover:
            return True
        self.moved_on.add(action)
        return action in self.reading.ends

    def _iterate(self, world: State, root: Node, player: int, forced: int | None = None) -> None:
        """One selection-expansion-rollout-backup pass on a determinized world (mutated);
        ``forced``: the root action to take (the game review values a chosen move this way).
        ``legal``, ``_select`` and ``turn_over`` are read inline: this runs at every step."""
        path: list[tuple[Node, int, int]] = []
        node = root
        turns = 0  # turns of ``player`` over
        horizon = self.reading.turns
        ends = self.reading.ends
        moved_on = self.moved_on
        expand_one = self.config.expand_one
        puct = self.config.prior_samples > 0
        useful = self.heuristic.useful_actions
        searched = self.searched
        every = self.every
        # A known node's legal actions are the same in every world: the world takes them as
        # read (its engine would work them out again to check the action applied there).
        assume = getattr(type(world), "assume_legal", None)
        while not world.is_terminal():
            same = node in searched
            known = searched[node] if same else None
            if known is not None:
                legal = known
                if assume is not None:
                    assume(world, every[node])
            else:
                legal = world.legal_actions()
                if same:
                    every[node] = legal[:]
                if useful is not None:
                    legal = useful(world, legal)
                if same:
                    searched[node] = legal
            mover = world.current_player()
            expanded = False
            if len(legal) == 1:
                action = legal[0]
            elif forced is not None and node is root:
                action = forced
            elif puct:
                action = self._select_puct(world, node, legal, node is root)
            else:
                action, expanded = self._select(world, node, legal, widen=node is not root)
            path.append((node, action, mover))
            events = world.apply(action)
            if mover == player:
                if world.is_terminal() or world.current_player() != mover:
                    turns += 1
                else:
                    moved_on.add(action)
                    if action in ends:
                        turns += 1
            child = node.children.get(action)
            if child is None:
                child = Node()
                node.children[action] = child
                expanded = expanded or expand_one
            if (
                same
                and mover == player
                and child not in searched
                and not world.is_terminal()
                and world.current_player() == player
            ):
                # A plain loop (no generator): a child its move revealed something on is
                # checked again at each visit.
                for event in events:
                    if event.reveals:
                        break
                else:
                    searched[child] = None
            node = child
            if expanded or turns >= horizon:
                break
        reward = self.playout_reward(world, player, turns)
        for visited, action, mover in path:
            visits = visited.visits
            visits[action] = visits.get(action, 0) + 1
            visited.value[action] = visited.value.get(action, 0.0) + reward[mover]

    def _select(self, world: State, node: Node, legal: list[int], widen: bool) -> tuple[int, bool]:
        """PUCT (with a prior) or UCT among the tried actions, or a new one. The root tries every
        action (the choice being searched); deeper nodes widen progressively (UCT)."""
        if self.config.prior_samples > 0:
            return self._select_puct(world, node, legal, root=not widen), False
        available = node.available
        for a in legal:
            available[a] = available.get(a, 0) + 1
        visits = node.visits
        tried = [a for a in legal if a in visits]
        if len(tried) < len(legal):
            config = self.config
            # Progressive widening: a node considers more actions as it gets more visits, so
            # a lightly visited node plays like the rollout policy instead of trying everything.
            if not widen or len(tried) < config.widening * (node.total_visits() + 1) ** config.widening_power:
                return self._untried(world, node, [a for a in legal if a not in visits]), True
        means = self._rescaled([node.mean(a) for a in tried])
        c = self.config.exploration
        scores = [m + c * math.sqrt(math.log(available[a]) / visits[a]) for a, m in zip(tried, means)]
        return tried[scores.index(max(scores))], False

    def _rescaled(self, means: list[float]) -> list[float]:
        """``means`` rescaled to [0, 1] by their spread (``normalize``), or as they are."""
        if not self.config.normalize or len(means) < 2:
            return means
        low, high = min(means), max(means)
        scale = high - low
        return [(m - low) / scale for m in means] if scale > 0 else [0.0] * len(means)

    def _select_puct(self, world: State, node: Node, legal: list[int], root: bool = False) -> int:
        """Q + exploration * P * sqrt(available) / (1 + visits), an untried action valued at
        the node's mean (first-play urgency), Q rescaled to the spread of the tried means;
        counts ``legal`` as available at ``node``. Ties go to the earlier legal action. Plain
        loops over the few children: this runs at every step of the descent."""
        config = self.config
        prior = node.prior
        if prior is None:
            prior = node.prior = self.policy_prior(world)
        visits, available = node.visits, node.available
        # A node whose searched actions are the same in every world (``searched``) offers them
        # all at each visit: while each was available as often, they share the count, and each
        # action's exploration factor (exploration * P) is worked out once (``known``).
        row = self.known.get(node)
        if row is None and self.searched.get(node) is legal:
            row = self.known[node] = self._known_row(node, legal, prior)
        # The untried actions share the first-play value, so the largest exploration term wins
        # among them (the first of equal ones).
        best_untried, untried_term = -1, -math.inf
        value = node.value
        visits_of = visits.get
        tried: list[tuple[int, float, float]] = []  # (action, mean, exploration term)
        total = 0
        summed = 0.0
        # The summed values in legal order (0.0 untried) where numpy's pairwise order decides the
        # sum (numpy_sum); a plain sum below 8 actions.
        wide = len(legal) >= 8
        values: list[float] = []
        if row:
            factors = row[0]
            seen = row[1] + 1
            row[1] = seen
            root_sqrt = math.sqrt(seen)
            if not visits:
                # Nothing tried here yet (a node's second visit): availability and the best untried.
                for a, factor in zip(legal, factors, strict=True):
                    available[a] = seen
                    term = factor * root_sqrt
                    if term > untried_term:
                        best_untried, untried_term = a, term
                if root and config.root_try_all:
                    return max(legal, key=lambda a: prior.get(a, 0.0))
                return best_untried
            # One pass: availability, the tried actions' means and exploration terms, and the best
            # untried action.
            for a, factor in zip(legal, factors, strict=True):
                available[a] = seen
                n = visits_of(a, 0)
                if n:
                    v = value[a]
                    total += n
                    summed += v
                    tried.append((a, v / n, factor * root_sqrt / (1.0 + n)))
                    if wide:
                        values.append(v)
                else:
                    term = factor * root_sqrt
                    if term > untried_term:
                        best_untried, untried_term = a, term
                    if wide:
                        values.append(0.0)
        else:
            c = config.exploration
            # Actions no sample of the first visit saw legal share the uniform part.
            uniform = config.prior_mix / len(legal)
            sqrt = math.sqrt
            seen_of, prior_of = available.get, prior.get
            if not visits:
                # Nothing tried here yet (a node's second visit): availability and the best untried.
                for a in legal:
                    seen = seen_of(a, 0) + 1
                    available[a] = seen
                    p = prior_of(a, 0.0)
                    term = c * (p if p > 0 else uniform) * sqrt(seen)
                    if term > untried_term:
                        best_untried, untried_term = a, term
                if root and config.root_try_all:
                    return max(legal, key=lambda a: prior.get(a, 0.0))
                return best_untried
            # One pass: availability, the tried actions' means and exploration terms, and the best
            # untried action.
            for a in legal:
                seen = seen_of(a, 0) + 1
                available[a] = seen
                n = visits_of(a, 0)
                p = prior_of(a, 0.0)
                if n:
                    v = value[a]
                    total += n
                    summed += v
                    tried.append((a, v / n, c * (p if p > 0 else uniform) * sqrt(seen) / (1.0 + n)))
                    if wide:
                        values.append(v)
                else:
                    term = c * (p if p > 0 else uniform) * sqrt(seen)
                    if term > untried_term:
                        best_untried, untried_term = a, term
                    if wide:
                        values.append(0.0)
        if best_untried >= 0 and root and config.root_try_all:
            return max((a for a in legal if a not in visits), key=lambda a: prior.get(a, 0.0))
        if total > 0:
            if wide:
                summed = numpy_sum(values)
            fpu = summed / total
        else:
            fpu = 0.0
        # The first tried action of the best score (the same score as the untried one's goes to
        # the earlier of the two).
        best, best_score = -1, -math.inf
        if config.normalize and len(tried) > 1:
            means = [m for _, m, _ in tried]
            low = min(means)
            scale = max(means) - low
            if scale > 0:
                fpu = min(1.0, max(0.0, (fpu - low) / scale))
                for a, m, e in tried:
                    score = (m - low) / scale + e
                    if score > best_score:
                        best, best_score = a, score
            else:
                fpu = 0.0
                for a, _, e in tried:
                    score = 0.0 + e
                    if score > best_score:
                        best, best_score = a, score
        else:
            for a, m, e in tried:
                score = m + e
                if score > best_score:
                    best, best_score = a, score
        if best_untried >= 0:
            untried_score = fpu + untried_term
            if untried_score > best_score or (
                untried_score == best_score and legal.index(best_untried) < legal.index(best)
            ):
                return best_untried
        return best

    def _known_row(self, node: Node, legal: list[int], prior: dict[int, float]) -> list[Any]:
        """For ``known``: each action's exploration * P (as the PUCT pass works it out) and the
        availability they share, or an empty list where they do not share one (a kept tree's
        node that was read in other worlds before)."""
        available = node.available
        counts = {available.get(a, 0) for a in legal}
        if len(counts) != 1:
            return []
        c = self.config.exploration
        uniform = self.config.prior_mix / len(legal)
        factors = []
        for a in legal:
            p = prior.get(a, 0.0)
            factors.append(c * (p if p > 0 else uniform))
        return [factors, counts.pop()]

    def policy_prior(self, world: State) -> dict[int, float]:
        """How often the playout policy picks each action here, over ``prior_samples`` samples,
        mixed with a uniform share over the legal actions."""
        config = self.config
        legal = world.legal_actions()
        prior = dict.fromkeys(legal, config.prior_mix / len(legal))
        share = (1.0 - config.prior_mix) / config.prior_samples
        policy = self.heuristic.rollout_action
        for _ in range(config.prior_samples):
            action = policy(world, self.rng)
            prior[action] = prior.get(action, 0.0) + share
        return prior

    def _untried(self, world: State, node: Node, untried: list[int]) -> int:
        """The next action to add to a node: the rollout policy's choice first (a cheap prior)."""
        for _ in range(PRIOR_TRIES):
            preferred = self.heuristic.rollout_action(world, self.rng)
            if preferred not in node.visits:
                return preferred
        return untried[int(self.rng.integers(len(untried)))]

    def playout_reward(self, world: State, player: int, turns: int = 0) -> list[float]:
        """Play on with the rollout policy until the horizon (``reading``), then score: win
        shares if the game is over, else the heuristic. ``turns`` of ``player`` already ended
        since the searched decision."""
        policy = self.heuristic.rollout_action
        horizon = self.reading.turns
        ends = self.reading.ends
        rng = self.rng
        for _ in range(self.config.rollout_depth):
            if turns >= horizon or world.is_terminal():
                break
            mover = world.current_player()
            action = policy(world, rng)
            world.apply(action)
            if mover == player:  # ``turn_over``, read inline
                if world.is_terminal() or world.current_player() != mover:
                    turns += 1
                else:
                    self.moved_on.add(action)
                    if action in ends:
                        turns += 1
        return self.terminal_reward(world) if world.is_terminal() else self.heuristic.evaluate(world)

    def terminal_reward(self, world: State) -> list[float]:
        """A shared win is split among the top scorers, blended with the heuristic margin."""
        winners = world.winners()
        weight = self.config.terminal_margin_weight
        margin = self.heuristic.evaluate(world) if weight > 0 else [0.0] * world.num_players
        return [
            (1 - weight) * (1.0 / len(winners) if p in winners else 0.0) + weight * margin[p]
            for p in range(world.num_players)
        ]
