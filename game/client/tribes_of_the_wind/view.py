"""Tribes of the Wind's GameView: the shared table's plug-in (game/client/table/view.py)."""

from __future__ import annotations

import functools
import time
from collections.abc import Callable, Hashable, Iterator, Sequence
from typing import TYPE_CHECKING, cast

import pygame

from game.client.highlights import GLOW_HALO, draw_glow
from game.client.table.reference import Chapter
from game.client.table.view import GameView
from game.client.table.view_types import Ctx, LogWriter, Question, Target, Tooltip, Zones
from game.client.tribes_of_the_wind import (
    art,
    keys,
    marks,
    places,
    plan,
    questions,
    reference,
    round_end,
    rows,
    seats,
    tooltips,
)
from game.client.tribes_of_the_wind import layout as L
from game.client.tribes_of_the_wind.layer import RegionLayer
from game.client.tribes_of_the_wind.logwords import TotwLogWriter
from game.client.tribes_of_the_wind.ties import tie_line
from game.client.tribes_of_the_wind.words import t
from game.client.tribes_of_the_wind.words_board import score_lines
from game.rules.base import Event, State, Title
from game.rules.outcome import Tally
from game.rules.tribes_of_the_wind import TITLE, TotwState
from game.rules.tribes_of_the_wind.board import EMPTY
from game.rules.tribes_of_the_wind.events import TurnStarted
from game.rules.tribes_of_the_wind.legal import HIDDEN
from game.rules.tribes_of_the_wind.state import Phase

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.table.anim import Anim


