"""Hundreds of damaged autosaves, made from real saves of every title, through Continue.

The saves are real: each title's game is played mid-way at the real table (two people and a bot,
hot-seat curtains passed), and the file is what the table's autosave wrote. Each mutant
(tests/client/fuzz.py: half structural, half byte-level) is put in the autosave slot and the
player presses Continue. Either the table opens on a state that passes the engine contract's
checks for a loaded save (``game.rules.contract.check_loaded``: the position, the views, a save
round trip, and a random game from there to its end), or a message says why, and the file is kept
byte for byte (set aside, or left where it was). Either way the app runs on.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pygame
import pytest

from game.client import games
from game.client.app import App
from game.client.scenes.curtain import CurtainScene
from game.client.scenes.message import MessageScene
from game.client.table import view_factory
from game.client.table.saves import autosave_path
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session, default_flags
from game.rules import load_title
from game.rules.contract import check_loaded
from tests.client.conftest import key
from tests.client.fuzz import mutants

TITLES = ("five_tribes", "tribes_of_the_wind", "prehistories")
CASES = 100  # a title: 300 damaged saves in all
SAVE_POINTS = (6, 18, 30)  # actions into the game when a real save is taken


def real_saves(app: App, title_id: str, rng: np.random.Generator) -> list[bytes]:
    """The autosave the table wrote at each of ``SAVE_POINTS``, from one hot-seat game with a bot."""
    title = load_title(title_id)
    make_view = view_factory(title_id)
    assert make_view is not None
    view = make_view(app)
    seats = [Seat("Оксана"), Seat("Bo\u0301b ✓"), Seat("Bot (1)", "easy")]
    session = Session(title, GameSetup(seats, 4242, default_flags(title)), view=view)
    table = TableScene(app, view, session)
    app.stack.push(table)
    saves: list[bytes] = []
    for _ in range(2000):
        if len(saves) == len(SAVE_POINTS) or table.state.is_terminal():
            break
        if isinstance(app.stack.top, CurtainScene):
            app.stack.handle(key(pygame.K_RETURN))  # the next person takes the screen
        if table.session.human_to_move() and app.stack.top is table:
            legal = table.state.legal_actions()
            table.play(int(legal[int(rng.integers(len(legal)))]))
        app.run(frames=1)
        if table.state.moves >= SAVE_POINTS[len(saves)]:
            saves.append(autosave_path(title_id).read_bytes())
    app.stack.clear()
    assert len(saves) == len(SAVE_POINTS), "the game ended before the save points"
    return saves


def _kept(folder: Path, raw: bytes) -> bool:
    """The damaged file is still there, byte for byte (where it was, or set aside as .bak)."""
    return any(path.read_bytes() == raw for path in folder.iterdir() if path.is_file())


@pytest.mark.parametrize("title_id", TITLES)
def test_damaged_real_saves_continue_into_a_checked_game_or_a_message(quick_bots_app: App, title_id: str):
    rng = np.random.default_rng(17)
    title = load_title(title_id)
    entry = games.game(title_id)
    assert entry is not None and entry.make_continue_scene is not None
    originals = real_saves(quick_bots_app, title_id, rng)
    path = autosave_path(title_id)
    loaded = refused = 0
    per_save = CASES // len(originals) + 1
    cases = [raw for original in originals for raw in mutants(json.loads(original), rng, per_save)]
    for raw in cases[:CASES]:
        for leftover in path.parent.iterdir():
            leftover.unlink()
        path.write_bytes(raw)
        quick_bots_app.stack.push(entry.make_continue_scene(quick_bots_app))
        quick_bots_app.run(frames=1)
        top = quick_bots_app.stack.top
        tables = [scene for scene in quick_bots_app.stack.scenes if isinstance(scene, TableScene)]
        if tables:  # the table, or its curtain before a person's private things
            assert top is tables[0] or isinstance(top, CurtainScene)
            loaded += 1
            check_loaded(title, tables[0].state.clone(), rng)
        else:
            refused += 1
            assert isinstance(top, MessageScene), type(top)
            assert top.title == "The saved game cannot be read" and top.lines, raw[:200]
            assert _kept(path.parent, raw), raw[:200]
        quick_bots_app.run(frames=1)  # the app goes on
        quick_bots_app.stack.clear()
    assert loaded and refused, (loaded, refused)
