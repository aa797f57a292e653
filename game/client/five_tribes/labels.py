"""Words for option buttons, prompts and tooltips (localized)."""

from __future__ import annotations

from collections.abc import Callable

from game.client.five_tribes import words
from game.client.text import tr
from game.rules.five_tribes import FiveTribesState
from game.rules.five_tribes import actions as A
from game.rules.five_tribes.data import (
    BLUE_KINDS,
    DJINNS,
    FAKIR,
    KIND_NAMES,
    SPOT_PRICES,
    SUIT_VALUES,
    TRIBE_NAMES,
    TileKind,
)
from game.rules.five_tribes.flow import MARKET_PRICE
from game.rules.five_tribes.model import Step

STEP_KEYS = {step: step.name.lower() for step in Step}


def option_label(state: FiveTribesState, action: int, player_name: object = None) -> str:
    """A short button label for a non-tile action."""
    if action < A.PICK:
        return tr("five_tribes.option.bid", count=SPOT_PRICES[action])
    if A.FAKIRS <= action < A.KILL:
        return _fakirs_label(state, action - A.FAKIRS)
    if A.KILL_PLAYER + 2 <= action < A.PALM:
        n, elder = divmod(action - A.KILL_PLAYER, 2)
        name = player_name(n - 1) if callable(player_name) else f"p{n}"
        return tr("five_tribes.option.kill_player", tribe=words.tribe(1 if elder else 0), player=name)
    if A.MARKET + 1 <= action < A.DJINN:
        return _market_label(state, action - A.MARKET)
    if A.DJINN <= action < A.USE_ON_TILE:
        return words.djinn(action - A.DJINN)
    if A.USE_ECHIDNA <= action < A.PAY_ELDER:
        return tr("five_tribes.option.use", djinn=words.djinn(A.ACTION_PLAIN_POWER[action]))
    if action == A.PAY_ELDER:
        return tr("five_tribes.option.pay_elder")
    if action == A.PAY_FAKIR:
        return tr("five_tribes.option.pay_fakir")
    if A.SELL_KIND <= action < A.SELL:
        card = words.card(action - A.SELL_KIND)
        return tr("five_tribes.option.sell_more", card=card) if state.step == Step.SUIT else card
    if action == A.SELL:
        suit = state.turn.suit
        return tr("five_tribes.option.sell_set", count=len(suit), coins=SUIT_VALUES[len(suit)])
    if action == A.PASS:
        return tr("five_tribes.option.pass")
    if action == A.END:
        return tr("five_tribes.option.end")
    if action in (A.PALM, A.PALACE):
        return tr("five_tribes.option.place")
    if A.KILL <= action < A.KILL_TILE_END:
        tile, colour = divmod(action - A.KILL, 5)
        return tr("five_tribes.option.kill_tile", tribe=words.tribe(colour), tile=words.tile(tile))
    # The board clicks, in words where no button says them: the hint's choices (else a raw
    # "drop f2 white" shows at a Ukrainian table) and several actions behind one click.
    if A.PICK <= action < A.DROP:
        return tr("five_tribes.option.pick", tile=words.tile(action - A.PICK))
    if A.DROP <= action < A.FAKIRS:
        tile, colour = divmod(action - A.DROP, 5)
        return tr("five_tribes.option.drop", meeple=words.one_of_tribe(colour), tile=words.tile(tile))
    if A.USE_ON_TILE <= action < A.USE_ECHIDNA:  # a djinn's power aimed at a tile
        djinn, tile = A.tile_power_of(action)
        return tr("five_tribes.option.use_on", djinn=words.djinn(djinn), tile=words.tile(tile))
    return state.action_to_str(action)


def _market_label(state: FiveTribesState, position: int) -> str:
    """A market card by its name only (its place as a digit read "1  1: Fakir" beside
    the button's hotkey). Its place in the row, in words, only when another card offered now
    is the same kind: with the large market the place decides which cards can follow."""
    if position > len(state.market):
        return ""
    kind = state.market[position - 1]
    card = words.card(kind)
    offered = [a - A.MARKET for a in state.legal_actions() if A.MARKET + 1 <= a < A.DJINN]
    if not any(p != position and p <= len(state.market) and state.market[p - 1] == kind for p in offered):
        return tr("five_tribes.option.market", card=card)
    place = tr(f"five_tribes.option.market_places.p{position}")
    return tr("five_tribes.option.market_place", card=card, place=place)


