"""The end of the game is a moment (docs/ui.md): the score breakdown fills in line by line.

Generic over ``score_breakdown``: one row per key (worded by ``GameView.score_line_label``), one
column per seat, then the total. Tab or the Chart button shows the score over the rounds instead
(``chart.py``). The results go somewhere: Esc, right click and "See the table" go back to the final
table under them (the log scrolls, tooltips answer; its Results button, Esc or Tab bring them
back), "Rematch" starts the same seats and rules with a new seed, and "New game" and "Main menu".
"""

from __future__ import annotations

import random
from functools import cache
from typing import TYPE_CHECKING

import pygame

from game.client.badges import draw_disc
from game.client.lettering import blit_text
from game.client.scene import Scene
from game.client.table.chart import ScoreChart
from game.client.table.session import GameSetup, Session
from game.client.table.start import seat_name
from game.client.table.ties import top_tied
from game.client.table.view import GameView
from game.client.text import fit_text, tr
from game.client.widgets import SAND, Button, dim, draw_panel

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.table.scene import TableScene

LINE_SECONDS = 0.3
DEMO_RESTART_SECONDS = 10.0
# Seconds the results are on screen before a key or a click on a button leaves them: a key or a
# second click meant for the last move must not throw them away unread (Enter
# must not start a new game the moment the results appear).
INPUT_GRACE = 1.0
CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
GOLD = (255, 227, 160)
END_LINE_Y = 752  # the lowest the end line goes: above the buttons (800), under nine lines' totals


@cache
def score_columns(count: int) -> tuple[int, int]:
    """Where the players' columns start and how wide each is: together they span the table
    from the labels to the panel's right edge at every player count (with two players
    too, no empty right half)."""
    left, right = 300 + 320, 1300
    return left, (right - left) // max(count, 1)


def _stripe() -> pygame.Surface:
    stripe = pygame.Surface((1000, 44), pygame.SRCALPHA)
    stripe.fill((255, 255, 255, 14))
    return stripe


