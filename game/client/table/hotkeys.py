"""The table's keys: the keys every table shares (Back B, Undo U, Hint F2), the stable fallback digits of
options a game gives no key, the grace before keys act on a new prompt, and the Latin letter a
key stands for on any layout. Each game gives its options and targets a key by what they are, the
same for the whole game (``GameView.hotkey``, its ``keys.py``); ``input.TableInput`` handles the
keys themselves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client.table.view_types import Option, Question

if TYPE_CHECKING:
    from game.client.widgets import Button

KEY_GRACE = 0.2  # seconds a new prompt is on screen before keys act on it
DIGITS = "123456789"
BACK = "b"  # the "Back" option of every question that has one
UNDO = "u"  # the top strip's Undo
REPLAY = "v"  # the top strip's Replay of the others' turns (table/replay_start.py)
# The top strip's Hint: opens the hint's panel, or closes it. A function key, as F1 (the rules):
# every letter a person would look for (H) is already some game's option.
HINT_KEY, HINT_KEY_NAME = pygame.K_F2, "F2"
# Letters no game may give an option: they mean the same at every table.
TABLE_LETTERS = frozenset({BACK, UNDO, REPLAY})


def table_key_entries() -> list[tuple[str, str]]:
    """The keys every table shares, for the rules overlay's keys chapter: (keys, what they do)."""
    from game.client.text import tr

    return [
        (BACK.upper(), tr("table.keys.back")),
        (UNDO.upper() + ", Ctrl+Z", tr("table.keys.undo")),
        (tr("table.keys.esc_name"), tr("table.keys.esc")),
        ("Enter, Space", tr("table.keys.enter")),
        ("F1", tr("table.keys.f1")),
        (HINT_KEY_NAME, tr("table.keys.hint")),
        ("F11", tr("table.keys.f11")),
        (tr("table.keys.hint_pages_name"), tr("table.keys.hint_pages")),
        (REPLAY.upper(), tr("table.keys.replay")),
        (tr("table.keys.replay_step_name"), tr("table.keys.replay_step")),
        (tr("table.keys.replay_turn_name"), tr("table.keys.replay_turn")),
        (tr("table.keys.replay_round_name"), tr("table.keys.replay_round")),
        (tr("table.keys.replay_ends_name"), tr("table.keys.replay_ends")),
        ("1-9", tr("table.keys.replay_jump")),
        (tr("table.keys.replay_play_name"), tr("table.keys.replay_play")),
        ("Tab", tr("table.keys.replay_view")),
        ("Esc", tr("table.keys.replay_leave")),
    ]


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
    """Stable option keys: an option keeps its digit by what it is (Option.key) while
    the same person is asked, turn after turn (bids, "End turn"), however the buttons reflow;
    when another person is asked the digits start again from 1."""

    def __init__(self) -> None:
        self.memory: dict[str, str] = {}
        self.player = -1  # the seat whose turn they belong to
        self.shown: set[str] = set()  # the option keys of the last prompt assigned

    def assign(self, options: list[Option], question: Question, player: int) -> dict[str, str]:
        """Each option's key: the view's own (``Option.hotkey``), else the digit this option had
        before, else the lowest digit no remembered option holds
        ("End turn" stays on 7 after a purchase; bids keep theirs as others go)."""
        if player != self.player:
            self.memory = {}  # another person is asked: their digits start from 1
            self.player = player
        memory = self.memory
        # A set of options mostly new to the last prompt (the market after the bids, the djinns
        # after the assassins: at most a "Pass" in common) is numbered from 1 in its order, not
        # with digits remembered from other prompts of the game (cards 8, 9, 1 and "Pass" 2 right
        # after the bids). A prompt sharing half its options or more with the last is a reflow:
        # every digit stays.
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
