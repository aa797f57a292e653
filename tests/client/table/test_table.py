"""The shared table on a toy game: undo stops, saves, bots, the curtain rule, the log, privacy."""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from game.client.app import App
from game.client.scenes.curtain import CurtainScene
from game.client.table.logbook import LogBook
from game.client.table.new_game import NewGameScene
from game.client.table.results import ResultsScene
from game.client.table.saves import autosave_path, load_autosave, write_autosave
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from game.client.widgets import Button
from game.rules.base import SaveError
from tests.client.conftest import key
from tests.client.table.conftest import TableMaker
from tests.client.table.toy import ADD1, ADD2, DRAW, TITLE, FakeWorker, TallyView, TallyWriter


def tally_session(levels: list[str], **flags: object) -> Session:
    seats = [Seat(f"P{i + 1}", level) for i, level in enumerate(levels)]
    return Session(TITLE, GameSetup(seats, 1, dict(flags)), view=TallyView())  # type: ignore[arg-type]


def test_undo_goes_back_to_the_last_reveal_and_never_past_another_seat():
    session = tally_session(["", ""], order=(0, 0, 0, 0, 1))
    session.apply(ADD1)
    session.apply(DRAW)  # Drew.reveals: the undo stops here
    assert not session.can_undo()
    session.apply(ADD2)
    assert session.can_undo() and session.undo()
    assert session.state.tally[0] == 1 and not session.undo()
    session.apply(ADD1)
    session.apply(ADD1)  # the last of player 0's turns: player 1 may not take it back
    assert session.to_move() == 1 and not session.can_undo()


def test_a_save_comes_back_in_its_titles_own_slot_and_a_foreign_one_is_refused(quick_app: App):
    session = tally_session(["", "easy", ""])
    session.apply(ADD2)
    write_autosave(session)
    assert autosave_path("tally").is_file()
    again = load_autosave(TITLE)  # type: ignore[arg-type]
    assert again.state.to_dict() == session.state.to_dict()
    assert [seat.level for seat in again.seats] == ["", "easy", ""]
    with pytest.raises(SaveError, match="not a Tally save"):
        Session.from_dict(TITLE, {"kind": "tribal-table/five_tribes"})  # type: ignore[arg-type]


def test_a_bot_seat_plays_its_workers_answer_or_a_legal_one_and_its_process_is_closed(
    tally_table: TableMaker, quick_app: App
):
    FakeWorker.made.clear()
    table = tally_table(["", "easy"])
    worker = FakeWorker.made[-1]
    worker.answer = None  # an illegal answer: the table plays a legal action instead
    table.play(ADD1)
    quick_app.run(frames=4)
    assert worker.started == 1 and table.state.tally[1] == 1  # the first legal action, +1
    quick_app.stack.pop()
    assert worker.closed


def test_whoever_comes_back_after_a_bot_turn_passes_the_curtain_before_private_cards_show(
    tally_table: TableMaker, quick_app: App
):
    table = tally_table(["", "", "easy"], order=(0, 2, 0, 1), length=8)
    assert table.viewer == 0
    table.play(DRAW)  # P1 now holds a private card
    for _ in range(6):
        quick_app.run(frames=1)
        if isinstance(quick_app.stack.top, CurtainScene):
            break
    assert table.state.current_player() == 0 and table.state.tally[2] == 2  # the bot moved
    assert isinstance(quick_app.stack.top, CurtainScene)
    assert table.viewer is None
    quick_app.stack.handle(key(pygame.K_RETURN))
    assert table.viewer == 0


def test_a_person_moving_twice_in_a_row_keeps_the_screen(tally_table: TableMaker, quick_app: App):
    table = tally_table(["", ""], order=(0, 0, 1, 1), length=8)
    table.play(DRAW)
    quick_app.run(frames=2)
    assert quick_app.stack.top is table and table.viewer == 0


