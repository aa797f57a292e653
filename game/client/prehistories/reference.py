"""Prehistories' reference in the rules overlay: the animal tiles, the objectives, the cave.

Counts, shapes, totems and strengths come from the engine's components
(``game.rules.prehistories.data``, loaded from ``levels/prehistories/``); the words are the
tooltips' own, so the reference says what the table does (docs/rules/prehistories.md)."""

from __future__ import annotations

from game.client.table.reference import Chapter, Entry
from game.client.text import tr
from game.rules.prehistories import data

NS = "prehistories"


def _animal(name: str) -> str:
    text = tr(f"{NS}.animal.{name}")
    return text[:1].upper() + text[1:]


def _stacks() -> tuple[Entry, ...]:
    parts = data.components()
    entries = []
    for stack, label in enumerate(data.STACKS):
        tiles = [t for t in parts.tiles if t.stack == stack]
        if stack == data.LEGENDARY_STACK:
            names = ", ".join(_animal(parts.animals[t.animal]) for t in tiles)
            title = tr(f"{NS}.reference.legendary_stack", n=len(tiles))
            entries.append(Entry(title, tr(f"{NS}.reference.legendary_body", names=names)))
            continue
        squares = len(tiles[0].sides[0].cells)
        animals = ", ".join(
            tr(
                f"{NS}.reference.animal_copies",
                animal=_animal(parts.animals[a]),
                n=sum(t.copies for t in tiles if t.animal == a),
            )
            for a in sorted({t.animal for t in tiles})
        )
        title = tr(f"{NS}.reference.stack", label=label, squares=squares, n=sum(t.copies for t in tiles))
        entries.append(Entry(title, animals))
    entries.append(Entry(tr(f"{NS}.tip.animal"), tr(f"{NS}.tip.tile_body")))
    return tuple(entries)


def _objective(card: int, side: str, goal: data.ObjectiveSide) -> Entry:
    title = tr(
        f"{NS}.reference.objective",
        card=card,
        side=tr(f"{NS}.tip.{side}"),
        name=tr(f"{NS}.objective.{goal.id}.name"),
        first=goal.first,
        later=goal.later,
    )
    return Entry(title, tr(f"{NS}.objective.{goal.id}.rule"))


def _objectives() -> tuple[Entry, ...]:
    permanent = tuple(
        Entry(tr(f"{NS}.objective.{name}.name"), tr(f"{NS}.objective.{name}.rule"))
        for name in ("columns", "rows", "legendaries")
    )
    cards = data.components().objective_cards
    sides = tuple(
        _objective(number, side, getattr(cards[number], side))
        for number in sorted(cards)
        for side in ("sun", "moon")
    )
    return permanent + sides


def _cave() -> tuple[Entry, ...]:
    bands = []
    for low in range(1, 61, 10):
        bands.append(tr(f"{NS}.reference.band", low=low, high=low + 9, strength=data.STRENGTH[low]))
    return (
        Entry(tr(f"{NS}.tip.strength"), tr(f"{NS}.reference.strengths", bands=", ".join(bands))),
        Entry(tr(f"{NS}.reference.one_hand"), tr(f"{NS}.tip.one_hand")),
        Entry(tr(f"{NS}.reference.two_hands"), tr(f"{NS}.tip.two_hands")),
        Entry(tr(f"{NS}.reference.hunter"), tr(f"{NS}.tip.hunter")),
        Entry(tr(f"{NS}.reference.totem"), tr(f"{NS}.reference.totem_body")),
    )


def chapters() -> list[Chapter]:
    return [
        Chapter(tr(f"{NS}.reference.tiles_chapter"), _stacks()),
        Chapter(tr(f"{NS}.reference.objectives_chapter"), _objectives()),
        Chapter(tr(f"{NS}.reference.cave_chapter"), _cave()),
    ]
