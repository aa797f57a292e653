"""Learn to play: every game's tutorial chapters, with a done mark, restartable.

docs/tutorial.md: "'Learn to play' on the title screen lists each game's chapters in the player's
language"; the issue adds the same list in each game's menu (the new-game screen: ``title_ids``
holds that one game) and, at the first start of a game with no finished chapter, an offer of its
first chapter (``offer_first_chapter``). Only games with a registered table and shipped chapters
are listed: a feature not finished is not in the menu.

A chapter whose place is kept in the tutorial slot (the player left it with Esc) shows "Resume"
beside "Play again".
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.client.scenes.message import MessageScene
from game.client.text import tr
from game.client.ui import SAFFRON, SAND, UIScene, draw_heading, draw_panel, draw_text
from game.tutorial import Script, ScriptError, load_chapters

if TYPE_CHECKING:
    from game.client.app import App

log = logging.getLogger(__name__)

PANEL = pygame.Rect(0, 0, 1240, 780)
PANEL.center = (800, 450)
ROW = 64
CHECK = (120, 210, 140)


def tutorial_titles(title_ids: Sequence[str] | None = None) -> list[tuple[str, list[Script]]]:
    """The games with a table and at least one chapter, in registry order, with their chapters."""
    from game.client.games import registered_games
    from game.client.table import view_factory

    found = []
    for entry in registered_games():
        if title_ids is not None and entry.title_id not in title_ids:
            continue
        if view_factory(entry.title_id) is None:
            continue
        try:
            chapters = load_chapters(entry.title_id)
        except ScriptError:
            log.exception("the tutorial of %s does not load", entry.title_id)
            continue
        if chapters:
            found.append((entry.title_id, chapters))
    return found


def start_chapter(app: App, script: Script, *, resume: bool = False) -> None:
    """Push the chapter's table (``resume``: from the tutorial slot when it holds this chapter)."""
    from game.client.table import view_factory
    from game.client.table.tutorial_scene import tutorial_scene

    make_view = view_factory(script.title)
    if make_view is None:
        return
    view = make_view(app)
    if view.music is not None:
        app.audio.play_music(view.music)
    try:
        scene = tutorial_scene(app, view, script, resume=resume)
    except (ScriptError, ValueError, OSError) as error:
        log.warning("chapter %s of %s cannot start: %s", script.chapter, script.title, error)
        app.stack.push(
            MessageScene(app, tr("coach.learn.title"), tr("coach.learn.broken", reason=chapter_fault(error)))
        )
        return
    app.stack.push(scene)


def chapter_fault(error: Exception) -> str:
    """Why a chapter cannot start, in the player's language: the tutorial loader's kind of fault
    (``ScriptError.kind``), a file of the tutorial's the system refused (OSError), or its data
    refused otherwise (ValueError). The loader's English goes to the log (``start_chapter``)."""
    if isinstance(error, ScriptError):
        return tr(f"coach.learn.fault.{error.kind}")
    if isinstance(error, OSError):
        return tr("coach.learn.fault.files")
    return tr("coach.learn.fault.other")


def offer_first_chapter(app: App, title_id: str, otherwise: Callable[[], None]) -> bool:
    """The first start of a game with no finished chapter offers its first chapter, once.

    True when the offer was shown (its "Just play" button runs ``otherwise``); False when there is
    nothing to offer, and the caller goes on as usual."""
    from game.client.table import coach_store

    titles = tutorial_titles([title_id])
    if not titles or coach_store.done_chapters(title_id) or coach_store.offered_first_chapter(title_id):
        return False
    try:
        coach_store.mark_offered(title_id)
    except OSError:
        log.exception("cannot remember that the tutorial was offered")
    first = titles[0][1][0]
    app.stack.push(
        MessageScene(
            app,
            tr("coach.learn.offer_title", game=tr(f"client.games.{title_id}.name")),
            tr("coach.learn.offer_body"),
            on_confirm=lambda: start_chapter(app, first),
            on_cancel=otherwise,
            confirm_label=tr("coach.learn.offer_yes"),
            cancel_label=tr("coach.learn.offer_no"),
        )
    )
    return True


