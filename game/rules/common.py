"""Plumbing every engine shares: rule flags, action ids, the lazy generator, the action history.

The contract (``game.rules.base``) says what a state answers; this module holds the parts of the
answer that are the same in every title, so the three engines behave alike by construction
(docs/contract.md section 4).
"""

from __future__ import annotations

import copy
import operator
from collections.abc import Callable, Iterator, Mapping
from dataclasses import fields
from typing import TYPE_CHECKING, Any, ClassVar, Self, TypeVar, cast

import numpy as np
from numpy.random.bit_generator import ISeedSequence

from game.rules.base import FlagSpec, IllegalAction

F = TypeVar("F")
S = TypeVar("S")

# ---- rule flags ----------------------------------------------------------------------------------


def flag_specs(choices: Mapping[str, tuple[Any, ...]]) -> dict[str, FlagSpec]:
    """``TITLE.flags`` from a table of allowed values per flag; the first value is the default."""
    return {name: FlagSpec(name, values[0], tuple(values)) for name, values in choices.items()}


def parse_flags(
    cls: type[F],
    specs: Mapping[str, FlagSpec],
    values: Mapping[str, Any],
    open_ended: frozenset[str] = frozenset(),
) -> F:
    """The flags dataclass ``cls`` built from ``values``; ValueError names an unknown flag or value.

    A flag must take one of its choices, of the default's type (``True`` is not ``1``); a flag in
    ``open_ended`` takes any value of the default's type, and the title checks its range.
    """
    if not isinstance(values, Mapping):
        raise ValueError(f"rule flags must be an object, not {type(values).__name__}")
    for name, value in values.items():
        spec = specs.get(name)
        if spec is None:
            raise ValueError(f"unknown rule flag {name!r}; known: {', '.join(specs)}")
        if type(value) is not type(spec.default) or (name not in open_ended and value not in spec.choices):
            allowed = f"a {type(spec.default).__name__}" if name in open_ended else f"one of {spec.choices}"
            raise ValueError(f"rule flag {name!r} must be {allowed}, not {value!r}")
    return cls(**values)


def flags_to_dict(flags: Any) -> dict[str, Any]:
    """A flags dataclass as a JSON-safe object."""
    return {f.name: getattr(flags, f.name) for f in fields(flags)}


class RuleFlags:
    """Base of each title's frozen flags dataclass: built from ``SPECS`` by ``parse_flags``."""

    __slots__ = ()
    SPECS: ClassVar[dict[str, FlagSpec]]
    OPEN_ENDED: ClassVar[frozenset[str]] = frozenset()

    @classmethod
    def from_mapping(cls, values: Mapping[str, Any]) -> Self:
        """Validated flags; ValueError names an unknown flag or value."""
        return parse_flags(cls, cls.SPECS, values, cls.OPEN_ENDED)

    def to_dict(self) -> dict[str, Any]:
        return flags_to_dict(self)


# ---- actions -------------------------------------------------------------------------------------


def action_id(action: Any, num_actions: int) -> int:
    """``action`` as an action id, or IllegalAction saying why it is not one.

    Integers and numpy integers (a bot's argmax) are ids; ``bool`` is refused (``True`` is not a
    move), and so are floats, strings and numbers outside ``0..num_actions - 1``.
    """
    if isinstance(action, (bool, np.bool_)):
        raise IllegalAction(f"{action!r} is not an action id (0-{num_actions - 1})")
    try:
        number = operator.index(action)
    except TypeError:
        raise IllegalAction(f"{action!r} is not an action id (0-{num_actions - 1})") from None
    if not 0 <= number < num_actions:
        raise IllegalAction(f"{number} is outside the action ids 0-{num_actions - 1}")
    return int(number)


# ---- the generator -------------------------------------------------------------------------------


class _Unseeded(ISeedSequence):
    """A seed sequence that does no work, for a generator whose whole state is set next: seeding
    PCG64 from a number runs numpy's ``SeedSequence`` hashing, most of the cost of building a
    generator, which every determinized world pays on its first draw."""

    def generate_state(self, n_words: int, dtype: Any = np.uint32) -> Any:
        return np.zeros(n_words, dtype=dtype)


