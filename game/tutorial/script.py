"""Tutorial scripts: ``levels/<title>/tutorial/<chapter>.json`` read into typed objects.

The format is docs/tutorial.md section 2. Reading it checks the shape only (keys, types,
seats, references to files); whether the expected actions are legal when they are reached is the
job of ``game.tutorial.validate``, which plays the script through the engine.

Readings of the format written down here (docs/tutorial.md lists them too):
- ``order`` (optional integer) places a chapter in its game's list; chapters without one follow,
  by file name. The format names no order, and the menu must list chapters in a stable order.
- ``say`` on a scripted opponent's step is refused: principle 6 wants no bubbles while opponents
  move, and "a bubble that explains what they just did" is simply the next step.
- A ``point`` needs a ``say``: a ring with no words tells a newcomer nothing (principle 5 pairs them).
- ``summary`` (the chapter-end celebration, principle 9: "three bullet points") belongs to the last
  step only and lists exactly three string keys.
- ``after`` is ``free_play`` (the game goes on against a bot) or ``new_game`` (the script ends the
  game, so the hand-off offers a fresh game against a bot).
- Every seat other than ``human`` is listed in ``opponents`` with the value ``script``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.resources import data_root

LANGUAGES = ("uk", "en")
AFTER_CHOICES = ("free_play", "new_game")
SCRIPT_KEYS = frozenset(
    {"title", "chapter", "name", "scenario", "human", "opponents", "steps", "after", "order"}
)
REQUIRED_KEYS = ("title", "chapter", "name", "scenario", "human", "opponents", "steps")
STEP_KEYS = frozenset({"say", "point", "do", "by", "summary"})
SUMMARY_SIZE = 3
# The point that means "wherever the expected action is clicked" (docs/tutorial.md section 2).
ACTION_POINT = "action"


class ScriptError(ValueError):
    """A tutorial script that cannot be used; the message names the file, step and problem.

    The message and ``problems`` are English, for the log, the validator and authors. ``kind`` says
    which of a few faults it is, for the client to tell a player in their language: ``unreadable``
    or ``not_json`` (the script's file), ``scenario_unreadable``, ``scenario_not_json`` or
    ``scenario_refused`` (its starting position, the last one refused by the engine), ``script``
    (the script's own content: a mistake of its author)."""

    KINDS = (
        "unreadable",
        "not_json",
        "scenario_unreadable",
        "scenario_not_json",
        "scenario_refused",
        "script",
    )

    def __init__(self, source: str, problems: list[str], kind: str = "script") -> None:
        if kind not in self.KINDS:
            raise ValueError(f"unknown ScriptError kind {kind!r}; expected one of {self.KINDS}")
        self.source = source
        self.problems = problems
        self.kind = kind
        lines = "\n".join(f"  - {problem}" for problem in problems)
        super().__init__(f"{source}: {len(problems)} problem(s)\n{lines}")


@dataclass(frozen=True, slots=True)
class Step:
    """One step: a bubble (``say``/``point``), expected actions (``do``) or both.

    ``do`` holds one entry per action in order; an entry is a tuple of alternatives in the game's
    notation, any one of which is accepted. ``by`` is the acting seat (the human's by default).
    """

    index: int
    say: str | None = None
    point: str | None = None
    do: tuple[tuple[str, ...], ...] = ()
    by: int | None = None
    summary: tuple[str, ...] = ()

    @property
    def is_move(self) -> bool:
        return bool(self.do)

    def seat(self, human: int) -> int:
        return human if self.by is None else self.by

    def is_scripted_opponent(self, human: int) -> bool:
        return self.is_move and self.seat(human) != human


@dataclass(frozen=True, slots=True)
class Script:
    title: str
    chapter: str
    name: dict[str, str]
    scenario: str
    human: int
    opponents: dict[int, str]
    steps: tuple[Step, ...]
    after: str = "free_play"
    order: int | None = None
    source: str = "<script>"

    def scenario_path(self) -> Path:
        return data_root() / "levels" / self.title / "scenarios" / f"{self.scenario}.json"

    def load_scenario(self) -> dict[str, Any]:
        with self.scenario_path().open(encoding="utf-8") as handle:
            spec: dict[str, Any] = json.load(handle)
        return spec

    @property
    def strings_namespace(self) -> str:
        """The localization namespace of the title's tutorial strings (``<title>_tutorial``)."""
        return f"{self.title}_tutorial"

    def bubbles(self) -> list[Step]:
        return [step for step in self.steps if step.say is not None]

    def say_keys(self) -> list[str]:
        """Every string key the script uses: bubbles, then the summary bullets."""
        keys = [step.say for step in self.steps if step.say is not None]
        for step in self.steps:
            keys.extend(step.summary)
        return keys


def tutorial_dir(title: str) -> Path:
    return data_root() / "levels" / title / "tutorial"


def chapter_paths(title: str) -> list[Path]:
    folder = tutorial_dir(title)
    return sorted(folder.glob("*.json")) if folder.is_dir() else []


def load_script(path: Path) -> Script:
    """Read and shape-check one script file; raises ScriptError listing every problem found."""
    source = str(path)
    try:
        with path.open(encoding="utf-8") as handle:
            data = json.load(handle)
    except OSError as error:
        raise ScriptError(
            source, [f"cannot read the file: {error.strerror or error}"], "unreadable"
        ) from None
    except json.JSONDecodeError as error:
        raise ScriptError(
            source, [f"not valid JSON: {error.msg} at line {error.lineno}"], "not_json"
        ) from None
    return parse_script(data, source=source, expect_title=path.parent.parent.name, expect_chapter=path.stem)


def load_chapters(title: str) -> list[Script]:
    """Every chapter of a title, in menu order (``order``, then file name)."""
    scripts = [load_script(path) for path in chapter_paths(title)]
    return sorted(scripts, key=lambda s: (s.order is None, s.order or 0, Path(s.source).name))


def parse_script(
    data: Any, *, source: str = "<script>", expect_title: str | None = None, expect_chapter: str | None = None
) -> Script:
    problems: list[str] = []
    if not isinstance(data, dict):
        raise ScriptError(source, ["a tutorial script is a JSON object"])
    unknown = sorted(set(data) - SCRIPT_KEYS)
    if unknown:
        problems.append(f"unknown key(s) {unknown}; known: {sorted(SCRIPT_KEYS)}")
    missing = [key for key in REQUIRED_KEYS if key not in data]
    if missing:
        problems.append(f"missing key(s) {missing}")
        raise ScriptError(source, problems)

    title, chapter, scenario = data["title"], data["chapter"], data["scenario"]
    for key, value in (("title", title), ("chapter", chapter), ("scenario", scenario)):
        if not isinstance(value, str) or not value:
            problems.append(f"{key} must be a non-empty string")
    if expect_title is not None and title != expect_title:
        problems.append(f"title {title!r} does not match its folder levels/{expect_title}/")
    if expect_chapter is not None and chapter != expect_chapter:
        problems.append(f"chapter {chapter!r} does not match its file name {expect_chapter}.json")

    name = data["name"]
    if not isinstance(name, dict) or set(name) != set(LANGUAGES):
        problems.append(f"name must give exactly the languages {list(LANGUAGES)}")
        name = {}
    elif not all(isinstance(text, str) and text.strip() for text in name.values()):
        problems.append("name must be non-empty strings")

    human = data["human"]
    if not isinstance(human, int) or isinstance(human, bool) or human < 0:
        problems.append("human must be a seat number (0, 1, ...)")
        human = 0
    opponents = _opponents(data["opponents"], human, problems)

    after = data.get("after", "free_play")
    if after not in AFTER_CHOICES:
        problems.append(f"after must be one of {list(AFTER_CHOICES)}, not {after!r}")
    order = data.get("order")
    if order is not None and (not isinstance(order, int) or isinstance(order, bool)):
        problems.append("order must be an integer")
        order = None

    raw_steps = data["steps"]
    steps: list[Step] = []
    if not isinstance(raw_steps, list) or not raw_steps:
        problems.append("steps must be a non-empty list")
    else:
        for index, raw in enumerate(raw_steps):
            step = _step(index, raw, human, opponents, problems)
            if step is not None:
                steps.append(step)
        _check_summary(steps, len(raw_steps), problems)

    if problems:
        raise ScriptError(source, problems)
    return Script(
        title=title,
        chapter=chapter,
        name=dict(name),
        scenario=scenario,
        human=human,
        opponents=opponents,
        steps=tuple(steps),
        after=after,
        order=order,
        source=source,
    )


def _opponents(raw: Any, human: int, problems: list[str]) -> dict[int, str]:
    if not isinstance(raw, dict):
        problems.append('opponents must be an object like {"1": "script"}')
        return {}
    seats: dict[int, str] = {}
    for key, kind in raw.items():
        if not (isinstance(key, str) and key.isdigit()):
            problems.append(f"opponents: {key!r} is not a seat number")
            continue
        seat = int(key)
        if seat == human:
            problems.append(f"opponents: seat {seat} is the human's")
        if kind != "script":
            problems.append(f"opponents: seat {seat} must be 'script', not {kind!r}")
        seats[seat] = str(kind)
    return seats


def _step(index: int, raw: Any, human: int, opponents: dict[int, str], problems: list[str]) -> Step | None:
    where = f"step {index + 1}"
    if not isinstance(raw, dict):
        problems.append(f"{where}: a step is an object")
        return None
    unknown = sorted(set(raw) - STEP_KEYS)
    if unknown:
        problems.append(f"{where}: unknown key(s) {unknown}; known: {sorted(STEP_KEYS)}")
    say = raw.get("say")
    if say is not None and (not isinstance(say, str) or not say):
        problems.append(f"{where}: say must be a string key")
        say = None
    point = raw.get("point")
    if point is not None and (not isinstance(point, str) or not point):
        problems.append(f"{where}: point must be a place name or null")
        point = None
    do = _do(raw.get("do"), where, problems) if "do" in raw else ()
    by = raw.get("by")
    if by is not None:
        if not isinstance(by, int) or isinstance(by, bool):
            problems.append(f"{where}: by must be a seat number")
            by = None
        elif not do:
            problems.append(f"{where}: by names who acts, so the step needs a do")
        elif by != human and by not in opponents:
            problems.append(f"{where}: seat {by} is neither the human ({human}) nor a scripted opponent")
    acting_opponent = by is not None and by != human
    if acting_opponent and say is not None:
        problems.append(f"{where}: no bubble while an opponent moves; explain it in the next step")
    if point is not None and say is None:
        problems.append(f"{where}: point without say: a ring needs words")
    if point == ACTION_POINT and (not do or acting_opponent):
        problems.append(f"{where}: point 'action' needs a do step of the human")
    summary_raw = raw.get("summary", [])
    summary: tuple[str, ...] = ()
    if not isinstance(summary_raw, list) or not all(isinstance(k, str) and k for k in summary_raw):
        problems.append(f"{where}: summary must be a list of string keys")
    else:
        summary = tuple(summary_raw)
    if not say and not do:
        problems.append(f"{where}: a step needs a say, a do or both")
    return Step(index=index, say=say, point=point, do=do, by=by, summary=summary)


def _do(raw: Any, where: str, problems: list[str]) -> tuple[tuple[str, ...], ...]:
    if not isinstance(raw, list) or not raw:
        problems.append(f"{where}: do must be a non-empty list of actions")
        return ()
    entries: list[tuple[str, ...]] = []
    for position, entry in enumerate(raw):
        if isinstance(entry, str) and entry.strip():
            entries.append((entry,))
        elif (
            isinstance(entry, list)
            and entry
            and all(isinstance(alternative, str) and alternative.strip() for alternative in entry)
        ):
            entries.append(tuple(entry))
        else:
            problems.append(
                f"{where}: do[{position}] must be an action or a non-empty list of alternative actions"
            )
    return tuple(entries)


def _check_summary(steps: list[Step], count: int, problems: list[str]) -> None:
    for step in steps:
        is_last = step.index == count - 1
        if step.summary and not is_last:
            problems.append(f"step {step.index + 1}: summary belongs to the last step")
        if is_last and len(step.summary) != SUMMARY_SIZE:
            problems.append(
                f"step {step.index + 1}: the last step ends the chapter with a summary of exactly "
                f"{SUMMARY_SIZE} keys (has {len(step.summary)})"
            )
        if is_last and step.is_move:
            problems.append(f"step {step.index + 1}: the last step is the chapter's end, not a move")
