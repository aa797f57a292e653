"""Words for option buttons, prompts and tooltips (localized)."""

from __future__ import annotations

from game.client.five_tribes import names
from game.client.text import tr
from game.rules.five_tribes import FiveTribesState
from game.rules.five_tribes import actions as A
from game.rules.five_tribes.data import SPOT_PRICES, TileKind
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
        return tr("five_tribes.prompt.game_over")
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


def tile_tooltip(state: FiveTribesState, tile: int) -> tuple[str, str]:
    kind = state.tile_kind[tile]
    title = f"{names.tile(tile)} · {names.tile_kind(kind)} · {tr('five_tribes.table.vp', count=state.tile_vp[tile])}"
    lines = [names.tile_action(kind)]
    meeples = state.meeples[tile]
    present = [names.tribe(c, int(meeples[c])) for c in range(5) if meeples[c]]
    if present:
        lines.append(tr("five_tribes.tooltip.meeples", meeples=", ".join(present)))
    owner = state.owner[tile]
    if owner >= 0:
        lines.append(tr("five_tribes.tooltip.owner", player=f"p{owner + 1}"))
    return title, "\n".join(lines)


def djinn_tooltip(djinn: int) -> tuple[str, str]:
    from game.rules.five_tribes.data import DJINNS

    title = f"{names.djinn(djinn)} · {tr('five_tribes.table.vp', count=DJINNS[djinn].vp)}"
    return (
        title,
        f"{names.djinn_effect(djinn)}\n{tr('five_tribes.tooltip.cost', cost=names.djinn_cost(djinn))}",
    )


def card_tooltip(kind: int) -> tuple[str, str]:
    key = "five_tribes.tooltip.fakir" if kind == 9 else "five_tribes.tooltip.goods"
    return names.card(kind), tr(key)