class TotwView(GameView):
    title = cast(Title, TITLE)
    shelf = 2
    seat_colours = L.PLAYER_COLOURS
    backdrop = "tribes_of_the_wind/backdrop"
    music = "music/tribes_of_the_wind"
    demo_levels = ("easy", "normal")
    route_disc = True  # a move's disc on the rider asked for first, a planting's on its market tile

    def __init__(self, app: App | None = None) -> None:
        super().__init__(cast("App", app))
        self.choice = questions.Choice()
        self._backdrop: pygame.Surface | None = None
        self._warm: Iterator[None] | None = None
        self._layer = RegionLayer()
        self.viewer: int | None = None
        self._bonuses = plan.Bonuses()

    # -- words ---------------------------------------------------------------------------------

    def status(self, ctx: Ctx) -> str:
        state = cast(TotwState, ctx.state)
        if state.end_round >= 0:
            last = state.end_round + (1 if state.flags.final_round else 0)
            return t("status.final", round=state.round, last=last)
        return t("status.round", round=state.round)

    def rules_pages(self) -> list[list[tuple[str, str]]]:
        return [
            [(t(f"rules.p{i}.s{j}.title"), t(f"rules.p{i}.s{j}.body")) for j in range(2)] for i in range(4)
        ]

    def reference_chapters(self) -> list[Chapter]:
        return reference.chapters()

    def hotkey(self, ctx: Ctx, key: str, action: int | None) -> str | None:
        return keys.hotkey(key, action)

    def key_entries(self) -> list[tuple[str, str]]:
        return keys.key_entries()

    def draw_rules_icon(self, surface: pygame.Surface, icon: Hashable, rect: pygame.Rect) -> None:
        reference.draw_icon(surface, icon, rect)

    def tie_break(self, state: State, names: Sequence[str]) -> str | None:
        # tribes_of_the_wind.md 7: most villages, then most water, then shared (flag tie_break).
        return tie_line(cast(TotwState, state), names)

    def end_reason(self, state: State) -> tuple[str, list[int]]:
        # tribes_of_the_wind.md 4.7: the first 5th village triggers the end; without it, the
        # round limit (flag round_limit) ends the game.
        totw = cast(TotwState, state)
        if totw.end_round >= 0 and totw.end_token >= 0:
            return "fifth_village", [totw.end_token]
        return "round_limit", []

    # -- layout and drawing --------------------------------------------------------------------

    def zones(self) -> Zones:
        return Zones(top_strip=L.TOP, log=L.LOG, options=L.OPTIONS, panels=L.BOARDS)

    def layer_key(self, ctx: Ctx) -> Hashable:
        return (self.choice.source, self.choice.origin, self.choice.village)

    def _backdrop_surface(self, ctx: Ctx) -> pygame.Surface | None:
        if self._backdrop is None:
            try:
                image = ctx.assets.image(self.backdrop)
                # Opaque: the layer repaints regions from it, and alpha blits cost 3-4 times more.
                self._backdrop = image.convert() if pygame.display.get_surface() else image
            except Exception:  # a missing asset must not stop the table
                self._backdrop = None
        return self._backdrop

    def draw_base(self, surface: pygame.Surface, ctx: Ctx) -> None:
        """Only the regions that changed since the last call (layer.py), then the chosen mark."""
        state = cast(TotwState, ctx.state)
        self.viewer = ctx.viewer  # whose holder the bottom strip shows (places.py)
        choice = (self.choice.source, self.choice.origin)
        self._layer.draw(
            surface,
            state,
            ctx.viewer,
            ctx.names,
            ctx.hidden,
            self._backdrop_surface(ctx),
            ctx.high_contrast,
            choice if state.seat >= 0 else (None, None),
            _log_panel(L.LOG.size),
            ctx.acting_seat,
        )

    def draw_live(self, surface: pygame.Surface, ctx: Ctx) -> None:
        state = cast(TotwState, ctx.state)
        self._prewarm(state.num_players)
        if ctx.thinking is not None and 0 <= ctx.thinking < state.num_players:
            info = L.board_geoms(state.num_players)[ctx.thinking].info
            dots = "." * (1 + int(ctx.time * 3) % 3)
            label = art.outlined(t("status.thinking").rstrip(".…") + dots, 18, art.GOLD)
            surface.blit(label, (info.x, info.bottom - label.get_height()))
        question = ctx.question
        if question is not None and self.choice.village is not None and state.phase == Phase.VILLAGE_CARD:
            mark = L.village_row_rect(self.choice.village).inflate(8, 8)
            pygame.draw.rect(surface, art.GOLD, mark, 4, border_radius=10)
        if question is None or self.choice.origin is None:
            return
        target = question.target_at(ctx.hover)
        if target is not None and target.actions:
            geom = L.board_geoms(state.num_players)[state.seat]
            a = geom.position(self.choice.origin).center
            b = target.rect.center
            pygame.draw.line(surface, art.GOLD, a, b, 4)
            pygame.draw.circle(surface, art.GOLD, b, 8)

    def _prewarm(self, players: int) -> None:
        """A few cached pieces per frame until all are drawn (at most ~3 ms a frame)."""
        if self._warm is None:
            self._warm = art.prewarm_steps(L.board_geoms(players)[0].cell, L.MARKET_TILE)
            # The animations' module costs ~20 ms to import: on the first frame, not the first move.
            import game.client.tribes_of_the_wind.anims  # noqa: F401
        deadline = time.perf_counter() + 0.003
        for _ in self._warm:
            if time.perf_counter() > deadline:
                return

    def draw_target_glow(
        self, surface: pygame.Surface, target: Target, strength: float, hovered: bool
    ) -> None:
        room = L.glow_room(target.key)
        draw_glow(surface, target.rect, strength, hovered, room)
        rows.draw_headings_over(surface, target.rect.inflate(2 * (room + GLOW_HALO), 2 * (room + GLOW_HALO)))

    def tooltip_at(self, ctx: Ctx, pos: tuple[int, int]) -> Tooltip | None:
        return tooltips.tooltip_at(cast(TotwState, ctx.state), ctx.viewer, ctx.names, pos)

    def tooltip_keep(self, ctx: Ctx) -> list[pygame.Rect]:
        """The viewer's name line and score lines (on their board, in the five-seat score table
        or beside the hand): what a card in their hand would change."""
        if ctx.viewer is None:
            return []
        state = cast(TotwState, ctx.state)
        return [L.board_geoms(state.num_players)[ctx.viewer].header, seats.score_rect(state, ctx.viewer)]

    def round_split(self, events: Sequence[Event]) -> int:
        return round_end.round_split(events)

    def round_summary(self, events: Sequence[Event], name: Callable[[int], str]) -> list[str]:
        return round_end.round_summary(self, events, name)

    def round_points(
        self, points: Sequence[Sequence[tuple[str, int]]], name: Callable[[int], str]
    ) -> list[str]:
        return round_end.round_points(points, name)

    def touched_places(self, events: Sequence[Event]) -> set[str]:
        return marks.touched_places(events)

    def mark_rect(self, name: str, state: State, viewer: int | None) -> pygame.Rect | None:
        return marks.mark_rect(name, cast(TotwState, state), viewer)

    def mark_keep_clear(self, ctx: Ctx) -> list[pygame.Rect]:
        """The right column's headings, over the element row, the forest market and the village
        row: a mark's dot sat on the element row's."""
        return rows.headings()

    def points_anchor(self, player: int, players: int) -> tuple[int, int]:
        """In the seat's header, left of its water and score (the header's right end)."""
        header = L.board_geoms(players)[player].header
        return (header.right - 120, header.centery)

    def score_anchor(self, player: int, players: int) -> tuple[int, int]:
        header = L.board_geoms(players)[player].header
        # The number rises 44 px (table/anim.py FLOAT_RISE): it stops under the score, not on it.
        return (header.right - 16, header.bottom + 50)

    def place_rect(self, name: str) -> pygame.Rect | None:
        return places.place(name)

    def place_rect_in(self, name: str, state: State) -> pygame.Rect | None:
        """Also the seats' places of the tutorial scripts (places.py: "terrain_0", "holder_1")."""
        found = places.seat_place(name, cast(TotwState, state), self.viewer)
        return found if found is not None else self.place_rect(name)

    def place_names(self) -> list[str]:
        return list(places.SHARED)

    # -- questions -----------------------------------------------------------------------------

    def question(self, ctx: Ctx, legal: list[int]) -> Question:
        return questions.build(cast(TotwState, ctx.state), legal, self.choice, ctx.undoable)

    def choose(self, key: str) -> None:
        questions.choose(self.choice, key)

    def back(self) -> bool:
        if self.choice.made_by_hand():
            self.choice.clear()
            return True
        return False

    def reset(self) -> None:
        self.choice.clear()

    def option_label(self, ctx: Ctx, action: int) -> str:
        return questions.option_label(cast(TotwState, ctx.state), action)

    def pending_prompt(self, ctx: Ctx, actions: list[int]) -> str | None:
        return questions.pending_prompt(actions)

    def hint_label(self, ctx: Ctx, action: int) -> str | None:
        return questions.hint_label(cast(TotwState, ctx.state), action)

    def plan_forced(self, ctx: Ctx, action: int) -> list[str]:
        return questions.forced_words(cast(TotwState, ctx.state), action)

    def forced_keys(self, ctx: Ctx, action: int) -> dict[str, str]:
        return questions.forced_keys(cast(TotwState, ctx.state), action)

    def forced_clicks(self, ctx: Ctx, action: int) -> list[tuple[pygame.Rect, str]]:
        return questions.forced_clicks(cast(TotwState, ctx.state), action)

    def plan_lead(self, ctx: Ctx) -> list[str]:
        return questions.lead_words(cast(TotwState, ctx.state))

    def plan_target(self, ctx: Ctx, action: int) -> pygame.Rect | None:
        return plan.plan_target(cast(TotwState, ctx.state), action)

    def plan_keep_clear(self, ctx: Ctx, rect: pygame.Rect) -> list[pygame.Rect]:
        return plan.plan_keep_clear(cast(TotwState, ctx.state), rect, ctx.names)

    def plan_joins(self, ctx: Ctx, action: int) -> bool:
        return plan.on_board(action)

    def preview_lines(self, ctx: Ctx, action: int) -> list[str]:
        return self._bonuses.get(cast(TotwState, ctx.state), action)

    def preview_choice_lines(self, ctx: Ctx, key: str) -> list[str]:
        return self._bonuses.choice(cast(TotwState, ctx.state), key)

    def preview_avoid(self, ctx: Ctx) -> list[pygame.Rect]:
        """Every board's name line and capital (who is who, the riders at home): a box above a
        first-row tile covered them. At a village card choice, the mover's tucked cards. The viewer's hand cards' bands (their colours and slots,
        which the prompts and the hint's steps name): a long plan's panel covered cards 4-5."""
        found = [r for g in L.board_geoms(ctx.state.num_players) for r in (g.header, g.capital)]
        if ctx.viewer is not None:
            found += [L.holder_band(slot) for slot in range(5)]
        state = cast(TotwState, ctx.state)
        if state.phase == Phase.VILLAGE_CARD and state.current_player() >= 0:
            # the mover's tucked cards: what a tuck in place of one gives up (a row card's box
            # above it covered them); their score lines, what a tuck changes, and the end-game
            # token's line under the row (a row card's box below it covered those)
            mover = state.current_player()
            areas = tooltips.info_rects(state, mover)
            found += [r for key, r in areas.items() if key.startswith("tucked:")]
            found.append(seats.score_rect(state, mover))
            found.append(L.END_TOKEN)  # whether the end-game token is still free, under the row
        return found

    def preview_reads(self, ctx: Ctx) -> list[pygame.Rect]:
        """At a village card choice, what a player reads to judge a row card (as a plan: their
        board, the hand, the shared rows): a row card's box above it covered the element row and
        the forest market, with the log below the row free."""
        state = cast(TotwState, ctx.state)
        if state.phase == Phase.VILLAGE_CARD and state.current_player() >= 0:
            return self.hint_reads(ctx)
        return []

    def hint_rooms(self, ctx: Ctx) -> list[pygame.Rect]:
        return L.hint_rooms(ctx.state.num_players, _hint_seat(ctx))

    def hint_reads(self, ctx: Ctx) -> list[pygame.Rect]:
        return L.hint_reads(ctx.state.num_players, _hint_seat(ctx))

    def hint_keep(self, ctx: Ctx) -> list[pygame.Rect]:
        """The other seats' score lines on their boards (the hint's rooms): how far ahead each
        is, which a player weighs a plan against. With five players the boards have no room for
        them: the shared score table beside the boards holds every seat's."""
        state = cast(TotwState, ctx.state)
        seat = _hint_seat(ctx)
        geoms = L.board_geoms(state.num_players)
        found = []
        for player, geom in enumerate(geoms):
            lines = seats.breakdown_lines(state, player, geom) if player != seat else None
            if lines is not None:
                found.append(lines)
        if state.num_players == 5:
            found.append(L.score_table_rect())
        return found

    def event_words(self, tally: Tally) -> str | None:
        return plan.event_words(tally)

    def plan_step_offered(self, ctx: Ctx, action: int) -> bool:
        """Not a rider move that only sends the riders back where they stood earlier in the same
        moves (``rider_returns``): the question leaves it out."""
        from game.rules.tribes_of_the_wind import actions as act

        return action not in act.rider_returns(ctx.state.legal_actions(), ctx.undoable)

    def route(self, ctx: Ctx, question: Question, action: int) -> str | None:
        """The plant source or rider to pick first on the way to ``action``."""
        from game.rules.tribes_of_the_wind import actions as act

        if act.PLANT <= action < act.MOVE:
            m = (action - act.PLANT) // 12
            return f"market:{'deck' if m == act.DECK_SOURCE else m + 1}"
        if act.MOVE <= action < act.STOP:
            if action in act.rider_returns(ctx.state.legal_actions(), ctx.undoable):
                return None  # left out of the question: no click leads to it
            return f"from:{act.position_name((action - act.MOVE) // 13)}"
        if act.VILLAGE_CARD <= action < act.DRAW:
            return f"village_row:{(action - act.VILLAGE_CARD) // 6 + 1}"
        return None

    # -- events --------------------------------------------------------------------------------

    def animate(self, events: Sequence[Event], before: State, ctx: Ctx, scale: float) -> list[Anim]:
        from game.client.tribes_of_the_wind.anims import anims_for

        return anims_for(events, cast(TotwState, before), ctx.viewer, scale)

    def log_writer(self, name: Callable[[int], str]) -> LogWriter:
        return TotwLogWriter(name)

    def opening_events(self, state: State) -> list[Event]:
        # Later turns start with TurnStarted; the first one is the new game's, which emits none,
        # so without this the log begins without "Round 1 — … to play".
        totw = cast(TotwState, state)
        return [TurnStarted(totw.seat, totw.round)]

    # -- privacy -------------------------------------------------------------------------------

    def public_state(self, state: State) -> State:
        """Spec 8: nobody's fronts; every holder shows backs only."""
        return cast(State, public_view(cast(TotwState, state)))


