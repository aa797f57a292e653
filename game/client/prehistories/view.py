"""Prehistories at the shared table: the ``GameView`` (game/client/table/view.py documents the hooks)."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING, cast

import pygame

from game.client.lettering import draw_text
from game.client.prehistories import (
    board,
    flight,
    keys,
    marks,
    plan,
    questions,
    reference,
    round_end,
    rows,
    seats,
    tooltips,
    words,
)
from game.client.prehistories import layout as L
from game.client.prehistories.art import BONE, BONE_DIM, OCHRE, OCHRE_LIGHT, TRIBE_RGB, Art, tribe_rgb
from game.client.prehistories.logwords import PrehistoriesLog, RoundOpened
from game.client.prehistories.paint import PaintTool, footprint_surface, tint_surface
from game.client.prehistories.questions import Choice
from game.client.table.reference import Chapter
from game.client.table.view import GameView
from game.client.table.view_types import Ctx, LogWriter, Question, Tooltip, Zones
from game.client.text import font, tr
from game.rules.base import Event, State
from game.rules.outcome import Tally
from game.rules.prehistories import TITLE
from game.rules.prehistories import actions as act
from game.rules.prehistories.actions import Verb
from game.rules.prehistories.data import COLUMN_LETTERS, SIZE, cell_name, components, parse_cell, strength
from game.rules.prehistories.phase import Phase
from game.rules.prehistories.state import PrehistoriesState

if TYPE_CHECKING:
    from game.client.app import App

NS = "prehistories"


def seat_colours() -> tuple[tuple[int, int, int], ...]:
    return tuple(TRIBE_RGB[t.colour] for t in components().tribes)


class PrehistoriesView(GameView):
    title = TITLE
    shelf = 3
    seat_colours = seat_colours()
    backdrop = "prehistories/backdrop"
    music = "music/prehistories"
    demo_levels = ("easy", "normal")
    # The plan's disc on the zone while the hunt asks for it, then on the hunter card to send
    # (it sat on the card, which answers nothing until a zone is chosen).
    route_disc = True

    def __init__(self, app: App | None = None) -> None:
        super().__init__(app)
        self._art: Art | None = None
        self.choice = Choice()
        self._initiatives = plan.Initiatives()
        self.focus_seat = 0
        self.players = 2
        # (key, the state drawn, the observation it came from: kept so its id stays unique)
        self._shown: tuple[Hashable, PrehistoriesState, State] | None = None

    # -- helpers --------------------------------------------------------------------------------

    def art(self, ctx: Ctx) -> Art:
        if self._art is None:
            self._art = Art(ctx.assets)
        return self._art

    @staticmethod
    def game(ctx: Ctx) -> PrehistoriesState:
        return cast(PrehistoriesState, ctx.state)

    def shown(self, ctx: Ctx) -> PrehistoriesState:
        """What is drawn: the observation less what the anims are still bringing in (flight.py)."""
        if ctx.showing_before or not ctx.hidden:
            return self.game(ctx)
        key = (id(ctx.state), ctx.hidden)
        if self._shown is None or self._shown[0] != key:
            self._shown = (key, flight.shown(self.game(ctx), ctx.hidden), ctx.state)
        return self._shown[1]

    @staticmethod
    def flying_zones(ctx: Ctx) -> frozenset[int]:
        return frozenset() if ctx.showing_before else flight.flying_zones(ctx.hidden)

    def focus(self, ctx: Ctx) -> int:
        """Whose cave is drawn large: the person at the screen, else the seat to move."""
        state = self.game(ctx)
        if ctx.viewer is not None:
            return ctx.viewer
        mover = ctx.mover if ctx.mover >= 0 else state.current_player()
        return mover if mover >= 0 else 0

    def layout(self, ctx: Ctx) -> L.Layout:
        state = self.game(ctx)
        self.focus_seat = self.focus(ctx)
        self.players = state.num_players
        return L.layout(state.num_players, self.focus_seat)

    # -- words ----------------------------------------------------------------------------------

    def status(self, ctx: Ctx) -> str:
        state = self.game(ctx)
        phase = ("round_start", "initiative", "hunt", "paint", "over")[int(state.phase)]
        return tr(f"{NS}.status", round=state.round, phase=tr(f"{NS}.phase.{phase}"))

    def score_line_label(self, key: str) -> str:
        return words.objective(key)

    def rules_title(self) -> str:
        return tr(f"{NS}.rules.title")

    def tie_break(self, state: State, names: Sequence[str]) -> str | None:
        # prehistories.md 7: the eighth totem ends the game with that player the only winner (no
        # one else can hold 8), so a shared top comes from the stall: every player with the most
        # totems wins (ties shared).
        if cast(PrehistoriesState, state).end_reason != "stall":
            return None
        return tr(
            f"{NS}.results.tie_stall", totems=tr(f"{NS}.results.totems_each", count=max(state.scores()))
        )

    def rules_pages(self) -> list[list[tuple[str, str]]]:
        pages = []
        for page in ("goal", "round", "hunt", "paint", "score"):
            pages.append([(tr(f"{NS}.rules.{page}.title"), tr(f"{NS}.rules.{page}.text"))])
        return pages

    def reference_chapters(self) -> list[Chapter]:
        return reference.chapters()

    def hotkey(self, ctx: Ctx, key: str, action: int | None) -> str | None:
        return keys.hotkey(key)

    def key_entries(self) -> list[tuple[str, str]]:
        return keys.key_entries()

    def option_label(self, ctx: Ctx, action: int) -> str:
        d = act.decode(action)
        if d.verb == Verb.PAINT:
            # The square clicked, not the anchor (the top-left of the tile's box, maybe off the tile).
            state = cast(PrehistoriesState, ctx.state)
            square = questions.paint_square(state, d.zone, d.side, d.cell)
            offered = dict(state.offered_pending())
            if len(offered) > 1 and d.zone in offered:
                # Which tile, when several wait: else the hint reads "Paint on its front at a3"
                # twice, for two tiles.
                tile = words.tile_name(offered[d.zone])
                return tr(f"{NS}.option.paint_tile", tile=tile, side=words.side(d.side), at=cell_name(square))
            return tr(f"{NS}.option.paint", side=words.side(d.side), at=cell_name(square))
        # Words for every other verb too: the hint panel names board clicks with this label.
        if d.verb == Verb.SELECT:
            return tr(f"{NS}.option.select", card=d.card, strength=strength(d.card))
        state = cast(PrehistoriesState, ctx.state)
        if d.verb == Verb.COMMIT:
            # The button's words: an empty party is committed as "no hunters" there too.
            mover = state.current_player()
            empty = 0 <= mover < state.num_players and not state.seats[mover].party
            return tr(f"{NS}.option.{'commit_empty' if empty else 'commit'}")
        if d.verb == Verb.DONE:
            return questions.done_label(state)
        zone = act.zone_label(state.zone_defs, d.zone)
        if d.verb == Verb.ASSIGN:
            return tr(f"{NS}.option.assign", card=d.card, zone=zone)
        if d.verb == Verb.TAKE:
            return tr(f"{NS}.option.take", zone=zone)
        return tr(f"{NS}.option.discard", zone=zone)

    def plan_target(self, ctx: Ctx, action: int) -> pygame.Rect | None:
        state = self.game(ctx)
        held = self.held_shown(state, state.current_player())
        if held is not None and action == act.select_id(held):
            # The held card is sent by the commit button (Choice.held): a click on the card
            # would let it go. No disc on it: the hint's marker goes on that button.
            return None
        return plan.plan_target(
            state,
            action,
            L.layout(state.num_players, min(self.focus_seat, state.num_players - 1)),
            self.choice.strip,
        )

    def plan_keep_clear(self, ctx: Ctx, rect: pygame.Rect) -> list[pygame.Rect]:
        return plan.plan_keep_clear(self.game(ctx), rect)

    def hint_rooms(self, ctx: Ctx) -> list[pygame.Rect]:
        from game.client.table.hint_place import MIN_WIDTH

        return L.hint_rooms(self.layout(ctx), MIN_WIDTH)

    def hint_reads(self, ctx: Ctx) -> list[pygame.Rect]:
        return L.hint_reads(self.layout(ctx))

    def event_words(self, tally: Tally) -> str | None:
        return plan.event_words(tally)

    def plan_own_words(self, first: bool, actions: Sequence[int], gain: int) -> str | None:
        return plan.own_words(first, actions, gain)

    def preview_avoid(self, ctx: Ctx) -> list[pygame.Rect]:
        """The viewer's totem track (the totems left to place, what the game is won by): a
        party's strength box above a hand card, or a paint's below the cave, covered it."""
        if ctx.viewer is None:
            return []
        return [self.layout(ctx).blocks[ctx.viewer].totems]

    def preview_lines(self, ctx: Ctx, action: int) -> list[str]:
        return plan.preview_lines(self.game(ctx), action, self._initiatives)

    def preview_clear(self, ctx: Ctx, action: int, rect: pygame.Rect) -> pygame.Rect:
        """A paint's box stays off the tile drawn where it would go (``draw_painting``), which
        spreads over squares around the one hovered."""
        state = self.game(ctx)
        lay = L.layout(state.num_players, min(self.focus_seat, state.num_players - 1))
        footprint = plan.paint_footprint(state, action, lay)
        return rect if footprint is None else rect.union(footprint)

    # -- layout and drawing ---------------------------------------------------------------------

    def zones(self) -> Zones:
        return Zones(top_strip=L.TOP, log=L.LOG, options=L.OPTIONS, panels=pygame.Rect(12, 248, 1232, 468))

    def round_split(self, events: Sequence[Event]) -> int:
        return round_end.round_split(events)

    def round_summary(self, events: Sequence[Event], name: Callable[[int], str]) -> list[str]:
        return round_end.round_summary(self, events, name)

    def touched_places(self, events: Sequence[Event]) -> set[str]:
        return marks.touched_places(events)

    def mark_rect(self, name: str, state: State, viewer: int | None) -> pygame.Rect | None:
        return marks.mark_rect(name, cast(PrehistoriesState, state), self.focus_seat)

    def points_anchor(self, player: int, players: int) -> tuple[int, int]:
        """In the seat's header, right of its name: the totem row below stays in sight."""
        block = L.layout(players, min(self.focus_seat, players - 1)).blocks[player]
        return (block.header.right - 64, block.header.y + 15)

    def score_anchor(self, player: int, players: int) -> tuple[int, int]:
        lay = L.layout(players, min(self.focus_seat, players - 1))
        block = lay.blocks[player]
        return (block.totems.x + 40, block.totems.y)

    def layer_key(self, ctx: Ctx) -> Hashable:
        return (self.choice.zone, self.choice.paint_zone, self.choice.side)

    def draw_base(self, surface: pygame.Surface, ctx: Ctx) -> None:
        state = self.shown(ctx)
        art = self.art(ctx)
        lay = self.layout(ctx)
        surface.blit(art.opaque(self.backdrop), (0, 0))
        surface.blit(art.panel(L.TOP.width - 8, L.TOP.height - 6, OCHRE), (4, 3))
        open_zones = frozenset(z for z in (state.open_zone, self.choice.zone) if z is not None and z >= 0)
        order_flying = not ctx.showing_before and flight.ORDER in ctx.hidden
        groups = flight.groups(state, frozenset() if ctx.showing_before else ctx.hidden)
        board.draw_board(
            surface, art, state, lay, None, open_zones, self.flying_zones(ctx), order_flying, groups
        )
        rows.draw_objectives(surface, art, state, self.focus_seat)
        surface.blit(art.panel(L.LOG.width, L.LOG.height), L.LOG.topleft)
        surface.blit(art.panel(L.ACTIONS.width, L.ACTIONS.height), L.ACTIONS.topleft)
        mover = ctx.acting_seat  # the table's acting seat: the bot whose move plays out, too
        for block in lay.blocks:
            seats.draw_block(
                surface,
                art,
                state,
                block,
                ctx.names[block.seat],
                block.seat == mover,
                ctx.viewer,
                block.seat in flight.flipping_parties(ctx.hidden),
            )
        self._draw_strip(surface, ctx, art, state)
        if state.phase == Phase.PAINT:
            # Make the dragged tile's images now (the layer redraw), not in the first drag frame.
            cell = lay.blocks[mover].cell
            for _zone, kind in state.offered_pending():
                for side in (0, 1):
                    art.tile(kind, side, cell)
                    art.tile(kind, side, cell, ghost=True)

    def _draw_strip(self, surface: pygame.Surface, ctx: Ctx, art: Art, state: PrehistoriesState) -> None:
        """The bottom strip: the viewer's cards (or the tiles to paint), face down to everyone else."""
        surface.blit(art.panel(L.HAND.width, L.HAND.height, (150, 112, 70)), L.HAND.topleft)
        viewer = ctx.viewer
        if viewer is None:
            draw_text(surface, tr(f"{NS}.strip.hidden"), 20, BONE_DIM, L.HAND.center, anchor="center")
            return
        seat = state.seats[viewer]
        mine = state.current_player() == viewer
        if state.phase == Phase.PAINT and mine:
            self._draw_pending(surface, art, state)
            return
        held = self.held_shown(state, viewer)
        placed = questions.card_rects(state, viewer, held, self.choice.strip)
        cards = list(placed)  # in slot order: a hunter sent this turn leaves its slot empty
        rects = [placed[c] for c in cards]
        lifted: frozenset[int] = frozenset()
        dimmed: frozenset[int] = frozenset()
        question = ctx.question
        playable = (
            {int(t.key.split(":")[1]) for t in question.targets if t.key.startswith(("card:", "hold:"))}
            if question
            else set()
        )
        if state.phase == Phase.INITIATIVE:
            lifted = frozenset([*seat.party, *([held] if held is not None else [])])
            if mine:
                dimmed = frozenset(c for c in cards if c not in playable and c not in seat.party)
            title = (
                tr(f"{NS}.strip.party", value=state.strength_of(lifted)) if mine else tr(f"{NS}.strip.hand")
            )
        elif state.phase == Phase.HUNT and mine:
            lifted = frozenset(seat.party)
            dimmed = frozenset(c for c in cards if c not in playable)
            title = hunt_title(state, viewer)
        else:
            title = tr(f"{NS}.strip.hand")
        draw_text(surface, title, 18, OCHRE_LIGHT, L.STRIP_TITLE.topleft, bold=True)
        seats.draw_empty_slots(surface, questions.empty_slots(state, viewer, self.choice.strip))
        seats.draw_hand(surface, art, cards, rects, lifted, dimmed, None)

    def _draw_pending(self, surface: pygame.Surface, art: Art, state: PrehistoriesState) -> None:
        offered = sorted(state.offered_pending())
        tool = questions.current_tool(state, self.choice)
        draw_text(
            surface,
            tr(f"{NS}.strip.pending", count=len(offered)),
            18,
            OCHRE_LIGHT,
            L.STRIP_TITLE.topleft,
            bold=True,
        )
        for (zone, kind), rect in zip(offered, L.pending_rects(len(offered))):
            shape = components().tiles[kind].sides[tool.side if tool and tool.zone == zone else 0]
            picture, cell = L.tray_picture(rect, shape.width, shape.height)
            image = art.tile(kind, tool.side if tool and tool.zone == zone else 0, cell)
            surface.blit(image, image.get_rect(center=picture.center))
            if tool is not None and tool.zone == zone:
                pygame.draw.rect(surface, OCHRE_LIGHT, rect, 3, border_radius=10)
            draw_text(
                surface,
                words.zone(state.zone_defs[zone].label),
                16,
                BONE,
                L.tray_name(rect).midbottom,
                anchor="midbottom",
            )

    def draw_live(self, surface: pygame.Surface, ctx: Ctx) -> None:
        state = self.shown(ctx)
        art = self.art(ctx)
        lay = self.layout(ctx)
        hover_zone = lay.zone_at(ctx.hover)
        if hover_zone in self.flying_zones(ctx):
            hover_zone = None  # its tile is still on the way: nothing to show on hover
        if hover_zone is not None and state.zones[hover_zone] >= 0:
            board.draw_zone(
                surface,
                art,
                state,
                lay.zones[hover_zone],
                True,
                hover_zone in (state.open_zone, self.choice.zone),
            )
        if ctx.interactive and ctx.viewer is not None:
            if state.phase == Phase.PAINT:
                self.draw_painting(surface, ctx, art, state, lay)
            elif state.phase == Phase.HUNT:
                self._draw_hunt_preview(surface, ctx, state, lay)
        if ctx.thinking is not None:
            seats.draw_thinking(surface, lay.blocks[ctx.thinking], ctx.time)

    def paint_tool(self, ctx: Ctx) -> PaintTool | None:
        return questions.current_tool(self.game(ctx), self.choice)

    def draw_painting(
        self, surface: pygame.Surface, ctx: Ctx, art: Art, state: PrehistoriesState, lay: L.Layout
    ) -> None:
        """The tile follows the pointer over the cave: every legal square tinted, the footprint
        snapped to the legal placement the click would play."""
        tool = self.paint_tool(ctx)
        if tool is None:
            return
        block = lay.blocks[state.current_player()]
        cave = state.seats[block.seat].cave
        legal = tool.legal(cave)
        surface.blit(tint_surface(legal.union, block.cell), block.cave.topleft)
        cell = block.cell_at(ctx.hover)
        anchor = None
        if cell is not None:
            anchor = questions.cell_targets(state, tool, block).get(cell)
        if anchor is not None:
            image = art.tile(tool.kind_index, tool.side, block.cell)
            topleft = block.cell_rect(anchor).topleft
            surface.blit(image, topleft)
            surface.blit(footprint_surface(tool.shape, block.cell, OCHRE_LIGHT), topleft)
        elif block.cave.inflate(block.cell * 2, block.cell * 2).collidepoint(ctx.hover):
            image = art.tile(tool.kind_index, tool.side, block.cell, ghost=True)
            surface.blit(image, tool.free_topleft(ctx.hover, block.cell))

    def _draw_hunt_preview(
        self, surface: pygame.Surface, ctx: Ctx, state: PrehistoriesState, lay: L.Layout
    ) -> None:
        """Hovering a party card shows what the group would reach with it."""
        question = ctx.question
        if question is None:
            return
        target = question.target_at(ctx.hover)
        if target is None or not target.key.startswith("card:"):
            return
        card = int(target.key.split(":")[1])
        zone_index = state.open_zone if state.open_zone >= 0 else self.choice.zone
        if zone_index is None or zone_index < 0:
            return
        zone = state.zone_defs[zone_index]
        total = state.group_total + state.strength_of([card])
        text = questions.preview(total, zone.orange, zone.green)
        rect = target.rect
        pygame.draw.rect(surface, OCHRE_LIGHT, rect.inflate(4, 4), 3, border_radius=12)
        title = strip_title_rect(hunt_title(state, state.current_player()))
        label = preview_label_rect(rect, font(18, True).size(text), title)
        pygame.draw.rect(surface, (34, 26, 20), label, border_radius=6)
        draw_text(surface, text, 18, BONE, label.center, anchor="center", bold=True)

    # -- questions ------------------------------------------------------------------------------

    def question(self, ctx: Ctx, legal: list[int]) -> Question:
        return questions.build(self.game(ctx), legal, self.choice, self.layout(ctx))

    def choose(self, key: str) -> None:
        name, _, value = key.partition(":")
        if name == "zone":
            self.choice.zone = int(value)
        elif name == "back":
            self.choice.zone = None
        elif name == "pending":
            self.choice.paint_zone = int(value)
            self.choice.side = 0
        elif name == "flip":
            self.choice.side = 1 - self.choice.side
        elif name == "hold":
            card = int(value)
            self.choice.held = None if self.choice.held == card else card

    def back(self) -> bool:
        if self.choice.held is not None:
            self.choice.held = None
            return True
        if self.choice.zone is not None:
            self.choice.zone = None
            return True
        return False

    def reset(self) -> None:
        self.choice.clear()

    def route(self, ctx: Ctx, question: Question, action: int) -> str | None:
        d = act.decode(action)
        if d.verb == Verb.ASSIGN and self.choice.zone != d.zone:
            return f"zone:{d.zone}"
        if d.verb == Verb.PAINT:
            tool = self.paint_tool(ctx)
            if tool is not None and tool.zone != d.zone:
                return f"pending:{d.zone}"
            if tool is not None and tool.side != d.side:
                return "flip"
        if d.verb == Verb.DISCARD:
            tool = self.paint_tool(ctx)
            if tool is not None and tool.zone != d.zone:
                return f"pending:{d.zone}"
        return None

    def wheel(self, ctx: Ctx, pos: tuple[int, int], steps: int) -> bool:
        """The mouse wheel flips the tile in hand while painting (True: the wheel was used)."""
        tool = self.paint_tool(ctx)
        if tool is None or not tool.can_flip():
            return False
        self.choose("flip")
        return True

    def tooltip_at(self, ctx: Ctx, pos: tuple[int, int]) -> Tooltip | None:
        lay = self.layout(ctx)
        if self.dragging_at(ctx, lay, pos):
            return None  # the tile in hand follows the pointer: a tooltip would cover it
        shown = self.shown(ctx)
        held = self.held_shown(self.game(ctx), ctx.viewer)
        return tooltips.tooltip_at(
            shown, lay, pos, ctx.names, ctx.viewer, self.flying_zones(ctx), held, self.choice.strip
        )

    def tooltip_keep(self, ctx: Ctx) -> list[pygame.Rect]:
        """The viewer's name and card counts, and their totem track (the totems they have left
        to place, what the game is won by): what a card in their hand would change."""
        if ctx.viewer is None:
            return []
        block = self.layout(ctx).blocks[ctx.viewer]
        return [block.header, block.totems]

    def held_shown(self, state: PrehistoriesState, viewer: int | None) -> int | None:
        """The held card (Choice.held) the strip draws raised: only the forming party's own."""
        if state.phase != Phase.INITIATIVE or viewer is None or state.current_player() != viewer:
            return None
        return self.choice.held

    def dragging_at(self, ctx: Ctx, lay: L.Layout, pos: tuple[int, int]) -> bool:
        """The tile in hand is drawn under the pointer at ``pos`` (draw_painting's area)."""
        state = self.game(ctx)
        if not (ctx.interactive and ctx.viewer is not None and state.phase == Phase.PAINT):
            return False
        if self.paint_tool(ctx) is None:
            return False
        block = lay.blocks[state.current_player()]
        return block.cave.inflate(block.cell * 2, block.cell * 2).collidepoint(pos)

    def place_rect(self, name: str) -> pygame.Rect | None:
        lay = L.layout(self.players, self.focus_seat)
        if name.startswith("zone:"):
            index = int(name.split(":")[1])
            return lay.zones[index].rect if index < len(lay.zones) else None
        if name.startswith("objective:"):
            return L.objective_rect(int(name.split(":")[1]), 5 if self.players > 3 else 4)
        if name in ("hand", "board", "log"):
            return {"hand": L.HAND, "board": L.BOARD, "log": L.LOG}[name]
        try:
            return lay.blocks[self.focus_seat].cell_rect(parse_cell(name))
        except ValueError:
            return None

    def place_rect_in(self, name: str, state: State) -> pygame.Rect | None:
        """Also the tutorial scripts' places (places.py: "cave_0", "hunting_board", "hand_0")."""
        from game.client.prehistories.places import place

        found = place(name, state.num_players, self.focus_seat)
        return found if found is not None else self.place_rect(name)

    def place_names(self) -> list[str]:
        cells = [f"{c}{r}" for c in COLUMN_LETTERS for r in range(1, SIZE + 1)]
        return (
            ["hand", "board", "log"]
            + [f"zone:{i}" for i in range(7)]
            + [f"objective:{i}" for i in range(5)]
            + cells
        )

    # -- events ---------------------------------------------------------------------------------

    def log_writer(self, name: Callable[[int], str]) -> LogWriter:
        return PrehistoriesLog(name)

    def opening_events(self, state: State) -> list[Event]:
        # The round the log starts in: later rounds' headings follow from the events (logwords).
        return [RoundOpened(cast(PrehistoriesState, state).round)]

    def animate(self, events: Sequence[Event], before: State, ctx: Ctx, scale: float) -> list:
        from game.client.prehistories.anims import anims_for

        return anims_for(self, events, cast(PrehistoriesState, before), ctx, scale)

    # -- privacy --------------------------------------------------------------------------------

    def public_state(self, state: State) -> State:
        """What anyone at the table may see: seat 0's observation with seat 0's secrets hidden too."""
        game = cast(PrehistoriesState, state)
        public = game.observation(0) if game.observer in (-1, 0) else game.clone()
        seat = public.seats[0]
        hidden = len(seat.hand) - len(seat.known)
        if public.phase == Phase.INITIATIVE:
            hidden += len(seat.party)
            seat.party = []
        seat.hand = sorted(seat.known) + [0] * hidden
        return public


