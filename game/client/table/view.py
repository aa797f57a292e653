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
``ViewCore`` (``view_core.py``) holds the five hooks every game must give (``zones``,
``draw_base``, ``question``, ``status``, ``log_writer``); each group has defaults and is about one
thing, in the module of what it serves: ``ResultWords`` and ``RulesReference`` (``view_overlays.py``),
``DrawExtras`` and ``Places`` (``view_drawing.py``), ``HalfChoice`` and ``ActionWords``
(``view_choice.py``), ``HintWords`` (``view_hint.py``), ``EventHooks``, ``Privacy`` and
``Following`` (``view_events.py``). ``GameView`` (here) is the core with every group. A view
subclasses ``GameView``, or ``ViewCore`` with the groups it overrides listed before it
(``class MyView(DrawExtras, ViewCore)``): ``register_table`` adds the groups left out
(``complete``). A new hook goes into the group it is about, with a default.

A complete small example is the toy game in ``tests/client/table/toy.py`` (``TallyCore``, the
core only, and ``TallyView``); the first real one is ``game/client/five_tribes/view.py``. Hooks
get and return only the types of ``view_types.py``, so a view is testable without a window: build it with
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

from typing import cast

from game.client.table.view_choice import ActionWords, HalfChoice
from game.client.table.view_core import ViewCore
from game.client.table.view_drawing import DrawExtras, Places
from game.client.table.view_events import EventHooks, Following, Privacy
from game.client.table.view_hint import HintWords
from game.client.table.view_overlays import ResultWords, RulesReference


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