@functools.cache
def _log_panel(size: tuple[int, int]) -> pygame.Surface:
    panel = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(panel, (28, 44, 62, 215), panel.get_rect(), border_radius=14)
    pygame.draw.rect(panel, (*art.BIRCH, 160), panel.get_rect(), 2, border_radius=14)
    return panel


def public_view(state: TotwState) -> TotwState:
    """An observation with the observer's own fronts turned to backs as well."""
    seat = state.observer if state.observer >= 0 else 0
    view = state.observation(seat) if state.observer < 0 else state.clone()
    board = view.boards[seat]
    board.hand = [HIDDEN + view.element_of(c) if c != EMPTY and c < HIDDEN else c for c in board.hand]
    return view


def draw_scene(
    surface: pygame.Surface,
    state: TotwState,
    viewer: int | None,
    names: Sequence[str],
    hidden: frozenset[Hashable] | tuple[()] = (),
    *,
    mover: int = -1,
    interactive: bool = False,
) -> None:
    """Boards, shared rows, the viewer's holder and score (also used by tests and the sprite tool)."""
    players = state.num_players
    for player, geom in enumerate(L.board_geoms(players)):
        seats.draw_board(
            surface, state, player, geom, names[player], active=player == state.seat, hidden=hidden
        )
    rows.draw_rows(surface, state, viewer, names, hidden)
    draw_bottom(surface, state, viewer, hidden)
    if players == 5:
        score_table(surface, state, names)


