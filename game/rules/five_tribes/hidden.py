"""Hidden information (spec 8): observations and determinizations."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import numpy as np

from game.rules.common import drawn_generator_state

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


DEALS = 64  # random tries at a deal of the opponents' private cards that fits the position


def _deal(twin: FiveTribesState, opponents: list[int], owed: dict[int, int], pool: list[int]) -> None:
    for q in opponents:
        holder = twin.players[q]
        holder.private = [0] * 10
        holder.hidden = 0
        for card in pool[: owed[q]]:
            holder.private[card] += 1
        pool = pool[owed[q] :]


def _fits(twin: FiveTribesState, player: int) -> bool:
    """Whether the mover (when it is not ``player``, whose cards are known) holds what the engine
    needs to stop at this step: each of these steps is entered only when the mover can pay for it
    or has a choice to make (``flow``), and a private fakir or, with hidden gold, coins may be
    what gives it. A world failing this has no legal action or is a position the engine never
    reaches (``saves.from_dict`` refuses a payment step with one way to pay)."""
    from game.rules.five_tribes import djinns as D
    from game.rules.five_tribes.data import ECHIDNA, HAGIS, LAMIA
    from game.rules.five_tribes.model import Step

    mover = twin.to_move
    if mover == player or mover < 0:
        return True
    step = twin.step
    if step == Step.KUMARBI:
        return len(twin.kumarbi_options(mover, twin.turn.bid_spot)) > 1
    if step == Step.PAY:
        return len(D.payment_ways(twin, mover, twin.turn.pay_cost)) > 1
    if step == Step.SACRED:
        return D.can_pay(twin, mover, D.SACRED_COST)
    if step == Step.BUILD:
        return D.fakirs_held(twin, mover) > 0 or D.usable(twin, mover, ECHIDNA)
    if step == Step.ASSASSIN:
        return len(twin.assassin_actions()) > 1
    if step == Step.PLACE:
        return D.usable(twin, mover, HAGIS if twin.turn.place_kind else LAMIA)
    return True


def _guess_gold(twin: FiveTribesState, state: FiveTribesState, player: int) -> None:
    """Flag hidden_gold: every gain and payment was public, but the observation keeps no history
    to add them up, so a world gives each opponent as many coins as the viewer holds (a neutral
    guess, the same in every world: nothing the viewer cannot see). A mover at its Kumarbi choice
    had coins for more than one price (``flow._on_bid``), so it gets at least the second cheapest
    price its fakirs reach."""
    from game.rules.five_tribes import djinns as D
    from game.rules.five_tribes.data import SPOT_PRICES, ZERO_SPOT
    from game.rules.five_tribes.model import Step

    for q, holder in enumerate(twin.players):
        if q != player and state.players[q].gold == UNKNOWN:
            holder.gold = max(0, state.players[player].gold)
    mover = twin.to_move
    if twin.step == Step.KUMARBI and mover != player and state.players[mover].gold == UNKNOWN:
        spot = twin.turn.bid_spot
        most = min(D.fakirs_held(twin, mover), ZERO_SPOT - spot)
        if most >= 1:
            twin.players[mover].gold = max(twin.players[mover].gold, SPOT_PRICES[spot + most - 1])


def _fakirs_to(pool: list[int], start: int, count: int) -> list[int]:
    """``pool`` with as many fakirs as it has moved into places ``start`` to ``start + count``
    (the mover's share of the deal): every step's need grows with the fakirs held (``_fits``),
    so this deal fits when any deal does."""
    from game.rules.five_tribes.data import FAKIR

    cards = list(pool)
    share = range(start, start + count)
    spare = [i for i in range(len(cards)) if i not in share and cards[i] == FAKIR]
    for slot in share:
        if cards[slot] != FAKIR and spare:
            other = spare.pop()
            cards[slot], cards[other] = cards[other], cards[slot]
    return cards


def determinize(state: FiveTribesState, player: int, rng: np.random.Generator) -> FiveTribesState:
    """A full state consistent with ``player``'s observation, with a generator reseeded from ``rng``."""
    return determinizer(state, player)(rng)


def _shuffled(rng: np.random.Generator, items: list[int]) -> list[int]:
    """A shuffled copy: the order ``[items[i] for i in rng.permutation(len(items))]`` gives, from
    the same draws of ``rng``, at half its cost."""
    order = items[:]
    rng.shuffle(order)
    return order


def determinizer(state: FiveTribesState, player: int) -> Callable[[np.random.Generator], FiveTribesState]:
    """``determinize(state, player, rng)`` as a function of ``rng``: the unseen resource cards
    and djinns and the opponents' shares are worked out once, and each call only deals (the same
    draws of ``rng``)."""
    pool = _unseen_resources(state, player)
    mover = state.to_move
    opponents = [q for q in range(state.num_players) if q != player]
    owed = {q: sum(state.players[q].private) + state.players[q].hidden for q in opponents}
    dealt = sum(owed.values())
    if len(pool) != len(state.resource_pile) + dealt:
        raise ValueError("the unseen resource cards do not match the pile and private cards")
    placed = set(state.djinn_row + state.djinn_discard + state.turn.keep)
    placed.update(d for d in state.djinn_universe if state.djinn_owner[d] >= 0)
    unseen = [d for d in state.djinn_universe if d not in placed]
    if len(unseen) != len(state.djinn_pile):
        raise ValueError("the unseen djinns do not match the djinn pile")

    def draw(rng: np.random.Generator) -> FiveTribesState:
        twin = state.clone()
        # 8: each opponent gets back as many private cards as before; the rest is the pile. The
        # position may say more about the mover's private cards than their number (``_fits``): a
        # deal that does not fit is drawn again, and after DEALS tries the mover is dealt the
        # fakirs.
        shuffled = pool
        for attempt in range(DEALS + 1):
            shuffled = _shuffled(rng, pool)
            if attempt == DEALS and mover in owed:
                start = sum(owed[q] for q in opponents[: opponents.index(mover)])
                shuffled = _fakirs_to(shuffled, start, owed[mover])
            _deal(twin, opponents, owed, shuffled)
            _guess_gold(twin, state, player)
            if _fits(twin, player):
                break
        twin.resource_pile = shuffled[dealt:]
        twin.djinn_pile = _shuffled(rng, unseen)
        twin.set_generator_state(drawn_generator_state(rng, draws=1))
        twin.origin = {"kind": "determinized"}
        twin.observer = -1
        twin._legal = None  # the resampled cards decide what is legal in this world
        return twin

    return draw
