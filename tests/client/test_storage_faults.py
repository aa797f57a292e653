"""Settings and temporary files under unusual conditions: a named pipe or a symbolic link where
settings.json should be, two copies of the app writing while the clock jumps."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from game.client import cli, storage
from game.client.app import App
from game.client.scenes.message import MessageScene
from game.client.settings import Settings, read_settings, save_settings, settings_path
from game.client.storage import DamagedFileError, clean_stale_temp_files, read_json, temp_owner, write_json

# -- a named pipe ----------------------------------------------------------------------------------


class Watchdog:
    """Feeds the pipe at ``path`` if something is still waiting on it after a while, so that a
    read that blocks ends the test with a failure instead of hanging it; ``fed`` says it had to."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.fed = False
        self.done = threading.Event()
        self.thread = threading.Thread(target=self._watch, daemon=True)

    def _watch(self) -> None:
        if self.done.wait(30):
            return
        while not self.done.is_set():
            try:
                fd = os.open(self.path, os.O_WRONLY | os.O_NONBLOCK)  # ENXIO until a reader waits
            except OSError:
                time.sleep(0.1)
                continue
            self.fed = True
            os.write(fd, b"{}")
            os.close(fd)
            return

    def __enter__(self) -> Watchdog:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.done.set()
        self.thread.join()


def test_a_settings_file_that_is_a_named_pipe_is_reported_and_the_defaults_are_used():
    path = settings_path()
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    with Watchdog(path) as watchdog:
        settings, problem = read_settings()
    assert not watchdog.fed, "reading settings waited on the pipe"
    assert settings == Settings()
    assert isinstance(problem, DamagedFileError) and problem.problem is not None
    assert problem.problem.key == "schema.reason.not_a_file" and not problem.moved
    with pytest.raises(DamagedFileError):
        read_json(Path("/dev/zero"))  # a device: refused as well, never read


def test_the_app_starts_over_a_named_pipe_and_says_so(monkeypatch: pytest.MonkeyPatch):
    path = settings_path()
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    shown: list[object] = []
    close = App.close

    def record(self: App) -> None:
        shown.append(self.stack.top)
        close(self)

    monkeypatch.setattr(App, "close", record)
    with Watchdog(path) as watchdog:
        code = cli.run(["--headless", "--frames", "6"])
    assert not watchdog.fed, "start-up waited on the pipe"
    assert code == 0 and isinstance(shown[0], MessageScene)


# -- a symbolic link -------------------------------------------------------------------------------


def test_a_symlinked_settings_file_is_written_through_the_link(tmp_path: Path):
    path = settings_path()
    path.parent.mkdir(parents=True)
    dotfiles = tmp_path / "dotfiles"
    dotfiles.mkdir()
    target = dotfiles / "tribal-settings.json"
    save_settings(Settings(language="uk"), target)
    middle = dotfiles / "link-to-settings.json"  # a chain of two links
    middle.symlink_to(target)
    path.symlink_to(middle)
    save_settings(Settings(language="en", music_volume=0.25))
    assert path.is_symlink() and middle.is_symlink()
    assert json.loads(target.read_text(encoding="utf-8"))["language"] == "en"
    assert read_settings()[0].music_volume == 0.25
    assert sorted(p.name for p in dotfiles.iterdir()) == ["link-to-settings.json", "tribal-settings.json"]
    assert [p.name for p in path.parent.iterdir()] == ["settings.json"]  # no temp file left anywhere


def test_a_dangling_link_gets_its_target_written(tmp_path: Path):
    path = tmp_path / "settings.json"
    target = tmp_path / "real.json"
    path.symlink_to(target)
    write_json(path, {"a": 1})
    assert path.is_symlink() and json.loads(target.read_text(encoding="utf-8")) == {"a": 1}


# -- clock jumps and temporary files ---------------------------------------------------------------


