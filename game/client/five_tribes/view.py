"""Five Tribes at the shared table: its ``GameView`` (layout, drawing, questions, words)."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING, Any, cast

import pygame

from game.client.five_tribes import (
    keys,
    labels,
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
from game.client.five_tribes import layout as L
from game.client.five_tribes.anims import anims_for
from game.client.five_tribes.art import draw_meeple
from game.client.five_tribes.board import BoardView, count_rects, draw_path, draw_trail, glow_tile
from game.client.five_tribes.logwords import FiveTribesWriter
from game.client.five_tribes.questions import move_path
from game.client.five_tribes.words import djinn as djinn_name
from game.client.highlights import GLOW
from game.client.lettering import blit_text
from game.client.table import Ctx, GameView, LogWriter, Option, Question, Target, Tooltip, Zones, ties
from game.client.table.reference import Chapter
from game.client.table.session import GameSetup, Session
from game.client.table.step_marker import MARKER_RADIUS
from game.client.text import tr
from game.client.widgets import SAND, draw_keycap
from game.rules.base import Event, State
from game.rules.five_tribes import TITLE, FiveTribesState
from game.rules.five_tribes import actions as A
from game.rules.five_tribes.board import TILE_INDEX, TILE_NAMES
from game.rules.five_tribes.model import Step
from game.rules.outcome import Tally

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.table.anim import Anim
    from game.client.table.scene import TableScene

# Between two hand slots of the action bar: room for the hint's marker (ring radius 25) clear of
# both slots' drawing (``FiveTribesView.hand_mark``).
HAND_GAP = 44
RULE_PAGES = (("goal", "bid", "move", "tribes"), ("tiles", "djinns", "end", "scoring"))


def _ft(state: State) -> FiveTribesState:
    return cast(FiveTribesState, state)


class FiveTribesView(GameView):
    title = TITLE
    shelf = 1
    seat_colours = L.PLAYER_COLOURS
    backdrop = "five_tribes/table/backdrop"
    music = "five_tribes/music_loop"
    demo_levels = ("easy", "normal")
    # The plan's disc beside the meeple in hand to drop first when a click on the tile would drop
    # another colour (it sat on the tile, whose click dropped the hand's commonest colour).
    route_disc = True

    def __init__(self, app: App | None = None) -> None:
        super().__init__(app)
        self._board: BoardView | None = None
        self.power_mode: int | None = None  # a djinn whose tile power is being aimed
        self.selected_colour: int | None = None  # the meeple colour a drop click puts down
        self.fq: questions.Question | None = None
        self.chrome_cache: tuple[object, pygame.Surface] | None = None

    @property
    def board(self) -> BoardView:
        if self._board is None:
            assert self.app is not None
            self._board = BoardView(self.app.assets)
        return self._board

    # -- words ------------------------------------------------------------------------------

    def status(self, ctx: Ctx) -> str:
        state = _ft(ctx.state)
        text = tr("five_tribes.table.round", round=state.round)
        return text + " · " + tr("five_tribes.table.last_round") if state.last_round else text

    def rules_pages(self) -> list[list[tuple[str, str]]]:
        return [
            [(tr(f"five_tribes.rules.{s}_title"), tr(f"five_tribes.rules.{s}")) for s in page]
            for page in RULE_PAGES
        ]

    def reference_chapters(self) -> list[Chapter]:
        return reference.chapters()

    def hotkey(self, ctx: Ctx, key: str, action: int | None) -> str | None:
        return keys.hotkey(_ft(ctx.state), key, action)

    def key_entries(self) -> list[tuple[str, str]]:
        return keys.key_entries()

    def results_sound(self, total: bool) -> str:
        return "five_tribes/coin" if total else "five_tribes/drop"

    def tie_break(self, state: State, names: Sequence[str]) -> str | None:
        # five_tribes.md 7, "Ties": every player with the top score wins; there is no tie-breaker.
        return ties.shared_line(ties.points(max(state.scores())))

    def end_reason(self, state: State) -> tuple[str, list[int]]:
        # five_tribes.md 4.7: the last round came from a last camel placed, or from a marker
        # that could not move (the engine tells which only in its LastRound event).
        out = [p for p, holder in enumerate(_ft(state).players) if holder.camels == 0]
        return ("last_camel", out) if out else ("stuck_marker", [])

    # -- layout -----------------------------------------------------------------------------

    def marker_keep_clear(self, ctx: Ctx) -> list[pygame.Rect]:
        """The board's last row ends just above the action bar: a marker above a button there
        would half hide a meeple count. So do the legend's names (a marker above "End turn" or
        "Pass" sat on "Large Market"). At a market pick, the whole board: the marker above a
        small market's "Pass" sat on tile f5 and read as the tile's, and goes on the button
        (a bid's narrow buttons keep theirs above them, over the board's edge)."""
        state = _ft(ctx.state)
        board = [L.BOARD_CLOTH] if state.step in (Step.MARKET, Step.MARKET2) else []
        return board + count_rects(state) + [L.legend_words(kind) for kind in range(5)]

    def preview_avoid(self, ctx: Ctx) -> list[pygame.Rect]:
        """Each seat's name and VP line (a long plan's panel covered the person's own score), and
        the market row while its question is open (what the pick is judged by)."""
        state = _ft(ctx.state)
        found = [
            seats.panel_spots(state, player, ctx.viewer, ctx.acting_seat)[0].rect
            for player in range(state.num_players)
        ]
        if state.step == Step.MARKET:
            found.append(L.MARKET_ROW)
        return found

    def hint_rooms(self, ctx: Ctx) -> list[pygame.Rect]:
        return [L.HINT_ROOM]

    def hint_reads(self, ctx: Ctx) -> list[pygame.Rect]:
        return list(L.HINT_READS)

    def plan_target(self, ctx: Ctx, action: int) -> pygame.Rect | None:
        return plan.plan_target(_ft(ctx.state), action)

    def plan_target_now(self, now: Ctx, then: Ctx, action: int) -> pygame.Rect | None:
        return plan.plan_target_now(_ft(now.state), _ft(then.state), action)

    def plan_keep_clear(self, ctx: Ctx, rect: pygame.Rect) -> list[pygame.Rect]:
        return plan.plan_keep_clear(_ft(ctx.state), rect)

    def event_words(self, tally: Tally) -> str | None:
        return plan.event_words(tally)

    def plan_own_words(self, first: bool, actions: Sequence[int], gain: int) -> str | None:
        return plan.own_words(first, actions, gain)

    def preview_lines(self, ctx: Ctx, action: int) -> list[str]:
        return plan.preview_lines(_ft(ctx.state), action)

    def zones(self) -> Zones:
        return Zones(top_strip=L.TOP_STRIP, log=L.LOG_RECT, options=L.ACTION_BAR, panels=L.PANELS)

    def place_rect(self, name: str) -> pygame.Rect | None:
        return places.place(name)

    def place_names(self) -> list[str]:
        return places.names()

    def round_split(self, events: Sequence[Event]) -> int:
        return round_end.round_split(events)

    def round_summary(self, events: Sequence[Event], name: Callable[[int], str]) -> list[str]:
        return round_end.round_summary(self, events, name)

    def touched_places(self, events: Sequence[Event]) -> set[str]:
        return marks.touched_places(events)

    def mark_rect(self, name: str, state: State, viewer: int | None) -> pygame.Rect | None:
        return marks.mark_rect(name, _ft(state))

    def mark_keep_clear(self, ctx: Ctx) -> list[pygame.Rect]:
        """The titles over the tracks, the djinn row and the market: a mark's line ran through
        the djinn row's and its dot sat by the bid track's."""
        return rows.section_titles()

    def score_anchor(self, player: int, players: int) -> tuple[int, int]:
        # Low in the panel: a "+6" (and those after it, along the same path) rises inside the
        # panel, not onto the game log's last line just above the right-hand panel.
        rect = L.panel_rect(player, players)
        return (rect.right - 140, rect.y + 120)

    def hand_rects(self, state: FiveTribesState) -> dict[int, pygame.Rect]:
        """The meeples in hand, shown in the action bar during a move. Spaced to leave room after
        each slot for the hint's marker (``hand_mark``), which would otherwise cover the meeple."""
        found = {}
        x = L.ACTION_BAR.x + 170
        for colour in range(5):
            if state.step == Step.DROP and state.turn.hand[colour] > 0:
                found[colour] = pygame.Rect(x, L.ACTION_BAR.y, 76, 48)
                x += 76 + HAND_GAP
        return found

    @staticmethod
    def hand_mark(rect: pygame.Rect) -> tuple[int, int]:
        """Where the hint's marker (radius 17, its pulsing ring 25) sits for a hand slot: just after
        its meeple (which ends 16 px before the slot's right edge), in the gap, well before the next
        slot's number key, so it reads as this slot's."""
        return (rect.right + 10, rect.centery)

    # -- questions --------------------------------------------------------------------------

    def question(self, ctx: Ctx, legal: list[int]) -> Question:
        state = _ft(ctx.state)
        if state.step != Step.DROP:
            self.selected_colour = None
        fq = questions.build_question(state, self.power_mode, legal)
        self.fq = fq
        self.power_mode = fq.power_mode
        targets: list[Target] = []
        for colour, rect in sorted(self.hand_rects(state).items()):
            # A click on the hint's disc beside the meeple picks that colour too: the disc reads
            # as "click here", and the gap after the slot answered nothing.
            mark = self.hand_mark(rect)
            area = rect.union(
                pygame.Rect(rect.right, rect.y, mark[0] + MARKER_RADIUS - rect.right, rect.height)
            )
            targets.append(Target(f"hand:{colour}", area, choose=True, glow=False, mark=mark))
        options = set(fq.options)
        if state.step == Step.BID:
            for spot in range(9):
                if A.bid(min(spot, 6)) in options:
                    targets.append(
                        Target(f"spot:{spot}", L.spot_rect(spot), (A.bid(min(spot, 6)),), glow=False)
                    )
        for index in range(len(state.market)):
            if A.market(index + 1) in options:
                rect = L.market_card_rect(index)
                targets.append(Target(f"market:{index + 1}", rect, (A.market(index + 1),), glow=False))
        if state.step == Step.SACRED:
            for index, djinn in enumerate(state.djinn_row):
                if A.djinn(djinn) in options:
                    targets.append(
                        Target(f"djinn:{djinn}", L.djinn_card_rect(index), (A.djinn(djinn),), glow=False)
                    )
        # Only the tiles that answer (a click on another says why not, as on nothing at all): at a
        # market pick every tile was listed, answering nothing, and what keeps the question's
        # targets in sight (a tooltip, the hint's panel) kept clear of the whole board.
        for tile, rect in enumerate(L.TILE_RECTS):
            found = tuple(questions.click_tile(state, fq, tile, self.selected_colour))
            if found:
                targets.append(Target(TILE_NAMES[tile], rect, found, glow=tile in fq.tiles))
        buttons: list[Option] = []
        # After "Sell:" the goods alone: "End turn" and the djinns' powers stand apart at the
        # bar's right end (else "Sell: 1 Wheat 2 Pottery 3 End turn" reads "End turn" as a sale).
        sales = selling(state, fq)
        if state.step != Step.DROP:
            for action in fq.options:
                label = labels.option_label(state, action, ctx.names.__getitem__)
                apart = sales and not A.SELL_KIND <= action <= A.SELL
                primary = action in (A.END, A.SELL)
                buttons.append(Option(option_key(state, action), label, action, primary=primary, apart=apart))
            if fq.power_mode is None:
                for djinn in sorted(fq.powers):
                    label = tr("five_tribes.option.use", djinn=djinn_name(djinn))
                    buttons.append(Option(f"power:{djinn}", label, choose=True, apart=sales))
            else:
                buttons.append(Option("back", tr("table.option.back"), choose=True))
            if sales:  # "End turn" last, at the very end of the bar
                buttons.sort(key=lambda option: option.action == A.END)
            if state.step == Step.SUIT:
                # The goods chosen for a set are actions of this turn; cancelling takes
                # them back with the table's own undo (right click does the same, one card a time).
                # First in the row: each good added leaves the row, so the buttons after it move
                # left, and a second click on the spot of "+ Gold" would land on the cancel.
                buttons.insert(0, Option("undo:sale", tr("five_tribes.option.cancel_sale")))
        x0 = L.ACTION_BAR.x + (150 if sales else 0)
        area = pygame.Rect(x0, L.ACTION_BAR.y, L.ACTION_BAR.right - x0, L.ACTION_BAR.height)
        prompt = labels.prompt(state, fq.power_mode)
        return Question(prompt, targets, buttons, why_not=labels.why_not(state), option_area=area)

    def choose(self, key: str) -> None:
        kind, _, value = key.partition(":")
        if kind == "hand":
            self.selected_colour = int(value)
        elif kind == "power":
            self.power_mode = int(value)
        elif kind == "back":
            self.power_mode = None

    def keep_undoing(self, state: State) -> bool:
        return _ft(state).step == Step.SUIT

    def back(self) -> bool:
        if self.power_mode is None:
            return False
        self.power_mode = None
        return True

    def reset(self) -> None:
        self.power_mode = None

    def option_label(self, ctx: Ctx, action: int) -> str:
        return labels.option_label(_ft(ctx.state), action, ctx.names.__getitem__)

    def route(self, ctx: Ctx, question: Question, action: int) -> str | None:
        colour = questions.colour_of(action)
        state = _ft(ctx.state)
        if state.step == Step.DROP and colour is not None and colour != self.selected_colour:
            return f"hand:{colour}"
        if A.USE_ON_TILE <= action < A.USE_ECHIDNA and self.power_mode is None:
            return f"power:{A.tile_power_of(action)[0]}"
        return None

    # -- drawing ----------------------------------------------------------------------------

    def layer_key(self, ctx: Ctx) -> Hashable:
        return (self.selected_colour, self.power_mode)

    def chrome(self, shown: FiveTribesState) -> pygame.Surface:
        """Backdrop, the board's tiles and the fixed frames in one opaque surface, made once per
        board: blending these large alpha surfaces was most of a redraw's cost (bench)."""
        key = (tuple(shown.tile_kind), tuple(shown.tile_vp))
        if self.chrome_cache is None or self.chrome_cache[0] != key:
            assert self.app is not None
            layer = pygame.Surface((1600, 900)).convert()
            layer.blit(self.app.assets.image(self.backdrop), (0, 0))
            layer.blit(self.board.static_layer(shown), L.BOARD_CLOTH.topleft)
            rows.draw_chrome(layer)
            self.chrome_cache = (key, layer)
        return self.chrome_cache[1]

    def draw_base(self, surface: pygame.Surface, ctx: Ctx) -> None:
        shown = _ft(ctx.state)
        surface.blit(self.chrome(shown), (0, 0))
        draw_trail(surface, move_path(shown))  # under the pieces, so no dropped meeple hides
        self.board.draw(surface, shown, high_contrast=ctx.high_contrast, hidden=ctx.hidden, with_static=False)
        fq = self.fq if ctx.interactive else None
        bid_targets = {action: False for action in fq.options} if fq and shown.step == Step.BID else {}
        rows.draw_tracks(surface, ctx.assets, shown, bid_targets)
        djinn_glow: set[int] = set()
        market_glow: set[int] = set()
        if fq is not None:
            if shown.step == Step.SACRED:
                djinn_glow = {a - A.DJINN for a in fq.options if A.DJINN <= a < A.USE_ON_TILE}
            market_glow = {a - A.MARKET for a in fq.options if A.MARKET < a < A.DJINN}
        rows.draw_rows(surface, ctx.assets, shown, djinn_glow, market_glow)
        seats.draw_panels(
            surface, ctx.assets, shown, list(ctx.names), ctx.viewer, ctx.thinking, ctx.acting_seat
        )
        if ctx.interactive:
            self.draw_action_bar(surface, ctx, shown)

    def draw_action_bar(self, surface: pygame.Surface, ctx: Ctx, state: FiveTribesState) -> None:
        where = (L.ACTION_BAR.x + 8, L.ACTION_BAR.centery)
        if selling(state, self.fq) and not ctx.pending:
            blit_text(
                surface, tr("five_tribes.table.sell_label"), 18, SAND, where, anchor="midleft", bold=True
            )
        if state.step != Step.DROP:
            return
        blit_text(surface, tr("five_tribes.table.hand"), 18, SAND, where, anchor="midleft", bold=True)
        for colour, rect in sorted(self.hand_rects(state).items()):
            if colour == self.selected_colour:
                pygame.draw.rect(surface, GLOW, rect, 3, border_radius=10)
            # The number key that picks this colour (drawn as a key: a bare digit beside a meeple
            # read as a count), then the meeple and how many are in hand.
            draw_keycap(surface, keys.colour_key(colour), (rect.x + 6, rect.centery))
            count = state.turn.hand[colour]
            draw_meeple(
                surface, ctx.assets, colour, (rect.x + 44, rect.centery), ctx.high_contrast, count, (32, 40)
            )

    def draw_target_glow(
        self, surface: pygame.Surface, target: Target, strength: float, hovered: bool
    ) -> None:
        glow_tile(surface, TILE_INDEX[target.key], strength, hovered)

    def draw_live(self, surface: pygame.Surface, ctx: Ctx) -> None:
        shown = _ft(ctx.state)
        fq = self.fq if ctx.interactive else None
        hover_tile = L.tile_at(ctx.hover)
        # The move so far, also while a bot's meeple is still hopping along it (the state shown).
        path = move_path(shown)
        if path:
            live = fq is not None and not ctx.showing_before and hover_tile in fq.tiles
            next_tile = hover_tile if live else None
            draw_path(surface, path, next_tile, ctx.time)
            if fq is not None and next_tile is not None:
                chosen = questions.default_drop(shown, fq, next_tile, self.selected_colour)
                if chosen is not None:
                    rect = L.TILE_RECTS[next_tile]
                    centre = (rect.centerx, rect.y + 16)
                    draw_meeple(surface, ctx.assets, (chosen - A.DROP) % 5, centre, ctx.high_contrast)
        if fq is not None and shown.step == Step.BID:
            for spot in range(9):
                rect = L.spot_rect(spot)
                if rect.collidepoint(ctx.hover) and A.bid(min(spot, 6)) in fq.options:
                    pygame.draw.rect(surface, (200, 255, 250), rect.inflate(8, 8), 3, border_radius=12)
        if ctx.thinking is not None:
            seats.draw_thinking(
                surface, shown, ctx.thinking, ctx.names[ctx.thinking], ctx.time, ctx.acting_seat
            )
        if ctx.interactive:
            for rect in self.hand_rects(shown).values():
                if rect.collidepoint(ctx.hover):
                    pygame.draw.rect(surface, GLOW, rect, 3, border_radius=10)

    def tooltip_at(self, ctx: Ctx, pos: tuple[int, int]) -> Tooltip | None:
        state = _ft(ctx.state)
        if ctx.interactive:
            for colour, rect in self.hand_rects(state).items():
                if rect.collidepoint(pos):
                    return Tooltip(*labels.hand_tooltip(colour, state.turn.hand[colour]))
        found = tooltips.tooltip_at(state, pos, ctx.viewer, ctx.names.__getitem__, ctx.acting_seat)
        return Tooltip(*found) if found is not None else None

    def tooltip_keep(self, ctx: Ctx) -> list[pygame.Rect]:
        """The viewer's name and VP line and their coins and meeples under it (coins are points):
        what a card or djinn in their panel would change."""
        if ctx.viewer is None:
            return []
        spots = seats.panel_spots(_ft(ctx.state), ctx.viewer, ctx.viewer, ctx.acting_seat)
        return [spot.rect for spot in spots if spot.kind <= seats.Spot.CAMELS]

    # -- events -----------------------------------------------------------------------------

    def animate(self, events: Sequence[Event], before: State, ctx: Ctx, scale: float) -> list[Anim]:
        return list(anims_for(list(events), _ft(before), scale))

    def log_writer(self, name: Callable[[int], str]) -> LogWriter:
        return FiveTribesWriter(name)

    # -- privacy ----------------------------------------------------------------------------

    def observe(self, state: State, viewer: int | None) -> State:
        """The observation, with the action history kept: every Five Tribes action is public (only
        the piles' orders and face-down cards are not), and the move's path is read from it."""
        seen = _ft(super().observe(state, viewer))
        seen.history = list(_ft(state).history)
        return seen

    def public_state(self, state: State) -> State:
        """Nobody's private cards: seat 0's observation with seat 0's own cards turned down too."""
        seen = _ft(state.observation(0))
        holder = seen.players[0]
        holder.hidden += sum(holder.private)
        holder.private = [0] * 10
        if any(h.gold < 0 for h in seen.players):  # hidden_gold: seat 0's coins face down too
            holder.gold = -1
        return seen


def selling(state: FiveTribesState, fq: questions.Question | None) -> bool:
    """The action bar starts with "Sell:" only when there is something to sell."""
    sales = fq is not None and any(A.SELL_KIND <= a <= A.SELL for a in fq.options)
    return state.step in (Step.END, Step.SUIT) and sales


def option_key(state: FiveTribesState, action: int) -> str:
    """What an option is, in words that stay the same when other options come and go."""
    return state.action_to_str(action)


def new_session(setup: GameSetup, state: FiveTribesState | None = None) -> Session:
    """A Five Tribes session away from a screen (tests, tools)."""
    return Session(TITLE, setup, state, view=FiveTribesView())


def table_scene(app: App, session: Session, **options: Any) -> TableScene:
    """The shared table scene playing Five Tribes (``options``: demo, bot_budget)."""
    from game.client.table.scene import TableScene

    return TableScene(app, FiveTribesView(app), session, **options)
