"""What a file a player can hand the game may hold: one schema per file kind, one message style.

Pure (the standard library only; no pygame, no client): the client (settings, saves), the
tutorial loader (game/tutorial) and tools may all use it.

Files a player hands the game are checked here, one way for every loader, because a loader that
checks its own way misses something: a deeply nested ``settings.json`` would raise
``RecursionError``, a 401-digit volume ``OverflowError``, a NaN volume crash the settings screen, a
200,000-character seat name hang the table. Validation has two layers:

1. ``Limits`` bound the *shape* of any JSON document of a kind before anything reads its meaning:
   the file's size, the nesting depth, the number of values, the length of every string and key,
   the size of every integer, and every float finite. ``check_limits`` walks the parsed document
   without recursion, so no depth can overflow the stack.
2. A ``Spec`` (``Record``, ``Items``, ``Int``, ``Number``, ``Text``, ``Choice``, ``Flag``,
   ``Anything``) states the *meaning* of the fields a client module reads itself (the settings,
   the save envelope with its seats, seed and flags). The engines' own ``from_dict`` and
   ``scenario`` loaders check the states inside (docs/contract.md); the client hands them only
   documents that passed the limits.

Every refusal is an ``Invalid`` whose text reads ``<where>: <what is wrong>``, ``where`` being the
path of the field (``seats[2].name``, ``music_volume``, ``the file`` for the document itself). That text is English,
for logs and tools; the player reads ``Invalid.key`` and ``Invalid.params`` worded by the client's
``schema`` localization (game/client/i18n/schema.*.json, ``game.client.text.describe``).

The kinds and their limits: ``SETTINGS_LIMITS`` (settings.json; its fields: ``settings.SETTINGS``),
``SAVE_LIMITS`` (a game's autosave; the client's fields: ``save_envelope``), ``SCENARIO_LIMITS``
(a rules position, levels/<title>/scenarios/; ``load_scenario``), ``TUTORIAL_LIMITS`` (a tutorial
script, levels/<title>/tutorial/; ``parse`` it, then game/tutorial checks its steps).
"""

from __future__ import annotations

import json
import logging
import math
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.rules.base import State, Title

log = logging.getLogger(__name__)

MAX_NAME_CHARS = 40
"""Longest seat name kept from a save (the new-game entry allows 16; bot names are longer)."""


class Invalid(ValueError):
    """A document or one of its fields is not what its kind allows.

    ``reason`` is English, for logs, tools and tests. What a player reads is built by the client
    from ``key`` (a localization key of the ``schema`` namespace, game/client/i18n/schema.*.json)
    and ``params`` (the limit, the expected range, ...): this module holds no words a player sees
    (issue: a refused save showed these reasons in English in the Ukrainian client). ``where`` is
    the field's path in the file (``seats[2].name``), ``WHOLE_FILE`` for the document itself.
    """

    def __init__(self, where: str, reason: str, key: str = "schema.reason.other", **params: Any) -> None:
        super().__init__(f"{where}: {reason}")
        self.where = where
        self.reason = reason
        self.key = key
        self.params: dict[str, Any] = params if key != "schema.reason.other" else {"detail": reason, **params}


WHOLE_FILE = "the file"
"""The ``where`` of a problem with the whole document (the client says "the file" in its language)."""


# -- the shape of a document ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Limits:
    """Bounds on a JSON document of one kind (checked before any field is read)."""

    max_bytes: int
    max_depth: int
    max_values: int
    max_string: int
    max_int: int = 2**63
    finite: bool = True
    """Refuse NaN and infinities (JSON as Python writes it allows them)."""