def _fakirs_label(state: FiveTribesState, fakirs: int) -> str:
    """A fakir choice with what it gives (builders' coins, assassins' reach)."""
    turn, count = state.turn, tr("five_tribes.option.fakirs", count=fakirs)
    if state.step == Step.BUILD:
        coins = (turn.count + fakirs) * turn.blue_tiles * (2 if turn.echidna else 1)
        return tr("five_tribes.option.fakirs_coins", fakirs=count, count=coins)
    if state.step == Step.ASSASSIN:
        return tr("five_tribes.option.fakirs_reach", fakirs=count, count=turn.count + fakirs)
    return count


def _pay_prompt(state: FiveTribesState) -> str:
    """What the payment is for and what is already being paid."""
    purpose = state.turn.pay_for
    what = words.djinn(purpose[1])
    if purpose[0] == 1:  # PAY_SACRED (flow.py): taking the djinn at a sacred place
        what = tr("five_tribes.prompt.pay_sacred", djinn=what)
    else:  # PAY_POWER: its power (the name declined: not "Оплата за Утуг")
        what = tr("five_tribes.prompt.pay_power", djinn=what)
    key = "pay_second" if state.turn.pay_cost == "E+E/F" else "pay_one"
    return tr(f"five_tribes.prompt.{key}", what=what)


def move_preview(state: FiveTribesState, tile: int, colour: int) -> str:
    """What the last meeple dropped on ``tile`` would give, in a line: the tribe action
    ("+3 elders", "builders: 12 coins", the assassins' reach), the tile action, and the tile
    itself when the move leaves it bare (the camel). Fakirs may add to builders and assassins."""
    count = int(state.meeples[tile][colour]) + 1
    if colour <= 1:  # viziers and elders stay with the player
        tribe = tr("five_tribes.preview.keep", meeples=words.tribe(colour, count, nominative=True))
    elif colour == 2:
        tribe = tr("five_tribes.preview.merchants", count=min(count, len(state.market)))
    elif colour == 3:
        tribe = tr("five_tribes.preview.builders", count=count * int(state.blue_around[tile]))
    else:
        tribe = tr("five_tribes.preview.assassins", count=count)
    parts = [tribe, _tile_preview(state, tile, colour, count)]
    others = int(state.meeples[tile].sum()) - count + 1
    if others == 0 and state.owner[tile] < 0 and state.players[state.turn.player].camels > 0:
        parts.append(tr("five_tribes.preview.claim", count=state.tile_vp[tile]))
    return " · ".join(parts)


def _tile_preview(state: FiveTribesState, tile: int, colour: int, count: int) -> str:
    """The tile action the move would bring, or why it would not (4.4: a djinn only for an elder
    and an elder or fakir, a market card only for its price): without the check the preview
    offered "a djinn for 2 elders" to a player with no elder. Held after the tribe action: the elders
    kept (colour 1), the fakirs among the merchants' cards (colour 2), the builders' coins."""
    kind = state.tile_kind[tile]
    holder = state.players[state.turn.player]
    if kind == TileKind.SACRED_PLACE:
        elders = holder.elders + (count if colour == 1 else 0)
        fakirs = holder.held(FAKIR)
        if colour == 2:
            fakirs += list(state.market[:count]).count(FAKIR)
        if not state.djinn_row:
            return tr("five_tribes.preview.no_djinn_left")
        if elders < 1 or elders + fakirs < 2:
            return tr("five_tribes.preview.no_djinn")
    elif kind in MARKET_PRICE:
        gold = holder.gold + (count * int(state.blue_around[tile]) if colour == 3 else 0)
        market = len(state.market) - (min(count, len(state.market)) if colour == 2 else 0)
        if market == 0:
            return tr("five_tribes.preview.no_market")
        if 0 <= gold < MARKET_PRICE[kind]:
            return tr("five_tribes.preview.no_coins")
    return tr(f"five_tribes.preview.tile_{KIND_NAMES[kind]}")


