"""The search and the bots: legal moves only, no peeking, budgets kept, one budget per turn."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest

from ai.bots import FIRST_SHARE, TurnClock, make_bot
from ai.budget import Budget
from ai.heuristics import Heuristic, Horizon, heuristic_for
from ai.search import InformationSetSearch
from ai.search_config import SearchConfig
from ai.tree import Node, final_choice, numpy_sum
from game.rules import available_titles, load_title
from tests.ai.toy_market import DRAW, TITLE

ITERATIONS = Budget(iterations=60)


def play_toy(names: list[str], seed: int, budget: Budget = ITERATIONS) -> tuple[list[int], list[str]]:
    state = TITLE.new_game(len(names), seed)
    bots = [make_bot(name, TITLE.id, seed * 7 + i, budget) for i, name in enumerate(names)]
    sources = []
    while not state.is_terminal():
        player = state.current_player()
        choice = bots[player].choose(state, player)
        assert choice.action in state.legal_actions()
        sources.append(choice.stats.source)
        state.apply(choice.action)
    return state.winners(), sources


@pytest.mark.parametrize("name", ["random", "greedy", "ismcts", "flatmc", "easy", "normal", "hard"])
def test_every_bot_plays_a_whole_toy_game_with_legal_actions_only(name):
    winners, sources = play_toy([name, "random"], seed=3)
    assert winners
    assert len(sources) == 3 * 4 * 2


@pytest.mark.parametrize("title", available_titles(), ids=lambda t: t.id)
def test_the_search_plays_legal_actions_in_every_available_title(title):
    state = title.new_game(title.min_players, seed=5)
    bots = [make_bot("ismcts", title.id, p, Budget(iterations=12)) for p in range(state.num_players)]
    for _ in range(25):
        if state.is_terminal():
            break
        player = state.current_player()
        choice = bots[player].choose(state, player)
        assert choice.action in state.legal_actions()
        state.apply(choice.action)


def test_bots_read_nothing_of_the_real_state_but_its_observation(toy_game, guarded):
    for name in ["random", "greedy", "ismcts", "flatmc"]:
        view = guarded(toy_game)
        choice = make_bot(name, TITLE.id, 1, ITERATIONS).choose(view, 0)
        assert choice.action in toy_game.legal_actions()
        assert set(view.asked) == {0}


def hidden_variant(opponent_hand: list[int], deck: list[int]):
    """Player 0 sees the same in every variant: own hand 5 4 0, row 2 3 0, 9 deck cards."""
    return TITLE.scenario(
        {"players": 2, "seed": 4, "hands": [[5, 4, 0], opponent_hand], "row": [2, 3, 0], "deck": deck}
    )


def test_positions_that_differ_only_in_hidden_cards_get_the_same_answer():
    # In the first the deck's top card is a 5, in the second a 0; the opponent's hands differ too.
    first = hidden_variant([1, 1, 2], [0, 1, 2, 3, 3, 4, 4, 5, 5])
    second = hidden_variant([5, 5, 3], [4, 1, 2, 3, 1, 2, 4, 1, 0])
    assert first.observation(0).to_dict() == second.observation(0).to_dict()
    assert first.to_dict() != second.to_dict()
    for name in ["greedy", "ismcts", "flatmc"]:
        a = make_bot(name, TITLE.id, 9, ITERATIONS).choose(first, 0)
        b = make_bot(name, TITLE.id, 9, ITERATIONS).choose(second, 0)
        assert (a.action, a.stats.visits, a.stats.values) == (b.action, b.stats.visits, b.stats.values)


def test_an_iteration_budget_is_spent_exactly():
    search = InformationSetSearch(heuristic_for(TITLE.id), SearchConfig(), np.random.default_rng(0))
    state = TITLE.new_game(2, seed=2)
    result = search.search(state.observation(0), 0, Budget(iterations=77))
    assert result.iterations == 77
    assert sum(result.visits.values()) == 77
    assert result.action in state.legal_actions()


def test_a_time_budget_ends_the_search_when_its_seconds_are_up(fake_clock):
    search = InformationSetSearch(heuristic_for(TITLE.id), SearchConfig(), np.random.default_rng(0))
    state = TITLE.new_game(2, seed=2)
    started = fake_clock.now
    result = search.search(state.observation(0), 0, Budget(seconds=0.25))
    # not before the seconds are up, and at the first look at the clock after (one iteration)
    assert 0.25 <= result.elapsed <= 0.25 + 3 * fake_clock.step
    assert fake_clock.now - started <= 0.25 + 4 * fake_clock.step
    assert result.iterations > 10


def test_a_whole_turn_costs_one_time_budget(fake_clock):
    state = TITLE.new_game(2, seed=8)
    bot = make_bot("ismcts", TITLE.id, 1, Budget(seconds=0.3))
    started = fake_clock.now
    decisions = 0
    while state.current_player() == 0:
        state.apply(bot.choose(state, 0).action)
        decisions += 1
    elapsed = fake_clock.now - started
    assert decisions > 1
    # the turn clock's shares add up to the one budget (to a clock reading per decision)
    assert 0.3 * 0.7 <= elapsed <= 0.3 + 4 * decisions * fake_clock.step


def test_a_turn_shares_one_iteration_budget_and_reuses_the_tree():
    state = TITLE.new_game(2, seed=6)
    bot = make_bot("ismcts", TITLE.id, 2, Budget(iterations=300), {"clock": "first_share"})
    turns: list[list[tuple[str, int]]] = []
    while not state.is_terminal():
        player = state.current_player()
        if player == 0:
            if not turns or turns[-1] == "closed":
                turns.append([])
            choice = bot.choose(state, 0)
            turns[-1].append((choice.stats.source, choice.stats.iterations))
        else:
            if turns and turns[-1] != "closed":
                turns.append("closed")
            choice = make_bot("random", TITLE.id, 0).choose(state, player)
        state.apply(choice.action)
    played = [t for t in turns if t != "closed"]
    assert all(sum(n for _, n in turn) <= 300 for turn in played)
    assert all(turn[0] == ("search", 210) for turn in played)
    assert any(source == "plan" for turn in played for source, _ in turn)


def test_drawing_a_card_is_a_surprise_that_searches_again_with_the_rest_of_the_budget():
    state = hidden_variant([1, 1, 2], [0, 1, 2, 3, 3, 4, 4, 5, 5])
    bot = make_bot("ismcts", TITLE.id, 3, Budget(iterations=200), {"clock": "first_share"})
    bot.choose(state, 0)
    state.apply(DRAW)  # whatever the bot chose, the turn goes on after an unpredictable draw
    after_draw = bot.choose(state, 0)
    assert after_draw.stats.source == "search"
    assert after_draw.stats.iterations == 30


def test_the_turn_clock_gives_the_first_decision_most_and_halves_the_rest():
    clock = TurnClock(Budget(seconds=1.0))
    clock.begin(0)
    first = clock.take()
    assert first.seconds == pytest.approx(FIRST_SHARE)
    clock.used(first, 0.75, 100)  # overran by 0.05 s
    clock.finish(moves_again=True)
    clock.begin(0)
    second = clock.take()
    assert second.seconds == pytest.approx((1.0 - 0.75) / 2)
    clock.finish(moves_again=False)
    clock.begin(1)  # someone else's turn starts afresh
    assert clock.take().seconds == pytest.approx(FIRST_SHARE)


def test_the_horizon_counts_the_searching_players_own_turns():
    # Three players: from player 0's decision a horizon of 2 plays on through players 1 and 2
    # and ends when player 0's next turn is over; a horizon of 1 ends with player 0's turn.
    heuristic = heuristic_for(TITLE.id)
    movers: list[int] = []

    def recording(state, rng):
        movers.append(state.current_player())
        return heuristic.rollout_action(state, rng)

    for horizon, expected in [(1, [0]), (2, [0, 1, 2, 0])]:
        movers.clear()
        recorder = Heuristic(heuristic.evaluate, recording)
        search = InformationSetSearch(recorder, SearchConfig(), np.random.default_rng(1))
        search.reading = Horizon(horizon)
        world = TITLE.new_game(3, seed=5)
        search.playout_reward(world, player=0)
        runs = [p for i, p in enumerate(movers) if i == 0 or movers[i - 1] != p]
        assert runs == expected
        assert world.current_player() == 1


def test_normalized_values_make_exploration_relative_to_how_much_the_choices_differ():
    # Two actions whose values differ by a little: 0.52 in 50 visits against 0.50 in 5. With raw
    # values the exploration bonus of the rarely tried one swamps the difference; rescaled to the
    # spread between them, the better one keeps being chosen.
    state = TITLE.new_game(2, seed=2)
    legal = state.legal_actions()[:2]
    picks = {}
    for normalize in (False, True):
        node = Node()
        node.visits = dict(zip(legal, [50, 5]))
        node.value = dict(zip(legal, [0.52 * 50, 0.50 * 5]))
        node.available = dict.fromkeys(legal, 55)
        config = SearchConfig(exploration=1.0, normalize=normalize, prior_samples=0)
        search = InformationSetSearch(heuristic_for(TITLE.id), config, np.random.default_rng(0))
        picks[normalize], _ = search._select(state, node, legal, widen=False)
    assert picks == {False: legal[1], True: legal[0]}


def test_a_final_temperature_draws_the_move_among_the_visited_actions_by_their_visits():
    state = TITLE.new_game(2, seed=2)
    legal = state.legal_actions()[:3]
    node = Node()
    node.visits = dict(zip(legal[:2], [60, 30]))
    node.value = dict(zip(legal[:2], [0.6 * 60, 0.5 * 30]))
    rng = np.random.default_rng(3)
    assert final_choice(node, legal, SearchConfig(final="visits"), rng) == legal[0]
    drawn = Counter(final_choice(node, legal, SearchConfig(final_temperature=1.0), rng) for _ in range(600))
    assert drawn[legal[2]] == 0, "an action never looked at is never played"
    assert 320 < drawn[legal[0]] < 480 and drawn[legal[0]] + drawn[legal[1]] == 600  # odds 2 : 1


def test_a_title_can_set_its_own_search_knobs_for_every_level():
    for title in ["prehistories", "tribes_of_the_wind"]:
        heuristic = heuristic_for(title)
        state = load_title(title).new_game(2, 1)
        assert heuristic.horizon(state, state.legal_actions()).turns == 2, "they look through the next turn"
        for name in ["normal", "hard", "ismcts"]:
            bot = make_bot(name, title, 1)
            for knob, value in heuristic.search.items():
                assert getattr(bot.search.config, knob) == value
        easy = make_bot("easy", title, 1).search.config
        assert (easy.exploration, easy.rollout_depth) == (1.0, 20), "easy keeps what makes it easy"
        assert easy.horizon_cap == 1, "easy looks at its own turn only"
        assert easy.final_temperature == 1.0, "easy draws its move by the visits"
    assert make_bot("hard", TITLE.id, 1).search.config == SearchConfig()


@pytest.mark.parametrize("worlds, draws", [(0, 40), (3, 3), (1, 1)])
def test_an_ensemble_of_worlds_draws_that_many_determinizations_and_plays_on_copies(
    toy_game, monkeypatch, worlds, draws
):
    observation = toy_game.observation(0)
    drawn: list[tuple[object, dict]] = []
    real = type(observation).determinize

    def counting(self, player, rng):
        world = real(self, player, rng)
        drawn.append((world, world.to_dict()))
        return world

    monkeypatch.setattr(type(observation), "determinize", counting)
    config = SearchConfig(worlds=worlds)
    result = InformationSetSearch(heuristic_for(TITLE.id), config, np.random.default_rng(0)).search(
        observation, 0, Budget(iterations=40)
    )
    assert result.iterations == 40
    assert len(drawn) == draws  # the first sample, then one a further iteration or the ensemble
    # With an ensemble the iterations play on copies: every world drawn is still as drawn (a
    # fresh draw, worlds 0, is played on itself).
    unchanged = [world.to_dict() == as_drawn for world, as_drawn in drawn]
    assert all(unchanged) if worlds else unchanged.count(True) < draws


def test_the_selection_sums_a_nodes_values_as_numpy_does():
    # The first-play urgency reads the sum of a node's values; summed as numpy sums (pairwise,
    # eight lanes), the same seed makes the same choices as the numpy search did.
    rng = np.random.default_rng(5)
    for n in (1, 5, 8, 9, 31, 128, 129, 300):
        values = [float(v) for v in rng.random(n) * 10.0 ** rng.integers(-3, 3, n)]
        assert numpy_sum(values) == np.asarray(values).sum()


@pytest.mark.parametrize("title_id", [t.id for t in available_titles()])
def test_a_search_prepares_its_determinizations_once_and_draws_them_as_determinize_would(
    title_id, monkeypatch
):
    # The titles' ``determinizer`` works out what depends on the observation once; every
    # iteration draws from it, and the worlds are those ``determinize`` draws from the same rng.
    state = load_title(title_id).new_game(2, seed=3)
    while len(state.legal_actions()) == 1:
        state.apply(state.legal_actions()[0])
    player = state.current_player()
    observation = state.observation(player)
    expected = InformationSetSearch(heuristic_for(title_id), SearchConfig(), np.random.default_rng(4)).search(
        observation, player, Budget(iterations=30)
    )
    kind = type(observation)
    prepared = kind.determinizer
    calls = []

    def counting(self, who):
        calls.append(who)
        return prepared(self, who)

    def refused(self, who, rng):
        raise AssertionError("determinize called in a search")

    monkeypatch.setattr(kind, "determinizer", counting)
    monkeypatch.setattr(kind, "determinize", refused)
    result = InformationSetSearch(heuristic_for(title_id), SearchConfig(), np.random.default_rng(4)).search(
        observation, player, Budget(iterations=30)
    )
    assert calls == [player]
    assert (result.action, result.visits) == (expected.action, expected.visits)


@pytest.mark.parametrize("title_id", [t.id for t in available_titles()])
def test_the_searched_actions_are_the_same_in_every_determinization(title_id):
    # The search reads its root's actions once (legal, less the moves that change nothing) and
    # gives each world it draws the legal ones as read (State.assume_legal): neither may depend
    # on what the searching player cannot see.
    heuristic = heuristic_for(title_id)
    search = InformationSetSearch(heuristic, SearchConfig(), np.random.default_rng(0))
    state = load_title(title_id).new_game(2, seed=5)
    rng = np.random.default_rng(6)
    checked = 0
    for step in range(600):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        if len(legal) > 1 and step % 3 == 0:
            player = state.current_player()
            observation = state.observation(player)
            worlds = [observation.determinize(player, rng) for _ in range(6)]
            assert {tuple(search.legal(world)) for world in worlds} == {tuple(search.legal(state))}
            assert {tuple(world.legal_actions()) for world in worlds} == {tuple(legal)}
            checked += 1
        state.apply(heuristic.rollout_action(state, rng))
    assert checked > 20


@pytest.mark.parametrize("title_id", [t.id for t in available_titles()])
def test_the_searched_actions_stay_the_same_through_the_searchers_own_moves_that_reveal_nothing(title_id):
    # The search reads once the actions of the decisions the searching player's own moves lead
    # to while no event reveals anything (InformationSetSearch.searched): in every world those
    # moves lead to the same view, so to the same searched actions.
    heuristic = heuristic_for(title_id)
    search = InformationSetSearch(heuristic, SearchConfig(), np.random.default_rng(0))
    state = load_title(title_id).new_game(2, seed=7)
    rng = np.random.default_rng(8)
    deeper = 0
    for step in range(600):
        if state.is_terminal():
            break
        player = state.current_player()
        if len(state.legal_actions()) > 1 and step % 4 == 0:
            observation = state.observation(player)
            worlds = [observation.determinize(player, rng) for _ in range(5)]
            lead = state.clone()
            for _ in range(6):
                action = heuristic.rollout_action(lead, rng)
                events = lead.apply(action)
                for world in worlds:
                    world.apply(action)
                if lead.is_terminal() or lead.current_player() != player or any(e.reveals for e in events):
                    break
                expected = search.legal(lead)
                assert all(search.legal(world) == expected for world in worlds)
                assert all(world.legal_actions() == lead.legal_actions() for world in worlds)
                deeper += 1
        state.apply(heuristic.rollout_action(state, rng))
    assert deeper > 10


class BusyMachine:
    """Stands in for ``time`` on a loaded machine: each reading of the wall clock finds a second
    gone by, while the thinking thread got 1 ms of the processor."""

    def __init__(self) -> None:
        self.wall = 0.0
        self.cpu = 0.0

    def perf_counter(self) -> float:
        self.wall += 1.0
        return self.wall

    def thread_time(self) -> float:
        self.cpu += 0.001
        return self.cpu


def test_a_cpu_budget_counts_the_thinking_threads_time_and_a_wall_budget_the_waiting(monkeypatch):
    import ai.budget

    monkeypatch.setattr(ai.budget, "time", BusyMachine())
    search = InformationSetSearch(heuristic_for(TITLE.id), SearchConfig(), np.random.default_rng(0))
    state = TITLE.new_game(2, seed=2)
    wall = search.search(state.observation(0), 0, Budget(seconds=0.05))
    cpu = search.search(state.observation(0), 0, Budget(seconds=0.05, clock="cpu"))
    assert wall.iterations == 1  # the first look at the clock finds the budget spent
    assert 0.05 <= cpu.elapsed <= 0.05 + 3 * 0.001
    assert cpu.iterations > 10


def test_a_turn_clock_keeps_its_budgets_clock():
    clock = TurnClock(Budget(seconds=1.0, clock="cpu"))
    clock.begin(0)
    assert clock.take(1.0, 3.0).clock == "cpu"
    assert Budget(seconds=1.0, clock="cpu").scaled(0.5) == Budget(seconds=0.5, clock="cpu")
    with pytest.raises(ValueError, match="clock"):
        Budget(seconds=1.0, clock="sundial")


def test_a_search_on_the_cpu_clock_is_not_cut_short_while_its_thread_sleeps(monkeypatch):
    # Each iteration sleeps 30 ms: ten iterations take 300 ms of the wall clock and a sliver of
    # the processor's (what a thread of a loaded machine waiting for a core looks like to it).
    import time

    search = InformationSetSearch(heuristic_for(TITLE.id), SearchConfig(), np.random.default_rng(0))
    playout = search.playout_reward

    def sleepy(*args, **kwargs):
        time.sleep(0.03)
        return playout(*args, **kwargs)

    monkeypatch.setattr(search, "playout_reward", sleepy)
    state = TITLE.new_game(2, seed=2)
    wall = search.search(state.observation(0), 0, Budget(seconds=0.15, iterations=10))
    cpu = search.search(state.observation(0), 0, Budget(seconds=0.15, iterations=10, clock="cpu"))
    assert wall.iterations < 10  # 150 ms of sleep is up after five iterations
    assert cpu.iterations == 10