def check_limits(document: Any, limits: Limits) -> None:
    """Raise ``Invalid`` when ``document`` (parsed JSON) exceeds ``limits``; iterative, any depth."""
    stack: list[tuple[Any, int, str]] = [(document, 1, WHOLE_FILE)]
    values = 0
    while stack:
        value, depth, where = stack.pop()
        values += 1
        if values > limits.max_values:
            raise Invalid(
                WHOLE_FILE,
                f"more than {limits.max_values} values",
                "schema.reason.too_many_values",
                count=limits.max_values,
            )
        if depth > limits.max_depth:
            raise Invalid(
                where,
                f"nested deeper than {limits.max_depth} levels",
                "schema.reason.too_deep",
                count=limits.max_depth,
            )
        if isinstance(value, dict):
            for key, item in value.items():
                if len(key) > limits.max_string:
                    raise Invalid(
                        where,
                        f"a key longer than {limits.max_string} characters",
                        "schema.reason.key_too_long",
                        count=limits.max_string,
                    )
                stack.append((item, depth + 1, _join(where, key)))
        elif isinstance(value, list):
            stack.extend((item, depth + 1, f"{where}[{index}]") for index, item in enumerate(value))
        elif isinstance(value, str):
            if len(value) > limits.max_string:
                raise Invalid(
                    where,
                    f"text longer than {limits.max_string} characters",
                    "schema.reason.text_too_long",
                    count=limits.max_string,
                )
        elif isinstance(value, bool) or value is None:
            pass
        elif isinstance(value, int):
            if abs(value) > limits.max_int:
                raise Invalid(where, "a number too large", "schema.reason.number_too_large")
        elif isinstance(value, float):
            if limits.finite and not math.isfinite(value):
                raise Invalid(where, "not a finite number", "schema.reason.not_finite")
        else:
            raise Invalid(where, f"not a JSON value ({type(value).__name__})", "schema.reason.not_json_value")


def parse(raw: bytes, limits: Limits) -> Any:
    """The JSON document in ``raw`` within ``limits``, or ``Invalid``; nothing else escapes.

    For files the client must not move (shipped scenarios, tutorials); ``storage.read_json`` uses
    it for the player's own files and sets the refused ones aside.
    """
    if len(raw) > limits.max_bytes:
        raise Invalid(
            WHOLE_FILE,
            f"larger than {limits.max_bytes} bytes",
            "schema.reason.too_large",
            count=limits.max_bytes,
        )
    try:
        document = json.loads(raw.decode("utf-8-sig"))  # a BOM from a hand edit in Notepad is fine
    except RecursionError:
        raise Invalid(WHOLE_FILE, "nested too deep", "schema.reason.nested_too_deep") from None
    except UnicodeDecodeError as error:
        raise Invalid(WHOLE_FILE, str(error), "schema.reason.not_utf8", position=error.start) from None
    except json.JSONDecodeError as error:
        raise Invalid(
            WHOLE_FILE, str(error), "schema.reason.not_json", line=error.lineno, column=error.colno
        ) from None
    except ValueError as error:  # a 5,000-digit number (Python's integer string limit)
        raise Invalid(WHOLE_FILE, str(error), "schema.reason.unreadable_number") from None
    check_limits(document, limits)
    return document


def _join(where: str, key: str) -> str:
    return key if where == WHOLE_FILE else f"{where}.{key}"


# -- the meaning of fields ------------------------------------------------------------------------


class Spec:
    """A field's rule: ``check(value, where)`` returns the value to use or raises ``Invalid``."""

    def check(self, value: Any, where: str) -> Any:
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class Anything(Spec):
    """Any value (already bounded by the document's ``Limits``); an engine reads it."""

    def check(self, value: Any, where: str) -> Any:
        return value


@dataclass(frozen=True, slots=True)
class AnyObject(Spec):
    """Any object (already bounded by the document's ``Limits``); an engine reads it."""

    def check(self, value: Any, where: str) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise Invalid(where, "expected an object", "schema.reason.expected_object")
        return value


@dataclass(frozen=True, slots=True)
class Flag(Spec):
    def check(self, value: Any, where: str) -> bool:
        if not isinstance(value, bool):
            raise Invalid(where, "expected true or false", "schema.reason.expected_flag")
        return value


@dataclass(frozen=True, slots=True)
class Int(Spec):
    low: int
    high: int

    def check(self, value: Any, where: str) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise Invalid(where, "expected a whole number", "schema.reason.expected_int")
        if not self.low <= value <= self.high:
            raise Invalid(
                where,
                f"expected a whole number from {self.low} to {self.high}",
                "schema.reason.expected_int_range",
                low=self.low,
                high=self.high,
            )
        return value


@dataclass(frozen=True, slots=True)
class Number(Spec):
    """A finite number from ``low`` to ``high`` (ints welcome, however long: no OverflowError)."""

    low: float
    high: float

    def check(self, value: Any, where: str) -> float:
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise Invalid(where, "expected a number", "schema.reason.expected_number")
        number = float(value) if not isinstance(value, int) or -(2**53) <= value <= 2**53 else math.inf
        if not math.isfinite(number) or not self.low <= number <= self.high:
            raise Invalid(
                where,
                f"expected a number from {self.low:g} to {self.high:g}",
                "schema.reason.expected_number_range",
                low=f"{self.low:g}",
                high=f"{self.high:g}",
            )
        return number