def tribe_colour(seat_colour: int) -> tuple[int, int, int]:
    return tribe_rgb(seat_colour)


__all__ = ["PrehistoriesView", "OCHRE", "BONE"]


def hunt_title(state: PrehistoriesState, viewer: int) -> str:
    """The hand strip's heading while the viewer sends hunters."""
    return tr(f"{NS}.strip.hunt", value=state.strength_of(state.seats[viewer].party))


def strip_title_rect(title: str) -> pygame.Rect:
    """Where the hand strip's heading ``title`` is drawn (18 px bold at ``STRIP_TITLE``)."""
    return pygame.Rect(L.STRIP_TITLE.topleft, font(18, True).size(title))


def preview_label_rect(
    card: pygame.Rect, text_size: tuple[int, int], title: pygame.Rect | None = None
) -> pygame.Rect:
    """Where the hunt preview ("total 5: no injury") sits above a hovered party card: on a dark
    backing, kept inside the hand strip's width (else over the first card it runs off the
    canvas's left edge and reads as "м 5: без поранення"). Where that would cover the strip's
    heading (``title``), it goes on the heading's line past its end ("разом 9: без поранення"
    hid "Ваш загін (сила 9): відпр…")."""
    label = pygame.Rect(0, 0, text_size[0] + 12, text_size[1] + 2)
    label.midbottom = (card.centerx, card.y - 2)
    label.left = max(label.left, L.HAND.x + 4)
    label.right = min(label.right, L.HAND.right - 4)
    if title is not None and label.colliderect(title):
        label.left = max(label.left, title.right + 16)
        label.right = min(label.right, L.HAND.right - 4)
    if title is not None and label.colliderect(title):  # no room past it: over the card's foot
        label.centerx = card.centerx
        label.clamp_ip(L.HAND.inflate(-8, 0))
        label.bottom = card.bottom - 4
    return label
