"""The engine contract every title follows (docs/contract.md).

Engines are pure and deterministic: all randomness comes from the state's own
``numpy.random.Generator``, so a seed plus the list of actions replays a game.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, runtime_checkable

if TYPE_CHECKING:
    import numpy as np


class IllegalAction(ValueError):
    """An action that the rules do not allow here; the message says why."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class SaveError(ValueError):
    """Saved data that cannot be loaded; the message says what is wrong."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True, slots=True, kw_only=True)
class Event:
    """Something that happened while applying an action.

    Subclasses are plain dataclasses. The client turns them into animations,
    sounds and log lines; ``kind`` names the event for logs and translations.

    Every event carries (docs/contract.md section 3):

    - ``player``: the acting seat, -1 for an event no seat performs (a refilled row). A subclass
      that always has an actor redeclares it as its first positional field.
    - ``reveals``: True when the event showed hidden or random information that the acting seat
      did not know before (a card drawn, a row refilled, meeples drawn from a bag, parties
      revealed, a shuffle): the table's undo stops there. A subclass whose events always reveal
      redeclares it as ``reveals: bool = field(default=True, kw_only=True)``.
    - ``private_to``: the seats that may see the event's private part; ``()`` means the whole
      event is public.
    """

    kind: ClassVar[str] = "event"
    player: int = -1
    reveals: bool = False
    private_to: tuple[int, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["kind"] = self.kind
        return data

    @classmethod
    def field_names(cls) -> tuple[str, ...]:
        return tuple(f.name for f in fields(cls))


@dataclass(frozen=True, slots=True)
class FlagSpec:
    """One rule flag of a title (its spec section 9): its name, default and allowed values.

    The client names them through its localization: ``<title>.flags.<name>.name``,
    ``<title>.flags.<name>.help`` and ``<title>.flags.<name>.<choice>``.
    """

    name: str
    default: Any
    choices: tuple[Any, ...]


@runtime_checkable
class State(Protocol):
    title: Title
    num_players: int
    # The applied action ids that replay the game from its origin (seed and flags, or scenario).
    # An observation's history is empty: it would tell the observer hidden choices (the number
    # of cards put in a Prehistories party) and an observation does not replay anyway.
    history: list[int]

    @property
    def moves(self) -> int: ...  # applied actions so far (len(history))
    def has_private(self, player: int) -> bool: ...

    def current_player(self) -> int: ...
    def legal_actions(self) -> list[int]: ...
    def legal_mask(self) -> np.ndarray: ...
    def apply(self, action: int) -> list[Event]: ...
    def clone(self) -> State: ...
    def is_terminal(self) -> bool: ...
    def scores(self) -> list[int]: ...
    def score_breakdown(self, player: int) -> dict[str, int]: ...
    def winners(self) -> list[int]: ...
    def action_to_str(self, action: int) -> str: ...
    def parse_action(self, text: str) -> int: ...
    def observation(self, player: int) -> State: ...
    def determinize(self, player: int, rng: np.random.Generator) -> State: ...
    def to_dict(self) -> dict[str, Any]: ...

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> State: ...


@runtime_checkable
class Title(Protocol):
    id: str
    name: str
    min_players: int
    max_players: int
    num_distinct_actions: int
    flags: dict[str, FlagSpec]

    def new_game(self, players: int, seed: int, **rule_flags: Any) -> State: ...
    def scenario(self, spec: dict[str, Any]) -> State: ...
    def from_dict(self, data: dict[str, Any]) -> State: ...
