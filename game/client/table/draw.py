"""The table's own parts of the picture: the frame (a cached layer redrawn only when its key
changes, then the live parts), the top strip's texts and buttons, the log, the option buttons,
the thinking dots and the tooltip of whatever the pointer rests on.

``draw_scene`` and ``layer_key`` moved here from ``scene.py`` without a change of behaviour."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game.client.table.log_wrap import INDENT, log_line_rows
from game.client.table.view import Ctx
from game.client.text import fit_text, font, tr
from game.client.widgets import SAND, TURQUOISE, blit_text, draw_disc, draw_tooltip, pulse

if TYPE_CHECKING:
    from game.client.table.scene import TableScene

GOLD = (255, 227, 160)
TOOLTIP_DELAY = 0.5  # seconds the pointer rests before a tooltip shows


def draw_scene(scene: TableScene, surface: pygame.Surface) -> None:
    """A cached layer of everything that changes only with the game, then the live parts on top."""
    ctx = scene.ctx()
    key = scene.layer_key(ctx)
    if key != scene._base_key:
        scene._base_key = key
        scene.view.draw_base(scene._base, ctx)
        draw_table_parts(scene, scene._base, ctx)
    surface.blit(scene._base, (0, 0))
    if ctx.interactive and ctx.question is not None:
        strength = pulse(ctx.time)
        for target in ctx.question.targets:
            # A ``choose`` target (a first half: the tile to plant, the rider to move) is as
            # legal as one that plays (UI.md: legal targets glow); seen in play, session 9.
            if target.glow and (target.actions or target.choose):
                scene.view.draw_target_glow(surface, target, strength, target.rect.collidepoint(ctx.hover))
    scene.view.draw_live(surface, ctx)
    scene.anims.draw(surface, scene.app.assets, ctx.high_contrast)
    scene.floaters.draw(surface)
    for button in scene.top_buttons + (scene.buttons if ctx.interactive else []):
        if button.enabled and button.rect.collidepoint(ctx.hover):
            button.draw(surface, True)
    if ctx.interactive and ctx.question is not None:
        scene.prompt_watch.drawn = True
    scene.hint.draw(surface, scene)
    if not scene.covered and scene.hover_still >= TOOLTIP_DELAY:
        draw_tooltip_at(scene, surface, ctx, scene.hover_pos)


def layer_key(scene: TableScene, ctx: Ctx) -> tuple[object, ...]:
    """Everything the cached layer depends on: it is redrawn only when this changes."""
    return (
        scene.serial,
        ctx.showing_before,
        ctx.hidden,
        ctx.interactive,
        ctx.thinking,
        ctx.acting,  # the strip's seat and the raised panel
        scene.anims.busy,  # the prompt: of the seat whose move plays out (prompt_text)
        scene.anims.status_before(),  # the strip's status: of the position a move plays out from
        scene.book.version,
        scene.log_scroll,
        scene.message,
        tuple(scene.pending),
        scene.viewer,
        scene.app.settings.language,
        ctx.high_contrast,
        tuple(button.enabled for button in scene.top_buttons),
        id(scene.question),
        scene.view.layer_key(ctx),
    )


def draw_table_parts(scene: TableScene, surface: pygame.Surface, ctx: Ctx) -> None:
    """Onto the cached layer, after the view's ``draw_base``."""
    draw_log(surface, scene.zones.log, scene.book.lines, scene.log_scroll)
    draw_top(scene, surface, ctx)
    if ctx.interactive:
        for button in scene.buttons:
            button.draw(surface, False)


