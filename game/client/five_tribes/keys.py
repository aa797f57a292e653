"""Five Tribes' keys: each kind of option has its key for the whole game (docs/ui.md, Keys).

Digits name a place or a colour that never moves: a bid by its place on the track (1 = 18 coins
... 7 = a free place), a meeple colour (1 yellow vizier ... 5 red assassin, in hand and when a click
on a tile could kill several), a market card and a djinn of the row by their place in the row, a
good by its kind (1 ivory ... 9 pottery, whatever else is for sale), an opponent's vizier or elder by the seat, the
fakirs paid by their number. Letters name the rest: E End turn, P Pass, S Sell, C Cancel the sale,
a djinn's power its own letter; B (Back) and U (Undo) are the table's.
"""

from __future__ import annotations

from game.client.five_tribes import words
from game.client.text import tr
from game.rules.five_tribes import actions as A
from game.rules.five_tribes.data import (
    ANUN_NAK,
    BOURAQ,
    ECHIDNA,
    ENKI,
    HAGIS,
    IBLIS,
    LAMIA,
    LETA,
    MERCHANDISE_NAMES,
    SIBITTIS,
    SLOAR,
    UTUG,
)
from game.rules.five_tribes.state import FiveTribesState

END = "e"
PASS = "p"
SELL = "s"
CANCEL_SALE = "c"
# A djinn with a power a person uses in their turn: a letter of its name no other option has.
POWER_LETTERS: dict[int, str] = {
    ANUN_NAK: "a",
    BOURAQ: "q",
    ENKI: "k",
    HAGIS: "h",
    LAMIA: "m",
    LETA: "l",
    UTUG: "g",
    ECHIDNA: "d",
    IBLIS: "i",
    SIBITTIS: "t",
    SLOAR: "o",
}


def colour_key(colour: int) -> str:
    """A meeple colour's digit: 1 yellow, 2 white, 3 green, 4 blue, 5 red."""
    return str(colour + 1)


def hotkey(state: FiveTribesState, key: str, action: int | None) -> str | None:
    """The key of an option (keyed by its notation, ``power:<djinn>``, ``undo:sale``,
    ``action:<id>``) or target (``hand:<colour>``) in ``state``."""
    if key.startswith("hand:"):
        return colour_key(int(key.partition(":")[2]))
    if key.startswith("power:"):
        return POWER_LETTERS.get(int(key.partition(":")[2]))
    if key == "undo:sale":
        return CANCEL_SALE
    if action is None:
        return None
    return action_key(state, action)


def action_key(state: FiveTribesState, action: int) -> str | None:
    if action < A.PICK:
        return str(action + 1)  # the bid's place on the track
    if A.KILL <= action < A.KILL_TILE_END:
        return colour_key((action - A.KILL) % 5)
    if A.KILL_PLAYER <= action < A.PALM:
        seat, elder = divmod(action - A.KILL_PLAYER, 2)
        return str(2 * seat - 1 + elder)  # p1: 1 vizier, 2 elder; p2: 3, 4...
    if A.FAKIRS <= action < A.KILL:
        count = action - A.FAKIRS
        return str(count) if count <= 9 else None
    if A.MARKET < action < A.DJINN:
        return str(action - A.MARKET)
    if A.DJINN <= action < A.USE_ON_TILE:
        djinn = action - A.DJINN
        return str(state.djinn_row.index(djinn) + 1) if djinn in state.djinn_row else None
    if A.USE_ECHIDNA <= action < A.PAY_ELDER:
        return POWER_LETTERS.get(A.ACTION_PLAIN_POWER[action])
    if action == A.PAY_ELDER:
        return "1"
    if action == A.PAY_FAKIR:
        return "2"
    if A.SELL_KIND <= action < A.SELL:
        return str(action - A.SELL_KIND + 1)
    return {A.SELL: SELL, A.PASS: PASS, A.END: END}.get(action)


def key_entries() -> list[tuple[str, str]]:
    """(keys, what they press) for the rules overlay's keys chapter."""
    colours = ", ".join(f"{colour_key(c)} {words.tribe(c)}" for c in range(5))
    goods = ", ".join(f"{n + 1} {words.card(n)}" for n in range(len(MERCHANDISE_NAMES)))
    powers = ", ".join(
        f"{letter.upper()} {words.djinn(djinn)}"
        for djinn, letter in sorted(POWER_LETTERS.items(), key=lambda item: item[1])
    )
    return [
        (END.upper(), tr("five_tribes.keys.end")),
        (PASS.upper(), tr("five_tribes.keys.pass")),
        ("1-7", tr("five_tribes.keys.bids")),
        ("1-5", tr("five_tribes.keys.colours", colours=colours)),
        ("1-9", tr("five_tribes.keys.market")),
        ("1-3", tr("five_tribes.keys.djinns")),
        ("1-9", tr("five_tribes.keys.goods", goods=goods)),
        (SELL.upper(), tr("five_tribes.keys.sell")),
        (CANCEL_SALE.upper(), tr("five_tribes.keys.cancel_sale")),
        ("1-8", tr("five_tribes.keys.kill")),
        ("0-9", tr("five_tribes.keys.fakirs")),
        ("1, 2", tr("five_tribes.keys.pay")),
        (tr("five_tribes.keys.letters"), tr("five_tribes.keys.powers", powers=powers)),
    ]
