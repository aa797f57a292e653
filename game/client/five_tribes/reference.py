"""Five Tribes' reference in the rules overlay: the djinns, the tiles and tribes, the goods.

Every number comes from the engine's data (``game.rules.five_tribes.data``, loaded from
``levels/five_tribes/``), every word from the same strings the tooltips use, so the reference
says what the table does (docs/rules/five_tribes.md, sections 2 and 7)."""

from __future__ import annotations

from game.client.table.reference import Chapter, Entry
from game.client.text import tr
from game.rules.five_tribes import data

NS = "five_tribes"
TRIBES = ("vizier", "elder", "merchant", "builder", "assassin")  # data.COLOUR_NAMES order
COSTS = {"E/F": "E_F", "E+E/F": "EpE_F", "F": "F", "F+": "Fp"}


def _djinn(djinn: data.Djinn) -> Entry:
    name = tr(f"{NS}.djinn.{djinn.id}.name")
    if djinn.cost is None:
        title = tr(f"{NS}.reference.djinn_free", name=name, vp=djinn.vp)
    else:
        title = tr(f"{NS}.reference.djinn", name=name, vp=djinn.vp, cost=tr(f"{NS}.cost.{COSTS[djinn.cost]}"))
    return Entry(title, tr(f"{NS}.djinn.{djinn.id}.effect"))


def _tile(kind: data.TileKind) -> Entry:
    values = data.TILE_VPS[kind]
    colour = tr(f"{NS}.reference.{'blue' if kind in data.BLUE_KINDS else 'red'}")
    points = ", ".join(str(v) for v in sorted(set(values)))
    name = tr(f"{NS}.tile.{data.KIND_NAMES[kind]}")
    title = tr(f"{NS}.reference.tile", name=name, n=len(values), points=points, colour=colour)
    return Entry(title, tr(f"{NS}.tile_action.{data.KIND_NAMES[kind]}"))


def _tribe(index: int) -> Entry:
    name = tr(f"{NS}.tribe.{TRIBES[index]}")
    title = tr(f"{NS}.reference.tribe", name=name[:1].upper() + name[1:], n=data.MEEPLE_COUNTS[index])
    return Entry(title, tr(f"{NS}.tribe_action.{TRIBES[index]}"))


def _goods() -> tuple[Entry, ...]:
    kinds = ", ".join(
        tr(f"{NS}.reference.card_count", name=tr(f"{NS}.card.{name}"), n=count)
        for name, count in zip(data.CARD_NAMES, data.CARD_COUNTS)
    )
    suits = ", ".join(
        tr(f"{NS}.reference.suit_value", size=size, points=points)
        for size, points in enumerate(data.SUIT_VALUES)
        if size
    )
    return (
        Entry(tr(f"{NS}.reference.cards_title"), kinds),
        Entry(tr(f"{NS}.reference.suits_title"), tr(f"{NS}.reference.suits", values=suits)),
    )


def chapters() -> list[Chapter]:
    return [
        Chapter(tr(f"{NS}.reference.djinns_chapter"), tuple(_djinn(d) for d in data.DJINNS)),
        Chapter(
            tr(f"{NS}.reference.board_chapter"),
            tuple(_tile(kind) for kind in data.TileKind) + tuple(_tribe(i) for i in range(len(TRIBES))),
        ),
        Chapter(tr(f"{NS}.reference.goods_chapter"), _goods()),
    ]
