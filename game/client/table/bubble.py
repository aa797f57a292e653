"""The coach's bubble: short text, a ring and an arrow on the place it talks about, and its buttons.

docs/tutorial.md principle 5: "Every bubble that talks about a place on the table points at it (an arrow
or a highlight ring on that place) and sits where it does not cover it." ``place_bubble`` tries the
four sides of the target and keeps the first that fits on the canvas without touching the target
(inflated by a margin); with no target the bubble sits at the top centre, under the top strip.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.client import text
from game.client.ui import SAFFRON, SAND, draw_panel, draw_text, pulse, wrap_text

CANVAS = pygame.Rect(0, 0, 1600, 900)
WIDTH = 440
TEXT_SIZE = 20
LINE = 28
PAD = 18
BUTTON_HEIGHT = 38
GAP = 30  # between the target and the bubble, room for the arrow
MARGIN = 10
REFUSAL = (255, 140, 120)


@dataclass(slots=True)
class Button:
    key: str
    label: str
    rect: pygame.Rect
    primary: bool = False


@dataclass(slots=True)
class BubbleLayout:
    rect: pygame.Rect
    lines: list[str]
    bullets: list[list[str]]
    buttons: list[Button] = field(default_factory=list)
    target: pygame.Rect | None = None
    heading: str | None = None
    refusal: list[str] = field(default_factory=list)

    def button_at(self, pos: tuple[int, int]) -> Button | None:
        for button in self.buttons:
            if button.rect.collidepoint(pos):
                return button
        return None


def _measure(label: str) -> int:
    return text.font(18, True).size(label)[0] + 28


def layout_bubble(
    body: str,
    target: pygame.Rect | None,
    buttons: list[tuple[str, str, bool]],
    *,
    heading: str | None = None,
    bullets: list[str] | None = None,
    refusal: str | None = None,
    avoid: list[pygame.Rect] | None = None,
    width: int = WIDTH,
) -> BubbleLayout:
    """Wrap the text, size the bubble, place it beside ``target`` and lay out its buttons."""
    inner = width - 2 * PAD
    lines = wrap_text(body, TEXT_SIZE, inner) if body else []
    bullet_lines = [wrap_text(item, TEXT_SIZE, inner - 22) for item in bullets or []]
    refusal_lines = wrap_text(refusal, 18, inner, bold=True) if refusal else []
    height = PAD + (LINE + 8 if heading else 0) + LINE * len(lines)
    height += sum(LINE * len(item) + 4 for item in bullet_lines) + (8 if bullet_lines else 0)
    height += (26 * len(refusal_lines) + 6) if refusal_lines else 0
    rows = _button_rows(buttons, inner)
    height += 12 + rows * (BUTTON_HEIGHT + 8) + PAD - 8
    rect = place_bubble(pygame.Rect(0, 0, width, height), target, avoid or [])
    layout = BubbleLayout(rect, lines, bullet_lines, [], target, heading, refusal_lines)
    _place_buttons(layout, buttons, inner)
    return layout


def _button_rows(buttons: list[tuple[str, str, bool]], inner: int) -> int:
    rows, used = (1 if buttons else 0), 0
    for _, label, _ in buttons:
        need = _measure(label) + 8
        if used and used + need > inner:
            rows, used = rows + 1, 0
        used += need
    return rows


def _place_buttons(layout: BubbleLayout, buttons: list[tuple[str, str, bool]], inner: int) -> None:
    """Right-aligned rows at the bottom of the bubble, the primary button last (rightmost)."""
    rows: list[list[tuple[str, str, bool]]] = [[]]
    used = 0
    for item in buttons:
        need = _measure(item[1]) + 8
        if rows[-1] and used + need > inner:
            rows.append([])
            used = 0
        rows[-1].append(item)
        used += need
    y = layout.rect.bottom - PAD - len(rows) * (BUTTON_HEIGHT + 8) + 8
    for row in rows:
        x = layout.rect.right - PAD
        for key, label, primary in reversed(row):
            w = _measure(label)
            layout.buttons.append(Button(key, label, pygame.Rect(x - w, y, w, BUTTON_HEIGHT), primary))
            x -= w + 8
        y += BUTTON_HEIGHT + 8


def place_bubble(box: pygame.Rect, target: pygame.Rect | None, avoid: list[pygame.Rect]) -> pygame.Rect:
    """A position for ``box`` that stays on the canvas and off ``target`` (and ``avoid`` if it can)."""
    area = CANVAS.inflate(-2 * MARGIN, -2 * MARGIN)
    if target is None:
        rect = box.copy()
        rect.midtop = (800, 80)
        return rect.clamp(area)
    keep_off = target.inflate(2 * MARGIN, 2 * MARGIN)
    candidates = []
    places: list[tuple[str, tuple[int, int]]] = [
        ("midleft", (target.right + GAP, target.centery)),
        ("midright", (target.left - GAP, target.centery)),
        ("midtop", (target.centerx, target.bottom + GAP)),
        ("midbottom", (target.centerx, target.top - GAP)),
    ]
    for other in avoid:  # beyond what to keep clear, above and below it
        places += [
            ("midbottom", (target.centerx, other.top - GAP)),
            ("midtop", (target.centerx, other.bottom + GAP)),
        ]
    for anchor, pos in places:
        rect = box.copy()
        setattr(rect, anchor, pos)
        rect = rect.clamp(area)
        if rect.colliderect(keep_off):
            continue
        clash = sum(_overlap(rect, other) for other in avoid)
        distance = math.dist(rect.center, target.center)
        candidates.append((clash, distance, rect))
    if candidates:
        return min(candidates, key=lambda c: (c[0], c[1]))[2]
    # A target too big to sit beside (the whole board): the corner farthest from its centre.
    corners = [box.copy() for _ in range(4)]
    corners[0].topleft, corners[1].topright = area.topleft, area.topright
    corners[2].bottomleft, corners[3].bottomright = area.bottomleft, area.bottomright
    return min(corners, key=lambda r: (_overlap(r, target), -math.dist(r.center, target.center)))


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    clip = a.clip(b)
    return clip.width * clip.height


def draw_pointer(surface: pygame.Surface, bubble: pygame.Rect, target: pygame.Rect, time: float) -> None:
    """A pulsing ring on the target and an arrow from the bubble's edge to it."""
    strength = pulse(time, 1.2)
    ring = target.inflate(10 + round(6 * strength), 10 + round(6 * strength))
    layer = pygame.Surface(CANVAS.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*SAFFRON, 90), ring.inflate(8, 8), width=6, border_radius=16)
    pygame.draw.rect(layer, (*SAFFRON, 255), ring, width=4, border_radius=14)
    start = _edge_point(bubble, target.center)
    end = _edge_point(ring, bubble.center)
    if not bubble.colliderect(ring) and math.dist(start, end) > 12:
        pygame.draw.line(layer, (*SAFFRON, 255), start, end, 5)
        angle = math.atan2(end[1] - start[1], end[0] - start[0])
        head = [
            end,
            (end[0] - 18 * math.cos(angle - 0.45), end[1] - 18 * math.sin(angle - 0.45)),
            (end[0] - 18 * math.cos(angle + 0.45), end[1] - 18 * math.sin(angle + 0.45)),
        ]
        pygame.draw.polygon(layer, (*SAFFRON, 255), head)
    surface.blit(layer, (0, 0))


