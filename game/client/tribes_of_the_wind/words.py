"""Card rows in words: what a requirement needs (with the live counts), whether it holds, what it gives.

The physical game's pain point is hunting for symbol meanings, so every card row explains
itself: "Needs: fewer blue cards than both neighbours (you 1, Olena 2, row 3). Gives: 3 water,
remove 2 pollution." The truth of a requirement always comes from the engine
(``legal.playable_rows``); this module only puts the same counts into words and names the count that
falls short. Pure text: no pygame.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.client.text import tr
from game.rules.tribes_of_the_wind.data import Effect, Element, Fx, GameData, Power, Req, Requirement
from game.rules.tribes_of_the_wind.legal import HIDDEN, element_view, idle_effect, playable_rows
from game.rules.tribes_of_the_wind.requirements import holds
from game.rules.tribes_of_the_wind.state import TotwState

NS = "tribes_of_the_wind"
ELEMENT_KEYS = ("red", "blue", "green", "yellow")

REQ_KEYS = {  # a requirement kind's key in the word files (req., short., sign.)
    Req.YOU_AT_LEAST: "you_at_least",
    Req.NO: "no",
    Req.FEWER_ONE: "fewer_one",
    Req.FEWER_BOTH: "fewer_both",
    Req.MORE_ONE: "more_one",
    Req.MORE_BOTH: "more_both",
    Req.NEIGHBOURS_AT_LEAST: "nbrs_at_least",
    Req.EACH_AT_LEAST_ONE: "each_at_least_one",
    Req.ALL_FOUR: "all_four",
    Req.MOST: "most",
    Req.NONE: "none",
}


def t(key: str, count: int | None = None, **values: Any) -> str:
    """A string of this game's namespace."""
    return tr(f"{NS}.{key}", count=count, **values)


def element_word(element: int) -> str:
    """The element as an adjective for cards ("blue" / "синіх")."""
    return t(f"element.{ELEMENT_KEYS[element]}.adj")


def _element_forms(element: int) -> dict[str, str]:
    """The adjective forms a requirement sentence may use (Ukrainian needs three cases)."""
    if element < 0:
        return {"el": "", "el1": "", "el1n": ""}
    key = ELEMENT_KEYS[element]
    return {
        "el": t(f"element.{key}.adj"),
        "el1": t(f"element.{key}.adj_one"),
        "el1n": t(f"element.{key}.adj_nom"),
    }


def element_name(element: int) -> str:
    """The element's own name ("water" / "вода"), as on the card backs."""
    return t(f"element.{ELEMENT_KEYS[element]}.name")


@dataclass(frozen=True, slots=True)
class Counts:
    """Element counts behind a requirement, each indexed by element, with the neighbours' names."""

    you: Sequence[int]
    n1: Sequence[int]
    n2: Sequence[int]
    table: Sequence[int]
    n1_name: str
    n2_name: str


def neighbour_names(state: TotwState, player: int, names: Sequence[str]) -> tuple[str, str]:
    """2.2: the seats just before and after; at 2 players the opponent and the element row."""
    p = state.num_players
    if p == 2:
        return names[1 - player], t("words.row")
    return names[(player - 1) % p], names[(player + 1) % p]


def counts_for(state: TotwState, player: int, names: Sequence[str], card: int | None = None) -> Counts:
    """The counts the engine uses for ``player``; with flag ``played_card_counts`` off, ``card`` is set aside."""
    you, n1, n2, table = element_view(state, player)
    if card is not None and 0 <= card < HIDDEN and not state.flags.played_card_counts:
        element = state.data.card_element[card]
        you, table = list(you), list(table)
        you[element] -= 1
        table[element] -= 1
    a, b = neighbour_names(state, player, names)
    return Counts(you, n1, n2, table, a, b)


def needs_text(req: Requirement, counts: Counts | None) -> str:
    """ "Needs: …" with the live counts in brackets when ``counts`` is given."""
    kind, e, k = req
    key = REQ_KEYS[kind]
    forms: dict[str, Any] = dict(_element_forms(e))
    body = t(f"req.{key}", k=k, **forms)
    if counts is None or kind == Req.NONE:
        return t("words.needs", what=body)
    return t("words.needs_counts", what=body, counts=_counts_phrase(req, counts))


