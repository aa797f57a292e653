"""Our titles as OpenSpiel Python games, and OpenSpiel's own bots seated in our arena.

Each title registers as ``tribal_table_<id>`` with parameters ``players`` and ``seed``. Our
engines resolve chance inside ``apply`` with the state's own generator, so the games declare
``SAMPLED_STOCHASTIC`` chance and never show a chance node. They are ``IMPERFECT_INFORMATION``:
the information-state string of a player is a canonical summary of their observation,
and ``resample_from_infostate`` is our ``determinize``, which is what OpenSpiel's ``ISMCTSBot``
needs. Returns are win shares: 1 split evenly among the top scorers.

``pyspiel`` is imported lazily, so ``ai`` imports without OpenSpiel installed.

Seated bots (``make_openspiel_bot``):

- ``openspiel_ismcts``: ``ISMCTSBot`` with OpenSpiel's random-rollout evaluator, searching the
  player's own observation through ``resample_from_infostate``.
- ``openspiel_mcts``: the perfect-information ``MCTSBot`` run on one determinization of the
  observation per decision (it must not see the real state).

- ``openspiel_mcts_h`` / ``openspiel_ismcts_h``: the same two bots handed our knowledge and our
  turn clock, the fair peers of ``research.openspiel_peers``.

The two random-rollout references budget by simulations. ``ISMCTSBot``'s search loop is wrapped with a time check; for
``MCTSBot`` the seat converts the time budget into simulations from the rate it measured on its
previous searches. Both share one budget per turn as our bots do, and read the budget's clock
(``ai.budget.CLOCKS``: in the arena the thinking thread's processor time), as our bots do.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from functools import cache
from typing import Any

import numpy as np

from ai.bots import Choice, ChoiceStats, TurnClock, fingerprint, moves_again_after, open_decision
from ai.budget import Budget, clock_function
from ai.heuristics import UsefulActions
from ai.search import Progress, StopCheck
from game.rules import available_titles, load_title
from game.rules.base import State, Title

MAX_GAME_LENGTH = 100_000
MIN_SIMULATIONS = 3
_registered: dict[str, Any] = {}


def game_name(title: Title) -> str:
    return f"tribal_table_{title.id}"


def win_shares(state: State) -> list[float]:
    if not state.is_terminal():
        return [0.0] * state.num_players
    winners = state.winners()
    return [1.0 / len(winners) if p in winners else 0.0 for p in range(state.num_players)]


def infostate_string(state: State, player: int) -> str:
    """What ``player`` knows: their observation, serialised canonically (``ai.bots.fingerprint``)."""
    summary = fingerprint(state.observation(player), player)
    if summary is None:
        raise ValueError(f"{state.title.id} observations can be neither saved nor determinized")
    return f"p{player}:{summary}"


class _Inner:
    """Holds the engine state of a bridge state; OpenSpiel clones states by deep-copying
    their attributes, which here means ``State.clone``. A fresh holder builds its game on
    first use, since OpenSpiel makes a new initial state for every clone."""

    __slots__ = ("_state", "_title", "_players", "_seed", "watch", "turns", "ends", "useful", "root", "depth")

    def __init__(
        self,
        title: Title,
        players: int,
        seed: int,
        state: State | None = None,
        watch: int = -1,
        ends: tuple[int, ...] = (),
        useful: UsefulActions | None = None,
        root: UsefulActions | None = None,
    ) -> None:
        self._title = title
        self._players = players
        self._seed = seed
        self._state = state
        # The fair peers' horizon (research.openspiel_peers): turns of player ``watch`` ended since
        # the searched decision, counted as ai.search counts them.
        self.watch = watch
        self.turns = 0
        self.ends = ends  # the reading's turn ends (ai.heuristics.Horizon)
        # The fair peers' pruning of decisions that change nothing (Heuristic.useful_actions), as
        # our search prunes them.
        self.useful = useful
        # The searched decision's narrowing (Heuristic.root_actions), read where ``depth``, the
        # actions applied since the bridge was made, is 0.
        self.root = root
        self.depth = 0

    @property
    def state(self) -> State:
        if self._state is None:
            self._state = self._title.new_game(self._players, self._seed)
        return self._state

    def __deepcopy__(self, memo: dict[int, Any]) -> _Inner:
        twin = _Inner(
            self._title,
            self._players,
            self._seed,
            self.state.clone(),
            self.watch,
            self.ends,
            self.useful,
            self.root,
        )
        twin.turns = self.turns
        twin.depth = self.depth
        return twin

    def apply(self, action: int) -> None:
        state = self.state
        mover = state.current_player()
        state.apply(action)
        self.depth += 1
        if mover == self.watch and (
            state.is_terminal() or state.current_player() != mover or action in self.ends
        ):
            self.turns += 1


def register_title(title: Title) -> Any:
    """Register ``title`` with OpenSpiel (once) and return its game class."""
    import pyspiel

    name = game_name(title)
    if name in _registered:
        return _registered[name]

    game_type = pyspiel.GameType(
        short_name=name,
        long_name=f"Tribal Table {title.name}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.CONSTANT_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=title.max_players,
        min_num_players=title.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=False,
        parameter_specification={"players": title.min_players, "seed": 0},
    )

    class BridgeState(pyspiel.State):
        def __init__(self, game: Any, inner: _Inner) -> None:
            super().__init__(game)
            self.inner = inner

        def current_player(self) -> int:
            state = self.inner.state
            return int(pyspiel.PlayerId.TERMINAL) if state.is_terminal() else state.current_player()

        def _legal_actions(self, player: int) -> list[int]:
            state = self.inner.state
            if state.is_terminal() or player != state.current_player():
                return []
            legal = state.legal_actions()
            useful = self.inner.useful
            return legal if useful is None else useful(state, legal)

        def _apply_action(self, action: int) -> None:
            self.inner.apply(int(action))

        def _action_to_string(self, player: int, action: int) -> str:
            return f"p{player + 1} {self.inner.state.action_to_str(int(action))}"

        def is_terminal(self) -> bool:
            return self.inner.state.is_terminal()

        def returns(self) -> list[float]:
            return win_shares(self.inner.state)

        def resample_from_infostate(self, player: int, sampler: Any) -> BridgeState:
            # The sampler is OpenSpiel's source of randomness; our generator is seeded from it.
            return self.resample(player, np.random.default_rng(int(sampler() * 2**53)))

        def resample(self, player: int, rng: np.random.Generator) -> BridgeState:
            """A state ``player`` cannot tell from this one: ``determinize`` of their view."""
            world = self.inner.state.observation(player).determinize(player, rng)
            inner = _Inner(
                title,
                world.num_players,
                self.inner._seed,
                world,
                self.inner.watch,
                self.inner.ends,
                self.inner.useful,
            )
            return BridgeState(self.get_game(), inner)

        def __str__(self) -> str:
            return json.dumps(self.inner.state.to_dict(), sort_keys=True, default=str)

    class Observer:
        """Strings only: a player's observation of the state."""

        def __init__(self) -> None:
            self.tensor = np.zeros(0, np.float32)
            self.dict: dict[str, np.ndarray] = {}

        def set_from(self, state: Any, player: int) -> None:
            return None

        def string_from(self, state: Any, player: int) -> str:
            return infostate_string(state.inner.state, player)

    class BridgeGame(pyspiel.Game):
        def __init__(self, params: dict[str, Any] | None = None) -> None:
            params = dict(params or {})
            players = int(params.get("players", title.min_players))
            game_info = pyspiel.GameInfo(
                num_distinct_actions=title.num_distinct_actions,
                max_chance_outcomes=0,
                num_players=players,
                min_utility=0.0,
                max_utility=1.0,
                utility_sum=1.0,
                max_game_length=MAX_GAME_LENGTH,
            )
            super().__init__(game_type, game_info, params)
            self.players = players
            self.seed = int(params.get("seed", 0))

        def new_initial_state(self) -> BridgeState:
            return BridgeState(self, _Inner(title, self.players, self.seed))

        def wrap(
            self,
            state: State,
            watch: int = -1,
            ends: tuple[int, ...] = (),
            useful: UsefulActions | None = None,
            root: UsefulActions | None = None,
        ) -> BridgeState:
            """A bridge state around one of our states (taken over, not copied); ``watch``
            counts that player's turns from here (the fair peers' horizon), ending also at the
            actions ``ends`` (``ai.heuristics.Horizon.ends``); ``useful`` prunes the legal actions
            as ``Heuristic.useful_actions`` and ``root`` narrows this decision's as
            ``Heuristic.root_actions``."""
            inner = _Inner(title, state.num_players, self.seed, state, watch, ends, useful, root)
            return BridgeState(self, inner)

        def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> Observer:
            return Observer()

    pyspiel.register_game(game_type, BridgeGame)
    _registered[name] = BridgeGame
    return BridgeGame