def prompt(state: FiveTribesState, power_mode: int | None = None) -> str:
    """The one-sentence question for the step (docs/ui.md top strip)."""
    if state.is_terminal():
        return tr("table.prompt.game_over")
    if power_mode is not None:
        return tr("five_tribes.prompt.power_tile", djinn=words.djinn(power_mode))
    step = state.step
    if step == Step.DROP:
        return tr("five_tribes.prompt.drop", count=sum(state.turn.hand))
    if step == Step.PAY:
        return _pay_prompt(state)
    if step == Step.SUIT:  # the set so far and its price
        suit = state.turn.suit
        goods = ", ".join(words.card(k) for k in suit)
        return tr("five_tribes.prompt.suit_price", goods=goods, count=SUIT_VALUES[len(suit)])
    if step in (Step.MARKET, Step.MARKET2):
        small = state.tile_kind[state.turn.final] == TileKind.SMALL_MARKET
        if step == Step.MARKET:
            return tr("five_tribes.prompt.market_small" if small else "five_tribes.prompt.market_large")
    if step == Step.END:
        return _end_prompt(state)
    return tr(f"five_tribes.prompt.{STEP_KEYS[step]}")


def _end_prompt(state: FiveTribesState) -> str:
    """END offers sales and powers only when there are any (else the prompt read "Sell a set…, use a
    djinn" with no goods and no djinn, "End turn" the only button)."""
    legal = state.legal_actions()
    sell = any(A.SELL_KIND <= a < A.SELL for a in legal)
    power = any(A.USE_ON_TILE <= a < A.PAY_ELDER for a in legal)
    key = {(True, True): "end", (True, False): "end_sell", (False, True): "end_power"}.get(
        (sell, power), "end_only"
    )
    return tr(f"five_tribes.prompt.{key}")


def why_not(state: FiveTribesState) -> str:
    """Why a click on a tile that does not glow does nothing, in the step's words."""
    return tr(f"five_tribes.why.{STEP_KEYS[state.step]}")


Tooltip = tuple[str, str, tuple[tuple[str, str], ...]]  # title, body, label-value rows
SCORE_LINES = (
    "gold",
    "viziers",
    "vizier_bonus",
    "elders",
    "djinns",
    "tiles",
    "palms",
    "palaces",
    "merchandise",
)


def tile_tooltip(state: FiveTribesState, tile: int, player_name: Callable[[int], str]) -> Tooltip:
    kind = state.tile_kind[tile]
    title = f"{words.tile(tile)} · {words.tile_kind(kind)} · {tr('five_tribes.table.vp', count=state.tile_vp[tile])}"
    lines = [words.tile_action(kind)]
    meeples = state.meeples[tile]
    present = [words.tribe(c, int(meeples[c]), nominative=True) for c in range(5) if meeples[c]]
    if present:
        lines.append(tr("five_tribes.tooltip.meeples", meeples=", ".join(present)))
    if state.palms[tile] or state.palaces[tile]:
        lines.append(tr("five_tribes.tooltip.pieces", palms=state.palms[tile], palaces=state.palaces[tile]))
    owner = state.owner[tile]
    if owner >= 0:
        lines.append(tr("five_tribes.tooltip.owner", player=player_name(owner)))
    return title, "\n".join(lines), ()


def kind_tooltip(kind: int) -> Tooltip:
    """A tile kind of the legend: its colour (builders count blue tiles) and its action."""
    colour = "blue" if TileKind(kind) in BLUE_KINDS else "red"
    title = f"{words.tile_kind(kind)} · {tr(f'five_tribes.tooltip.kind_{colour}')}"
    return title, f"{words.tile_action(kind)}\n{tr('five_tribes.tooltip.kind_builders')}", ()


def djinn_tooltip(djinn: int, in_row: bool = False) -> Tooltip:
    """A djinn's points, effect and cost; ``in_row``: one of the row's, which also says how it is
    bought and that the row refills only at clean-up (docs/rules/five_tribes.md 4.6)."""
    title = f"{words.djinn(djinn)} · {tr('five_tribes.table.vp', count=DJINNS[djinn].vp)}"
    cost = words.djinn_cost(djinn)
    use = tr("five_tribes.tooltip.always") if cost is None else tr("five_tribes.tooltip.cost", cost=cost)
    body = f"{words.djinn_effect(djinn)}\n{use}"
    if in_row:
        body += "\n" + tr("five_tribes.tooltip.in_row")
    return title, body, ()


