"""The engine contract checked, for any title (docs/contract.md): one checker for tests and soaks.

``check_title(title)`` checks what a title answers once (its flags, its scenario loader's unknown
keys); ``play_checked(title, players, seed, depth)`` plays a seeded random game and checks every
step; ``check_loaded(title, state)`` is what a state loaded from a save must pass. Every failure
raises ``ContractError`` saying what broke. ``tests/contract`` runs a CI-sized version,
``make soak`` (``bench/soak.py``) the long one with ``depth=DEEP``.

Checked at every step: legal actions sorted, distinct, in range, non-empty until the end, the mask
agreeing; each action's notation parsing back to it, in any letter case; junk that is not a legal
action id refused with IllegalAction and leaving the state alone; score breakdowns of ints summing
to the scores; ``winners()`` empty until the end; ``moves == len(history)`` growing by one per
``apply``; events with ``player``/``reveals``/``private_to`` of the right types and ranges; an apply
that showed its mover something a determinization of the mover's view would not have shown
(a draw, a refill, a reveal) carrying an event with ``reveals``; ``has_private`` the same in every
seat's observation; observations of the state and of determinizations of it equal (so an
observation's legal actions come from what the observer sees); a determinization of any seat's
view a valid position (a legal action unless the game is over, its save round-tripping) whose
legal actions all apply; saves round-tripping; clones independent; the history replaying to an equal state.
"""

from __future__ import annotations

import dataclasses
import json
import random
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from game.rules.base import Event, IllegalAction, SaveError, State, Title
from game.rules.common import generator_from_state

CI = 1  # cheap checks every step, costly ones every CHECK_EVERY steps
DEEP = 2  # everything at every step, determinizations of every seat played on, saves played on
CHECK_EVERY = 11
MAX_DECISIONS = 20_000


class ContractError(AssertionError):
    """The engine broke its contract; the message says where and how."""


def need(condition: object, what: str) -> None:
    if not condition:
        raise ContractError(what)


@dataclass
class Tally:
    """What a checked run went through (for the soak's report)."""

    games: int = 0
    actions: int = 0
    determinized: int = 0
    saves: int = 0
    replays: int = 0
    junk: int = 0
    kinds: set[str] = field(default_factory=set)

    def add(self, other: Tally) -> None:
        self.games += other.games
        self.actions += other.actions
        self.determinized += other.determinized
        self.saves += other.saves
        self.replays += other.replays
        self.junk += other.junk
        self.kinds |= other.kinds


# ---- the title -----------------------------------------------------------------------------------


def _wrong_choice(default: Any, choices: tuple[Any, ...]) -> Any:
    """A value of no flag's choices: text for a bool or number flag, an unknown word for text."""
    if isinstance(default, str):
        return "no_such_choice"
    return "yes"


def check_title(title: Title) -> None:
    """TITLE.flags: every choice accepted by new_game, a wrong one and an unknown flag refused;
    the scenario loader refusing an unknown key with a ValueError that names it."""
    need(isinstance(title, Title), f"{title!r} does not follow the Title protocol")
    need(isinstance(title.flags, dict) and title.flags, f"{title.id}: TITLE.flags lists no flag")
    players = title.min_players
    for name, spec in title.flags.items():
        need(spec.name == name, f"{title.id}: flag {name} is listed as {spec.name}")
        need(spec.default in spec.choices, f"{title.id}: the default of {name} is not one of its choices")
        need(spec.default == spec.choices[0], f"{title.id}: {name} does not list its default first")
        for choice in spec.choices:
            state = title.new_game(players, 0, **{name: choice})
            need(
                state.to_dict() == title.new_game(players, 0, **{name: choice}).to_dict(), "new_game differs"
            )
        wrong = _wrong_choice(spec.default, spec.choices)
        _refused(
            lambda name=name, wrong=wrong: title.new_game(players, 0, **{name: wrong}),
            f"{title.id}: {name}={wrong!r}",
            name,
        )
    _refused(
        lambda: title.new_game(players, 0, no_such_flag=True), f"{title.id}: an unknown flag", "no_such_flag"
    )
    _refused(
        lambda: title.scenario({"players": players, "no_such_key": 1}),
        f"{title.id}: a scenario with an unknown key",
        "no_such_key",
    )


def _refused(make: Any, what: str, named: str) -> None:
    try:
        make()
    except ValueError as error:
        need(type(error) is ValueError, f"{what} raised {type(error).__name__}, not ValueError")
        need(named in str(error), f"{what} was refused without naming {named!r}: {error}")
        return
    raise ContractError(f"{what} was accepted")


# ---- one state -----------------------------------------------------------------------------------


