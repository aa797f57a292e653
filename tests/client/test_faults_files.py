"""Files a player hands the client are reported and kept, never crash it."""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from game.client import cli, storage, text
from game.client.app import App
from game.client.scenes.message import MessageScene
from game.client.scenes.settings import SettingsScene, percent
from game.client.scenes.title import TitleScene
from game.client.settings import Settings, read_settings, settings_path
from game.client.storage import DamagedFileError, clean_at_start, read_json, saves_dir, write_json
from game.schema import (
    MAX_NAME_CHARS,
    SAVE_LIMITS,
    Invalid,
    Limits,
    check_limits,
    printable,
    save_envelope,
)
from tests.client.conftest import record_top_at_close
from tests.client.text_fit import read_lines

NESTED = "[" * 100_000 + "]" * 100_000


def _write_settings(content: str | bytes) -> Path:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, str):
        content = content.encode("utf-8")
    path.write_bytes(content)
    return path


# -- item 4: nesting and huge numbers ------------------------------------------------------------


def test_deeply_nested_settings_start_the_app_with_defaults_and_keep_the_file():
    path = _write_settings('{"language": ' + NESTED + "}")
    settings, problem = read_settings()
    assert settings == Settings()
    assert problem is not None and problem.moved and not path.exists()
    assert problem.kept_as.read_text(encoding="utf-8").startswith('{"language": [[[')


def test_a_401_digit_volume_keeps_its_default_and_the_rest_loads():
    path = _write_settings('{"language": "en", "music_volume": ' + "9" * 401 + "}")
    settings, problem = read_settings()
    assert settings.language == "en"
    assert settings.music_volume == Settings().music_volume
    assert problem is not None and "music_volume" in problem.reason
    assert "9" * 401 in problem.kept_as.read_text(encoding="utf-8")
    assert json.loads(path.read_text(encoding="utf-8"))["language"] == "en"  # the good part stays


def test_a_5000_digit_number_is_a_damaged_file_not_a_crash(tmp_path: Path):
    path = tmp_path / "save.json"
    path.write_text('{"seed": ' + "1" * 5000 + "}", encoding="utf-8")
    with pytest.raises(DamagedFileError):
        read_json(path)


def test_deeply_nested_save_is_damaged_and_set_aside(tmp_path: Path):
    path = tmp_path / "five_tribes.json"
    path.write_text('{"state": ' + NESTED + "}", encoding="utf-8")
    with pytest.raises(DamagedFileError) as caught:
        read_json(path)
    assert caught.value.kept_as.exists() and not path.exists()


def test_nesting_the_parser_takes_is_still_bounded_by_the_kind(tmp_path: Path):
    path = tmp_path / "save.json"
    path.write_text("[" * 200 + "]" * 200, encoding="utf-8")
    with pytest.raises(DamagedFileError) as caught:
        read_json(path)
    assert "nested deeper" in caught.value.reason


def test_limits_walk_any_depth_without_recursion():
    deep: list[object] = []
    for _ in range(50_000):
        deep = [deep]
    with pytest.raises(Invalid, match="nested deeper"):
        check_limits(deep, SAVE_LIMITS)
    limits = Limits(max_bytes=100, max_depth=5, max_values=10, max_string=5)
    with pytest.raises(Invalid, match="finite"):
        check_limits({"a": math.inf}, limits)
    with pytest.raises(Invalid, match=r"^a\[1\]: text longer"):
        check_limits({"a": ["ok", "too long"]}, limits)
    with pytest.raises(Invalid, match="too large"):
        check_limits([2**64], limits)


# -- item 5: NaN ---------------------------------------------------------------------------------


def test_a_nan_volume_in_the_file_is_refused_and_kept():
    _write_settings('{"music_volume": NaN, "effects_volume": Infinity, "fullscreen": true}')
    settings, problem = read_settings()
    assert settings.music_volume == Settings().music_volume
    assert settings.effects_volume == Settings().effects_volume
    assert settings.fullscreen is True
    assert problem is not None


def test_the_settings_screen_draws_a_nan_volume(app: App):
    app.settings.music_volume = math.nan
    app.settings.effects_volume = math.inf
    app.stack.push(SettingsScene(app))
    app.run(frames=3)
    assert isinstance(app.stack.top, SettingsScene)
    assert (percent(math.nan), percent(math.inf), percent(-math.inf), percent(0.255)) == (0, 100, 0, 26)


# -- item 6 (client side): unreadable saves ------------------------------------------------------


