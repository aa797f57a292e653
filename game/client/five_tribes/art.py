"""Five Tribes' pieces as sprites and small drawn emblems: meeples, camels, value discs and the
goods icons of the cards (the images themselves are assets; these helpers size and mark them)."""

from __future__ import annotations

import pygame

from game.client.assets import Assets
from game.client.badges import draw_count_badge, outline_text, rimmed
from game.client.five_tribes.layout import CAMEL_SPRITES, PLAYER_COLOURS
from game.rules.five_tribes.data import BLUE_KINDS, TRIBE_NAMES, TileKind

MEEPLE_SIZE = (30, 36)
CAMEL_SIZE = (44, 40)
TRIBE_LETTERS = ("V", "E", "M", "B", "A")
# The meeple colours (yellow, white, green, blue, red) for the ring of a count badge.
BADGE_RINGS = ((240, 200, 40), (236, 232, 222), (60, 170, 70), (60, 120, 220), (210, 50, 50))


def meeple_sprite(assets: Assets, colour: int, size: tuple[int, int] = MEEPLE_SIZE) -> pygame.Surface:
    return assets.scaled(f"five_tribes/meeple_{TRIBE_NAMES[colour]}", size)


def camel_sprite(assets: Assets, player: int, size: tuple[int, int] = CAMEL_SIZE) -> pygame.Surface:
    sprite = assets.scaled(f"five_tribes/camel_{CAMEL_SPRITES[player]}", size)
    return rimmed(sprite) if sum(PLAYER_COLOURS[player]) < 300 else sprite  # rimmed: black is lost on indigo


def draw_value_disc(
    surface: pygame.Surface,
    assets: Assets,
    kind: int,
    vp: int | None,
    centre: tuple[int, int],
    radius: int = 18,
) -> None:
    """A tile's value disc: its blue or red (builders count the blue tiles) as a wide
    ring around a dark centre holding the number, so the number no longer hides the colour."""
    ring = (40, 110, 230) if TileKind(kind) in BLUE_KINDS else (220, 50, 40)
    pygame.draw.circle(surface, (250, 240, 220), centre, radius)
    pygame.draw.circle(surface, ring, centre, radius - 2)
    if vp is not None:
        pygame.draw.circle(surface, (30, 24, 52), centre, 10)
        outline_text(surface, str(vp), 18 if vp < 10 else 16, (255, 255, 255), centre)


def draw_meeple(
    surface: pygame.Surface,
    assets: Assets,
    colour: int,
    centre: tuple[float, float],
    high_contrast: bool,
    count: int = 1,
    size: tuple[int, int] = MEEPLE_SIZE,
) -> None:
    sprite = meeple_sprite(assets, colour, size)
    rect = sprite.get_rect(center=(round(centre[0]), round(centre[1])))
    surface.blit(sprite, rect)
    if high_contrast:
        outline_text(surface, TRIBE_LETTERS[colour], 16, (255, 255, 255), (rect.centerx, rect.centery + 4))
    if count > 1:
        # The count sits on its own meeple's lower right, inside the sprite (so inside
        # the tile), in a dark badge ringed with the meeple's colour: never between two meeples.
        draw_count_badge(surface, count, (rect.right - 5, rect.bottom - 7), BADGE_RINGS[colour])


CARD_TINTS = (
    (236, 230, 214),  # ivory
    (120, 196, 220),  # jewels
    (240, 196, 70),  # gold
    (214, 192, 140),  # papyrus
    (210, 130, 190),  # silk
    (226, 122, 60),  # spice
    (110, 160, 210),  # fish
    (226, 200, 100),  # wheat
    (190, 110, 80),  # pottery
    (150, 110, 190),  # fakir
)


def draw_goods_icon(surface: pygame.Surface, kind: int, centre: tuple[int, int], size: int) -> None:
    """A small drawn emblem per card kind, so cards differ by shape as well as by tint."""
    x, y = centre
    r = size // 2
    dark = (60, 40, 20)
    if kind == 0:  # ivory: a curved tusk
        pygame.draw.arc(
            surface, (250, 246, 230), pygame.Rect(x - r, y - r, 2 * r, 2 * r), 0.6, 3.4, max(3, r // 2)
        )
    elif kind == 1:  # jewels: a cut gem
        points = [(x, y - r), (x + r, y - r // 3), (x, y + r), (x - r, y - r // 3)]
        pygame.draw.polygon(surface, (40, 150, 200), points)
        pygame.draw.polygon(surface, dark, points, 2)
    elif kind == 2:  # gold: an ingot
        points = [
            (x - r, y + r // 2),
            (x + r, y + r // 2),
            (x + r // 2, y - r // 2),
            (x - r // 2, y - r // 2),
        ]
        pygame.draw.polygon(surface, (250, 200, 40), points)
        pygame.draw.polygon(surface, dark, points, 2)
    elif kind == 3:  # papyrus: a scroll
        pygame.draw.rect(surface, (240, 225, 180), pygame.Rect(x - r, y - r // 2, 2 * r, r), border_radius=4)
        pygame.draw.circle(surface, dark, (x - r, y), r // 3, 2)
        pygame.draw.circle(surface, dark, (x + r, y), r // 3, 2)
    elif kind == 4:  # silk: a wave of cloth
        pygame.draw.lines(
            surface,
            (180, 60, 150),
            False,
            [(x - r, y), (x - r // 2, y - r // 2), (x, y), (x + r // 2, y + r // 2), (x + r, y)],
            4,
        )
    elif kind == 5:  # spice: a heap
        pygame.draw.polygon(
            surface, (200, 80, 30), [(x - r, y + r // 2), (x + r, y + r // 2), (x, y - r // 2)]
        )
    elif kind == 6:  # fish
        pygame.draw.ellipse(surface, (60, 110, 180), pygame.Rect(x - r, y - r // 3, int(1.5 * r), 2 * r // 3))
        pygame.draw.polygon(
            surface, (60, 110, 180), [(x + r // 2, y), (x + r, y - r // 2), (x + r, y + r // 2)]
        )
    elif kind == 7:  # wheat: three ears
        for dx in (-r // 2, 0, r // 2):
            pygame.draw.line(surface, (150, 110, 30), (x + dx, y + r), (x + dx, y - r // 2), 2)
            pygame.draw.ellipse(surface, (210, 170, 60), pygame.Rect(x + dx - 3, y - r, 6, r))
    elif kind == 8:  # pottery: a jar
        pygame.draw.circle(surface, (170, 90, 60), (x, y + r // 4), 2 * r // 3)
        pygame.draw.rect(surface, (170, 90, 60), pygame.Rect(x - r // 3, y - r, 2 * r // 3, r // 2 + 2))
    else:  # fakir: a crescent
        pygame.draw.circle(surface, (250, 240, 255), (x, y), r - 1)
        pygame.draw.circle(surface, CARD_TINTS[9], (x + r // 3, y - r // 4), r - 2)
