"""A toy game that plays through the shared table, so the table's machinery is tested on its own.

"Tally", 2-5 players: on your turn add 1 or 2 to your tally, or draw a card face down (its value
counts for you only; the others see a card back). The seat order is a flag (``order``), so a
person can move before and after a bot. The game ends after ``length`` turns.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

import numpy as np
import pygame

from game.client.lettering import blit_text
from game.client.table import Ctx, GameView, LogWriter, Option, Question, Target, Tooltip, ViewCore, Zones
from game.client.table.anim import Anim, AnimBuild, AnimBuilders
from game.client.widgets import SAND
from game.rules.base import Event, IllegalAction, SaveError

ADD1, ADD2, DRAW = 0, 1, 2
ZONES = Zones(
    top_strip=pygame.Rect(0, 0, 1600, 64),
    log=pygame.Rect(1200, 80, 390, 600),
    options=pygame.Rect(20, 640, 1000, 48),
    panels=pygame.Rect(14, 700, 1574, 190),
)


@dataclass(frozen=True, slots=True)
class Added(Event):
    kind: ClassVar[str] = "added"
    player: int
    amount: int


@dataclass(frozen=True, slots=True)
class Drew(Event):
    kind: ClassVar[str] = "drew"
    player: int
    reveals: bool = True


class TallyState:
    def __init__(self, players: int, seed: int, order: tuple[int, ...], length: int) -> None:
        self.title = TITLE
        self.num_players = players
        self.seed = seed
        self.order = order
        self.length = length
        self.tally = [0] * players
        self.cards: list[list[int]] = [[] for _ in range(players)]
        self.hidden = [0] * players  # cards of others in an observation
        self.deck = [int(v) for v in np.random.default_rng(seed).integers(1, 10, 60)]
        self.history: list[int] = []

    @property
    def moves(self) -> int:
        return len(self.history)

    def current_player(self) -> int:
        return -1 if self.is_terminal() else self.order[self.moves % len(self.order)]

    def legal_actions(self) -> list[int]:
        return [] if self.is_terminal() else [ADD1, ADD2, DRAW]

    def legal_mask(self) -> np.ndarray:
        return np.array([a in self.legal_actions() for a in range(3)])

    def apply(self, action: int) -> list[Event]:
        if isinstance(action, bool) or not isinstance(action, int) or action not in self.legal_actions():
            raise IllegalAction(f"{action!r} is not legal")
        player = self.current_player()
        self.history.append(action)
        if action == DRAW:
            self.cards[player].append(self.deck.pop())
            return [Drew(player)]
        self.tally[player] += action + 1
        return [Added(player, action + 1)]

    def clone(self) -> TallyState:
        twin = TallyState.__new__(TallyState)
        twin.__dict__.update({k: (list(v) if isinstance(v, list) else v) for k, v in self.__dict__.items()})
        twin.cards = [list(c) for c in self.cards]
        return twin

    def is_terminal(self) -> bool:
        return self.moves >= self.length

    def score_breakdown(self, player: int) -> dict[str, int]:
        return {"tally": self.tally[player], "cards": sum(self.cards[player])}

    def scores(self) -> list[int]:
        return [sum(self.score_breakdown(p).values()) for p in range(self.num_players)]

    def winners(self) -> list[int]:
        if not self.is_terminal():
            return []
        best = max(self.scores())
        return [p for p, s in enumerate(self.scores()) if s == best]

    def action_to_str(self, action: int) -> str:
        return ("add1", "add2", "draw")[action]

    def parse_action(self, text: str) -> int:
        return ("add1", "add2", "draw").index(text.lower())

    def has_private(self, player: int) -> bool:
        return bool(self.cards[player])

    def observation(self, player: int) -> TallyState:
        seen = self.clone()
        for other in range(self.num_players):
            if other != player:
                seen.hidden[other] += len(seen.cards[other])
                seen.cards[other] = []
        seen.deck = [0] * len(self.deck)
        return seen

    def determinize(self, player: int, rng: np.random.Generator) -> TallyState:
        world = self.clone()
        for other in range(self.num_players):
            if other != player:
                world.cards[other] = [int(v) for v in rng.integers(1, 10, len(self.cards[other]))]
        return world

    def to_dict(self) -> dict[str, Any]:
        return {
            "players": self.num_players,
            "seed": self.seed,
            "order": list(self.order),
            "length": self.length,
            "history": list(self.history),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> TallyState:
        try:
            state = cls(data["players"], data["seed"], tuple(data["order"]), data["length"])
            for action in data["history"]:
                state.apply(action)
        except (KeyError, TypeError, IllegalAction) as error:
            raise SaveError(f"not a tally state: {error}") from error
        return state


class TallyTitle:
    id = "tally"
    name = "Tally"
    min_players = 2
    max_players = 5
    num_distinct_actions = 3
    flags: ClassVar[dict[str, tuple[Any, ...]]] = {"length": (6, 12)}

    def new_game(self, players: int, seed: int, **flags: Any) -> TallyState:
        order = tuple(flags.get("order", range(players)))
        return TallyState(players, seed, order, int(flags.get("length", 6)))

    def scenario(self, spec: dict[str, Any]) -> TallyState:
        raise NotImplementedError

    def from_dict(self, data: dict[str, Any]) -> TallyState:
        return TallyState.from_dict(data)


TITLE = TallyTitle()


class Bump(Anim):
    pass


# One small builder per event type (the shape every game's anims.py has).
BUILDERS: AnimBuilders[AnimBuild] = AnimBuilders()


@BUILDERS.on(Added, Drew)
def _bump(event: Added | Drew, build: AnimBuild) -> Anim:
    return Bump(0.3, before=True, hides=frozenset({("tally", 0)}))


class TallyWriter(LogWriter):
    def describe(self, event: Event) -> str | None:
        if isinstance(event, Added):
            return f"{self.name(event.player)} +{event.amount}"
        if isinstance(event, Drew):
            return f"{self.name(event.player)} draws"
        return None


def panel(player: int, players: int) -> pygame.Rect:
    width = ZONES.panels.width // players
    return pygame.Rect(ZONES.panels.x + player * width, ZONES.panels.y, width - 8, 180)


BUTTONS = [pygame.Rect(100 + 200 * a, 200, 160, 160) for a in range(3)]


class TallyCore(ViewCore):
    """The toy's view with the required core only: enough to play a whole game on the table."""

    title = TITLE  # type: ignore[assignment]
    seat_colours = ((200, 60, 60), (60, 120, 220), (220, 200, 80), (80, 200, 120), (160, 90, 200))

    def zones(self) -> Zones:
        return ZONES

    def status(self, ctx: Ctx) -> str:
        return f"Move {len(ctx.state.history) + 1}"  # type: ignore[attr-defined]

    def draw_base(self, surface: pygame.Surface, ctx: Ctx) -> None:
        surface.fill((30, 26, 60))
        state: TallyState = ctx.state  # type: ignore[assignment]
        for player in range(state.num_players):
            rect = panel(player, state.num_players)
            pygame.draw.rect(surface, self.seat_colour(player), rect, 3)
            blit_text(surface, f"{ctx.names[player]}: {state.scores()[player]}", 20, SAND, rect.topleft)
            own = " ".join(str(c) for c in state.cards[player]) or "-"
            blit_text(surface, f"cards {own} backs {state.hidden[player]}", 18, SAND, (rect.x, rect.y + 40))
        for rect in BUTTONS:
            pygame.draw.rect(surface, (90, 80, 160), rect)

    def question(self, ctx: Ctx, legal: list[int]) -> Question:
        targets = [Target(f"pile:{a}", BUTTONS[a], (a,)) for a in legal]
        options = [Option(("add1", "add2", "draw")[a], ("Add 1", "Add 2", "Draw")[a], a) for a in legal]
        return Question("Add or draw", targets, options, why_not="Click a pile")

    def log_writer(self, name: Callable[[int], str]) -> LogWriter:
        return TallyWriter(name)


