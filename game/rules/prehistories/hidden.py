"""What each seat may see (spec 8): ``observation`` and ``determinize``.

An observation is a state whose unknown cards are written 0: other seats' hidden hand cards,
their parties before the reveal (folded into the hand count), and every deck card. Tile stacks
keep their contents but lose their order, and the random generator is dropped.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import numpy as np

from game.rules.common import drawn_generator_state
from game.rules.prehistories.data import components
from game.rules.prehistories.phase import Phase

if TYPE_CHECKING:
    from game.rules.prehistories.state import PrehistoriesState

UNKNOWN = 0
_MAX_REDRAWS = 64


def observation(state: PrehistoriesState, player: int) -> PrehistoriesState:
    if not 0 <= player < state.num_players:
        raise ValueError(f"no seat {player} in a {state.num_players}-player game")
    if state.observer not in (-1, player):
        raise ValueError(f"this is seat {state.observer}'s observation, not seat {player}'s")
    obs = state.clone()
    obs.rng = None
    obs.observer = player
    obs._legal = None
    # The seed would reveal every future draw; the actions themselves are public.
    obs.origin = {"kind": "observation"}
    obs.history = []
    obs.stacks = [sorted(stack) for stack in obs.stacks]
    before_reveal = obs.phase == Phase.INITIATIVE
    for index, seat in enumerate(obs.seats):
        seat.deck = [UNKNOWN] * len(seat.deck)
        if index == player:
            continue
        hidden = len(seat.hand) - len(seat.known)
        if before_reveal:
            # 8: the party's size is secret; a known card in it still shows as known
            hidden += len(seat.party)
            seat.party = []
        seat.hand = sorted(seat.known) + [UNKNOWN] * hidden
    return obs


def _random_party(hand: list[int], rng: np.random.Generator, forming: bool) -> list[int]:
    """8 step 3: each card with probability 1/2; the seat now forming keeps a faster card in hand."""
    for _ in range(_MAX_REDRAWS):
        picks = rng.random(len(hand)) < 0.5
        party = sorted(c for c, pick in zip(hand, picks) if pick)
        if not forming:
            return party
        left = [c for c in hand if c not in party]
        if left and (not party or max(left) > party[-1]):
            return party
    return []


def determinize(state: PrehistoriesState, player: int, rng: np.random.Generator) -> PrehistoriesState:
    """A full state consistent with ``observation(player)``, resampled from ``rng``."""
    return determinizer(state, player)(rng)


def _shuffled(rng: np.random.Generator, items: list[int]) -> list[int]:
    """A shuffled copy: the order ``[items[i] for i in rng.permutation(len(items))]`` gives, from
    the same draws of ``rng``, at half its cost."""
    order = items[:]
    rng.shuffle(order)
    return order


def determinizer(state: PrehistoriesState, player: int) -> Callable[[np.random.Generator], PrehistoriesState]:
    """``determinize(state, player, rng)`` as a function of ``rng``: the observation and each
    seat's unplaced cards by origin are worked out once, and each call only shuffles (the same
    draws of ``rng``)."""
    # The search determinizes the player's observation every iteration; hiding it again
    # would change nothing.
    seen = state if state.observer == player else observation(state, player)
    before_reveal = seen.phase == Phase.INITIATIVE
    # Per seat: the unplaced cards by origin (each pool in the order the shuffles start from)
    # and the hand cards known.
    seats: list[tuple[dict[int, list[int]], list[int]]] = []
    for index, seat in enumerate(seen.seats):
        fixed = set(seat.discard) | set(seat.party) | {c for c in seat.hand if c != UNKNOWN}
        if index == seen.current_player() and seen.open_zone >= 0:
            fixed.update(seen.group)
        by_origin: dict[int, list[int]] = {}
        for card in components().tribes[seat.colour].cards:
            if card not in fixed:
                by_origin.setdefault(seen.card_origin[card], []).append(card)
        for number, size in seat.segments:
            if len(by_origin.get(number, [])) < size:
                have = len(by_origin.get(number, []))
                raise ValueError(f"seat {index}: segment {number} needs {size} cards, {have} fit")
        seats.append((by_origin, [c for c in seat.hand if c != UNKNOWN]))

    def draw(rng: np.random.Generator) -> PrehistoriesState:
        full = seen.clone()
        full.stacks = [_shuffled(rng, stack) for stack in full.stacks]
        for index, seat in enumerate(full.seats):
            by_origin, known_hand = seats[index]
            pools = dict(by_origin)
            deck: list[int] = []
            for number, size in seat.segments:
                pool = pools.get(number, [])
                if len(pool) < size:
                    raise ValueError(f"seat {index}: segment {number} needs {size} cards, {len(pool)} fit")
                shuffled = _shuffled(rng, pool)
                deck.extend(shuffled[:size])
                pools[number] = shuffled[size:]
            rest = sorted(c for pool in pools.values() for c in pool)
            if len(known_hand) + len(rest) != len(seat.hand):
                raise ValueError(f"seat {index}: {len(rest)} unplaced cards for {len(seat.hand)} hand slots")
            seat.deck = deck
            seat.hand = known_hand + rest
            if before_reveal and index != player and (seat.committed or index == full.forming):
                seat.party = _random_party(seat.hand, rng, forming=not seat.committed)
                seat.hand = [c for c in seat.hand if c not in seat.party]
        # 8 step 4: a fresh generator state drawn from ``rng``
        full.set_generator_state(drawn_generator_state(rng))
        full.observer = -1
        full._legal = None
        full.origin = {"kind": "determinized"}
        return full

    return draw