def test_the_log_is_worded_when_shown_so_a_language_switch_rewords_earlier_lines(app: App):
    book = LogBook(TallyWriter, lambda p: f"P{p + 1}")
    book.note("started", seed=4)
    assert book.feed([]) == []
    book.feed([])
    assert book.lines == ["New game, seed 4."]
    app.set_language("uk")
    assert book.lines == ["Нова гра, зерно 4."]
    mark = book.mark()
    session = tally_session(["", ""])
    book.feed(session.apply(ADD2))
    assert book.lines[-1] == "P1 +2"
    book.truncate(mark)
    assert book.lines == ["Нова гра, зерно 4."]


def test_the_new_game_scene_offers_every_seat_up_to_the_titles_maximum_and_its_flags(quick_app: App):
    scene = NewGameScene(quick_app, TallyView(quick_app))
    quick_app.stack.push(scene)
    quick_app.run(frames=1)
    assert len(scene.kinds) == 5 and scene.kinds[:2] == ["human", "easy"]
    assert scene.flags == {"length": 6}
    scene._cycle_seat(4)()  # the fifth seat taken fills the empty ones before it
    assert "off" not in scene.kinds
    scene._cycle_flag("length")()
    setup = scene.setup()
    assert len(setup.seats) == 5 and setup.flags == {"length": 12}


def test_the_results_list_every_line_of_the_breakdown_then_the_total(tally_table: TableMaker, quick_app: App):
    table = tally_table(["", ""], length=2)
    table.play(ADD2)
    table.play(DRAW)
    quick_app.run(frames=3)
    results = quick_app.stack.top
    assert isinstance(results, ResultsScene)
    assert results.lines == ["tally", "cards"] and results.lines_shown == 3
    assert results.scores == table.state.scores()


def render(table, surface: pygame.Surface) -> np.ndarray:
    table.renderer.base_key = ()
    table.draw(surface, 0.0)
    return pygame.surfarray.array3d(surface).copy()


def test_two_worlds_the_viewer_cannot_tell_apart_draw_the_same_picture_and_tooltips(
    tally_table: TableMaker, quick_app: App
):
    table = tally_table(["", ""], order=(1, 1, 0, 0), length=8)
    table.play(DRAW)
    table.play(DRAW)  # P2 holds two cards face down; P1 is to move and looks
    quick_app.run(frames=1)
    assert table.viewer == 0
    surface = pygame.Surface((1600, 900))
    truth = table.session.state
    worlds = [truth.determinize(0, np.random.default_rng(seed)) for seed in range(6)]
    first, other = worlds[0], next(w for w in worlds if w.scores()[1] != worlds[0].scores()[1])
    pictures, tips = [], []
    for world in (first, other):
        table.session.state = world
        table.serial += 1
        pictures.append(render(table, surface))
        ctx = table.ctx()
        tips.append(
            [table.view.tooltip_at(ctx, (x, y)) for x in range(0, 1600, 40) for y in range(0, 900, 40)]
        )
    assert np.array_equal(pictures[0], pictures[1])
    assert tips[0] == tips[1] and any(tip is not None for tip in tips[0])


def _undo_button(table: TableScene) -> Button:
    return next(b for b in table.options.top_buttons if b.label == "Undo")


def test_a_greyed_undo_says_why_in_its_tooltip_and_when_pressed(tally_table: TableMaker, quick_app: App):
    # Undo greyed after a step that drew a card once kept saying "Take back your last step".
    table = tally_table(["", ""], order=(0, 0, 0, 1))
    undo = _undo_button(table)
    assert not undo.enabled and undo.tooltip == "Nothing of yours to take back yet this turn"
    table.play(ADD1)
    quick_app.run(frames=1)
    undo = _undo_button(table)
    assert undo.enabled and undo.tooltip == "Take back your last step (U, Ctrl+Z, right click)"
    table.play(DRAW)
    quick_app.run(frames=1)
    undo = _undo_button(table)
    assert not undo.enabled and undo.tooltip is not None and "revealed something new" in undo.tooltip
    table.undoing.undo()
    assert table.message == undo.tooltip
    table.play(ADD1)  # player 0's last step: player 1's turn begins with nothing to take back
    quick_app.run(frames=2)
    assert table.session.why_no_undo() == "Nothing of yours to take back yet this turn"
