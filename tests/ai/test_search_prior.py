"""PUCT from the playout policy, the final choice, and the weighted turn clock."""

from __future__ import annotations

import numpy as np
import pytest

from ai.bots import TurnClock, make_bot, turn_weights
from ai.heuristics import Heuristic, heuristic_for
from ai.search import Budget, Deadline, InformationSetSearch, Node, RootHalving, SearchConfig, final_choice
from tests.ai.toy_market import TITLE


def test_the_prior_is_the_policys_choice_mixed_with_a_uniform_share():
    state = TITLE.new_game(2, seed=1)
    legal = state.legal_actions()
    always = Heuristic(heuristic_for(TITLE.id).evaluate, lambda s, rng: legal[-1])
    search = InformationSetSearch(
        always, SearchConfig(prior_samples=4, prior_mix=0.2), np.random.default_rng(0)
    )
    prior = search.policy_prior(state, TITLE.num_distinct_actions)
    assert prior.sum() == pytest.approx(1.0)
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
    uct = InformationSetSearch(flat, SearchConfig(), np.random.default_rng(0)).search(
        state.observation(0), 0, Budget(iterations=200)
    )
    assert max(uct.visits.values()) < 0.5 * 200  # UCT without a prior spreads them


def test_the_final_choice_by_visits_or_by_the_best_well_visited_value():
    node = Node(4)
    node.visits[:] = [100, 60, 40, 0]
    node.value[:] = [50, 36, 36, 0]  # means 0.5, 0.6, 0.9
    assert node.best_action([0, 1, 2, 3], "visits") == 0
    assert node.best_action([0, 1, 2, 3], "robust_value") == 1  # 2 has under half the top visits


def _node(rewards: list[list[float]], prior: list[float]) -> Node:
    node = Node(len(rewards))
    for a, samples in enumerate(rewards):
        node.visits[a] = len(samples)
        node.value[a] = sum(samples)
        node.square[a] = sum(r * r for r in samples)
    node.prior = np.asarray(prior)
    return node


def test_the_margin_guard_keeps_the_priors_favourite_against_a_lead_within_the_noise():
    # Means 0.8 and 0.76 from ten noisy playouts each: the lead is well inside one standard
    # error, so the policy's pick (action 1, like Five Tribes' END) stands.
    noisy = [[0.6, 1.0] * 5, [0.56, 0.96] * 5]
    node = _node(noisy, [0.1, 0.9])
    config = SearchConfig(prior_samples=8, final="visits", final_margin_z=1.0)
    assert node.best_action([0, 1], "visits") == 0  # ties on visits go to the best mean
    assert final_choice(node, [0, 1], config, np.random.default_rng(0)) == 1
    # Without the guard the noise decides.
    plain = SearchConfig(prior_samples=8, final="visits")
    assert final_choice(node, [0, 1], plain, np.random.default_rng(0)) == 0


def test_the_margin_guard_trusts_a_well_visited_root():
    noisy = [[0.5, 1.0] * 30, [0.48, 0.98] * 30]  # 60 visits each: over the guard's 50
    node = _node(noisy, [0.1, 0.9])
    config = SearchConfig(prior_samples=8, final="visits", final_margin_z=1.0)
    assert final_choice(node, [0, 1], config, np.random.default_rng(0)) == 0
    wider = SearchConfig(prior_samples=8, final="visits", final_margin_z=1.0, final_margin_visits=200)
    assert final_choice(node, [0, 1], wider, np.random.default_rng(0)) == 1


def test_the_margin_guard_gives_way_to_a_clear_lead_and_to_equal_means_it_keeps_the_favourite():
    clear = _node([[0.9, 0.91] * 10, [0.5, 0.52] * 10], [0.1, 0.9])
    config = SearchConfig(prior_samples=8, final="visits", final_margin_z=1.0)
    assert final_choice(clear, [0, 1], config, np.random.default_rng(0)) == 0
    # Five playouts each, all near-certain wins: no spread to speak of, yet no evidence either.
    saturated = _node([[1.0] * 5, [0.995] * 5], [0.1, 0.9])
    assert final_choice(saturated, [0, 1], config, np.random.default_rng(0)) == 1
    tied = _node([[0.223] * 20, [0.223] * 20], [0.1, 0.9])
    assert tied.best_action([0, 1], "visits") == 0  # equal visits and means: the lower id
    assert final_choice(tied, [0, 1], config, np.random.default_rng(0)) == 1


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

    def __call__(self, world: object, num_actions: int) -> np.ndarray:
        self.calls += 1
        return self.plain(world, num_actions)  # type: ignore[arg-type]


