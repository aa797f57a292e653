"""The decision audits of the arena and the Five Tribes search at a turn's end:
no mid-game sale that the heuristic rates below ending the turn."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np

from ai.bots import Choice, ChoiceStats
from ai.budget import Budget
from ai.heuristics import heuristic_for
from ai.search import InformationSetSearch
from ai.search_config import SearchConfig
from game.rules import load_title
from game.rules.base import State
from game.rules.five_tribes import actions as A
from game.rules.five_tribes.model import Step
from research import audit

HEURISTIC = heuristic_for("five_tribes")


def sell_and_end(state: State, action: int, watch: audit.SaleWatch) -> None:
    """Play ``action`` at the END step, cash the suit and end the turn, watched."""
    player = state.current_player()
    watch.before(state, action)
    state.apply(action)
    watch.after(state, action)
    while (
        not state.is_terminal() and state.current_player() == player and state.step in (Step.END, Step.SUIT)
    ):
        step = A.SELL if state.step == Step.SUIT else A.END
        watch.before(state, step)
        state.apply(step)
        watch.after(state, step)


def worse_sale_positions(seeds: range) -> Iterator[State]:
    """Per seed, the first mid-game END step of a rollout-policy game where selling the first
    kind on offer rates below ending the turn."""
    title = load_title("five_tribes")
    for seed in seeds:
        state = title.new_game(2, seed)
        rng = np.random.default_rng(seed)
        while not state.is_terminal():
            sells = [a for a in state.legal_actions() if A.SELL_KIND <= a < A.SELL]
            if state.step == Step.END and not state.last_round and sells:
                watch = audit.SaleWatch(HEURISTIC, state.current_player())
                sell_and_end(state.clone(), sells[0], watch)
                if watch.worse:
                    yield state
                    break
            state.apply(HEURISTIC.rollout_action(state, rng))


def test_the_sale_watch_counts_a_sale_rated_below_ending_and_not_an_ended_turn():
    state = next(worse_sale_positions(range(1)))
    player = state.current_player()
    sale = audit.SaleWatch(HEURISTIC, player)
    sell_and_end(state.clone(), min(a for a in state.legal_actions() if a < A.SELL), sale)
    assert (sale.sales, sale.worse) == (1, 1) and sale.deltas[0] < 0
    ended = audit.SaleWatch(HEURISTIC, player)
    sell_and_end(state.clone(), A.END, ended)
    assert (ended.sales, ended.worse) == (0, 0)


def test_a_wide_decision_from_few_iterations_is_counted_thin_and_plain_bots_not_at_all():
    assert audit.answered_from(Choice(3, ChoiceStats("search", iterations=20))) == 20
    assert audit.answered_from(Choice(3, ChoiceStats("plan", visits={3: 40, 4: 30}))) == 70
    assert audit.answered_from(Choice(3, ChoiceStats("greedy"))) is None


def test_the_five_tribes_search_ends_the_turn_where_a_sale_rates_worse():
    # Plain UCT on rescaled values put ~90% of 40 iterations on whichever action's first sample
    # was luckiest and sold in 6 of these 10 positions; with the policy prior (the title's
    # knobs) the search ends the turn unless its playouts say otherwise.
    config = SearchConfig(**HEURISTIC.search)
    assert config.prior_samples > 0
    ended = 0
    for state in worse_sale_positions(range(10)):
        player = state.current_player()
        search = InformationSetSearch(HEURISTIC, config, np.random.default_rng(3))
        ended += search.search(state.observation(player), player, Budget(iterations=40)).action == A.END
    assert ended >= 9
