"""Words for option buttons, prompts and tooltips (localized)."""

from __future__ import annotations

from collections.abc import Callable

from game.client.five_tribes import names
from game.client.text import tr
from game.rules.five_tribes import FiveTribesState
from game.rules.five_tribes import actions as A
from game.rules.five_tribes.data import DJINNS, FAKIR, SPOT_PRICES, TRIBE_NAMES, TileKind
from game.rules.five_tribes.model import Step

STEP_KEYS = {step: step.name.lower() for step in Step}


def option_label(state: FiveTribesState, action: int, player_name: object = None) -> str:
    """A short button label for a non-tile action."""
    if action < A.PICK:
        return tr("five_tribes.option.bid", count=SPOT_PRICES[action])
    if A.FAKIRS <= action < A.KILL:
        return tr("five_tribes.option.fakirs", count=action - A.FAKIRS)
    if A.KILL_PLAYER + 2 <= action < A.PALM:
        n, elder = divmod(action - A.KILL_PLAYER, 2)
        name = player_name(n - 1) if callable(player_name) else f"p{n}"
        return tr("five_tribes.option.kill_player", tribe=names.tribe(1 if elder else 0), player=name)
    if A.MARKET + 1 <= action < A.DJINN:
        position = action - A.MARKET
        card = names.card(state.market[position - 1]) if position <= len(state.market) else ""
        return tr("five_tribes.option.market", position=position, card=card)
    if A.DJINN <= action < 394:
        return names.djinn(action - A.DJINN)
    if A.USE_ECHIDNA <= action < A.PAY_ELDER:
        return tr("five_tribes.option.use", djinn=names.djinn(A.ACTION_PLAIN_POWER[action]))
    if action == A.PAY_ELDER:
        return tr("five_tribes.option.pay_elder")
    if action == A.PAY_FAKIR:
        return tr("five_tribes.option.pay_fakir")
    if A.SELL_KIND <= action < A.SELL:
        return names.card(action - A.SELL_KIND)
    if action == A.SELL:
        return tr("five_tribes.option.sell")
    if action == A.PASS:
        return tr("five_tribes.option.pass")
    if action == A.END:
        return tr("five_tribes.option.end")
    if action in (A.PALM, A.PALACE):
        return tr("five_tribes.option.place")
    if A.KILL <= action < 356:
        tile, colour = divmod(action - A.KILL, 5)
        return tr("five_tribes.option.kill_tile", tribe=names.tribe(colour), tile=names.tile(tile))
    return state.action_to_str(action)


def prompt(state: FiveTribesState, power_mode: int | None = None) -> str:
    """The one-sentence question for the step (UI.md top strip)."""
    if state.is_terminal():
        return tr("table.prompt.game_over")
    if power_mode is not None:
        return tr("five_tribes.prompt.power_tile", djinn=names.djinn(power_mode))
    step = state.step
    if step == Step.DROP:
        return tr("five_tribes.prompt.drop", count=sum(state.turn.hand))
    if step in (Step.MARKET, Step.MARKET2):
        small = state.tile_kind[state.turn.final] == TileKind.SMALL_MARKET
        if step == Step.MARKET:
            return tr("five_tribes.prompt.market_small" if small else "five_tribes.prompt.market_large")
    return tr(f"five_tribes.prompt.{STEP_KEYS[step]}")


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
    title = f"{names.tile(tile)} · {names.tile_kind(kind)} · {tr('five_tribes.table.vp', count=state.tile_vp[tile])}"
    lines = [names.tile_action(kind)]
    meeples = state.meeples[tile]
    present = [names.tribe(c, int(meeples[c]), nominative=True) for c in range(5) if meeples[c]]
    if present:
        lines.append(tr("five_tribes.tooltip.meeples", meeples=", ".join(present)))
    if state.palms[tile] or state.palaces[tile]:
        lines.append(tr("five_tribes.tooltip.pieces", palms=state.palms[tile], palaces=state.palaces[tile]))
    owner = state.owner[tile]
    if owner >= 0:
        lines.append(tr("five_tribes.tooltip.owner", player=player_name(owner)))
    return title, "\n".join(lines), ()


def djinn_tooltip(djinn: int) -> Tooltip:
    title = f"{names.djinn(djinn)} · {tr('five_tribes.table.vp', count=DJINNS[djinn].vp)}"
    cost = names.djinn_cost(djinn)
    use = tr("five_tribes.tooltip.always") if cost is None else tr("five_tribes.tooltip.cost", cost=cost)
    body = f"{names.djinn_effect(djinn)}\n{use}"
    return title, body, ()


def djinns_tooltip(djinns: tuple[int, ...]) -> Tooltip:
    """The djinns that did not fit in a panel, each with its points and effect."""
    lines = [
        f"{names.djinn(d)} ({tr('five_tribes.table.vp', count=DJINNS[d].vp)}): {names.djinn_effect(d)}"
        for d in djinns
    ]
    return tr("five_tribes.tooltip.more_djinns", count=len(djinns)), "\n".join(lines), ()


def card_tooltip(kind: int, count: int = 0, private: int = 0) -> Tooltip:
    """A market card (``count`` 0) or a card in a panel: ``private`` of them drawn face down."""
    key = "five_tribes.tooltip.fakir" if kind == FAKIR else "five_tribes.tooltip.goods"
    title = names.card(kind) if count <= 0 else f"{names.card(kind)} × {count}"
    body = tr(key)
    if private:
        body += "\n" + tr("five_tribes.tooltip.yours_private", number=private)
    return title, body, ()


def private_tooltip(count: int) -> Tooltip:
    return tr("five_tribes.tooltip.private_title", count=count), tr("five_tribes.tooltip.private"), ()


def score_tooltip(state: FiveTribesState, player: int, name: str) -> Tooltip:
    """Every line of ``score_breakdown`` (spec 7), scored as if the game ended now, and the sum."""
    breakdown = state.score_breakdown(player)
    rows = tuple((tr(f"five_tribes.score_line.{line}"), str(breakdown[line])) for line in SCORE_LINES)
    total = (tr("table.results.total"), str(sum(breakdown.values())))
    body = "" if state.is_terminal() else tr("five_tribes.tooltip.score_now")
    return name, body, (*rows, total)


def holding_tooltip(state: FiveTribesState, player: int, what: str) -> Tooltip:
    """Coins, viziers, elders or camels of one player: how many and what they are worth."""
    holder = state.players[player]
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
        tr("five_tribes.tooltip.bag_title", meeples=names.tribe(colour, count, nominative=True)),
        tr("five_tribes.tooltip.bag"),
        (),
    )


def hand_tooltip(colour: int, count: int) -> Tooltip:
    """A colour in hand during a move: what its tribe does if the move ends on it (spec 4.3)."""
    return (
        names.tribe(colour, count, nominative=True),
        tr(f"five_tribes.tribe_action.{TRIBE_NAMES[colour]}"),
        (),
    )
