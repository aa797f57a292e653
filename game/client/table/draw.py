"""The table's own parts of the picture (docs/table.md): ``Renderer`` draws the frame (a cached
layer redrawn only when its key changes, then the live parts), the top strip's texts and buttons,
the log, the option buttons, the coach's layer and the tooltip of whatever the pointer rests on.
The log's layout and the thinking dots are plain functions the games use too."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game.client.badges import draw_disc
from game.client.highlights import pulse
from game.client.lettering import blit_text, wrap_text
from game.client.table.log_wrap import INDENT, log_line_rows
from game.client.table.preview_panel import places_beside
from game.client.table.view_types import Ctx
from game.client.text import fit_text, font, tr
from game.client.tooltip import draw_tooltip, tooltip_surface
from game.client.widgets import SAND, TURQUOISE

if TYPE_CHECKING:
    from game.client.table.scene import TableScene

GOLD = (255, 227, 160)
MARK_BAND = (86, 70, 140)  # behind the log lines of the action a replay shows
TOOLTIP_DELAY = 0.5  # seconds the pointer rests before a tooltip shows


class Renderer:
    """Owns the cached layer and the log's scroll; asks the table what to show."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.base = pygame.Surface((1600, 900)).convert()
        self.base_key: tuple[object, ...] = ()
        self.log_scroll = 0
        self.tooltip_rect: pygame.Rect | None = None  # where the last tooltip was drawn (tests)

    def draw(self, surface: pygame.Surface) -> None:
        """A cached layer of everything that changes only with the game, then the live parts on top."""
        ctx = self.table.ctx()
        self.tooltip_rect = None
        key = self.layer_key(ctx)
        if key != self.base_key:
            self.base_key = key
            self.table.view.draw_base(self.base, ctx)
            self.draw_table_parts(self.base, ctx)
        surface.blit(self.base, (0, 0))
        if ctx.interactive and ctx.question is not None:
            strength = pulse(ctx.time)
            for target in ctx.question.targets:
                # A ``choose`` target (a first half: the tile to plant, the rider to move) is as
                # legal as one that plays (docs/ui.md: legal targets glow).
                if target.glow and (target.actions or target.choose):
                    self.table.view.draw_target_glow(
                        surface, target, strength, target.rect.collidepoint(ctx.hover)
                    )
        self.table.view.draw_live(surface, ctx)
        if not self.table.demo:
            self.table.marks.draw(surface, ctx, ctx.state)
        self.table.anims.draw(surface, self.table.app.assets, ctx.high_contrast)
        self.table.floaters.draw(surface)
        zones = self.table.zones
        board = pygame.Rect(0, zones.top_strip.bottom, zones.log.x, 900 - zones.top_strip.bottom)
        self.table.round_end.draw(surface, self.table.player_name, board)
        for button in (
            self.table.options.top_buttons
            + self.table.options.controls
            + (self.table.options.buttons if ctx.interactive else [])
        ):
            if button.enabled and button.rect.collidepoint(ctx.hover):
                button.draw(surface, True)
        if ctx.interactive and ctx.question is not None:
            self.table.options.drawn()
        self.table.driver.draw(surface)
        self.table.hint.draw(surface, self.table)
        self.table.previews.draw(surface, self.table)
        # The coach's layer first: its glows are never drawn over a tooltip, and a tooltip keeps
        # clear of its bubble and ring (``draw_tooltip_at``).
        self.draw_coach(surface)
        if self.table.input.tooltip_due():
            self.draw_tooltip_at(surface, ctx, self.table.input.hover_pos)

    def draw_coach(self, surface: pygame.Surface) -> None:
        """The coach's layer, over everything the table drew (nothing in normal play). Hidden while
        a scene sits over the table (the leave question, Pause, the rules): the dimmed bubble
        and its buttons showed behind that scene's panel, asking to be read and pressed there."""
        table = self.table
        scenes = table.app.stack.scenes
        if table in scenes and scenes[-1] is not table:
            return
        question = table.question if table.human_turn() else None
        table.coach.draw_layer(surface, table.state, question, table.app.time, table.input.pointer)

    def layer_key(self, ctx: Ctx) -> tuple[object, ...]:
        """Everything the cached layer depends on: it is redrawn only when this changes."""
        return (
            self.table.serial,
            ctx.showing_before,
            ctx.hidden,
            ctx.interactive,
            ctx.thinking,
            ctx.acting,  # the strip's seat and the raised panel
            self.table.anims.busy,  # the prompt: of the seat whose move plays out (prompt_text)
            self.table.anims.status_before(),  # the strip's status: of the position a move plays out from
            self.table.driver.stepping,  # the prompt: the step pace waits for a click
            self.table.book.version,
            self.log_scroll,
            self.table.message,
            tuple(self.table.options.pending),
            self.table.viewer,
            self.table.app.settings.language,
            ctx.high_contrast,
            tuple(button.enabled for button in self.table.options.top_buttons),
            tuple(
                (button.label, button.enabled, button.rect.topleft) for button in self.table.options.controls
            ),
            self.table.driver.log_marked,
            id(self.table.question),
            self.table.view.layer_key(ctx),
        )

    def draw_table_parts(self, surface: pygame.Surface, ctx: Ctx) -> None:
        """Onto the cached layer, after the view's ``draw_base``."""
        draw_log(
            surface,
            self.table.zones.log,
            self.table.book.lines,
            self.log_scroll,
            self.table.driver.log_marked,
        )
        self.draw_top(surface, ctx)
        for button in self.table.options.controls:
            button.draw(surface, False)
        if ctx.interactive:
            for button in self.table.options.buttons:
                button.draw(surface, False)

    def prompt_text(self, ctx: Ctx) -> str:
        """The prompt line: the live question, a bot thinking or playing, or the game over.

        While an action plays out (``anims.busy``) the line speaks of the seat that acted
        (the driver's ``actor``), not of the seat to move next. A person's own move playing out names
        nobody else (not "<bot> is thinking…" nor "<name> is playing…"): the same person to move
        again sees their next prompt, anyone else a neutral line until it ends. A bot's move
        playing out reads "is playing…" even while the next bot already thinks, so the strip and
        the prompt speak of the same seat.

        The strip draws the shown seat's name just before the prompt, so a line about that seat
        leaves its name out ("● Bot 2 (easy)  is thinking…", not the name twice)."""
        state = self.table.state
        own = self.table.driver.prompt()
        if own is not None:
            return own
        actor = self.table.driver.actor if self.table.anims.busy else None
        if actor is not None and actor >= 0 and not state.is_terminal():
            if not self.table.driver.is_bot(actor):
                if (
                    actor == ctx.mover
                    and self.table.session.human_to_move()
                    and self.table.question is not None
                ):
                    return self.table.message or self.table.question.prompt
                return tr("table.prompt.playing_out")
            return self._about_seat(ctx, "waiting", actor)
        if self.table.driver.stepping:
            return tr("table.prompt.step")
        if self.table.thinking is not None:
            return self._about_seat(ctx, "bot_thinking", self.table.thinking)
        if not ctx.interactive and not state.is_terminal():
            return self._about_seat(ctx, "waiting", self.shown_seat(ctx))
        if self.table.message:
            return self.table.message
        if (
            self.table.options.pending
        ):  # one click stood for several actions: the option buttons now ask which
            return self.table.view.pending_prompt(ctx, self.table.options.pending) or tr(
                "table.prompt.pick_option"
            )
        return self.table.question.prompt if self.table.question is not None else ""

    def _about_seat(self, ctx: Ctx, key: str, player: int) -> str:
        """``table.prompt.<key>`` about ``player``: without the name when the strip shows that seat
        right before the prompt (``<key>_shown``: "думає…"), else with it ("Бот 2 (легкий) думає…")."""
        if player >= 0 and player == self.shown_seat(ctx):
            return tr(f"table.prompt.{key}_shown")
        return tr(f"table.prompt.{key}", player=self.table.player_name(player) if player >= 0 else "")

    def shown_seat(self, ctx: Ctx) -> int:
        """The seat the top strip's disc and name show: ``ctx.acting_seat`` (``LiveDriver.acting_seat``),
        the same seat whose panel the views raise."""
        return ctx.acting_seat

    def status_text(self, ctx: Ctx) -> str:
        """The strip's status ("Round 2"): while a move plays out, of the position it was played in.
        A bot's last move of round 1 plays out under "Round 1", not under the round its move has
        just started. It moves on when an anim marked ``status_after`` starts (a round banner):
        the round or phase the player sees."""
        before = self.table.before
        if self.table.anims.status_before() and before is not None and not ctx.showing_before:
            return self.table.view.status(
                replace(ctx, state=self.table.view.observe(before, self.table.viewer))
            )
        return self.table.view.status(ctx)

    def draw_top(self, surface: pygame.Surface, ctx: Ctx) -> None:
        """Status (round...), whose turn (colour disc and name), then the prompt, cut before Undo."""
        strip = self.table.zones.top_strip
        cy = strip.centery
        player = self.shown_seat(ctx)
        status = self.status_text(ctx)
        blit_text(surface, status, 20, GOLD, (strip.x + 24, cy), anchor="midleft", bold=True)
        name = fit_text(self.table.player_name(player), 20, 260, True) if player >= 0 else None
        x, room = self.prompt_room(status, name)
        if name is not None:
            disc = strip.x + 24 + font(20, True).size(status)[0] + 28
            draw_disc(surface, (disc + 14, cy), 14, self.table.view.seat_colour(player))
            blit_text(surface, name, 20, SAND, (disc + 36, cy), anchor="midleft", bold=True)
        prompt = self.prompt_text(ctx)
        size, lines = prompt_lines(prompt, room)
        step = PROMPT_LINE_STEP
        for index, line in enumerate(lines):
            y = cy + round((index - (len(lines) - 1) / 2) * step)
            blit_text(surface, line, size, (255, 255, 255), (x, y), anchor="midleft")
        for button in self.table.options.top_buttons:
            button.draw(surface, False)

    def prompt_room(self, status: str, name: str | None) -> tuple[int, int]:
        """Where the prompt line starts after the status and the shown seat's disc and name (none:
        no seat shown), and its room up to the first top button."""
        x = self.table.zones.top_strip.x + 24 + font(20, True).size(status)[0] + 28
        if name is not None:
            x += 36 + font(20, True).size(name)[0] + 16
        return x, self.table.options.top_buttons[0].rect.x - 12 - x

    def draw_tooltip_at(self, surface: pygame.Surface, ctx: Ctx, pos: tuple[int, int]) -> None:
        """The tooltip of whatever is under the resting pointer: buttons first, then the view's. It
        leaves the question's other targets and the top strip's prompt in sight where it can
        (``draw_tooltip``'s ``avoid``: a tip moved up off a board's edge must not hide the
        question), then what the view keeps in sight of a preview (``view.preview_avoid``); over a
        target, the places below and above it are tried too."""
        if self.table.hint.covers(pos):
            return  # the panel hides what lies under it (a board cell's tip opened over its steps)
        hint = self.table.hint.rect if self.table.hint.open else None
        targets = self.table.question.live_targets() if self.table.question is not None else []
        avoid = [target.rect for target in targets if not target.rect.collidepoint(pos)]
        strip = self.table.zones.top_strip
        if not strip.collidepoint(pos):  # a top button's own tip stays where it always opens
            avoid.append(strip)
        avoid += [rect for rect in self.table.view.tooltip_keep(ctx) if not rect.collidepoint(pos)]
        # While the coach speaks, its bubble and the place it rings are never covered: the tip
        # takes a place clear of them, or gives way (docs/tutorial.md).
        state = self.table.state
        clear = self.table.coach.keep_clear(state)
        if any(rect.collidepoint(pos) for rect in clear[:1]):
            return  # over the bubble itself: the bubble is what is read
        # The hover preview of the same choice is never covered (with no place clear of it, the
        # preview alone answers), and the hint's panel is left in sight where a place allows:
        # a tile's tip opened over the panel's step to play now.
        preview = self.table.previews.rect
        if preview is not None and not preview.collidepoint(pos):
            clear = [*clear, preview]
        if hint is not None:
            avoid.append(hint)
        # Then what the game keeps in sight of a preview (``view.preview_avoid``): a Tribes of the
        # Wind row card's tip covered the mover's score lines, the end token and the total.
        rather = [rect for rect in self.table.view.preview_avoid(ctx) if not rect.collidepoint(pos)]
        under = next((target.rect for target in targets if target.rect.collidepoint(pos)), None)
        options = self.table.options
        # The option buttons are answers too, after the targets (as for the preview box): a hand
        # card row's tip went over the temple action's button.
        answers = [b.rect for b in options.buttons if b.action is not None and not b.rect.collidepoint(pos)]
        for button in options.top_buttons + options.controls + options.buttons:
            if button.rect.collidepoint(pos) and button.tooltip:
                top = button in options.top_buttons
                self.tooltip_rect = draw_tooltip(
                    surface,
                    pos,
                    button.label,
                    button.tooltip,
                    avoid=avoid,
                    keep_clear=clear,
                    rather=rather,
                    beside=[]
                    if top
                    else self._beside(button.label, button.tooltip, (), button.rect, [*avoid, *clear]),
                    then=answers,
                )
                return
        found = self.table.view.tooltip_at(ctx, pos)
        if found is not None:
            if under is None and found.about is not None and found.about.collidepoint(pos):
                under = found.about
            self.tooltip_rect = draw_tooltip(
                surface,
                pos,
                found.title,
                found.body,
                found.rows,
                avoid=avoid,
                keep_clear=clear,
                rather=rather,
                around=under,
                beside=[]
                if under is None
                else self._beside(found.title, found.body, found.rows, under, [*avoid, *clear]),
                then=answers,
            )

    def _beside(
        self,
        title: str,
        body: str,
        rows: tuple[tuple[str, str], ...],
        choice: pygame.Rect,
        kept: list[pygame.Rect],
    ) -> list[pygame.Rect]:
        """The places the hover preview tries beside ``choice`` (``preview_panel.places_beside``)
        for a tip of these words, slid or moved just clear of ``kept`` and the option buttons:
        the corners round the pointer alone left a Tribes of the Wind hand card row's tip over
        the next card's rows, where a place above the card's preview box was free."""
        size = tooltip_surface(title, body, rows).get_size()
        answers = [b.rect for b in self.table.options.buttons if b.action is not None]
        return places_beside(size, choice, choice, [*kept, *answers])


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
    panel (wheel notches up never leave the log blank)."""
    wrapped, visible = log_rows(rect, lines)
    return max(len(wrapped) - visible, 0)


def log_line_at(rect: pygame.Rect, lines: list[str], scroll: int, pos: tuple[int, int]) -> int | None:
    """Which of ``lines`` the log draws at ``pos`` (as ``draw_log`` lays them out), if any."""
    wrapped = _log_entries(rect, lines)
    end = max(len(wrapped) - scroll, 0)
    start = max(end - _log_room(rect), 0)
    row = (pos[1] - (rect.y + 34)) // 21
    if pos[1] < rect.y + 34 or not 0 <= row < end - start:
        return None
    age = wrapped[start + row][2]
    return len(lines) - 1 - age


def draw_log(
    surface: pygame.Surface, rect: pygame.Rect, lines: list[str], scroll: int, marked: int = 0
) -> int:
    """The newest lines at the bottom; ``scroll`` lines up from there; the newest ``marked``
    lines on a band (a replay's current action). Returns the lines shown."""
    blit_text(surface, tr("table.table.log"), 18, GOLD, (rect.x + 12, rect.y + 6), bold=True)
    wrapped = _log_entries(rect, lines)
    visible = _log_room(rect)
    end = max(len(wrapped) - scroll, 0)
    start = max(end - visible, 0)
    y = rect.y + 34
    for line, continued, age in wrapped[start:end]:
        shade = SAND if age < 2 else (190, 180, 200)  # the newest two lines, every row of them
        x = rect.x + 14 + (INDENT if continued else 0)
        if age < marked:
            band = pygame.Rect(rect.x + 6, y - 1, rect.width - 12, 21)
            pygame.draw.rect(surface, MARK_BAND, band, border_radius=4)
            shade = GOLD
        blit_text(surface, line, 16, shade, (x, y), shadow=False)
        y += 21
    if scroll:
        # "More below": a drawn triangle (the bundled font has no arrow glyphs).
        x, y = rect.right - 22, rect.bottom - 18
        pygame.draw.polygon(surface, (0, 0, 0), [(x - 6, y - 4), (x + 8, y - 4), (x + 1, y + 5)])
        pygame.draw.polygon(surface, TURQUOISE, [(x - 7, y - 5), (x + 7, y - 5), (x, y + 4)])
    return len(wrapped)


def draw_thinking_dots(
    surface: pygame.Surface, pos: tuple[int, int], t: float, label: str | None = None
) -> None:
    """docs/ui.md: a bot's turn shows a "thinking" indicator: the word (when given) and pulsing dots."""
    x, y = pos
    if label:
        x = blit_text(surface, label, 16, (120, 240, 230), (x, y), anchor="midleft", bold=True).right + 8
    for index in range(3):
        phase = (t * 3 - index * 0.35) % 3
        pygame.draw.circle(surface, (120, 240, 230), (x + 5 + index * 14, y + 1), 5 if phase < 1 else 4)


PROMPT_LINE_STEP = 19  # px between the two lines of a prompt that needs two (16 px text)


def prompt_lines(prompt: str, room: int) -> tuple[int, list[str]]:
    """The prompt's size and lines in ``room`` px: one line from 20 px down to 16 px, else two
    lines of 16 px (a long prompt beside the Replay button in Ukrainian was cut with an ellipsis
    mid-word: "...виконайте дію хра…"), else two lines, the second cut."""
    for size in range(20, 15, -1):
        if font(size).size(prompt)[0] <= room:
            return size, [prompt]
    lines = wrap_text(prompt, 16, room)
    if len(lines) <= 2:
        return 16, lines
    return 16, [lines[0], fit_text(" ".join(lines[1:]), 16, room)]
