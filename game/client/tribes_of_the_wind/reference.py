"""Tribes of the Wind's reference in the rules overlay: the icons, the leaders, the village cards.

The icons are the ones the cards and boards draw (``GameView.draw_rules_icon`` draws them from
the same art), the goals, stars and effects come from the engine's ``game_data()`` (loaded from
``levels/tribes_of_the_wind/``), the words from the tooltips' own helpers
(docs/rules/tribes_of_the_wind.md, sections 2 and 7)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable

import pygame

from game.client.table.reference import Chapter, Entry
from game.client.tribes_of_the_wind import art
from game.client.tribes_of_the_wind.draw_rows import effect_icon, requirement_label
from game.client.tribes_of_the_wind.words import effect_text, element_name, t
from game.client.tribes_of_the_wind.words_board import (
    capitalised,
    colour_name,
    feature_name,
    power_help,
    power_name,
)
from game.rules.tribes_of_the_wind.data import Feature, Fx, Power, Req, game_data

ELEMENTS = ("red", "blue", "green", "yellow")
FEATURES = {
    Feature.TURBINE: "turbine",
    Feature.CATAPULT: "catapult",
    Feature.PORTAL: "portal",
    Feature.WATER: "water",
}


def _icons() -> tuple[Entry, ...]:
    elements = tuple(
        Entry(capitalised(element_name(e)), t(f"reference.element.{ELEMENTS[e]}"), ("element", e))
        for e in range(4)
    )
    effects = tuple(
        Entry(
            capitalised(t(f"reference.fx.{fx.name.lower()}.title")),
            t(f"reference.fx.{fx.name.lower()}.body"),
            ("fx", int(fx)),
        )
        for fx in Fx
    )
    features = tuple(
        Entry(capitalised(feature_name(f)), capitalised(t(f"feature.{key}.help")) + ".", ("feature", int(f)))
        for f, key in FEATURES.items()
    )
    signs = tuple(
        Entry(requirement_label((req, 0, 2)), t(f"reference.sign.{req.name.lower()}")) for req in Req
    )
    return elements + effects + features + signs


def _leaders() -> tuple[Entry, ...]:
    data = game_data()
    leaders = []
    for leader in data.leaders:
        path = ", ".join(colour_name(c) for c in leader.path)
        body = t(
            "reference.leader_body",
            path=path,
            task=t(f"task.{leader.unique}"),
            powers=", ".join(power_name(p) for p in leader.cards),
        )
        leaders.append(Entry(t(f"leader_name.{leader.id}"), body))
    powers = tuple(Entry(power_name(p), capitalised(power_help(p))) for p in Power)
    return (*leaders, *powers)


def _village_cards() -> tuple[Entry, ...]:
    data = game_data()
    seen = Counter(zip(data.village_goal, data.village_stars, data.village_effect))
    entries = []
    for (goal, stars, effect), copies in seen.items():
        title = capitalised(t(f"goal.{goal}"))
        title = t("reference.copies", text=title, n=copies) if copies > 1 else title
        entries.append(Entry(title, t("reference.village_body", count=stars, now=effect_text(effect))))
    return tuple(entries)


def chapters() -> list[Chapter]:
    return [
        Chapter(t("reference.icons_chapter"), _icons()),
        Chapter(t("reference.leaders_chapter"), _leaders()),
        Chapter(t("reference.villages_chapter"), _village_cards()),
    ]


def draw_icon(surface: pygame.Surface, icon: Hashable, rect: pygame.Rect) -> None:
    """The art the table draws for an element, an effect or a village feature."""
    if not isinstance(icon, tuple) or len(icon) != 2:
        return
    kind, value = icon
    size = min(rect.width, rect.height)
    if kind == "element":
        sprite = art.element_icon(value, size)
    elif kind == "fx":
        sprite = effect_icon(value, size)
    elif kind == "feature":
        sprite = art.feature_icon(value, size)
    else:
        return
    surface.blit(sprite, sprite.get_rect(center=rect.center))