class TallyView(TallyCore, GameView):
    """The toy with every group: tooltips, animations and its own score words besides the core."""

    def tooltip_at(self, ctx: Ctx, pos: tuple[int, int]) -> Tooltip | None:
        state: TallyState = ctx.state  # type: ignore[assignment]
        for player in range(state.num_players):
            if panel(player, state.num_players).collidepoint(pos):
                rows = tuple((k, str(v)) for k, v in state.score_breakdown(player).items())
                return Tooltip(ctx.names[player], "", rows)
        return None

    def animate(self, events: Sequence[Event], before: Any, ctx: Ctx, scale: float) -> list[Anim]:
        return BUILDERS.build(AnimBuild(events, scale))

    def layer_key(self, ctx: Ctx) -> Hashable:
        return ()

    def score_line_label(self, key: str) -> str:
        return key.title()


class FakeWorker:
    """A bot seat that answers at once (``answer``: a fixed action, or None for an illegal one)."""

    made: ClassVar[list[FakeWorker]] = []

    def __init__(self, level: str, title_id: str, seed: int, budget: Any = None, fallback_seed: int = 0):
        self.answer: int | None = ADD2
        self.closed = False
        self.started = 0
        FakeWorker.made.append(self)

    def start(self, state: Any, player: int) -> None:
        self.started += 1

    def done(self) -> bool:
        return True

    def result(self) -> Any:
        from ai.bots import Choice, ChoiceStats

        return Choice(self.answer if self.answer is not None else 99, ChoiceStats("fake"))

    def close(self) -> None:
        self.closed = True
