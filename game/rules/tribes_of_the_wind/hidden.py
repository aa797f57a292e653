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
    village cards are listed once, and each call only deals and shuffles them: each card of a known
    back (another holder's, the row's, the deck's top) is drawn among the unseen cards of its
    element, the deck below the top is the rest in a random order (tests/rules/tribes_of_the_wind/
    test_totw_determinize.py checks the odds)."""
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
    # The cards each draw deals: the other holders' cards, the row, the deck's top card (its back is
    # seen), each of a known element (``element_of`` inline: hidden cards are coded HIDDEN + element).
    holders = [state.boards[q].hand for q in others] + [state.element_row, state.element_deck[-1:]]
    pools: list[list[int]] = [[], [], [], []]
    for c in unseen:
        pools[element[c]].append(c)
    wanted: list[int] = []  # the element of each card dealt, in the holders' order
    places: list[list[int]] = []  # each holder's cards as indices into the cards dealt (-1: empty)
    for cards in holders:
        at = []
        for c in cards:
            if c == EMPTY:
                at.append(-1)
            else:
                at.append(len(wanted))
                wanted.append(element[c] if c < HIDDEN else c - HIDDEN)
        places.append(at)
    if any(wanted.count(e) > len(pool) for e, pool in enumerate(pools)):
        raise ValueError("the unseen element cards do not match the cards held")
    deck_size = len(state.element_deck)
    if deck_size and len(unseen) - len(wanted) != deck_size - 1:
        raise ValueError("the unseen element cards do not match the deck size")
    # Each world gets a generator state of its own below: the copy it is made from carries none,
    # so a copy does not read out the view's generator for nothing.
    base = state.clone()
    base.set_generator_state(None)
    # The piles each draw lays out anew are not copied with the rest.
    base.element_deck, base.forest_stack, base.village_deck = [], [], []
    # What every world says of itself, copied with the rest (``origin`` is shared by copies).
    base.observer = -1
    base._legal = None
    base.origin = {"kind": "determinized"}
    hand_places = list(zip(others, places[:-2], strict=True))
    row_places = places[-2]
    # Each card dealt is one of the ``size`` cards of its element still unseen then, chosen by a
    # digit of a drawn 64-bit word: a word serves cards while their sizes multiply to at most
    # 2**32, so every choice's odds are uniform to within 2**-32.
    plan: list[tuple[int, int, bool]] = []  # (element, size, whether a new word is drawn)
    sizes = [len(pool) for pool in pools]
    span = 1 << 64  # the product of the sizes the current word serves (the first card draws one)
    for e in wanted:
        span *= sizes[e]
        plan.append((e, sizes[e], span > 1 << 32))
        if span > 1 << 32:
            span = sizes[e]
        sizes[e] -= 1

    def draw(rng: np.random.Generator) -> TotwState:
        world = base.clone()
        # Each card dealt is drawn at random among the unseen cards of its element left; the deck
        # is the cards left, shuffled.
        left = [pools[0][:], pools[1][:], pools[2][:], pools[3][:]]
        cards = []
        word = 0
        raw = rng.bit_generator.random_raw
        for e, size, fresh in plan:
            if fresh:
                word = raw()
            i = word % size
            word //= size
            pool = left[e]
            cards.append(pool[i])
            pool[i] = pool[-1]
            pool.pop()
        for q, at in hand_places:
            world.boards[q].hand = [cards[i] if i >= 0 else EMPTY for i in at]
        world.element_row = [cards[i] if i >= 0 else EMPTY for i in row_places]
        if deck_size:
            rest = left[0] + left[1] + left[2] + left[3]
            rng.shuffle(rest)
            rest.append(cards[-1])
            world.element_deck = rest
        world.forest_stack = _shuffled(rng, unseen_tiles)
        world.village_deck = _shuffled(rng, unseen_villages)
        world.set_generator_state(drawn_generator_state(rng, draws=1))
        return world

    return draw