@dataclass(frozen=True, slots=True)
class Choice(Spec):
    choices: tuple[Any, ...]

    def check(self, value: Any, where: str) -> Any:
        for choice in self.choices:
            if type(value) is type(choice) and value == choice:
                return choice
        shown = ", ".join(repr(choice) for choice in self.choices)
        raise Invalid(where, f"expected one of {shown}", "schema.reason.expected_choice", choices=shown)


@dataclass(frozen=True, slots=True)
class Text(Spec):
    """A string, cleaned of characters no font can draw, cut to ``max_chars`` when ``cut``."""

    max_chars: int
    min_chars: int = 0
    cut: bool = False

    def check(self, value: Any, where: str) -> str:
        if not isinstance(value, str):
            raise Invalid(where, "expected text", "schema.reason.expected_text")
        cleaned = printable(value)
        if len(cleaned) > self.max_chars:
            if not self.cut:
                raise Invalid(
                    where,
                    f"text longer than {self.max_chars} characters",
                    "schema.reason.text_too_long",
                    count=self.max_chars,
                )
            cleaned = cleaned[: self.max_chars].rstrip()
        if len(cleaned) < self.min_chars:
            if self.min_chars == 1:
                raise Invalid(where, "empty text", "schema.reason.empty_text")
            raise Invalid(where, "text too short", "schema.reason.text_too_short", count=self.min_chars)
        return cleaned


@dataclass(frozen=True, slots=True)
class Items(Spec):
    item: Spec
    min_items: int = 0
    max_items: int = 1000

    def check(self, value: Any, where: str) -> list[Any]:
        if not isinstance(value, list):
            raise Invalid(where, "expected a list", "schema.reason.expected_list")
        if not self.min_items <= len(value) <= self.max_items:
            if self.min_items == self.max_items:
                raise Invalid(
                    where,
                    f"expected {self.min_items} items",
                    "schema.reason.expected_items",
                    count=self.min_items,
                )
            raise Invalid(
                where,
                f"expected {self.min_items} to {self.max_items} items",
                "schema.reason.expected_items_range",
                low=self.min_items,
                high=self.max_items,
            )
        return [self.item.check(item, f"{where}[{index}]") for index, item in enumerate(value)]


@dataclass(frozen=True, slots=True)
class Record(Spec):
    """An object with known fields; ``required`` must be present; unknown keys are refused, or
    with ``allow_unknown`` passed on unchecked (for an engine's loader to judge)."""

    fields: Mapping[str, Spec]
    required: tuple[str, ...] = ()
    allow_unknown: bool = False

    def check(self, value: Any, where: str) -> dict[str, Any]:
        checked, problems = self.check_each(value, where)
        if problems:
            raise problems[0]
        return checked

    def check_each(self, value: Any, where: str = WHOLE_FILE) -> tuple[dict[str, Any], list[Invalid]]:
        """Every field that passes, and one ``Invalid`` per field that does not (for lenient kinds)."""
        if not isinstance(value, dict):
            return {}, [Invalid(where, "expected an object", "schema.reason.expected_object")]
        checked: dict[str, Any] = {}
        problems: list[Invalid] = []
        for name in self.required:
            if name not in value:
                problems.append(Invalid(_join(where, name), "missing", "schema.reason.missing"))
        for name, item in value.items():
            spec = self.fields.get(name)
            if spec is None:
                if self.allow_unknown:
                    checked[name] = item  # for the engine to judge
                else:
                    problems.append(
                        Invalid(_join(where, name), "unknown field", "schema.reason.unknown_field")
                    )
                continue
            try:
                checked[name] = spec.check(item, _join(where, name))
            except Invalid as problem:
                problems.append(problem)
        return checked, problems


@dataclass(frozen=True, slots=True)
class Where(Spec):
    """A spec with an extra test on the checked value (``test`` returns a reason or None)."""

    spec: Spec
    test: Callable[[Any], str | None] = field(default=lambda value: None)

    def check(self, value: Any, where: str) -> Any:
        checked = self.spec.check(value, where)
        reason = self.test(checked)
        if reason is not None:
            raise Invalid(where, reason)
        return checked


def printable(content: str) -> str:
    """``content`` without control characters, lone surrogates and private or unassigned code
    points: what pygame cannot render (a NUL raises) or a UTF-8 file cannot hold."""
    return "".join(ch for ch in content if unicodedata.category(ch) not in _UNPRINTABLE)


_UNPRINTABLE = frozenset({"Cc", "Cs", "Co", "Cn"})

