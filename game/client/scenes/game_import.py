"""Import a game file: the JSON files of a folder, each opened in the replay when it is a game.

Reached from History. The folders offered are the exports folder (where Export writes), the
Downloads folder and the home folder, those that exist; the list shows a folder's ``*.json``
files, newest first. Opening one checks it like a save (``history.exchange.import_game``: size,
shape, then a replay of its actions from its seed); a refused file is told with its reason, marked
in the list, and left where it is, unchanged: it is the player's own file (nothing here moves,
writes or deletes a file).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.client.history.exchange import exports_dir, import_game
from game.client.history.records import RefusedGame
from game.client.scenes.message import MessageScene
from game.client.text import describe, fit_text, tr
from game.client.ui import SAFFRON, SAND, UIScene, draw_panel, draw_text
from game.client.widgets import page_turn

if TYPE_CHECKING:
    from game.client.app import App

log = logging.getLogger(__name__)

PANEL = pygame.Rect(0, 0, 1480, 840)
PANEL.center = (800, 450)
ROWS = 9
ROW_H = 58
LIST_TOP = PANEL.y + 190
REFUSED = (236, 120, 100)
MAX_FILES = 500


def default_folders() -> list[Path]:
    """Where a game file is likely to be: the exports folder, Downloads, home (those that exist;
    the exports folder always, so the list names where Export writes)."""
    home = Path.home()
    found = [exports_dir()]
    for folder in (home / "Downloads", home):
        try:
            if folder.is_dir() and folder not in found:
                found.append(folder)
        except OSError:
            continue
    return found


def game_files(folder: Path) -> list[Path]:
    """The folder's ``*.json`` files, newest first; none when it cannot be read."""
    try:
        files = [path for path in folder.glob("*.json") if path.is_file()]
        files.sort(key=lambda path: (path.stat().st_mtime, path.name), reverse=True)
    except OSError:
        return []
    return files[:MAX_FILES]


class ImportScene(UIScene):
    def __init__(self, app: App, folders: list[Path] | None = None) -> None:
        super().__init__(app)
        self.folders = folders if folders is not None else default_folders()
        self.folder = 0
        self.page = 0
        self.files: list[Path] = []
        self.refused: dict[Path, str] = {}  # file -> why it was refused (in the player's words)
        self.read_folder()

    def read_folder(self) -> None:
        self.files = game_files(self.folders[self.folder]) if self.folders else []
        self.page = 0

    def page_files(self) -> list[Path]:
        return self.files[self.page * ROWS : (self.page + 1) * ROWS]

    def build(self) -> None:
        if len(self.folders) > 1:
            label = tr("history.import.folder", folder=fit_text(str(self.folders[self.folder]), 18, 560))
            self.add_button(pygame.Rect(PANEL.x + 40, PANEL.y + 100, 760, 52), label, self.next_folder)
        for row, path in enumerate(self.page_files()):
            rect = pygame.Rect(PANEL.right - 210, LIST_TOP + row * ROW_H + 6, 170, ROW_H - 14)
            self.add_button(rect, tr("history.import.open"), self.opener(path))
        self.add_button(
            pygame.Rect(PANEL.centerx - 130, PANEL.bottom - 74, 260, 56), tr("history.back"), self.back
        )

    def next_folder(self) -> None:
        self.folder = (self.folder + 1) % len(self.folders)
        self.read_folder()
        self.rebuild()

    def handle(self, event: pygame.event.Event) -> None:
        page = page_turn(event, len(self.files), ROWS, self.page)
        if page is not None:
            self.page = page
            self.rebuild()
            return
        super().handle(event)

    def opener(self, path: Path) -> Callable[[], None]:
        def open_file() -> None:
            self.open_file(path)

        return open_file

    def open_file(self, path: Path) -> None:
        """The game in the replay, or the reason it was refused (the file stays as it is)."""
        try:
            record, _ = import_game(path)
        except RefusedGame as refused:
            log.info("game file %s refused: %s", path, refused)
            self.refused[path] = describe(refused.problem)
            body = tr("history.import.refused_body", name=path.name, reason=self.refused[path][:160])
            self.app.stack.push(MessageScene(self.app, tr("history.import.refused_title"), body))
            return
        from game.client.table.replay_start import record_replay

        self.refused.pop(path, None)
        # A running game exported from the table opens where it was exported (Home goes to its
        # start); a finished one opens at its start.
        position = 0 if record.finished else len(record.actions)
        self.app.stack.push(record_replay(self.app, record, position=position))

    def draw_background(self, surface: pygame.Surface, alpha: float) -> None:
        surface.blit(self.app.assets.image("ui/title_backdrop"), (0, 0))
        draw_panel(surface, PANEL, alpha=240)
        draw_text(
            surface,
            tr("history.import.title"),
            40,
            SAFFRON,
            (PANEL.centerx, PANEL.y + 26),
            anchor="midtop",
            bold=True,
        )
        if len(self.folders) == 1:
            where = fit_text(str(self.folders[0]), 20, PANEL.width - 80)
            draw_text(surface, where, 20, SAND, (PANEL.x + 40, PANEL.y + 126), anchor="midleft")
        if not self.files:
            draw_text(
                surface,
                tr("history.import.empty"),
                24,
                SAND,
                (PANEL.centerx, LIST_TOP + 120),
                anchor="center",
            )
        for row, path in enumerate(self.page_files()):
            y = LIST_TOP + row * ROW_H + ROW_H // 2 - 2
            if row % 2 == 0:
                stripe = pygame.Surface((PANEL.width - 60, ROW_H - 4), pygame.SRCALPHA)
                stripe.fill((255, 255, 255, 16))
                surface.blit(stripe, (PANEL.x + 30, y - ROW_H // 2 + 2))
            name = fit_text(path.name, 20, 520)
            draw_text(surface, name, 20, SAND, (PANEL.x + 44, y), anchor="midleft", bold=True)
            why = self.refused.get(path)
            if why is not None:
                line = fit_text(tr("history.import.refused_row", reason=why), 17, 640)
                draw_text(surface, line, 17, REFUSED, (PANEL.x + 600, y), anchor="midleft")
        if len(self.files) > ROWS:
            pages = -(-len(self.files) // ROWS)
            line = tr("history.page", page=self.page + 1, pages=pages)
            draw_text(surface, line, 18, SAND, (PANEL.x + 40, PANEL.bottom - 46), anchor="midleft")
