from __future__ import annotations

import os
from pathlib import Path

import pytest

from game.client.storage import DamagedFileError, read_json, set_aside, write_json


def test_written_json_reads_back_with_ukrainian_text(tmp_path: Path):
    path = tmp_path / "saves" / "five_tribes.json"
    data = {"title": "five_tribes", "version": 1, "name": "П’ять Каст", "actions": [3, 1, 4]}
    write_json(path, data)
    assert read_json(path) == data
    assert "П’ять" in path.read_text(encoding="utf-8")
    assert [p.name for p in path.parent.iterdir()] == ["five_tribes.json"]  # no temp file left


def test_a_failed_write_leaves_the_old_file_untouched(tmp_path: Path):
    path = tmp_path / "save.json"
    write_json(path, {"turn": 1})
    with pytest.raises(TypeError):
        write_json(path, {"turn": object()})
    assert read_json(path) == {"turn": 1}
    assert os.listdir(tmp_path) == ["save.json"]


def test_a_damaged_file_is_set_aside_with_a_clear_error_and_never_deleted(tmp_path: Path):
    path = tmp_path / "save.json"
    path.write_bytes(b"\xff\xfe not json")
    with pytest.raises(DamagedFileError) as caught:
        read_json(path)
    assert caught.value.kept_as == tmp_path / "save.json.bak"
    assert caught.value.kept_as.read_bytes() == b"\xff\xfe not json"
    assert "save.json" in str(caught.value)
    path.write_text("{", encoding="utf-8")
    with pytest.raises(DamagedFileError) as again:
        read_json(path)
    assert again.value.kept_as == tmp_path / "save.json.1.bak"
    assert (tmp_path / "save.json.bak").exists()


def test_a_missing_file_is_not_damaged(tmp_path: Path):
    with pytest.raises(FileNotFoundError):
        read_json(tmp_path / "none.json")


def test_set_aside_picks_a_free_name(tmp_path: Path):
    path = tmp_path / "a.json"
    for expected in ("a.json.bak", "a.json.1.bak", "a.json.2.bak"):
        path.write_text("x", encoding="utf-8")
        assert set_aside(path).name == expected
