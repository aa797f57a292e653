"""Pair Market: a tiny card game that follows the engine contract, for testing the bots.

It has what the real titles have and the search must cope with: hidden hands, a hidden
deck, chance inside ``apply`` (drawing, refilling the row) and several micro-steps per turn.

Rules. 18 cards, values 0-5, three of each. Each player is dealt 3 cards face down; 3 cards
lie face up in the row. A turn has three steps:

1. TAKE: ``take <slot>`` a row card (seen by all, the row refills from the deck) or ``draw``
   the top deck card (seen only by the drawer).
2. PLAY: ``play <value>`` one card from the hand: score its value, +3 if it equals the last
   card played by anyone.
3. END: ``end``, or ``meld`` when the hand holds a pair: the highest pair leaves the hand and
   scores twice its value plus 2.

The game ends after four turns each, or when nothing is left to take. Top score wins.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from enum import IntEnum
from typing import Any

import numpy as np

from game.rules.base import Event, IllegalAction, SaveError

VALUES = 6
COPIES = 3
HAND_SIZE = 3
ROW_SIZE = 3
TURNS_EACH = 4
PAIR_BONUS = 3

PLAY = 0  # play v = v
TAKE = 6  # take i = 6 + i
DRAW = 9
END = 10
MELD = 11


class Step(IntEnum):
    TAKE = 0
    PLAY = 1
    END = 2


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    kind = "card_played"
    player: int
    value: int
    points: int


@dataclass(frozen=True, slots=True)
class CardTaken(Event):
    kind = "card_taken"
    player: int
    value: int | None  # None: drawn face down


class ToyTitle:
    id = "toy_market"
    name = "Pair Market"
    min_players = 2
    max_players = 3
    num_distinct_actions = 12

    def new_game(self, players: int, seed: int, **rule_flags: Any) -> ToyState:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"players must be 2-3, not {players}")
        rng = np.random.default_rng(seed)
        deck = [v for v in range(VALUES) for _ in range(COPIES)]
        rng.shuffle(deck)
        state = ToyState(players, rng)
        for p in range(players):
            for _ in range(HAND_SIZE):
                state.private[p][deck.pop()] += 1
        state.row = [deck.pop() for _ in range(ROW_SIZE)]
        state.deck = deck
        return state

    def scenario(self, spec: dict[str, Any]) -> ToyState:
        """``{"players", "seed", "hands": [[values]], "row": [values], "deck": [values, top last]}``."""
        state = ToyState(spec["players"], np.random.default_rng(spec.get("seed", 0)))
        for p, hand in enumerate(spec["hands"]):
            for v in hand:
                state.private[p][v] += 1
        state.row = list(spec["row"])
        state.deck = list(spec["deck"])
        state.pile_top = spec.get("pile_top", -1)
        return state

    def from_dict(self, data: dict[str, Any]) -> ToyState:
        return ToyState.from_dict(data)


TITLE = ToyTitle()


@dataclass(slots=True)
class ToyState:
    num_players: int
    rng: np.random.Generator | None
    title: ToyTitle = TITLE
    step: Step = Step.TAKE
    player: int = 0
    turns: int = 0
    pile_top: int = -1
    row: list[int] = field(default_factory=list)
    deck: list[int] = field(default_factory=list)
    public: list[list[int]] = field(default_factory=list)
    private: list[list[int]] = field(default_factory=list)
    unknown: list[int] = field(default_factory=list)  # opponents' face-down cards an observer cannot see
    gone: list[int] = field(default_factory=list)  # cards played or melded, per value (public)
    points: list[dict[str, int]] = field(default_factory=list)
    deck_size: int = 0
    observer: int | None = None

    def __post_init__(self) -> None:
        n = self.num_players
        self.public = self.public or [[0] * VALUES for _ in range(n)]
        self.private = self.private or [[0] * VALUES for _ in range(n)]
        self.unknown = self.unknown or [0] * n
        self.gone = self.gone or [0] * VALUES
        self.points = self.points or [{"played": 0, "pairs": 0, "melds": 0} for _ in range(n)]

    # -- the contract ------------------------------------------------------------------------
    def current_player(self) -> int:
        return -1 if self.is_terminal() else self.player

    def is_terminal(self) -> bool:
        out_of_cards = self.step == Step.TAKE and not self.row and self._deck_count() == 0
        return self.turns >= TURNS_EACH * self.num_players or out_of_cards

    def _deck_count(self) -> int:
        return self.deck_size if self.observer is not None else len(self.deck)

    def hand(self, player: int) -> list[int]:
        return [a + b for a, b in zip(self.public[player], self.private[player])]

    def legal_actions(self) -> list[int]:
        if self.is_terminal():
            return []
        if self.step == Step.TAKE:
            takes = [TAKE + i for i in range(len(self.row))]
            return takes + ([DRAW] if self._deck_count() else [])
        hand = self.hand(self.player)
        if self.step == Step.PLAY:
            return [PLAY + v for v in range(VALUES) if hand[v]]
        return [END] + ([MELD] if max(hand) >= 2 else [])

    def legal_mask(self) -> np.ndarray:
        mask = np.zeros(self.title.num_distinct_actions, dtype=bool)
        mask[self.legal_actions()] = True
        return mask

    def apply(self, action: int) -> list[Event]:
        if self.observer is not None:
            raise IllegalAction("an observation cannot be played; determinize it first")
        if action not in self.legal_actions():
            raise IllegalAction(f"{self.action_to_str(action)} is not legal now")
        p = self.player
        if self.step == Step.TAKE:
            self.step = Step.PLAY
            return [self._take(p, action)]
        if self.step == Step.PLAY:
            self.step = Step.END
            return [self._play(p, action - PLAY)]
        if action == MELD:
            value = max(v for v in range(VALUES) if self.hand(p)[v] >= 2)
            self._leave_hand(p, value)
            self._leave_hand(p, value)
            self.points[p]["melds"] += 2 * value + 2
        self.step = Step.TAKE
        self.turns += 1
        self.player = (p + 1) % self.num_players
        return []

    def _take(self, p: int, action: int) -> CardTaken:
        # A card from the deck, to the hand or to refill the row, reveals (docs/contract.md 3).
        if action == DRAW:
            self.private[p][self.deck.pop()] += 1
            return CardTaken(p, None, reveals=True)
        value = self.row.pop(action - TAKE)
        self.public[p][value] += 1
        if self.deck:
            self.row.append(self.deck.pop())
            return CardTaken(p, value, reveals=True)
        return CardTaken(p, value)

    def _play(self, p: int, value: int) -> CardPlayed:
        self._leave_hand(p, value)
        bonus = PAIR_BONUS if value == self.pile_top else 0
        self.points[p]["played"] += value
        self.points[p]["pairs"] += bonus
        self.pile_top = value
        return CardPlayed(p, value, value + bonus)

    def _leave_hand(self, p: int, value: int) -> None:
        # A card leaving the hand is revealed: a seen copy goes first, else a hidden one.
        self.gone[value] += 1
        if self.public[p][value]:
            self.public[p][value] -= 1
        else:
            self.private[p][value] -= 1

    def clone(self) -> ToyState:
        return ToyState.from_dict(self.to_dict())

    def scores(self) -> list[int]:
        return [sum(p.values()) for p in self.points]

    def score_breakdown(self, player: int) -> dict[str, int]:
        return dict(self.points[player])

    def winners(self) -> list[int]:
        scores = self.scores()
        return [p for p, s in enumerate(scores) if s == max(scores)]

    def action_to_str(self, action: int) -> str:
        if PLAY <= action < TAKE:
            return f"play {action - PLAY}"
        if TAKE <= action < DRAW:
            return f"take {action - TAKE + 1}"
        return {DRAW: "draw", END: "end", MELD: "meld"}.get(action, f"<{action}>")

    def parse_action(self, text: str) -> int:
        words = text.lower().split()
        for action in self.legal_actions():
            if self.action_to_str(action).split() == words:
                return action
        raise IllegalAction(f"{text!r} is not legal now")

    # -- hidden information ------------------------------------------------------------------
    def observation(self, player: int) -> ToyState:
        obs = self.clone()
        for q in range(self.num_players):
            if q != player and obs.observer is None:
                obs.unknown[q] = sum(obs.private[q])
                obs.private[q] = [0] * VALUES
        if obs.observer is None:
            obs.deck_size = len(obs.deck)
        obs.deck = []
        obs.rng = None
        obs.observer = player
        return obs

    def determinize(self, player: int, rng: np.random.Generator) -> ToyState:
        obs = self.observation(player)
        seen = [0] * VALUES
        for q in range(self.num_players):
            for v in range(VALUES):
                seen[v] += obs.public[q][v] + obs.private[q][v]
        for v in obs.row:
            seen[v] += 1
        pool = [v for v in range(VALUES) for _ in range(COPIES - seen[v] - obs.gone[v])]
        rng.shuffle(pool)
        for q in range(self.num_players):
            for _ in range(obs.unknown[q]):
                obs.private[q][pool.pop()] += 1
            obs.unknown[q] = 0
        obs.deck = pool
        obs.deck_size = 0
        obs.observer = None
        obs.rng = np.random.default_rng(rng.integers(2**63))
        return obs

    # -- saves -------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        data = {
            "title": self.title.id,
            "version": 1,
            "num_players": self.num_players,
            "step": int(self.step),
            "player": self.player,
            "turns": self.turns,
            "pile_top": self.pile_top,
            "row": list(self.row),
            "deck": list(self.deck),
            "public": [list(h) for h in self.public],
            "private": [list(h) for h in self.private],
            "unknown": list(self.unknown),
            "gone": list(self.gone),
            "points": [dict(p) for p in self.points],
            "deck_size": self.deck_size,
            "observer": self.observer,
            "rng": None if self.rng is None else self.rng.bit_generator.state,
        }
        return json.loads(json.dumps(data))

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> ToyState:
        if data.get("title") != TITLE.id:
            raise SaveError(f"not a {TITLE.name} save")
        rng = None
        if data["rng"] is not None:
            rng = np.random.default_rng()
            rng.bit_generator.state = data["rng"]
        return cls(
            num_players=data["num_players"],
            rng=rng,
            step=Step(data["step"]),
            player=data["player"],
            turns=data["turns"],
            pile_top=data["pile_top"],
            row=list(data["row"]),
            deck=list(data["deck"]),
            public=[list(h) for h in data["public"]],
            private=[list(h) for h in data["private"]],
            unknown=list(data["unknown"]),
            gone=list(data["gone"]),
            points=[dict(p) for p in data["points"]],
            deck_size=data["deck_size"],
            observer=data["observer"],
        )
