"""The view's hooks for the hint and the hover preview (``HintWords``): the plan's words and
forced steps, where its discs and marker go and what they keep clear, where the hint's panel sits,
and the preview's lines and what it leaves in sight."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.client.table.view_core import HookGroup
from game.client.table.view_types import Ctx
from game.rules.outcome import Tally


class HintWords(HookGroup):
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

    def forced_clicks(self, ctx: Ctx, action: int) -> list[tuple[pygame.Rect, str]]:
        """Where a click after ``action`` at ``ctx.state`` (the position before it) still aims at a
        decision the engine then took itself for the person, with the words it gets instead of
        "not one of the glowing choices" (Tribes of the Wind: the hand, after a temple action's
        first discard left the rest to the engine). Default none."""
        return []

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
