"""Validate a tutorial script by playing it through the engine from its scenario.

The checks of docs/tutorial.md section 3: every ``do`` parses and is legal when it is reached, every
``say`` key exists in both languages, every ``point`` is a place the view can show. The first needs the engine: the script
is played from its scenario, and where an entry lists alternatives every one of them is followed
(they may lead to different positions: "drop c2 blue" then "drop c3 red", or the other way round),
so the later steps must hold in every branch.

Rules checked per branch, step by step:
- a move step is reached on the turn of its seat (``by``, else the human) and the game is not over;
- every entry has at least one legal alternative; every alternative is legal in some branch
  (one that never is is a typo or a wrong plan);
- ``point`` names a place the view can show (``point_ok``, a callback of the game's view; without
  it only the strings and the rules are checked);
- at the end, ``after: free_play`` needs a game that goes on and ``after: new_game`` one that is over.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from game.rules import load_title
from game.rules.base import State
from game.tutorial import strings
from game.tutorial.script import ACTION_POINT, LANGUAGES, Script, ScriptError, Step
from game.tutorial.walk import expected_actions, why_not

# point_ok(name, state, actions): can the view show ``name`` in ``state``? ``actions`` are the
# action ids the step expects next (empty on a bubble-only step); ``action`` points at them.
PointCheck = Callable[[str, State, Sequence[int]], bool]
MAX_BRANCHES = 64
MAX_WORDS = 40


@dataclass(frozen=True, slots=True)
class ChapterStats:
    """Figures for the issue note: steps, bubbles and the longest bubble in words per language."""

    steps: int
    bubbles: int
    moves: int
    actions: int
    longest_words: dict[str, int]
    longest_key: dict[str, str]


def start_state(script: Script) -> State:
    """The chapter's first position: its scenario, loaded by the title's engine."""
    title = load_title(script.title)
    try:
        spec = script.load_scenario()
    except OSError as error:
        raise ScriptError(
            script.source, [f"scenario {script.scenario!r}: {error.strerror or error}"], "scenario_unreadable"
        ) from None
    except json.JSONDecodeError as error:
        raise ScriptError(
            script.source,
            [f"scenario {script.scenario!r} is not valid JSON: {error.msg}"],
            "scenario_not_json",
        ) from None
    try:
        return title.scenario(spec)
    except ValueError as error:
        raise ScriptError(
            script.source, [f"scenario {script.scenario!r}: {error}"], "scenario_refused"
        ) from None


def validate(
    script: Script, point_ok: PointCheck | None = None, *, check_strings: bool = True
) -> ChapterStats:
    """Raise ScriptError listing every problem; return the chapter's figures when there is none."""
    state = start_state(script)
    problems: list[str] = []
    if not 0 <= script.human < state.num_players:
        problems.append(f"human seat {script.human} is not in a {state.num_players}-player scenario")
    others = set(range(state.num_players)) - {script.human}
    if set(script.opponents) != others:
        problems.append(f"opponents must list the seats {sorted(others)}, not {sorted(script.opponents)}")
    if check_strings:
        problems.extend(strings.missing_keys(script.title, script.say_keys()))
    if not problems:
        problems.extend(_play(script, state, point_ok))
    if problems:
        raise ScriptError(script.source, problems)
    return chapter_stats(script)


def chapter_stats(script: Script) -> ChapterStats:
    longest: dict[str, int] = {}
    longest_key: dict[str, str] = {}
    for language in LANGUAGES:
        longest[language], longest_key[language] = 0, ""
        for key in script.say_keys():
            text = strings.lookup(script.title, language, key) or ""
            words = strings.word_count(text)
            if words > longest[language]:
                longest[language], longest_key[language] = words, key
    moves = [step for step in script.steps if step.is_move]
    return ChapterStats(
        steps=len(script.steps),
        bubbles=len(script.bubbles()),
        moves=len(moves),
        actions=sum(len(step.do) for step in moves),
        longest_words=longest,
        longest_key=longest_key,
    )


def _play(script: Script, start: State, point_ok: PointCheck | None) -> list[str]:
    problems: list[str] = []
    branches = [start]
    for step in script.steps:
        where = f"step {step.index + 1}"
        if not step.is_move:
            if step.point is not None and point_ok is not None:
                problems.extend(_check_point(point_ok, step, branches, [], where))
            continue
        seat = step.seat(script.human)
        for position, alternatives in enumerate(step.do):
            here = f"{where}, do[{position}] {list(alternatives)}"
            grown: list[State] = []
            ever_legal: set[str] = set()
            for state in branches:
                if state.is_terminal():
                    problems.append(f"{here}: the game is already over")
                    continue
                if state.current_player() != seat:
                    problems.append(
                        f"{here}: it is seat {state.current_player()}'s decision, not seat {seat}'s"
                    )
                    continue
                ids = expected_actions(state, alternatives)
                if not ids:
                    reasons = "; ".join(f"{text}: {why_not(state, text)}" for text in alternatives)
                    problems.append(f"{here}: not legal when reached ({reasons})")
                    continue
                ever_legal.update(text for text in alternatives if why_not(state, text) is None)
                if (
                    step.point is not None
                    and point_ok is not None
                    and (position == 0 or step.point == ACTION_POINT)
                ):
                    problems.extend(_check_point(point_ok, step, [state], ids, here))
                for action in ids:
                    child = state.clone()
                    child.apply(action)
                    grown.append(child)
            never = [text for text in alternatives if text not in ever_legal]
            if grown and never:
                problems.append(f"{here}: alternative(s) {never} are never legal when reached")
            if problems:
                return problems
            branches = _dedupe(grown)
            if len(branches) > MAX_BRANCHES:
                return [f"{here}: the alternatives lead to more than {MAX_BRANCHES} positions"]
    for state in branches:
        if script.after == "free_play" and state.is_terminal():
            problems.append("after: free_play, but the script ends the game; use new_game")
            break
        if script.after == "new_game" and not state.is_terminal():
            problems.append("after: new_game, but the game is not over when the script ends")
            break
    return problems


def _check_point(
    point_ok: PointCheck, step: Step, states: list[State], ids: list[int], where: str
) -> list[str]:
    assert step.point is not None
    for state in states:
        try:
            shown = point_ok(step.point, state, ids)
        except Exception as error:  # a view that fails to resolve a name cannot show it
            return [f"{where}: point {step.point!r}: the view failed ({error})"]
        if not shown:
            return [f"{where}: point {step.point!r} is not a place the view can show here"]
    return []


def _fingerprint(state: State) -> str | None:
    """Positions reached by alternatives in a different order are the same position."""
    try:
        data: dict[str, Any] = state.to_dict()
    except Exception:
        return None
    for key in ("history", "moves", "origin", "log"):
        data.pop(key, None)
    return json.dumps(data, sort_keys=True, default=str)


def _dedupe(states: list[State]) -> list[State]:
    seen: set[str] = set()
    unique = []
    for state in states:
        key = _fingerprint(state)
        if key is not None and key in seen:
            continue
        if key is not None:
            seen.add(key)
        unique.append(state)
    return unique


def validate_title(title: str, point_ok: PointCheck | None = None) -> dict[str, ChapterStats]:
    """Validate every shipped chapter of a title; raise the first ScriptError."""
    from game.tutorial.script import load_chapters

    return {script.chapter: validate(script, point_ok) for script in load_chapters(title)}
