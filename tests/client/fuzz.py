"""Mutations of real JSON files, for the fuzz tests of every file kind a player can hand the client.

``mutants(document, rng, count)`` yields ``count`` byte strings made from ``document``: half by
changing its structure (a value replaced by a hostile one, a key dropped or added, the whole
wrapped or swapped), half by damaging its bytes (cut, flipped, spliced, padded). Deterministic for
a seeded ``rng``.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from typing import Any

import numpy as np

HOSTILE: tuple[Any, ...] = (
    None,
    True,
    0,
    -1,
    -10,
    2**64,
    10**401,
    1e308,
    float("nan"),
    float("inf"),
    -0.0,
    0.5,
    "",
    "\x00",
    "x" * 10_000,
    "\ud800",
    "НУЛЬ\x00ім'я",
    [],
    {},
    [[[[[[[[]]]]]]]],
    {"kind": "tribal-table/five_tribes"},
    list(range(60)),
)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a value inside ``value`` (dict keys and list indices)."""
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found.extend(_paths(item, (*prefix, key)))
    elif isinstance(value, list):
        for index, item in enumerate(value[:40]):
            found.extend(_paths(item, (*prefix, index)))
    return found


def _get(value: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        value = value[step]
    return value


def _dump(value: Any) -> bytes:
    # ASCII escapes: a lone surrogate stays a valid JSON escape ("\\ud800") that decodes to a str
    # no UTF-8 file can hold and no font can draw.
    return json.dumps(value, ensure_ascii=True, allow_nan=True).encode("ascii")


def structural(document: Any, rng: np.random.Generator) -> bytes:
    mutated = copy.deepcopy(document)
    paths = _paths(mutated)
    path = paths[int(rng.integers(len(paths)))]
    kind = int(rng.integers(6))
    if not path or kind == 5:
        wrappers = (lambda d: [d], lambda d: {"state": d}, lambda d: None, lambda d: "[" * 5000 + "]" * 5000)
        chosen = wrappers[int(rng.integers(len(wrappers)))](mutated)
        return chosen.encode() if isinstance(chosen, str) else _dump(chosen)
    parent, last = _get(mutated, path[:-1]), path[-1]
    if kind <= 2:
        parent[last] = copy.deepcopy(HOSTILE[int(rng.integers(len(HOSTILE)))])
    elif kind == 3:
        if isinstance(parent, dict):
            del parent[last]
        else:
            parent.pop(last)
    else:
        target = _get(mutated, path)
        if isinstance(target, dict):
            target["unknown_" + str(int(rng.integers(100)))] = 1
        elif isinstance(target, list):
            target.append(copy.deepcopy(target[0]) if target else 1)
        elif isinstance(target, int) and not isinstance(target, bool):
            parent[last] = target + int(rng.choice([-1000, -1, 1, 1000]))
        else:
            parent[last] = [target]
    return _dump(mutated)


def byte_level(raw: bytes, rng: np.random.Generator) -> bytes:
    data = bytearray(raw)
    kind = int(rng.integers(5))
    at = int(rng.integers(max(len(data), 1)))
    if kind == 0:
        return bytes(data[:at])
    if kind == 1:
        for _ in range(int(rng.integers(1, 8))):
            spot = int(rng.integers(len(data)))
            data[spot] = int(rng.integers(256))
        return bytes(data)
    if kind == 2:
        other = int(rng.integers(len(data)))
        return bytes(data[:at] + data[other : other + int(rng.integers(1, 64))] + data[at:])
    if kind == 3:
        return bytes(
            data[:at] + bytes(rng.integers(0, 256, int(rng.integers(1, 32)), dtype=np.uint8)) + data[at:]
        )
    return b"\xef\xbb\xbf" + bytes(data) if at % 2 else bytes(data) + b" " * int(rng.integers(1, 2000))


def mutants(document: Any, rng: np.random.Generator, count: int) -> Iterator[bytes]:
    raw = _dump(document)
    for index in range(count):
        yield structural(document, rng) if index % 2 == 0 else byte_level(raw, rng)