def _tree_size(node: Node) -> int:
    return 1 + sum(_tree_size(child) for child in node.children.values())


def test_expand_one_grows_the_tree_by_one_node_and_pays_one_prior_per_iteration():
    state = TITLE.new_game(2, seed=1)
    heuristic = heuristic_for(TITLE.id)
    sizes = {}
    priors = {}
    for expand_one in (False, True):
        config = SearchConfig(prior_samples=4, horizon_turns=2, expand_one=expand_one)
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


def test_progress_runs_to_the_cap_or_the_time_but_not_before_the_floor():
    assert Deadline(Budget(iterations=80)).progress(20) == pytest.approx(0.25)
    # The seconds are spent at once, but a floor of 40 iterations holds the end back.
    assert Deadline(Budget(seconds=0.0, min_iterations=40)).progress(10) == pytest.approx(0.25)
    assert Deadline(Budget(seconds=0.0, min_iterations=40)).progress(40) == 1.0
    assert Deadline(Budget(seconds=1000.0, iterations=10)).progress(5) == pytest.approx(0.5)


def test_halving_visits_in_turn_then_keeps_the_better_half_by_mean():
    node = Node(6)
    halving = RootHalving([1, 2, 3, 4, 5])
    assert halving.rounds == 3
    node.prior = np.array([0.0, 0.1, 0.1, 0.5, 0.2, 0.1])
    assert halving.pick(node, 0.0) == 3  # no visits yet: the prior's favourite first
    node.visits[[1, 2, 3, 4]] = 1
    node.value[[1, 2, 3, 4]] = [0.9, 0.1, 0.5, 0.7]
    # A round's time is up, but action 5 has not been tried: the round goes on.
    assert halving.pick(node, 0.4) == 5 and halving.alive == [1, 2, 3, 4, 5]
    node.visits[5], node.value[5] = 1, 0.3
    assert halving.pick(node, 0.4) in (1, 4, 3) and sorted(halving.alive) == [1, 3, 4]
    node.visits[[1, 4]] = 2
    node.value[[1, 4]] = [1.0, 1.6]  # means 0.5 and 0.8
    assert halving.pick(node, 0.4) == 3  # the fewest visits among those in play
    assert halving.answer(node) == 4
    # The second round's time is up: 4 (0.8) stays, and 1 over 3 (both 0.5: more visits first).
    halving.pick(node, 0.7)
    assert halving.alive == [4, 1] and halving.answer(node) == 4


def test_a_search_with_root_halving_spends_each_round_evenly_and_answers_from_the_survivors():
    state = TITLE.new_game(2, seed=1)
    legal = state.legal_actions()
    assert len(legal) == 4
    config = SearchConfig(prior_samples=4, expand_one=True, root_halving=4)
    search = InformationSetSearch(heuristic_for(TITLE.id), config, np.random.default_rng(3))
    result = search.search(state.observation(0), 0, Budget(iterations=64))
    # Two rounds of 32 iterations: 8 visits each, then 16 more for each of the better two.
    assert sorted(result.visits.values()) == [8, 8, 24, 24]
    survivors = [a for a in legal if result.visits[a] == 24]
    assert result.action == max(survivors, key=lambda a: result.values[a])
    # Below the threshold the search is PUCT as before.
    config = SearchConfig(prior_samples=4, expand_one=True, root_halving=5)
    search = InformationSetSearch(heuristic_for(TITLE.id), config, np.random.default_rng(3))
    plain = search.search(state.observation(0), 0, Budget(iterations=64))
    assert sorted(plain.visits.values()) != [8, 8, 24, 24]
