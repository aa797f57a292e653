"""The fair OpenSpiel peers: legal whole games in every title, our knowledge, our clock."""

from __future__ import annotations

import numpy as np
import pytest

from ai.budget import Budget
from ai.heuristics import heuristic_for
from ai.search import InformationSetSearch
from ai.search_config import SearchConfig
from game.rules import available_titles, load_title
from research.bots import make_bot
from research.openspiel_bridge import load_game
from research.openspiel_peers import FairPeer, HeuristicEvaluator, PeerConfig
from tests.ai.toy_market import TITLE

PEERS = ["openspiel_mcts_h", "openspiel_ismcts_h"]
# Cheap knobs so that a whole game of every title fits in a test.
CHEAP = {"prior_samples": 2, "horizon_turns": 1, "rollout_depth": 8, "floor": 0}


@pytest.mark.parametrize("peer", PEERS)
@pytest.mark.parametrize("title", [TITLE, *available_titles()], ids=lambda t: t.id)
def test_a_fair_peer_plays_a_legal_whole_game(title, peer):
    state = title.new_game(2, seed=3)
    bots = [FairPeer(peer, title, 5, Budget(iterations=6), CHEAP), make_bot("random", title.id, 6)]
    searched = 0
    for _ in range(5000):
        if state.is_terminal():
            break
        player = state.current_player()
        legal = state.legal_actions()
        choice = bots[player].choose(state, player)
        assert choice.action in legal
        searched += choice.stats.source == peer
        state.apply(choice.action)
    assert state.is_terminal()
    assert searched > 0


def test_the_evaluator_is_our_playout_and_heuristic_to_our_horizon():
    title = load_title("five_tribes")
    state = title.new_game(2, seed=2)
    heuristic = heuristic_for(title.id)
    config = SearchConfig(**heuristic.search)
    bridge = load_game(title, 2).wrap(state.clone(), watch=0)
    ours = InformationSetSearch(heuristic, config, np.random.default_rng(7)).playout_reward(state.clone(), 0)
    evaluator = HeuristicEvaluator(heuristic, config, PeerConfig(), np.random.default_rng(7))
    assert list(evaluator.evaluate(bridge)) == pytest.approx(ours)


def test_the_prior_follows_the_playout_policy():
    title = load_title("five_tribes")
    state = title.new_game(2, seed=2)
    heuristic = heuristic_for(title.id)
    state.apply(state.legal_actions()[-1])  # a bid: the policy bids the last (cheapest) spot mostly
    bridge = load_game(title, 2).wrap(state, watch=0)
    peer = PeerConfig(prior_samples=20, prior_mix=0.2)
    prior = dict(HeuristicEvaluator(heuristic, SearchConfig(), peer, np.random.default_rng(1)).prior(bridge))
    legal = state.legal_actions()
    assert set(prior) == set(legal) and sum(prior.values()) == pytest.approx(1.0)
    assert max(prior, key=prior.get) == legal[-1]
    assert min(prior.values()) >= 0.2 / len(legal) - 1e-12


def test_the_mcts_peer_continues_its_tree_within_a_turn():
    # Pair Market turns have three decisions; the kept child brings its simulations along.
    state = TITLE.new_game(2, seed=6)
    peer = FairPeer("openspiel_mcts_h", TITLE, 2, Budget(iterations=60), {"floor": 0})
    first = peer.choose(state, 0)
    state.apply(first.action)
    assert state.current_player() == 0
    kept = peer.kept
    assert kept is not None and kept[1].explore_count > 0
    second = peer.choose(state, 0)
    assert second.stats.iterations > kept[1].explore_count  # the kept visits and new ones


def test_peer_knobs_reach_the_peer_and_bad_ones_are_refused():
    peer = make_bot("openspiel_ismcts_h", "prehistories", 1, 0.1, {"uct_c": 0.7, "selection": "uct"})
    assert peer.describe()["uct_c"] == 0.7 and peer.describe()["selection"] == "uct"
    with pytest.raises(ValueError, match="selection"):
        make_bot("openspiel_mcts_h", "prehistories", 1, 0.1, {"selection": "greedy"})


