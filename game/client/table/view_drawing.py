"""The view's hooks for its drawing beyond the cached base (``DrawExtras``: live parts, glows,
tooltips, where score floats start) and its named places (``Places``: where the coach points and
the marks find what changed)."""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from game.client.table.view_core import HookGroup
from game.client.table.view_types import Ctx, Point, Target, Tooltip
from game.rules.base import State


class DrawExtras(HookGroup):
    """Drawing beyond the cached base: what it depends on, the live parts, glows, tooltips, and
    where score floats start."""

    def layer_key(self, ctx: Ctx) -> Hashable:
        """Everything ``draw_base`` depends on besides what the table tracks itself (the position
        shown, viewer, question, language, hidden pieces, thinking seat): it redraws when this
        changes. Most views return ()."""
        return ()

    def draw_live(self, surface: pygame.Surface, ctx: Ctx) -> None:
        """Drawn every frame over the cached layer and the glows, under the animations: hover
        previews, a move's path, a bot's thinking indicator (``ctx.thinking``)."""

    def draw_target_glow(
        self, surface: pygame.Surface, target: Target, strength: float, hovered: bool
    ) -> None:
        """docs/ui.md: legal targets glow softly (``strength`` pulses 0..1); the hovered one brightens."""
        from game.client.highlights import draw_glow

        draw_glow(surface, target.rect, strength, hovered)

    def tooltip_at(self, ctx: Ctx, pos: Point) -> Tooltip | None:
        """The tooltip of whatever of the view's drawing is under ``pos`` (from ``ctx.state``)."""
        return None

    def tooltip_keep(self, ctx: Ctx) -> list[pygame.Rect]:
        """What a tooltip leaves in sight as it does the question's other answers: the viewer's
        own name and score lines (a Tribes of the Wind hand card's tip opened over them)."""
        return []

    def score_anchor(self, player: int, players: int) -> Point:
        """Where a score change of ``player`` floats up from ("+5", docs/ui.md)."""
        rect = self.zones().panels
        width = rect.width // max(players, 1)
        return (rect.x + player * width + width - 140, rect.y + 30)


class Places(HookGroup):
    """Named places on the view's drawing: where the tutorial coach points."""

    def place_rect(self, name: str) -> pygame.Rect | None:
        """Where a named place is: zones ("bid_track", "market"), coordinates ("c3"), ... None
        for an unknown name."""
        return None

    def place_rect_in(self, name: str, state: State) -> pygame.Rect | None:
        """``place_rect`` for a position: names whose place depends on the game (a seat's board,
        "holder_1", "cave_0") resolve here. Default: ``place_rect(name)``."""
        return self.place_rect(name)

    def place_names(self) -> list[str]:
        """Every name ``place_rect`` knows (the tutorial validator checks scripts against it)."""
        return []
