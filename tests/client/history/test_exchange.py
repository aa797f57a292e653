"""A game as a file: export then import reproduces it; a bad file is refused and left as it was."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.client.history.exchange import export_game, exports_dir, import_game, session_record
from game.client.history.records import RefusedGame
from game.rules import TITLE_IDS
from tests.client.history.games import finished_record
from tests.client.history.test_records import finished_session
from tests.helpers import random_actions


@pytest.mark.parametrize("title_id", TITLE_IDS)
def test_export_then_import_reproduces_a_finished_game(title_id: str) -> None:
    record = finished_record(title_id)
    path = export_game(record)
    assert path.parent == exports_dir()
    again, state = import_game(path)
    assert again == record
    assert state.is_terminal() and tuple(state.scores()) == record.scores


def test_export_then_import_reproduces_a_running_game() -> None:
    session = finished_session("tribes_of_the_wind")
    session.state = random_actions(session.title.new_game(2, 11), 11, 60)
    assert not session.state.is_terminal()
    record = session_record(session)
    assert not record.finished
    again, state = import_game(export_game(record))
    assert again == record
    assert state.to_dict() == session.state.to_dict()


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"{not json",
        json.dumps({"kind": "tribal-table/history"}).encode(),  # a history record is not a game file
        json.dumps({"kind": "tribal-table/game", "version": 1, "title": "five_tribes"}).encode(),
        b'{"kind": "tribal-table/game", "nested": ' + b"[" * 5000 + b"]" * 5000 + b"}",
        b" " * (2 * 1024 * 1024),
    ],
)
def test_a_bad_game_file_is_refused_and_left_as_it_was(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "shared.json"
    path.write_bytes(content)
    with pytest.raises(RefusedGame) as refused:
        import_game(path)
    assert refused.value.problem.key.startswith(("schema.", "history."))
    assert path.read_bytes() == content


def test_a_game_file_whose_actions_do_not_replay_is_refused(tmp_path: Path) -> None:
    data = finished_record("prehistories").to_dict("tribal-table/game")
    data["actions"] = data["actions"][:10] + [99_999]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    with pytest.raises(RefusedGame) as refused:
        import_game(path)
    assert refused.value.problem.key == "history.reason.illegal"
    assert refused.value.problem.params["count"] == 10
