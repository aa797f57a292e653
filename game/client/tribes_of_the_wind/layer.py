"""The table's cached layer, redrawn by regions: only the boards, rows and holder that changed.

The shared table redraws its cached layer whenever anything in its key changes (a bot starts to
think, a log line, an action, an animation bringing a piece in). Drawing all five boards, the rows
and the holder costs 10-25 ms, too much for one frame at 5 players (the budget: p99 under 20 ms).
So each region of the layer keeps a signature of what it shows; a region whose signature is the
same keeps its pixels. The regions never overlap. They are kept on the layer's own canvas, which
is copied whole onto the table's cached layer at every redraw: the shared table draws its strip,
log and translucent buttons (with shadows reaching past its zones) over that copy, so nothing it
drew last time is drawn over again (the privacy test compares two draws pixel for pixel).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

import pygame

from game.client.text import language
from game.client.tribes_of_the_wind import art, rows, seats
from game.client.tribes_of_the_wind import layout as L
from game.rules.tribes_of_the_wind.board import Board
from game.rules.tribes_of_the_wind.state import TotwState

ROW_KEYS = frozenset({"row", "market", "village_row"})


def _board_sig(board: Board) -> tuple[object, ...]:
    return (
        tuple(board.tile), tuple(board.village), tuple(board.riders), tuple(board.temple),
        tuple(board.pollution), board.capital, board.water, tuple(board.hand), tuple(board.tucked),
        board.leader, tuple(board.powers), tuple(board.tasks_done), board.villages,
    )  # fmt: skip


def _hidden_of(
    hidden: frozenset[Hashable] | tuple[()], test: Callable[[tuple[object, ...]], bool]
) -> frozenset:
    return frozenset(h for h in hidden if isinstance(h, tuple) and len(h) >= 2 and test(h))


def _shadowed(rect: pygame.Rect) -> pygame.Rect:
    """A panel with its drop shadow (art.shadow runs 6 px right and 10 px down), cut to the 10 px
    gaps between boards so that no two regions overlap."""
    return pygame.Rect(rect.x - 4, rect.y - 4, rect.width + 10, rect.height + 10)


ROWS_RECT = pygame.Rect(L.RIGHT.x - 4, L.RIGHT.y - 4, L.RIGHT.width + 10, L.LOG.y - L.RIGHT.y + 2)
BOTTOM_RECT = L.BOTTOM.inflate(8, 8)
LOG_RECT = pygame.Rect(L.LOG.x - 4, ROWS_RECT.bottom, L.LOG.width + 10, L.LOG.bottom + 4 - ROWS_RECT.bottom)


class RegionLayer:
    """Remembers what each region of one cached surface shows."""

    def __init__(self) -> None:
        self._canvas: pygame.Surface | None = None
        self._global: Hashable = None
        self._sigs: dict[str, Hashable] = {}
        self.redrawn: list[str] = []  # the regions the last draw repainted (for tests and the bench)

    def draw(
        self,
        surface: pygame.Surface,
        state: TotwState,
        viewer: int | None,
        names: Sequence[str],
        hidden: frozenset[Hashable] | tuple[()],
        backdrop: pygame.Surface | None,
        high_contrast: bool,
        choice: tuple[int | None, int | None],
        log_panel: pygame.Surface,
        acting: int | None = None,
    ) -> None:
        """``acting``: the seat whose board is lit (the table's acting seat, ``Ctx.acting_seat``: the
        bot whose move plays out, not the seat to move next); None: the seat to move."""
        canvas = self._canvas_for(surface)
        glob = (state.num_players, viewer, tuple(names), language(), high_contrast, id(backdrop))
        if glob != self._global:
            self._global = glob
            self._sigs = {}
            self._paint_ground(canvas, backdrop, log_panel)
        lit = state.seat if acting is None else acting
        self.redrawn = []
        for name, rect, key, paint in self._regions(canvas, state, viewer, names, hidden, choice, lit):
            if self._sigs.get(name) == key:
                continue
            self._sigs[name] = key
            self.redrawn.append(name)
            self._paint(canvas, rect, backdrop, paint)
        self._mark_choice(canvas, state, choice)
        surface.blit(canvas, (0, 0))

    def _canvas_for(self, target: pygame.Surface) -> pygame.Surface:
        """The layer's own canvas, the size of ``target`` (a new one forgets every region)."""
        if self._canvas is None or self._canvas.get_size() != target.get_size():
            self._canvas = (
                pygame.Surface(target.get_size()).convert()
                if pygame.display.get_surface()
                else pygame.Surface(target.get_size())
            )
            self._global = None
        return self._canvas

    def _paint_ground(
        self, surface: pygame.Surface, backdrop: pygame.Surface | None, log_panel: pygame.Surface
    ) -> None:
        """What lies under every region: the backdrop, the top strip's veil, the log's panel."""
        if backdrop is not None:
            surface.blit(backdrop, (0, 0))
        else:
            surface.fill(art.SKY)
        veil = pygame.Surface(L.TOP.size, pygame.SRCALPHA)
        veil.fill((30, 50, 70, 150))
        surface.blit(veil, L.TOP.topleft)
        self._paint(surface, LOG_RECT, backdrop, lambda: _log_back(surface, log_panel))

    def _regions(
        self,
        surface: pygame.Surface,
        state: TotwState,
        viewer: int | None,
        names: Sequence[str],
        hidden: frozenset[Hashable] | tuple[()],
        choice: tuple[int | None, int | None],
        lit: int,
    ) -> list[tuple[str, pygame.Rect, Hashable, Callable[[], None]]]:
        """Each region: its name, its rect, the signature of what it shows, and how to paint it."""
        players = state.num_players
        source, origin = choice
        me = state.seat
        boards = [_board_sig(b) for b in state.boards]
        scores = tuple(tuple(state.score_breakdown(p).values()) for p in range(players))
        rows_sig = (
            tuple(state.element_row), len(state.element_deck),
            state.element_of(state.element_deck[-1]) if state.element_deck else -1,
            tuple(state.element_discard[-1:]), len(state.element_discard), tuple(state.forest_market),
            len(state.forest_stack), tuple(state.village_row), len(state.village_deck), state.end_token,
            boards[viewer] if viewer is not None else None, source,
            _hidden_of(hidden, lambda h: h[0] in ROW_KEYS),
        )  # fmt: skip
        regions: list[tuple[str, pygame.Rect, Hashable, Callable[[], None]]] = []
        for player, geom in enumerate(L.board_geoms(players)):
            sig = (
                boards[player], scores[player], player == lit, origin if player == me else None,
                _hidden_of(hidden, lambda h, p=player: h[1] == p and h[0] != "hand"),  # type: ignore[misc]
            )  # fmt: skip
            regions.append(
                (
                    f"board{player}",
                    _shadowed(geom.rect),
                    sig,
                    lambda p=player, g=geom: seats.draw_board(  # type: ignore[misc]
                        surface, state, p, g, names[p], active=p == lit, hidden=hidden
                    ),
                )
            )
        regions.append(
            ("rows", ROWS_RECT, rows_sig, lambda: rows.draw_rows(surface, state, viewer, names, hidden))
        )
        # The holder's ticks count every hand and the row: redrawn with any change of the table.
        everything = (tuple(boards), scores, rows_sig, me, frozenset(hidden))
        from game.client.tribes_of_the_wind.view import draw_bottom, score_table

        regions.append(
            ("bottom", BOTTOM_RECT, everything, lambda: draw_bottom(surface, state, viewer, hidden))
        )
        if players == 5:
            regions.append(
                (
                    "scores",
                    L.score_table_rect().inflate(8, 8),
                    scores,
                    lambda: score_table(surface, state, names),
                )
            )
        return regions

    def _mark_choice(
        self, surface: pygame.Surface, state: TotwState, choice: tuple[int | None, int | None]
    ) -> None:
        """The half-made choice's gold frames (the market picked, the rider's origin), drawn again
        only over a region just repainted: the others still show theirs."""
        source, origin = choice
        me = state.seat
        if "rows" in self.redrawn and source is not None:
            mark = L.market_rect(4 if source == 4 else source)
            pygame.draw.rect(surface, art.GOLD, mark.inflate(8, 8), 4, border_radius=10)
        if me >= 0 and origin is not None and f"board{me}" in self.redrawn:
            mark = L.board_geoms(state.num_players)[me].position(origin)
            pygame.draw.rect(surface, art.GOLD, mark.inflate(8, 8), 4, border_radius=10)

    @staticmethod
    def _paint(
        surface: pygame.Surface, rect: pygame.Rect, backdrop: pygame.Surface | None, paint: Callable[[], None]
    ) -> None:
        clip = surface.get_clip()
        surface.set_clip(rect)
        if backdrop is not None:
            surface.blit(backdrop, rect.topleft, rect)
        else:
            surface.fill(art.SKY, rect)
        paint()
        surface.set_clip(clip)


def _log_back(surface: pygame.Surface, log_panel: pygame.Surface) -> None:
    """The right column's shadow runs under the log too, then the log's own dark panel."""
    right = L.RIGHT
    surface.blit(art.shadow(right.size, 14), (right.x - 2, right.y + 2))
    surface.blit(log_panel, L.LOG.topleft)