class LearnScene(UIScene):
    def __init__(self, app: App, title_ids: Sequence[str] | None = None) -> None:
        super().__init__(app)
        self.title_ids = title_ids
        self.rows: list[tuple[str, Script, pygame.Rect, bool]] = []  # (title, chapter, row, done)
        self.headings: list[tuple[str, int]] = []

    def resume(self) -> None:
        self.rebuild()  # a chapter may have been finished or left meanwhile

    def build(self) -> None:
        from game.client.table import coach_store

        self.rows, self.headings = [], []
        language = self.app.settings.language
        y = PANEL.y + 110
        for title_id, chapters in tutorial_titles(self.title_ids):
            self.headings.append((title_id, y))
            y += 44
            done = coach_store.done_chapters(title_id)
            slot = coach_store.load_slot(title_id)
            for number, script in enumerate(chapters, 1):
                row = pygame.Rect(PANEL.x + 60, y, PANEL.width - 120, ROW - 8)
                finished = script.chapter in done
                self.rows.append((title_id, script, row, finished))
                label = tr("coach.learn.again") if finished else tr("coach.learn.start")
                x = row.right - 200
                self.add_button(
                    pygame.Rect(x, row.y + 4, 200, row.height - 8),
                    label,
                    self._start(script),
                    object_id="#menu_button" if finished else "#primary_button",
                    tooltip=f"{number}. {script.name.get(language, script.name['en'])}",
                )
                if slot is not None and slot.get("chapter") == script.chapter:
                    self.add_button(
                        pygame.Rect(x - 210, row.y + 4, 200, row.height - 8),
                        tr("coach.learn.resume"),
                        self._start(script, resume=True),
                        object_id="#primary_button",
                    )
                y += ROW
            y += 18
        self.add_button(
            pygame.Rect(PANEL.centerx - 130, PANEL.bottom - 84, 260, 58), tr("coach.back"), self.back
        )

    def _start(self, script: Script, *, resume: bool = False) -> Callable[[], None]:
        return lambda: start_chapter(self.app, script, resume=resume)

    def draw_background(self, surface: pygame.Surface, alpha: float) -> None:
        surface.blit(self.app.assets.image("ui/title_backdrop"), (0, 0))
        draw_panel(surface, PANEL, alpha=235)
        draw_heading(surface, tr("coach.learn.title"), PANEL, 30, SAFFRON)
        if not self.rows:
            draw_text(surface, tr("coach.learn.none"), 24, SAND, PANEL.center, anchor="center")
        for title_id, y in self.headings:
            draw_text(surface, tr(f"client.games.{title_id}.name"), 28, SAFFRON, (PANEL.x + 60, y), bold=True)
        language = self.app.settings.language
        numbers: dict[str, int] = {}
        for title_id, script, row, finished in self.rows:
            numbers[title_id] = numbers.get(title_id, 0) + 1
            name = f"{numbers[title_id]}. {script.name.get(language, script.name['en'])}"
            draw_text(surface, name, 24, SAND, (row.x + 44, row.centery), anchor="midleft")
            box = pygame.Rect(row.x + 4, row.centery - 14, 28, 28)
            pygame.draw.rect(surface, SAND, box, 2, border_radius=6)
            if finished:
                # The done mark: a drawn tick (no glyph needed) and the word, for who cannot see colour.
                points = [(box.x + 6, box.centery), (box.x + 12, box.bottom - 7), (box.right - 5, box.y + 6)]
                pygame.draw.lines(surface, CHECK, False, points, 4)
                draw_text(
                    surface,
                    tr("coach.learn.done"),
                    20,
                    CHECK,
                    (row.right - 440, row.centery),
                    anchor="midright",
                )
