"""Every option keeps its key by what it is for the whole game, in every title: a whole hot-seat
game of each is played through the real table (clicks, and the shown keys where an option has one),
and at every prompt each option's and target's key is compared with what it was the last time the
same option was offered. Five Tribes once renumbered the meeples in hand after every drop (red 3,
then 2, then 1) and moved "End turn" between 1 and 7 with the goods held; Tribes of the Wind gave
Temple 4 the key 3 when temple 3 was built, and Back the 4."""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from game.client import games
from game.client.app import App
from game.client.table import view_factory
from game.client.table.hotkeys import KEY_GRACE, TABLE_LETTERS
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from tests.client.conftest import click

MAX_STEPS = 2500


def press(app: App, name: str) -> None:
    """A key press as SDL gives it: digits by key code, letters by their Latin character."""
    code = pygame.K_RETURN if name == "\r" else pygame.key.key_code(name)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=name, scancode=0))
    app.run(frames=1)


def prompt_keys(table: TableScene) -> dict[str, str]:
    """What each key presses now: option buttons by their key, targets as ``target:<key>``."""
    shown: dict[str, str] = {}
    for button in table.options.buttons:
        if button.hotkey:
            assert button.hotkey not in shown, f"{button.hotkey} twice: {button.key}, {shown[button.hotkey]}"
            shown[button.hotkey] = button.key
    for key, hotkey in table.options.target_keys.items():
        assert hotkey not in shown, f"{hotkey} twice: target {key}, {shown[hotkey]}"
        shown[hotkey] = f"target:{key}"
    return shown


def positional(title: str, state: object, key: str, hotkey: str) -> bool:
    """A key by its place in a row that moves: Five Tribes' djinn row (1-3, the djinn there)."""
    if title == "five_tribes" and key.startswith("djinn "):
        from game.rules.five_tribes.data import DJINN_INDEX

        row = state.djinn_row  # type: ignore[attr-defined]
        assert hotkey == str(row.index(DJINN_INDEX[key.split()[1]]) + 1), (key, hotkey, row)
        return True
    return False


@pytest.mark.parametrize(
    "title,players,flags",
    [("five_tribes", 3, {}), ("tribes_of_the_wind", 3, {}), ("prehistories", 3, {})],
)
def test_every_option_keeps_its_key_by_what_it_is_for_a_whole_game(
    quick_app: App, title: str, players: int, flags: dict[str, object]
) -> None:
    games.load_game_packages()
    make_view = view_factory(title)
    assert make_view is not None
    view = make_view(quick_app)
    seats = [Seat(name) for name in ("Ann", "Bob", "Cat", "Dan", "Eve")[:players]]
    table = TableScene(quick_app, view, Session(view.title, GameSetup(seats, 5, flags), view=view))
    quick_app.stack.push(table)
    quick_app.run(frames=2)
    rng = np.random.default_rng(5)
    keys_of: dict[str, str] = {}  # an option or target -> the key it had
    meaning: dict[str, set[str]] = {}  # a letter -> the kinds of option it pressed
    pressed = steps = 0
    while not table.state.is_terminal() and steps < MAX_STEPS:
        if quick_app.stack.top is not table:  # the curtain between two people
            press(quick_app, "\r")
            quick_app.run(frames=1)
            continue
        if not table.human_turn():
            quick_app.run(frames=1)
            continue
        steps += 1
        # any action the table leads to (Tribes of the Wind offers no move that only sends a
        # rider back)
        legal = [a for a in table.state.legal_actions() if table.target_point(a) is not None]
        action = legal[int(rng.integers(len(legal)))]
        played = len(table.state.history)
        for _ in range(4):
            shown = prompt_keys(table)
            for hotkey, key in shown.items():
                assert hotkey not in TABLE_LETTERS or key == "back", f"{key} took the table's {hotkey}"
                if hotkey.isalpha():  # a djinn's power is "power:<djinn>" or "use <djinn>"; O is
                    # "other_tile" or "other_rider"
                    kind = key.partition(":")[0].split()[0].replace("use", "power").split("_")[0]
                    meaning.setdefault(hotkey, set()).add(kind)
                if positional(title, table.state, key, hotkey):
                    continue
                before = keys_of.setdefault(key, hotkey)
                assert before == hotkey, f"{key} had the key {before}, now {hotkey}"
            unkeyed = [b.key for b in table.options.buttons if b.enabled and not b.hotkey]
            assert not unkeyed, f"options without a key: {unkeyed}"
            by_key = {b.action: b.hotkey for b in table.options.buttons if b.hotkey and b.action is not None}
            if action in by_key:
                quick_app.run(frames=int(KEY_GRACE * 60) + 2)  # keys wait until a prompt was seen
                press(quick_app, by_key[action])
                pressed += 1
            else:
                click(quick_app, table.target_point(action))
            if len(table.state.history) > played:
                break
        assert len(table.state.history) > played, table.state.action_to_str(action)
        assert table.state.history[played] == action
    assert table.state.is_terminal(), f"{title} did not end in {MAX_STEPS} decisions"
    assert pressed > 5, "the game was played without its keys"
    # A letter presses one kind of option in the whole game (the sale's "s" never ends a turn).
    assert all(len(kinds) == 1 for kinds in meaning.values()), meaning
