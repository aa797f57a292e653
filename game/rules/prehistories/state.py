"""The Prehistories game state: queries, legal actions (spec 5) and ``apply`` with its forced steps."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np

from game.rules.base import Event, Title
from game.rules.common import Plumbing
from game.rules.prehistories import actions as act
from game.rules.prehistories import flow
from game.rules.prehistories.actions import Verbs
from game.rules.prehistories.cave import Cave
from game.rules.prehistories.data import STRENGTH, ObjectiveSide, Zone, board_for, components
from game.rules.prehistories.explain import why_illegal
from game.rules.prehistories.hidden import determinize, determinizer, observation
from game.rules.prehistories.phase import Flags, Phases
from game.rules.prehistories.phase import Phase as Phase  # re-exported: the state module named it
from game.rules.prehistories.saves import state_from_dict, state_to_dict

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping


class Seat:
    """One tribe in play: its cards, cave and score lines."""

    __slots__ = (
        "colour",
        "hand",
        "party",
        "committed",
        "known",
        "deck",
        "segments",
        "next_segment",
        "discard",
        "cave",
        "lines",
        "columns_done",
        "rows_done",
        "legends_done",
        "cards_done",
        "unchecked",
    )

    def __init__(self, colour: int, objectives: int) -> None:
        self.colour = colour
        self.hand: list[int] = []
        self.party: list[int] = []  # selection, then the revealed cards in no group (R), speed order
        self.committed = False
        self.known: set[int] = set()  # 8: hand cards every seat can see
        self.deck: list[int] = []  # top first; 0 stands for an unknown card in an observation
        self.segments: list[list[int]] = []  # [segment number, cards left], top first
        self.next_segment = 0
        self.discard: list[int] = []
        self.cave = Cave(components().tribes[colour].cave)
        self.lines = [0] * (3 + objectives)  # columns, rows, legendaries, then each card in play
        self.columns_done = 0
        self.rows_done = 0
        self.legends_done = 0
        self.cards_done = [False] * objectives
        # No scoring step has looked at this cave since it was built or loaded. Afterwards a
        # turn without a take cannot meet anything new, so its scoring step is skipped.
        self.unchecked = True

    def copy(self) -> Seat:
        other = Seat.__new__(Seat)
        other.colour = self.colour
        other.hand = self.hand[:]
        other.party = self.party[:]
        other.committed = self.committed
        other.known = set(self.known)
        other.deck = self.deck[:]
        other.segments = [s[:] for s in self.segments]
        other.next_segment = self.next_segment
        other.discard = self.discard[:]
        other.cave = self.cave.copy()
        other.lines = self.lines[:]
        other.columns_done = self.columns_done
        other.rows_done = self.rows_done
        other.legends_done = self.legends_done
        other.cards_done = self.cards_done[:]
        other.unchecked = self.unchecked
        return other

    @property
    def totems(self) -> int:
        return sum(self.lines)


class PrehistoriesState(Plumbing):
    """A full game state, or an observation of one (``observer >= 0``, unknown cards written 0)."""

    __slots__ = (
        "title",
        "num_players",
        "zone_defs",
        "flags",
        "_rng",
        "_rng_state",
        "zones",
        "stacks",
        "discarded_tiles",
        "objectives",
        "scored_by",
        "seats",
        "card_origin",
        "round",
        "phase",
        "forming",
        "order",
        "open_zone",
        "group",
        "group_total",
        "pending",
        "tiles_taken",
        "injuries",
        "painted_this_turn",
        "hand_prints",
        "refilled_this_round",
        "tile_taken_this_round",
        "winners_",
        "end_reason",
        "observer",
        "_legal",
        "history",
        "origin",
    )

    def __init__(self, title: Title, players: int, flags: Flags, objectives: list[tuple[int, int]]) -> None:
        self.title = title
        self.num_players = players
        self.zone_defs: tuple[Zone, ...] = board_for(players)
        self.flags = flags
        self._rng: np.random.Generator | None = None
        self._rng_state: Mapping[str, Any] | None = None  # a generator not built yet (see ``rng``)
        self.zones = [-1] * len(self.zone_defs)  # tile kind per zone, -1 empty
        self.stacks: list[list[int]] = [[] for _ in range(5)]  # tile kinds, top of the stack last
        self.discarded_tiles: list[int] = []
        self.objectives = objectives  # (card number, 0 sun / 1 moon), layout order
        self.scored_by: list[list[int]] = [[] for _ in objectives]
        self.seats: list[Seat] = []
        self.card_origin = [0] * 61  # 8: segment each hand, party or deck card last entered
        self.round = 1
        self.phase = Phases.ROUND_START
        self.forming = 0  # seat forming its party during the initiative
        self.order: list[int] = []  # seats still to play this round, the first acts now
        self.open_zone = -1
        self.group: list[int] = []
        self.group_total = 0
        self.pending: list[tuple[int, int]] = []  # (zone, tile kind) taken and not yet painted
        self.tiles_taken = 0
        self.injuries = 0
        self.painted_this_turn = 0
        self.hand_prints = 0  # extra cards for hand prints covered this turn
        self.refilled_this_round = True
        self.tile_taken_this_round = False
        self.winners_: list[int] = []
        self.end_reason = ""
        self.observer = -1
        self._legal: list[int] | None = None
        self.history: list[int] = []
        self.origin: dict[str, Any] = {"kind": "unknown"}

    # ----------------------------------------------------------------- queries

    def objective_side(self, index: int) -> ObjectiveSide:
        card, side = self.objectives[index]
        entry = components().objective_cards[card]
        return entry.moon if side else entry.sun

    def current_player(self) -> int:
        if self.phase == Phases.OVER:
            return -1
        if self.phase == Phases.INITIATIVE:
            return self.forming
        return self.order[0]

    def is_terminal(self) -> bool:
        return self.phase == Phases.OVER

    def has_private(self, player: int) -> bool:
        """Spec 8: hand cards the others have not seen, and a party before the reveal."""
        seat = self.seats[player]
        if self.phase == Phases.INITIATIVE and seat.party:
            return True
        return any(c not in seat.known for c in seat.hand)

    def scores(self) -> list[int]:
        return [seat.totems for seat in self.seats]

    def score_breakdown(self, player: int) -> dict[str, int]:
        lines = self.seats[player].lines
        names = ["columns", "rows", "legendaries"] + [
            self.objective_side(i).id for i in range(len(self.objectives))
        ]
        return dict(zip(names, lines))

    def winners(self) -> list[int]:
        return list(self.winners_)

    def action_to_str(self, action: int) -> str:
        return act.action_to_str(self.zone_defs, action)

    def notation_to_action(self, text: str) -> int:
        return act.parse_text(self.zone_defs, text)

    def strength_of(self, cards: Iterable[int]) -> int:
        return sum(STRENGTH[c] for c in cards)

    # ----------------------------------------------------------- legal actions

    def _compute_legal(self) -> list[int]:
        phase = self.phase
        if phase == Phases.INITIATIVE:
            seat = self.seats[self.forming]
            top = seat.party[-1] if seat.party else 0
            return [act.COMMIT] + [act.SELECT + s for s in sorted(seat.hand) if s > top]
        if phase == Phases.HUNT:
            return self._hunt_actions()
        if phase == Phases.PAINT:
            return self._paint_actions()
        return []

    def _reach(self, cards: list[int]) -> list[int]:
        """reach[i] = total strength of cards[i:] (the card and every faster one of R)."""
        reach = [0] * (len(cards) + 1)
        for i in range(len(cards) - 1, -1, -1):
            reach[i] = reach[i + 1] + STRENGTH[cards[i]]
        return reach

    def _hunt_actions(self) -> list[int]:
        party = self.seats[self.order[0]].party
        reach = self._reach(party)
        zone_defs = self.zone_defs
        if self.open_zone >= 0:
            z = self.open_zone
            orange = zone_defs[z].orange
            last = self.group[-1]
            total = self.group_total
            base = act.ASSIGN + 60 * z - 1
            result = [base + s for i, s in enumerate(party) if s > last and total + reach[i] >= orange]
            if total >= orange:
                result.append(act.TAKE + z)
            return result
        result = [act.DONE]
        if not party:
            return result
        cave = self.seats[self.order[0]].cave
        kinds = components().tiles
        for z, kind in enumerate(self.zones):
            if kind < 0 or reach[0] < zone_defs[z].orange:
                continue
            # 5.2: with allow_unplaceable_take off, only tiles that fit now may be hunted
            if not self.flags.allow_unplaceable_take and not cave.fits(kinds[kind]):
                continue
            orange = zone_defs[z].orange
            base = act.ASSIGN + 60 * z - 1
            result.extend(base + s for i, s in enumerate(party) if reach[i] >= orange)
        return result

    def offered_pending(self) -> list[tuple[int, int]]:
        """5.3: of two pending tiles with one name only the one from the lower zone is offered."""
        offered: list[tuple[int, int]] = []
        seen: set[int] = set()
        for zone, kind in sorted(self.pending):
            if kind not in seen:
                seen.add(kind)
                offered.append((zone, kind))
        return offered

    def _paint_actions(self) -> list[int]:
        cave = self.seats[self.order[0]].cave
        kinds = components().tiles
        result: list[int] = []
        for zone, kind_index in self.offered_pending():
            kind = kinds[kind_index]
            before = len(result)
            for side in (0, 1) if kind.two_shapes else (0,):
                base = act.PAINT + 98 * zone + 49 * side
                result.extend((cave.legal_anchors(kind.sides[side]) + base).tolist())
            if len(result) == before:
                result.append(act.DISCARD + zone)
        result.sort()
        return result

    def why_illegal(self, action: int) -> str:
        """A reason for an id that is not legal now (6)."""
        return why_illegal(self, action)

    # ------------------------------------------------------------------ apply

    def apply(self, action: int) -> list[Event]:
        # numpy integers from a search become plain ints, out of events and saves
        action = self.legal_id(action)
        self.history.append(action)
        events: list[Event] = []
        self._step(action, events)
        self.settle(events)
        return events

    def settle(self, events: list[Event]) -> None:
        """5: apply every forced step (a single legal action) until a real decision or the end."""
        while self.phase != Phases.OVER:
            legal = self._compute_legal()
            self._legal = legal
            if len(legal) != 1:
                return
            self._step(legal[0], events)
        self._legal = []

    def _step(self, action: int, events: list[Event]) -> None:
        self._legal = None
        d = act.decode(action)
        if d.verb == Verbs.COMMIT:
            flow.commit(self, events)
        elif d.verb == Verbs.SELECT:
            seat = self.seats[self.forming]
            seat.hand.remove(d.card)
            seat.party.append(d.card)
        elif d.verb == Verbs.DONE:
            flow.done(self, events)
        elif d.verb == Verbs.ASSIGN:
            flow.assign(self, d.zone, d.card, events)
        elif d.verb == Verbs.TAKE:
            flow.take(self, d.zone, events)
        elif d.verb == Verbs.PAINT:
            flow.paint(self, d.zone, d.side, d.cell, events)
        else:
            flow.discard_tile(self, d.zone, events)

    # ------------------------------------------------- hidden information, saves

    observation = observation
    determinize = determinize
    determinizer = determinizer
    to_dict = state_to_dict

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> PrehistoriesState:
        from game.rules.prehistories import TITLE

        return state_from_dict(TITLE, data)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, PrehistoriesState):
            return NotImplemented
        return self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]

    # ------------------------------------------------------------ copies

    def clone(self) -> PrehistoriesState:
        other = PrehistoriesState.__new__(PrehistoriesState)
        self.copy_plumbing(other)
        other.title = self.title
        other.zone_defs = self.zone_defs
        other.zones = self.zones[:]
        other.stacks = [s[:] for s in self.stacks]
        other.discarded_tiles = self.discarded_tiles[:]
        other.objectives = self.objectives
        other.scored_by = [s[:] for s in self.scored_by]
        other.seats = [s.copy() for s in self.seats]
        other.card_origin = self.card_origin[:]
        other.round = self.round
        other.phase = self.phase
        other.forming = self.forming
        other.order = self.order[:]
        other.open_zone = self.open_zone
        other.group = self.group[:]
        other.group_total = self.group_total
        other.pending = self.pending[:]
        other.tiles_taken = self.tiles_taken
        other.injuries = self.injuries
        other.painted_this_turn = self.painted_this_turn
        other.hand_prints = self.hand_prints
        other.refilled_this_round = self.refilled_this_round
        other.tile_taken_this_round = self.tile_taken_this_round
        other.winners_ = self.winners_[:]
        other.end_reason = self.end_reason
        return other
