"""Leaving a table for the main menu (Menu, then "Back to the main menu") says what is true of its
game: a live game in play is saved to continue, the demo and a replay save nothing (a replay of
the others' turns leaves the live game saved below it), a tutorial chapter keeps its place in the
tutorial's own slot, and the practice game after it is not saved. Every one said "The game is
saved; you can continue it later."."""

from __future__ import annotations

from game.client import games
from game.client.app import App
from game.client.table import view_factory
from game.client.table.replay_start import others_replay, record_replay
from game.client.table.tutorial_scene import tutorial_scene
from game.client.text import tr
from game.tutorial import load_chapters
from tests.client.history.games import finished_record
from tests.client.table.conftest import OthersPlayed, TableMaker
from tests.client.table.test_table_end import leave_question

games.load_game_packages()
SAVED = "client.pause.quit_to_title_body"


def test_leaving_the_demo_says_nothing_is_saved(tally_table: TableMaker, quick_app: App):
    table = tally_table(["easy", "easy"], demo=True)
    body = leave_question(quick_app, table).body
    assert body == tr("client.pause.quit_to_title_demo") != tr(SAVED)


def test_leaving_the_replay_of_a_finished_game_says_it_changes_nothing(quick_app: App):
    table = record_replay(quick_app, finished_record("tribes_of_the_wind"))
    quick_app.stack.push(table)
    quick_app.run(frames=1)
    body = leave_question(quick_app, table).body
    assert body == tr("client.pause.quit_to_title_replay") != tr(SAVED)


def test_leaving_the_others_turns_replay_says_the_live_game_is_saved(
    quick_bots_app: App, others_played: OthersPlayed
):
    app = quick_bots_app
    table = others_played("tribes_of_the_wind", 1)
    replay = others_replay(table, 0)
    assert replay is not None
    app.stack.push(replay)
    app.run(frames=1)
    assert leave_question(app, replay).body == tr(SAVED)


def test_leaving_a_tutorial_chapter_says_its_place_is_kept_then_done_then_not_saved(quick_app: App):
    script = load_chapters("tribes_of_the_wind")[0]
    table = tutorial_scene(quick_app, view_factory(script.title)(quick_app), script)  # type: ignore[misc]
    quick_app.stack.push(table)
    quick_app.run(frames=1)
    assert leave_question(quick_app, table).body == tr("coach.pause_kept")
    quick_app.stack.pop()
    quick_app.stack.pop()
    coach = table.coach
    coach.skip(table.state)  # type: ignore[attr-defined]
    assert leave_question(quick_app, table).body == tr("coach.pause_done")
    quick_app.stack.pop()
    quick_app.stack.pop()
    coach.press("play:easy", table.state)  # type: ignore[attr-defined]
    assert not coach.leads() and table.coach is coach
    assert leave_question(quick_app, table).body == tr("coach.pause_practice")
