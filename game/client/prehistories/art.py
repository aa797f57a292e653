"""The Prehistories look (docs/ui.md: ochre, charcoal, rust red on rough stone; painted tiles brushed).

Everything here is made once and cached: brushed squares per animal and size, whole tiles per
side and cell size, hunter card faces and backs, stone panels, totem tokens and tinted glyphs,
composed from the sprites of ``tools/make_prehistories_sprites.py``.
"""

from __future__ import annotations

import pygame

from game.client.assets import Assets
from game.client.text import font
from game.rules.prehistories.data import STRENGTH, components

Color = tuple[int, int, int]

OCHRE = (214, 150, 62)
OCHRE_LIGHT = (240, 196, 120)
CHARCOAL = (34, 29, 26)
CHARCOAL_LIGHT = (62, 54, 48)
RUST = (170, 62, 38)
BONE = (242, 230, 204)
BONE_DIM = (196, 182, 158)
GREEN = (92, 178, 80)
ORANGE = (236, 132, 40)
TINT_LEGAL = (250, 214, 120)
TINT_BAD = (210, 60, 40)

TRIBE_RGB: dict[str, Color] = {
    "yellow": (224, 176, 48),
    "blue": (63, 120, 200),
    "red": (192, 64, 44),
    "green": (77, 154, 68),
    "white": (232, 226, 212),
}

# 2.3: tile art backgrounds; the glyph colour on each keeps contrast (colour is never the only cue).
ANIMAL_BACK: tuple[Color, ...] = (
    (74, 52, 38),  # fish: dark brown (blue fish)
    (208, 122, 44),  # mammoth: orange
    (138, 134, 128),  # buffalo: grey
    (168, 56, 42),  # ibex: red
    (230, 214, 176),  # boar: cream
    (58, 46, 70),  # legendary animals: deep violet charcoal with a gold glyph
    (58, 46, 70),
    (58, 46, 70),
    (58, 46, 70),
    (58, 46, 70),
)
ANIMAL_INK: tuple[Color, ...] = (
    (110, 168, 226),
    (70, 38, 20),
    (36, 32, 30),
    (246, 226, 196),
    (128, 58, 34),
    (236, 190, 84),
    (236, 190, 84),
    (236, 190, 84),
    (236, 190, 84),
    (236, 190, 84),
)
GLYPHS = (
    "fish",
    "mammoth",
    "buffalo",
    "ibex",
    "boar",
    "sabre_tooth_cat",
    "terror_bird",
    "giant_deer",
    "crocodile",
    "great_serpent",
)


def tribe_rgb(colour_index: int) -> Color:
    return TRIBE_RGB[components().tribes[colour_index].colour]


