"""Hidden information (spec section 8): observations and determinizations.

Hidden element cards are coded 80 + element (their back is public) or HIDDEN_ANY (deck cards below
the top); hidden forest tiles and village cards are coded UNKNOWN.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from game.rules.common import drawn_generator_state
from game.rules.tribes_of_the_wind.board import EMPTY
from game.rules.tribes_of_the_wind.legal import HIDDEN, HIDDEN_ANY
from game.rules.tribes_of_the_wind.state import TotwState

UNKNOWN = -2


def observation(state: TotwState, player: int) -> TotwState:
    """What ``player`` sees: own fronts and everything public; other fronts as their element only."""
    if not 0 <= player < state.num_players:
        raise ValueError(f"no player {player} at this table")
    if state.observer >= 0 and state.observer != player:
        raise ValueError(f"this is already player {state.observer}'s observation")
    view = state.clone()
    back = view.element_of
    for q, board in enumerate(view.boards):
        if q != player:
            board.hand = [HIDDEN + back(c) if c != EMPTY else EMPTY for c in board.hand]
    view.element_row = [HIDDEN + back(c) if c != EMPTY else EMPTY for c in view.element_row]
    deck = view.element_deck
    if deck:
        view.element_deck = [HIDDEN_ANY] * (len(deck) - 1) + [HIDDEN + back(deck[-1])]
    view.forest_stack = [UNKNOWN] * len(view.forest_stack)
    view.village_deck = [UNKNOWN] * len(view.village_deck)
    # The generator decides future shuffles, so the observer gets a neutral one.
    view.rng = np.random.default_rng(0)
    view.observer = player
    view._legal = None
    # The seed would reveal every future draw; the actions themselves are public.
    view.origin = {"kind": "observation"}
    view.history = []
    return view


def _shuffled(rng: np.random.Generator, items: list[int]) -> list[int]:
    """A shuffled copy: the order ``[items[i] for i in rng.permutation(len(items))]`` gives, from
    the same draws of ``rng``, at half its cost."""
    order = items[:]
    rng.shuffle(order)
    return order


def determinize(state: TotwState, player: int, rng: np.random.Generator) -> TotwState:
    """A full state consistent with ``player``'s observation, drawn with ``rng`` (spec section 8)."""
    return determinizer(state, player)(rng)


def determinizer(state: TotwState, player: int) -> Callable[[np.random.Generator], TotwState]:
    """``determinize(state, player, rng)`` as a function of ``rng``: the unseen cards, tiles and
    village cards are listed once, and each call only shuffles them (the same draws of ``rng``)."""
    if state.observer >= 0 and state.observer != player:
        raise ValueError(f"player {player} cannot determinize player {state.observer}'s observation")
    data = state.data
    own = state.boards[player]
    seen = {c for c in own.hand if c != EMPTY} | set(state.element_discard)
    element = data.card_element
    unseen = [c for c in range(len(data.card_ids)) if c not in seen]
    placed = {t for board in state.boards for t in board.tile} | set(state.forest_market)
    unseen_tiles = [t for t in range(data.num_forest_tiles) if t not in placed]
    if len(unseen_tiles) != len(state.forest_stack):
        raise ValueError("the unseen forest tiles do not match the stack size")
    shown = set(state.village_row) | set(state.village_discard)
    shown |= {c for board in state.boards for c in board.tucked}
    unseen_villages = [v for v in range(len(data.village_ids)) if v not in shown]
    if len(unseen_villages) != len(state.village_deck):
        raise ValueError("the unseen village cards do not match the village deck size")
    others = [q for q in range(state.num_players) if q != player]
    # Each world gets a generator state of its own below: the copy it is made from carries none,
    # so a copy does not read out the view's generator for nothing.
    base = state.clone()
    base.set_generator_state(None)
    # The piles each draw lays out anew are not copied with the rest: the deck's top card (its
    # back is seen) and size are kept aside.
    deck_top, deck_size = base.element_deck[-1:], len(base.element_deck)
    base.element_deck, base.forest_stack, base.village_deck = [], [], []

    def draw(rng: np.random.Generator) -> TotwState:
        world = base.clone()
        pool_by_element: list[list[int]] = [[], [], [], []]
        into = [pool.append for pool in pool_by_element]
        for card in _shuffled(rng, unseen):
            into[element[card]](card)

        def fill(cards: list[int]) -> list[int]:
            # ``element_of`` inline: hidden cards are coded HIDDEN + element
            return [
                pool_by_element[element[c] if c < HIDDEN else c - HIDDEN].pop() if c != EMPTY else EMPTY
                for c in cards
            ]

        for q in others:
            board = world.boards[q]
            board.hand = fill(board.hand)
        world.element_row = fill(world.element_row)
        if deck_size:
            top = fill(deck_top)
            # a fresh list, shuffled in place (``_shuffled`` would copy it first)
            rest = [c for cards in pool_by_element for c in cards]
            rng.shuffle(rest)
            if len(rest) != deck_size - 1:
                raise ValueError("the unseen element cards do not match the deck size")
            world.element_deck = rest + top
        world.forest_stack = _shuffled(rng, unseen_tiles)
        world.village_deck = _shuffled(rng, unseen_villages)
        world.set_generator_state(drawn_generator_state(rng, draws=1))
        world.observer = -1
        world._legal = None
        world.origin = {"kind": "determinized"}
        return world

    return draw
