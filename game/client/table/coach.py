"""The tutorial coach: an action gate and a bubble layer inside the table scene (docs/tutorial.md).

The coach is not a scene of its own, nor a kind of table: it is the table's ``Gate``
(coach_gate.py) while a chapter runs. The table keeps receiving clicks, and asks the coach
- ``gate(state, legal)``: the legal actions the view may turn into its question now (during a
  move step only the step's expected action(s); nothing on a bubble-only step or while a scripted
  opponent moves). The table hands these to ``view.question`` as usual, so the highlighted targets
  are the ordinary glowing ones;
- ``refusal(state, question)``: the line shown for a click on anything else ("Not that one: click
  c3, where the ring is"), instead of ``question.why_not``;
- ``applied(before, action)`` after every action, ``can_undo()`` / ``undone()`` for undo (only
  inside the current move step, principle 8);
- ``seat(player)``: a ``ScriptedSeat`` for a scripted opponent, behind the bot-seat interface;
- ``handle(event)`` first (the bubble's Next / Back / Skip chapter buttons, Enter, Esc), then
  ``draw(surface, time, hover)`` last, over everything the table drew.

What the coach needs from the table is the small ``CoachHost`` protocol below (where an action is
clicked, jump to a position for Skip chapter, hand the seats to bots, leave); tutorial_scene.py
implements it over a ``TableScene``.

Readings (docs/tutorial.md):
- "Back re-reads the previous bubble": Back shows earlier bubbles read-only; Next (or acting)
  returns to the live one. It never undoes a move (undo does that).
- "Esc offers to leave": Esc asks whether to leave; the chapter's place is kept in the tutorial
  save slot (coach_store), so Learn to play can resume it.
- "Skip chapter jumps to its end state": the rest of the script is played without animation, the
  chapter counts as done, and the end bubble with its summary shows.
- A scripted opponent's bubble-less steps run at the table's bot pace; a bubble after them explains.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

import pygame

from ai.bots import Choice, ChoiceStats
from game.client.table import coach_store
from game.client.table.bots import WorkerFactory
from game.client.table.bubble import BubbleLayout, draw_bubble, layout_bubble
from game.client.table.coach_gate import Gate
from game.client.table.view import GameView
from game.client.table.view_types import Question
from game.client.text import tr
from game.rules.base import State
from game.tutorial import ACTION_POINT, Progress, Script, play_to_end

log = logging.getLogger(__name__)

LEVELS = ("easy", "normal")
FAREWELL_SECONDS = 4.0


class CoachHost(Protocol):
    """What the table scene offers the coach."""

    def coach_locate(self, actions: Sequence[int]) -> pygame.Rect | None:
        """Where a click plays one of ``actions`` now: the first of them an option button or a
        target plays at once (so the ring sits where the click does what the bubble says), else
        the first click on the way to the first of them (the view's ``route``)."""

    def coach_jump(self, state: State) -> None:
        """Show ``state`` as the table's position at once (Skip chapter), no animation."""

    def coach_hand_off(self, level: str, new_game: bool) -> None:
        """The script is over: the scripted seats become ``level`` bots and play goes on, or
        (``new_game``: the script ended the game) a fresh game against ``level`` bots starts."""

    def coach_leave(self) -> None:
        """Leave the tutorial (back to Learn to play)."""

    def coach_offer_leave(self) -> None:
        """Esc with nothing to step back to: ask whether to leave the chapter."""

    def coach_place(self, name: str) -> pygame.Rect | None:
        """Where a named place is (``resolve_place`` in the table's position)."""

    def coach_keep_visible(self) -> list[pygame.Rect]:
        """What the bubble should leave in sight besides its target: the prompt line, the
        option buttons and the places the question lets the learner click."""


PANEL_PREFIX = "panel:"


def resolve_place(view: GameView, name: str, state: State) -> pygame.Rect | None:
    """A named place: the view's own (``place_rect_in``), else ``panel:<seat>``, one seat's share
    of the panels zone (every table has one, ``Zones.panels``; the split is the default
    ``score_anchor``'s), so scripts can point at a player's panel in every game."""
    players = state.num_players
    rect = view.place_rect_in(name, state)
    if rect is not None:
        return rect
    if name.startswith(PANEL_PREFIX) and name[len(PANEL_PREFIX) :].isdigit():
        seat = int(name[len(PANEL_PREFIX) :])
        if 0 <= seat < players:
            panels = view.zones().panels
            width = panels.width // max(players, 1)
            return pygame.Rect(panels.x + seat * width, panels.y, width, panels.height)
    return None


def point_check(view: GameView) -> Callable[[str, State, Sequence[int]], bool]:
    """The validator's ``point_ok`` for a view: ``action`` needs an expected action; every other
    name must be a place the view can show (``resolve_place``)."""

    def can_show(name: str, state: State, actions: Sequence[int]) -> bool:
        if name == ACTION_POINT:
            return bool(actions)
        return resolve_place(view, name, state) is not None

    return can_show


# Reading of docs/tutorial.md principle 5 ("sits where it does not cover it"): not only the ringed place
# but what the player reads to act on it stays clear where the canvas allows: the card, tile or row
# around a small target (a card's hard row: its requirement sits just above it).
SURROUNDINGS = (60, 150)


def surroundings(target: pygame.Rect) -> pygame.Rect:
    """The neighbourhood of a target the bubble avoids: wider and taller than the target."""
    dx, dy = SURROUNDINGS
    dx, dy = min(dx, target.width // 2), min(dy, target.height * 3 // 2)  # a flat row: a thin margin
    return pygame.Rect(target.x - dx, target.y - dy, target.width + 2 * dx, target.height + 2 * dy)


def say(script: Script, key: str) -> str:
    return tr(f"{script.strings_namespace}.{key}")


class ScriptedSeat:
    """A scripted opponent behind the bot-seat interface (start / busy / done / result / wait /
    cancel / close / progress, as ai.process_worker.ProcessBotWorker): it answers with the script's next action."""

    bot_name = "script"

    def __init__(self, coach: Coach, player: int) -> None:
        self.coach = coach
        self.player = player
        self._result: Choice | None = None
        self._state: State | None = None
        self.progress = 1.0

    def start(self, state: State, player: int) -> None:
        self._state = state
        self._result = None
        self._ask()

    def _ask(self) -> None:
        # The seat may be asked while a bubble still shows (the player reads, then presses Next):
        # it answers once the script reaches its step.
        if self._result is None and self._state is not None:
            action = self.coach.scripted_action(self._state, self.player)
            self._result = Choice(action, ChoiceStats("script")) if action is not None else None

    def busy(self) -> bool:
        return False

    def done(self) -> bool:
        self._ask()
        return self._result is not None

    def result(self) -> Choice | None:
        self._ask()
        return self._result

    def wait(self, timeout: float | None = None) -> Choice | None:
        return self.result()

    def cancel(self, timeout: float = 1.0) -> None:
        pass

    def close(self) -> None:
        self._result = None


@dataclass(slots=True)
class Refusal:
    line: str
    until: float


class Coach(Gate):
    def __init__(
        self, script: Script, view: GameView, host: CoachHost, *, clock: Callable[[], float]
    ) -> None:
        self.script = script
        self.view = view
        self.host = host
        self.clock = clock
        self.progress = Progress(script)
        self.reading: int | None = None  # Back: the index of an earlier bubble being re-read
        self.refused: Refusal | None = None
        self.handed_off = False
        self.layout: BubbleLayout | None = None
        self.history: list[int] = []  # actions applied since the chapter's scenario
        self.skipped = False
        self.farewell_until = 0.0  # the hand-off's "on your own" bubble shows until then

    # -- what the table asks its gate (coach_gate.Gate) ----------------------------------------

    def leads(self) -> bool:
        return self.active

    def make_worker(self, seed: int) -> WorkerFactory | None:
        """While the script runs, the scripted opponents sit where the bots would (``BotSeats``
        passes fallback_seed = the game's seed + the seat, bots.py)."""
        if not self.active:
            return None

        def scripted(
            level: str, title_id: str, bot_seed: int, budget: object, fallback_seed: int = 0
        ) -> object:
            return self.seat(fallback_seed - seed)

        return scripted

    def saves(self) -> bool:
        """Never the real game's autosave: the coach keeps its own slot while the script runs."""
        return False

    def leave_line(self) -> str:
        """The chapter's place is in the tutorial's own slot (``_save``) until it is done; after
        the hand-off the person plays on at a table nothing saves."""
        if not self.active:
            return tr("coach.pause_practice")
        return tr("coach.pause_done" if self.progress.finished else "coach.pause_kept")

    def shows_thinking(self) -> bool:
        """No "thinking" dots while a scripted opponent waits for the reader to press Next."""
        return not self.active or self.progress.opponent_to_act()

    def offers_hint(self) -> bool:
        """No hint while the coach leads: the ring shows the move (after the hand-off, as usual)."""
        return not self.active

    def may_undo(self) -> bool:
        return self.can_undo()

    def holds_results(self) -> bool:
        """The coach explains the scores first; its hand-off starts what comes next."""
        return self.active

    def holds_frame(self) -> bool:
        """Re-reading an old bubble holds the scripted opponent (and the table's frame)."""
        return self.active and self.opponent_waiting() and self.reading is not None

    def moved(self) -> None:
        self.layout = None  # the bubble's target may sit on a rebuilt button

    def leave(self) -> None:
        """Esc: offer to leave (docs/tutorial.md; the place is kept in the tutorial slot)."""
        self.host.coach_offer_leave()

    def draw_layer(
        self,
        surface: pygame.Surface,
        state: State,
        question: Question | None,
        time: float,
        hover: tuple[int, int],
    ) -> None:
        """The legal targets glow stronger than in normal play (docs/tutorial.md), then the bubble;
        after the hand-off, its short farewell."""
        if self.active:
            if question is not None:
                for target in question.targets:
                    if target.actions and target.glow:
                        self.view.draw_target_glow(surface, target, 1.0, True)
            self.draw(surface, state, time, hover)
        elif time < self.farewell_until:
            self.draw_farewell(surface, time)

    # -- the gate -----------------------------------------------------------------------------

    @property
    def active(self) -> bool:
        """The script is running (after the hand-off the table plays freely)."""
        return not self.handed_off

    def allowed(self, state: State) -> list[int]:
        if not self.active or not self.progress.human_to_act():
            return []
        return self.progress.allowed(state)

    def gate(self, state: State, legal: list[int]) -> list[int]:
        if not self.active:
            return legal
        allowed = set(self.allowed(state))
        return [action for action in legal if action in allowed]

    def human_may_act(self) -> bool:
        return self.active and self.progress.human_to_act() and self.reading is None

    def refusal_line(self, state: State, question: Question | None) -> str:
        if self.progress.finished:
            return tr("coach.refuse.finished")
        if self.progress.opponent_to_act():
            return tr("coach.refuse.wait")
        if not self.progress.human_to_act():
            return tr("coach.refuse.read")
        allowed = self.allowed(state)
        if question is not None and allowed:
            for option in question.options:
                if option.action in allowed:
                    return tr("coach.refuse.option", what=option.label)
            for target in question.targets:
                if set(target.actions) & set(allowed) or target.choose:
                    label = self.view_place_label(target.key)
                    if label is not None:
                        return tr("coach.refuse.target", what=label)
                    break
        return tr("coach.refuse.ring")

    def view_place_label(self, key: str) -> str | None:
        """A place key as a reader sees it: a coordinate ("c3"); None for other keys (the line
        then says "the place with the ring")."""
        if len(key) <= 3 and key[:1].isalpha() and key[1:].isdigit():
            return key
        return None

    def refuse(self, state: State, question: Question | None) -> str:
        line = self.refusal_line(state, question)
        self.refused = Refusal(line, self.clock() + 3.0)
        self.layout = None
        return line

    # -- the table tells the coach what happened ----------------------------------------------

    def applied(self, before: State, action: int) -> None:
        """``action`` was applied to ``before``. Off-script actions end the script (a bug, logged)."""
        self.history.append(int(action))
        if not self.active:
            return
        if action not in self.progress.allowed(before):
            log.warning(
                "off-script action %s at step %d; the coach hands off", action, self.progress.step + 1
            )
            self.handed_off = True
            return
        self.progress.record(action)
        self.reading = None
        self.refused = None
        self.layout = None
        if self.progress.finished:
            self._finish()
        else:
            self._save()

    def can_undo(self) -> bool:
        return not self.active or (self.progress.can_undo() and self.progress.human_to_act())

    def undone(self) -> None:
        if self.history:
            self.history.pop()
        if self.active:
            self.progress.undo()
            self.layout = None
            self._save()

    def seat(self, player: int) -> ScriptedSeat:
        return ScriptedSeat(self, player)

    def scripted_action(self, state: State, player: int) -> int | None:
        """The script's next action for a scripted seat, or None when it is not that seat's step."""
        if not self.active or not self.progress.opponent_to_act() or self.progress.seat != player:
            return None
        allowed = self.progress.allowed(state)
        return allowed[0] if allowed else None

    def opponent_waiting(self) -> bool:
        return self.active and self.progress.opponent_to_act()

    # -- the bubble ---------------------------------------------------------------------------

    def next(self) -> None:
        if self.reading is not None:
            later = [i for i in self._bubble_steps() if i > self.reading and i < self.progress.step]
            self.reading = later[0] if later else None
        elif self.progress.waiting_for_next() and not self.progress.finished:
            self.progress.next()
            if self.progress.finished:
                self._finish()
            else:
                self._save()
        self.layout = None

    def back(self) -> None:
        current = self.reading if self.reading is not None else self.progress.step
        earlier = [i for i in self._bubble_steps() if i < current]
        if earlier:
            self.reading = earlier[-1]
            self.layout = None

    def can_go_back(self) -> bool:
        current = self.reading if self.reading is not None else self.progress.step
        return any(i < current for i in self._bubble_steps())

    def _bubble_steps(self) -> list[int]:
        return [step.index for step in self.script.steps if step.say is not None]

    def skip(self, state: State) -> None:
        """Skip chapter: play the rest of the script at once and show the chapter's end."""
        progress = Progress(self.script, self.progress.step, self.progress.entry, list(self.progress.applied))
        end = play_to_end(progress, state)
        self.history.extend(end_history(state, end))
        self.progress = progress
        self.reading = None
        self.skipped = True
        self.layout = None
        self.host.coach_jump(end)
        self._finish()

    def _finish(self) -> None:
        coach_store.mark_done(self.script.title, self.script.chapter)
        coach_store.clear_slot(self.script.title)

    def hand_off(self, level: str, new_game: bool = False) -> None:
        self.handed_off = True
        self.layout = None
        if not new_game:
            self.farewell_until = self.clock() + FAREWELL_SECONDS
        self.host.coach_hand_off(level, new_game)

    def _save(self) -> None:
        try:
            coach_store.save_slot(
                self.script.title, self.script.chapter, self.progress.step, self.progress.entry, self.history
            )
        except OSError:
            log.exception("the tutorial slot could not be written")

    # -- drawing and input ----------------------------------------------------------------------

    def bubble_layout(self, state: State) -> BubbleLayout | None:
        if not self.active:
            return None
        if self.layout is not None:
            return self.layout
        if self.reading is not None:
            step = self.script.steps[self.reading]
        else:
            step = self.progress.current
            if self.progress.opponent_to_act():
                return None
        if step.say is None:
            return None
        target = self._target(step.point, state) if step.point else None
        buttons: list[tuple[str, str, bool]] = []
        finished = self.progress.finished and self.reading is None
        bullets: list[str] | None = None
        heading = None
        if finished:
            heading = tr("coach.done_title")
            bullets = [say(self.script, key) for key in step.summary]
            if self.script.after == "free_play":
                buttons += [
                    ("play:easy", tr("coach.play_easy"), False),
                    ("play:normal", tr("coach.play_normal"), True),
                ]
            else:
                buttons += [
                    ("new:easy", tr("coach.new_easy"), False),
                    ("new:normal", tr("coach.new_normal"), True),
                ]
            buttons.append(("leave", tr("coach.chapters"), False))
        else:
            if self.can_go_back():
                buttons.append(("back", tr("coach.back"), False))
            buttons.append(("skip", tr("coach.skip"), False))
            if self.reading is not None or self.progress.waiting_for_next():
                buttons.append(("next", tr("coach.next"), True))
        refusal = None
        if self.refused is not None and self.clock() < self.refused.until:
            refusal = self.refused.line
        self.layout = layout_bubble(
            say(self.script, step.say),
            target,
            buttons,
            heading=heading,
            bullets=bullets,
            refusal=refusal,
            avoid=([surroundings(target)] if target is not None else []) + self.host.coach_keep_visible(),
        )
        return self.layout

    def keep_clear(self, state: State) -> list[pygame.Rect]:
        layout = self.bubble_layout(state)
        if layout is None:
            return []
        # The ring is drawn a few pixels outside the target.
        return [layout.rect] + ([layout.target.inflate(16, 16)] if layout.target is not None else [])

    def _target(self, point: str, state: State) -> pygame.Rect | None:
        if point == ACTION_POINT:
            allowed = self.allowed(state)
            return self.host.coach_locate(allowed) if allowed else None
        return self.host.coach_place(point)

    def draw_farewell(self, surface: pygame.Surface, time: float) -> None:
        """The hand-off's short "you're on your own now" bubble (no buttons, it fades by itself)."""
        draw_bubble(surface, layout_bubble(tr("coach.on_your_own"), None, []), time)

    def draw(self, surface: pygame.Surface, state: State, time: float, hover: tuple[int, int]) -> None:
        if self.refused is not None and time >= self.refused.until:
            self.refused = None
            self.layout = None
        layout = self.bubble_layout(state)
        if layout is not None:
            draw_bubble(surface, layout, time, hover)

    def click(self, pos: tuple[int, int], state: State) -> bool:
        """A click on the bubble's buttons (True: the coach used it; the table ignores it)."""
        layout = self.bubble_layout(state)
        if layout is None:
            return False
        button = layout.button_at(pos)
        if button is None:
            return layout.rect.collidepoint(pos)
        self.press(button.key, state)
        return True

    def press(self, key: str, state: State) -> None:
        if key == "next":
            self.next()
        elif key == "back":
            self.back()
        elif key == "skip":
            self.skip(state)
        elif key == "leave":
            self.host.coach_leave()
        elif key.startswith(("play:", "new:")):
            kind, level = key.split(":")
            self.hand_off(level, new_game=kind == "new")

    def key(self, event: pygame.event.Event, state: State) -> bool:
        """Enter / Space: Next on a bubble-only step; Backspace: Back; Esc is the table's (leave)."""
        if not self.active:
            return False
        reading = self.reading is not None or (
            self.progress.waiting_for_next() and not self.progress.finished
        )
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and reading:
            self.next()
            return True
        if event.key == pygame.K_BACKSPACE and self.can_go_back():
            self.back()
            return True
        return False


def end_history(start: State, end: State) -> list[int]:
    """The actions ``end`` applied beyond ``start`` (engines that keep ``history``)."""
    found = getattr(end, "history", None)
    if found is None:
        return []
    return [int(a) for a in list(found)[len(getattr(start, "history", None) or []) :]]
