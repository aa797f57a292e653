"""Board things in words: tiles and their features, village cards with goal progress, leaders, temples,
pollution, water, the capital and the shared rows. Each function returns (title, lines) for a tooltip.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.client.tribes_of_the_wind.words import effect_text, element_name, t
from game.rules.tribes_of_the_wind.board import EMPTY, Board
from game.rules.tribes_of_the_wind.data import ADJACENT, COLOURS, SPACES, GameData, Power
from game.rules.tribes_of_the_wind.legal import plant_cost
from game.rules.tribes_of_the_wind.scoring import COLUMNS, ROWS, goal_met, task_holds, tile_colours
from game.rules.tribes_of_the_wind.state import Phase, TotwState

Tip = tuple[str, list[str]]
FEATURE_KEYS = ("turbine", "catapult", "portal", "water")


def colour_name(colour: int) -> str:
    return t(f"colour.{COLOURS[colour]}")


def feature_name(feature: int) -> str:
    return t(f"feature.{FEATURE_KEYS[feature]}.name")


def is_start_tile(state: TotwState, tile: int) -> bool:
    return tile >= state.data.num_forest_tiles


def tile_title(state: TotwState, tile: int) -> str:
    """A tile in the player's words: its colour and kind ("purple forest tile", "фіолетова плитка
    лісу"; rules 11 glossary), never its data code (not "purple_01", "start_1":
    a code says nothing at the table; the drawing shows slots, cost and feature)."""
    key = "tile.start_title" if is_start_tile(state, tile) else "tile.title"
    return t(key, colour=colour_name(state.data.tile_colour[tile]))


def capitalised(words: str) -> str:
    return words[:1].upper() + words[1:]


def tile_facts(state: TotwState, tile: int) -> list[str]:
    """What kind of tile it is, its slots, the village side's feature with what it does."""
    data = state.data
    feature = data.tile_feature[tile]
    return [
        t("tile.kind_start" if is_start_tile(state, tile) else "tile.kind_forest"),
        t("tile.slots", count=data.tile_slots[tile]),
        t("tile.feature", name=feature_name(feature), what=t(f"feature.{FEATURE_KEYS[feature]}.help")),
    ]


def market_tip(state: TotwState, player: int, slot: int) -> Tip:
    """A forest market tile: what it costs and its village side. While ``player`` is planting, the
    water this plant takes (its discount and green thumb counted): the full cost alone read as
    the price of a plant a card had made cheaper."""
    tile = state.forest_market[slot]
    if tile == EMPTY:
        return t("market.title"), [t("market.empty")]
    board = state.boards[player]
    cost = state.data.tile_cost[tile]
    lines = [t("tile.cost", count=cost)]
    if state.phase == Phase.PLANT and state.seat == player:
        paid = plant_cost(state, board, cost)
        if paid != cost:
            lines.append(t("tile.pay_now", count=paid))
    elif board.has(Power.GREEN_THUMB):
        lines.append(t("tile.green_thumb", count=max(0, cost - 1)))
    return capitalised(tile_title(state, tile)), lines + tile_facts(state, tile)


def space_tip(state: TotwState, player: int, x: int, names: Sequence[str]) -> Tip:
    """A terrain space: its tile (side, riders against the village need, temple) or its pollution."""
    board = state.boards[player]
    data = state.data
    tile = board.tile[x]
    owner = names[player]
    if tile == EMPTY:
        title = t("space.title", space=SPACES[x], owner=owner)
        if board.pollution[x]:
            lines = [t("space.polluted", count=board.pollution[x]), t("space.clean_first")]
        else:
            lines = [t("space.clean")]
            if any(board.tile[y] != EMPTY for y in ADJACENT[x]):
                lines.append(t("space.plantable"))
        return title, lines
    lines = []
    if board.village[x]:
        lines.append(t("space.village_side"))
        feature = data.tile_feature[tile]
        lines.append(
            t("tile.feature", name=feature_name(feature), what=t(f"feature.{FEATURE_KEYS[feature]}.help"))
        )
        lines.append(t("space.riders", count=board.riders[x]))
    else:
        need = board.village_need(x, data, board.has(Power.LIGHT_FOOTED))
        lines.append(t("space.forest_side"))
        lines.extend(tile_facts(state, tile))
        lines.append(t("space.riders_need", count=board.riders[x], need=need))
    if board.temple[x]:
        lines.append(
            t("space.temple", n=board.temple[x], bonus=effect_text(data.temple_bonus[board.temple[x] - 1]))
        )
    return t("space.tile_title", space=SPACES[x], tile=space_tile_title(state, tile, board.village[x])), lines


