"""Names of Prehistories things in the current language (spec 11's glossary), all through ``tr``."""

from __future__ import annotations

from game.client.text import tr
from game.rules.prehistories.data import STRENGTH, components

NS = "prehistories"


def animal(index: int) -> str:
    """Square type 0-9: the five ordinary animals, then the five legendary ones."""
    return tr(f"{NS}.animal.{components().animals[index]}")


def tile_name(kind_index: int) -> str:
    kind = components().tiles[kind_index]
    if kind.legendary:
        return tr(f"{NS}.tile.legendary", animal=animal(kind.animal))
    return tr(f"{NS}.tile.ordinary", animal=animal(kind.animal), count=len(kind.sides[0].cells))


def tile_name_by(name: str) -> str:
    return tile_name(components().tile_index[name])


def colour(colour_index: int) -> str:
    return tr(f"{NS}.colour.{components().tribes[colour_index].colour}")


def tribe_animal(colour_index: int) -> str:
    return tr(f"{NS}.tribe_animal.{components().tribes[colour_index].animal}")


def objective(side_id: str) -> str:
    return tr(f"{NS}.objective.{side_id}.name")


def objective_rule(side_id: str) -> str:
    return tr(f"{NS}.objective.{side_id}.rule")


def side(side_index: int) -> str:
    return tr(f"{NS}.side.{'front' if side_index == 0 else 'back'}")


def card(speed: int) -> str:
    return tr(f"{NS}.card.name", speed=speed, strength=STRENGTH[speed])


def card_title(speed: int) -> str:
    """A hunter card as a tooltip's title: ``card`` reads mid-sentence in the log ("мисливець 27
    (сила 4)"), a title starts upper case."""
    name = card(speed)
    return name[:1].upper() + name[1:]


def zone(label: str) -> str:
    return tr(f"{NS}.zone.name", label=label)


def injury_range(orange: int, green: int) -> str:
    """The strengths that take a zone's tile with an injury (2.4): "1–3", or "2" alone when the
    green arrow starts right after the orange one. The orange arrow and its tooltip both say it."""
    top = green - 1
    return f"{orange}" if top <= orange else f"{orange}–{top}"