def test_heuristic_constants_reach_the_peers_knowledge():
    # A change of the knowledge is measured with both sides given it: the peer's evaluator and
    # prior read the title's heuristic with the constants set, and an unknown constant is refused.
    state = load_title("five_tribes").new_game(3, seed=2)
    bids = state.legal_actions()
    rng = np.random.default_rng(0)
    steady = make_bot("openspiel_mcts_h", "five_tribes", 1, 0.1)
    varied = make_bot("openspiel_mcts_h", "five_tribes", 1, 0.1, {"heuristic": {"STEADY_PLAYERS": []}})
    assert {steady.heuristic.rollout_action(state, rng) for _ in range(40)} == {bids[-1]}
    assert len({varied.heuristic.rollout_action(state, rng) for _ in range(40)}) > 1
    assert varied.evaluator.heuristic is varied.heuristic
    with pytest.raises(ValueError, match="NO_SUCH"):
        make_bot("openspiel_mcts_h", "five_tribes", 1, 0.1, {"heuristic": {"NO_SUCH": 1}})


def test_the_ismcts_peers_floor_counts_the_visits_its_node_table_already_has():
    # The floor of a wide decision (here: 2 actions and up, 40 simulations) is met by the visits
    # the turn's earlier search gave this information state plus new ones, not 40 new ones:
    # otherwise the peer overruns its turn budget on every later decision of a turn.
    state = TITLE.new_game(2, seed=13)
    peer = FairPeer("openspiel_ismcts_h", TITLE, 2, Budget(iterations=1), {"floor": 40, "wide": 2})
    state.apply(peer.choose(state, 0).action)
    assert state.current_player() == 0 and len(state.legal_actions()) >= 2
    before = peer.evaluator.evaluations
    second = peer.choose(state, 0)
    assert second.stats.iterations >= 40
    assert peer.evaluator.evaluations - before < 40


@pytest.mark.parametrize("name", ["openspiel_mcts_h", "openspiel_ismcts_h"])
def test_the_peers_bench_measures_each_peer(name):
    from bench.bench_peers import peer

    title = available_titles()[0]
    state = title.new_game(2, 1)
    while len(state.legal_actions()) == 1:
        state.apply(state.legal_actions()[0])
    assert peer(name, state, 0.05) > 0


@pytest.mark.parametrize("who", ["ours", "mcts"])
def test_the_peers_bench_runs_a_fixed_amount_of_work_for_an_instruction_counter(who, capsys):
    from bench.bench_peers import SEEDS, work

    title = available_titles()[0]
    work(title.id, "opening", who, 3)
    done, steps = capsys.readouterr().out.split(": ")[1].split(" iterations, ")
    assert int(done) >= 3 * len(SEEDS)
    assert int(steps.split()[0]) > 0
    work(title.id, "opening", who, 0)  # the counter's baseline: no search, no step
    assert capsys.readouterr().out.strip().endswith(": 0 iterations, 0 engine steps")


def test_each_turn_of_the_peers_bench_starts_with_empty_position_memos():
    """A turn after another at the same position would otherwise read the plans and tile values
    the earlier one worked out (the memos are shared by every bot of the process)."""
    from ai.heuristics import prehistories_paint, prehistories_policy
    from bench.bench_peers import POSITION_MEMOS, cold

    title = load_title("prehistories")
    state = title.new_game(2, 1)
    rng = np.random.default_rng(1)
    for _ in range(30):
        state.apply(prehistories_policy.rollout_action(state, rng))
    assert prehistories_policy._PLANS and prehistories_paint._TILE_VALUES
    cold()
    memos = [
        getattr(module, name)
        for module in (prehistories_paint, prehistories_policy)
        for name in POSITION_MEMOS
        if hasattr(module, name)
    ]
    assert len(memos) == 4 and not any(memos)  # plans, tile values, a hand's groups, paints


def test_the_profile_shares_of_our_search_are_parts_of_its_time():
    from bench.bench_peers import SHARES, profile_shares

    state = available_titles()[0].new_game(2, 1)
    while len(state.legal_actions()) == 1:
        state.apply(state.legal_actions()[0])
    iterations, shares, steps = profile_shares(state, 20)
    assert iterations == 20 and steps > 0
    assert set(shares) == {key for _, key in SHARES}
    assert all(0.0 <= share <= 1.0 for share in shares.values())


@pytest.mark.parametrize("peer", PEERS)
def test_a_peer_reads_each_decision_to_the_horizon_our_search_would(peer):
    """In 3-player Five Tribes a move is read at the player's next bid, a bid and the end step
    where the turn ends (with ``end`` closing it), as ``hard`` reads them; the peer's own
    ``horizon_turns`` reads every decision to that many turns."""
    title = load_title("five_tribes")
    state = title.new_game(3, seed=4)
    knobs = {"prior_samples": 2, "floor": 0}
    ours = FairPeer(peer, title, 5, Budget(iterations=4), knobs)
    fixed = FairPeer(peer, title, 5, Budget(iterations=4), knobs | {"horizon_turns": 3})
    reference = make_bot("hard", "five_tribes", 1, Budget(iterations=2))
    seen = set()
    for _ in range(40):
        player = state.current_player()
        legal = state.legal_actions()
        for bot in (ours, fixed):
            assert bot.choose(state, player).action in legal
        if len(legal) > 1:
            reference.choose(state, player)
            assert ours.evaluator.playout.reading == reference.search.reading
            assert fixed.evaluator.playout.reading.turns == 3
            seen.add(ours.evaluator.playout.reading)
        state.apply(legal[-1])
    assert {reading.turns for reading in seen} == {1, 2}


