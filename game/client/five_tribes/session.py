"""One game at the table, free of pygame: who sits where, the state, undo and the save format.

Undo keeps a cloned state before every action (ARCHITECTURE.md 4: undo back to the last
hidden-information reveal). An action whose events revealed something random (a card drawn from
the pile, a refilled row, meeples drawn from the bag) cannot be taken back, nor can a bot's
action or another person's: the undo stack is cleared whenever one of those happens.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.client.storage import DamagedFileError, read_json, saves_dir, set_aside, write_json
from game.rules.base import Event, SaveError
from game.rules.five_tribes import TITLE, FiveTribesState
from game.rules.five_tribes import actions as A
from game.rules.five_tribes import events as E
from game.rules.five_tribes.model import FLAG_CHOICES, Step

log = logging.getLogger(__name__)

BOT_LEVELS = ("easy", "normal", "hard")
SAVE_VERSION = 1
# Events that show the table something it could not know before: the undo stops there.
REVEALING = (E.MarketRefilled, E.DjinnRowRefilled, E.DjinnsDrawn, E.MeeplesDrawn, E.PileReshuffled)


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

    def new_state(self) -> FiveTribesState:
        return TITLE.new_game(len(self.seats), self.seed, **self.flags)


def default_flags() -> dict[str, Any]:
    """Spec 9: every rule flag at its default."""
    return {name: choices[0] for name, choices in FLAG_CHOICES.items()}


def reveals(events: list[Event]) -> bool:
    """True when the events showed hidden or random information (spec 8)."""
    for event in events:
        if isinstance(event, REVEALING):
            return True
        if isinstance(event, E.CardsTaken) and event.source == "pile":
            return True
    return False


@dataclass(slots=True)
class UndoPoint:
    state: FiveTribesState
    player: int


class Session:
    """The state of one game plus the seats and the undo stack."""

    def __init__(self, setup: GameSetup, state: FiveTribesState | None = None) -> None:
        self.setup = setup
        self.state = state if state is not None else setup.new_state()
        self._undo: list[UndoPoint] = []

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

    def apply(self, action: int) -> list[Event]:
        """Apply ``action`` for the player to move; remember how to take it back when allowed."""
        player = self.state.current_player()
        before = self.state.clone()
        events = self.state.apply(action)
        if self.seat(player).is_bot or reveals(events):
            self._undo.clear()
        else:
            self._undo.append(UndoPoint(before, player))
        if self._undo and self.state.current_player() != player:
            following = self.state.current_player()
            # Hot-seat: the next person may not take back what the previous one did.
            if following < 0 or self.seat(following).is_bot or following != self._undo[-1].player:
                self._undo.clear()
        return events

    def can_undo(self) -> bool:
        return bool(self._undo) and self._undo[-1].player == self.state.current_player()

    def undo(self) -> bool:
        """Take back the last action of the person to move; False when nothing may be undone."""
        if not self.can_undo():
            return False
        self.state = self._undo.pop().state
        return True

    def current_path(self) -> list[int]:
        """The tiles of the move being made: start tile, then each drop so far (empty outside DROP)."""
        return move_path(self.state)

    # -- saves ----------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": "tribal-table/five_tribes",
            "version": SAVE_VERSION,
            "seats": [seat.to_dict() for seat in self.seats],
            "seed": self.setup.seed,
            "flags": dict(self.setup.flags),
            "state": self.state.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: Any) -> Session:
        """A session from a save; SaveError with a reason when the file is not one of ours."""
        if not isinstance(data, dict) or data.get("kind") != "tribal-table/five_tribes":
            raise SaveError("this is not a Five Tribes save")
        if data.get("version") != SAVE_VERSION:
            raise SaveError(f"unsupported save version {data.get('version')!r}")
        seats_data = data.get("seats")
        if not isinstance(seats_data, list) or not 2 <= len(seats_data) <= 4:
            raise SaveError("a save needs 2 to 4 seats")
        seats = [Seat.from_dict(seat) for seat in seats_data]
        seed = data.get("seed")
        flags = data.get("flags")
        if not isinstance(seed, int) or not isinstance(flags, dict):
            raise SaveError("a save needs a seed and rule flags")
        try:
            state = FiveTribesState.from_dict(data.get("state"))  # type: ignore[arg-type]
        except SaveError:
            raise
        except Exception as error:  # a malformed state must never crash the client
            raise SaveError(f"the game state cannot be read: {error}") from error
        if state.num_players != len(seats):
            raise SaveError("the seats do not match the game's players")
        return cls(GameSetup(seats, seed, flags), state)


def holds_private(state: FiveTribesState, player: int) -> bool:
    """Spec 8: the player holds cards drawn face down (Sloar, Kandicha) that only they may see."""
    return sum(state.players[player].private) > 0


def curtain_before(session: Session, player: int, at_screen: int | None) -> bool:
    """Whether the screen must be passed (a curtain) before ``player``'s hand is shown.

    ARCHITECTURE.md 4 asks for it "when the next seat is a different human and the state holds
    hidden information for them". Our reading of spec 8 for Five Tribes: everything on the table is
    public except the pile orders (hidden from everyone alike, never shown) and *private cards*.
    So the hidden information "for them" is the private cards the next person holds, which their
    panel shows face up. The curtain comes only when a different person than the one who last had
    the screen is to move and holds private cards; otherwise the hand goes face up at once, since
    it shows nothing the others may not see.
    """
    if len(session.humans) < 2 or session.seat(player).is_bot or player == at_screen:
        return False
    return holds_private(session.state, player)


def move_path(state: FiveTribesState) -> list[int]:
    """Start tile and drop tiles of the move in progress, read from the action history."""
    if state.step != Step.DROP:
        return []
    path: list[int] = []
    for action in reversed(state.history):
        if A.DROP <= action < A.FAKIRS:
            path.append((action - A.DROP) // 5)
        elif A.PICK <= action < A.DROP:
            path.append(action - A.PICK)
            break
        else:
            break
    path.reverse()
    return path


# -- the autosave ---------------------------------------------------------------------------------


def autosave_path() -> Path:
    return saves_dir() / "five_tribes.json"


def autosave_exists() -> bool:
    return autosave_path().is_file()


def write_autosave(session: Session) -> None:
    try:
        write_json(autosave_path(), session.to_dict())
    except OSError:
        log.exception("autosave failed")


def delete_autosave() -> None:
    """A finished game leaves nothing to continue (the file is replaced, not kept)."""
    autosave_path().unlink(missing_ok=True)


class DamagedSave(Exception):
    """The autosave could not be resumed; it was moved to ``kept_as``."""

    def __init__(self, reason: str, kept_as: Path) -> None:
        super().__init__(f"{reason} (kept as {kept_as})")
        self.reason = reason
        self.kept_as = kept_as


def load_autosave() -> Session:
    """The saved session; DamagedSave (file set aside, never deleted) when it cannot be used."""
    path = autosave_path()
    try:
        data = read_json(path)
    except DamagedFileError as error:
        raise DamagedSave(error.reason, error.kept_as) from error
    try:
        return Session.from_dict(data)
    except SaveError as error:
        kept_as = set_aside(path)
        raise DamagedSave(str(error), kept_as) from error
