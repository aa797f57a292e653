"""Checks on the decisions of seated bots that the arena counts.

- Wide decisions: how many decisions with at least ``WIDE`` legal actions a bot answered, and
  how many of those from fewer than ``THIN`` iterations (search iterations, or the visits of
  the subtree a plan answered from).
- Empty moves (``EmptyMoveWatch``): turns that changed nothing for the bot while a turn that does
  something was open to it.
- Mid-game sales (Five Tribes, spec 4.5 selling at the end of a turn, not in the last round):
  the heuristic's value of the position after the turn ended with the sale(s), against its
  value had the player ended the turn instead, both for the player, right after ``end``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from ai.bots import Choice
from ai.heuristics import Heuristic
from game.rules.base import State

WIDE = 8
THIN = 50


def answered_from(choice: Choice) -> int | None:
    """Iterations behind a searching bot's choice; None for bots that do not search."""
    stats = choice.stats
    if stats.source not in ("search", "plan", "openspiel_mcts_h", "openspiel_ismcts_h"):
        return None
    return max(stats.iterations, sum(stats.visits.values()))


@dataclass(slots=True)
class SaleWatch:
    """Follows one Five Tribes seat's sales through its turn."""

    heuristic: Heuristic
    player: int
    end_value: float | None = None  # value had the turn ended at the first sale
    sales: int = 0
    worse: int = 0
    deltas: list[float] = field(default_factory=list)

    def before(self, state: State, action: int) -> None:
        from game.rules.five_tribes import actions as A
        from game.rules.five_tribes.model import Step

        step = getattr(state, "step", None)
        if step != Step.END or self.end_value is not None or getattr(state, "last_round", True):
            return
        if not (A.SELL_KIND <= action < A.SELL):
            return
        ended = state.clone()
        ended.apply(A.END)
        self.end_value = self.heuristic.evaluate(ended)[self.player]

    def after(self, state: State, action: int) -> None:
        """Called after every action of this seat: once it has ended the turn, judge the sale."""
        from game.rules.five_tribes import actions as A

        if self.end_value is None or (action != A.END and not state.is_terminal()):
            return
        value = self.heuristic.evaluate(state)[self.player]
        self.sales += 1
        self.deltas.append(value - self.end_value)
        if value < self.end_value:
            self.worse += 1
        self.end_value = None


# -- No empty moves ---------------------------------------------------------------------------------
#
# A turn (a run of one seat's decisions) is empty when it changed nothing for the seat: its score
# breakdown and its own public footprint (``footprint``: board, resources, cave; not the cards in
# hand) are the same after the turn as before, or, in Tribes of the Wind, when the turn's action
# threw its point away (``totw_wasted``: a temple action that placed no temple; a card row whose
# effects other than water all did nothing, riders moved counting only while a forest tile, a
# village to be, lacks riders, unless it is the hard row of a card whose easy row is water
# alone). It counts when a
# turn that does something was open to the seat: some other first action, played on with random
# completions of the turn (``TRIES``), gives a turn that is not empty (in Five Tribes: that
# raises the seat's score, ``does_something``).

TRIES = 4
STEP_LIMIT = 300


def footprint(state: State, player: int) -> tuple[object, ...]:
    """What a turn can change for ``player``, besides the cards in hand."""
    title = state.title.id
    score = tuple(sorted(state.score_breakdown(player).items()))
    own: tuple[object, ...]
    if title == "tribes_of_the_wind":
        b = state.boards[player]  # type: ignore[attr-defined]
        own = (tuple(b.tile), tuple(b.village), tuple(b.riders), tuple(b.temple), tuple(b.pollution),
               b.capital, b.water, tuple(b.tucked), tuple(b.powers))  # fmt: skip
    elif title == "five_tribes":
        p = state.players[player]  # type: ignore[attr-defined]
        # A move reshapes the board. A bid turn is never empty (``is_empty``); the markers are
        # not part of the footprint, as the next marker's move to the bid track (4.2) as a turn
        # ends is the rules' bookkeeping, not the seat's doing.
        board = (state.meeples.tobytes(), tuple(state.owner), tuple(state.palms), tuple(state.palaces))  # type: ignore[attr-defined]
        own = (p.gold, p.camels, p.viziers, p.elders, tuple(p.cards), tuple(p.djinns), board)
    elif title == "prehistories":
        seat = state.seats[player]  # type: ignore[attr-defined]
        cave = seat.cave
        # Choosing hunters (select, commit) is the round's decision, not an idle turn.
        own = (cave.tiles, bytes(cave.types), tuple(seat.lines), len(seat.discard), tuple(seat.party),
               seat.committed, len(seat.hand))  # fmt: skip
    else:
        own = ()
    return score, own


