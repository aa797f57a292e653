"""Requirement evaluation for every card design at 2, 3 and 5 players (spec 2.2).

The oracle below reads the requirement codes straight from the table text and counts card backs seat
by seat, independently of the engine's parsed tables.
"""

from __future__ import annotations

import json
import re

import numpy as np
import pytest

from game.resources import resource_path
from game.rules.tribes_of_the_wind.data import ELEMENTS
from game.rules.tribes_of_the_wind.state import Phase

from .conftest import TITLE

with resource_path("levels", "tribes_of_the_wind", "element_cards.json").open(encoding="utf-8") as _f:
    DESIGNS = json.load(_f)["designs"]
LETTER = {"r": "red", "b": "blue", "g": "green", "y": "yellow"}
ALL_CARDS = [d["id"] + c for d in DESIGNS for c in "ab"]


def _count(cards: list[str]) -> dict[str, int]:
    return {e: sum(1 for c in cards if LETTER[c[0]] == e) for e in ELEMENTS}


def oracle(
    code: str, you: dict[str, int], n1: dict[str, int], n2: dict[str, int], table: dict[str, int]
) -> bool:
    code = code.replace("≥", ">=")
    if code == "none":
        return True
    if code == "all4":
        return all(you[e] >= 1 for e in ELEMENTS)
    if m := re.fullmatch(r"you>=(\d) (\w+)", code):
        return you[m[2]] >= int(m[1])
    if m := re.fullmatch(r"nbrs>=(\d) (\w+)", code):
        return n1[m[2]] + n2[m[2]] >= int(m[1])
    if m := re.fullmatch(r"each>=1 (\w+)", code):
        return n1[m[1]] >= 1 and n2[m[1]] >= 1
    if m := re.fullmatch(r"no (\w+)", code):
        return you[m[1]] == 0
    if m := re.fullmatch(r"most (\w+)", code):
        return all(table[m[1]] >= table[e] for e in ELEMENTS)
    m = re.fullmatch(r"(\w+)([<>])(one|both)", code)
    assert m, code
    e = m[1]
    sides = [you[e] < n[e] if m[2] == "<" else you[e] > n[e] for n in (n1, n2)]
    return any(sides) if m[3] == "one" else all(sides)


def _deal(players: int, design: str, seed: int) -> tuple[list[list[str]], list[str]]:
    rng = np.random.default_rng(seed)
    pool = [c for c in ALL_CARDS if c != design + "a"]
    order = rng.permutation(len(pool))
    cards = [pool[i] for i in order]
    hands = [[design + "a", *cards[:4]]]
    cards = cards[4:]
    for _ in range(players - 1):
        hands.append(cards[:5])
        cards = cards[5:]
    return hands, cards[:4]


def _expected(
    design: dict, hands: list[list[str]], row: list[str], played_counts: bool, row_in_table: bool
) -> list[bool]:
    players = len(hands)
    mine = hands[0] if played_counts else hands[0][1:]
    you = _count(mine)
    if players == 2:
        n1, n2 = _count(hands[1]), _count(row)
        table_cards = mine + hands[1] + (row if row_in_table else [])
    else:
        n1, n2 = _count(hands[players - 1]), _count(hands[1])
        table_cards = mine + [c for h in hands[1:] for c in h]
    table = _count(table_cards)
    return [oracle(design[r]["requirement"], you, n1, n2, table) for r in ("easy", "hard") if r in design]


@pytest.mark.parametrize("players", [2, 3, 5])
@pytest.mark.parametrize("design", DESIGNS, ids=[d["id"] for d in DESIGNS])
def test_requirement_rows_match_the_oracle(design: dict, players: int) -> None:
    for seed in range(4):
        for played_counts in (True, False):
            row_in_table = seed % 2 == 0
            hands, row = _deal(players, design["id"], seed * 7 + players)
            flags = {"played_card_counts": played_counts, "two_player_row_in_table": row_in_table}
            spec = {"players": players, "seed": seed, "rule_flags": flags, "boards": [{"hand": h} for h in hands],
                    "element_row": row}  # fmt: skip
            state = TITLE.scenario(spec)
            expected = _expected(design, hands, row, played_counts, row_in_table)
            if state.phase != Phase.ACTION:
                # only ``temple`` was legal and was applied as a forced step
                assert not any(expected)
                continue
            legal = state.legal_actions()
            assert [a in legal for a in (0, 1)][: len(expected)] == expected
            if len(expected) == 1:
                assert 1 not in legal


def test_shapeshifter_counts_one_of_your_cards_as_another_element() -> None:
    # r01a hard needs you>=3 red; with two red cards one blue card may count as red
    hands = [["r01a", "r01b", "b01a", "g01a", "y01a"], ["b02a", "b03a", "g02a", "g03a", "y02a"]]
    base = {"players": 2, "element_row": ["b04a", "b05a", "g04a", "g05a"]}
    plain = TITLE.scenario({**base, "boards": [{"leader": "mena", "hand": hands[0]}, {"hand": hands[1]}]})
    assert 1 not in plain.legal_actions()
    shifted = TITLE.scenario({
        **base, "boards": [{"leader": "mena", "hand": hands[0], "tasks_done": ["path"],
                            "leader_cards": ["shapeshifter"]}, {"hand": hands[1]}],
    })  # fmt: skip
    assert 1 in shifted.legal_actions()


def test_most_counts_the_row_at_2_players_only_with_the_flag() -> None:
    # b08a "most blue": blue 1 + 1 in the holders, red 2 + 0; the row adds 3 blue
    hands = [["b08a", "r01a", "r01b", "g01a", "y01a"], ["b01a", "g02a", "g03a", "y02a", "y03a"]]
    spec = {"players": 2, "boards": [{"hand": hands[0]}, {"hand": hands[1]}],
            "element_row": ["b02a", "b03a", "b04a", "g04a"]}  # fmt: skip
    with_row = TITLE.scenario(spec)
    without_row = TITLE.scenario({**spec, "rule_flags": {"two_player_row_in_table": False}})
    assert 0 in with_row.legal_actions()
    assert 0 not in without_row.legal_actions()