def djinns_tooltip(djinns: tuple[int, ...]) -> Tooltip:
    """The djinns that did not fit in a panel, each with its points and effect."""
    lines = [
        f"{words.djinn(d)} ({tr('five_tribes.table.vp', count=DJINNS[d].vp)}): {words.djinn_effect(d)}"
        for d in djinns
    ]
    return tr("five_tribes.tooltip.more_djinns", count=len(djinns)), "\n".join(lines), ()


def card_tooltip(kind: int, count: int = 0, private: int = 0) -> Tooltip:
    """A market card (``count`` 0) or a card in a panel: ``private`` of them drawn face down."""
    key = "five_tribes.tooltip.fakir" if kind == FAKIR else "five_tribes.tooltip.goods"
    title = words.card(kind) if count <= 0 else f"{words.card(kind)} × {count}"
    body = tr(key)
    if private:
        body += "\n" + tr("five_tribes.tooltip.yours_private", number=private)
    return title, body, ()


def private_tooltip(count: int) -> Tooltip:
    return tr("five_tribes.tooltip.private_title", count=count), tr("five_tribes.tooltip.private"), ()


def score_tooltip(state: FiveTribesState, player: int, name: str) -> Tooltip:
    """Every line of ``score_breakdown`` (spec 7), scored as if the game ended now, and the sum."""
    breakdown = state.score_breakdown(player)
    hidden = state.players[player].gold < 0  # rule option hidden_gold: "?" for coins and total
    rows = tuple(
        (tr(f"five_tribes.score_line.{line}"), "?" if hidden and line == "gold" else str(breakdown[line]))
        for line in SCORE_LINES
    )
    total = (tr("table.results.total"), "?" if hidden else str(sum(breakdown.values())))
    body = "" if state.is_terminal() else tr("five_tribes.tooltip.score_now")
    if hidden:
        body = tr("five_tribes.tooltip.score_hidden")
    return name, body, (*rows, total)


def holding_tooltip(state: FiveTribesState, player: int, what: str) -> Tooltip:
    """Coins, viziers, elders or camels of one player: how many and what they are worth."""
    holder = state.players[player]
    if what == "gold" and holder.gold < 0:
        return tr("five_tribes.tooltip.gold_hidden_title"), tr("five_tribes.tooltip.gold_hidden"), ()
    count = {
        "gold": holder.gold,
        "viziers": holder.viziers,
        "elders": holder.elders,
        "camels": holder.camels,
    }[what]
    return tr(f"five_tribes.tooltip.{what}_title", count=count), tr(f"five_tribes.tooltip.{what}"), ()


def spot_tooltip(spot: int) -> Tooltip:
    """A place on the turn track (spec 4.1): its price and when it plays."""
    price = SPOT_PRICES[spot]
    if price == 0:
        return tr("five_tribes.tooltip.zero_title"), tr("five_tribes.tooltip.zero"), ()
    return tr("five_tribes.tooltip.spot_title", count=price), tr("five_tribes.tooltip.spot"), ()


def simple_tooltip(what: str, **values: int) -> Tooltip:
    """A title and a sentence from ``five_tribes.tooltip.<what>_title`` and ``<what>``."""
    return tr(f"five_tribes.tooltip.{what}_title", **values), tr(f"five_tribes.tooltip.{what}"), ()


def bag_tooltip(colour: int, count: int) -> Tooltip:
    return (
        tr("five_tribes.tooltip.bag_title", meeples=words.tribe(colour, count, nominative=True)),
        tr("five_tribes.tooltip.bag"),
        (),
    )


def hand_tooltip(colour: int, count: int) -> Tooltip:
    """A colour in hand during a move: what its tribe does if the move ends on it (spec 4.3)."""
    return (
        words.tribe(colour, count, nominative=True),
        tr(f"five_tribes.tribe_action.{TRIBE_NAMES[colour]}"),
        (),
    )