_UNSEEDED = _Unseeded()


def generator_from_state(raw: Mapping[str, Any]) -> np.random.Generator:
    """A PCG64 generator set to a saved bit-generator state."""
    # numpy takes any ISeedSequence here; its stubs name SeedSequence alone
    generator = np.random.Generator(np.random.PCG64(cast(np.random.SeedSequence, _UNSEEDED)))
    generator.bit_generator.state = dict(raw)
    return generator


def drawn_generator_state(rng: np.random.Generator, draws: int = 4) -> Mapping[str, Any]:
    """A fresh PCG64 state drawn from ``rng``, for a determinization's own generator: setting it
    (``Plumbing.set_generator_state``) costs nothing until the world draws, where seeding a new
    generator costs more than the rest of a determinization's bookkeeping. ``draws=1`` takes one
    number from ``rng`` and spreads it over the state's four words (splitmix64), for a title
    whose determinizations always took one number, so the caller's generator goes on as before;
    the spreading waits until the state is read (``_DrawnState``)."""
    if draws == 4:
        # Raw words, shifted to 63 bits: ``integers(..., size=4)`` costs ten times as much.
        return _pcg64_state([w >> 1 for w in rng.bit_generator.random_raw(4).tolist()])
    # ``int(rng.integers(2**63))``, the same number from the same raw word at a quarter of the cost
    return _DrawnState(int(rng.bit_generator.random_raw()) >> 1)


def _pcg64_state(words: list[int]) -> dict[str, Any]:
    return {
        "bit_generator": "PCG64",
        "state": {"state": words[0] << 63 | words[1], "inc": (words[2] << 63 | words[3]) | 1},
        "has_uint32": 0,
        "uinteger": 0,
    }


class _DrawnState(Mapping[str, Any]):
    """The PCG64 state ``drawn_generator_state`` makes of one drawn number, worked out when first
    read: most worlds a search draws never use their generator (a deck runs out in few of its
    playouts), and the spreading costs a tenth of a world's draw."""

    __slots__ = ("seed", "_state")

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._state: dict[str, Any] | None = None

    def _read(self) -> dict[str, Any]:
        if self._state is None:
            self._state = _pcg64_state(_splitmix(self.seed))
        return self._state

    def __getitem__(self, key: str) -> Any:
        return self._read()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._read())

    def __len__(self) -> int:
        return len(self._read())


def _splitmix(seed: int) -> list[int]:
    """Four well-mixed 63-bit words from one number (splitmix64)."""
    mask = (1 << 64) - 1
    words = []
    x = seed
    for _ in range(4):
        x = (x + 0x9E3779B97F4A7C15) & mask
        z = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & mask
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
        words.append((z ^ (z >> 31)) >> 1)
    return words


# ---- the state mixin -----------------------------------------------------------------------------


class Recorded:
    """What every state keeps about its own past (the contract's ``history`` and ``moves``).

    ``origin`` says how the game began, so ``history`` replays it: ``{"kind": "new_game",
    "players", "seed", "flags"}`` or ``{"kind": "scenario", "spec"}``; observations and
    determinizations carry ``{"kind": "observation"}`` / ``{"kind": "determinized"}`` (their
    history is public but their hidden cards are not those of the game, so they do not replay).
    """

    __slots__ = ()

    title: Any
    history: list[int]
    origin: dict[str, Any]

    @property
    def moves(self) -> int:
        """Actions applied so far (the forced steps ``apply`` performs on its own are not counted)."""
        return len(self.history)

    def replay(self) -> Any:
        """A fresh state replayed from how this game began and its action history."""
        return replay(self.title, self.origin, self.history)


