"""The table's buttons: the top strip (Hint, Undo, Rules, Menu) and the prompt's option bar.

``OptionBar`` owns the buttons, the several-action question (``pending``: one click stood for
several actions, the options now ask which), the stable option keys and the grace before keys act
on a new prompt. The table asks it to ``rebuild`` after its question changed, where an action is
clicked (``locate``), and to press what lies under a point or behind a key.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game.client.table.buttons import OptionLayout, option_rects, room_for_two_lines, set_apart, steady_rects
from game.client.table.hotkeys import BACK, DIGITS, HINT_KEY_NAME, REPLAY, OptionKeys, PromptWatch
from game.client.table.view_types import Option, Question
from game.client.text import tr
from game.client.widgets import Button

if TYPE_CHECKING:
    from game.client.table.scene import TableScene

TOP_BUTTON = (104, 40)
HINT_BUTTON_WIDTH = 130
REPLAY_BUTTON_WIDTH = 150


class OptionBar:
    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.buttons: list[Button] = []
        self.top_buttons: list[Button] = []
        self.controls: list[Button] = []  # the driver's own (a replay's), in the option bar's place
        self.pending: list[int] = []  # several actions behind one click: asked as options
        self.keys = OptionKeys()  # stable digits per option (hotkeys.py)
        self.layout: OptionLayout | None = None  # steady buttons (buttons.steady_rects)
        self.prompt_watch = PromptWatch()  # keys wait until a new prompt was seen (KEY_GRACE)
        self.target_keys: dict[str, str] = {}  # the question's targets' keys, by target key
        # The keys of the steps the engine took itself after the person's last one, with their
        # words (``GameView.forced_keys``): a person typing the hint's steps types those too, and
        # the key would act on the next prompt (a temple's number) or be refused there. Each is
        # told once; a click, another key or another step ends them.
        self.forced_keys: dict[str, str] = {}
        # Where a click aims at such a step, with its words (``GameView.forced_clicks``): until
        # the next step.
        self.forced_clicks: list[tuple[pygame.Rect, str]] = []

    # -- building -------------------------------------------------------------------------------

    def rebuild(self) -> None:
        """The top strip's buttons and the option buttons of the question (or of ``pending``);
        a prompt with other words, options or targets is new: keys wait until it was seen."""
        self.top_buttons = self._top_buttons()
        self.controls = self.table.driver.controls()
        self.buttons = self._option_buttons()
        self.target_keys = self._target_keys(self.table.question)
        self.prompt_watch.watch(self.table.question, self.buttons)

    def _fixed_key(self, key: str, action: int | None, given: str | None) -> str | None:
        """The key an option or target has by what it is: its own, Back's, else the game's."""
        if given:
            return given
        if key == "back":
            return BACK
        return self.table.view.hotkey(self.table.ctx(), key, action)

    def _target_keys(self, question: Question | None) -> dict[str, str]:
        if question is None or self.pending:
            return {}
        found = {}
        for target in question.targets:
            hotkey = self._fixed_key(target.key, None, target.hotkey)
            if hotkey:
                found[target.key] = hotkey
        return found

    def _top_buttons(self) -> list[Button]:
        table = self.table
        left = table.zones.top_strip.right - 338
        width, height = TOP_BUTTON
        undo = Button(
            pygame.Rect(left, 12, width, height),
            tr("table.table.undo"),
            table.undoing.undo,
            enabled=table.session.can_undo() and not table.demo,
            # A greyed Undo says why ("your last step drew a new card"), not what it would do.
            tooltip=tr("table.tooltip.undo")
            if table.session.can_undo() or not table.human_turn()
            else table.session.why_no_undo(),
        )
        # A replay shows no Undo at all (nothing there can be taken back), not a greyed one.
        top = [undo] if table.driver.live else []
        top += [
            Button(
                pygame.Rect(left + 112, 12, width, height),
                tr("table.table.rules"),
                table.open_rules,
                tooltip=tr("table.tooltip.rules"),
            ),
            Button(pygame.Rect(left + 224, 12, width, height), tr("table.table.menu"), table.open_pause),
        ]
        if table.final_table():
            top.insert(
                0,
                Button(
                    pygame.Rect(left - 8 - HINT_BUTTON_WIDTH, 12, HINT_BUTTON_WIDTH, height),
                    tr("table.results.again"),
                    table.reopen_results,
                    primary=True,
                    tooltip=tr("table.tooltip.results"),
                ),
            )
        if table.offers_hint():
            hint = Button(
                pygame.Rect(left - 8 - HINT_BUTTON_WIDTH, 12, HINT_BUTTON_WIDTH, height),
                tr("coach.hint.short"),
                table.ask_hint,
                hotkey=HINT_KEY_NAME,
                enabled=table.human_turn() and not table.hint.thinking,
                tooltip=tr("coach.hint.button"),
            )
            top.insert(0, hint)
        if table.driver.offers_replay():
            right = top[0].rect.x - 8
            top.insert(
                0,
                Button(
                    pygame.Rect(right - REPLAY_BUTTON_WIDTH, 12, REPLAY_BUTTON_WIDTH, height),
                    tr("table.replay.others"),
                    table.driver.replay_others,
                    hotkey=REPLAY,
                    tooltip=tr("table.replay.others_help"),
                ),
            )
        return top

    def _option_buttons(self) -> list[Button]:
        table = self.table
        question = table.question
        if table.demo or question is None or not table.session.human_to_move():
            return []
        options = list(question.options)
        if self.pending:
            ctx = table.ctx()
            options = [Option(f"action:{a}", table.view.option_label(ctx, a), a) for a in self.pending]
            options.append(Option("back", tr("table.option.back"), choose=True))
        if not options:
            return []
        options = [
            replace(option, hotkey=self._fixed_key(option.key, option.action, option.hotkey))
            for option in options
        ]
        area = question.option_area or table.zones.options
        gap = 8
        count = len(options)
        share = (area.right - area.x - gap * (count - 1)) // count
        width = min(question.max_option_width, share)
        hotkeys = self.keys.assign(options, question, table.state.current_player())
        labels = [(option.label, hotkeys.get(option.key)) for option in options]
        keys = tuple(option.key for option in options)
        rects = steady_rects(self.layout, keys, area, option_rects(labels, area, width, gap), gap)
        self.layout = (keys, (area.x, area.y, area.width, area.height), rects)
        rects = set_apart(rects, [option.apart for option in options], area, gap)
        rects = room_for_two_lines(rects, labels, area, gap)
        return [
            Button(
                rect,
                option.label,
                self._handler(option),
                hotkey=hotkeys.get(option.key),
                primary=option.primary,
                enabled=option.enabled,
                tooltip=option.tooltip,
                action=option.action,
                key=option.key,
            )
            for option, rect in zip(options, rects)
        ]

    def _handler(self, option: Option) -> Callable[[], None]:
        """What pressing the option's button (or its key) does."""
        table = self.table

        def press() -> None:
            if option.key == "back":
                table.undoing.step_back()
            elif option.key.partition(":")[0] == "undo":
                table.undoing.undo_run()
            elif option.action is not None:
                table.play(option.action)
            elif option.choose:
                table.view.choose(option.key)
                table.refresh()

        return press

    # -- asked by the table ----------------------------------------------------------------------

    def tick(self, dt: float) -> None:
        self.prompt_watch.tick(dt)

    def drawn(self) -> None:
        """The live prompt was drawn this frame (its grace starts)."""
        self.prompt_watch.drawn = True

    def prompt_seen(self) -> bool:
        """The live prompt was drawn and has been on screen long enough to be read."""
        return self.prompt_watch.seen()

    def ask_which(self, actions: tuple[int, ...]) -> None:
        """One click stood for several actions: the option buttons ask which."""
        self.pending = list(actions)
        self.rebuild()

    def drop_pending(self) -> bool:
        """Step back out of the several-action question; False when there was none."""
        if not self.pending:
            return False
        self.pending = []
        return True

    def button_at(self, pos: tuple[int, int], top: bool) -> Button | None:
        """The enabled button under ``pos``: of the top strip, or of the option bar."""
        for button in self.top_buttons + self.controls if top else self.buttons:
            if button.rect.collidepoint(pos) and button.enabled:
                return button
        return None

    def locate_direct(self, action: int) -> pygame.Rect | None:
        """The option button or target that plays ``action`` with one click, if there is one."""
        for button in self.buttons:
            if button.action == action:
                return button.rect
        question = self.table.question
        if question is None or self.pending:
            return None
        for target in question.targets:
            if target.actions == (action,):
                return target.rect
        return None

    def locate(self, action: int) -> pygame.Rect | None:
        """Where a person clicks next on the way to playing ``action``: its option button, the
        target that plays it, the first click of the view's ``route`` to it, else a target
        among whose actions it is."""
        for button in self.buttons:
            if button.action == action:
                return button.rect
        table = self.table
        question = table.question
        if question is None or self.pending:
            return None
        for target in question.targets:
            if target.actions == (action,):
                return target.rect
        key = table.view.route(table.ctx(), question, action)
        if key is not None:
            for button in self.buttons:
                if button.key == key:
                    return button.rect
            for target in question.targets:
                if target.key == key:
                    return target.rect
        for target in question.targets:
            if action in target.actions:
                return target.rect
        return None

    def press_key(self, name: str) -> None:
        """The option or target whose key is ``name`` (never on a prompt not yet seen)."""
        table = self.table
        if not table.human_turn() or not self.prompt_seen():
            return
        done = self.forced_keys.pop(name, None)
        if done is not None:
            table.message = tr("table.table.forced_key", step=done)
            return
        self.forced_keys = {}
        for button in self.buttons:
            if button.hotkey == name and button.enabled:
                table.message = ""
                button.on_click()
                return
        if table.question is not None and not self.pending:
            for target in table.question.targets:
                if self.target_keys.get(target.key) == name:
                    table.message = ""
                    table.input.click_target(target.key, target.actions, target.choose)
                    return
        if name in DIGITS:
            # A digit no option has (the bid it had was taken) says which digits work.
            table.message = self.no_key_message(name)

    def press_primary(self) -> None:
        """Enter or Space: the primary option, or the only one."""
        for button in self.buttons:
            if button.primary and button.enabled:
                button.on_click()
                return
        if len(self.buttons) == 1:
            self.buttons[0].on_click()

    def no_key_message(self, name: str) -> str:
        """The prompt line's answer to a digit no option or target has, with the digits that work."""
        keys = {button.hotkey for button in self.buttons if button.enabled and button.hotkey}
        keys |= set(self.target_keys.values())
        digits = sorted(key for key in keys if key in DIGITS)
        if not digits:
            return tr("table.table.no_keys", digit=name)
        return tr("table.table.no_key", digit=name, digits=", ".join(digits))