def _counts_phrase(req: Requirement, c: Counts) -> str:
    kind, e, _ = req
    if kind in (Req.YOU_AT_LEAST, Req.NO):
        return t("words.you_have", n=c.you[e])
    if kind in (Req.FEWER_ONE, Req.FEWER_BOTH, Req.MORE_ONE, Req.MORE_BOTH):
        return t("words.you_and_neighbours", you=c.you[e], a=c.n1_name, n1=c.n1[e], b=c.n2_name, n2=c.n2[e])
    if kind in (Req.NEIGHBOURS_AT_LEAST, Req.EACH_AT_LEAST_ONE):
        return t("words.neighbours", a=c.n1_name, n1=c.n1[e], b=c.n2_name, n2=c.n2[e])
    if kind == Req.ALL_FOUR:
        return ", ".join(f"{element_name(x)} {c.you[x]}" for x in range(4))
    return t("words.on_table") + " " + ", ".join(f"{element_name(x)} {c.table[x]}" for x in range(4))


def shortfall(req: Requirement, c: Counts) -> str:
    """Which count falls short, in words ("" when the requirement holds on these counts)."""
    if holds(req, c.you, c.n1, c.n2, c.table):
        return ""
    kind, e, k = req
    forms = _element_forms(e)
    el = forms["el"]
    you = c.you[e] if e >= 0 else 0
    if kind == Req.YOU_AT_LEAST:
        return t("short.you_at_least", el=el, you=you, missing=k - you)
    if kind == Req.NO:
        return t("short.no", count=you, el=el)
    if kind in (Req.FEWER_ONE, Req.MORE_ONE):
        return t(f"short.{REQ_KEYS[kind]}", el=el, you=you)
    if kind in (Req.FEWER_BOTH, Req.MORE_BOTH):
        fewer = kind == Req.FEWER_BOTH
        parts = [
            t("short.fewer_both" if fewer else "short.more_both", name=name, n=n, you=you)
            for name, n in ((c.n1_name, c.n1[e]), (c.n2_name, c.n2[e]))
            if (n <= you if fewer else n >= you)
        ]
        return "; ".join(parts)
    if kind == Req.NEIGHBOURS_AT_LEAST:
        total = c.n1[e] + c.n2[e]
        return t("short.nbrs_at_least", el=el, n=total, missing=k - total)
    if kind == Req.EACH_AT_LEAST_ONE:
        return "; ".join(
            t("short.each_at_least_one", name=name, el1=forms["el1"])
            for name, n in ((c.n1_name, c.n1[e]), (c.n2_name, c.n2[e]))
            if n < 1
        )
    if kind == Req.ALL_FOUR:
        missing = ", ".join(element_word(x) for x in range(4) if c.you[x] < 1)
        return t("short.all_four", missing=missing)
    # Req.MOST: name one element with more cards on the table
    mine = c.table[e]
    top = max(range(4), key=lambda x: c.table[x])
    return t("short.most", el=el, n=mine, other=element_word(top), m=c.table[top])


def effect_text(effect: Effect) -> str:
    """One effect in words ("3 water", "remove 2 pollution", "plant a forest 1 water cheaper")."""
    code, amount = effect
    if code == Fx.WATER:
        return t("fx.water", count=amount)
    if code == Fx.CLEAN:
        return t("fx.clean", count=amount)
    if code == Fx.MOVE:
        return t("fx.move", count=amount)
    if code == Fx.PLANT:
        return t("fx.plant_full") if amount == 0 else t("fx.plant", count=amount)
    if code == Fx.TEMPLE:
        return t("fx.temple")
    return t("fx.catapult")


def gives_text(effects: Sequence[Effect]) -> str:
    return t("words.gives", what=", ".join(effect_text(e) for e in effects))


def power_additions(state: TotwState, player: int, card: int) -> str:
    """Leader powers that change what this card gives (rain_song, tailwind, purifier), in words."""
    board = state.boards[player]
    element = state.data.card_element[card]
    notes = []
    if element == Element.BLUE and board.has(Power.RAIN_SONG):
        notes.append(t("power_note.rain_song"))
    if element == Element.YELLOW and board.has(Power.TAILWIND):
        notes.append(t("power_note.tailwind"))
    if board.has(Power.PURIFIER) and any(
        code == Fx.CLEAN for row in state.data.card_rows[card] for code, _ in row.effects
    ):
        notes.append(t("power_note.purifier"))
    return "; ".join(notes)


