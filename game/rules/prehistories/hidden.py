"""What each seat may see (spec 8): ``observation`` and ``determinize``.

An observation is a state whose unknown cards are written 0: other seats' hidden hand cards,
their parties before the reveal (folded into the hand count), and every deck card. Tile stacks
keep their contents but lose their order, and the random generator is dropped.
"""

from __future__ import annotations

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
    # The search determinizes the player's observation every iteration; hiding it again
    # would change nothing.
    full = state.clone() if state.observer == player else observation(state, player)
    # The same order as ``rng.permutation(stack)``, without converting the list to an array.
    full.stacks = [[stack[i] for i in rng.permutation(len(stack)).tolist()] for stack in full.stacks]
    before_reveal = full.phase == Phase.INITIATIVE
    for index, seat in enumerate(full.seats):
        fixed = set(seat.discard) | set(seat.party) | {c for c in seat.hand if c != UNKNOWN}
        if index == full.current_player() and full.open_zone >= 0:
            fixed.update(full.group)
        unplaced = [c for c in components().tribes[seat.colour].cards if c not in fixed]
        by_origin: dict[int, list[int]] = {}
        for card in unplaced:
            by_origin.setdefault(full.card_origin[card], []).append(card)
        deck: list[int] = []
        for number, size in seat.segments:
            pool = by_origin.get(number, [])
            if len(pool) < size:
                raise ValueError(f"seat {index}: segment {number} needs {size} cards, {len(pool)} fit")
            shuffled = [pool[i] for i in rng.permutation(len(pool)).tolist()]
            deck.extend(shuffled[:size])
            by_origin[number] = shuffled[size:]
        rest = sorted(c for pool in by_origin.values() for c in pool)
        known_hand = [c for c in seat.hand if c != UNKNOWN]
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
