"""Game records: written on a finished game, read back checked like a save, damaged ones kept aside."""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import pytest

from game.client.history.records import KIND_RECORD, RefusedGame, parse_game, replay
from game.client.history.store import history_dir, load_history, record_finished, write_record
from game.rules import TITLE_IDS, load_title
from tests.client.history.games import finished_record
from tests.helpers import random_actions


@pytest.mark.parametrize("title_id", TITLE_IDS)
def test_a_record_round_trips_and_its_replay_reaches_the_recorded_scores(title_id: str) -> None:
    record = finished_record(title_id)
    again = parse_game(json.loads(json.dumps(record.to_dict())))
    assert again == record
    final = replay(again)
    assert final.is_terminal()
    assert final.scores() == list(record.scores or ())
    assert final.winners() == list(record.winners)


def test_a_record_whose_replay_misses_its_scores_is_refused() -> None:
    record = finished_record()
    scores = list(record.scores or ())
    scores[0] += 1
    with pytest.raises(RefusedGame) as refused:
        parse_game(replace(record, scores=tuple(scores)).to_dict())
    assert refused.value.problem.key == "history.reason.scores_differ"
    cut = replace(record, actions=record.actions[:-3])
    with pytest.raises(RefusedGame) as short:
        parse_game(cut.to_dict())
    assert short.value.problem.key == "history.reason.scores_differ"


def test_an_illegal_action_and_unknown_flags_are_refused_with_their_reason() -> None:
    record = finished_record()
    actions = list(record.actions)
    actions[0] = 10**6
    with pytest.raises(RefusedGame) as illegal:
        parse_game(replace(record, actions=tuple(actions)).to_dict())
    assert illegal.value.problem.key == "history.reason.illegal"
    with pytest.raises(RefusedGame) as flags:
        parse_game(replace(record, flags={"no_such_flag": True}).to_dict())
    assert flags.value.problem.key == "history.reason.flags"


@pytest.mark.parametrize(
    ("field_name", "value"),
    [("seed", "five"), ("actions", "1,2,3"), ("seats", []), ("scores", [1.5, 2]), ("title", "chess")],
)
def test_wrong_types_are_refused(field_name: str, value: Any) -> None:
    data = finished_record().to_dict()
    data[field_name] = value
    with pytest.raises(RefusedGame):
        parse_game(data)


@dataclass
class FakeSetup:
    seats: list[Any]
    seed: int
    flags: dict[str, Any] = field(default_factory=dict)


@dataclass
class FakeSeat:
    name: str
    level: str = ""


@dataclass
class FakeSession:
    """What ``record_finished`` reads of the table's Session."""

    title: Any
    setup: FakeSetup
    state: Any


def finished_session(title_id: str = "prehistories", levels: tuple[str, ...] = ("", "normal")) -> FakeSession:
    title = load_title(title_id)
    state = random_actions(title.new_game(len(levels), 11), 11, 100_000)
    seats = [FakeSeat(f"Seat {n}", level) for n, level in enumerate(levels)]
    return FakeSession(title, FakeSetup(seats, 11), state)


def test_finishing_a_game_writes_its_record_and_the_history_lists_it() -> None:
    session = finished_session()
    path = record_finished(session)
    assert path is not None and path.parent == history_dir() / "prehistories"
    found = load_history()
    assert found.problems == []
    [(listed_path, record)] = found.games
    assert listed_path == path
    assert record.scores == tuple(session.state.scores())
    assert [s.name for s in record.seats] == ["Seat 0", "Seat 1"]
    assert record.mode == "solo" and record.levels == {"normal"}


def test_unfinished_games_and_tutorials_are_not_kept() -> None:
    session = finished_session()
    session.state = load_title("prehistories").new_game(2, 11)
    assert record_finished(session) is None
    tutorial = finished_session(levels=("", "script"))
    assert record_finished(tutorial) is None
    # A game from a scenario (as a tutorial's): the history does not replay from the seed.
    scenario = finished_session()
    scenario.setup.seed = 12
    assert record_finished(scenario) is None
    assert not history_dir().exists() or not any(history_dir().rglob("*.json"))