class Art:
    """Cached surfaces of one asset registry."""

    def __init__(self, assets: Assets) -> None:
        self.assets = assets
        self._cache: dict[tuple[object, ...], pygame.Surface] = {}

    def _get(self, key: tuple[object, ...], make: object) -> pygame.Surface:
        surface = self._cache.get(key)
        if surface is None:
            surface = make()  # type: ignore[operator]
            self._cache[key] = surface
        return surface

    # -- glyphs ----------------------------------------------------------------------------------

    def opaque(self, name: str) -> pygame.Surface:
        """A full-canvas image without its alpha channel: the backdrop blits 4-5x faster so."""
        if pygame.display.get_surface() is None:
            return self.assets.image(name)
        return self._get(("opaque", name), lambda: self.assets.image(name).convert())

    def glyph(self, name: str, size: int, colour: Color) -> pygame.Surface:
        def make() -> pygame.Surface:
            image = self.assets.scaled(f"prehistories/glyph_{name}", (size, size)).copy()
            image.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
            return image

        return self._get(("glyph", name, size, colour), make)

    def animal_glyph(self, animal: int, size: int) -> pygame.Surface:
        return self.glyph(GLYPHS[animal], size, ANIMAL_INK[animal])

    def tribe_glyph(self, colour_index: int, size: int, colour: Color | None = None) -> pygame.Surface:
        tribe = components().tribes[colour_index]
        return self.glyph(tribe.animal, size, colour or tribe_rgb(colour_index))

    def totem(self, colour_index: int, size: int) -> pygame.Surface:
        colour = components().tribes[colour_index].colour
        return self.assets.scaled(f"prehistories/totem_{colour}", (size, size))

    # -- squares and tiles -----------------------------------------------------------------------

    def square(self, animal: int, size: int) -> pygame.Surface:
        """A brushed square of one animal: its colour dragged over the brush texture, glyph on top."""

        def make() -> pygame.Surface:
            surface = (
                pygame.Surface((size, size)).convert()
                if pygame.display.get_surface()
                else pygame.Surface((size, size))
            )
            surface.fill(ANIMAL_BACK[animal])
            brush = self.assets.image("prehistories/brush")
            offset = (animal * 23) % max(1, brush.get_width() - size)
            patch = pygame.transform.smoothscale(
                brush.subsurface(pygame.Rect(offset, offset // 2, min(64, brush.get_width() - offset), 64)),
                (size, size),
            )
            surface.blit(patch, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
            glyph = self.animal_glyph(animal, max(12, size - 6))
            surface.blit(glyph, glyph.get_rect(center=(size // 2, size // 2)))
            return surface

        return self._get(("square", animal, size), make)

    def tile(self, kind_index: int, side: int, cell: int, ghost: bool = False) -> pygame.Surface:
        """One side of a tile at ``cell`` px per square: brushed squares, a dark painted outline."""

        def make() -> pygame.Surface:
            kind = components().tiles[kind_index]
            shape = kind.sides[side]
            surface = pygame.Surface((shape.width * cell + 6, shape.height * cell + 6), pygame.SRCALPHA)
            cells = set(shape.cells)
            shadow = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            for dx, dy in cells:
                pygame.draw.rect(shadow, (0, 0, 0, 70), (dx * cell + 4, dy * cell + 5, cell, cell))
            if not ghost:
                surface.blit(shadow, (0, 0))
            square = self.square(kind.animal, cell)
            for dx, dy in cells:
                surface.blit(square, (dx * cell, dy * cell))
            edge = (28, 20, 16, 255)
            light = (255, 240, 210, 90)
            for dx, dy in cells:
                x, y = dx * cell, dy * cell
                if (dx, dy - 1) not in cells:
                    pygame.draw.line(surface, edge, (x, y), (x + cell - 1, y), 2)
                    pygame.draw.line(surface, light, (x + 2, y + 2), (x + cell - 3, y + 2), 1)
                if (dx, dy + 1) not in cells:
                    pygame.draw.line(surface, edge, (x, y + cell - 1), (x + cell - 1, y + cell - 1), 2)
                if (dx - 1, dy) not in cells:
                    pygame.draw.line(surface, edge, (x, y), (x, y + cell - 1), 2)
                    pygame.draw.line(surface, light, (x + 2, y + 2), (x + 2, y + cell - 3), 1)
                if (dx + 1, dy) not in cells:
                    pygame.draw.line(surface, edge, (x + cell - 1, y), (x + cell - 1, y + cell - 1), 2)
            if ghost:
                surface.set_alpha(170)
            return surface

        return self._get(("tile", kind_index, side, cell, ghost), make)

    # -- panels and cards ------------------------------------------------------------------------

    def panel(self, width: int, height: int, rim: Color = OCHRE, radius: int = 10) -> pygame.Surface:
        """Rough stone with a soft shadow edge and a painted ochre rim."""

        def make() -> pygame.Surface:
            stone = self.assets.image("prehistories/stone")
            surface = pygame.Surface((width, height), pygame.SRCALPHA)
            # One stretch of the texture per panel: tiling it would show seams.
            side = max(width, height)
            surface.blit(pygame.transform.smoothscale(stone, (side, side)), (0, 0))
            mask = pygame.Surface((width, height), pygame.SRCALPHA)
            pygame.draw.rect(mask, (255, 255, 255, 235), mask.get_rect(), border_radius=radius)
            surface.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            pygame.draw.rect(surface, (*rim, 255), surface.get_rect(), 2, border_radius=radius)
            pygame.draw.line(surface, (255, 230, 190, 60), (radius, 3), (width - radius, 3), 2)
            return surface

        return self._get(("panel", width, height, rim, radius), make)

    def card_back(self, colour_index: int, width: int, height: int) -> pygame.Surface:
        colour = components().tribes[colour_index].colour
        return self.assets.scaled(f"prehistories/card_back_{colour}", (width, height))

    def hunter_card(self, speed: int, width: int, height: int) -> pygame.Surface:
        """A hunter card face: strength large at the top left (with pips), speed at the bottom right."""

        def make() -> pygame.Surface:
            owner = components().owner[speed]
            band = tribe_rgb(owner)
            surface = pygame.Surface((width, height), pygame.SRCALPHA)
            pygame.draw.rect(surface, (0, 0, 0, 60), (3, 4, width - 3, height - 3), border_radius=10)
            body = pygame.Rect(0, 0, width - 3, height - 3)
            pygame.draw.rect(surface, (236, 220, 188), body, border_radius=10)
            brush = self.assets.scaled("prehistories/brush", (body.width, body.height))
            tinted = brush.copy()
            surface.blit(tinted, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
            pygame.draw.rect(surface, band, body, 5, border_radius=10)
            strength = STRENGTH[speed]
            if width < 60:
                # A small card (a revealed party on a tribe's panel): just the two numbers, both
                # at the left edge, which is what shows when the next card overlaps it.
                big = font(20, True).render(str(strength), True, RUST)
                surface.blit(big, (3, 1))
                number = font(16, True).render(str(speed), True, CHARCOAL)
                surface.blit(number, number.get_rect(bottomleft=(3, body.bottom - 2)))
                return surface
            size = max(24, height // 4)
            big = font(size, True).render(str(strength), True, RUST)
            surface.blit(big, (9, 4))
            pip_y = 8 + big.get_height()
            for i in range(strength):
                pygame.draw.circle(surface, RUST, (14 + (i % 3) * 10, pip_y + (i // 3) * 10), 4)
            glyph = self.glyph("hunter", int(height * 0.42), CHARCOAL)
            surface.blit(glyph, glyph.get_rect(center=(body.centerx + 10, body.centery + 4)))
            number = font(max(20, height // 6), True).render(str(speed), True, CHARCOAL)
            surface.blit(number, number.get_rect(bottomright=(body.right - 9, body.bottom - 5)))
            return surface

        return self._get(("hunter", speed, width, height), make)

    def hand_print(self, size: int, colour: Color = RUST) -> pygame.Surface:
        return self.glyph("hand", size, colour)