def prompt_text(scene: TableScene, ctx: Ctx) -> str:
    """The prompt line: the live question, a bot thinking or playing, or the game over.

    While an action plays out (``scene.anims.busy``) the line speaks of the seat that acted
    (``scene.actor``), not of the seat to move next. A person's own move playing out names
    nobody else (session 5: it read "<bot> is thinking…" or "<name> is playing…"): the same
    person to move again sees their next prompt, anyone else a neutral line until it ends.
    A bot's move playing out reads "is playing…" even while the next bot already thinks
    (session 10: the strip named the bot playing and the prompt "<the next bot> is thinking…").

    The strip draws the shown seat's name just before the prompt, so a line about that seat
    leaves its name out ("● Bot 2 (easy)  is thinking…"; session 10: the name read twice)."""
    state = scene.state
    actor = scene.actor if scene.anims.busy else None
    if actor is not None and actor >= 0 and not state.is_terminal():
        if not scene.bots.is_bot(actor):
            if actor == ctx.mover and scene.session.human_to_move() and scene.question is not None:
                return scene.message or scene.question.prompt
            return tr("table.prompt.playing_out")
        return _about_seat(scene, ctx, "waiting", actor)
    if scene.thinking is not None:
        return _about_seat(scene, ctx, "bot_thinking", scene.thinking)
    if not ctx.interactive and not state.is_terminal():
        return _about_seat(scene, ctx, "waiting", shown_seat(scene, ctx))
    if scene.message:
        return scene.message
    if scene.pending:  # one click stood for several actions: the option buttons now ask which
        return scene.view.pending_prompt(ctx, scene.pending) or tr("table.prompt.pick_option")
    return scene.question.prompt if scene.question is not None else ""


def _about_seat(scene: TableScene, ctx: Ctx, key: str, player: int) -> str:
    """``table.prompt.<key>`` about ``player``: without the name when the strip shows that seat
    right before the prompt (``<key>_shown``: "думає…"), else with it ("Бот 2 (легкий) думає…")."""
    if player >= 0 and player == shown_seat(scene, ctx):
        return tr(f"table.prompt.{key}_shown")
    return tr(f"table.prompt.{key}", player=scene.player_name(player) if player >= 0 else "")


def shown_seat(scene: TableScene, ctx: Ctx) -> int:
    """The seat the top strip's disc and name show: ``ctx.acting_seat`` (``TableScene.acting_seat``),
    the same seat whose panel the views raise."""
    return ctx.acting_seat


def status_text(scene: TableScene, ctx: Ctx) -> str:
    """The strip's status ("Round 2"): while a move plays out, of the position it was played in.
    Seen in play, session 10: a bot's last move of round 1 played out under "Round 2", the round
    its move had just started, beside the bot's name as if it played in round 2. It moves on when
    an anim marked ``status_after`` starts (a round banner): the round or phase the player sees."""
    before = scene.before
    if scene.anims.status_before() and before is not None and not ctx.showing_before:
        return scene.view.status(replace(ctx, state=scene.view.observe(before, scene.viewer)))
    return scene.view.status(ctx)


def draw_top(scene: TableScene, surface: pygame.Surface, ctx: Ctx) -> None:
    """Status (round...), whose turn (colour disc and name), then the prompt, cut before Undo."""
    strip = scene.zones.top_strip
    cy = strip.centery
    player = shown_seat(scene, ctx)
    status = status_text(scene, ctx)
    blit_text(surface, status, 20, GOLD, (strip.x + 24, cy), anchor="midleft", bold=True)
    x = strip.x + 24 + font(20, True).size(status)[0] + 28
    if player >= 0:
        draw_disc(surface, (x + 14, cy), 14, scene.view.seat_colour(player))
        name = fit_text(scene.player_name(player), 20, 260, True)
        blit_text(surface, name, 20, SAND, (x + 36, cy), anchor="midleft", bold=True)
        x += 36 + font(20, True).size(name)[0] + 16
    prompt = prompt_text(scene, ctx)
    room = scene.top_buttons[0].rect.x - 12 - x
    size = 20
    while size > 16 and font(size).size(prompt)[0] > room:
        size -= 1
    blit_text(surface, fit_text(prompt, size, room), size, (255, 255, 255), (x, cy), anchor="midleft")
    for button in scene.top_buttons:
        button.draw(surface, False)


def log_rows(rect: pygame.Rect, lines: list[str]) -> tuple[list[str], int]:
    """The log's last 80 lines wrapped to ``rect``, and how many rows ``rect`` shows at once."""
    return [row for row, _, _ in _log_entries(rect, lines)], _log_room(rect)