def test_a_disk_that_refuses_the_record_never_raises(tmp_path: Path) -> None:
    history_dir().parent.mkdir(parents=True, exist_ok=True)
    history_dir().write_text("a file where the folder should be")
    assert record_finished(finished_session()) is None


def write_raw(title_id: str, name: str, content: bytes) -> Path:
    path = history_dir() / title_id / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    return path


def test_damaged_and_foreign_files_are_refused_kept_aside_and_the_other_games_load() -> None:
    good = write_record(finished_record("five_tribes", seed=3, date="2026-01-01T09:00:00+00:00"))
    newer = write_record(finished_record("five_tribes", seed=4, date="2026-01-03T09:00:00+00:00"))
    text = json.dumps(finished_record("five_tribes", seed=6).to_dict())
    truncated = write_raw("five_tribes", "truncated.json", text[: len(text) // 2].encode())
    wrong = finished_record("five_tribes", seed=7).to_dict()
    wrong["seats"] = [{"name": 5, "level": "hard"}]
    wrong_types = write_raw("five_tribes", "wrong.json", json.dumps(wrong).encode())
    huge = write_raw("five_tribes", "huge.json", b"[" + b"0," * 700_000 + b"0]")
    other = write_raw(
        "five_tribes", "other.json", json.dumps(finished_record("prehistories").to_dict()).encode()
    )
    save = write_raw("five_tribes", "save.json", json.dumps({"kind": "tribal-table/five_tribes"}).encode())
    bad = [truncated, wrong_types, huge, other, save]
    contents = {path: path.read_bytes() for path in bad}
    found = load_history(("five_tribes",))
    assert [path for path, _ in found.games] == [newer, good]  # newest first
    assert sorted(p.path for p in found.problems) == sorted(bad)
    for problem in found.problems:
        assert not problem.path.exists()
        assert problem.kept_as.name == problem.path.name + ".bak"
        assert problem.kept_as.read_bytes() == contents[problem.path]  # renamed, never changed
    keys = {p.path.name: p.problem.key for p in found.problems}
    assert keys["other.json"] == "history.reason.other_title"
    assert keys["save.json"] == "history.reason.not_a_record"
    assert keys["huge.json"] == "schema.reason.too_large"
    again = load_history(("five_tribes",))  # the set-aside files are not read again
    assert again.problems == [] and len(again.games) == 2


def test_a_record_keeps_its_kind_and_version() -> None:
    data = finished_record().to_dict()
    assert data["kind"] == KIND_RECORD and data["version"] == 1
    data["version"] = 99
    with pytest.raises(RefusedGame) as refused:
        parse_game(data)
    assert refused.value.problem.key == "schema.reason.unsupported_version"


@pytest.mark.parametrize("title_id", TITLE_IDS)
def test_a_tutorial_played_on_to_the_end_with_bots_is_not_kept(title_id: str) -> None:
    """After the coach's hand-off the scripted seats become bots of a level: the game still
    started from the chapter's scenario, which no seed makes, so it is not a history game."""
    from game.tutorial import load_chapters, start_state

    script = load_chapters(title_id)[0]
    state = random_actions(start_state(script), 2, 100_000)
    assert state.is_terminal()
    seats = [FakeSeat("You" if p == script.human else f"Bot {p}", "" if p == script.human else "easy")
             for p in range(state.num_players)]  # fmt: skip
    session = FakeSession(load_title(title_id), FakeSetup(seats, int(getattr(state, "seed", 0) or 0)), state)
    assert record_finished(session) is None


def test_the_title_offers_the_history_once_a_game_is_kept() -> None:
    from game.client.history.store import has_history

    assert not has_history()
    write_record(finished_record())
    assert has_history()