def space_tile_title(state: TotwState, tile: int, village: bool) -> str:
    """The tile on a space as it lies: a village once turned over ("purple village", "фіолетове
    селище"; not "purple forest tile" for a village), else its kind."""
    if village:
        return t("tile.village_title", colour=t(f"colour_village.{COLOURS[state.data.tile_colour[tile]]}"))
    return tile_title(state, tile)


def capital_tip(state: TotwState, player: int) -> Tip:
    board = state.boards[player]
    portals = [SPACES[x] for x in range(12) if board.is_portal(x, state.data)]
    lines = [t("capital.riders", count=board.capital), t("capital.links", spaces=", ".join(["a1", *portals]))]
    return t("capital.title"), lines


def water_tip(state: TotwState, player: int) -> Tip:
    return t("water.title"), [t("water.count", count=state.boards[player].water), t("water.help")]


def pollution_tip(state: TotwState, player: int) -> Tip:
    """The pollution table (spec 7) with where this board stands."""
    board = state.boards[player]
    polluted = sum(1 for n in board.pollution if n)
    points = state.score_breakdown(player)["pollution"]
    return t("pollution.title"), [
        t("pollution.now", count=polluted, points=points),
        t("pollution.table"),
        t("pollution.help"),
    ]


def temples_tip(state: TotwState, player: int) -> Tip:
    board = state.boards[player]
    built = board.temples_built()
    lines = [
        t("temples.bonus", n=n, bonus=effect_text(state.data.temple_bonus[n - 1]))
        + (" " + t("temples.built_mark") if n in built else "")
        for n in range(1, 5)
    ]
    lines.append(t("temples.scoring", count=len(built), points=state.score_breakdown(player)["temples"]))
    return t("temples.title"), lines


def goal_progress(state: TotwState, player: int, goal: str) -> str:
    """How far this board is from a village card goal, in words with the count."""
    board = state.boards[player]
    data = state.data
    colours = tile_colours(board, data)
    if goal in ("purple_4", "green_4", "yellow_4"):
        return t("progress.count", n=colours.count(COLOURS.index(goal.split("_")[0])), of=4)
    if goal == "two_full_rows":
        return t("progress.count", n=sum(all(board.tile[x] != EMPTY for x in row) for row in ROWS), of=2)
    if goal == "full_column":
        return t("progress.count", n=max(sum(board.tile[x] != EMPTY for x in col) for col in COLUMNS), of=4)
    if goal == "village_column":
        return t("progress.count", n=max(sum(board.village[x] for x in col) for col in COLUMNS), of=3)
    if goal == "all_temples":
        return t("progress.count", n=len(board.temples_built()), of=4)
    if goal == "temple_villages":
        return t("progress.count", n=sum(1 for x in range(12) if board.village[x] and board.temple[x]), of=3)
    if goal == "empty_capital":
        return t("progress.capital", count=board.capital)
    if goal == "spread_riders":
        return t("progress.count", n=sum(1 for n in board.riders if n), of=5)
    if goal == "water_10":
        return t("progress.count", n=board.water, of=10)
    if goal == "clean_bottom":
        return t("progress.polluted_bottom", count=sum(1 for x in ROWS[3] if board.pollution[x]))
    return ""


def _met_line(met: bool, progress: str) -> str:
    """ "Met now (you have 3 of 4)."; goals without a count (a path, a rainbow row) say it plainly."""
    key = "village_card.met" if met else "village_card.not_met"
    return t(key, progress=progress) if progress else t(key + "_plain")


def village_card_tip(state: TotwState, player: int, card: int, tucked: bool) -> Tip:
    """A village card: its goal (met now or not, with progress) and its immediate effect."""
    data = state.data
    goal = data.village_goal[card]
    met = goal_met(state, player, card)
    lines = [
        t("village_card.goal", what=t(f"goal.{goal}"), count=data.village_stars[card]),
        _met_line(met, goal_progress(state, player, goal)),
    ]
    if tucked:
        lines.append(t("village_card.tucked"))
    else:
        lines.append(t("village_card.now", what=effect_text(data.village_effect[card])))
        lines.append(t("village_card.choose"))
    return village_card_title(data, card), lines