def draw_bottom(
    surface: pygame.Surface, state: TotwState, viewer: int | None, hidden: frozenset[Hashable] | tuple[()]
) -> None:
    """The viewer's holder and, when their board does not show it, their score; with no viewer, a
    note that the hands are hidden."""
    if viewer is not None:
        rows.draw_holder(surface, state, viewer, hidden=hidden, playable=viewer == state.seat)
        if not seats.own_score_shown(state, viewer):
            score_box(surface, state, viewer, L.SCORE_BOX)
    else:
        note = art.outlined(t("hand.hidden"), 18, art.BIRCH)
        surface.blit(note, (L.BOTTOM.x + 10, L.BOTTOM.y + 20))


def score_box(surface: pygame.Surface, state: TotwState, player: int, rect: pygame.Rect) -> None:
    surface.blit(art.rounded(rect.size, (230, 238, 232), 12, art.BIRCH), rect.topleft)
    y = rect.y + 6
    for label, points in score_lines(state, player):
        surface.blit(art.text(_short(label, rect.width - 40), 16, art.INK), (rect.x + 6, y))
        num = art.text(str(points), 20, art.INK, True)
        surface.blit(num, num.get_rect(topright=(rect.right - 6, y - 2)))
        y += 25


def _short(label: str, width: int) -> str:
    from game.client.text import font

    face = font(16)
    while label and face.size(label)[0] > width:
        label = label[:-1]
    return label