_UNSEEN = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zs", "Zl", "Zp", "Mn", "Me"})
"""Categories that draw nothing by themselves: controls, format characters (zero-width spaces and
joiners, direction marks, the soft hyphen, tags), unassigned and private code points, spaces and
separators, combining marks."""
_BLANK_LETTERS = frozenset("\u115f\u1160\u3164\uffa0\u2800")
"""Letters and symbols drawn as empty space: the Hangul fillers and the blank Braille pattern."""


def visible(character: str) -> bool:
    """Whether ``character`` draws something a person can see on its own."""
    return unicodedata.category(character) not in _UNSEEN and character not in _BLANK_LETTERS


def clean_name(name: str) -> str:
    """A seat's name as it is kept: ``printable``, trimmed, at most ``MAX_NAME_CHARS``; and no name
    at all ("") when nothing in it would show (only spaces, zero-width or format characters, a
    family emoji's joiners): the seat then shows its default name ("Player 2"). The one cleaning
    of a typed name (the new-game screen) and of a loaded one (saves, remembered seats)."""
    cleaned = printable(name).strip()[:MAX_NAME_CHARS].strip()
    return cleaned if any(visible(character) for character in cleaned) else ""


# -- the kinds ------------------------------------------------------------------------------------

SETTINGS_LIMITS = Limits(
    max_bytes=64 * 1024, max_depth=4, max_values=200, max_string=200, max_int=10**4300, finite=False
)
"""Settings are read field by field (a bad one keeps its default): the fields judge numbers."""
SAVE_LIMITS = Limits(
    max_bytes=2 * 1024 * 1024, max_depth=16, max_values=200_000, max_string=2 * 1024 * 1024, max_int=2**128
)
"""A full game's save is 3-7 KB, 5-7 levels deep, under 1,000 values (every title, 2-5 players,
measured); a generator state (PCG64: 128-bit state and increment) is its largest number. Strings
are bounded by the file here so that an over-long seat name loads cut (``SEAT_NAME``), not refused."""
SCENARIO_LIMITS = Limits(max_bytes=1024 * 1024, max_depth=16, max_values=100_000, max_string=2_000)
TUTORIAL_LIMITS = Limits(max_bytes=1024 * 1024, max_depth=16, max_values=100_000, max_string=4_000)

SEED = Int(0, 2**63 - 1)


@dataclass(frozen=True, slots=True)
class SeatName(Spec):
    """A seat's name: text, cleaned by ``clean_name`` (an empty result is no name, not an error)."""

    def check(self, value: Any, where: str) -> str:
        if not isinstance(value, str):
            raise Invalid(where, "expected text", "schema.reason.expected_text")
        return clean_name(value)


SEAT_NAME = SeatName()


def save_envelope(kind: str, levels: Sequence[str], min_seats: int, max_seats: int) -> Record:
    """The client's part of a game's save: who sits where, the seed, the flags; the engine's
    ``from_dict`` checks ``state``. Seat names are cleaned and cut to ``MAX_NAME_CHARS`` (item 7)."""
    seat = Record({"name": SEAT_NAME, "level": Choice(("", *levels))}, required=("name",))
    return Record(
        {
            "kind": Choice((kind,)),
            "version": Anything(),
            "seats": Items(seat, min_seats, max_seats),
            "seed": SEED,
            "flags": AnyObject(),
            "state": AnyObject(),
        },
        required=("kind", "version", "seats", "seed", "flags", "state"),
        allow_unknown=True,
    )


SCENARIO = Record({}, allow_unknown=True)
"""A scenario is an object; the engine's ``scenario`` loader names any unknown key (docs/contract.md)."""


def load_scenario(title: Title, raw: bytes) -> State:
    """The position a scenario file describes, or ``Invalid``: within ``SCENARIO_LIMITS``, an
    object, and accepted by the engine's ``scenario`` (``ValueError`` naming the key).

    Any other exception from the engine is an engine defect; it is logged as one and refused
    like the rest, so a bad file never takes the client down.
    """
    spec = SCENARIO.check(parse(raw, SCENARIO_LIMITS), WHOLE_FILE)
    try:
        return title.scenario(spec)
    except ValueError as error:
        raise Invalid(WHOLE_FILE, str(error)) from None
    except Exception as error:
        log.exception("the %s scenario loader failed on a bad file (an engine defect)", title.id)
        raise Invalid(WHOLE_FILE, f"cannot be read ({type(error).__name__})") from None


TUTORIAL = Record({}, allow_unknown=True)
"""A tutorial script is an object; the tutorial's own loader reads its steps."""