def _temp_of(folder: Path, pid: int, name: str = "five_tribes.json") -> Path:
    temp = folder / f".{name}.{pid}-x7k2q.tmp"
    temp.write_text('{"half": ', encoding="utf-8")
    return temp


def _dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def test_temp_files_carry_their_writers_process_id(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    seen: list[str] = []
    replace = os.replace

    def spy(source: Any, target: Any) -> None:
        seen.append(Path(source).name)
        replace(source, target)

    monkeypatch.setattr(storage.os, "replace", spy)
    write_json(tmp_path / "save.json", [1])
    assert temp_owner(seen[0]) == os.getpid()
    assert temp_owner(".save.json.k1ll.tmp") is None  # a name from before: judged by its date


def test_a_clock_jump_never_removes_another_copys_write_in_progress(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    other = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])  # the other copy
    try:
        in_progress = _temp_of(tmp_path, other.pid)
        real = time.time()
        for jump in (3600.0, -3600.0, 10 * 365 * 86400.0):
            monkeypatch.setattr(storage.time, "time", lambda jump=jump: real + jump)
            write_json(tmp_path / "settings.json", {"language": "en"})  # this copy's save sweeps
            assert clean_stale_temp_files(tmp_path) == []
            assert in_progress.exists()
        os.utime(in_progress, (real - 86400, real - 86400))  # dated long ago: still its owner's
        assert clean_stale_temp_files(tmp_path) == [] and in_progress.exists()
    finally:
        other.kill()
        other.wait()
    assert clean_stale_temp_files(tmp_path) == [in_progress]  # its writer is gone: stale


def test_a_future_dated_temp_file_of_a_dead_writer_is_removed(tmp_path: Path):
    leftover = _temp_of(tmp_path, _dead_pid())
    future = time.time() + 30 * 86400
    os.utime(leftover, (future, future))
    assert clean_stale_temp_files(tmp_path) == [leftover]
    old_style = tmp_path / ".save.json.k1ll.tmp"  # no owner in the name: its date, either way
    old_style.write_text("{", encoding="utf-8")
    os.utime(old_style, (future, future))
    assert clean_stale_temp_files(tmp_path) == [old_style]


def test_faked_owners_decide_alone(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    alive = {101: True, 202: False}
    monkeypatch.setattr(storage, "process_alive", lambda pid: alive[pid])
    kept, gone = _temp_of(tmp_path, 101), _temp_of(tmp_path, 202, "settings.json")
    now = time.time()
    os.utime(kept, (now - 86400, now - 86400))
    os.utime(gone, (now + 86400, now + 86400))
    assert clean_stale_temp_files(tmp_path) == [gone] and kept.exists()


def test_whether_a_process_runs():
    assert storage.process_alive(os.getpid()) and storage.process_alive(os.getppid())
    assert not storage.process_alive(_dead_pid()) and not storage.process_alive(0)


# -- a new game whose first autosave fails ---------------------------------------------------------


@pytest.mark.parametrize("title_id", ["five_tribes", "tribes_of_the_wind", "prehistories"])
def test_a_new_games_refused_first_autosave_is_told_at_once(
    quick_app: App, title_id: str, monkeypatch: pytest.MonkeyPatch
):
    from game.client import games
    from game.client.table.new_game import NewGameScene
    from game.client.table.scene import TableScene

    games.load_game_packages()
    entry = games.game(title_id)
    assert entry is not None
    scene = entry.make_new_game_scene(quick_app)
    assert isinstance(scene, NewGameScene)
    quick_app.stack.push(scene)
    quick_app.run(frames=1)

    def full_disk(*args: object, **kwargs: object) -> Any:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage, "write_json", full_disk)  # the saves' writer (SaveSlot)
    scene.start_now()
    table = quick_app.stack.top
    assert isinstance(table, TableScene) and table.state.moves == 0
    assert table.message == "Cannot save the game: play goes on (see the log)"
    assert any("Cannot save the game" in line and "the disk is full" in line for line in table.book.lines)
