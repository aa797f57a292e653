"""The rules reference overlay: the game's pages (``GameView.rules_pages``) in the player's language."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client.scene import Scene
from game.client.table.view import GameView
from game.client.text import tr
from game.client.widgets import SAFFRON, SAND, blit_text, dim, draw_box, draw_panel, fit_width

if TYPE_CHECKING:
    from game.client.app import App

PANEL = pygame.Rect(200, 40, 1200, 830)
MORE = pygame.Rect(1050, 800, 200, 50)


PAGE_TOP, PAGE_BOTTOM = 118, 785  # where sections go: under the title, above the page button
TEXT_WIDTH = 1110


def section_height(title: str, body: str) -> int:
    return 34 + 25 * len(fit_width(body, 18, TEXT_WIDTH)) + 12


def pack_sections(sections: list[tuple[str, str]], room: int) -> list[list[tuple[str, str]]]:
    """Sections onto pages in order, each page holding as many as fit ``room`` px."""
    pages: list[list[tuple[str, str]]] = []
    used = room + 1
    for section in sections:
        tall = section_height(*section)
        if used + tall > room and (not pages or pages[-1]):
            pages.append([])
            used = 0
        pages[-1].append(section)
        used += tall
    return pages


class RulesScene(Scene):
    """Esc, F1, Enter or a click outside the page button closes it; arrows turn the page."""

    transparent = True

    def __init__(self, app: App, view: GameView) -> None:
        super().__init__(app)
        self.app: App = app
        self.view = view
        self.page = 0

    @property
    def pages(self) -> int:
        return max(1, len(self.packed()))

    def packed(self) -> list[list[tuple[str, str]]]:
        """The view's sections in order, packed onto as few pages as fit (no half-empty
        pages); the view's own page breaks are only a suggestion."""
        sections = [section for page in self.view.rules_pages() for section in page]
        return pack_sections(sections, PAGE_BOTTOM - PAGE_TOP)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_F1, pygame.K_RETURN):
                self.app.stack.pop()
            elif event.key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_PAGEDOWN):
                self.page = min(self.page + 1, self.pages - 1)
            elif event.key in (pygame.K_LEFT, pygame.K_UP, pygame.K_PAGEUP):
                self.page = max(self.page - 1, 0)
        elif event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 1 and MORE.collidepoint(event.pos):
                self.page = (self.page + 1) % self.pages
            else:
                self.app.stack.pop()

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        dim(surface, 200)
        draw_panel(surface, PANEL, alpha=255)
        blit_text(surface, self.view.rules_title(), 32, SAND, (800, 60), anchor="midtop", bold=True)
        pages = self.packed()
        sections = pages[min(self.page, len(pages) - 1)] if pages else []
        y = PAGE_TOP
        for title, body in sections:
            blit_text(surface, title, 22, (255, 227, 160), (240, y), bold=True)
            y += 34
            for line in fit_width(body, 18, TEXT_WIDTH):
                blit_text(surface, line, 18, SAND, (250, y), shadow=False)
                y += 25
            y += 12
        draw_box(surface, MORE, (88, 76, 150), (52, 44, 98), SAFFRON, 10)
        label = tr("table.rules.more", page=self.page + 1, pages=self.pages)
        blit_text(surface, label, 18, SAND, MORE.center, anchor="center")
        blit_text(surface, tr("table.rules.close"), 18, SAND, (250, 825), anchor="midleft")
