"""The table's keyboard: stable option keys, the grace before keys act on a new prompt, and the
keys themselves (digits, letters on any layout, Enter/Space, Esc, Ctrl+Z, F1).

Moved out of ``scene.py`` without a change of behaviour; ``TableScene.key`` and
``TableScene.press_hotkey`` call ``handle_key`` and ``press_hotkey`` here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client.table.view import Option, Question
from game.client.text import tr

if TYPE_CHECKING:
    from game.client.table.scene import TableScene
    from game.client.widgets import Button

KEY_GRACE = 0.2  # seconds a new prompt is on screen before keys act on it (issue 15)
DIGITS = "123456789"


def latin_letter(event: pygame.event.Event) -> str:
    """The Latin letter a key stands for, on any keyboard layout: the typed letter when it is
    Latin, else the key's place (its scancode: SDL numbers A..Z 4..29), so that "S" on a button
    answers the key marked S when a Ukrainian layout types "і" there."""
    typed = getattr(event, "unicode", "") or ""
    if len(typed) == 1 and "a" <= typed.lower() <= "z":
        return typed.lower()
    scancode = getattr(event, "scancode", 0)
    if typed.isalpha() and 4 <= scancode <= 29:
        return chr(ord("a") + scancode - 4)
    return ""


class OptionKeys:
    """Stable option keys (issue 15): an option keeps its digit by what it is (Option.key) while
    the same person is asked, turn after turn (bids, "End turn"), however the buttons reflow;
    when another person is asked the digits start again from 1."""

    def __init__(self) -> None:
        self.memory: dict[str, str] = {}
        self.player = -1  # the seat whose turn they belong to
        self.shown: set[str] = set()  # the option keys of the last prompt assigned

    def assign(self, options: list[Option], question: Question, player: int) -> dict[str, str]:
        """Each option's key: the view's own (``Option.hotkey``), else the digit this option had
        before, else the lowest digit no remembered option holds (issue 15:
        "End turn" stays on 7 after a purchase; bids keep theirs as others go)."""
        if player != self.player:
            self.memory = {}  # another person is asked: their digits start from 1
            self.player = player
        memory = self.memory
        # A set of options mostly new to the last prompt (the market after the bids, the djinns
        # after the assassins: at most a "Pass" in common) is numbered from 1 in its order: seen
        # in play, session 7, digits remembered from other prompts of the game gave the cards 8,
        # 9, 1 and "Pass" 2 right after the bids, and the djinns 4, 1, 3 with "Pass" 2. A prompt
        # sharing half its options or more with the last is a reflow: every digit stays (issue 15).
        keys = {option.key for option in options}
        reflow = 2 * len(keys & self.shown) >= len(keys)
        self.shown = keys
        if not reflow:
            memory = {key: digit for key, digit in memory.items() if key not in keys}
            self.memory = memory
        found: dict[str, str] = {}
        used = {target.hotkey for target in question.targets if target.hotkey}
        used |= {option.hotkey for option in options if option.hotkey}
        for option in options:
            if option.hotkey:
                found[option.key] = option.hotkey
            elif memory.get(option.key) and memory[option.key] not in used:
                found[option.key] = memory[option.key]
                used.add(memory[option.key])
        remembered = set(memory.values()) if reflow else set()
        for option in options:
            if option.key in found:
                continue
            free = [digit for digit in DIGITS if digit not in used]
            fresh = [digit for digit in free if digit not in remembered]
            pool = fresh or free
            if pool:
                chosen = pool[0]
                found[option.key] = memory[option.key] = chosen
                used.add(chosen)
                remembered.add(chosen)
        return found


class PromptWatch:
    """A key acts only on a prompt that was drawn and has been on screen for KEY_GRACE: a prompt
    with other words, options or targets is new, and its clock starts when it is first drawn."""

    def __init__(self) -> None:
        self.sign: tuple[object, ...] = ()
        self.drawn = False
        self.age = 0.0

    def watch(self, question: Question | None, buttons: list[Button]) -> None:
        sign: tuple[object, ...] = ()
        if question is not None:
            sign = (
                question.prompt,
                tuple(button.key for button in buttons),
                tuple(target.key for target in question.targets),
            )
        if sign != self.sign:
            self.sign = sign
            self.drawn = False
            self.age = 0.0

    def tick(self, dt: float) -> None:
        if self.drawn:
            self.age += dt

    def seen(self) -> bool:
        """The live prompt was drawn and has been on screen long enough to be read."""
        return self.drawn and self.age >= KEY_GRACE


def handle_key(scene: TableScene, event: pygame.event.Event) -> None:
    """One key press at the table (``TableScene.key``)."""
    if event.key == pygame.K_ESCAPE:
        scene._finish_anims()
        scene.back_or_pause()
    elif event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
        scene.undo()
    elif event.key == pygame.K_F1:
        scene.open_rules()
    elif pygame.K_1 <= event.key <= pygame.K_9:
        if not scene._finish_anims():
            scene.press_hotkey(str(event.key - pygame.K_0))
    elif (letter := latin_letter(event)) and not event.mod & pygame.KMOD_CTRL:
        # Letter hotkeys of options and targets (Option.hotkey "e", "f"...).
        if not scene._finish_anims():
            scene.press_hotkey(letter)
    elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
        if scene._finish_anims() or not scene.human_turn() or not scene.prompt_seen():
            return
        for button in scene.buttons:
            if button.primary and button.enabled:
                button.on_click()
                return
        if len(scene.buttons) == 1:
            scene.buttons[0].on_click()


def press_hotkey(scene: TableScene, name: str) -> None:
    """The option or target whose key is ``name`` (``TableScene.press_hotkey``)."""
    if not scene.human_turn() or not scene.prompt_seen():
        return  # never act on a prompt the person has not seen yet (issue 15)
    for button in scene.buttons:
        if button.hotkey == name and button.enabled:
            scene.message = ""
            button.on_click()
            return
    if scene.question is not None and not scene.pending:
        for target in scene.question.targets:
            if target.hotkey == name:
                scene.message = ""
                scene._click_target_actions(target.key, target.actions, target.choose)
                return
    if name in DIGITS:
        # Seen in play: "3" after the bid it had was taken did nothing and said nothing.
        scene.message = no_key_message(scene, name)


def no_key_message(scene: TableScene, name: str) -> str:
    """The prompt line's answer to a digit no option or target has, with the digits that work."""
    keys = {button.hotkey for button in scene.buttons if button.enabled and button.hotkey}
    if scene.question is not None and not scene.pending:
        keys |= {target.hotkey for target in scene.question.targets if target.hotkey}
    digits = sorted(key for key in keys if key in DIGITS)
    if not digits:
        return tr("table.table.no_keys", digit=name)
    return tr("table.table.no_key", digit=name, digits=", ".join(digits))