class ResultsScene(Scene):
    transparent = True

    def __init__(
        self, app: App, view: GameView, session: Session, *, demo: bool = False, again: bool = False
    ) -> None:
        super().__init__(app)
        self.app: App = app
        self.view = view
        self.session = session
        self.demo = demo
        state = session.state
        self.breakdowns = [state.score_breakdown(p) for p in range(state.num_players)]
        self.lines = list(self.breakdowns[0])
        self.scores = state.scores()
        self.winners = state.winners()
        # A shared top score gets one line saying how the rules settled it (GameView.tie_break).
        names = [seat_name(seat, player) for player, seat in enumerate(session.seats)]
        self.tie_line = view.tie_break(state, names) if top_tied(self.scores) else None
        # How the game ended, under the totals (GameView.end_line: the stall rule, the last camel).
        self.end_line = view.end_line(state, names)
        # "Winner" or "Winners" (Ukrainian: "Переможець" / "Переможці") by how many share it.
        self.heading = tr(
            "table.results.heading", len(self.winners), winners=", ".join(names[p] for p in self.winners)
        )
        # Shown again from the final table: whole at once, and keys answer at once.
        self.elapsed = 1e9 if again else 0.0
        self.on_screen = INPUT_GRACE if again else 0.0  # seconds shown (``elapsed`` jumps on a click)
        self.hover = (-1, -1)
        self.showing_chart = False
        self._chart: ScoreChart | None = None
        y, width, gap = 800, 196, 12
        x = 800 - (5 * width + 4 * gap) // 2
        row = [pygame.Rect(x + index * (width + gap), y, width, 56) for index in range(5)]
        # ``buttons[0]`` is the default answer (Enter); the row reads left to right: the final
        # table and the chart, then where to go next.
        self.buttons = [
            Button(row[3], tr("table.results.new_game"), self.new_game, primary=True),
            Button(row[4], tr("table.results.title"), self.to_title),
            Button(row[2], tr("table.results.rematch"), self.rematch),
            Button(row[0], tr("table.results.see_table"), self.see_table),
            Button(row[1], tr("table.results.chart"), self.toggle_chart),
        ]

    @property
    def lines_shown(self) -> int:
        """How many breakdown lines (then the total) are visible so far."""
        scale = self.app.settings.animation_speed.duration_scale
        if scale <= 0:
            return len(self.lines) + 1
        return min(len(self.lines) + 1, int(self.elapsed / (LINE_SECONDS * scale)))

    def new_game(self) -> None:
        from game.client.scenes.title import TitleScene
        from game.client.table.new_game import NewGameScene

        self.app.stack.clear()
        self.app.stack.push(TitleScene(self.app))
        self.app.stack.push(NewGameScene(self.app, type(self.view)(self.app)))

    def to_title(self) -> None:
        from game.client.scenes.title import TitleScene

        self.app.stack.clear()
        self.app.stack.push(TitleScene(self.app))

    def rematch(self) -> None:
        """The same seats and rule flags, a new seed: a new table over the title screen."""
        from game.client.scenes.title import TitleScene
        from game.client.table.scene import TableScene

        setup = self.session.setup
        seed = random.randrange(1, 100000)
        while seed == setup.seed:
            seed = random.randrange(1, 100000)
        view = type(self.view)(self.app)
        session = Session(self.view.title, GameSetup(list(setup.seats), seed, dict(setup.flags)), view=view)
        below = self.below()
        budget = below.bot_budget if below is not None else None
        make_worker = below.make_worker if below is not None else None
        self.app.stack.clear()
        self.app.stack.push(TitleScene(self.app))
        table = TableScene(self.app, view, session, bot_budget=budget, make_worker=make_worker)
        self.app.stack.push(table)
        table.save_now()

    def below(self) -> TableScene | None:
        """The final table under the results, if they were opened from one."""
        from game.client.table.scene import TableScene

        scenes = self.app.stack.scenes
        if self in scenes and scenes.index(self) > 0:
            under = scenes[scenes.index(self) - 1]
            if isinstance(under, TableScene) and under.session is self.session:
                return under
        return None

    def see_table(self) -> None:
        """Back to the final table (its Results button, Esc or Tab bring these back); without a
        table under them, the title screen."""
        if self.below() is None:
            self.to_title()
            return
        self.app.stack.pop()

    def toggle_chart(self) -> None:
        """The score over the rounds instead of the breakdown, and back."""
        self.showing_chart = not self.showing_chart
        self.elapsed = 1e9
        self.buttons[4].label = tr("table.results.scores" if self.showing_chart else "table.results.chart")

    @property
    def chart(self) -> ScoreChart:
        if self._chart is None:
            self._chart = ScoreChart.of(self.session)
        return self._chart

    def update(self, dt: float) -> None:
        before = self.lines_shown
        self.elapsed += dt
        self.on_screen += dt
        if self.lines_shown != before:
            self.app.audio.play(self.view.results_sound(self.lines_shown > len(self.lines)))
        if self.demo and self.elapsed >= DEMO_RESTART_SECONDS:
            from game.client.table.start import demo_scene

            seed = self.session.setup.seed + 1
            self.app.stack.pop()
            self.app.stack.replace(demo_scene(self.app, self.view, self.session.state.num_players, seed))

    @property
    def settled(self) -> bool:
        """The grace after the results appeared is over: keys and the buttons answer."""
        return self.on_screen >= INPUT_GRACE

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            if self.settled:
                self.see_table()  # right click does what Esc does
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.lines_shown <= len(self.lines):
                self.elapsed = 1e9  # a click fills the table in at once
                return
            for button in self.buttons:
                if self.settled and button.rect.collidepoint(event.pos):
                    button.on_click()
                    return
        elif event.type == pygame.KEYDOWN and self.settled:
            if event.key in CONFIRM_KEYS:
                if self.lines_shown <= len(self.lines):
                    self.elapsed = 1e9  # the first press fills the table in, as a click does
                else:
                    self.buttons[0].on_click()
            elif event.key == pygame.K_ESCAPE:
                self.see_table()
            elif event.key == pygame.K_TAB:
                self.toggle_chart()

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        dim(surface, 215)
        draw_panel(surface, pygame.Rect(260, 40, 1080, 840), alpha=255)
        names = [seat_name(seat, player) for player, seat in enumerate(self.session.seats)]
        blit_text(surface, self.heading, 34, GOLD, (800, 54), anchor="midtop", bold=True)
        if self.tie_line:
            line = fit_text(self.tie_line, 18, 1020)
            blit_text(surface, line, 18, SAND, (800, 99), anchor="midtop")
        count = len(names)
        if self.showing_chart:
            colours = [self.view.seat_colour(player) for player in range(count)]
            blit_text(
                surface, tr("table.results.chart_title"), 22, GOLD, (800, 140), anchor="midtop", bold=True
            )
            self.chart.draw(surface, pygame.Rect(300, 190, 1000, 580), colours, names)
            for button in self.buttons:
                button.draw(surface, button.rect.collidepoint(self.hover))
            return
        x0, col_width = score_columns(count)
        for player, name in enumerate(names):
            cx = x0 + player * col_width + col_width // 2
            draw_disc(surface, (cx, 140), 14, self.view.seat_colour(player))
            # Cut to its column: long names at four or five seats ran into each other.
            shown_name = fit_text(name, 20, col_width - 16, True)
            blit_text(surface, shown_name, 20, SAND, (cx, 162), anchor="midtop", bold=True)
        shown = self.lines_shown
        y = 210
        step = min(52, 520 // max(len(self.lines), 1))
        for index, line in enumerate(self.lines):
            if index >= shown:
                break
            if index % 2 == 0:
                surface.blit(_stripe(), (300, y - 8))
            blit_text(surface, self.view.score_line_label(line), 20, SAND, (320, y))
            for player in range(count):
                cx = x0 + player * col_width + col_width // 2
                blit_text(surface, str(self.breakdowns[player][line]), 22, SAND, (cx, y), anchor="midtop")
            y += step
        if shown > len(self.lines):
            pygame.draw.line(surface, (232, 170, 58), (300, y), (1300, y), 2)
            blit_text(surface, tr("table.results.total"), 24, GOLD, (320, y + 14), bold=True)
            for player in range(count):
                cx = x0 + player * col_width + col_width // 2
                colour = GOLD if player in self.winners else SAND
                blit_text(
                    surface, str(self.scores[player]), 28, colour, (cx, y + 10), anchor="midtop", bold=True
                )
            if self.end_line:
                line = fit_text(self.end_line, 20, 1020)
                blit_text(surface, line, 20, SAND, (800, min(y + 64, END_LINE_Y)), anchor="midtop")
            for button in self.buttons:
                button.draw(surface, button.rect.collidepoint(self.hover))
