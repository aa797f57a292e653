"""PUCT from the playout policy, the final choice, and the weighted turn clock."""

from __future__ import annotations

import numpy as np
import pytest

from ai.bots import TurnClock, make_bot, turn_weights
from ai.budget import Budget
from ai.heuristics import Heuristic, Horizon, heuristic_for
from ai.search import InformationSetSearch
from ai.search_config import SearchConfig
from ai.tree import Node
from tests.ai.toy_market import TITLE


def test_the_prior_is_the_policys_choice_mixed_with_a_uniform_share():
    state = TITLE.new_game(2, seed=1)
    legal = state.legal_actions()
    always = Heuristic(heuristic_for(TITLE.id).evaluate, lambda s, rng: legal[-1])
    search = InformationSetSearch(
        always, SearchConfig(prior_samples=4, prior_mix=0.2), np.random.default_rng(0)
    )
    prior = search.policy_prior(state)
    assert set(prior) == set(legal) and sum(prior.values()) == pytest.approx(1.0)
    assert prior[legal[-1]] == pytest.approx(0.8 + 0.2 / len(legal))
    assert all(prior[a] == pytest.approx(0.2 / len(legal)) for a in legal[:-1])


def test_puct_spends_its_visits_where_the_policy_points_when_values_are_flat():
    state = TITLE.new_game(2, seed=1)
    legal = state.legal_actions()
    flat = Heuristic(lambda s: [0.5] * s.num_players, lambda s, rng: s.legal_actions()[-1])
    config = SearchConfig(prior_samples=4, exploration=1.0, final="visits")
    result = InformationSetSearch(flat, config, np.random.default_rng(0)).search(
        state.observation(0), 0, Budget(iterations=200)
    )
    assert result.action == legal[-1]
    assert result.visits[legal[-1]] > 0.5 * 200
    uct = InformationSetSearch(flat, SearchConfig(prior_samples=0), np.random.default_rng(0)).search(
        state.observation(0), 0, Budget(iterations=200)
    )
    assert max(uct.visits.values()) < 0.5 * 200  # UCT without a prior spreads them


def test_the_final_choice_by_visits_or_by_the_best_well_visited_value():
    node = Node()
    node.visits = {0: 100, 1: 60, 2: 40}
    node.value = {0: 50, 1: 36, 2: 36}  # means 0.5, 0.6, 0.9
    assert node.best_action([0, 1, 2, 3], "visits") == 0
    assert node.best_action([0, 1, 2, 3], "robust_value") == 1  # 2 has under half the top visits


def test_the_weighted_clock_shares_the_rest_of_the_turn_by_the_choices_left():
    clock = TurnClock(Budget(seconds=1.0))
    clock.begin(0)
    first = clock.take(10, 30)
    assert first.seconds == pytest.approx(0.25)
    clock.used(first, 0.25, 100)
    clock.finish(moves_again=True)
    clock.begin(0)
    last = clock.take(5, 0, min_iterations=50)  # nothing expected after it: all that is left
    assert last.seconds == pytest.approx(0.75) and last.min_iterations == 50


def test_a_floor_of_iterations_outlasts_a_spent_time_budget():
    state = TITLE.new_game(2, seed=1)
    search = InformationSetSearch(heuristic_for(TITLE.id), SearchConfig(), np.random.default_rng(0))
    result = search.search(state.observation(0), 0, Budget(seconds=0.0, min_iterations=40))
    assert result.iterations == 40


def test_turn_weights_count_the_choices_of_the_rest_of_the_turn():
    state = TITLE.new_game(2, seed=1)
    now, rest = turn_weights(state, 0, heuristic_for(TITLE.id), np.random.default_rng(0))
    assert now == len(state.legal_actions())
    assert rest >= 2  # the play step after the take has a choice
    assert state.current_player() == 0 and state.legal_actions()  # the state is untouched


def test_every_wide_decision_gets_the_floor_even_with_no_time():
    state = TITLE.new_game(2, seed=2)
    bot = make_bot("ismcts", TITLE.id, 1, Budget(seconds=1e-6), {"wide": 2, "floor": 40})
    checked = 0
    while not state.is_terminal():
        player = state.current_player()
        legal = state.legal_actions()
        choice = bot.choose(state, player)
        if len(legal) >= 2:
            assert sum(choice.stats.visits.values()) >= 40
            checked += 1
        state.apply(choice.action)
    assert checked > 5


class _CountedPrior:
    """Counts a search's prior computations."""

    def __init__(self, search: InformationSetSearch) -> None:
        self.calls = 0
        self.plain = search.policy_prior
        search.policy_prior = self  # type: ignore[method-assign]

    def __call__(self, world: object) -> dict[int, float]:
        self.calls += 1
        return self.plain(world)  # type: ignore[arg-type]


def _tree_size(node: Node) -> int:
    return 1 + sum(_tree_size(child) for child in node.children.values())


def test_expand_one_grows_the_tree_by_one_node_and_pays_one_prior_per_iteration():
    state = TITLE.new_game(2, seed=1)
    toy = heuristic_for(TITLE.id)
    heuristic = Heuristic(toy.evaluate, toy.rollout_action, horizon=lambda s, legal: Horizon(2))
    sizes = {}
    priors = {}
    for expand_one in (False, True):
        config = SearchConfig(prior_samples=4, expand_one=expand_one)
        search = InformationSetSearch(heuristic, config, np.random.default_rng(0))
        counted = _CountedPrior(search)
        result = search.search(state.observation(0), 0, Budget(iterations=60))
        assert result.root is not None
        sizes[expand_one] = _tree_size(result.root)
        priors[expand_one] = counted.calls
    assert sizes[True] <= 60 + 1
    assert priors[True] <= 60
    # Walking new nodes to the horizon builds (and pays priors for) several nodes an iteration.
    assert sizes[False] > 2 * sizes[True] and priors[False] > 2 * priors[True]


def test_root_try_all_visits_every_root_action_before_it_repeats_one():
    state = TITLE.new_game(2, seed=1)
    legal = state.legal_actions()
    assert len(legal) >= 3
    # The policy always picks the last action: a concentrated prior.
    policy = Heuristic(heuristic_for(TITLE.id).evaluate, lambda s, rng: s.legal_actions()[-1])
    seen = {}
    for try_all in (False, True):
        config = SearchConfig(prior_samples=4, expand_one=True, root_try_all=try_all)
        search = InformationSetSearch(policy, config, np.random.default_rng(0))
        result = search.search(state.observation(0), 0, Budget(iterations=len(legal)))
        seen[try_all] = result.visits
    assert set(seen[True]) == set(legal) and all(v == 1 for v in seen[True].values())
    assert len(seen[False]) < len(legal)  # PUCT alone stays with the prior's choice
