"""The table's input: the pointer and the keys (docs/table.md, "the click walk").

``TableInput`` owns where the pointer rests (hover and tooltips), whether a scene lies over the
table, and what a click or a key does: the hint panel's and the coach's layers first, then the top
strip, then (once the turn driver let the input through) the option bar and the question's
targets. A click that plays asks ``TableScene.play``; nothing here changes the game itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client.table.draw import TOOLTIP_DELAY, log_line_at, log_scroll_limit
from game.client.table.hotkeys import HINT_KEY, UNDO, latin_letter

if TYPE_CHECKING:
    from game.client.table.scene import TableScene
    from game.client.widgets import Button

CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class TableInput:
    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.hover_pos: tuple[int, int] = (-1, -1)
        self.hover_still = 0.0  # seconds the pointer has rested: tooltips wait for draw.TOOLTIP_DELAY
        # Where the last click was, until the pointer moves: the place just clicked opens no
        # tooltip (it covered the next target, or the coach's ring drew over it).
        self.clicked_at: tuple[int, int] | None = None
        # A scene lies over the table (results, pause, curtain, a dialog): nothing of the table
        # answers the pointer then, no tooltip, no hover.
        self.covered = False

    @property
    def pointer(self) -> tuple[int, int]:
        """Where the pointer is for the table's hover effects: off the canvas while covered."""
        return (-1, -1) if self.covered else self.hover_pos

    def tick(self, dt: float) -> None:
        self.hover_still += dt

    def tooltip_due(self) -> bool:
        """A tooltip shows where the pointer rested for TOOLTIP_DELAY since it last moved, and
        not on the spot it just clicked."""
        return not self.covered and self.hover_still >= TOOLTIP_DELAY and self.clicked_at != self.hover_pos

    def cover(self) -> None:
        """A scene was pushed over the table: its tooltip and hover go (they wait for the pointer
        to rest again once the table is back on top)."""
        self.covered = True
        self.hover_still = 0.0

    def uncover(self) -> None:
        self.covered = False
        self.hover_still = 0.0
        if pygame.mouse.get_focused():
            # The pointer moved over the scene above (its events went there): start from where
            # it is now, not from where it was when that scene opened.
            self.hover_pos = self.table.app.letterbox.to_logical(pygame.mouse.get_pos())

    # -- events ---------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        table = self.table
        if table.demo and len(table.app.stack) > 1 and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            # Attract mode over the title screen: any key or click hands the screen back.
            table.app.stack.pop()
            return
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.clicked_at = event.pos  # a click the coach takes too (Next, Skip chapter)
        if table.coach.leads() and self._coach_takes(event):
            return
        if event.type == pygame.MOUSEMOTION:
            if event.pos != self.hover_pos:
                self.clicked_at = None
            self.hover_pos = event.pos
            self.hover_still = 0.0
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.click(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            table.driver.skip()
            table.back_or_pause()
        elif event.type == pygame.MOUSEWHEEL and table.hint.wheel(self.hover_pos, event.y):
            pass  # over the hint's panel the wheel moves through the other plans
        elif event.type == pygame.MOUSEWHEEL and table.zones.log.collidepoint(self.hover_pos):
            # Only MOUSEWHEEL scrolls: SDL also sends buttons 4/5 for the same notch.
            limit = log_scroll_limit(table.zones.log, table.book.lines)
            table.renderer.log_scroll = min(max(0, table.renderer.log_scroll + event.y * 2), limit)
        elif event.type == pygame.MOUSEWHEEL and table.human_turn() and event.y:
            # Off the log the wheel is the view's (e.g. flipping a tile in hand).
            if table.view.wheel(table.ctx(), self.hover_pos, event.y):
                table.refresh()
        elif event.type == pygame.KEYDOWN:
            self.key(event)

    def _coach_takes(self, event: pygame.event.Event) -> bool:
        """The coach's bubble and keys first; a click that would play nothing is refused with the
        coach's line (True: the event was the coach's)."""
        table = self.table
        coach = table.coach
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if coach.click(event.pos, table.state):
                table.refresh()
                return True
            if not self.click_acts(event.pos):
                table.message = coach.refuse(table.state, table.question)
                table.app.audio.play("ui/click")
                return True
        elif event.type == pygame.KEYDOWN and coach.key(event, table.state):
            table.refresh()
            return True
        return False

    def click_acts(self, pos: tuple[int, int]) -> bool:
        """Whether the table would do something with this click (a top button, an option, a target)."""
        table = self.table
        if table.options.button_at(pos, top=True) is not None:
            return True
        if not table.human_turn() or not table.coach.human_may_act():
            return False
        if table.options.button_at(pos, top=False) is not None:
            return True
        if table.question is None or table.options.pending:
            return False
        target = table.question.target_at(pos)
        return target is not None and (bool(target.actions) or target.choose)

    def click(self, pos: tuple[int, int]) -> None:
        """A left click: the hint panel, the top strip, then (after skipping the playback of
        another seat's move, which is all such a click does) the options and the targets."""
        table = self.table
        table.options.forced_keys = {}  # the person clicks on: no longer typing the hint's steps
        if table.round_end.close() and table.round_end.over(pos):
            return  # a click on the round's summary only closes it (off it, it goes on as well)
        if table.hint.click(pos):
            table.options.rebuild()
            return
        if table.zones.log.collidepoint(pos):
            line = log_line_at(table.zones.log, table.book.lines, table.renderer.log_scroll, pos)
            if line is not None and table.book.toggle(line):
                return
        if self._press(table.options.button_at(pos, top=True)):
            return
        if table.driver.release_step() or table.driver.skip():
            return
        if not table.human_turn() or table.question is None:
            return
        button = table.options.button_at(pos, top=False)
        if button is not None:
            table.message = ""  # an answer replaces the words of the last refused click
            self._press(button)
            return
        if table.options.pending:
            return
        target = table.question.target_at(pos)
        if target is not None:
            table.message = ""
            self.click_target(target.key, target.actions, target.choose)
        elif not table.zones.log.collidepoint(pos):
            # A click on nothing the question offers says why (docs/ui.md 4, the view contract 5);
            # the log is exempt: a click there reads or folds it. One aimed at a step the engine
            # took itself says so (a temple action's next discard, already done).
            forced = next(
                (words for rect, words in table.options.forced_clicks if rect.collidepoint(pos)), None
            )
            table.message = forced or table.question.why_not

    def _press(self, button: Button | None) -> bool:
        """Press ``button`` with its click sound; False when there is none."""
        if button is None:
            return False
        self.table.app.audio.play("ui/click")
        button.on_click()
        return True

    def toggle_hint(self) -> None:
        """The Hint key: a click on the Hint button while the hint's panel is closed (where the
        button is offered and enabled), on the panel's Close button while it is open."""
        table = self.table
        if table.hint.open:
            table.hint.dismiss()
            table.options.rebuild()
            return
        self._press(
            next((b for b in table.options.top_buttons if b.on_click == table.ask_hint and b.enabled), None)
        )

    def click_target(self, key: str, actions: tuple[int, ...], choose: bool) -> None:
        """A target of the question: a first half (``choose``), one action, several, or none."""
        table = self.table
        if choose:
            table.view.choose(key)
            table.refresh()
        elif len(actions) == 1:
            table.play(actions[0])
        elif actions:
            table.options.ask_which(actions)
        elif table.question is not None:
            table.message = table.question.why_not

    def key(self, event: pygame.event.Event) -> None:
        """One key press: Esc, Ctrl+Z, F1, digits and letters of options and targets, Enter/Space.
        A key that skips another seat's move only skips it."""
        table = self.table
        ctrl = bool(event.mod & pygame.KMOD_CTRL)
        if event.key not in (pygame.K_F1, pygame.K_ESCAPE):
            table.round_end.close()  # any key closes the round's summary, and does its own work
        if table.driver.key(event):
            return
        if event.key not in (pygame.K_ESCAPE, pygame.K_F1) and not ctrl and table.driver.release_step():
            return  # the step pace's key: the next bot's turn may start
        if table.hint.key(event.key):
            return  # Page Up / Page Down: the hint's other plans, while they do not all fit
        if event.key == pygame.K_ESCAPE:
            table.driver.skip()
            table.back_or_pause()
        elif event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            table.undoing.undo()
        elif event.key == pygame.K_F1:
            table.open_rules()
        elif event.key == HINT_KEY:
            self.toggle_hint()
        elif event.key == pygame.K_TAB and table.final_table():
            table.reopen_results()
        elif pygame.K_0 <= event.key <= pygame.K_9:
            if not table.driver.skip():
                table.options.press_key(str(event.key - pygame.K_0))
        elif (letter := latin_letter(event)) and not event.mod & pygame.KMOD_CTRL:
            if letter == UNDO:  # the top strip's Undo, as Ctrl+Z
                table.undoing.undo()
            # Letter hotkeys of options and targets (Option.hotkey "e", "f"...).
            elif not table.driver.skip():
                table.options.press_key(letter)
        elif event.key in CONFIRM_KEYS:
            if table.driver.skip() or not table.human_turn() or not table.options.prompt_seen():
                return
            table.options.press_primary()