def register_all(extra: tuple[Title, ...] = ()) -> list[str]:
    """Register every available title (plus ``extra`` ones); return their game names."""
    names = []
    for title in (*available_titles(), *extra):
        register_title(title)
        names.append(game_name(title))
    return names


def load_game(title: Title, players: int, seed: int = 0) -> Any:
    import pyspiel

    register_title(title)
    return pyspiel.load_game(game_name(title), {"players": players, "seed": seed})


class BridgeGames:
    """A title's bridge game per player count, each loaded once (for the OpenSpiel seats)."""

    def __init__(self, title: Title, seed: int) -> None:
        self.title = title
        self.seed = seed
        self.loaded: dict[int, Any] = {}

    def __call__(self, players: int) -> Any:
        if players not in self.loaded:
            self.loaded[players] = load_game(self.title, players, self.seed)
        return self.loaded[players]


class OpenSpielSeat:
    """One of OpenSpiel's bots behind our ``Bot`` interface, with a time budget per turn."""

    def __init__(self, name: str, title: Title, seed: int, budget: Budget) -> None:
        self.name = name
        self.title = title
        self.rng = np.random.default_rng(seed)
        self.seed = seed
        self.clock = TurnClock(budget)
        self.games = BridgeGames(title, seed)
        self.rate = 0.0  # simulations per second, measured on the first search, refined after each
        self.now = clock_function(budget.clock)  # the budget's clock, which the rate is measured on

    def reset(self) -> None:
        self.clock = TurnClock(self.clock.budget)

    def choose(
        self, state: State, player: int, stop: StopCheck | None = None, progress: Progress | None = None
    ) -> Choice:
        decision = open_decision(self.clock, state, player, self.rng)
        if decision.forced is not None:
            return decision.forced
        world = decision.world
        budget = self.clock.take()
        game = self.games(state.num_players)
        started = self.now()
        if self.name == "openspiel_ismcts":
            limit = budget.iterations if budget.iterations is not None else 10**9
            deadline = None if budget.seconds is None else started + budget.seconds
            bot = self._make_ismcts(game, max(MIN_SIMULATIONS, limit), deadline)
            bot.now = self.now
            action = int(bot.step(game.wrap(world.clone())))
            simulations = bot.simulations_done
        else:
            simulations = self._simulations_for(game, world, budget)
            action = int(self._make_mcts(game, simulations).step(game.wrap(world.clone())))
        elapsed = self.now() - started
        self.clock.used(budget, elapsed, simulations)
        if elapsed > 0 and simulations:
            # Smooth the rate; positions differ in how long a simulation takes.
            self.rate = 0.5 * self.rate + 0.5 * simulations / elapsed
        self.clock.finish(moves_again_after(world, player, action))
        return Choice(action, ChoiceStats(self.name, iterations=simulations, elapsed=elapsed))

    def _simulations_for(self, game: Any, world: State, budget: Budget) -> int:
        # OpenSpiel's searches need a few simulations to expand their root at all.
        if budget.iterations is not None:
            return max(MIN_SIMULATIONS, budget.iterations)
        if self.rate == 0.0:
            return self._calibrate(game, world, budget.seconds or 0.0)
        return max(MIN_SIMULATIONS, int(self.rate * (budget.seconds or 0.0)))

    def _calibrate(self, game: Any, world: State, seconds: float) -> int:
        """Measure the rate with a short search; return the simulations left for this budget."""
        probe = 4
        started = self.now()
        self._make_mcts(game, probe).step(game.wrap(world.clone()))
        elapsed = self.now() - started
        self.rate = probe / max(elapsed, 1e-6)
        return max(MIN_SIMULATIONS, int(self.rate * (seconds - elapsed)))

    def _random_state(self) -> np.random.RandomState:
        return np.random.RandomState(int(self.rng.integers(2**31)))

    def _make_ismcts(self, game: Any, simulations: int, deadline: float | None) -> Any:
        from open_spiel.python.algorithms import mcts

        random_state = self._random_state()
        evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=random_state)
        bot = _timed_ismcts_class()(
            game,
            evaluator,
            uct_c=1.4,
            max_simulations=simulations,
            random_state=random_state,
            use_observation_string=False,
        )
        bot.deadline = deadline
        # Resample from our seeded generator so that seeded arena games replay.
        bot.set_resampler(lambda state, player: state.resample(player, self.rng))
        return bot

    def _make_mcts(self, game: Any, simulations: int) -> Any:
        from open_spiel.python.algorithms import mcts

        random_state = self._random_state()
        evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=random_state)
        return mcts.MCTSBot(
            game,
            uct_c=1.4,
            max_simulations=simulations,
            evaluator=evaluator,
            random_state=random_state,
            solve=False,
        )


