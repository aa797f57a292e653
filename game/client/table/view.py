"""The plug-in API of the shared table: a game is ONE view class and ONE ``register_table`` call.

Everything a table does that is not about one game lives in ``game/client/table/`` (the session
and its saves, bot seats, the hot-seat curtain, undo, the animation queue and score floats, the
log book, option buttons and hotkeys, tooltips, the new-game scene, results and rules overlay).
A game package supplies a view class and registers it::

    # game/client/<title_id>/__init__.py
    from game.client.table import register_table
    from game.client.<title_id>.view import MyView

    register_table(MyView)          # the title screen, Continue, --demo and --scene now know it

The view is a required core and optional groups of hooks (docs/table.md, "The game view"):
``ViewCore`` holds the five hooks every game must give (``zones``, ``draw_base``, ``question``,
``status``, ``log_writer``); each group has defaults and is about one thing (``ResultWords``,
``RulesReference``, ``DrawExtras``, ``Places``, ``HalfChoice``, ``ActionWords``, ``HintWords``,
``EventHooks``, ``Privacy``, ``Following``). ``GameView`` is the core with every group. A view subclasses
``GameView``, or ``ViewCore`` with the groups it overrides listed before it
(``class MyView(DrawExtras, ViewCore)``): ``register_table`` adds the groups left out
(``complete``). A new hook goes into the group it is about, with a default.

A complete small example is the toy game in ``tests/client/table/toy.py`` (``TallyCore``, the
core only, and ``TallyView``); the first real one is ``game/client/five_tribes/view.py``. Hooks
get and return only the types below, so a view is testable without a window: build it with
``MyView()`` (``app`` None) for sessions.

``MyView`` is constructed with the ``App`` once per table (and once per new-game scene), so it may
keep per-table state (caches, a half-made choice such as "which djinn's power"). Construction must
be cheap: load nothing heavy before the first ``draw_base``.

What the table gives the view
-----------------------------
Every hook gets a ``Ctx`` (read it, never keep it): ``ctx.state`` is what the viewer may see, i.e.
``view.observe(full_state, viewer)`` (``state.observation(viewer)``, or a public view when nobody
may see private things: during a bot's turn in hot-seat, before a curtain, in the demo). While an
animation marked ``before`` plays, ``ctx.state`` is the observation of the position *before* the
action (the hopping piece has not landed). Nothing private may reach the screen unless it comes
from ``ctx.state``: draw scores, counts and tooltips from it (a test renders two
determinizations the viewer cannot tell apart and asserts equal pictures and tooltips).

The canvas is 1600x900 logical pixels (docs/ui.md). ``zones()`` tells the table where its own parts go.

The turn, step by step
----------------------
1. When a person is to move, the table calls ``question(ctx, legal)`` with the legal action ids of
   the full state. The view answers ONE ``Question``: a prompt, clickable ``Target`` s (hit areas on
   its board, each meaning one or more actions) and ``Option`` buttons (each with a stable ``key``).
2. A click on a target with one action plays it; with several, the table asks which one with an
   option per action, labelled by ``option_label`` (e.g. several meeples on one tile). A target
   or option with ``choose`` set (no action) calls ``choose(key)``: the view changes its half-made
   choice (a djinn's power selected, a meeple colour picked) and the table asks ``question`` again.
3. Esc and right click step back when possible, else open Pause: first the pending several-action
   question, then ``back()`` (True: the view stepped back inside its half-made choice), then undo
   (``Session.can_undo``). An ``Option`` keyed "back" does the same step back; one keyed "undo"
   (or "undo:<what>") takes back the last action, then more while ``keep_undoing`` holds.
4. After an action is applied: ``reset()``, ``animate(events, before, ctx)`` (anims for the queue),
   the log book gets the events (worded lazily by ``log_writer``), scores float (``score_anchor``).
5. A click on nothing legal shows ``Question.why_not`` in the prompt line.

Engine contract used (docs/contract.md): ``Event.reveals`` (undo stops there) and
``State.has_private(p)`` (the curtain), read from the engine by ``table/contract.py``.

Strings: generic words live in the ``table`` namespace (``i18n/table.<lang>.json``); a game's own in
its namespace. Flags' words: ``<title_id>.flags.<name>.name``, ``.help`` and ``.<choice>``
(``str(choice).lower()``); score lines: ``<title_id>.score_line.<key>`` for every key of
``score_breakdown``, plus ``table.results.total``.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, cast

import pygame

from game.client.table.reference import Chapter, Entry
from game.rules.base import Event, State, Title
from game.rules.outcome import Tally

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.assets import Assets
    from game.client.table.anim import Anim

Point = tuple[int, int]
Colour = tuple[int, int, int]


# -- what the view answers ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Tooltip:
    """A hover panel: bold title, wrapped body, optional label-value rows (the last one a total).
    ``about``: the place it describes (a card in hand), when that is not a target of the question:
    the table tries the places beside it too, as beside a target, not only the corners round the
    pointer (a hand card's tip had no corner clear of the person's own score lines)."""

    title: str
    body: str = ""
    rows: tuple[tuple[str, str], ...] = ()
    about: pygame.Rect | None = None


@dataclass(frozen=True, slots=True)
class Option:
    """One button of the question.

    ``key`` says WHAT the option is, never where it sits ("end", "sell", "bid:5", "djinn:sloar",
    "power:12"): the table keeps keyboard shortcuts by key, so a shortcut never moves to another
    option after a purchase. ``hotkey``: a key name the view wants for it ("1".."9",
    "e"...); None lets the table give the lowest free digit, kept for that key while the prompt
    lasts. ``action`` plays that action; None with ``choose=True`` calls ``view.choose(key)``.
    """

    key: str
    label: str
    action: int | None = None
    choose: bool = False
    primary: bool = False  # Enter / Space press it
    hotkey: str | None = None
    tooltip: str | None = None
    enabled: bool = True
    # Stands apart at the right end of a row of buttons, away from the others: else Five Tribes'
    # "End turn" after "Sell: Wheat, Pottery" reads as one more thing to sell.
    apart: bool = False


@dataclass(frozen=True, slots=True)
class Target:
    """A hit area on the view's drawing that answers the question.

    ``key`` names the place (the tutorial's ``point`` uses the same names: "c3", "market:2").
    ``actions``: one = a click plays it; several = the table asks which (``option_label`` each);
    empty with ``choose=True`` = a click calls ``view.choose(key)``. ``glow``: the table calls
    ``view.draw_target_glow`` for it every frame (False when the view draws its own highlight in
    ``draw_base``). ``hotkey`` as in ``Option`` (e.g. the meeple colours in hand). ``mark``: where
    the hint's numbered marker sits for this target, clear of what the view draws in it; None: the
    rect's top-right corner (which can hide a piece: the meeple of a Five Tribes hand slot).
    """

    key: str
    rect: pygame.Rect
    actions: tuple[int, ...] = ()
    choose: bool = False
    glow: bool = True
    hotkey: str | None = None
    mark: tuple[int, int] | None = None


@dataclass(slots=True)
class Question:
    """The one question the table asks now (docs/ui.md: one question at a time)."""

    prompt: str
    targets: list[Target] = field(default_factory=list)
    options: list[Option] = field(default_factory=list)
    why_not: str = ""  # shown in the prompt line after a click that hits nothing legal
    option_area: pygame.Rect | None = None  # where the option buttons go; None: zones().options
    max_option_width: int = 230

    def target_at(self, pos: Point) -> Target | None:
        for target in self.targets:
            if target.rect.collidepoint(pos):
                return target
        return None

    def live_targets(self) -> list[Target]:
        """The targets that answer it: a click plays an action or makes a first choice. A view
        may list a place that answers nothing (its click says why not, as a click on nothing
        does); nothing that keeps the question in sight has to keep clear of it."""
        return [target for target in self.targets if target.actions or target.choose]

    def actions(self) -> set[int]:
        """Every action one click on this question plays."""
        found = {o.action for o in self.options if o.action is not None}
        for target in self.targets:
            if len(target.actions) == 1:
                found.add(target.actions[0])
        return found


@dataclass(frozen=True, slots=True)
class Zones:
    """Where the table's own parts go on the canvas (the view draws the frames behind them)."""

    top_strip: pygame.Rect  # round/status, whose turn, the prompt; Undo, Rules, Menu at its right
    log: pygame.Rect  # the log book: a title line, then the newest lines at the bottom
    options: pygame.Rect  # the option buttons, left to right
    panels: pygame.Rect  # the player panels (the results scene and floats never cover more)


@dataclass(frozen=True, slots=True)
class Amend:
    """What ``LogWriter.describe`` returns to rewrite its own last line instead of adding one: the
    same move continued by a later event ("Ann: 2 riders fly ..." in place of "Ann: a rider flies
    ...": one line per rider of a move reads as a stutter)."""

    line: str


class LogWriter:
    """Words events for the log. One writer reads a whole game in order (it may remember a pick
    until the move it starts ends, and write one line then, or ``Amend`` its last line). The table
    replays every stored event through a fresh writer when the language changes or a step is
    undone, so ``describe`` must depend only on the events fed so far and ``name``. Never word an
    event's private part (``event.private_to``): the log is seen by everyone at the table."""

    def __init__(self, name: Callable[[int], str]) -> None:
        self.name = name

    def describe(self, event: Event) -> str | tuple[str, ...] | Amend | None:
        """One line for ``event``, an ``Amend`` of this writer's last line, or None (folded into a
        later line, or not worth a line); a tuple of lines when the event also opens something
        (a heading such as a new round before the event's own line)."""
        return None

    def interrupted(self) -> None:
        """The table logged a line of its own after this writer's last one: the next ``Amend``
        would rewrite the wrong line, so the writer starts a new line instead."""


# -- what the table tells the view -------------------------------------------------------------


@dataclass(slots=True)
class Ctx:
    """What a hook may read. Built by the table each frame (cheap), never kept by the view."""

    state: State  # the observation the viewer may see (see the module docstring)
    viewer: int | None  # whose private things show face up; None: nobody's
    names: Sequence[str]  # seat names in the current language
    assets: Assets
    time: float  # seconds since the app started (for pulses)
    hover: Point  # pointer position on the canvas ((-1, -1) when outside)
    interactive: bool  # a person is to move, this is their question, no animation runs
    question: Question | None  # the live question when interactive
    hidden: frozenset[Hashable]  # pieces the animation queue is bringing in: leave them out
    thinking: int | None  # the bot seat thinking now
    high_contrast: bool
    mover: int  # the seat to move in the full state (-1 at the end)
    showing_before: bool  # ctx.state is the position before the last action (an anim plays)
    pending: tuple[int, ...] = ()  # a click meant several actions: the table asks which (options)
    # The actions Undo can take back (the person to move's own, oldest first): a view may leave
    # out a click that would only take one of them back (a Tribes of the Wind rider sent back).
    undoable: tuple[int, ...] = ()
    extra: dict[str, Any] = field(default_factory=dict)  # room for later additions
    # The seat the table shows as acting (the top strip's disc and name): while a move plays out
    # and nobody can act yet, the seat whose move it is, else the seat to move. None: ``mover``
    # (a Ctx built away from the table). Views raise that seat's panel (``acting_seat``).
    acting: int | None = None

    @property
    def acting_seat(self) -> int:
        """The seat whose panel is raised: the strip's seat (during a bot's playback the
        next seat is already to move while the strip still shows the bot). -1 at the end."""
        return self.mover if self.acting is None else self.acting


# -- the view: a required core and optional groups ------------------------------------------------


class ViewCore(ABC):
    """What every game must give the table; a view with only this plays a whole game.

    Class attributes: ``title`` (the rules ``Title`` object, e.g. ``five_tribes.TITLE``) and
    ``seat_colours`` (one RGB per seat, max_players of them) are required; ``shelf``,
    ``backdrop`` (asset name of the table's backdrop, also behind the curtain and the new-game
    scene), ``music`` (asset name or None) and ``demo_levels`` (bot levels of the demo's seats,
    cycled) have defaults.

    The five hooks are the ones the table has no sensible default for: where its own parts go
    (``zones``), the picture (``draw_base``), the question a person answers (``question``), the
    top strip's round or phase (``status``, docs/ui.md) and the log's words (``log_writer``: a log
    that never says what happened is no log).
    """

    title: Title
    shelf: int = 100  # the title screen lists games by this, lowest first (then by id)
    seat_colours: tuple[Colour, ...] = ()
    backdrop: str = "ui/title_backdrop"
    music: str | None = None
    demo_levels: tuple[str, ...] = ("easy", "normal")

    def __init__(self, app: App | None = None) -> None:
        self.app = app  # None for a view used away from a screen (sessions in tests, the tutorial check)

    # -- readings every view has (not hooks) ---------------------------------------------------

    @property
    def title_id(self) -> str:
        return self.title.id

    @property
    def name_key(self) -> str:
        """Translation key of the game's name (Ukrainian edition's name in ``uk``)."""
        return f"client.games.{self.title_id}.name"

    def seat_colour(self, player: int) -> Colour:
        return self.seat_colours[player % len(self.seat_colours)]

    def flags(self) -> dict[str, tuple[Any, tuple[Any, ...]]]:
        """``{name: (default, choices)}`` of the title's rule flags (from ``TITLE.flags``)."""
        from game.client.table.contract import flag_specs

        return flag_specs(self.title)

    # -- the required hooks ------------------------------------------------------------------

    @abstractmethod
    def zones(self) -> Zones:
        """Where the table's own parts go on the canvas."""

    @abstractmethod
    def draw_base(self, surface: pygame.Surface, ctx: Ctx) -> None:
        """The cached layer: backdrop, board, rows, panels, the frames of ``zones()``. The table
        then draws on it the top strip's texts and its buttons, the log and the option buttons."""

    @abstractmethod
    def question(self, ctx: Ctx, legal: list[int]) -> Question:
        """Turn the legal actions into one question (see the module docstring)."""

    @abstractmethod
    def status(self, ctx: Ctx) -> str:
        """The left of the top strip, e.g. "Round 3 · last round" (drawn in gold, bold)."""

    @abstractmethod
    def log_writer(self, name: Callable[[int], str]) -> LogWriter:
        """A fresh writer that words this game's events (see ``LogWriter``)."""


# The groups below read the core (``title_id``, ``zones``...). For the type checker each is a
# ViewCore; at run time a plain mixin, so a game lists the groups it overrides BEFORE the core:
# ``class MyView(DrawExtras, ViewCore)``.
if TYPE_CHECKING:
    _Group = ViewCore
else:
    _Group = object


class ResultWords(_Group):
    """The results scene's words and sound: score lines, how the game ended, ties."""

    def score_line_label(self, key: str) -> str:
        """Words of one ``score_breakdown`` key (results scene, score tooltips)."""
        from game.client.text import tr

        return tr(f"{self.title_id}.score_line.{key}")

    def tie_break(self, state: State, names: Sequence[str]) -> str | None:
        """The results' one line when two or more seats share the top score (``state``: the full
        final state, ``names``: seat names): how the title's rules decided the tie, or that the
        win is shared (``table/ties.py`` has the shared words). Asked only when the top score is
        shared. Default None: no line."""
        return None

    def end_reason(self, state: State) -> tuple[str, list[int]]:
        """Why the game ended (``state``: the full final state) and the seats that made it end:
        ``("stall", [])``, ``("eighth_totem", [2])``. Default: the engine's ``end_reason`` (an
        empty word: nothing to tell) with the winners. The results word it as
        ``<title>.results.end_<reason>`` (``end_line``)."""
        reason = getattr(state, "end_reason", "")
        return (reason if isinstance(reason, str) else ""), list(state.winners())

    def end_line(self, state: State, names: Sequence[str]) -> str | None:
        """The results' one short line on how the game ended (without it a game
        ended by the stall rule says nothing of it): ``<title>.results.end_<reason>`` with
        ``%{player}`` (the names of the seats ``end_reason`` gives) and ``%{round}``. None when
        the view knows no reason."""
        from game.client.text import tr

        reason, seats = self.end_reason(state)
        if not reason:
            return None
        player = ", ".join(names[seat] for seat in seats if 0 <= seat < len(names))
        return tr(f"{self.title_id}.results.end_{reason}", player=player, round=getattr(state, "round", ""))

    def results_sound(self, total: bool) -> str:
        """The sound of a results line appearing (``total``: the last, the totals)."""
        return "ui/click"


class RulesReference(_Group):
    """The rules overlay: the rules in brief and the reference chapters."""

    def rules_title(self) -> str:
        from game.client.text import tr

        return tr(f"{self.title_id}.rules.title")

    def rules_pages(self) -> list[list[tuple[str, str]]]:
        """The rules in brief: pages of (section title, section text), in the current language."""
        return []

    def reference_chapters(self) -> list[Chapter]:
        """The rules overlay's chapters after the rules in brief: what a player looks up (each
        game's djinns, icons, objectives), built from the data the engine loads."""
        return []

    def rules_chapters(self) -> list[Chapter]:
        """Every chapter of the rules overlay: the rules in brief, the reference, then the keys
        (the game's, then the table's)."""
        from game.client.table.hotkeys import table_key_entries
        from game.client.text import tr

        brief = tuple(Entry(title, body) for page in self.rules_pages() for title, body in page)
        keys = tuple(Entry(keys, what) for keys, what in [*self.key_entries(), *table_key_entries()])
        return [
            Chapter(tr("table.rules.brief"), brief),
            *self.reference_chapters(),
            Chapter(tr("table.rules.keys"), keys),
        ]

    def key_entries(self) -> list[tuple[str, str]]:
        """The game's keys for the rules overlay's keys chapter and the controls: (the key or
        keys as printed, what they press), in the current language."""
        return []

    def draw_rules_icon(self, surface: pygame.Surface, icon: Hashable, rect: pygame.Rect) -> None:
        """Draw a reference entry's ``icon`` (a key of this game's) into ``rect``."""


class DrawExtras(_Group):
    """Drawing beyond the cached base: what it depends on, the live parts, glows, tooltips, and
    where score floats start."""

    def layer_key(self, ctx: Ctx) -> Hashable:
        """Everything ``draw_base`` depends on besides what the table tracks itself (the position
        shown, viewer, question, language, hidden pieces, thinking seat): it redraws when this
        changes. Most views return ()."""
        return ()

    def draw_live(self, surface: pygame.Surface, ctx: Ctx) -> None:
        """Drawn every frame over the cached layer and the glows, under the animations: hover
        previews, a move's path, a bot's thinking indicator (``ctx.thinking``)."""

    def draw_target_glow(
        self, surface: pygame.Surface, target: Target, strength: float, hovered: bool
    ) -> None:
        """docs/ui.md: legal targets glow softly (``strength`` pulses 0..1); the hovered one brightens."""
        from game.client.highlights import draw_glow

        draw_glow(surface, target.rect, strength, hovered)

    def tooltip_at(self, ctx: Ctx, pos: Point) -> Tooltip | None:
        """The tooltip of whatever of the view's drawing is under ``pos`` (from ``ctx.state``)."""
        return None

    def tooltip_keep(self, ctx: Ctx) -> list[pygame.Rect]:
        """What a tooltip leaves in sight as it does the question's other answers: the viewer's
        own name and score lines (a Tribes of the Wind hand card's tip opened over them)."""
        return []

    def score_anchor(self, player: int, players: int) -> Point:
        """Where a score change of ``player`` floats up from ("+5", docs/ui.md)."""
        rect = self.zones().panels
        width = rect.width // max(players, 1)
        return (rect.x + player * width + width - 140, rect.y + 30)


class Places(_Group):
    """Named places on the view's drawing: where the tutorial coach points."""

    def place_rect(self, name: str) -> pygame.Rect | None:
        """Where a named place is: zones ("bid_track", "market"), coordinates ("c3"), ... None
        for an unknown name."""
        return None

    def place_rect_in(self, name: str, state: State) -> pygame.Rect | None:
        """``place_rect`` for a position: names whose place depends on the game (a seat's board,
        "holder_1", "cave_0") resolve here. Default: ``place_rect(name)``."""
        return self.place_rect(name)

    def place_names(self) -> list[str]:
        """Every name ``place_rect`` knows (the tutorial validator checks scripts against it)."""
        return []


class HalfChoice(_Group):
    """A move made in several clicks: the half-made choice, stepping back inside it, the way to
    an action through it, and undo that takes back a half-built run."""

    def choose(self, key: str) -> None:
        """A target or option with ``choose`` was clicked: change the half-made choice."""

    def back(self) -> bool:
        """Esc / right click: step back inside the half-made choice; False when there is none."""
        return False

    def reset(self) -> None:
        """An action was played (or undone): forget the half-made choice."""

    def route(self, ctx: Ctx, question: Question, action: int) -> str | None:
        """The key of a ``choose`` target/option to click first on the way to ``action`` when no
        target or option plays it directly (the tutorial's ``point: action`` and tests use it)."""
        return None

    # The plan's disc of the step to play now goes on the route's first click when that is a
    # target of the question and no target plays the step at once (a Tribes of the Wind rider to
    # move, before where it flies; a Prehistories zone before the hunter card), not on the step's
    # target with a second marker on the click: the disc read as "click here". Every game opts in.
    route_disc = False

    def wheel(self, ctx: Ctx, pos: Point, steps: int) -> bool:
        """The mouse wheel turned ``steps`` (up > 0) over the view's drawing (not the log) while a
        person is to move; True when the view used it (the table then asks ``question`` again)."""
        return False

    def keep_undoing(self, state: State) -> bool:
        """After an option keyed "undo" took back an action (``state``: the full state now): True
        to take back one more (e.g. until a half-built sale is gone). Default: one is enough."""
        return False


class ActionWords(_Group):
    """Words for actions when one click meant several (each one's button and the prompt), and
    the key that presses each option by what it is."""

    def option_label(self, ctx: Ctx, action: int) -> str:
        """A button label for ``action`` when one click meant several actions."""
        return ctx.state.action_to_str(action)

    def hotkey(self, ctx: Ctx, key: str, action: int | None) -> str | None:
        """The key that presses an option or target (``Option.key`` / ``Target.key``; ``action``
        for the table's own several-action buttons, keyed ``action:<id>``) by what it is, the same
        for the whole game: each game's ``keys.py`` (docs/ui.md, Keys). None: the table gives the
        option the lowest free digit (a view without keys of its own)."""
        return None

    def pending_prompt(self, ctx: Ctx, actions: list[int]) -> str | None:
        """The prompt while the option buttons ask which of ``actions`` one click meant, if the
        view has better words than "choose one of the options on the buttons below"."""
        return None


class HintWords(_Group):
    """What the hint (its panel, plan and markers) and the hover preview need from the view."""

    def hint_label(self, ctx: Ctx, action: int) -> str | None:
        """What the hint panel calls ``action`` when no option button plays it, if the view has
        better words than the log's first line for it (Tribes of the Wind names a card by its
        element and id, where its log gives the bare code); None: the log line, else
        ``option_label``."""
        return None

    def plan_forced(self, ctx: Ctx, action: int) -> list[str]:
        """The steps the engine takes itself after ``action`` at ``ctx.state`` (the position
        before it), worded as steps: the plan lists them after the step, marked forced, so a
        person following it sees every step of the turn (Tribes of the Wind: a temple action's
        last discards, the temple's one free tile, its blind draw). Default none: the other
        engines leave a forced step to the person, a step of the plan itself."""
        return []

    def plan_lead(self, ctx: Ctx) -> list[str]:
        """Steps of the person's turn the engine took before ``ctx.state`` (the position the plan
        starts at), worded as steps: listed first in the plan, marked forced (Tribes of the
        Wind: the temple action taken when no card could be played and no village built).
        Default none."""
        return []

    def forced_keys(self, ctx: Ctx, action: int) -> dict[str, str]:
        """The keys of the decisions the engine takes itself for the person after ``action`` at
        ``ctx.state`` (the position before it), each with the step's words: a person typing the
        plan's steps types them too, and the table says the step is done rather than letting the
        key act on the next prompt (Tribes of the Wind: a temple action's last discards). Default
        none."""
        return {}

    def event_words(self, tally: Tally) -> str | None:
        """Words for events of one kind a plan or a preview counts (``tally.kind``, its
        ``detail`` such as ``colour=0;tile=12`` and the ``pieces`` they moved): "takes 3 viziers".
        None: not worth words (the plan's reason and the preview leave it out)."""
        return None

    def plan_own_words(self, first: bool, actions: Sequence[int], gain: int) -> str | None:
        """Words for what a bid or a party buys: the person's own next turn as the plan's reply
        check played it (``actions`` from the position after the bids or parties, ``gain`` its
        points, ``first`` when it comes before the next player's turn). None: no words."""
        return None

    def preview_lines(self, ctx: Ctx, action: int) -> list[str]:
        """The game's own lines of the hover preview of ``action`` after the points and pieces
        the engine gives (a party's strength, the zones it could win); default none."""
        return []

    def preview_choice_lines(self, ctx: Ctx, key: str) -> list[str]:
        """The hover preview of a first choice (a target with ``choose``, no action of its own):
        a short line of each thing it leads to (a Tribes of the Wind row card: used now or
        tucked); default none (no box)."""
        return []

    def preview_clear(self, ctx: Ctx, action: int, rect: pygame.Rect) -> pygame.Rect:
        """What the hover preview of ``action``, hovered at ``rect``, must leave in sight: by
        default the choice itself; a game whose choice shows more than its own rectangle (a tile
        drawn where it would go) gives the whole of it."""
        return rect

    def preview_avoid(self, ctx: Ctx) -> list[pygame.Rect]:
        """What the hover preview keeps in sight where it can (a board's name line); default
        nothing."""
        return []

    def preview_reads(self, ctx: Ctx) -> list[pygame.Rect]:
        """What the hover preview, once clear of ``preview_avoid``, covers as little of as it
        can: what a player reads to judge the choice (Tribes of the Wind at a village card
        choice: the own board, the hand, the shared rows; a row card's box above it covered the
        element row and the forest market). Default nothing: the first of its places that is
        clear."""
        return []

    def plan_target(self, ctx: Ctx, action: int) -> pygame.Rect | None:
        """Where the hint's plan rings ``action`` on the table, at the position ``ctx.state``
        before it (a later step of the plan: the state is what it will be then): the rectangle
        of the tile, card or square it is about. None: no place on the table (a button's step,
        listed in the hint's panel)."""
        return None

    def plan_target_now(self, now: Ctx, then: Ctx, action: int) -> pygame.Rect | None:
        """Where a later step's target is on the table now (``now.state``), the step played at
        ``then.state``: a Prehistories hand card slides along its strip once the cards before it
        are sent, and is ringed where it is seen now. None: not on the table now (then it is
        ringed where it will be, ``plan_target(then, action)``). Default: ``plan_target`` at the
        position now, right where the action names the same thing now as then (a card by its
        id); a view whose action names a place that changes within a turn (a market position
        after an earlier purchase closed the gap) says which thing it is by ``then``."""
        return self.plan_target(now, action)

    def plan_joins(self, ctx: Ctx, action: int) -> bool:
        """Whether the plan's route joins the disc of ``action`` (a ``plan_target`` at
        ``ctx.state``) to the discs of the steps before and after it on neighbouring targets:
        the route shows a way, a piece going from place to place. False for a step whose
        neighbours are no way (Tribes of the Wind's hand cards discarded one after another:
        a line between them only ran over the cards' rows). Default: joined."""
        return True

    def plan_keep_clear(self, ctx: Ctx, rect: pygame.Rect) -> list[pygame.Rect]:
        """What the plan's numbered disc inside ``rect`` (a ``plan_target``) must not cover: the
        labels drawn in it (a count, a strength number)."""
        return []

    def plan_step_offered(self, ctx: Ctx, action: int) -> bool:
        """Whether the table offers ``action`` at ``ctx`` by a click (a target, a route to one, a
        button). A plan holds no action the table leaves out (``ai.planner.LEFT_OUT``); one that
        does anyway (made before the moves that left it out) is planned again rather than marked
        where no click plays it. Default: every legal action is offered."""
        return True

    def marker_keep_clear(self, ctx: Ctx) -> list[pygame.Rect]:
        """What the hint's marker above a button must not cover (the numbers of the board just
        above the buttons): the marker slides along the button's top to a place clear of them."""
        return []

    def hint_rooms(self, ctx: Ctx) -> list[pygame.Rect]:
        """Where the hint's panel sits first, in the first that leaves the rest clear: the parts
        of the table a player reads least while judging a plan of their own turn (a legend, a
        supply, the other seats' boards). The panel is no wider than the widest of them (and no
        narrower than ``hint_place.MIN_WIDTH``). None listed: only the panel's usual places."""
        return []

    def hint_reads(self, ctx: Ctx) -> list[pygame.Rect]:
        """What a player reads to judge a plan (the board, the rows of cards, the objectives): the
        hint's panel covers as little of it as it can, after keeping clear of the log, the buttons
        and what the plan points at."""
        return []

    def hint_keep(self, ctx: Ctx) -> list[pygame.Rect]:
        """What the hint's panel keeps in sight in its rooms where a place allows, after
        ``hint_reads`` (Tribes of the Wind: the other seats' score lines on the boards the panel
        sits over); the panel also tries the part of a room beside each, narrower. Default
        nothing."""
        return []


class EventHooks(_Group):
    """What the table does with events besides the log: animations, and the opening lines."""

    def animate(self, events: Sequence[Event], before: State, ctx: Ctx, scale: float) -> list[Anim]:
        """Animations for one action's events (``before``: the full state before the action,
        for positions only). ``scale`` multiplies durations; 0 means none. Anims must show no
        private part of an event (``event.private_to``) to the others."""
        return []

    def opening_events(self, state: State) -> list[Event]:
        """Events the log shows at the start of a game (``state``, the position before any
        action) that the engine does not emit, such as the first turn's start."""
        return []


class Privacy(_Group):
    """What may be drawn for a viewer, and for nobody."""

    def observe(self, state: State, viewer: int | None) -> State:
        """What may be drawn: ``state.observation(viewer)``; with no viewer, ``public_state``."""
        if viewer is not None:
            return state.observation(viewer)
        return self.public_state(state)

    def public_state(self, state: State) -> State:
        """A state showing nobody's private things. Default: the observation of a seat that holds
        nothing private (so every private thing is hidden); override when all may hold some."""
        from game.client.table.contract import has_private

        for player in range(state.num_players):
            if not has_private(state, player):
                return state.observation(player)
        raise NotImplementedError(f"{self.title_id}: every seat holds private things; override public_state")


class Following(_Group):
    """Following the game (docs/table.md): what the others changed stays marked
    (``table/marks.py``) and a round's end is summed up (``table/round_end.py``)."""

    def touched_places(self, events: Sequence[Event]) -> set[str]:
        """The places one action's events changed, by name (``mark_rect`` finds them): tiles,
        card rows, a seat's board. Name only what the events' public part says (an event private
        to a seat never comes here for the others). Default: none (nothing stays marked)."""
        return set()

    def mark_rect(self, name: str, state: State, viewer: int | None) -> pygame.Rect | None:
        """Where a place of ``touched_places`` is drawn now (``state``: what the viewer sees).
        Default: ``place_rect_in`` (``Places``)."""
        return cast("GameView", self).place_rect_in(name, state)

    def mark_keep_clear(self, ctx: Ctx) -> list[pygame.Rect]:
        """The labels beside the places ``mark_rect`` finds (a row's heading, a panel's section
        name): a mark's outline, halo and corner dot keep off them (``marks.draw_mark``).
        Default: none."""
        return []

    def points_anchor(self, player: int, players: int) -> Point:
        """Where the "+N" of points a seat gained since the person last acted sits (its left end,
        centred on y): beside the seat's score, clear of its pieces. Default: ``score_anchor``
        (``DrawExtras``)."""
        return cast("GameView", self).score_anchor(player, players)

    def round_opens(self, before: State, after: State) -> int | None:
        """The number of the round an action ended (``before``/``after``: the full states around
        it), else None; the table then shows the round's summary (``table/round_end.py``).
        Default: the engine's ``round`` count moved on (what the chart reads too)."""
        was, now = getattr(before, "round", None), getattr(after, "round", None)
        if isinstance(was, int) and isinstance(now, int) and now != was:
            return was
        return None

    def round_split(self, events: Sequence[Event]) -> int:
        """Where, among the events of an action that ended a round, the next round begins (the
        index of its first event: the log's round heading): the summary goes in the log before
        it. Default: after them all."""
        return len(events)

    def round_summary(self, events: Sequence[Event], name: Callable[[int], str]) -> list[str]:
        """The round's own events worth a line in its summary (``events``: every event of the
        round, in order; ``name``: seat names), in the current language: what the round's end
        brought. Public parts only: everyone at the table reads it. Default: none."""
        return []


class GameView(
    ResultWords,
    RulesReference,
    DrawExtras,
    Places,
    HalfChoice,
    ActionWords,
    HintWords,
    EventHooks,
    Privacy,
    Following,
    ViewCore,
):
    """The core and every group: what the table asks of a view. A game subclasses this (and
    overrides the core's five hooks), or subclasses ``ViewCore`` with only the groups it
    overrides and lets ``complete`` add the rest."""


GROUPS: tuple[type, ...] = GameView.__bases__[:-1]  # every group, in GameView's order


def complete(view_class: type[ViewCore]) -> type[GameView]:
    """``view_class`` with the groups it leaves out added with their defaults (a ``GameView``
    subclass is returned as it is). The registry does this, so a core-only view plays."""
    if issubclass(view_class, GameView):
        return view_class
    missing = tuple(group for group in GROUPS if not issubclass(view_class, group))
    # The view's own methods come first, then the groups it left out; ``register`` makes the
    # class a GameView for isinstance (its MRO cannot have GameView's group order).
    full = type(view_class.__name__, (view_class, *missing), {"__module__": view_class.__module__})
    GameView.register(full)
    return cast("type[GameView]", full)