def _junk(state: State, num_actions: int) -> list[Any]:
    legal = state.legal_actions()
    first = legal[0] if legal else 0
    illegal = next((a for a in range(num_actions) if a not in set(legal)), None)
    junk: list[Any] = [float(first), str(first), True, False, None, -1, num_actions, 10**30, [first]]
    junk += [np.float64(first), np.int64(-1), np.int64(num_actions), np.bool_(True)]
    if illegal is not None:
        junk += [illegal, np.int64(illegal)]
    return junk


def check_junk(state: State, num_actions: int) -> int:
    """Every non-action is refused with IllegalAction and leaves the state as it was."""
    before = state.to_dict()
    legal = state.legal_actions()
    junk = _junk(state, num_actions)
    for item in junk:
        try:
            state.apply(item)
        except IllegalAction as refused:
            need(refused.reason, f"apply({item!r}) was refused without a reason")
        except Exception as other:
            raise ContractError(f"apply({item!r}) raised {type(other).__name__}: {other}") from other
        else:
            raise ContractError(f"apply({item!r}) was accepted (legal: {legal[:8]})")
    for text in ("", "no such move", "\x00"):
        try:
            state.parse_action(text)
        except IllegalAction:
            pass
        except Exception as other:
            raise ContractError(f"parse_action({text!r}) raised {type(other).__name__}") from other
        else:
            raise ContractError(f"parse_action({text!r}) was accepted")
    need(state.to_dict() == before, "a refused action changed the state")
    need(state.legal_actions() == legal, "a refused action changed the legal actions")
    return len(junk)


def check_position(state: State, num_actions: int) -> None:
    """The cheap checks of one position: legal actions, mask, notation, scores, winners, moves."""
    n = state.num_players
    legal = state.legal_actions()
    need(all(type(a) is int for a in legal), "legal actions are not plain ints")
    need(legal == sorted(set(legal)), "legal actions are not sorted and distinct")
    need(not legal or (legal[0] >= 0 and legal[-1] < num_actions), "a legal action is out of range")
    mask = state.legal_mask()
    need(mask.shape == (num_actions,) and mask.dtype == bool, "legal_mask has the wrong shape or type")
    need(np.flatnonzero(mask).tolist() == legal, "legal_mask disagrees with legal_actions")
    need(type(state.moves) is int and state.moves == len(state.history), "moves is not len(history)")
    scores = state.scores()
    need(len(scores) == n and all(type(s) is int for s in scores), "scores are not one int per player")
    for player in range(n):
        breakdown = state.score_breakdown(player)
        need(all(type(v) is int for v in breakdown.values()), "a score breakdown value is not an int")
        need(sum(breakdown.values()) == scores[player], f"player {player}'s breakdown does not sum")
    if state.is_terminal():
        need(state.current_player() == -1, "a finished game still has a player to move")
        need(legal == [], "a finished game has legal actions")
        winners = state.winners()
        need(winners and winners == sorted(set(winners)), "a finished game names no winners, or unsorted")
        need(all(0 <= w < n for w in winners), "a winner is not a player")
        return
    need(legal, "no legal action before the end")
    need(0 <= state.current_player() < n, "the player to move is not a player")
    need(state.winners() == [], "winners() is not empty before the end")
    for action in legal:
        text = state.action_to_str(action)
        need(isinstance(text, str) and text, f"action {action} has no notation")
        for written in (text, text.upper(), text.swapcase(), f"  {text} "):
            try:
                parsed = state.parse_action(written)
            except IllegalAction as error:
                raise ContractError(f"{written!r} (action {action}) does not parse: {error}") from error
            need(parsed == action, f"{written!r} parses to {parsed}, not {action}")


def _public(view: State) -> dict[str, Any]:
    """An observation as a dict, without what it does not carry over (its generator)."""
    data = view.to_dict()
    data.pop("rng", None)
    return data


