"""The game state of Tribes of the Wind and the engine contract (docs/contract.md)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import numpy as np

from game.rules.base import Event
from game.rules.common import Plumbing
from game.rules.tribes_of_the_wind import actions as act
from game.rules.tribes_of_the_wind.board import EMPTY, Board
from game.rules.tribes_of_the_wind.data import MARKET_SIZE, ROW_SIZE, GameData, game_data
from game.rules.tribes_of_the_wind.legal import legal_actions
from game.rules.tribes_of_the_wind.phase import Phase as Phase  # re-exported: the state module named both
from game.rules.tribes_of_the_wind.phase import Phases
from game.rules.tribes_of_the_wind.phase import Step as Step
from game.rules.tribes_of_the_wind.scoring import score_breakdown, winners
from game.rules.tribes_of_the_wind.title import TITLE, RuleFlags, TribesOfTheWind
from game.rules.tribes_of_the_wind.turn import advance, perform


class TotwState(Plumbing):
    """A whole table. Change it only through ``apply``; ``clone`` copies it without deepcopy."""

    __slots__ = (
        "num_players", "data", "flags", "_rng", "_rng_state", "boards", "element_row", "element_deck", "element_discard",
        "forest_market", "forest_stack", "village_row", "village_deck", "village_discard", "round", "seat",
        "phase", "queue", "counter", "last_discard", "village_space", "end_token", "end_round",
        "tasks_seen", "observer", "_legal", "history", "origin",
    )  # fmt: skip

    title: TribesOfTheWind = TITLE

    def __init__(self, num_players: int, flags: RuleFlags, rng: np.random.Generator) -> None:
        self.num_players = num_players
        self.data: GameData = game_data()
        self.flags = flags
        self._rng: np.random.Generator | None = rng
        self._rng_state: Mapping[str, Any] | None = None
        self.boards: list[Board] = [Board() for _ in range(num_players)]
        self.element_row: list[int] = [EMPTY] * ROW_SIZE
        self.element_deck: list[int] = []  # top card last
        self.element_discard: list[int] = []  # newest last
        self.forest_market: list[int] = [EMPTY] * MARKET_SIZE
        self.forest_stack: list[int] = []  # top tile last
        self.village_row: list[int] = [EMPTY] * ROW_SIZE
        self.village_deck: list[int] = []  # top card last
        self.village_discard: list[int] = []
        self.round = 1
        self.seat = 0
        self.phase = Phases.ACTION
        self.queue: list[tuple[int, int]] = []  # (Step, amount), next step first
        self.counter = 0  # removals, moves, plant discount or discards left in the current phase
        self.last_discard = 0  # 5.3: the last slot discarded in this temple action
        self.village_space = -1  # the village being built (for ``spare``)
        self.end_token = -1
        self.end_round = -1
        self.tasks_seen: list[bool] = [False, False]  # flag task_check_any_time
        self.observer = -1  # >= 0 for an observation: whose view it is
        self._legal: list[int] | None = None
        self.history: list[int] = []
        self.origin: dict[str, Any] = {"kind": "unknown"}

    # -- copying ------------------------------------------------------------------------------------
    def clone(self) -> TotwState:
        other = TotwState.__new__(TotwState)
        self.copy_plumbing(other)
        other.data = self.data
        other.boards = [b.clone() for b in self.boards]
        other.element_row = self.element_row[:]
        other.element_deck = self.element_deck[:]
        other.element_discard = self.element_discard[:]
        other.forest_market = self.forest_market[:]
        other.forest_stack = self.forest_stack[:]
        other.village_row = self.village_row[:]
        other.village_deck = self.village_deck[:]
        other.village_discard = self.village_discard[:]
        other.round = self.round
        other.seat = self.seat
        other.phase = self.phase
        other.queue = self.queue[:]
        other.counter = self.counter
        other.last_discard = self.last_discard
        other.village_space = self.village_space
        other.end_token = self.end_token
        other.end_round = self.end_round
        other.tasks_seen = self.tasks_seen[:]
        return other

    # -- the contract -------------------------------------------------------------------------------
    def current_player(self) -> int:
        return -1 if self.phase == Phases.GAME_OVER else self.seat

    def is_terminal(self) -> bool:
        return self.phase == Phases.GAME_OVER

    def has_private(self, player: int) -> bool:
        """Spec 8: the fronts of the cards in a holder are its owner's alone."""
        return any(c != EMPTY for c in self.boards[player].hand)

    def _compute_legal(self) -> list[int]:
        return legal_actions(self)

    def apply(self, action: int) -> list[Event]:
        """Perform one decision, then every forced step after it (spec section 5)."""
        action = self.legal_id(action)
        self.history.append(action)
        return self.play(action)

    def play(
        self, action: int, before_forced: Callable[[TotwState, int, int], None] | None = None
    ) -> list[Event]:
        """``action`` (known to be legal) and the forced steps after it, not recorded in ``history``.
        ``before_forced(state, action, events)`` is told of each forced decision before it is
        taken, with the count of events so far (the hint lists those steps: ``forced_steps``)."""
        events: list[Event] = []
        forced = False
        while True:
            self._legal = None
            perform(self, action, events, forced)
            advance(self, events)
            if self.phase == Phases.GAME_OVER:
                return events
            legal = self.legal_actions()
            if len(legal) != 1:
                return events
            action, forced = legal[0], True
            if before_forced is not None:
                before_forced(self, action, len(events))

    def forced_steps(self, action: int) -> tuple[list[tuple[TotwState, int]], list[list[Event]]]:
        """What ``action`` makes the engine do itself, on a copy: each forced decision with the
        position before it, and the events of ``action`` and of each forced decision, each with
        the automatic steps after it (a temple's blind draw)."""
        world = self.clone()
        marks: list[int] = []
        decisions: list[tuple[TotwState, int]] = []

        def note(state: TotwState, forced: int, count: int) -> None:
            decisions.append((state.clone(), forced))
            marks.append(count)

        events = world.play(world.legal_id(action), note)
        bounds = [0, *marks, len(events)]
        return decisions, [events[a:b] for a, b in zip(bounds, bounds[1:], strict=False)]

    def scores(self) -> list[int]:
        return [sum(self.score_breakdown(p).values()) for p in range(self.num_players)]

    def score_breakdown(self, player: int) -> dict[str, int]:
        return score_breakdown(self, player)

    def final_winners(self) -> list[int]:
        return winners(self)

    def action_to_str(self, action: int) -> str:
        return act.action_to_str(action)

    notation_to_action = staticmethod(act.text_to_action)

    def why_illegal(self, action: int) -> str:
        from game.rules.tribes_of_the_wind.legal import why_illegal

        return why_illegal(self, action)

    def observation(self, player: int) -> TotwState:
        from game.rules.tribes_of_the_wind.hidden import observation

        return observation(self, player)

    def determinize(self, player: int, rng: np.random.Generator) -> TotwState:
        from game.rules.tribes_of_the_wind.hidden import determinize

        return determinize(self, player, rng)

    def determinizer(self, player: int) -> Callable[[np.random.Generator], TotwState]:
        from game.rules.tribes_of_the_wind.hidden import determinizer

        return determinizer(self, player)

    def to_dict(self) -> dict[str, Any]:
        from game.rules.tribes_of_the_wind.saves import state_to_dict

        return state_to_dict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> TotwState:
        from game.rules.tribes_of_the_wind.saves import state_from_dict

        return state_from_dict(data)

    # -- helpers used across the engine ---------------------------------------------------------------
    def phase_name(self) -> str:
        return self.phase.name.lower()

    def neighbours(self, player: int) -> tuple[list[int], list[int]]:
        """2.2: element counts of the two neighbours (the element row is the second at 2 players)."""
        counts = self.element_counts
        if self.num_players == 2:
            return counts(self.boards[1 - player].hand), counts(self.element_row)
        p = self.num_players
        return counts(self.boards[(player - 1) % p].hand), counts(self.boards[(player + 1) % p].hand)

    def element_of(self, card: int) -> int:
        """The element on a card's back; hidden cards are coded 80 + element."""
        return self.data.card_element[card] if card < 80 else card - 80

    def element_counts(self, cards: list[int]) -> list[int]:
        counts = [0, 0, 0, 0]
        element = self.data.card_element
        for c in cards:
            if c >= 0:
                counts[element[c] if c < 80 else c - 80] += 1
        return counts

    def table_counts(self) -> list[int]:
        """2.2 ``table``: every holder, plus the row at 2 players (flag ``two_player_row_in_table``)."""
        cards = [c for b in self.boards for c in b.hand]
        if self.num_players == 2 and self.flags.two_player_row_in_table:
            cards += self.element_row
        return self.element_counts(cards)

    def __repr__(self) -> str:
        return f"<TotwState {self.num_players}p round {self.round} seat {self.seat + 1} {self.phase_name()}>"