def score_table(surface: pygame.Surface, state: TotwState, names: Sequence[str]) -> None:
    """Five players leave one slot of the board grid free: the live breakdown of everyone."""
    rect = L.score_table_rect()
    surface.blit(art.rounded(rect.size, (226, 236, 232), 14, art.BIRCH), rect.topleft)
    keys = list(state.score_breakdown(0))
    col_w = (rect.width - 130) // 5
    surface.blit(art.text(t("score.live"), 16, art.INK, True), (rect.x + 8, rect.y + 6))
    for p in range(5):
        cx = rect.x + 130 + p * col_w + col_w // 2
        pygame.draw.circle(surface, art.INK, (cx, rect.y + 40), 10)
        pygame.draw.circle(surface, L.PLAYER_COLOURS[p], (cx, rect.y + 40), 8)
    for k, key in enumerate([*keys, "total"]):
        y = rect.y + 58 + k * 30
        surface.blit(art.text(_short(t(f"score.{key}"), 120), 16, art.INK), (rect.x + 8, y + 2))
        for p in range(5):
            value = (
                sum(state.score_breakdown(p).values()) if key == "total" else state.score_breakdown(p)[key]
            )
            num = art.text(str(value), 20, art.INK, key == "total")
            cx = rect.x + 130 + p * col_w + col_w // 2
            surface.blit(num, num.get_rect(midtop=(cx, y)))


def _hint_seat(ctx: Ctx) -> int:
    """Whose turn the hint plans: the person at the screen, else the seat to move."""
    if ctx.viewer is not None:
        return ctx.viewer
    return max(ctx.mover, 0)
