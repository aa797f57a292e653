"""The tutorial script loader and validator (game/tutorial, docs/tutorial.md "Script format")."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from game.rules import TITLE_IDS
from game.rules.base import State
from game.tutorial import (
    Progress,
    ScriptError,
    chapter_paths,
    load_chapters,
    load_script,
    play_to_end,
    start_state,
    validate,
)
from game.tutorial.script import parse_script
from game.tutorial.strings import lookup, word_count
from game.tutorial.validate import MAX_WORDS, chapter_stats

ROOT = Path(__file__).resolve().parents[2]
FIRST = ROOT / "levels" / "five_tribes" / "tutorial" / "bid_and_first_move.json"


def _raw() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(FIRST.read_text(encoding="utf-8"))
    return data


def _problems(data: dict[str, Any], point_ok: Any = None) -> str:
    with pytest.raises(ScriptError) as caught:
        validate(parse_script(data, source="test.json"), point_ok)
    return str(caught.value)


def _step_index(data: dict[str, Any], say: str) -> int:
    return next(i for i, step in enumerate(data["steps"]) if step.get("say") == say)


# ---- every shipped chapter -------------------------------------------------------------------------


def _shipped() -> list[Path]:
    return [path for title in TITLE_IDS for path in chapter_paths(title)]


def test_five_tribes_ships_its_two_chapters_in_order():
    chapters = load_chapters("five_tribes")
    assert [s.chapter for s in chapters] == ["bid_and_first_move", "djinns_and_the_end"]
    assert chapters[0].name["en"] == "The bid and the first move"
    assert chapters[1].name["uk"] == "Товари, джини й кінець гри"


@pytest.mark.parametrize("path", _shipped(), ids=lambda p: f"{p.parent.parent.name}/{p.stem}")
def test_every_shipped_chapter_validates_and_keeps_bubbles_short(path: Path):
    script = load_script(path)
    stats = validate(script)
    assert stats.steps == len(script.steps) and stats.bubbles >= 10
    for language in ("uk", "en"):
        assert 0 < stats.longest_words[language] <= MAX_WORDS, (language, stats.longest_key[language])


@pytest.mark.parametrize("path", _shipped(), ids=lambda p: f"{p.parent.parent.name}/{p.stem}")
def test_every_shipped_chapter_plays_to_the_end_its_after_expects(path: Path):
    script = load_script(path)
    end = play_to_end(Progress(script), start_state(script))
    assert end.is_terminal() == (script.after == "new_game")


def test_word_count_keeps_apostrophes_and_hyphens_inside_words():
    assert word_count("П'ять Каст: перший–п'ятий хід, re-read it.") == 7
    assert word_count("Take the 8-coin spot") == 4


# ---- the shape of a script -------------------------------------------------------------------------


def test_an_unknown_script_key_is_named():
    data = _raw()
    data["chapters"] = 2
    with pytest.raises(ScriptError, match=r"unknown key\(s\) \['chapters'\]"):
        parse_script(data)


def test_an_unknown_step_key_is_named_with_its_step():
    data = _raw()
    data["steps"][2]["sya"] = "c1.bid_first"
    with pytest.raises(ScriptError, match=r"step 3: unknown key\(s\) \['sya'\]"):
        parse_script(data)


def test_the_title_and_chapter_must_match_the_file(tmp_path: Path):
    folder = tmp_path / "prehistories" / "tutorial"
    folder.mkdir(parents=True)
    path = folder / "other_name.json"
    path.write_text(json.dumps(_raw()), encoding="utf-8")
    with pytest.raises(ScriptError) as caught:
        load_script(path)
    assert "does not match its folder levels/prehistories/" in str(caught.value)
    assert "does not match its file name other_name.json" in str(caught.value)


def test_a_broken_file_gets_a_clear_message(tmp_path: Path):
    path = tmp_path / "x.json"
    path.write_text('{"title": ', encoding="utf-8")
    with pytest.raises(ScriptError, match="not valid JSON"):
        load_script(path)
    with pytest.raises(ScriptError, match="cannot read the file"):
        load_script(tmp_path / "missing.json")


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            lambda d: d["steps"].insert(3, {"by": 1, "do": ["bid 5"], "say": "c1.round"}),
            "no bubble while an opponent",
        ),
        (lambda d: d["steps"].insert(3, {"by": 3, "do": ["bid 5"]}), "seat 3 is neither the human"),
        (lambda d: d["steps"].insert(0, {"point": "board"}), "point without say"),
        (lambda d: d["steps"].insert(0, {"say": "c1.round", "point": "action"}), "point 'action' needs a do"),
        (lambda d: d["steps"][-1].update(summary=["c1.learned_bid"]), "summary of exactly 3 keys"),
        (lambda d: d["steps"][0].update(summary=["a", "b", "c"]), "summary belongs to the last step"),
        (lambda d: d["steps"].insert(2, {"do": []}), "do must be a non-empty list"),
        (lambda d: d["steps"].insert(2, {"do": [["bid 8", 3]]}), "do[0] must be an action"),
        (lambda d: d.update(after="forever"), "after must be one of"),
        (lambda d: d.update(opponents={"1": "easy"}), "must be 'script'"),
        (lambda d: d.update(name={"en": "Only English"}), "name must give exactly the languages"),
    ],
)
def test_shape_problems_are_refused(change: Any, message: str):
    data = _raw()
    change(data)
    with pytest.raises(ScriptError, match=re.escape(message)):
        parse_script(data)


# ---- playing the script through the engine ---------------------------------------------------------


def test_an_expected_action_that_is_not_legal_when_reached_is_refused_with_the_engine_reason():
    data = _raw()
    data["steps"][_step_index(data, "c1.pick")]["do"] = ["bid 18"]
    text = _problems(data)
    assert (
        "step 8, do[0] ['bid 18']: not legal when reached (bid 18: bid 18 is not legal at step START" in text
    )


def test_an_action_in_the_wrong_notation_is_refused():
    data = _raw()
    data["steps"][2]["do"] = ["bet 8"]
    assert "step 3, do[0] ['bet 8']: not legal when reached" in _problems(data)


def test_a_move_step_reached_on_another_seats_turn_is_refused():
    data = _raw()
    del data["steps"][3]  # the opponent's "bid 5": now the human's second bid comes on its turn
    assert "it is seat 1's decision, not seat 0's" in _problems(data)


def test_an_alternative_that_is_never_legal_is_refused():
    data = _raw()
    walk = _step_index(data, "c1.walk")
    data["steps"][walk]["do"] = [["drop c2 yellow", "drop c2 blue", "drop c2 red"]]
    assert "alternative(s) ['drop c2 red'] are never legal" in _problems(data)


def test_alternatives_are_followed_in_every_branch():
    # c2 yellow then c3 blue, or c2 blue then c3 yellow: a fixed second drop breaks one branch.
    data = _raw()
    data["steps"][_step_index(data, "c1.walk_on")]["do"] = ["drop c3 blue"]
    assert "not legal when reached (drop c3 blue: there is no blue meeple in the hand)" in _problems(data)


def test_after_must_fit_how_the_script_ends():
    data = _raw()
    data["after"] = "new_game"
    assert "the game is not over when the script ends" in _problems(data)


def test_an_unknown_string_key_is_refused_in_both_languages():
    data = _raw()
    data["steps"][0]["say"] = "c1.no_such_bubble"
    text = _problems(data)
    assert "'c1.no_such_bubble' is missing in five_tribes_tutorial.uk.json" in text
    assert "'c1.no_such_bubble' is missing in five_tribes_tutorial.en.json" in text


def test_a_missing_scenario_is_named():
    data = _raw()
    data["scenario"] = "no_such_scenario"
    assert "scenario 'no_such_scenario'" in _problems(data)


def test_opponents_must_cover_every_other_seat():
    data = _raw()
    data["opponents"] = {}
    data["steps"] = [s for s in data["steps"] if "by" not in s]
    assert "opponents must list the seats [1]" in _problems(data)


KNOWN_POINTS = {"board", "turn_track", "market", "panel:0", "panel:1", "d3", "d4", "e2", "action"}


def _view_points(name: str, state: State, actions: Sequence[int]) -> bool:
    """A stand-in for a view: a few zones and tiles, and ``action`` only where one is expected."""
    if name == "action":
        return bool(actions)
    return name in KNOWN_POINTS


def test_points_are_checked_with_the_views_callback():
    validate(load_script(FIRST), _view_points)
    data = _raw()
    data["steps"][1]["point"] = "bid_trak"
    assert "step 2: point 'bid_trak' is not a place the view can show here" in _problems(data, _view_points)


def test_the_point_callback_sees_the_expected_actions_of_each_entry():
    seen: list[tuple[str, list[int]]] = []

    def record(name: str, state: State, actions: Sequence[int]) -> bool:
        seen.append((name, list(actions)))
        return True

    validate(load_script(FIRST), record)
    bids = [actions for name, actions in seen if name == "action"][:2]
    assert bids == [[2], [4]]  # bid 8 and bid 3 (spec 5.3 ids)


def test_a_view_that_fails_on_a_point_is_a_problem_not_a_crash():
    def broken(name: str, state: State, actions: Sequence[int]) -> bool:
        raise KeyError(name)

    assert "the view failed" in _problems(_raw(), broken)


# ---- progress: what the gate allows ----------------------------------------------------------------


def test_progress_gates_bubbles_moves_and_undo():
    script = load_script(FIRST)
    state = start_state(script)
    progress = Progress(script)
    assert progress.waiting_for_next() and progress.allowed(state) == []
    progress.next()
    progress.next()
    assert progress.human_to_act() and progress.allowed(state) == [state.parse_action("bid 8")]
    state.apply(2)
    progress.record(2)
    assert progress.opponent_to_act() and progress.seat == 1
    # Walk to the first drop and check the two alternatives and undo inside the step.
    while progress.current.say != "c1.walk":
        if progress.waiting_for_next():
            progress.next()
        else:
            action = progress.allowed(state)[0]
            state.apply(action)
            progress.record(action)
    allowed = progress.allowed(state)
    assert sorted(state.action_to_str(a) for a in allowed) == ["drop c2 blue", "drop c2 yellow"]
    assert not progress.can_undo()


def test_undo_inside_a_move_step_goes_back_one_entry_only():
    second = load_chapters("tribes_of_the_wind")[1]
    index = next(i for i, s in enumerate(second.steps) if s.say == "c2.discard")
    assert len(second.steps[index].do) == 3  # discard 2, discard 3, discard 4
    state = start_state(second)
    for step in second.steps[:index]:
        for entry in step.do:
            state.apply(state.parse_action(entry[0]))
    actions = []
    for entry in second.steps[index].do:
        actions.append(state.parse_action(entry[0]))
        state.apply(actions[-1])
    progress = Progress(second, step=index)
    assert not progress.can_undo()
    progress.record(actions[0])
    assert progress.can_undo() and progress.entry == 1
    progress.undo()
    assert progress.entry == 0 and not progress.can_undo()
    for action in actions:
        progress.record(action)
    assert progress.step == index + 1 and not progress.can_undo()


def test_the_tutorial_package_does_not_import_pygame():
    script = (
        "import sys, game.tutorial\n"
        "from game.tutorial import load_chapters, validate\n"
        "[validate(s) for s in load_chapters('five_tribes')]\n"
        "raise SystemExit(1 if any(m == 'pygame' or m.startswith('pygame.') for m in sys.modules) else 0)\n"
    )
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_stats_count_steps_bubbles_and_words():
    script = load_script(FIRST)
    stats = chapter_stats(script)
    assert stats.bubbles == sum(1 for s in script.steps if s.say)
    welcome = lookup("five_tribes", "en", "c1.welcome")
    assert welcome is not None and stats.longest_words["en"] >= word_count(welcome)
