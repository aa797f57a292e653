"""Hidden information (spec 8): observations and determinizations."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from game.rules.five_tribes.state import FiveTribesState

UNKNOWN = -1


def observation(state: FiveTribesState, player: int) -> FiveTribesState:
    """What ``player`` may see: pile orders and opponents' private cards become unknowns."""
    if not 0 <= player < state.num_players:
        raise ValueError(f"no player {player} in a {state.num_players}-player game")
    seen = state.clone()
    seen.resource_pile = [UNKNOWN] * len(state.resource_pile)
    seen.djinn_pile = [UNKNOWN] * len(state.djinn_pile)
    secret_gold = gold_is_private(state)
    for other, holder in enumerate(seen.players):
        if other != player:
            holder.hidden += sum(holder.private)
            holder.private = [0] * 10
            if secret_gold:
                holder.gold = UNKNOWN
    seen.rng = None
    # The seed would reveal every future draw; the actions themselves are public.
    seen.origin = {"kind": "observation"}
    seen.history = []
    seen.observer = player
    # The full state's cached legal actions may depend on the mover's private cards: the
    # observation works out its own from what the observer sees.
    seen._legal = None
    return seen


def gold_is_private(state: FiveTribesState) -> bool:
    """Flag ``hidden_gold``: each player's coins are face down until the game ends (then scored)."""
    return bool(state.flags.hidden_gold) and not state.is_terminal()


def _unseen_resources(state: FiveTribesState, player: int) -> list[int]:
    unseen = list(state.resource_universe)
    for card in state.market + state.resource_discard:
        unseen[card] -= 1
    for other, holder in enumerate(state.players):
        for kind in range(10):
            unseen[kind] -= holder.cards[kind] + (holder.private[kind] if other == player else 0)
    return [kind for kind in range(10) for _ in range(unseen[kind])]


DEALS = 64  # tries at a deal of the opponents' private cards that fits the position


def _deal(twin: FiveTribesState, opponents: list[int], owed: dict[int, int], pool: list[int]) -> None:
    for q in opponents:
        holder = twin.players[q]
        holder.private = [0] * 10
        holder.hidden = 0
        for card in pool[: owed[q]]:
            holder.private[card] += 1
        pool = pool[owed[q] :]


def _can_go_on(twin: FiveTribesState, player: int) -> bool:
    """The mover (when it is not ``player``, whose cards are known) can pay what its step owes."""
    from game.rules.five_tribes import djinns as D
    from game.rules.five_tribes.model import Step

    mover = twin.to_move
    if mover == player or mover < 0:
        return True
    if twin.step == Step.SACRED:
        return D.can_pay(twin, mover, D.SACRED_COST)
    if twin.step == Step.PAY:
        return bool(D.payment_ways(twin, mover, twin.turn.pay_cost))
    return True


def determinize(state: FiveTribesState, player: int, rng: np.random.Generator) -> FiveTribesState:
    """A full state consistent with ``player``'s observation, with a generator reseeded from ``rng``."""
    twin = state.clone()
    pool = _unseen_resources(state, player)
    opponents = [q for q in range(state.num_players) if q != player]
    owed = {q: sum(state.players[q].private) + state.players[q].hidden for q in opponents}
    if len(pool) != len(state.resource_pile) + sum(owed.values()):
        raise ValueError("the unseen resource cards do not match the pile and private cards")
    for q in opponents:
        holder = twin.players[q]
        if holder.gold == UNKNOWN:
            # Flag hidden_gold: every gain and payment was public, but the observation keeps no
            # history to add them up, so a world gives each opponent as many coins as the viewer
            # holds (a neutral guess, the same in every world: nothing the viewer cannot see).
            holder.gold = max(0, state.players[player].gold)
    # 8: each opponent gets back as many private cards as before; the rest is the pile. The
    # position may say more about the mover's private cards than their number: a sacred place
    # or payment step is only entered when the mover can pay (a private fakir may be what pays),
    # so a deal that cannot pay is drawn again (found by the deep soak: five_tribes 4p seed 2).
    shuffled = pool
    for _ in range(DEALS):
        shuffled = [pool[i] for i in rng.permutation(len(pool)).tolist()]
        _deal(twin, opponents, owed, shuffled)
        if _can_go_on(twin, player):
            break
    twin.resource_pile = shuffled[sum(owed.values()) :]
    placed = set(state.djinn_row + state.djinn_discard + state.turn.keep)
    placed.update(d for d in state.djinn_universe if state.djinn_owner[d] >= 0)
    unseen = [d for d in state.djinn_universe if d not in placed]
    if len(unseen) != len(state.djinn_pile):
        raise ValueError("the unseen djinns do not match the djinn pile")
    twin.djinn_pile = [unseen[i] for i in rng.permutation(len(unseen)).tolist()]
    generator = np.random.Generator(np.random.PCG64(int(rng.integers(2**63))))
    twin.rng = generator
    twin.origin = {"kind": "determinized"}
    twin.observer = -1
    twin._legal = None  # the resampled cards decide what is legal in this world
    return twin