def test_a_save_that_may_not_be_read_is_reported_and_left_in_place(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    path = tmp_path / "five_tribes.json"
    write_json(path, {"kind": "x"})
    real_open = os.open

    def refuse(name: object, *args: object, **kwargs: object) -> int:  # root reads through chmod 000
        if Path(str(name)) == path:
            raise PermissionError(13, "Permission denied", str(name))
        return real_open(name, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(storage.os, "open", refuse)
    with pytest.raises(DamagedFileError) as caught:
        read_json(path)
    assert not caught.value.moved
    assert "Permission denied" in caught.value.reason
    assert path.exists()


def test_a_save_the_system_will_not_open_is_told_wholly_in_the_players_language(
    tmp_path: Path, app: App, lang: str, caplog: pytest.LogCaptureFixture
):
    """Not a permission or a folder: a link to itself (ELOOP). The system's English words stay in
    the log; the message says it in the player's language ("не відкривається (Too many
    levels of symbolic links)")."""
    path = tmp_path / "five_tribes.json"
    os.symlink(path.name, path)
    with caplog.at_level("WARNING", logger="game.client.storage"), pytest.raises(DamagedFileError) as caught:
        read_json(path)
    system = os.strerror(40)  # ELOOP: "Too many levels of symbolic links"
    assert caught.value.problem is not None
    words = text.describe(caught.value.problem)
    assert (
        words
        == {
            "en": "cannot be opened: the system did not let it be read",
            "uk": "не відкривається: система не дала його прочитати",
        }[lang]
    )
    shown = read_lines(MessageScene.damaged_file(app, caught.value).lines).replace(str(path), "")
    assert words in shown and system not in shown
    if lang == "uk":
        assert not any("a" <= ch.lower() <= "z" for ch in shown), shown
    assert system in caplog.text and system in caught.value.reason  # kept for the log


def test_a_damaged_save_in_a_read_only_folder_stays_where_it_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    path = tmp_path / "five_tribes.json"
    path.write_text("{not json", encoding="utf-8")

    def read_only(source: object, target: object) -> None:
        raise PermissionError(30, "Read-only file system")

    monkeypatch.setattr(os, "replace", read_only)
    with pytest.raises(DamagedFileError) as caught:
        read_json(path)
    assert caught.value.kept_as == path and path.read_text(encoding="utf-8") == "{not json"


def test_the_message_names_where_an_unusable_file_is(app: App, tmp_path: Path):
    path = tmp_path / "settings.json"
    left = MessageScene.damaged_file(app, DamagedFileError(path, path, "Permission denied"))
    assert str(path) in read_lines(left.lines)
    reset = MessageScene.damaged_file(
        app, DamagedFileError(path, tmp_path / "settings.json.bak", "music_volume: x", partly_used=True)
    )
    assert "settings.json.bak" in " ".join(reset.lines) and "music_volume" in " ".join(reset.lines)


# -- items 6 and 7: names -------------------------------------------------------------------------


def test_seat_names_are_cleaned_and_bounded_at_load():
    envelope = save_envelope("tribal-table/five_tribes", ("easy", "normal", "hard"), 2, 4)
    data = {
        "kind": "tribal-table/five_tribes",
        "version": 1,
        "seats": [{"name": "An\x00na", "level": ""}, {"name": "x" * 200_000, "level": "hard"}],
        "seed": 5,
        "flags": {},
        "state": {},
    }
    checked = envelope.check(data, "the file")
    assert checked["seats"][0]["name"] == "Anna"
    nothing = envelope.check(data | {"seats": [{"name": "\x00\u200b"}, {"name": "B"}]}, "the file")
    assert nothing["seats"][0]["name"] == ""  # nothing visible: no name, the seat's default shows
    assert len(checked["seats"][1]["name"]) == MAX_NAME_CHARS
    for bad, where in (
        ({"seed": -10}, "seed"),
        ({"seats": [{"name": ["A"]}, {"name": "B"}]}, "seats[0].name"),
        ({"seats": [{"name": "A", "level": "godlike"}, {"name": "B"}]}, "seats[0].level"),
        ({"state": []}, "state"),
    ):
        with pytest.raises(Invalid) as caught:
            envelope.check(data | bad, "the file")
        assert caught.value.where == where


def test_printable_drops_what_no_font_draws():
    assert printable("a\x00b\ud800c\u200bd\n\ue000") == "abc\u200bd"
    assert printable("П’ять Каст ✓") == "П’ять Каст ✓"


def test_fitting_a_huge_name_measures_a_bounded_amount_of_text(monkeypatch: pytest.MonkeyPatch):
    face = text.font(20, True)
    measured: list[int] = []

    class Counting:
        def size(self, content: str) -> tuple[int, int]:
            measured.append(len(content))
            return face.size(content)

    monkeypatch.setattr(text, "font", lambda size, bold=False: Counting())
    name = "Шахерезада " * 20_000 + "\x00"
    fitted = text.fit_text(name, 20, 260, True)
    assert fitted.endswith("…") and "\x00" not in fitted
    assert face.size(fitted)[0] <= 260
    assert len(measured) <= 12 and max(measured) <= 262  # log2(261) measures of at most 261 chars
    assert text.fit_text("Anna", 20, 260, True) == "Anna"


def test_fitted_text_is_the_longest_cut_that_fits():
    face = text.font(20)
    content = "Ibrahim the Wanderer of the Eastern Dunes"
    for width in (40, 90, 150, 260):
        fitted = text.fit_text(content, 20, width)
        assert face.size(fitted)[0] <= width
        if fitted == content:
            continue
        kept = len(fitted) - 1
        longer = next(
            content[:end].rstrip() + "…"
            for end in range(kept + 1, len(content) + 1)
            if content[:end].rstrip() + "…" != fitted
        )
        assert face.size(longer)[0] > width  # the next longer cut would not fit


# -- item 8: JSON that is not settings ----------------------------------------------------------


@pytest.mark.parametrize(
    "content",
    [
        "null",
        "[1, 2]",
        '"settings"',
        '{"kind": "tribal-table/five_tribes", "version": 1, "seats": [], "seed": 1}',
        '{"language": "fr", "window_size": [10, 10], "fullscreen": "yes"}',
        '{"language": "en", "theme": "dark"}',
        '{"animation_speed": 2, "music_volume": true}',
    ],
)
def test_json_that_is_not_settings_is_kept_beside_the_new_file_and_reported(content: str):
    path = _write_settings(content)
    settings, problem = read_settings()
    assert problem is not None
    assert problem.kept_as.read_text(encoding="utf-8") == content
    assert Settings.checked(json.loads(path.read_text(encoding="utf-8"))) == (settings, [])
    assert read_settings() == (settings, None)  # told once: the next start is quiet


def test_fifty_megabytes_of_settings_are_set_aside_unread(monkeypatch: pytest.MonkeyPatch):
    path = _write_settings(b'{"language": "en", "pad": "' + b" " * (50 * 1024 * 1024) + b'"}')
    monkeypatch.setattr(Path, "read_bytes", lambda self: pytest.fail("the whole file was read"))
    settings, problem = read_settings()
    assert settings == Settings()
    assert problem is not None and "larger" in problem.reason
    assert problem.kept_as.stat().st_size > 50 * 1024 * 1024 and not path.exists()


def test_the_title_tells_the_player_once(app: App):
    path = settings_path()
    app.notices.append(DamagedFileError(path, path.with_name("settings.json.bak"), "the file: x"))
    app.stack.push(TitleScene(app))
    app.run(frames=3)
    message = app.stack.top
    assert isinstance(message, MessageScene)
    assert "settings.json.bak" in " ".join(message.lines)
    message.confirm()
    app.run(frames=3)
    assert isinstance(app.stack.top, TitleScene)


def test_the_app_starts_over_a_damaged_settings_file_and_shows_the_message(monkeypatch: pytest.MonkeyPatch):
    _write_settings('{"music_volume": ' + "9" * 401 + ', "language": ' + NESTED[:2000] + "}")
    shown = record_top_at_close(monkeypatch)
    assert cli.run(["--headless", "--frames", "6"]) == 0
    assert isinstance(shown[0], MessageScene)


# -- item 14: what killed writes leave -----------------------------------------------------------


def test_temporary_files_of_killed_writes_are_removed_at_start():
    folder = saves_dir()
    folder.mkdir(parents=True)
    write_json(folder / "five_tribes.json", {"a": 1})
    old = [folder / f".five_tribes.json.{n}abc.tmp" for n in range(6)]
    for leftover in old:
        leftover.write_text('{"a": ', encoding="utf-8")
        past = time.time() - 3600
        os.utime(leftover, (past, past))
    fresh = folder / ".five_tribes.json.inflight.tmp"  # another copy of the app writing right now
    fresh.write_text("{", encoding="utf-8")
    settings_path().parent.mkdir(parents=True)
    stale_settings = settings_path().with_name(".settings.json.x.tmp")
    stale_settings.write_text("{", encoding="utf-8")
    os.utime(stale_settings, (time.time() - 3600,) * 2)
    removed = clean_at_start()
    assert sorted(removed) == sorted([*old, stale_settings])
    assert fresh.exists() and read_json(folder / "five_tribes.json") == {"a": 1}


def test_a_write_sweeps_stale_temporary_files_beside_it(tmp_path: Path):
    leftover = tmp_path / ".save.json.k1ll.tmp"
    leftover.write_text("{", encoding="utf-8")
    os.utime(leftover, (time.time() - 3600,) * 2)
    write_json(tmp_path / "save.json", [1])
    assert sorted(p.name for p in tmp_path.iterdir()) == ["save.json"]


def test_cleaning_never_raises(monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    leftover = tmp_path / ".a.json.x.tmp"
    leftover.write_text("{", encoding="utf-8")
    os.utime(leftover, (time.time() - 3600,) * 2)

    def refuse(self: Path, missing_ok: bool = False) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "unlink", refuse)
    assert storage.clean_stale_temp_files(tmp_path) == []
    assert storage.clean_stale_temp_files(tmp_path / "absent") == []


def test_the_pygame_font_itself_refuses_a_nul():
    # Why names are cleaned: this is the crash a NUL in a seat name caused (item 6).
    with pytest.raises(ValueError):
        text.font(20).render("a\x00b", True, (0, 0, 0))
    assert isinstance(text.font(20).render(printable("a\x00b"), True, (0, 0, 0)), pygame.Surface)


def test_the_schema_module_is_pure():
    # game/tutorial and tools use it without a display: nothing of pygame or the client.
    script = (
        "import sys, game.schema\n"
        "bad = [m for m in sys.modules if m.startswith(('pygame', 'game.client'))]\n"
        "raise SystemExit(1 if bad else 0)\n"
    )
    assert subprocess.run([sys.executable, "-c", script], check=False).returncode == 0


# -- item 11: a save slot that cannot be written --------------------------------------------------


def test_a_save_slot_in_a_read_only_folder_keeps_the_old_file_and_tells_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    slot = storage.SaveSlot(tmp_path / "five_tribes.json")
    assert slot.write({"move": 1}) and slot.take_notice() is None

    def read_only(*args: object, **kwargs: object) -> tuple[int, str]:
        raise PermissionError(30, "Read-only file system")

    monkeypatch.setattr(storage.tempfile, "mkstemp", read_only)
    monkeypatch.setattr(Path, "unlink", lambda self, missing_ok=False: read_only())
    assert not slot.write({"move": 2})
    assert not slot.delete()
    told = slot.take_notice()
    assert (
        told is not None and told.key == "schema.write.read_only" and told.reason == "Read-only file system"
    )
    assert not slot.write({"move": 3})
    assert slot.take_notice() is None  # told once
    monkeypatch.undo()
    assert read_json(slot.path) == {"move": 1}  # what it had is kept


def test_a_folder_where_the_save_should_be_is_no_crash(tmp_path: Path):
    slot = storage.SaveSlot(tmp_path / "five_tribes.json")
    slot.path.mkdir()
    assert not slot.write({"move": 1})
    assert not slot.delete()
    assert slot.take_notice()
    assert slot.path.is_dir() and [p.name for p in tmp_path.iterdir()] == ["five_tribes.json"]


# -- the reasons in the player's language ---------------------------------------------------------


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        ("{not json", "не JSON (рядок 1, стовпчик 2)"),
        (b"\xff\xfe{}", "не текст UTF-8 (байт 0)"),
        (NESTED, "надто глибока вкладеність"),
        ('{"a": ' * 20 + "1" + "}" * 20, "a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a: вкладеність глибша за 16 рівнів"),
    ],
    ids=["json", "utf8", "recursion", "depth"],
)
def test_a_file_that_cannot_be_left_elsewhere_says_why_in_ukrainian(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, content: str | bytes, reason: str
):
    path = tmp_path / "five_tribes.json"
    path.write_bytes(content.encode("utf-8") if isinstance(content, str) else content)
    monkeypatch.setattr(os, "replace", lambda source, target: (_ for _ in ()).throw(PermissionError(30, "x")))
    with pytest.raises(DamagedFileError) as caught:
        read_json(path)
    app.set_language("uk")
    try:
        body = MessageScene.damaged_file(app, caught.value).body
    finally:
        app.set_language("en")
    assert reason in body, body


def test_a_partly_used_settings_file_names_its_fields_problem_in_ukrainian(app: App):
    _write_settings('{"music_volume": "loud", "effects_volume": 7, "language": "uk"}')
    settings, notice = read_settings()
    assert notice is not None and settings.language == "uk"
    app.set_language("uk")
    try:
        body = MessageScene.damaged_file(app, notice).body
    finally:
        app.set_language("en")
    assert "music_volume: потрібне число (+1)" in body, body
    assert "expected" not in body
