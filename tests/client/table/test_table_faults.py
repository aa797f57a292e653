"""A disk that refuses the autosave, a bot that fails, a save that
cannot be resumed. Each test failed before the table used ``storage.SaveSlot``, the workers'
``take_notice`` and ``storage.keep_aside`` / ``schema.save_envelope``."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from game.client import storage
from game.client.app import App
from game.client.scenes.message import MessageScene
from game.client.table.results import ResultsScene
from game.client.table.saves import DamagedSave, autosave_path, load_autosave, write_autosave
from game.client.table.session import GameSetup, Seat, Session
from game.client.table.start import continue_scene
from game.rules.base import SaveError
from game.schema import MAX_NAME_CHARS
from tests.client.table.conftest import TableMaker
from tests.client.table.toy import ADD1, ADD2, TITLE, FakeWorker, TallyView
from tests.client.text_fit import read_lines


def _refuse_writes(monkeypatch: pytest.MonkeyPatch) -> None:
    """The saves folder turned read-only mid-game (root ignores chmod, so the calls refuse)."""

    def read_only(*args: object, **kwargs: object) -> Any:
        raise PermissionError(30, "Read-only file system")

    monkeypatch.setattr(storage.tempfile, "mkstemp", read_only)
    monkeypatch.setattr(Path, "unlink", lambda self, missing_ok=False: read_only())


def test_a_read_only_saves_folder_is_told_once_and_the_game_goes_on_with_the_last_save_kept(
    tally_table: TableMaker, quick_app: App, monkeypatch: pytest.MonkeyPatch
):
    table = tally_table(["", ""], order=(0, 1), length=6)
    table.play(ADD1)
    saved = autosave_path("tally").read_text(encoding="utf-8")
    with monkeypatch.context() as patch:  # the fixtures' own patches (the user folders) stay
        _refuse_writes(patch)
        table.play(ADD2)
        assert table.message == "Cannot save the game: play goes on (see the log)"
        table.play(ADD1)
    told = [line for line in table.book.lines if "Cannot save the game" in line]
    assert len(told) == 1 and "the folder is read-only" in told[0]
    assert table.state.moves == 3  # nothing refused, nothing lost
    assert autosave_path("tally").read_text(encoding="utf-8") == saved


@pytest.mark.parametrize(
    ("refusal", "english", "ukrainian"),
    [
        (PermissionError(30, "Read-only file system"), "the folder is read-only", "тека лише для читання"),
        (OSError(28, "No space left on device"), "the disk is full", "диск заповнено"),
        (PermissionError(13, "Permission denied"), "no permission to write there", "немає дозволу на запис"),
        (OSError(5, "Input/output error"), "the system refused to write the file", "система не дала"),
    ],
    ids=["read-only", "full", "permission", "other"],
)
def test_a_refused_save_is_told_in_the_players_language_and_the_systems_words_go_to_the_log(
    tally_table: TableMaker,
    quick_app: App,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
    refusal: OSError,
    english: str,
    ukrainian: str,
):
    def refuse(*args: object, **kwargs: object) -> Any:
        raise refusal

    table = tally_table(["", ""], order=(0, 1), length=6)
    quick_app.set_language("uk")
    try:
        with monkeypatch.context() as patch, caplog.at_level("WARNING", logger="game.client.storage"):
            patch.setattr(storage.tempfile, "mkstemp", refuse)
            table.play(ADD1)
        told = [line for line in table.book.lines if "Не вдається зберегти гру" in line]
        assert len(told) == 1 and ukrainian in told[0], table.book.lines
        assert str(refusal.strerror) not in told[0]
        assert any(str(refusal.strerror) in record.getMessage() for record in caplog.records)
        quick_app.set_language("en")  # the log rewords the line in the new language
        told = [line for line in table.book.lines if "Cannot save the game" in line]
        assert len(told) == 1 and english in told[0] and str(refusal.strerror) not in told[0]
    finally:
        quick_app.set_language("en")


def test_the_last_move_with_a_folder_where_the_save_should_be_still_reaches_the_results(
    tally_table: TableMaker, quick_app: App, monkeypatch: pytest.MonkeyPatch
):
    table = tally_table(["", ""], order=(0, 1), length=2)
    table.play(ADD1)
    _refuse_writes(monkeypatch)
    table.play(ADD2)  # the end: the autosave cannot be removed
    assert table.state.is_terminal()
    quick_app.run(frames=3)
    assert isinstance(quick_app.stack.top, ResultsScene)
    assert sum("Cannot save the game" in line for line in table.book.lines) == 1


class FaultyWorker(FakeWorker):
    """Answers like FakeWorker, after reporting the faults ``ProcessBotWorker`` reports."""

    faults: list[str] = []

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.notices = list(FaultyWorker.faults)

    def take_notice(self) -> str | None:
        return self.notices.pop(0) if self.notices else None


@pytest.mark.parametrize(
    ("faults", "words"),
    [
        (["late"], "did not answer in time"),
        (["restarted"], "the bot stopped; it was restarted"),
        (["restarted", "gave_up"], "from now on it plays simple legal moves"),
    ],
)
def test_a_bot_that_was_late_or_restarted_is_told_in_the_log(
    tally_table: TableMaker, quick_app: App, faults: list[str], words: str
):
    FaultyWorker.faults = faults
    seats = [Seat("Anna"), Seat("Robo", "easy")]
    view = TallyView(quick_app)
    session = Session(TITLE, GameSetup(seats, 1, {"order": (0, 1), "length": 6}), view=view)  # type: ignore[arg-type]
    from game.client.table.scene import TableScene

    table = TableScene(quick_app, view, session, make_worker=FaultyWorker)
    quick_app.stack.push(table)
    table.play(ADD1)
    quick_app.run(frames=5)
    assert table.state.moves == 2  # the bot's move was played
    lines = [line for line in table.book.lines if "Robo" in line]
    assert any(words in line for line in lines), table.book.lines
    assert sum(words in line for line in table.book.lines) == 1


def test_an_illegal_bot_answer_is_told_as_a_fallback(tally_table: TableMaker, quick_app: App):
    FakeWorker.made.clear()
    table = tally_table(["", "easy"], order=(0, 1), length=6)
    FakeWorker.made[-1].answer = None
    table.play(ADD1)
    quick_app.run(frames=5)
    assert table.state.moves == 2
    assert any("P2: the bot gave no usable move" in line for line in table.book.lines)


def _save(session: Session) -> dict[str, Any]:
    write_autosave(session)
    return json.loads(autosave_path("tally").read_text(encoding="utf-8"))


def _tally(names: list[str]) -> Session:
    seats = [Seat(name) for name in names]
    return Session(TITLE, GameSetup(seats, 1, {}), view=TallyView())  # type: ignore[arg-type]


def test_a_save_that_is_not_a_session_in_a_read_only_folder_is_left_untouched_and_reported(
    app: App, monkeypatch: pytest.MonkeyPatch
):
    data = _save(_tally(["A", "B"]))
    data["seed"] = -10  # no bot process may be started from this
    path = autosave_path("tally")
    path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_bytes()

    def read_only(source: object, target: object) -> None:
        raise PermissionError(30, "Read-only file system")

    monkeypatch.setattr(os, "replace", read_only)
    with pytest.raises(DamagedSave) as caught:
        load_autosave(TITLE)  # type: ignore[arg-type]
    assert caught.value.kept_as == path and not caught.value.moved
    assert caught.value.reason.startswith("seed: ")
    assert path.read_bytes() == before
    scene = continue_scene(app, TallyView(app))
    assert isinstance(scene, MessageScene)
    assert str(path) in read_lines(scene.lines) and "left where it is" in read_lines(scene.lines)


def test_a_save_that_is_not_a_session_is_set_aside_and_named(app: App):
    data = _save(_tally(["A", "B"]))
    data["seats"][1]["level"] = "godlike"
    path = autosave_path("tally")
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DamagedSave) as caught:
        load_autosave(TITLE)  # type: ignore[arg-type]
    assert caught.value.moved and not path.exists()
    assert caught.value.reason.startswith("seats[1].level: ")
    assert json.loads(caught.value.kept_as.read_text(encoding="utf-8")) == data


def test_seat_names_from_a_save_are_cleaned_and_bounded_at_load():
    data = _save(_tally(["A", "B"]))
    data["seats"][0]["name"] = "An\x00na\n"
    data["seats"][1]["name"] = "x" * 10_000
    again = Session.from_dict(TITLE, data)  # type: ignore[arg-type]
    assert again.seats[0].name == "Anna"
    assert len(again.seats[1].name) == MAX_NAME_CHARS
    data["seats"][1]["name"] = "\x00\x01"  # nothing left: no name (the seat shows "Player 2")
    assert Session.from_dict(TITLE, data).seats[1].name == ""  # type: ignore[arg-type]
    data["seats"][1]["name"] = 7
    with pytest.raises(SaveError, match=r"seats\[1\]\.name: expected text"):
        Session.from_dict(TITLE, data)  # type: ignore[arg-type]


def test_the_new_game_entries_keep_only_what_a_save_can_hold(quick_app: App):
    from game.client.table.new_game import NewGameScene

    scene = NewGameScene(quick_app, TallyView(quick_app))
    quick_app.stack.push(scene)
    quick_app.run(frames=1)
    entry = scene.name_entries[0]
    entry.set_text_length_limit(1000)  # a paste past the entry's limit, or a future wider entry
    entry.set_text("Zo\x1bë" + "x" * 100)
    setup = scene.setup()
    assert setup.seats[0].name.startswith("Zoë") and len(setup.seats[0].name) == MAX_NAME_CHARS
    assert scene.seed_entry is not None
    scene.seed_entry.set_text("9" * 40)
    assert scene.setup().seed == 2**63 - 1  # still a seed the save can hold


@pytest.mark.parametrize(
    ("language", "reason", "english"),
    [
        ("uk", "seed: потрібне ціле число від 0 до 9223372036854775807", "expected"),
        ("en", "seed: expected a whole number from 0 to 9223372036854775807", "потрібне"),
    ],
    ids=["uk", "en"],
)
def test_a_refused_save_says_why_in_the_players_language(app: App, language: str, reason: str, english: str):
    data = _save(_tally(["A", "B"]))
    data["seed"] = -10
    autosave_path("tally").write_text(json.dumps(data), encoding="utf-8")
    app.set_language(language)
    try:
        scene = continue_scene(app, TallyView(app))
    finally:
        app.set_language("en")
    assert isinstance(scene, MessageScene)
    assert reason in scene.body and english not in scene.body


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (lambda data: data.update(kind="tribal-table/other"), "це не збереження гри «Tally»"),
        (lambda data: data.update(version=99), "version: непідтримувана версія збереження 99"),
        (lambda data: data["seats"][1].update(level="godlike"), "seats[1].level: потрібне одне з: "),
        (lambda data: data["seats"].append({"name": "C"}), "seats: місця не відповідають гравцям партії"),
        (lambda data: data.pop("state"), "state: бракує"),
        (lambda data: data.update(state={"total": "x"}), "state: позиція гри суперечить правилам"),
    ],
    ids=["kind", "version", "level", "seats", "missing", "engine"],
)
def test_every_reason_the_envelope_gives_is_worded_in_ukrainian(app: App, change: Any, reason: str):
    data = _save(_tally(["A", "B"]))
    change(data)
    autosave_path("tally").write_text(json.dumps(data), encoding="utf-8")
    app.set_language("uk")
    try:
        scene = continue_scene(app, TallyView(app))
    finally:
        app.set_language("en")
    assert isinstance(scene, MessageScene) and scene.body.startswith(reason), scene.body