def village_card_title(data: GameData, card: int) -> str:
    """ "Village card: 2 full rows": a village card by its goal, not its data code ("v22")."""
    return t("village_card.title", goal=t(f"goal_short.{data.village_goal[card]}"))


def leader_tip(state: TotwState, player: int) -> Tip:
    """The leader portrait: both tasks (done, met now, or not yet) and the cards still to earn."""
    board = state.boards[player]
    data = state.data
    leader = data.leaders[board.leader]
    path = ", ".join(colour_name(c) for c in leader.path)
    lines = []
    for task, what in ((0, t("leader.path", path=path)), (1, t(f"task.{leader.unique}"))):
        if board.tasks_done[task]:
            status = t("leader.done")
        elif task_holds(state, player, task):
            status = t("leader.met_now")
        else:
            status = t("leader.not_yet")
        lines.append(f"{what} — {status}")
    remaining = [p for p in leader.cards if p not in board.powers]
    lines.append(t("leader.cards", names=", ".join(power_name(p) for p in remaining)))
    return t("leader.title", name=t(f"leader_name.{leader.id}")), lines


def power_name(power: int) -> str:
    return t(f"power.{Power(power).name.lower()}.name")


def power_help(power: int) -> str:
    """What a leader card does, as a phrase that follows its name after a colon ("Перевертень:
    вимога виконана й тоді…"): lower case and no colon of its own, as Ukrainian writes it (not
    "Перевертень: Вимога…", "Попутний вітер: Граючи жовту карту: +1 переміщення.")."""
    return t(f"power.{Power(power).name.lower()}.help")


def power_tip(power: int) -> Tip:
    return power_name(power), [capitalised(power_help(power))]


def power_line(power: int) -> str:
    """A held leader card in the leader's tooltip: its name and what it does, in one line."""
    return t("leader.power_line", name=power_name(power), help=power_help(power))


def element_row_tip(state: TotwState, slot: int) -> Tip:
    card = state.element_row[slot]
    lines = [t("element_row.help")]
    if card != EMPTY:
        lines.insert(0, t("element_row.back", element=element_name(state.element_of(card))))
    if state.num_players == 2:
        lines.append(t("element_row.neighbour"))
    return t("element_row.title", slot=slot + 1), lines


def deck_tip(state: TotwState) -> Tip:
    deck = state.element_deck
    lines = [t("deck.size", count=len(deck))]
    if deck:
        lines.append(t("deck.top", element=element_name(state.element_of(deck[-1]))))
    lines.append(t("deck.help"))
    return t("deck.title"), lines


def discard_tip(state: TotwState) -> Tip:
    pile = state.element_discard
    lines = [t("discard.size", count=len(pile))]
    if pile:
        lines.append(t("discard.top", element=element_name(state.data.card_element[pile[-1]])))
    return t("discard.title"), lines


def end_token_tip(state: TotwState, names: Sequence[str]) -> Tip:
    if state.end_token >= 0:
        return t("end_token.title"), [
            t("end_token.taken", name=names[state.end_token], round=state.end_round)
        ]
    return t("end_token.title"), [t("end_token.help")]


def holder_backs_tip(state: TotwState, player: int, names: Sequence[str]) -> Tip:
    """Someone else's holder: only the backs are public (spec 8); they count for requirements."""
    board = state.boards[player]
    counts = state.element_counts(board.hand)
    line = ", ".join(f"{element_name(e)} {counts[e]}" for e in range(4))
    return t("holder.title", name=names[player]), [line, t("holder.backs_help")]


def score_lines(state: TotwState, player: int) -> list[tuple[str, int]]:
    """The live score breakdown (spec 7) as (label, points), total last."""
    breakdown = state.score_breakdown(player)
    lines = [(t(f"score.{key}"), value) for key, value in breakdown.items()]
    lines.append((t("score.total"), sum(breakdown.values())))
    return lines


def board_summary(board: Board) -> str:
    """A short line for small panels (villages, temples, water)."""
    return t("summary", villages=board.villages, temples=len(board.temples_built()), water=board.water)
