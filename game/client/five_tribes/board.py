"""The Sultanate: a cached static layer (cloth, tiles, values, coordinates) and the pieces on top."""

from __future__ import annotations

import numpy as np
import pygame

from game.client.assets import Assets
from game.client.badges import outline_text
from game.client.five_tribes.art import MEEPLE_SIZE, camel_sprite, draw_meeple, draw_value_disc
from game.client.five_tribes.layout import BOARD_CLOTH, TILE, TILE_RECTS
from game.client.highlights import draw_glow
from game.client.lettering import draw_text
from game.client.widgets import INK, SAND
from game.rules.five_tribes import FiveTribesState
from game.rules.five_tribes.board import COLS, ROWS, TILES
from game.rules.five_tribes.data import KIND_NAMES

# Five places for the five colours inside a tile: three on top, two below.
MEEPLE_SLOTS = ((22, 44), (50, 44), (78, 44), (34, 78), (66, 78))
PATH = (255, 214, 110)
# Pieces an animation is drawing itself, so the board leaves them out for now:
# ("camel" | "palm" | "palace", tile) in the table's ``Ctx.hidden``.
Hidden = frozenset


class BoardView:
    def __init__(self, assets: Assets) -> None:
        self.assets = assets
        self._static: pygame.Surface | None = None
        self._static_key: tuple[int, ...] = ()

    def static_layer(self, state: FiveTribesState) -> pygame.Surface:
        """Cloth, tile art, VP discs and coordinates: drawn once per layout, blitted every frame."""
        key = tuple(state.tile_kind) + tuple(state.tile_vp)
        if self._static is None or key != self._static_key:
            self._static = self._draw_static(state)
            self._static_key = key
        return self._static

    def _draw_static(self, state: FiveTribesState) -> pygame.Surface:
        layer = pygame.Surface(BOARD_CLOTH.size, pygame.SRCALPHA)
        layer.blit(self.assets.scaled("five_tribes/table/board_cloth", BOARD_CLOTH.size), (0, 0))
        ox, oy = -BOARD_CLOTH.x, -BOARD_CLOTH.y
        for tile in range(TILES):
            rect = TILE_RECTS[tile].move(ox, oy)
            kind = state.tile_kind[tile]
            layer.blit(self.assets.scaled(f"five_tribes/tile_{KIND_NAMES[kind]}", (TILE, TILE)), rect)
            draw_value_disc(layer, self.assets, kind, state.tile_vp[tile], (rect.x + 19, rect.y + 19))
        for col in range(COLS):
            rect = TILE_RECTS[col].move(ox, oy)
            draw_text(
                layer, "abcdef"[col], 16, INK, (rect.centerx, rect.y - 19), anchor="midtop", shadow=False
            )
        for row in range(ROWS):
            rect = TILE_RECTS[row * COLS].move(ox, oy)
            draw_text(
                layer, str(row + 1), 16, INK, (rect.x - 12, rect.centery), anchor="center", shadow=False
            )
        return layer

    def draw(
        self,
        surface: pygame.Surface,
        state: FiveTribesState,
        *,
        high_contrast: bool = False,
        hidden: frozenset[object] = frozenset(),
        with_static: bool = True,
    ) -> None:
        """The pieces on the tiles; ``with_static`` False when the caller's layer has the board."""
        if with_static:
            surface.blit(self.static_layer(state), BOARD_CLOTH.topleft)
        for tile in range(TILES):
            rect = TILE_RECTS[tile]
            self._draw_tile_pieces(surface, state, tile, rect, high_contrast, hidden)

    def _draw_tile_pieces(
        self,
        surface: pygame.Surface,
        state: FiveTribesState,
        tile: int,
        rect: pygame.Rect,
        high_contrast: bool,
        hidden: frozenset[object],
    ) -> None:
        palms = state.palms[tile] - (("palm", tile) in hidden)
        palaces = state.palaces[tile] - (("palace", tile) in hidden)
        x = rect.right - 30
        for count, name, size in ((palms, "palm", (26, 32)), (palaces, "palace", (30, 30))):
            if count > 0:
                sprite = self.assets.scaled(f"five_tribes/{name}", size)
                surface.blit(sprite, sprite.get_rect(midbottom=(x, rect.y + 34)))
                if count > 1:
                    outline_text(surface, str(count), 20, SAND, (x + 10, rect.y + 30))
                x -= 30
        owner = state.owner[tile]
        if owner >= 0 and ("camel", tile) not in hidden:
            camel = camel_sprite(self.assets, owner)
            surface.blit(camel, camel.get_rect(bottomright=(rect.right + 2, rect.bottom + 2)))
        counts = state.meeples[tile]
        if int(counts.max()) >= 10:
            self._draw_crowded(surface, counts, rect, high_contrast)
            return
        for colour in range(5):
            n = int(counts[colour])
            if n <= 0:
                continue
            cx, cy = MEEPLE_SLOTS[colour]
            draw_meeple(surface, self.assets, colour, (rect.x + cx, rect.y + cy), high_contrast, n)

    def _draw_crowded(
        self, surface: pygame.Surface, counts: np.ndarray, rect: pygame.Rect, high_contrast: bool
    ) -> None:
        """A tile holding ten or more of a colour (Anun-Nak, long stacks): two-digit counts do not
        fit beside full-size meeples, so each colour gets a small meeple and its count in a grid."""
        for colour in range(5):
            n = int(counts[colour])
            if n <= 0:
                continue
            row, col = divmod(colour, 2)
            x, y = rect.x + 14 + col * 46, rect.y + 46 + row * 22
            draw_meeple(surface, self.assets, colour, (x, y), high_contrast, 1, (18, 22))
            outline_text(surface, str(n), 20, (255, 255, 255), (x + 11, y + 1), anchor="midleft")