@cache
def _timed_ismcts_class() -> type:
    """OpenSpiel's ISMCTSBot with a deadline on the clock ``now``: its search loop
    (``run_search``, otherwise unchanged) also stops when the time is up, after at least
    MIN_SIMULATIONS simulations."""
    from open_spiel.python.algorithms import ismcts

    class TimedISMCTSBot(ismcts.ISMCTSBot):
        deadline: float | None = None
        now: Callable[[], float] = time.perf_counter
        simulations_done = 0

        def run_search(self, state: Any) -> Any:
            self.reset()
            legal_actions = state.legal_actions()
            if len(legal_actions) == 1:
                return [(legal_actions[0], 1.0)]
            self._root_node = self.create_new_node(state)
            done = 0
            while done < self._max_simulations and (
                done < MIN_SIMULATIONS or self.deadline is None or self.now() < self.deadline
            ):
                self.run_simulation(self.sample_root_state(state))
                done += 1
            self.simulations_done = done
            return self.get_final_policy(state, self._root_node)

    return TimedISMCTSBot


def make_openspiel_bot(
    name: str, title_id: str, seed: int, budget: Budget, knobs: dict[str, Any] | None = None
) -> Any:
    """``openspiel_ismcts`` / ``openspiel_mcts``: random-rollout references (no knobs);
    ``openspiel_ismcts_h`` / ``openspiel_mcts_h``: the fair peers of ``research.openspiel_peers``."""
    if name in ("openspiel_ismcts_h", "openspiel_mcts_h"):
        from research.openspiel_peers import FairPeer

        return FairPeer(name, load_title(title_id), seed, budget, knobs)
    if name not in ("openspiel_ismcts", "openspiel_mcts"):
        raise KeyError(f"unknown OpenSpiel bot {name!r}")
    if knobs:
        raise ValueError(f"{name} has no knobs ({', '.join(sorted(knobs))}); the *_h peers do")
    return OpenSpielSeat(name, load_title(title_id), seed, budget)