def _edge_point(rect: pygame.Rect, toward: tuple[int, int]) -> tuple[float, float]:
    """Where the line from ``rect``'s centre to ``toward`` leaves ``rect``."""
    cx, cy = rect.center
    dx, dy = toward[0] - cx, toward[1] - cy
    if dx == 0 and dy == 0:
        return float(cx), float(cy)
    scale = min(
        (rect.width / 2) / abs(dx) if dx else math.inf,
        (rect.height / 2) / abs(dy) if dy else math.inf,
    )
    return cx + dx * scale, cy + dy * scale


def draw_bubble(
    surface: pygame.Surface, layout: BubbleLayout, time: float, hover: tuple[int, int] = (-1, -1)
) -> None:
    if layout.target is not None:
        draw_pointer(surface, layout.rect, layout.target, time)
    draw_panel(surface, layout.rect, radius=16, alpha=245)
    x, y = layout.rect.x + PAD, layout.rect.y + PAD - 2
    if layout.heading:
        draw_text(surface, layout.heading, 24, SAFFRON, (x, y), bold=True)
        y += LINE + 8
    for line in layout.lines:
        draw_text(surface, line, TEXT_SIZE, SAND, (x, y))
        y += LINE
    if layout.bullets:
        y += 8
    for item in layout.bullets:
        pygame.draw.circle(surface, SAFFRON, (x + 7, y + 14), 5)
        for line in item:
            draw_text(surface, line, TEXT_SIZE, SAND, (x + 22, y))
            y += LINE
        y += 4
    if layout.refusal:
        y += 6
        for line in layout.refusal:
            draw_text(surface, line, 18, REFUSAL, (x, y), bold=True)
            y += 26
    for button in layout.buttons:
        hovered = button.rect.collidepoint(hover)
        fill = (232, 170, 58) if button.primary else (70, 62, 120)
        if hovered:
            fill = tuple(min(255, c + 30) for c in fill)  # type: ignore[assignment]
        pygame.draw.rect(surface, fill, button.rect, border_radius=10)
        pygame.draw.rect(surface, SAND, button.rect, width=2, border_radius=10)
        ink = (28, 24, 58) if button.primary else SAND
        draw_text(
            surface, button.label, 18, ink, button.rect.center, anchor="center", bold=True, shadow=False
        )
