"""The rules overlay: the rules in brief and the game's reference, as chapters of pages.

Chapters come from the view (``GameView.rules_chapters``): the first is the rules in brief, the
others look things up (each game's djinns, icons, objectives...);. A row of tabs switches chapter
(click, Tab / Shift+Tab, or the chapter's number key); the arrows and the page button turn pages.
Entries are packed onto as few pages as fit; an entry with an icon is drawn by the game's view."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client.lettering import blit_text, fit_width
from game.client.scene import Scene
from game.client.table.reference import Chapter, Entry
from game.client.table.view import GameView
from game.client.text import font, language, tr
from game.client.widgets import SAFFRON, SAND, dim, draw_box, draw_panel

if TYPE_CHECKING:
    from game.client.app import App

PANEL = pygame.Rect(200, 40, 1200, 830)
MORE = pygame.Rect(1050, 800, 200, 50)
TABS_Y, TAB_HEIGHT, TAB_GAP = 100, 40, 10
TABS_LEFT, TABS_RIGHT = 240, 1360

PAGE_TOP, PAGE_BOTTOM = 160, 785  # where entries go: under the tabs, above the page button
TEXT_LEFT, TEXT_WIDTH = 250, 1110
ICON = 40  # an icon's square, left of its entry's text
TITLE_SIZE, BODY_SIZE, LINE = 22, 18, 25


def _text_width(entry: Entry) -> int:
    return TEXT_WIDTH - (ICON + 12 if entry.icon is not None else 0)


def entry_height(entry: Entry) -> int:
    lines = len(fit_width(entry.body, BODY_SIZE, _text_width(entry))) if entry.body else 0
    return max(34 + LINE * lines, ICON + 4 if entry.icon is not None else 0) + 12


def pack_entries(entries: tuple[Entry, ...] | list[Entry], room: int) -> list[list[Entry]]:
    """Entries onto pages in order, each page holding as many as fit ``room`` px."""
    pages: list[list[Entry]] = []
    used = room + 1
    for entry in entries:
        tall = entry_height(entry)
        if used + tall > room and (not pages or pages[-1]):
            pages.append([])
            used = 0
        pages[-1].append(entry)
        used += tall
    return pages


def tab_rects(names: list[str]) -> list[pygame.Rect]:
    """One tab per chapter, as wide as its name, shrunk evenly when the row would overflow."""
    wanted = [font(BODY_SIZE, bold=True).size(name)[0] + 32 for name in names]
    room = TABS_RIGHT - TABS_LEFT - TAB_GAP * max(0, len(names) - 1)
    scale = min(1.0, room / max(1, sum(wanted)))
    rects, x = [], TABS_LEFT
    for width in wanted:
        rects.append(pygame.Rect(x, TABS_Y, int(width * scale), TAB_HEIGHT))
        x += int(width * scale) + TAB_GAP
    return rects


class RulesScene(Scene):
    """Esc, F1, Enter or a click outside the tabs and the page button closes it."""

    transparent = True

    def __init__(self, app: App, view: GameView) -> None:
        super().__init__(app)
        self.app: App = app
        self.view = view
        self.chapter = 0
        self.page = 0
        self._cache: tuple[str, list[Chapter], list[list[list[Entry]]]] | None = None

    def _content(self) -> tuple[list[Chapter], list[list[list[Entry]]]]:
        """The chapters and their packed pages, made again only when the language changes."""
        now = language()
        if self._cache is None or self._cache[0] != now:
            chapters = [c for c in self.view.rules_chapters() if c.entries]
            packed = [pack_entries(c.entries, PAGE_BOTTOM - PAGE_TOP) for c in chapters]
            self._cache = (now, chapters, packed)
        return self._cache[1], self._cache[2]

    @property
    def chapters(self) -> list[Chapter]:
        return self._content()[0]

    def packed(self) -> list[list[Entry]]:
        """The current chapter's pages."""
        chapters, packed = self._content()
        return packed[min(self.chapter, len(packed) - 1)] if packed else []

    @property
    def pages(self) -> int:
        return max(1, len(self.packed()))

    def open_chapter(self, index: int) -> None:
        self.chapter = index % max(1, len(self.chapters))
        self.page = 0

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            tabs = tab_rects([c.name for c in self.chapters])
            hit = next((i for i, rect in enumerate(tabs) if rect.collidepoint(event.pos)), None)
            if hit is not None:
                self.open_chapter(hit)
            elif MORE.collidepoint(event.pos):
                self.page = (self.page + 1) % self.pages
            else:
                self.app.stack.pop()
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self.app.stack.pop()

    def _key(self, event: pygame.event.Event) -> None:
        if event.key in (pygame.K_ESCAPE, pygame.K_F1, pygame.K_RETURN):
            self.app.stack.pop()
        elif event.key == pygame.K_TAB:
            self.open_chapter(self.chapter + (-1 if event.mod & pygame.KMOD_SHIFT else 1))
        elif pygame.K_1 <= event.key <= pygame.K_9 and event.key - pygame.K_1 < len(self.chapters):
            self.open_chapter(event.key - pygame.K_1)
        elif event.key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_PAGEDOWN):
            self.page = min(self.page + 1, self.pages - 1)
        elif event.key in (pygame.K_LEFT, pygame.K_UP, pygame.K_PAGEUP):
            self.page = max(self.page - 1, 0)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        dim(surface, 200)
        draw_panel(surface, PANEL, alpha=255)
        blit_text(surface, self.view.rules_title(), 32, SAND, (800, 52), anchor="midtop", bold=True)
        self._draw_tabs(surface)
        pages = self.packed()
        y = PAGE_TOP
        for entry in pages[min(self.page, len(pages) - 1)] if pages else []:
            y = self._draw_entry(surface, entry, y)
        draw_box(surface, MORE, (88, 76, 150), (52, 44, 98), SAFFRON, 10)
        label = tr("table.rules.more", page=self.page + 1, pages=self.pages)
        blit_text(surface, label, 18, SAND, MORE.center, anchor="center")
        blit_text(surface, tr("table.rules.close"), 18, SAND, (250, 825), anchor="midleft")

    def _draw_tabs(self, surface: pygame.Surface) -> None:
        names = [c.name for c in self.chapters]
        for index, (name, rect) in enumerate(zip(names, tab_rects(names))):
            chosen = index == self.chapter
            fill = (120, 100, 190) if chosen else (70, 60, 120)
            draw_box(surface, rect, fill, (52, 44, 98), SAFFRON if chosen else (120, 110, 160), 8)
            colour = (255, 227, 160) if chosen else SAND
            text = fit_width(name, BODY_SIZE, rect.width - 12)[0] if name else ""
            blit_text(surface, text, BODY_SIZE, colour, rect.center, anchor="center", bold=chosen)

    def _draw_entry(self, surface: pygame.Surface, entry: Entry, y: int) -> int:
        left = TEXT_LEFT - 10
        if entry.icon is not None:
            self.view.draw_rules_icon(surface, entry.icon, pygame.Rect(left, y + 2, ICON, ICON))
            left += ICON + 12
        blit_text(surface, entry.title, TITLE_SIZE, (255, 227, 160), (left, y), bold=True)
        line_y = y + 34
        for line in fit_width(entry.body, BODY_SIZE, _text_width(entry)) if entry.body else []:
            blit_text(surface, line, BODY_SIZE, SAND, (left + 10, line_y), shadow=False)
            line_y += LINE
        return y + entry_height(entry)