def count_rects(state: FiveTribesState) -> list[pygame.Rect]:
    """Where the board shows a meeple count (a badge on a meeple, or a crowded tile's numbers):
    the hint's marker keeps off them (``GameView.marker_keep_clear``)."""
    found: list[pygame.Rect] = []
    for tile, rect in enumerate(TILE_RECTS):
        counts = state.meeples[tile]
        crowded = int(counts.max()) >= 10
        for colour in range(5):
            n = int(counts[colour])
            if crowded and n > 0:
                row, col = divmod(colour, 2)
                x, y = rect.x + 14 + col * 46, rect.y + 46 + row * 22
                found.append(pygame.Rect(x - 9, y - 11, 46, 22))  # the small meeple and its number
            elif n > 1:
                cx, cy = MEEPLE_SLOTS[colour]
                w, h = MEEPLE_SIZE
                centre = (rect.x + cx - w // 2 + w - 5, rect.y + cy - h // 2 + h - 7)
                found.append(pygame.Rect(centre[0] - 12, centre[1] - 12, 24, 24))  # draw_count_badge
    return found


def glow_tile(surface: pygame.Surface, tile: int, strength: float, hovered: bool) -> None:
    """docs/ui.md: legal targets glow with a pulsing outline (``highlights.draw_glow``: its crisp
    band inside the tile keeps the glows of a board with every tile legal from running together
    in the 8 px gaps); the hovered one brightens."""
    draw_glow(surface, TILE_RECTS[tile], strength, hovered)


TRAIL_FRAME = 5  # the trail's frame lies this far outside a tile, in the gap between tiles
BRIDGE = 22  # how wide the bar across the gap between two tiles of the move is
BRIDGE_IN = 3  # ... and how far into each tile it reaches: over the tile's rim, short of its pieces


def trail_shapes(path: list[int]) -> list[tuple[pygame.Rect, int]]:
    """The move so far as (rectangle, line width) shapes: a frame in the gap around each tile it
    passed (0 fills: a bar across the gap between each two following tiles). All of it lies
    outside the tiles but the bars' ends on their rims, so it runs clear of every piece on them:
    through the tiles' centres the golden line ran through the yellow viziers."""
    shapes = [(TILE_RECTS[tile].inflate(2 * TRAIL_FRAME, 2 * TRAIL_FRAME), 4) for tile in dict.fromkeys(path)]
    shapes += [(bridge(a, b), 0) for a, b in zip(path, path[1:])]
    return shapes


def bridge(one: int, other: int) -> pygame.Rect:
    """The bar across the gap between two neighbouring tiles, at the middle of their shared edge."""
    a, b = TILE_RECTS[one], TILE_RECTS[other]
    if a.y == b.y:
        left, right = (a, b) if a.x < b.x else (b, a)
        gap = pygame.Rect(left.right, a.centery - BRIDGE // 2, right.x - left.right, BRIDGE)
        return gap.inflate(2 * BRIDGE_IN, 0)
    top, bottom = (a, b) if a.y < b.y else (b, a)
    gap = pygame.Rect(a.centerx - BRIDGE // 2, top.bottom, BRIDGE, bottom.y - top.bottom)
    return gap.inflate(0, 2 * BRIDGE_IN)


def draw_trail(surface: pygame.Surface, path: list[int]) -> None:
    """The move so far: the tiles it passed framed in gold, joined by bars across the gaps,
    drawn under the pieces and outside the tiles (``trail_shapes``)."""
    for rect, width in trail_shapes(path):
        pygame.draw.rect(surface, (90, 60, 20), rect.move(1, 2), width, border_radius=8 if width else 0)
        pygame.draw.rect(surface, PATH, rect, width, border_radius=8 if width else 0)
    if path:  # the start: a thicker frame
        pygame.draw.rect(
            surface, PATH, TILE_RECTS[path[0]].inflate(2 * TRAIL_FRAME + 2, 2 * TRAIL_FRAME + 2), 5, 9
        )


def draw_path(surface: pygame.Surface, path: list[int], hover: int | None, t: float) -> None:
    """The hovered next step of the move: the hovered tile framed and joined to the last one,
    brighter and pulsing, outside the tiles as the trail (the trail is in the layer)."""
    if hover is None or not path:
        return
    pulse = int(40 * abs(((t * 1.5) % 2) - 1))
    colour = (255, min(255, 225 + pulse), 150 + pulse)
    for rect, width in trail_shapes([path[-1], hover])[1:]:
        pygame.draw.rect(surface, colour, rect, width, border_radius=8 if width else 0)
    pygame.draw.rect(surface, colour, TILE_RECTS[hover].inflate(2 * TRAIL_FRAME, 2 * TRAIL_FRAME), 3, 8)
