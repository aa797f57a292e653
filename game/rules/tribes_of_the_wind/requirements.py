"""Card requirements of spec 2.2, counted from card backs in your holder and your neighbours'."""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.tribes_of_the_wind.data import Reqs, Requirement


def holds(
    req: Requirement, you: Sequence[int], n1: Sequence[int], n2: Sequence[int], table: Sequence[int]
) -> bool:
    """Whether one requirement holds for these element counts (each indexed by element)."""
    kind, e, k = req
    if kind == Reqs.NONE:
        return True
    if kind == Reqs.YOU_AT_LEAST:
        return you[e] >= k
    if kind == Reqs.NO:
        return you[e] == 0
    if kind == Reqs.FEWER_ONE:
        return you[e] < n1[e] or you[e] < n2[e]
    if kind == Reqs.FEWER_BOTH:
        return you[e] < n1[e] and you[e] < n2[e]
    if kind == Reqs.MORE_ONE:
        return you[e] > n1[e] or you[e] > n2[e]
    if kind == Reqs.MORE_BOTH:
        return you[e] > n1[e] and you[e] > n2[e]
    if kind == Reqs.NEIGHBOURS_AT_LEAST:
        return n1[e] + n2[e] >= k
    if kind == Reqs.EACH_AT_LEAST_ONE:
        return n1[e] >= 1 and n2[e] >= 1
    if kind == Reqs.ALL_FOUR:
        return you[0] >= 1 and you[1] >= 1 and you[2] >= 1 and you[3] >= 1
    # Reqs.MOST: ties count
    mine = table[e]
    return mine >= table[0] and mine >= table[1] and mine >= table[2] and mine >= table[3]


def holds_with_shapeshifter(
    req: Requirement, you: Sequence[int], n1: Sequence[int], n2: Sequence[int], table: Sequence[int]
) -> bool:
    """2.5 ``shapeshifter``: also holds if it would with one of your cards counted as another element.

    The recounted card is in your holder, so the table count moves with it.
    """
    if holds(req, you, n1, n2, table):
        return True
    for a in range(4):
        if not you[a]:
            continue
        for b in range(4):
            if b == a:
                continue
            you2 = list(you)
            table2 = list(table)
            you2[a] -= 1
            you2[b] += 1
            table2[a] -= 1
            table2[b] += 1
            if holds(req, you2, n1, n2, table2):
                return True
    return False