def check_views(state: State, rng: np.random.Generator, seats: list[int], depth: int) -> int:
    """Observations and determinizations of ``seats``: consistent, and playable."""
    n = state.num_players
    private = [state.has_private(p) for p in range(n)]
    need(all(type(p) is bool for p in private), "has_private is not a bool")
    done = 0
    for seat in seats:
        seen = state.observation(seat)
        need(seen.history == [] and seen.moves == 0, "an observation carries the action history")
        need([seen.has_private(p) for p in range(n)] == private, f"has_private differs in seat {seat}'s view")
        need(seen.legal_actions() == seen.clone().legal_actions(), "an observation's clone differs")
        prepared = getattr(seen, "determinizer", None)  # optional (section 2)
        before = generator_from_state(rng.bit_generator.state)
        world = seen.determinize(seat, rng)
        done += 1
        if prepared is not None:
            # The same worlds as ``determinize`` from the same draws, draw after draw.
            draw = prepared(seat)
            need(draw(before).to_dict() == world.to_dict(), f"seat {seat}'s determinizer draws another world")
            twin = generator_from_state(before.bit_generator.state)
            need(
                draw(before).to_dict() == seen.determinize(seat, twin).to_dict(),
                f"seat {seat}'s determinizer draws another world the second time",
            )
        need(not world.is_terminal() or state.is_terminal(), "a determinization ended the game")
        need(
            world.is_terminal() or world.legal_actions(), f"seat {seat}'s determinization has no legal action"
        )
        try:
            check_save(state.title, world)
        except (SaveError, ContractError) as error:
            raise ContractError(f"seat {seat}'s determinization does not round-trip: {error}") from error
        again = world.observation(seat)
        need(_public(again) == _public(seen), f"a determinization for seat {seat} looks different to it")
        need(
            again.legal_actions() == seen.legal_actions(), "an observation's legal actions leak hidden cards"
        )
        if seat == state.current_player():
            need(world.legal_actions() == state.legal_actions(), "the mover's own world has other moves")
        legal = world.legal_actions()
        sample = legal if depth >= DEEP else legal[:: max(1, len(legal) // 6)]
        for action in sample:
            try:
                world.clone().apply(action)
            except Exception as error:
                raise ContractError(
                    f"action {action} ({world.action_to_str(action)}) of seat {seat}'s determinization "
                    f"fails: {type(error).__name__}: {error}"
                ) from error
        if depth >= DEEP:
            # A determinization is a whole game: it must play on to the end under the contract.
            _play_on(world, rng, 40)
    return done


def _play_on(state: State, rng: np.random.Generator, steps: int) -> None:
    num_actions = state.title.num_distinct_actions
    for _ in range(steps):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        check_events(state.apply(legal[int(rng.integers(len(legal)))]), state.num_players)
        check_position(state, num_actions)


def check_events(events: list[Event], n: int) -> set[str]:
    """The contract's event fields, their types and ranges; JSON-safe ``to_dict``."""
    need(isinstance(events, list), "apply did not return a list of events")
    kinds = set()
    for event in events:
        need(isinstance(event, Event) and dataclasses.is_dataclass(event), f"{event!r} is not an Event")
        need(isinstance(event.kind, str) and event.kind != "event", f"{event!r} has no kind of its own")
        need(
            type(event.player) is int and -1 <= event.player < n, f"{event.kind}: bad player {event.player!r}"
        )
        need(type(event.reveals) is bool, f"{event.kind}: reveals is not a bool")
        seen = event.private_to
        need(
            isinstance(seen, tuple) and all(type(p) is int and 0 <= p < n for p in seen),
            f"{event.kind}: private_to",
        )
        need(list(seen) == sorted(set(seen)), f"{event.kind}: private_to is not sorted and distinct")
        json.dumps(event.to_dict())
        kinds.add(event.kind)
    return kinds


def check_reveals(
    state: State, action: int, after: State, events: list[Event], rng: np.random.Generator
) -> None:
    """If the mover saw something after ``action`` that a world it could not tell apart would not
    have shown it, an event must say ``reveals``. ``state`` is the position before, ``after`` the
    position after the action."""
    mover = state.current_player()
    world = state.observation(mover).determinize(mover, rng)
    world.apply(action)
    shown = _public(after.observation(mover)) != _public(world.observation(mover))
    if shown:
        need(any(e.reveals for e in events), f"{state.action_to_str(action)} showed new information "
             f"to player {mover} but no event says reveals: {[e.kind for e in events]}")  # fmt: skip


def check_save(title: Title, state: State) -> State:
    """A JSON round trip gives back the same state; returns the loaded copy."""
    data = json.loads(json.dumps(state.to_dict()))
    loaded = title.from_dict(data)
    need(loaded.to_dict() == state.to_dict(), "a save round trip changed the state")
    need(loaded.legal_actions() == state.legal_actions(), "a save round trip changed the legal actions")
    need(loaded.history == state.history, "a save round trip changed the history")
    return loaded


def check_replay(state: State) -> None:
    """The history replays from the origin to an equal state."""
    again = state.replay()  # type: ignore[attr-defined]
    need(again.to_dict() == state.to_dict(), f"replaying {state.moves} actions reached another state")


def check_clone(state: State, rng: np.random.Generator) -> None:
    before = state.to_dict()
    twin = state.clone()
    need(twin.to_dict() == before, "a clone differs from its original")
    _play_on(twin, rng, 3)
    need(state.to_dict() == before, "playing on a clone changed the original")


def check_loaded(title: Title, state: State, rng: np.random.Generator) -> None:
    """What a state loaded from any save must pass: the position, its views, a save round trip,
    and a random game played from it to the end (the first moves under the position checks)."""
    num_actions = title.num_distinct_actions
    check_position(state, num_actions)
    check_save(title, state)
    if state.is_terminal():
        return
    check_views(state, rng, list(range(state.num_players)), CI)
    game = state.clone()
    _play_on(game, rng, 10)
    for _ in range(MAX_DECISIONS):
        if game.is_terminal():
            break
        legal = game.legal_actions()
        need(legal, "a loaded game ran out of legal actions before the end")
        check_events(game.apply(legal[int(rng.integers(len(legal)))]), game.num_players)
    need(game.is_terminal(), "a loaded game does not end")
    check_position(game, num_actions)


# ---- whole games ---------------------------------------------------------------------------------


def drawn_flags(title: Title, players: int, seed: int) -> dict[str, Any]:
    """Rule flags drawn for one soak game (each flag's choice at random, seeded by the title,
    player count and seed), so that a failure names a game that replays exactly."""
    draw = random.Random(f"{title.id} {players} {seed}")
    return {name: draw.choice(spec.choices) for name, spec in title.flags.items()}


def play_checked(
    title: Title,
    players: int,
    seed: int,
    depth: int = CI,
    max_steps: int = MAX_DECISIONS,
    every: int = 1,
    all_seats: bool = False,
    **flags: Any,
) -> Tally:
    """One seeded random game with every check (its first ``max_steps`` decisions if it lasts
    longer); ContractError naming the title, players, seed and flags at the first break. With
    ``depth=DEEP`` the costly checks run every ``every`` steps (the soak's knob of cost against
    coverage), with CI every CHECK_EVERY steps. The costly checks look at every seat's view with
    DEEP or ``all_seats``, else at the mover's and one other seat's."""
    try:
        return _play_checked(title, players, seed, depth, max_steps, every, flags, all_seats)
    except ContractError as error:
        raise ContractError(f"{title.id} players={players} seed={seed} flags={flags}: {error}") from error


def _play_checked(
    title: Title,
    players: int,
    seed: int,
    depth: int,
    max_steps: int,
    every: int,
    flags: dict[str, Any],
    all_seats: bool = False,
) -> Tally:
    tally = Tally(games=1)
    num_actions = title.num_distinct_actions
    state = title.new_game(players, seed, **flags)
    rng = np.random.default_rng(seed)
    need(state.moves == 0 and state.history == [], "a new game has a history")
    step = 0
    while not state.is_terminal() and step < max_steps:
        need(step < MAX_DECISIONS, f"the game did not end in {MAX_DECISIONS} decisions")
        check_position(state, num_actions)
        costly = step % (every if depth >= DEEP else CHECK_EVERY) == 0
        mover = state.current_player()
        if costly:
            tally.junk += check_junk(state, num_actions)
            every_seat = depth >= DEEP or all_seats
            seats = list(range(players)) if every_seat else [mover, (mover + 1 + step) % players]
            tally.determinized += check_views(state, rng, sorted(set(seats)), depth)
            check_clone(state, rng)
        if step % (CHECK_EVERY * 3) == 5 or depth >= DEEP and step % CHECK_EVERY == 0:
            loaded = check_save(title, state)
            tally.saves += 1
            if depth >= DEEP:
                _same_future(state, loaded, rng)
        legal = state.legal_actions()
        action = legal[int(rng.integers(len(legal)))]
        before = state.clone() if costly else None
        history = list(state.history)
        events = state.apply(action)
        need(state.history == [*history, action], "apply did not append the action to the history")
        tally.kinds |= check_events(events, players)
        if before is not None:
            check_reveals(before, action, state, events, rng)
        if step == 60:
            check_replay(state)
            tally.replays += 1
        step += 1
    tally.actions = step
    check_position(state, num_actions)
    tally.junk += check_junk(state, num_actions)
    check_save(title, state)
    check_replay(state)
    tally.replays += 1
    tally.saves += 1
    return tally


def _same_future(state: State, loaded: State, rng: np.random.Generator) -> None:
    """A loaded save plays on exactly like the game it was saved from."""
    original = state.clone()
    for _ in range(12):
        if original.is_terminal():
            break
        legal = original.legal_actions()
        action = legal[int(rng.integers(len(legal)))]
        need(original.apply(action) == loaded.apply(action), "a loaded save plays on differently")
    need(original.to_dict() == loaded.to_dict(), "a loaded save reaches another state")


def check_loads_or_refuses(title: Title, data: Any, rng: np.random.Generator) -> bool:
    """A (damaged) save either loads into a state passing ``check_loaded`` or raises SaveError.
    Returns whether it loaded."""
    try:
        state = title.from_dict(data)
    except SaveError:
        return False
    except Exception as error:
        raise ContractError(f"a damaged save raised {type(error).__name__}: {error}") from error
    try:
        check_loaded(title, state, rng)
    except ContractError:
        raise
    except Exception as error:
        raise ContractError(f"a loaded save fails in play: {type(error).__name__}: {error}") from error
    return True
