"""The table's cached base layer: backdrop, board, tracks, rows, log, panels, top strip, action bar.

Drawn only when ``TableScene._layer_key`` changes; the live parts (glows, path, animations,
tooltips) go on top every frame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client.five_tribes import hover, hud, labels, panels
from game.client.five_tribes import layout as L
from game.client.five_tribes.board_view import draw_meeple
from game.client.five_tribes.widgets import blit_text, draw_tooltip
from game.client.text import tr
from game.client.ui import SAND
from game.rules.five_tribes import FiveTribesState
from game.rules.five_tribes import actions as A
from game.rules.five_tribes.model import Step

if TYPE_CHECKING:
    from game.client.five_tribes.table import TableScene


def draw_base(scene: TableScene, surface: pygame.Surface, shown: FiveTribesState, interactive: bool) -> None:
    """The cached layer: everything that changes only with the game, the log or the question."""
    surface.blit(chrome(scene, shown), (0, 0))
    scene.board.draw(
        surface,
        shown,
        high_contrast=scene.app.settings.high_contrast,
        hidden=scene.anims.hidden(),
        with_static=False,
    )
    bid_targets = {}
    if interactive and scene.state.step == Step.BID:
        bid_targets = {action: False for action in scene.question.options}
    hud.draw_tracks(surface, scene.app.assets, shown, bid_targets)
    djinn_glow: set[int] = set()
    market_glow: set[int] = set()
    if interactive:
        if scene.state.step == Step.SACRED:
            djinn_glow = {a - A.DJINN for a in scene.question.options if A.DJINN <= a < 394}
        market_glow = {a - A.MARKET for a in scene.question.options if A.MARKET < a < A.DJINN}
    hud.draw_rows(surface, scene.app.assets, shown, djinn_glow, market_glow)
    hud.draw_log(surface, scene.book.lines, scene.log_scroll)
    names = [scene.player_name(p) for p in range(scene.state.num_players)]
    panels.draw_panels(surface, scene.app.assets, shown, names, scene.viewer)
    draw_top(scene, surface)
    draw_action_bar(scene, surface, interactive)


def chrome(scene: TableScene, shown: FiveTribesState) -> pygame.Surface:
    """Backdrop, the board's tiles and the fixed frames in one opaque surface, made once per board:
    blending these large alpha surfaces was most of a redraw's cost (bench_five_tribes_table)."""
    key = (tuple(shown.tile_kind), tuple(shown.tile_vp))
    if scene.chrome_cache is None or scene.chrome_cache[0] != key:
        layer = pygame.Surface((1600, 900)).convert()
        layer.blit(scene.app.assets.image("five_tribes/table/backdrop"), (0, 0))
        layer.blit(scene.board.static_layer(shown), L.BOARD_CLOTH.topleft)
        hud.draw_chrome(layer)
        scene.chrome_cache = (key, layer)
    return scene.chrome_cache[1]


def draw_top(scene: TableScene, surface: pygame.Surface) -> None:
    player = scene.state.current_player()
    name = scene.player_name(player) if player >= 0 else ""
    colour = L.PLAYER_COLOURS[player] if player >= 0 else SAND
    if scene.thinking is not None:
        text = tr("five_tribes.prompt.bot_thinking", player=name)
    elif not scene.human_turn() and not scene.state.is_terminal():
        text = tr("five_tribes.prompt.waiting", player=name)
    else:
        text = scene.message or labels.prompt(scene.state, scene.question.power_mode)
    hud.draw_top_strip(surface, scene.state, name, colour, text)
    for button in scene.top_buttons:
        button.draw(surface, False)


def draw_action_bar(scene: TableScene, surface: pygame.Surface, interactive: bool) -> None:
    if not interactive:
        return
    if scene.state.step in (Step.END, Step.SUIT) and not scene.pending:
        blit_text(
            surface,
            tr("five_tribes.table.sell_label"),
            18,
            SAND,
            (L.ACTION_BAR.x + 8, L.ACTION_BAR.centery),
            anchor="midleft",
            bold=True,
        )
    if scene.state.step == Step.DROP:
        blit_text(
            surface,
            tr("five_tribes.table.hand"),
            18,
            SAND,
            (L.ACTION_BAR.x + 8, L.ACTION_BAR.centery),
            anchor="midleft",
            bold=True,
        )
        for index, (colour, rect) in enumerate(sorted(scene.hand_rects().items())):
            if colour == scene.selected_colour:
                pygame.draw.rect(surface, (64, 222, 206), rect, 3, border_radius=10)
            # The number key that picks this colour, then the meeple and how many are in hand.
            blit_text(
                surface, str(index + 1), 18, SAND, (rect.x + 8, rect.centery), anchor="midleft", bold=True
            )
            draw_meeple(
                surface,
                scene.app.assets,
                colour,
                (rect.x + 38, rect.centery),
                scene.app.settings.high_contrast,
                scene.state.turn.hand[colour],
                (32, 40),
            )
    for button in scene.buttons:
        button.draw(surface, False)


def layer_key(scene: TableScene, shown: FiveTribesState, interactive: bool) -> tuple[object, ...]:
    """Everything the cached layer depends on: it is redrawn only when this changes."""
    hidden = scene.anims.hidden()
    return (
        id(scene.state),
        len(scene.state.history),
        shown is scene.state,
        tuple(sorted(hidden.camels)),
        tuple(sorted(hidden.palms)),
        tuple(sorted(hidden.palaces)),
        interactive,
        scene.thinking,
        len(scene.book.lines),
        scene.log_scroll,
        scene.message,
        scene.selected_colour,
        tuple(scene.pending),
        scene.power_mode,
        scene.viewer,
        scene.app.settings.language,
        scene.app.settings.high_contrast,
        tuple(button.enabled for button in scene.top_buttons),
    )


def draw_tooltip_at(scene: TableScene, surface: pygame.Surface, pos: tuple[int, int]) -> None:
    """The tooltip of whatever is under the resting pointer: buttons, the hand, then the table."""
    for button in scene.top_buttons + scene.buttons:
        if button.rect.collidepoint(pos) and button.tooltip:
            draw_tooltip(surface, pos, button.label, button.tooltip)
            return
    if scene.human_turn():
        for colour, rect in scene.hand_rects().items():
            if rect.collidepoint(pos):
                draw_tooltip(surface, pos, *labels.hand_tooltip(colour, scene.state.turn.hand[colour]))
                return
    found = hover.tooltip_at(scene.shown, pos, scene.viewer, scene.player_name)
    if found is not None:
        draw_tooltip(surface, pos, *found)