def totw_wasted(start: State, first: int, events: Sequence[object]) -> bool:
    """Tribes of the Wind: whether the turn that began with action ``first`` at ``start`` (its
    action phase) threw the action's point away, by what the turn's ``events`` show."""
    from game.rules.tribes_of_the_wind import actions as act
    from game.rules.tribes_of_the_wind.data import MAX_VILLAGES, NUM_SPACES, Fx, Power

    kinds = {getattr(e, "kind", "") for e in events}
    if first == act.TEMPLE_ACTION:
        return "temple_built" not in kinds
    if first >= act.TEMPLE_ACTION:
        return False
    slot, hard = divmod(first - act.PLAY, 2)
    card = start.boards[start.seat].hand[slot]  # type: ignore[attr-defined]
    rows = start.data.card_rows[card]  # type: ignore[attr-defined]
    codes = {code for code, _ in rows[hard].effects}
    if codes <= {Fx.WATER}:
        return False  # a water card's point is its water
    if hard and {code for code, _ in rows[0].effects} <= {Fx.WATER}:
        # The hard row of a water card (b03: W4+P1 over W2) brings more water than its easy
        # row: the bots search it in the easy row's place (``dominated_easy_rows``).
        return False
    done = {"pollution_removed", "forest_planted", "temple_built"}
    board = start.boards[start.seat]  # type: ignore[attr-defined]
    light = board.has(Power.LIGHT_FOOTED)
    if board.villages < MAX_VILLAGES and any(
        board.tile[x] >= 0
        and not board.village[x]
        and board.riders[x] < board.village_need(x, start.data, light)  # type: ignore[attr-defined]
        for x in range(NUM_SPACES)
    ):
        done.add("rider_moved")  # riders moved towards a forest tile that lacks them (a village to be)
    return not kinds & done


@dataclass(slots=True)
class EmptyMoveWatch:
    """Follows one seat's turns and counts the empty ones taken while another was open."""

    player: int
    seed: int = 0
    turns: int = 0
    empty: int = 0  # empty turns while a turn that is not empty was open
    forced: int = 0  # empty turns with nothing else open (not counted in ``empty``)
    examples: list[str] = field(default_factory=list)
    _start: State | None = None
    _first: int = -1
    _events: list[object] = field(default_factory=list)

    def before(self, state: State, action: int) -> None:
        if self._start is None:
            self._start = state.clone()
            self._first = action
            self._events = []

    def after(self, state: State, action: int, events: Sequence[object]) -> None:
        self._events.extend(events)
        if state.is_terminal() or state.current_player() != self.player:
            self.close(state)

    def close(self, state: State) -> None:
        start, first, events = self._start, self._first, self._events
        self._start, self._events = None, []
        if start is None:
            return
        self.turns += 1
        if not is_empty(start, first, state, events, self.player):
            return
        if any_alternative(start, first, self.player, np.random.default_rng(self.seed + self.turns)):
            self.empty += 1
            if len(self.examples) < 5:
                self.examples.append(f"round {getattr(start, 'round', '?')}: {start.action_to_str(first)}")
        else:
            self.forced += 1


def is_empty(start: State, first: int, end: State, events: Sequence[object], player: int) -> bool:
    if start.title.id == "tribes_of_the_wind" and totw_wasted(start, first, events):
        return True
    if start.title.id == "five_tribes" and start.step.name == "BID":  # type: ignore[attr-defined]
        return False  # a bid is compulsory and places the marker, even a bid of 0 (4.1)
    return footprint(start, player) == footprint(end, player)


def any_alternative(start: State, first: int, player: int, rng: np.random.Generator) -> bool:
    """Whether some first action other than ``first``, the turn completed at random, is not empty."""
    for action in start.legal_actions():
        if action == first:
            continue
        for _ in range(TRIES):
            world = start.clone()
            events: list[object] = list(world.apply(action))
            for _ in range(STEP_LIMIT):
                if world.is_terminal() or world.current_player() != player:
                    break
                legal = world.legal_actions()
                events.extend(world.apply(legal[int(rng.integers(len(legal)))]))
            if does_something(start, action, world, events, player):
                return True
    return False


def does_something(start: State, first: int, end: State, events: Sequence[object], player: int) -> bool:
    """Whether a turn did something for ``player``: it is not empty, and in Five Tribes it raised
    the seat's score. A Five Tribes turn can be empty only where no start tile is left (its
    ``pass`` makes the round the last, 4.7), so what counts then is the score: a power that
    only pays (an elder or a fakir) to change the board for nobody (Anun-Nak's meeples, a
    palace or palm on a tile the seat does not own) or costs more than it scores (Leta or Utug
    paying two elders for a 1-point tile) is rightly left unused. The pass itself does one thing:
    it makes the round the last, which a leader may want. So before the last round an
    alternative counts only if its turn ends the round too (a power used before passing), not
    one that plays on instead (Anun-Nak's meeples opening a start tile to move from)."""
    if is_empty(start, first, end, events, player):
        return False
    if start.title.id == "five_tribes":
        if not (start.last_round or end.last_round):  # type: ignore[attr-defined]
            return False
        return sum(end.score_breakdown(player).values()) > sum(start.score_breakdown(player).values())
    return True
