"""Determinizations deal the unseen cards, tiles and village cards uniformly: each world holds
exactly the unseen set, every card can reach every place its back allows, as often as any other
(a statistical check with a fixed seed and a generous bound)."""

from __future__ import annotations

from collections import Counter

import numpy as np

from game.rules.tribes_of_the_wind.board import EMPTY
from game.rules.tribes_of_the_wind.legal import HIDDEN
from game.rules.tribes_of_the_wind.state import TotwState
from tests.helpers import random_actions

from .conftest import TITLE

DRAWS = 6000
BOUND = 0.45  # a count within 45% of what uniform odds give (4.5 standard deviations or more)


def _view() -> tuple[TotwState, TotwState, int]:
    state = random_actions(TITLE.new_game(3, 7), 7, 60)
    player = state.current_player()
    return state, state.observation(player), player


def _near(counts: Counter[int], items: list[int], odds: dict[int, float]) -> None:
    assert set(counts) == set(items), "every item reaches the place"
    for item in items:
        expected = DRAWS * odds[item]
        assert abs(counts[item] - expected) <= BOUND * expected, (item, counts[item], expected)


def test_each_world_holds_the_unseen_cards_and_deals_them_uniformly() -> None:
    state, view, player = _view()
    data = state.data
    element = data.card_element
    seen = {c for c in state.boards[player].hand if c != EMPTY} | set(state.element_discard)
    unseen = [c for c in range(len(data.card_ids)) if c not in seen]
    pools = [[c for c in unseen if element[c] == e] for e in range(4)]
    others = [q for q in range(state.num_players) if q != player]
    # The places dealt a card of a known back: the other holders' cards, the row, the deck's top.
    places = [("hand", q, i) for q in others for i, c in enumerate(state.boards[q].hand) if c != EMPTY]
    places += [("row", 0, i) for i, c in enumerate(state.element_row) if c != EMPTY]
    places += [("top", 0, -1)]
    backs = {place: view.element_of(_card(view, place)) for place in places}
    assert all(_card(view, place) >= HIDDEN for place in places), "the view shows their backs only"
    dealt = Counter(backs.values())
    in_deck = {c: (len(pools[element[c]]) - dealt[element[c]]) / len(pools[element[c]]) for c in unseen}
    below_top = len(state.element_deck) - 1
    counts: dict[object, Counter[int]] = {place: Counter() for place in [*places, "bottom", "under top"]}
    tiles: Counter[int] = Counter()
    villages: Counter[int] = Counter()
    draw = view.determinizer(player)
    rng = np.random.default_rng(11)
    for _ in range(DRAWS):
        world = draw(rng)
        held = [c for q in others for c in world.boards[q].hand if c != EMPTY]
        held += [c for c in world.element_row if c != EMPTY] + world.element_deck
        assert sorted(held) == unseen, "the world holds exactly the unseen cards"
        for place in places:
            counts[place][_card(world, place)] += 1
        counts["bottom"][world.element_deck[0]] += 1
        counts["under top"][world.element_deck[-2]] += 1
        tiles[world.forest_stack[-1]] += 1
        villages[world.village_deck[-1]] += 1
    for place in places:
        pool = pools[backs[place]]
        _near(counts[place], pool, dict.fromkeys(pool, 1 / len(pool)))
    deck_odds = {c: share / below_top for c, share in in_deck.items()}
    for place in ("bottom", "under top"):
        _near(counts[place], [c for c in unseen if in_deck[c] > 0], deck_odds)
    placed = {t for board in state.boards for t in board.tile} | set(state.forest_market)
    stack = [t for t in range(data.num_forest_tiles) if t not in placed]
    _near(tiles, stack, dict.fromkeys(stack, 1 / len(stack)))
    shown = set(state.village_row) | set(state.village_discard) | {c for b in state.boards for c in b.tucked}
    deck = [v for v in range(len(data.village_ids)) if v not in shown]
    _near(villages, deck, dict.fromkeys(deck, 1 / len(deck)))


def _card(state: TotwState, place: tuple[str, int, int]) -> int:
    kind, q, i = place
    if kind == "hand":
        return state.boards[q].hand[i]
    if kind == "row":
        return state.element_row[i]
    return state.element_deck[-1]
