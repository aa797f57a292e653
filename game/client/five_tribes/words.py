"""Localized names of Five Tribes things (keys in ``i18n/five_tribes.<lang>.json``)."""

from __future__ import annotations

from game.client.text import tr
from game.rules.five_tribes.board import TILE_NAMES
from game.rules.five_tribes.data import CARD_NAMES, DJINNS, KIND_NAMES, TRIBE_NAMES


def tribe(colour: int, count: int | None = None, *, nominative: bool = False) -> str:
    """``count`` given: the plural form with the number, as the object of a verb ("бере 2
    торговців"), or ``nominative`` as a subject or in a list ("Міпли: 2 візирі, 1 мудрець")."""
    if count is None:
        return tr(f"five_tribes.tribe.{TRIBE_NAMES[colour]}")
    forms = "tribe_nom" if nominative else "tribe_count"
    return tr(f"five_tribes.{forms}.{TRIBE_NAMES[colour]}", count=count)


def one_of_tribe(colour: int) -> str:
    """One meeple as the object of a verb: "an elder" (English article), "мудреця" (accusative)."""
    return tr(f"five_tribes.tribe_acc.{TRIBE_NAMES[colour]}")


def card(kind: int) -> str:
    return tr(f"five_tribes.card.{CARD_NAMES[kind]}")


def djinn(index: int) -> str:
    return tr(f"five_tribes.djinn.{DJINNS[index].id}.name")


def djinn_effect(index: int) -> str:
    return tr(f"five_tribes.djinn.{DJINNS[index].id}.effect")


def djinn_short(index: int) -> str:
    """The power in a few words, printed on the card."""
    return tr(f"five_tribes.djinn.{DJINNS[index].id}.short")


def djinn_cost(index: int) -> str | None:
    """What a use costs; None for a djinn that is always active (no use, no cost)."""
    cost = DJINNS[index].cost
    if not cost:
        return None
    return tr(f"five_tribes.cost.{cost.replace('/', '_').replace('+', 'p')}")


def tile_kind(kind: int) -> str:
    return tr(f"five_tribes.tile.{KIND_NAMES[kind]}")


def tile_action(kind: int) -> str:
    return tr(f"five_tribes.tile_action.{KIND_NAMES[kind]}")


def tile(index: int) -> str:
    return TILE_NAMES[index]
