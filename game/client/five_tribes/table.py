"""The Five Tribes table scene: the board, the shared rows, the panels, and one question at a time."""

from __future__ import annotations

import gc
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, cast

import pygame

from ai.process_worker import ProcessBotWorker
from ai.search import Budget
from game.client.five_tribes import choices, labels, panels, table_draw
from game.client.five_tribes import layout as L
from game.client.five_tribes.anim import AnimQueue, Floaters, anims_for
from game.client.five_tribes.board_view import BoardView, draw_meeple, draw_path, glow_tile
from game.client.five_tribes.logbook import LogBook
from game.client.five_tribes.session import (
    Session,
    curtain_before,
    delete_autosave,
    move_path,
    write_autosave,
)
from game.client.five_tribes.widgets import Button
from game.client.scene import Scene
from game.client.text import tr
from game.client.ui import pulse
from game.rules.base import Event, IllegalAction, State
from game.rules.five_tribes import FiveTribesState
from game.rules.five_tribes import actions as A
from game.rules.five_tribes.model import Step

if TYPE_CHECKING:
    from game.client.app import App

log = logging.getLogger(__name__)

MUSIC = "five_tribes/music_loop"
BOT_PAUSE = 0.45  # seconds between a bot's actions at normal speed, so people can follow
RESULTS_DELAY = 1.2
TOOLTIP_DELAY = 0.5
GC_THRESHOLDS = (5000, 20, 1000)


