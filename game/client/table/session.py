"""One game at the table, free of pygame: who sits where, the state, undo and the save format.

Undo keeps a cloned state before every action (docs/architecture.md: undo back to the last
hidden-information reveal). An action whose events revealed something (``Event.reveals``: a card
drawn, a refilled row, pieces drawn from a bag) cannot be taken back, nor can a bot's action or
another person's: the undo stack is cleared whenever one of those happens.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.client.table import contract
from game.rules.base import Event, SaveError, State, Title
from game.schema import WHOLE_FILE, Invalid, save_envelope

Follow = Callable[[int, list[Event], State, State], None]
"""One replayed action: its actor, its events, the states before and after it."""

if TYPE_CHECKING:
    from game.client.table.view import GameView

log = logging.getLogger(__name__)

BOT_LEVELS = ("easy", "normal", "hard")
SAVE_VERSION = 1


class RefusedSave(SaveError):
    """A save the table will not resume; ``problem`` says why as a localization key with its
    parameters (the client words it in the player's language); the message stays English."""

    def __init__(self, problem: Invalid, message: str | None = None) -> None:
        super().__init__(message if message is not None else str(problem))
        self.problem = problem


@dataclass(slots=True)
class Seat:
    """A person (``level`` empty) or a bot of the given level."""

    name: str
    level: str = ""

    @property
    def is_bot(self) -> bool:
        return bool(self.level)

    def to_dict(self) -> dict[str, str]:
        return {"name": self.name, "level": self.level}

    @classmethod
    def from_dict(cls, data: Any) -> Seat:
        if not isinstance(data, dict) or not isinstance(data.get("name"), str):
            raise SaveError("a seat needs a name")
        level = data.get("level", "")
        if level not in ("", *BOT_LEVELS):
            raise SaveError(f"unknown bot level {level!r}")
        return cls(data["name"], level)


@dataclass(slots=True)
class GameSetup:
    seats: list[Seat]
    seed: int
    flags: dict[str, Any] = field(default_factory=dict)


def default_flags(title: Title) -> dict[str, Any]:
    """Every rule flag of the title at its default."""
    return {name: default for name, (default, _) in contract.flag_specs(title).items()}


@dataclass(slots=True)
class UndoPoint:
    state: State
    player: int
    log_mark: int = -1  # the table's log length before the action (LogBook.mark); -1: unknown


class Session:
    """The state of one game plus the seats and the undo stack."""

    def __init__(
        self, title: Title, setup: GameSetup, state: State | None = None, *, view: GameView | None = None
    ) -> None:
        self.title = title
        self.setup = setup
        self.state: State = state if state is not None else self.new_state()
        self._undo: list[UndoPoint] = []
        # Why the undo stack last emptied, for a greyed Undo's words: "turn" (a new turn, another
        # seat's move) or "reveal" (the last step showed something new: a card drawn, a row refilled).
        self.undo_stop = "turn"
        # Tells revealing events apart while an engine lacks Event.reveals (contract.py).
        self.view = view

    def new_state(self) -> State:
        return self.title.new_game(len(self.setup.seats), self.setup.seed, **self.setup.flags)

    @property
    def seats(self) -> list[Seat]:
        return self.setup.seats

    def seat(self, player: int) -> Seat:
        return self.setup.seats[player]

    @property
    def humans(self) -> list[int]:
        return [p for p, seat in enumerate(self.seats) if not seat.is_bot]

    def to_move(self) -> int:
        return self.state.current_player()

    def human_to_move(self) -> bool:
        player = self.state.current_player()
        return player >= 0 and not self.seat(player).is_bot

    def apply(self, action: int, log_mark: int = -1) -> list[Event]:
        """Apply ``action`` for the player to move; remember how to take it back when allowed
        (``log_mark``: where the table's log stood, so an undo takes the lines back too)."""
        return self.apply_keeping(action, log_mark)[0]

    def apply_keeping(self, action: int, log_mark: int = -1) -> tuple[list[Event], State]:
        """``apply``, and the state before the action: the one clone an action costs serves the
        undo stack and the table (its animations start from it). Read it, never change it."""
        player = self.state.current_player()
        before = self.state.clone()
        events = self.state.apply(action)
        if self.seat(player).is_bot or contract.reveals(events):
            self._undo.clear()
            self.undo_stop = "turn" if self.seat(player).is_bot else "reveal"
        else:
            self._undo.append(UndoPoint(before, player, log_mark))
        if self.state.current_player() != player:
            following = self.state.current_player()
            # Hot-seat: the next person may not take back what the previous one did.
            if (
                not self._undo
                or following < 0
                or self.seat(following).is_bot
                or following != self._undo[-1].player
            ):
                self._undo.clear()
                self.undo_stop = "turn"
        return events, before

    def state_history(self) -> list[int]:
        """The applied action ids that replay the game from its seed and flags."""
        return contract.history(self.state)

    def can_undo(self) -> bool:
        return bool(self._undo) and self._undo[-1].player == self.state.current_player()

    def undoable(self) -> tuple[int, ...]:
        """The actions Undo can take back now, oldest first: the person to move's own since the
        last one that showed something new (or since another seat acted)."""
        if not self.can_undo():
            return ()
        return tuple(contract.history(self.state)[len(contract.history(self._undo[0].state)) :])

    def why_no_undo(self) -> str:
        """Why Undo is greyed, in words: a step that showed something new, or nothing of this
        person's to take back since their turn began."""
        from game.client.text import tr

        return tr(f"table.table.cannot_undo_{self.undo_stop}")

    def undo(self) -> UndoPoint | None:
        """Take back the last action of the person to move (the point it went back to); None
        when nothing may be undone."""
        if not self.can_undo():
            return None
        point = self._undo.pop()
        self.state = point.state
        return point

    def replay_history(self, record: Callable[[list[Event]], int], follow: Follow | None = None) -> bool:
        """Continue: rebuild the undo stack, and through ``record`` the log, by playing
        the saved action history again from the seed and flags. ``record`` gets each action's
        events and returns the log's length before them; ``follow``, while the replay goes, each
        action's actor, events and the states before and after it (read them at once: the state
        after goes on changing). False (nothing changed, nothing recorded; ``follow`` may have
        seen part of the replay) when the state has no history or the replay does not reach the
        saved position (a scenario, an engine change): the game then goes on from the saved
        state alone."""
        actions = contract.history(self.state)
        if not actions:
            return False
        batches: list[list[Event]] = []
        try:
            fresh = Session(self.title, self.setup, view=self.view)
            for action in actions:
                actor = fresh.state.current_player()
                events, before = fresh.apply_keeping(action, log_mark=len(batches))
                batches.append(events)
                if follow is not None:
                    follow(actor, events, before, fresh.state)
        except Exception:  # a history this engine cannot replay: keep the saved state
            return False
        if fresh.state.to_dict() != self.state.to_dict():
            return False
        marks = [record(events) for events in batches]
        for point in fresh._undo:
            point.log_mark = marks[point.log_mark]
        self.state = fresh.state
        self._undo = fresh._undo
        self.undo_stop = fresh.undo_stop
        return True

    @property
    def undo_depth(self) -> int:
        return len(self._undo)

    # -- saves ----------------------------------------------------------------------------------

    @property
    def kind(self) -> str:
        return f"tribal-table/{self.title.id}"

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "version": SAVE_VERSION,
            "seats": [seat.to_dict() for seat in self.seats],
            "seed": self.setup.seed,
            "flags": dict(self.setup.flags),
            "state": self.state.to_dict(),
        }

    @classmethod
    def from_dict(cls, title: Title, data: Any, view: GameView | None = None) -> Session:
        """A session from a save; SaveError with a reason when the file is not one of ours.

        The client's fields are checked by ``schema.save_envelope`` (one schema, one message style:
        ``<field>: <what is wrong>``); seat names come back cleaned of what no font draws and cut to
        ``schema.MAX_NAME_CHARS``. The engine's ``from_dict`` judges the
        state; anything else it raises is a refusal too, never a crash.
        """
        if not isinstance(data, dict) or data.get("kind") != f"tribal-table/{title.id}":
            foreign = f"this is not a {title.name} save"
            problem = Invalid(
                WHOLE_FILE, foreign, "schema.reason.not_this_game", game=title.id, game_name=title.name
            )
            raise RefusedSave(problem, foreign)
        envelope = save_envelope(f"tribal-table/{title.id}", BOT_LEVELS, title.min_players, title.max_players)
        try:
            checked = envelope.check(data, WHOLE_FILE)
        except Invalid as error:
            raise RefusedSave(error) from None
        if checked["version"] != SAVE_VERSION or isinstance(checked["version"], bool):
            version = repr(checked["version"])
            unsupported = f"unsupported save version {version}"
            raise RefusedSave(
                Invalid("version", unsupported, "schema.reason.unsupported_version", version=version)
            )
        seats = [Seat(seat["name"], seat.get("level", "")) for seat in checked["seats"]]
        try:
            state = title.from_dict(checked["state"])
        except SaveError as error:
            # The engine's reason is English and technical (which field, which check): it goes
            # to the log and the exception; the player reads that the position is not valid.
            log.warning("the %s save's state was refused: %s", title.id, error.reason)
            refused = Invalid("state", error.reason, "schema.reason.state_refused")
            raise RefusedSave(refused, error.reason) from error
        except Exception as error:  # a malformed state must never crash the client
            unreadable = f"the game state cannot be read ({type(error).__name__}: {error})"
            log.warning("the %s save's state could not be read: %s", title.id, unreadable)
            raise RefusedSave(Invalid("state", unreadable, "schema.reason.state_refused")) from error
        if state.num_players != len(seats):
            mismatch = "the seats do not match the game's players"
            raise RefusedSave(Invalid("seats", mismatch, "schema.reason.seats_mismatch"))
        return cls(title, GameSetup(seats, checked["seed"], checked["flags"]), state, view=view)


def curtain_before(session: Session, player: int, at_screen: int | None) -> bool:
    """Whether the screen must be passed (a curtain) before ``player``'s private things show.

    The curtain falls when the next seat is a different human and the state holds something only
    they may see (``State.has_private``; docs/architecture.md, hidden information). A person who
    stepped away may not be the one who comes back, so ``at_screen`` (the person who last had the
    screen with their private things face up) is forgotten by the table whenever a bot or another
    person moved; only an unbroken run of the same person's turns skips the curtain.
    """
    if len(session.humans) < 2 or session.seat(player).is_bot or player == at_screen:
        return False
    return contract.has_private(session.state, player)