class Plumbing(Recorded):
    """The parts of a state that are the same in every title: the lazy generator, the cache of
    legal actions and what a clone copies of them and of the record (``history``, ``origin``).

    A subclass declares the slots ``num_players``, ``flags``, ``_rng``, ``_rng_state``,
    ``_legal``, ``observer``, ``history``, ``origin`` and defines ``_compute_legal``.
    """

    if not TYPE_CHECKING:  # the slots are the subclass's; mypy would refuse assigning them here
        __slots__ = ()

    num_players: int
    flags: Any
    observer: int
    _rng: np.random.Generator | None
    _rng_state: Mapping[str, Any] | None
    _legal: list[int] | None

    # ---- the generator: clones carry only its state and build it on first use, because building
    # a generator costs more than the rest of a clone

    @property
    def rng(self) -> np.random.Generator:
        """The state's own generator; RuntimeError for an observation, which has none."""
        if self._rng is None:
            if self._rng_state is None:
                raise RuntimeError(
                    "this state has no random generator (an observation); determinize it first"
                )
            self._rng = generator_from_state(self._rng_state)
            self._rng_state = None
        return self._rng

    @rng.setter
    def rng(self, generator: np.random.Generator | None) -> None:
        self._rng = generator
        self._rng_state = None

    def has_generator(self) -> bool:
        return self._rng is not None or self._rng_state is not None

    def generator_state(self) -> Mapping[str, Any] | None:
        """The generator's bit-generator state without building it; None for an observation."""
        return self._rng.bit_generator.state if self._rng is not None else self._rng_state

    def set_generator_state(self, raw: Mapping[str, Any] | None) -> None:
        self._rng = None
        self._rng_state = raw

    # ---- legal actions, computed once per position

    if TYPE_CHECKING:  # each title's own (Five Tribes has it from a later base class)

        def _compute_legal(self) -> list[int]: ...

    def legal_actions(self) -> list[int]:
        if self._legal is None:
            self._legal = self._compute_legal()
        return self._legal[:]

    def assume_legal(self, actions: list[int]) -> None:
        """Take ``actions`` (``legal_actions()`` of another determinization of this view, at the
        observer's own decision: the same in every world) as this position's legal actions, so a
        search need not work them out again in each world it draws. Kept, not copied: the list
        must never be changed."""
        self._legal = actions

    def legal_mask(self) -> np.ndarray:
        mask = np.zeros(self.title.num_distinct_actions, dtype=bool)
        if self._legal is None:
            self._legal = self._compute_legal()
        mask[self._legal] = True
        return mask

    # ---- the contract's checks, alike in every title: each title says why an id is not legal
    # (``why_illegal``, "the game is over" at the end, where no action is legal) and reads its
    # notation (``notation_to_action``, IllegalAction for text that is not notation)

    if TYPE_CHECKING:

        def why_illegal(self, action: int) -> str: ...
        def notation_to_action(self, text: str) -> int: ...
        def is_terminal(self) -> bool: ...

    def legal_id(self, action: Any) -> int:
        """``action`` as a legal action id of this position, else IllegalAction saying why."""
        number = action_id(action, self.title.num_distinct_actions)
        if self._legal is None:
            self._legal = self._compute_legal()
        if number not in self._legal:
            raise IllegalAction(self.why_illegal(number))
        return number

    def winners(self) -> list[int]:
        """Empty before the end (the contract); the title's ``final_winners`` at the end."""
        return self.final_winners() if self.is_terminal() else []

    if TYPE_CHECKING:

        def final_winners(self) -> list[int]: ...

    def parse_action(self, text: str) -> int:
        """The id of ``text`` if it is legal now; IllegalAction with the reason otherwise."""
        action = self.notation_to_action(text)
        if action not in self.legal_actions():
            raise IllegalAction(self.why_illegal(action))
        return action

    def copy_plumbing(self, other: Plumbing) -> None:
        """Copy into the clone ``other`` what every title's clone copies alike."""
        other.num_players = self.num_players
        other.flags = self.flags
        other._rng = None
        other._rng_state = self.generator_state()
        other._legal = self._legal
        other.observer = self.observer
        other.history = self.history[:]
        other.origin = self.origin


def check_loaded(state: Any) -> None:
    """The last checks of every ``from_dict``: a save that can replay must match its history; one
    that cannot must at least go on: every legal action applies, every seat's view determinizes."""
    if state.origin.get("kind") in ("new_game", "scenario"):
        check_history(state)
    else:
        check_playable(state)