class TableScene(Scene):
    def __init__(
        self, app: App, session: Session, *, demo: bool = False, bot_budget: Budget | None = None
    ) -> None:
        super().__init__(app)
        self.app: App = app
        self.session = session
        self.demo = demo
        self.board = BoardView(app.assets)
        self.anims = AnimQueue()
        self.floaters = Floaters()
        self.before: FiveTribesState | None = None
        self.book = LogBook(self.player_name)
        self.book.lines.append(
            tr(
                "five_tribes.log.resumed" if session.state.history else "five_tribes.log.started",
                seed=session.setup.seed,
            )
        )
        self.log_scroll = 0
        self.power_mode: int | None = None
        self.selected_colour: int | None = None
        self.pending: list[int] = []  # several actions behind one click: asked as options
        self.buttons: list[Button] = []
        self.top_buttons: list[Button] = []
        self.hover_pos: tuple[int, int] = (-1, -1)
        self.hover_still = 0.0  # seconds the pointer has rested: tooltips wait for TOOLTIP_DELAY
        self.message = ""
        # Whose private cards are face up (spec 8), and who last had the screen in hot-seat.
        self.viewer: int | None = None if demo else (session.humans[0] if len(session.humans) == 1 else None)
        self.at_screen: int | None = self.viewer
        self.curtain_up = False
        self.bot_budget = bot_budget
        # Each bot seat thinks in its own process, so the table never waits for the search's GIL
        # (ai/process_worker.py has the frame times that made this the choice).
        self.workers: dict[int, ProcessBotWorker] = {}
        for player, seat in enumerate(session.seats):
            if seat.is_bot:
                self.workers[player] = ProcessBotWorker(
                    seat.level,
                    "five_tribes",
                    session.setup.seed * 7 + player,
                    bot_budget,
                    fallback_seed=session.setup.seed + player,
                )
        self.thinking: int | None = None
        self.bot_started = False
        self._gc_thresholds = gc.get_threshold()
        self.bot_wait = 0.0
        self.end_wait = 0.0
        self.results_shown = False
        self.question = choices.build_question(self.state)
        self._rebuild_buttons()
        self.scores_seen = self.state.scores()
        self._scores_key = (id(self.state), len(self.state.history))
        self._base = pygame.Surface((1600, 900)).convert()
        self._base_key: tuple[object, ...] = ()
        self.chrome_cache: tuple[object, pygame.Surface] | None = None  # table_draw.chrome

    # -- reading ----------------------------------------------------------------------------

    @property
    def state(self) -> FiveTribesState:
        return self.session.state

    def player_name(self, player: int) -> str:
        return self.session.seat(player).name

    @property
    def shown(self) -> FiveTribesState:
        """What the board shows: the state before the action while its first anim plays."""
        if self.before is not None and self.anims.showing_before():
            return self.before
        return self.state

    def human_turn(self) -> bool:
        return not self.demo and self.session.human_to_move() and not self.anims.busy

    # -- life cycle -------------------------------------------------------------------------

    def enter(self) -> None:
        self.app.audio.play_music(MUSIC)
        # A thinking bot allocates tree nodes fast; with the default thresholds the collector runs
        # often inside the bot thread while holding the GIL, and frames stall (bench/
        # bench_five_tribes_table.py). Fewer young collections and a frozen old heap keep p99 low.
        self._gc_thresholds = gc.get_threshold()
        gc.freeze()
        gc.set_threshold(*GC_THRESHOLDS)

    def exit(self) -> None:
        for worker in self.workers.values():
            worker.close()
        gc.set_threshold(*self._gc_thresholds)
        gc.unfreeze()

    # -- acting -----------------------------------------------------------------------------

    def play(self, action: int) -> list[Event]:
        """Apply one action for whoever is to move: anims, log, autosave, the next question."""
        before = self.state.clone()
        try:
            events = self.session.apply(action)
        except IllegalAction as error:
            log.warning("refused %s: %s", action, error)
            self.message = labels.why_not(self.state)
            return []
        scale = self.app.settings.animation_speed.duration_scale
        self.anims.extend(anims_for(events, before, scale))
        self.before = before
        self.book.feed(events)
        self.log_scroll = 0
        self.power_mode = None
        self.pending = []
        self.message = ""
        if self.state.step != Step.DROP:
            self.selected_colour = None
        if not self.demo:
            if self.state.is_terminal():
                delete_autosave()
            else:
                write_autosave(self.session)
        self.refresh()
        return events

    def refresh(self) -> None:
        self.question = choices.build_question(self.state, self.power_mode)
        self._rebuild_buttons()

    def undo(self) -> None:
        """Ctrl+Z, right click or Esc inside a turn: take back the last action when allowed."""
        if self.pending or self.power_mode is not None:
            self.pending = []
            self.power_mode = None
            self.refresh()
            return
        if not self.human_turn() or not self.session.undo():
            self.message = tr("five_tribes.table.cannot_undo")
            return
        self.anims.finish()
        self.before = None
        self.scores_seen = self.state.scores()
        self._scores_key = (id(self.state), len(self.state.history))
        self.book.lines.append(
            tr("five_tribes.log.undone", player=self.player_name(self.state.current_player()))
        )
        if not self.demo:
            write_autosave(self.session)
        self.refresh()

    # -- buttons ----------------------------------------------------------------------------

    def _rebuild_buttons(self) -> None:
        self.top_buttons = [
            Button(
                pygame.Rect(L.TOP_BUTTONS_LEFT, 12, 104, 40),
                tr("five_tribes.table.undo"),
                self.undo,
                enabled=self.session.can_undo() and not self.demo,
                tooltip=tr("five_tribes.tooltip.undo"),
            ),
            Button(
                pygame.Rect(1374, 12, 104, 40),
                tr("five_tribes.table.rules"),
                self.open_rules,
                tooltip=tr("five_tribes.tooltip.rules"),
            ),
            Button(pygame.Rect(1486, 12, 104, 40), tr("five_tribes.table.menu"), self.open_pause),
        ]
        self.buttons = []
        if self.demo or not self.session.human_to_move():
            return
        entries: list[tuple[str, object, int | None]] = []
        if self.pending:
            entries = [(labels.option_label(self.state, a, self.player_name), a, a) for a in self.pending]
        else:
            for action in self.question.options:
                entries.append((labels.option_label(self.state, action, self.player_name), action, action))
            for djinn in sorted(self.question.powers):
                if self.question.power_mode is None:
                    entries.append(
                        (tr("five_tribes.option.use", djinn=_djinn_name(djinn)), ("power", djinn), None)
                    )
        if self.question.power_mode is not None or self.pending:
            entries.append((tr("five_tribes.option.back"), "back", None))
        if not entries:
            return
        x0 = L.ACTION_BAR.x + (150 if self.state.step in (Step.END, Step.SUIT) else 0)
        if self.state.step == Step.DROP:
            return
        gap = 8
        width = min(230, (L.ACTION_BAR.right - x0 - gap * (len(entries) - 1)) // len(entries))
        for index, (label, what, played) in enumerate(entries):
            rect = pygame.Rect(x0 + index * (width + gap), L.ACTION_BAR.y + 2, width, 44)
            button = Button(
                rect,
                label,
                self._option_handler(what),
                hotkey=index + 1 if index < 9 else None,
                primary=played in (A.END, A.SELL),
                action=played,
            )
            if isinstance(what, tuple):
                button.power = what[1]
            self.buttons.append(button)

    def _option_handler(self, what: object) -> Callable[[], None]:
        def press() -> None:
            if what == "back":
                self.undo()
            elif isinstance(what, tuple):
                self.power_mode = what[1]
                self.refresh()
            elif isinstance(what, int):
                self.play(what)

        return press

    def open_rules(self) -> None:
        from game.client.five_tribes.overlays import RulesScene

        self.app.stack.push(RulesScene(self.app))

    def open_pause(self) -> None:
        from game.client.scenes.pause import PauseScene

        self.app.stack.push(PauseScene(self.app))

    # -- input ------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if self.demo and len(self.app.stack) > 1 and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            # Attract mode over the title screen: any key or click hands the screen back.
            self.app.stack.pop()
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover_pos = event.pos
            self.hover_still = 0.0
        elif event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 1:
                self.click(event.pos)
            elif event.button == 3:
                self.undo()
            elif event.button == 4:
                self.log_scroll += 2
            elif event.button == 5:
                self.log_scroll = max(0, self.log_scroll - 2)
        elif event.type == pygame.MOUSEWHEEL and L.LOG_RECT.collidepoint(self.hover_pos):
            self.log_scroll = max(0, self.log_scroll + event.y * 2)
        elif event.type == pygame.KEYDOWN:
            self.key(event)

    def key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            if (
                self.pending
                or self.power_mode is not None
                or self.session.can_undo()
                and self.state.step == Step.DROP
            ):
                self.undo()
            else:
                self.open_pause()
        elif event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
        elif event.key == pygame.K_F1:
            self.open_rules()
        elif pygame.K_1 <= event.key <= pygame.K_9:
            self._finish_anims()
            index = event.key - pygame.K_1
            if self.state.step == Step.DROP and self.human_turn():
                shown = sorted(self.hand_rects())
                if index < len(shown):
                    self.select_colour(shown[index])
            elif index < len(self.buttons):
                self.buttons[index].on_click()
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self._finish_anims()
            for button in self.buttons:
                if button.primary:
                    button.on_click()
                    return
            if len(self.buttons) == 1:
                self.buttons[0].on_click()

    def _finish_anims(self) -> None:
        """A click during an animation finishes it at once, so input always answers."""
        if self.anims.busy:
            self.anims.finish()

    def select_colour(self, colour: int) -> None:
        if 0 <= colour < 5 and self.state.turn.hand[colour] > 0:
            self.selected_colour = colour

    def click(self, pos: tuple[int, int]) -> None:
        for button in self.top_buttons:
            if button.rect.collidepoint(pos) and button.enabled:
                self.app.audio.play("ui/click")
                button.on_click()
                return
        self._finish_anims()
        if not self.human_turn():
            return
        for button in self.buttons:
            if button.rect.collidepoint(pos) and button.enabled:
                self.app.audio.play("ui/click")
                button.on_click()
                return
        if self.state.step == Step.DROP:
            for colour, rect in self.hand_rects().items():
                if rect.collidepoint(pos):
                    self.select_colour(colour)
                    return
        action = self.shortcut_at(pos)
        if action is not None:
            self.play(action)
            return
        tile = L.tile_at(pos)
        if tile is None:
            return
        found = choices.click_tile(self.state, self.question, tile, self.selected_colour)
        if len(found) == 1:
            self.play(found[0])
        elif found:
            self.pending = found
            self._rebuild_buttons()
        else:
            self.message = labels.why_not(self.state)

    def shortcut_at(self, pos: tuple[int, int]) -> int | None:
        """Bids on the turn track, cards in the market row and djinns in the row are clickable too."""
        legal = set(self.question.options)
        if self.state.step == Step.BID:
            for spot in range(9):
                if L.spot_rect(spot).collidepoint(pos) and A.bid(min(spot, 6)) in legal:
                    return A.bid(min(spot, 6))
        for index in range(len(self.state.market)):
            if L.market_card_rect(index).collidepoint(pos) and A.market(index + 1) in legal:
                return A.market(index + 1)
        if self.state.step == Step.SACRED:
            for index, djinn in enumerate(self.state.djinn_row):
                if L.djinn_card_rect(index).collidepoint(pos) and A.djinn(djinn) in legal:
                    return A.djinn(djinn)
        return None

    def hand_rects(self) -> dict[int, pygame.Rect]:
        """The meeples in hand, shown in the action bar during a move."""
        found = {}
        x = L.ACTION_BAR.x + 170
        for colour in range(5):
            if self.state.step == Step.DROP and self.state.turn.hand[colour] > 0:
                found[colour] = pygame.Rect(x, L.ACTION_BAR.y, 76, 48)
                x += 84
        return found

    def target_point(self, action: int) -> tuple[int, int] | None:
        """Where a person clicks next on the way to playing ``action`` (tests drive the scene with it)."""
        for button in self.buttons:
            if button.action == action:
                return button.rect.center
        if self.state.step == Step.DROP:
            colour = choices.colour_of(action)
            if colour is not None and colour != self.selected_colour and colour in self.hand_rects():
                return self.hand_rects()[colour].center
        if choices.TILE_POWER_FIRST <= action < A.USE_ECHIDNA and self.question.power_mode is None:
            djinn = A.tile_power_of(action)[0]
            for button in self.buttons:
                if button.power == djinn:
                    return button.rect.center
        tile = choices.tile_of(self.state, action)
        if tile is not None and tile in self.question.tiles:
            return L.TILE_RECTS[tile].center
        return None

    # -- frame ------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.hover_still += dt
        for sound in self.anims.update(dt):
            self.app.audio.play(sound)
        self.floaters.update(dt)
        if not self.anims.showing_before():
            self._watch_scores()
        if self.anims.busy:
            return
        self.before = None
        state = self.state
        if state.is_terminal():
            self.end_wait += dt
            if (
                not self.results_shown
                and self.end_wait >= RESULTS_DELAY * self.app.settings.animation_speed.duration_scale
            ):
                self.results_shown = True
                self.show_results()
            return
        player = state.current_player()
        worker = self.workers.get(player)
        if worker is None:
            self.thinking = None
            self._pass_screen(player)
            return
        if len(self.session.humans) >= 2:
            # Hot-seat: while a bot plays anyone may be looking, so every hand lies face down.
            self.viewer = None
        self._drive_bot(player, worker, dt)

    def _watch_scores(self) -> None:
        """Once the table shows an action's result, each score change floats up by its panel."""
        key = (id(self.state), len(self.state.history))
        if key == self._scores_key:
            return
        self._scores_key = key
        scores = self.state.scores()
        scale = self.app.settings.animation_speed.duration_scale
        for player, (old, new) in enumerate(zip(self.scores_seen, scores, strict=True)):
            self.floaters.add(player, self.state.num_players, new - old, scale)
        self.scores_seen = scores

    def _drive_bot(self, player: int, worker: ProcessBotWorker, dt: float) -> None:
        if not self.bot_started:
            if self.thinking != player:
                # The indicator first: the frame that redraws the table's layer for it is not also
                # the one where the search thread starts and competes for the GIL.
                self.thinking = player
                return
            self.bot_wait = 0.0
            self.bot_started = True
            # FiveTribesState declares ``title: FiveTribesTitle``; a mutable protocol attribute is
            # invariant, so mypy does not take it for base.State (``title: Title``) though it is one.
            worker.start(cast(State, self.state), player)
            return
        self.bot_wait += dt
        pause = BOT_PAUSE * self.app.settings.animation_speed.duration_scale
        if not worker.done() or self.bot_wait < pause:
            return
        choice = worker.result()
        legal = self.state.legal_actions()
        action = choice.action if choice is not None and choice.action in legal else legal[0]
        self.thinking = None
        self.bot_started = False
        self.play(action)

    def _pass_screen(self, player: int) -> None:
        """Hot-seat: the person to move gets the screen, behind a curtain when it would reveal
        private cards to the wrong eyes (``session.curtain_before`` has the reading of spec 8)."""
        if self.demo or self.viewer == player or self.curtain_up:
            return
        if not curtain_before(self.session, player, self.at_screen):
            self.viewer = self.at_screen = player
            return
        from game.client.scenes.curtain import CurtainScene

        def ready() -> None:
            self.curtain_up = False
            self.viewer = self.at_screen = player

        self.curtain_up = True
        self.app.stack.push(
            CurtainScene(
                self.app,
                self.player_name(player),
                hud_colour(player),
                backdrop="five_tribes/table/backdrop",
                on_ready=ready,
            )
        )

    def show_results(self) -> None:
        from game.client.five_tribes.results import ResultsScene

        log.info(
            "game over after %d actions (seed %d): scores %s, winners %s",
            len(self.state.history),
            self.session.setup.seed,
            self.state.scores(),
            self.state.winners(),
        )

        self.app.stack.push(ResultsScene(self.app, self.session, demo=self.demo))

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """A cached layer of everything that changes only with the game, then the live parts on top."""
        t = self.app.time
        shown = self.shown
        interactive = self.human_turn()
        key = table_draw.layer_key(self, shown, interactive)
        if key != self._base_key:
            self._base_key = key
            table_draw.draw_base(self, self._base, shown, interactive)
        surface.blit(self._base, (0, 0))
        high_contrast = self.app.settings.high_contrast
        hover_tile = L.tile_at(self.hover_pos)
        if interactive:
            strength = pulse(t)
            for tile in self.question.tiles:
                glow_tile(surface, tile, strength, tile == hover_tile)
        # The move so far, also while a bot's meeple is still hopping along it (the state shown).
        path = move_path(shown)
        if path:
            next_tile = (
                hover_tile
                if interactive and shown is self.state and hover_tile in self.question.tiles
                else None
            )
            draw_path(surface, path, next_tile, t)
            if next_tile is not None:
                chosen = choices.default_drop(self.state, self.question, next_tile, self.selected_colour)
                if chosen is not None:
                    rect = L.TILE_RECTS[next_tile]
                    draw_meeple(
                        surface,
                        self.app.assets,
                        (chosen - A.DROP) % 5,
                        (rect.centerx, rect.y + 16),
                        high_contrast,
                    )
        if interactive and self.state.step == Step.BID:
            for spot in range(9):
                rect = L.spot_rect(spot)
                if rect.collidepoint(self.hover_pos) and A.bid(min(spot, 6)) in self.question.options:
                    pygame.draw.rect(surface, (200, 255, 250), rect.inflate(8, 8), 3, border_radius=12)
        if self.thinking is not None:
            panels.draw_thinking(surface, self.state, self.thinking, self.player_name(self.thinking), t)
        self.anims.draw(surface, self.app.assets, high_contrast)
        self.floaters.draw(surface)
        for button in self.top_buttons + (self.buttons if interactive else []):
            if button.enabled and button.rect.collidepoint(self.hover_pos):
                button.draw(surface, True)
        if interactive:
            for rect in self.hand_rects().values():
                if rect.collidepoint(self.hover_pos):
                    pygame.draw.rect(surface, (64, 222, 206), rect, 3, border_radius=10)
        if self.hover_still >= TOOLTIP_DELAY:
            table_draw.draw_tooltip_at(self, surface, self.hover_pos)


def hud_colour(player: int) -> tuple[int, int, int]:
    return L.PLAYER_COLOURS[player]


def _djinn_name(djinn: int) -> str:
    from game.client.five_tribes import names

    return names.djinn(djinn)