@dataclass(frozen=True, slots=True)
class RowWords:
    """One card row explained: which row, what it needs, what it gives, and whether it holds now."""

    label: str  # "Easy row" / "Hard row"
    needs: str
    gives: str
    holds: bool | None  # None: not your card to play now (no live check)
    status: str  # "Holds now" or which count falls short


def row_words(
    state: TotwState, player: int, card: int, row: int, names: Sequence[str], live: bool = True
) -> RowWords:
    """Card ``card`` (engine index), row 0 easy / 1 hard, seen from ``player``'s holder."""
    card_row = state.data.card_rows[card][row]
    label = t("words.easy_row" if row == 0 else "words.hard_row")
    if len(state.data.card_rows[card]) == 1:
        label = t("words.only_row")
    gives = gives_text(card_row.effects)
    if not live:
        return RowWords(label, needs_text(card_row.requirement, None), gives, None, "")
    counts = counts_for(state, player, names, card)
    slot = state.boards[player].hand.index(card) if card in state.boards[player].hand else -1
    ok = (
        playable_rows(state, player, slot, None)[row]
        if slot >= 0
        else holds(card_row.requirement, counts.you, counts.n1, counts.n2, counts.table)
    )
    if ok:
        plain = holds(card_row.requirement, counts.you, counts.n1, counts.n2, counts.table)
        status = t("words.holds") if plain else t("words.holds_shapeshifter")
        if player == state.seat:
            # A row may be played when its effects can do nothing (spec 2.2); a person reading
            # "Holds now" then plays a plant row with no clean space and sees nothing happen.
            idle = idle_parts(state, card_row.effects)
            if idle:
                status += " " + t("words.idle", why="; ".join(t(f"q.idle.{why}") for why in idle))
    else:
        status = t("words.falls_short", why=shortfall(card_row.requirement, counts))
    return RowWords(label, needs_text(card_row.requirement, counts), gives, ok, status)


def idle_parts(state: TotwState, effects: Sequence[Effect]) -> list[str]:
    """Which of a row's effects would do nothing if the mover played it now ("plant", "move"...,
    as ``legal.idle_effect``), reading them in the order they resolve (spec 2.2: W, P, F, T, M, K):
    the row's water counts towards a tile's cost, and an effect that an earlier one may enable
    (a space cleaned before planting, a tile planted before a temple or a move) is not called idle."""
    probe = state.clone()
    probe.boards[state.seat].water += sum(amount for code, amount in effects if code == Fx.WATER)
    codes = {code for code, _ in effects}
    enabled_by = {Fx.PLANT: Fx.CLEAN, Fx.TEMPLE: Fx.PLANT, Fx.MOVE: Fx.PLANT, Fx.CATAPULT: Fx.PLANT}
    found: list[str] = []
    for effect in effects:
        if enabled_by.get(effect[0]) in codes:
            continue
        why = idle_effect(probe, effect)
        if why is not None and why not in found:
            found.append(why)
    return found


def card_title(state: TotwState, card: int) -> str:
    """ "Blue (water) card" / "Карта стихії: синя (вода)": the card's element, never its data code
    ("b02a" was shown on the cards, tooltips, log and hint; a code says nothing at the table). The
    body of the tooltip says what each row needs and gives."""
    title = t("words.card_title", element=element_name(state.data.card_element[card]))
    return title[:1].upper() + title[1:]


def row_gist(data: GameData, card: int, row: int) -> str:
    """What one row of a card does, in words ("3 water, remove 2 pollution")."""
    return ", ".join(effect_text(e) for e in data.card_rows[card][row].effects)


def card_gist(data: GameData, card: int) -> str:
    """What a card does, which names it to a person (element cards have no printed names): its
    only row's effects, or "easy or hard" ("3 water or 5 water")."""
    rows = data.card_rows[card]
    if len(rows) == 1:
        return row_gist(data, card, 0)
    return t("words.card_gist_two", easy=row_gist(data, card, 0), hard=row_gist(data, card, 1))


def card_lines(
    state: TotwState, player: int, card: int, names: Sequence[str], live: bool = True
) -> list[str]:
    """A whole card's tooltip body: each row's label, needs, gives and status, then power notes."""
    lines: list[str] = []
    for row in range(len(state.data.card_rows[card])):
        words = row_words(state, player, card, row, names, live)
        lines.append(words.label)
        lines.append(words.needs)
        lines.append(words.gives)
        if words.status:
            lines.append(words.status)
    if live:
        extra = power_additions(state, player, card)
        if extra:
            lines.append(extra)
    return lines