def _log_room(rect: pygame.Rect) -> int:
    return (rect.height - 40) // 21


def _log_entries(rect: pygame.Rect, lines: list[str]) -> list[tuple[str, bool, int]]:
    """The rows of the log's last 80 lines, each with whether it continues the line above
    (drawn indented, log_wrap.py) and how many lines from the newest its line is."""
    shown = lines[-80:]
    rows: list[tuple[str, bool, int]] = []
    for age, line in zip(range(len(shown) - 1, -1, -1), shown):
        rows.extend((row, index > 0, age) for index, row in enumerate(log_line_rows(line, rect.width - 28)))
    return rows


def log_scroll_limit(rect: pygame.Rect, lines: list[str]) -> int:
    """The farthest the log scrolls up: its oldest row at the top, never past it into an empty
    panel (seen in play, session 7: five wheel notches up left the log blank)."""
    wrapped, visible = log_rows(rect, lines)
    return max(len(wrapped) - visible, 0)


def draw_log(surface: pygame.Surface, rect: pygame.Rect, lines: list[str], scroll: int) -> int:
    """The newest lines at the bottom; ``scroll`` lines up from there. Returns the lines shown."""
    blit_text(surface, tr("table.table.log"), 18, GOLD, (rect.x + 12, rect.y + 6), bold=True)
    wrapped = _log_entries(rect, lines)
    visible = _log_room(rect)
    end = max(len(wrapped) - scroll, 0)
    start = max(end - visible, 0)
    y = rect.y + 34
    for line, continued, age in wrapped[start:end]:
        shade = SAND if age < 2 else (190, 180, 200)  # the newest two lines, every row of them
        x = rect.x + 14 + (INDENT if continued else 0)
        blit_text(surface, line, 16, shade, (x, y), shadow=False)
        y += 21
    if scroll:
        # "More below": a drawn triangle (the bundled font has no arrow glyphs, issue 15).
        x, y = rect.right - 22, rect.bottom - 18
        pygame.draw.polygon(surface, (0, 0, 0), [(x - 6, y - 4), (x + 8, y - 4), (x + 1, y + 5)])
        pygame.draw.polygon(surface, TURQUOISE, [(x - 7, y - 5), (x + 7, y - 5), (x, y + 4)])
    return len(wrapped)


def draw_thinking_dots(
    surface: pygame.Surface, pos: tuple[int, int], t: float, label: str | None = None
) -> None:
    """UI.md: a bot's turn shows a "thinking" indicator: the word (when given) and pulsing dots."""
    x, y = pos
    if label:
        x = blit_text(surface, label, 16, (120, 240, 230), (x, y), anchor="midleft", bold=True).right + 8
    for index in range(3):
        phase = (t * 3 - index * 0.35) % 3
        pygame.draw.circle(surface, (120, 240, 230), (x + 5 + index * 14, y + 1), 5 if phase < 1 else 4)


def draw_tooltip_at(scene: TableScene, surface: pygame.Surface, ctx: Ctx, pos: tuple[int, int]) -> None:
    """The tooltip of whatever is under the resting pointer: buttons first, then the view's. It
    leaves the question's other targets and the top strip's prompt in sight where it can
    (``draw_tooltip``'s ``avoid``; seen in play: the Tribes of the Wind capital's tip, moved up off
    a1, hid half of the question)."""
    targets = scene.question.targets if scene.question is not None else []
    avoid = [target.rect for target in targets if not target.rect.collidepoint(pos)]
    strip = scene.zones.top_strip
    if not strip.collidepoint(pos):  # a top button's own tip stays where it always opens
        avoid.append(strip)
    for button in scene.top_buttons + scene.buttons:
        if button.rect.collidepoint(pos) and button.tooltip:
            draw_tooltip(surface, pos, button.label, button.tooltip, avoid=avoid)
            return
    found = scene.view.tooltip_at(ctx, pos)
    if found is not None:
        draw_tooltip(surface, pos, found.title, found.body, found.rows, avoid=avoid)
