"""Fair peers: OpenSpiel's MCTSBot and ISMCTSBot handed the knowledge our search has.

- ``openspiel_mcts_h``: ``mcts.MCTSBot`` on one determinization of the player's observation
  per decision (it must not see the real state).
- ``openspiel_ismcts_h``: ``ismcts.ISMCTSBot`` on the observation itself, resampling it with our
  ``determinize`` at every simulation.

Both get what ``ai.search`` gets:

- the evaluator (``HeuristicEvaluator``): from a leaf, the title's playout policy until the
  searching player has ended as many of their own turns since the searched decision as the
  title's horizon hook says for that decision (``ai.heuristics.Horizon``, the reading our
  search gives it), or ``rollout_depth`` steps, then the title's heuristic; a finished game
  scores as our search scores it. This is ``InformationSetSearch.playout_reward`` itself.
- a PUCT prior: how often the playout policy picks each action in ``prior_samples`` samples,
  mixed with a uniform share ``prior_mix`` (OpenSpiel's ``SearchNode.puct_value`` /
  ``ChildSelectionPolicy.PUCT``).
- the same turn clock (``ai.bots.TurnClock`` with ``ClockConfig``: one budget per turn, shared
  by the same weights, the same 50-iteration floor on wide decisions), with a time check in the
  search loop instead of a fixed simulation count.
- the tree kept within a turn where OpenSpiel allows it: MCTSBot continues from the chosen
  child (and its determinization) when the next decision is the same player's and the
  observation is the one expected; ISMCTSBot keys its nodes by information state, so its node
  table simply stays until the turn ends.

Knobs (``PEER_KNOBS``, settable per seat with ``python -m research.arena --knobs``):
``uct_c`` (PUCT constant; tuned, see ``DEFAULTS``), ``selection`` ("puct" or "uct"),
``prior_samples``, ``prior_mix``, ``horizon_turns`` (every decision read to this many turns
instead of the title's horizon) and ``rollout_depth`` (default: the title's, as our bots),
``solve`` (MCTS-Solver on proven terminal lines, MCTSBot), ``final`` (ISMCTSBot:
"max_visit_count" or "max_value"), ``max_world_samples`` (ISMCTSBot, -1 = a fresh
determinization every simulation), ``keep_tree``, the ``ClockConfig`` fields, and
``heuristic`` (``{CONSTANT: value}``: constants of the title's heuristic, as for our bots, so a
change of the knowledge can be measured with both sides given it).
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, fields
from typing import Any

import numpy as np

from ai.bots import (
    Choice,
    ChoiceStats,
    ClockConfig,
    TurnClock,
    fingerprint,
    moves_again_after,
    open_decision,
    turn_weights,
)
from ai.budget import Budget, Deadline
from ai.heuristics import Heuristic, Horizon, heuristic_for
from ai.search import InformationSetSearch, Progress, StopCheck
from ai.search_config import SearchConfig
from game.rules.base import State, Title
from research.openspiel_bridge import BridgeGames


@dataclass(frozen=True, slots=True)
class PeerConfig:
    uct_c: float = 2.0
    selection: str = "puct"
    prior_samples: int = 8
    prior_mix: float = 0.25
    horizon_turns: int | None = None  # None: the title's horizon for each decision, as ours
    rollout_depth: int | None = None  # None: the title's
    solve: bool = True
    final: str = "max_visit_count"
    max_world_samples: int = -1
    keep_tree: bool = True

    def __post_init__(self) -> None:
        if self.selection not in ("puct", "uct"):
            raise ValueError(f"selection must be 'puct' or 'uct', not {self.selection!r}")
        if self.final not in ("max_visit_count", "max_value"):
            raise ValueError(f"final must be 'max_visit_count' or 'max_value', not {self.final!r}")


PEER_KNOBS = frozenset(f.name for f in fields(PeerConfig)) | frozenset(f.name for f in fields(ClockConfig))


class HeuristicEvaluator:
    """OpenSpiel evaluator: our playout policy to the horizon, then our heuristic; the prior from
    samples of the playout policy. Works on bridge states (``research.openspiel_bridge``)."""

    def __init__(
        self, heuristic: Heuristic, config: SearchConfig, peer: PeerConfig, rng: np.random.Generator
    ):
        self.heuristic = heuristic
        self.peer = peer
        self.rng = rng
        self.playout = InformationSetSearch(heuristic, config, rng)
        self.evaluations = 0
        # Whether ``prior`` lists only the useful actions (``MCTSBot``'s children). ``ISMCTSBot``
        # takes its children from the bridge's legal actions, already pruned, and keeps one
        # prior per information state, so it gets every legal action's.
        self.prune = True

    def evaluate(self, bridge: Any) -> np.ndarray:
        inner = bridge.inner
        self.evaluations += 1
        reward = self.playout.playout_reward(inner.state.clone(), inner.watch, inner.turns)
        return np.asarray(reward, dtype=float)

    def prior(self, bridge: Any) -> list[tuple[int, float]]:
        """The prior of each action searched at ``bridge``. ``MCTSBot`` makes a node's children
        from this list alone, so with ``prune`` it holds only the actions our search searches
        there (``Heuristic.useful_actions``), each with the prior ours gives it
        (``InformationSetSearch.policy_prior``: the uniform share is over every legal action)."""
        inner = bridge.inner
        world = inner.state
        every = world.legal_actions()
        legal = every if inner.useful is None or not self.prune else inner.useful(world, every)
        if self.prune and inner.root is not None and inner.depth == 0:
            legal = inner.root(world, legal)  # the searched decision (Heuristic.root_actions)
        if self.peer.prior_samples <= 0 or len(legal) == 1:
            return [(a, 1.0 / len(legal)) for a in legal]
        mix = self.peer.prior_mix
        weights = dict.fromkeys(legal, mix / len(every))
        share = (1.0 - mix) / self.peer.prior_samples
        for _ in range(self.peer.prior_samples):
            action = self.heuristic.rollout_action(world, self.rng)
            if action in weights:
                weights[action] += share
        return list(weights.items())


class FairPeer:
    """A fair OpenSpiel peer seated behind our ``Bot`` interface (module docstring)."""

    def __init__(
        self, name: str, title: Title, seed: int, budget: Budget, knobs: dict[str, Any] | None = None
    ) -> None:
        knobs = dict(knobs or {})
        constants = knobs.pop("heuristic", None)
        unknown = sorted(set(knobs) - PEER_KNOBS)
        if unknown:
            raise ValueError(
                f"{name} has no knobs {', '.join(unknown)}; known: {', '.join(sorted(PEER_KNOBS))}"
            )
        clock_names = {f.name for f in fields(ClockConfig)}
        self.clock_config = ClockConfig(**{k: v for k, v in knobs.items() if k in clock_names})
        self.peer = PeerConfig(**{k: v for k, v in knobs.items() if k not in clock_names})
        self.name = name
        self.title = title
        self.seed = seed
        self.rng = np.random.default_rng(seed)
        self.heuristic = heuristic_for(title.id, constants)
        # The peer's own rollout_depth, over the title's knobs.
        depth = {} if self.peer.rollout_depth is None else {"rollout_depth": self.peer.rollout_depth}
        self.search_config = SearchConfig(**(self.heuristic.search | depth))
        self.evaluator = HeuristicEvaluator(self.heuristic, self.search_config, self.peer, self.rng)
        self.evaluator.prune = name == "openspiel_mcts_h"
        self.clock = TurnClock(budget)
        self.games = BridgeGames(title, seed)
        self.kept: tuple[str | None, Any, Any] | None = None  # MCTS: (expected view, node, world)
        self.ismcts: Any = None
        self.ismcts_turn = False

    def describe(self) -> dict[str, Any]:
        return {**asdict(self.peer), **asdict(self.clock_config)}

    def reset(self) -> None:
        self.clock = TurnClock(self.clock.budget)
        self.kept = None
        self.ismcts = None

    def choose(
        self, state: State, player: int, stop: StopCheck | None = None, progress: Progress | None = None
    ) -> Choice:
        decision = open_decision(self.clock, state, player, self.rng)
        observation, world, legal, forced = (
            decision.observation,
            decision.world,
            decision.legal,
            decision.forced,
        )
        kept, self.kept = self.kept, None
        continuing = decision.continuing
        if forced is None and not self.read(world, legal):
            kept, continuing = None, False  # the kept tree was read to another horizon
        if not continuing:
            self.ismcts = None
        root = None
        if kept is not None and continuing and kept[0] == fingerprint(observation, player):
            root, world = kept[1], kept[2]
        if forced is not None:
            if root is not None:  # follow the kept tree through a forced move
                child = next((c for c in root.children if c.action == forced.action), None)
                self._keep(child, world, player, forced.action)
            return forced
        game, bridge = self.wrap(world, player)
        if self.name == "openspiel_mcts_h":
            had = root.explore_count if root is not None else 0
        else:
            root = self._ismcts_root(game, bridge)
            had = int(root.total_visits)
        floor = 0
        if len(legal) >= self.clock_config.wide:
            # The floor counts the visits the kept tree (or node table) already has, as ours does.
            floor = max(0, self.clock_config.floor - had)
        if self.clock_config.clock == "weighted":
            now, rest = turn_weights(world, player, self.heuristic, self.rng)
            budget = self.clock.take(now, rest, floor)
        else:
            budget = self.clock.take(min_iterations=floor)
        clock = Deadline(budget)
        if self.name == "openspiel_mcts_h":
            action, simulations = self._mcts(game, bridge, world, player, clock, root, stop)
        else:
            action, simulations = self._ismcts(bridge, root, clock, stop)
        elapsed = clock.elapsed()
        self.clock.used(budget, elapsed, simulations)
        self.clock.finish(moves_again_after(world, player, action))
        if progress is not None:
            progress(1.0)
        return Choice(action, ChoiceStats(self.name, iterations=simulations, elapsed=elapsed))

    def read(self, world: State, legal: list[int]) -> bool:
        """Set the evaluator's horizon for a decision offering ``legal`` (the title's horizon
        hook, as our search reads it, or the peer's ``horizon_turns``); whether it is the
        horizon of the last decision."""
        playout = self.evaluator.playout
        reading = playout.reading_for(world, legal)
        if self.peer.horizon_turns is not None:
            reading = Horizon(self.peer.horizon_turns, reading.ends)
        same = not playout.read or playout.reading == reading
        playout.reading, playout.read = reading, True
        return same

    def wrap(self, world: State, player: int) -> tuple[Any, Any]:
        """The OpenSpiel game of ``world``'s seats and ``world`` wrapped in it for ``player``'s
        search: read to the horizon ``read`` set, with the title's useful moves and the searched
        decision's narrowing (``Heuristic.root_actions``)."""
        game = self.games(world.num_players)
        bridge = game.wrap(
            world.clone(),
            watch=player,
            ends=self.evaluator.playout.reading.ends,
            useful=self.heuristic.useful_actions,
            root=self.heuristic.root_actions,
        )
        return game, bridge

    def decision(self, state: State, player: int) -> tuple[State, Any, Any]:
        """A decision of ``player`` at ``state`` set up as ``choose`` sets up one with no tree
        kept: one determinization of the player's observation (its world), the evaluator read to
        its horizon, and the world's game and bridge (``wrap``). For measuring one decision's
        search (``research.agreement``, ``bench.bench_peers``)."""
        world = state.observation(player).determinize(player, self.rng)
        self.read(world, world.legal_actions())
        return (world, *self.wrap(world, player))

    def _keep(self, node: Any, world: State, player: int, action: int) -> None:
        """MCTS: keep ``node`` (the chosen child) for the next decision if it is this player's."""
        if node is None or not self.peer.keep_tree:
            return
        after = world.clone()
        after.apply(action)
        if not after.is_terminal() and after.current_player() == player:
            self.kept = (fingerprint(after.observation(player), player), node, after)

    # MCTSBot on one determinization

    def _mcts(
        self,
        game: Any,
        bridge: Any,
        world: State,
        player: int,
        clock: Deadline,
        root: Any,
        stop: StopCheck | None,
    ) -> tuple[int, int]:
        from open_spiel.python.algorithms import mcts

        select = mcts.SearchNode.puct_value if self.peer.selection == "puct" else mcts.SearchNode.uct_value
        bot = mcts.MCTSBot(
            game,
            uct_c=self.peer.uct_c,
            max_simulations=1,
            evaluator=self.evaluator,
            solve=self.peer.solve,
            random_state=np.random.RandomState(int(self.rng.integers(2**31))),
            child_selection_fn=select,
        )
        if root is None:
            root = mcts.SearchNode(None, player, 1)
        simulations = 0
        # Two simulations at least: the first only expands the root.
        while simulations < 2 or not clock.done(simulations):
            if (stop is not None and stop()) or root.outcome is not None:
                break
            _simulate(bot, root, bridge)
            simulations += 1
        if not root.children:
            return world.legal_actions()[0], simulations
        best = root.best_child()
        action = int(best.action)
        self._keep(best, world, player, action)
        return action, root.explore_count

    # ISMCTSBot on the observation

    def _ismcts_root(self, game: Any, bridge: Any) -> Any:
        """The ISMCTSBot of this turn (a new one unless the tree is kept) and its node for
        ``bridge``'s information state, with the visits earlier decisions of the turn gave it."""
        from open_spiel.python.algorithms import ismcts

        bot = self.ismcts if self.peer.keep_tree else None
        if bot is None:
            bot = ismcts.ISMCTSBot(
                game,
                self.evaluator,
                uct_c=self.peer.uct_c,
                max_simulations=1,
                max_world_samples=self.peer.max_world_samples,
                random_state=np.random.RandomState(int(self.rng.integers(2**31))),
                final_policy_type=ismcts.ISMCTSFinalPolicyType[self.peer.final.upper()],
                child_selection_policy=ismcts.ChildSelectionPolicy[self.peer.selection.upper()],
            )
            bot.set_resampler(lambda state, who: state.resample(who, self.rng))
            self.ismcts = bot
        bot._root_samples = []  # the world samples belong to one decision
        node = bot.lookup_or_create_node(bridge)
        bot._root_node = node
        return node

    def _ismcts(self, bridge: Any, node: Any, clock: Deadline, stop: StopCheck | None) -> tuple[int, int]:
        bot = self.ismcts
        simulations = 0
        # Two simulations at least: the first may only expand the root.
        while simulations < 2 or not clock.done(simulations) or node.total_visits <= 0:
            if stop is not None and stop() and node.total_visits > 0:
                break
            sample = bot.sample_root_state(bridge)
            sample.inner.turns = 0
            bot.run_simulation(sample)
            simulations += 1
        policy = bot.get_final_policy(bridge, node)
        top = max(p for _, p in policy)
        action = min(int(a) for a, p in policy if p == top)
        return action, max(simulations, int(node.total_visits))


def _simulate(bot: Any, root: Any, bridge: Any) -> None:
    """One simulation of ``MCTSBot.mcts_search`` (OpenSpiel's loop body, unchanged but for
    running on a kept root): tree policy, evaluation or terminal returns, backup (with the
    solver's proven outcomes when ``bot.solve``)."""
    visit_path, working_state = bot._apply_tree_policy(root, bridge)
    if working_state.is_terminal():
        returns = working_state.returns()
        visit_path[-1].outcome = returns
        solved = bot.solve
    else:
        returns = bot.evaluator.evaluate(working_state)
        solved = False
    while visit_path:
        node = visit_path.pop()
        # No chance nodes in our games (SAMPLED_STOCHASTIC): the node's player is its mover.
        node.total_reward += returns[node.player]
        node.explore_count += 1
        if solved and node.children:
            best = None
            all_solved = True
            for child in node.children:
                if child.outcome is None:
                    all_solved = False
                elif best is None or child.outcome[child.player] > best.outcome[best.player]:
                    best = child
            if best is not None and (all_solved or math.isclose(best.outcome[best.player], bot.max_utility)):
                node.outcome = best.outcome
            else:
                solved = False
