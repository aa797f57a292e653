"""Final scoring (spec 7): ``score_breakdown`` lines, whose sum is the score."""

from __future__ import annotations

from game.rules.five_tribes.data import (
    AL_AMIN,
    DJINNS,
    FAKIR,
    HAURVATAT,
    JAFAAR,
    SHAMHAT,
    SUIT_VALUES,
)
from game.rules.five_tribes.model import StateData

LINES = ("gold", "viziers", "vizier_bonus", "elders", "djinns", "tiles", "palms", "palaces", "merchandise")


def suits_value(counts: list[int]) -> int:
    """7: layering is optimal; the k-th suit holds one card of each kind held at least k times."""
    total = 0
    level = 1
    while True:
        size = sum(1 for c in counts if c >= level)
        if not size:
            return total
        total += SUIT_VALUES[size]
        level += 1


def merchandise_value(counts: list[int], fakirs: int, al_amin: bool) -> int:
    """Merchandise by kind (9 counts), with Al-Amin's wilds: every 2 fakirs = 1 card of any kind."""
    counts = counts.copy()
    if al_amin:
        for _ in range(fakirs // 2):
            # 2: giving each wild to a kind held fewest times is optimal.
            kind = counts.index(min(counts))
            counts[kind] += 1
    return suits_value(counts)


def score_breakdown(state: StateData, player: int) -> dict[str, int]:
    holder = state.players[player]
    owned = [t for t in range(len(state.owner)) if state.owner[t] == player]
    djinns = set(holder.djinns)
    fewer = sum(1 for other in state.players if other is not holder and other.viziers < holder.viziers)
    merchandise = [holder.held(k) for k in range(9)]
    return {
        "gold": holder.gold,
        "viziers": holder.viziers * (3 if JAFAAR in djinns else 1),
        "vizier_bonus": 10 * fewer,
        "elders": holder.elders * (4 if SHAMHAT in djinns else 2),
        "djinns": sum(DJINNS[d].vp for d in holder.djinns),
        "tiles": sum(state.tile_vp[t] for t in owned),
        "palms": sum(state.palms[t] for t in owned) * (5 if HAURVATAT in djinns else 3),
        "palaces": 5 * sum(state.palaces[t] for t in owned),
        "merchandise": merchandise_value(merchandise, holder.held(FAKIR), AL_AMIN in djinns),
    }


def scores(state: StateData) -> list[int]:
    return [sum(score_breakdown(state, p).values()) for p in range(state.num_players)]


def winners(state: StateData) -> list[int]:
    """7: every player with the top score wins; there is no tie-breaker."""
    totals = scores(state)
    best = max(totals)
    return [p for p, s in enumerate(totals) if s == best]