def check_playable(state: Any) -> None:
    """SaveError unless each legal action of ``state`` applies and each seat's view determinizes
    into a world whose legal actions apply (the field checks cannot see every inconsistency)."""
    from game.rules.base import SaveError

    worlds = [("the saved position", state)]
    if not state.is_terminal():
        rng = np.random.default_rng(0)
        worlds += [
            (f"seat {p}'s view", state.observation(p).determinize(p, rng)) for p in range(state.num_players)
        ]
    for where, world in worlds:
        try:
            for action in world.legal_actions():
                world.clone().apply(action)
        except Exception as error:  # untrusted data: whatever breaks, the save is refused
            raise SaveError(f"{where} cannot go on: {type(error).__name__}: {error}") from None


def check_history(state: Any) -> None:
    """A loaded state whose origin can replay must be exactly what its history
    replays to, else SaveError naming the first part that differs. This is the strongest check a
    save can get (every field and every hidden card is confirmed by the rules themselves); saves
    whose origin cannot replay (a determinization, or a save from before histories were kept)
    rest on the validation of their fields alone."""
    from game.rules.base import SaveError

    if state.origin.get("kind") not in ("new_game", "scenario"):
        return
    try:
        again = replay(state.title, state.origin, state.history)
    except SaveError:
        raise
    except Exception as error:  # untrusted origin and history: whatever breaks, the save is refused
        raise SaveError(f"the save's history does not replay: {type(error).__name__}: {error}") from None
    mine, replayed = state.to_dict(), again.to_dict()
    if mine != replayed:
        differ = [key for key in mine if mine.get(key) != replayed.get(key)]
        raise SaveError(f"the save does not match its own history ({', '.join(differ[:4])} differ)")


def replay(title: Any, origin: Mapping[str, Any], history: list[int]) -> Any:
    """The state reached by replaying ``history`` from ``origin``; SaveError when it cannot be
    replayed (an observation, a determinization, a game saved before histories were kept) or when
    an action of it is not legal on the way (IllegalAction, a ValueError like SaveError)."""
    from game.rules.base import SaveError

    kind = origin.get("kind")
    if kind == "new_game":
        state = title.new_game(origin["players"], origin["seed"], **origin["flags"])
    elif kind == "scenario":
        state = title.scenario(copy.deepcopy(origin["spec"]))
    else:
        raise SaveError(f"a game that began as {kind!r} cannot be replayed")
    for action in history:
        state.apply(action)
    return state


LOAD_ERRORS = (KeyError, TypeError, ValueError, AttributeError, IndexError, OverflowError)


def load_save(build: Callable[[], S], title_name: str) -> S:
    """The state ``build`` makes of a save, passed through ``check_loaded``; whatever else breaks
    while reading untrusted data becomes SaveError naming the damage."""
    from game.rules.base import SaveError

    try:
        state = build()
    except SaveError:
        raise
    except LOAD_ERRORS as problem:
        raise SaveError(f"damaged {title_name} save: {type(problem).__name__}: {problem}") from problem
    check_loaded(state)
    return state


def read_record(data: Mapping[str, Any], num_actions: int) -> tuple[dict[str, Any], list[int]]:
    """A save's ``origin`` and ``history``, validated; a save from before they were kept gets an
    origin of kind ``"unknown"`` and an empty history (it loads, but cannot replay)."""
    from game.rules.base import SaveError

    origin = data.get("origin", {"kind": "unknown"})
    history = data.get("history", [])
    if not isinstance(origin, dict) or not isinstance(origin.get("kind"), str):
        raise SaveError("origin must be an object with a kind")
    if not isinstance(history, list):
        raise SaveError("history must be a list of action ids")
    for index, action in enumerate(history):
        if isinstance(action, bool) or not isinstance(action, int) or not 0 <= action < num_actions:
            raise SaveError(f"history[{index}] is not an action id (0-{num_actions - 1}): {action!r}")
    return copy.deepcopy(origin), list(history)