def test_the_mcts_peers_children_are_the_actions_our_search_searches():
    # MCTSBot makes a node's children from the evaluator's prior alone: the decisions that
    # change nothing (Heuristic.useful_actions) are left out there, as our search leaves them
    # out, with the prior ours gives the others; ISMCTSBot's prior keeps every legal action.
    title = load_title("tribes_of_the_wind")
    heuristic = heuristic_for(title.id)
    state = title.new_game(2, seed=1)
    rng = np.random.default_rng(3)
    for _ in range(400):
        legal = state.legal_actions()
        if 1 < len(heuristic.useful_actions(state, legal)) < len(legal):
            break
        state.apply(heuristic.rollout_action(state, rng))
    legal = state.legal_actions()
    useful = heuristic.useful_actions(state, legal)
    assert 1 < len(useful) < len(legal)
    mcts = FairPeer("openspiel_mcts_h", title, 1, Budget(iterations=4), {"prior_samples": 8})
    ismcts = FairPeer("openspiel_ismcts_h", title, 1, Budget(iterations=4), {"prior_samples": 8})
    bridge = load_game(title, 2).wrap(state.clone(), watch=0, useful=heuristic.useful_actions)
    children = dict(mcts.evaluator.prior(bridge))
    assert list(children) == useful
    assert min(children.values()) >= 0.25 / len(legal) - 1e-12
    assert sum(children.values()) == pytest.approx(1.0 - 0.25 * (len(legal) - len(useful)) / len(legal))
    assert set(dict(ismcts.evaluator.prior(bridge))) == set(legal)


@pytest.mark.parametrize("peer_name", PEERS)
def test_a_peer_on_the_cpu_clock_is_not_cut_short_while_its_thread_sleeps(peer_name):
    # Each evaluation sleeps 100 ms, wall time that is none of the processor's: on the wall
    # clock the first decision's 0.35 s (FIRST_SHARE of 0.5) is up after a few simulations, on
    # the CPU clock its iteration cap (8 of 12) ends the search.
    import time

    from open_spiel.python.algorithms import ismcts, mcts  # noqa: F401 (imported outside the clock)

    def simulations(clock: str) -> int:
        budget = Budget(seconds=0.5, iterations=12, clock=clock)
        peer = FairPeer(peer_name, TITLE, 2, budget, {"floor": 0, "clock": "first_share", "prior_samples": 2})
        evaluate = peer.evaluator.evaluate

        def sleepy(bridge):
            time.sleep(0.1)
            return evaluate(bridge)

        peer.evaluator.evaluate = sleepy
        return peer.choose(TITLE.new_game(2, seed=6), 0).stats.iterations

    assert simulations("wall") < 8
    assert simulations("cpu") == 8


def test_the_mcts_peers_searched_decision_is_narrowed_as_ours_and_only_it():
    # Heuristic.root_actions: in Five Tribes' last round, with no start tile, the pass is left
    # out where Anun-Nak's move reads better; a node below the root keeps every useful action.
    from game.rules.five_tribes import actions as A
    from tests.research.test_empty_moves_five_tribes import OWN_VILLAGE, stuck

    title = load_title("five_tribes")
    heuristic = heuristic_for(title.id)
    state = stuck(owned=(OWN_VILLAGE,), djinn="anun_nak", last_round=True)
    legal = state.legal_actions()
    mcts = FairPeer("openspiel_mcts_h", title, 1, Budget(iterations=4), {"prior_samples": 8})
    game = load_game(title, 2)
    bridge = game.wrap(state.clone(), watch=0, root=heuristic.root_actions)
    assert list(dict(mcts.evaluator.prior(bridge))) == [a for a in legal if a != A.PASS]
    below = bridge.clone()
    below.inner.depth = 1  # as after an action: the same position read as a node of the tree
    assert list(dict(mcts.evaluator.prior(below))) == legal
    assert mcts.choose(state.clone(), 0).action != A.PASS
