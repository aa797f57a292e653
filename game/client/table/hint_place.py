"""The hint panel's shape and place: how wide, in one column or two, how far folded, and where on
the table (docs/hint.md, "At the table").

What the panel says comes in a ``PanelText`` (the figures, the reason, the steps, the other
plans); what its place is judged by in ``Surroundings`` (the log, the buttons and the plan's marks
to keep clear of, then the prompt, the question's answers and the names to keep in sight, then
what a player reads to judge the plan, last what the view keeps in sight in its rooms).
``PanelShape.place`` tries the view's rooms for the panel, the part of a room beside what it keeps
in sight there, the gaps between all it keeps in sight (a gap two columns wide gets a panel in two
columns), and the usual places round the table, and takes the one that covers least. The other
plans a place cannot hold are paged (``pager.Pager``); a plan taller than every place that keeps
all that in sight is folded to fit one (``FOLD_*``): the step to play now and the next whole, the
steps after them in one row that names them. That row is a button: the pointer on it, or a
click, shows the plan whole (``hover``, ``click``).

The hint's panel (``hint.HintPanel``) asks ``place`` when it must be placed anew, and ``lines``
and ``row_places`` to draw it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.client.lettering import ellipsized, wrap_text
from game.client.table.pager import Pager
from game.client.table.step_marker import MARKER_REACH, covered
from game.client.text import tr
from game.client.widgets import SAFFRON, SAND

WIDTH = 440
MIN_WIDTH = 380  # narrower, a step's words wrap to too many rows
# Narrower still only beside what the view keeps in sight in the panel's room (``hint_keep``).
NARROW_WIDTH = 340  # its two buttons (190 and 110 px) and its sides still fit
PAD = 14
LINE = 22
# A framed row (the fold row, the pager's rows) is drawn FRAME_TOP lower than a row would be, and
# its group takes FRAME_ROOM more height: its frame's top line clears the descenders of the row
# above (an 18 px step's ink reaches 3 px into the next row), and the frame holds its own 16 px
# words, whose ink fills a whole 22 px row, with a pixel or two to spare above and below
# (``frame_rect``). Set in the frame, the words hung low: its bottom line ran through their
# descenders and the row looked cut off.
FRAME_TOP = 5
FRAME_ROOM = 8
CHROME = PAD + 30 + 10 + 36 + PAD  # the panel's height besides its rows: its title, its buttons
# A panel wide enough for two columns of steps (a band across two boards, above or below what
# the view keeps in sight there) puts its buttons in its title's row: it is short, not tall.
COLUMN_GAP = 24
WIDE_WIDTH = 2 * NARROW_WIDTH + COLUMN_GAP
WIDE_CHROME = PAD + 36 + 8 + PAD
DONE = (150, 140, 120)
CANVAS = pygame.Rect(0, 0, 1600, 900)
# How far a plan too tall for its place is folded, each level keeping the ones before it: the
# steps after the next one in a row that names them (``Row.fold``: a click or the pointer
# unfolds it), the title (the buttons in its row), the reason on one row, the reason out, the
# next step in that row too, the figures on one row. The step to play now is always whole, and
# the discs on the table number every step.
FOLD_STEPS, FOLD_TITLE, FOLD_REASON_ROW, FOLD_REASON, FOLD_NEXT, FOLD_SUMMARY = range(1, 7)


@dataclass(frozen=True, slots=True)
class Row:
    text: str
    size: int
    colour: tuple[int, int, int]
    bold: bool = False
    marker: int | None = None
    indent: bool = False  # a step's row: after the column of its numbers
    forced: bool = False  # the first row of a step the engine takes itself: a ring, no number
    pager: bool = False  # a row of the button that shows the other plans left out (``page``)
    head: bool = False  # the figures and the reason: across the panel, above its columns
    fold: bool = False  # the button that unfolds what a folded panel leaves out, or folds it


@dataclass(frozen=True, slots=True)
class PanelText:
    """What the panel says, whatever its shape: the search's state, or the plan at its step now."""

    thinking: bool = False  # waiting for the search
    shown: bool = False  # a plan at its step now (else, not thinking: the search failed)
    summary: str = ""  # the figures
    reason: str = ""
    # The best line's steps from ``first`` (a forced one so worded), what the engine takes
    # itself after each of them and before the first (``lead``), and the step to play now.
    steps: Sequence[str] = ()
    after: Sequence[Sequence[str]] = ()
    lead: Sequence[str] = ()
    first: int = 0
    index: int = 0
    others: bool = False  # the other plans asked for (listed while a plan is shown)
    other_words: Sequence[Sequence[str]] = ()  # each other plan's words


@dataclass(frozen=True, slots=True)
class Surroundings:
    """What the panel's place is chosen among and judged by, in order (``PanelShape.place``)."""

    rooms: Sequence[pygame.Rect]  # the view's rooms for it, tried first (``GameView.hint_rooms``)
    top_strip: pygame.Rect
    log: pygame.Rect
    bar: int  # the top of the button bar (the canvas' foot without one)
    avoid: Sequence[pygame.Rect] = ()  # the log, the buttons, the plan's marks and its marker
    keep: Sequence[pygame.Rect] = ()  # the prompt, the question's answers, ``preview_avoid``
    reads: Sequence[pygame.Rect] = ()  # what a player reads to judge a plan (``hint_reads``)
    seen: Sequence[pygame.Rect] = ()  # what the view keeps in sight in its rooms (``hint_keep``)


class PanelShape:
    """The panel's width, columns and fold, and where it goes (see the module docstring)."""

    def __init__(self, pager: Pager) -> None:
        # The other plans' rows listed: a window the pager row, the wheel and Page Up / Page Down
        # move, as many rows as fit the panel's place (``place``).
        self.pager = pager
        self.width = WIDTH
        self.columns = 1  # the steps and the other plans in one column, or two (a wide panel)
        # Folded to fit its place (``FOLD_*``: 0, whole), and the level its place needs; shown
        # whole again while the person asks (``unfolded``: pinned by a click on the fold row, or
        # the pointer resting on it, then on the panel; ``hover_blocked`` until the pointer
        # leaves the panel after a click folded it, so that it does not unfold at once).
        self.fold = 0
        self.fold_needed = 0
        self.unfold_pinned = False
        self.unfold_hover = False
        self.hover_blocked = False
        self.fold_rect: pygame.Rect | None = None  # the fold row as drawn

    # -- folded, unfolded ------------------------------------------------------------------------

    def reset(self) -> None:
        """Folded as its place needs (a panel opened, closed)."""
        self.unfold_pinned = self.unfold_hover = self.hover_blocked = False
        self.fold_rect = None

    @property
    def unfolded(self) -> bool:
        """The panel is shown whole where its place folds it: the person asked (a click on its
        fold row, or the pointer on it and then on the panel)."""
        return self.unfold_pinned or self.unfold_hover

    def hover(self, pointer: tuple[int, int], inside: bool) -> bool:
        """The pointer on the fold row unfolds the panel, which stays whole while the pointer is
        on it (``inside``) and folds when it leaves. True when the panel must be placed anew."""
        if self.hover_blocked:
            self.hover_blocked = inside
            return False
        if self.unfold_hover:
            if not inside:
                self.unfold_hover = False
                return True
        elif self.fold > 0 and self.fold_rect is not None and self.fold_rect.collidepoint(pointer):
            self.unfold_hover = True
            return True
        return False

    def click(self, pos: tuple[int, int]) -> bool:
        """A click on the panel, not on its buttons: the fold row unfolds the plan, or folds it
        again (then the pointer must leave the panel before it unfolds it again); elsewhere on a
        panel the pointer unfolded, it keeps it whole. True when the panel must be placed anew."""
        if self.fold_rect is not None and self.fold_rect.collidepoint(pos):
            if self.unfolded:
                self.unfold_pinned = self.unfold_hover = False
                self.hover_blocked = True
            else:
                self.unfold_pinned = True
            return True
        if self.unfold_hover:
            self.unfold_pinned = True
        return False

    # -- the rows --------------------------------------------------------------------------------

    def column_width(self) -> int:
        """The width of a column of steps (the panel's inside, or half of it and the gap)."""
        return (self.width - 2 * PAD - COLUMN_GAP * (self.columns - 1)) // self.columns

    def other_rows(self, text: PanelText) -> list[tuple[int, Row]]:
        """Every other plan's rows, wrapped, each with its plan's number (a title row first)."""
        inner = self.column_width() - 34
        found = []
        for number, texts in enumerate(text.other_words, 2):
            for words in texts:
                lines = wrap_text(tr("table.plan.other_title", number=number) + " " + words, 16, inner + 34)
                found += [(number, Row(line, 16, SAND)) for line in lines]
        return found

    def groups(self, text: PanelText, others: list[tuple[int, Row]] | None = None) -> list[int]:
        """Each of the other plans' rows' plan number: the pager's groups (a page starts at a
        plan's title, a plan longer than the room is listed in parts)."""
        return [number for number, _ in (self.other_rows(text) if others is None else others)]

    def lines(self, text: PanelText) -> list[Row]:
        """The panel's rows, already wrapped: a step's first row carries its number."""
        rows = self.rows_above(text)
        if text.others and text.shown:
            rows += self._others_listed(text)
        return rows

    def rows_above(self, text: PanelText) -> list[Row]:
        """The rows above the other plans: the figures, the reason and the steps (or the
        search's state), folded as far as ``fold`` says."""
        inner = self.column_width() - 34
        across = self.width - 2 * PAD
        if text.thinking:
            return [Row(tr("coach.hint.thinking"), 18, SAND, head=True)]
        if not text.shown:
            return [Row(line, 18, SAND, head=True) for line in wrap_text(tr("coach.hint.failed"), 18, across)]
        fold = self.fold
        hidden = False  # something is left out: the fold row unfolds it
        summary = wrap_text(text.summary, 18, across, True)
        if fold >= FOLD_SUMMARY and len(summary) > 1:
            summary, hidden = [ellipsized(text.summary, 18, across, True)], True
        rows = [Row(line, 18, SAFFRON, True, head=True) for line in summary]
        reason = wrap_text(text.reason, 16, across)
        if fold >= FOLD_REASON and reason:
            reason, hidden = [], True
        elif fold >= FOLD_REASON_ROW and len(reason) > 1:
            reason, hidden = [ellipsized(text.reason, 16, across)], True
        rows += [Row(line, 16, SAND, head=True) for line in reason]
        index = text.index
        if not fold:
            last = text.first + len(text.steps)
        else:  # the steps shown whole: the one to play now, and the next
            last = index + (0 if fold >= FOLD_NEXT else 1)
            hidden = hidden or bool(text.lead) or text.first < index
        folded: list[str] = []  # the words of the steps to come left out, in order
        count = 0  # how many of those are numbered (the person's clicks, the table's discs)
        if not fold:
            for words in text.lead:  # taken already, by the engine
                rows += _forced_rows(words, DONE, inner)
        for offset, words in enumerate(text.steps):
            at = text.first + offset
            now = at == index
            done = at < index
            after = text.after[offset] if offset < len(text.after) else []
            if fold and done:
                continue  # played: listed unfolded, and the table shows it
            if at > last:
                count += 1
                folded += [words, *after]
                continue
            colour = DONE if done else (SAFFRON if now else SAND)
            for number, line in enumerate(wrap_text(words, 18, inner, now)):
                rows.append(Row(line, 18, colour, now, at + 1 if number == 0 else None, indent=True))
            if fold and at == last:
                folded += after  # after the last step shown: with the steps left out
                continue
            # what the engine then does itself, without a number: no click and no disc of its own
            for step in after:
                rows += _forced_rows(step, DONE if done else SAND, inner)
        if fold and (hidden or folded):
            rows.append(self._fold_row(count, folded))
        elif not fold and self.fold_needed and self.unfolded:
            rows.append(Row(ellipsized(tr("table.plan.fold"), 16, inner + 26), 16, SAFFRON, fold=True))
        return rows

    def _fold_row(self, count: int, folded: Sequence[str]) -> Row:
        """The row that stands for what a folded panel leaves out: how many steps are to come
        after those shown and their first words ("+4 more steps: Discard card 3 → …"), else
        that the whole plan is a click away."""
        width = self.column_width() - 8
        if count:
            words = tr("table.plan.folded_steps", count=count, steps=" → ".join(folded))
        else:
            words = tr("table.plan.unfold")
        return Row(ellipsized(words, 16, width), 16, SAFFRON, fold=True)

    def _others_listed(self, text: PanelText) -> list[Row]:
        """The other plans' rows the pager's window lists, and the pager row that words what
        it leaves out: the rows left out stay a click (or the wheel) away, those after the ones
        shown, and from the last ones back to plan 2."""
        inner = self.column_width() - 34
        rows = [] if text.other_words else [Row(tr("table.plan.no_others"), 16, SAND)]
        others = self.other_rows(text)
        groups = self.groups(text, others)
        start, end = self.pager.window(groups)
        rows += [row for _, row in others[start:end]]
        left = self.pager.left_out(groups)
        # the words say what the next page lists: the rest of a plan the window ends inside
        # comes before the plans after it ("… and 1 more plan" over plan 2's next rows misled)
        if left.cut is not None:
            pager = tr("table.plan.rest_of", number=left.cut)
        elif left.groups > 0:
            pager = tr("table.plan.more_others", count=left.groups)
        elif left.before:
            pager = tr("table.plan.first_others", number=2)
        else:
            pager = ""
        if pager:
            rows += [Row(line, 16, SAFFRON, pager=True) for line in wrap_text(pager, 16, inner + 26)]
        return rows

    @property
    def buttons_on_top(self) -> bool:
        """The buttons in the title's row (a wide panel), or in its place (a panel folded past
        its title: ``FOLD_TITLE``), not under the rows."""
        return self.columns > 1 or self.fold >= FOLD_TITLE

    def row_places(self, text: PanelText, rect: pygame.Rect) -> list[tuple[int, int, int]]:
        """Where each row of ``lines`` is drawn in the panel at ``rect``: its left, top and
        width. The figures and the reason across the panel, under its title; the steps and the
        other plans below them, in one column or two (``_split``). Rows that would run into the
        buttons are left out (none, at the height ``_fit`` gives)."""
        rows = self.lines(text)
        wide = self.columns > 1
        top = rect.y + PAD + (36 + 8 if self.buttons_on_top else 30)
        bottom = rect.bottom - PAD - (0 if self.buttons_on_top else 36 + 8)
        head = sum(1 for row in rows if row.head)
        split = _split(rows[head:]) if wide else len(rows)
        column = self.column_width()
        places = []
        shift = 0  # how far the framed rows above in this column pushed this row down
        for index, row in enumerate(rows):
            if index < head:
                x, y, width = rect.x + PAD, top + LINE * index, rect.width - 2 * PAD
            else:
                body = index - head
                second = wide and body >= split
                starts_column = body == 0 or (second and body == split)
                if starts_column:
                    shift = 0
                above = None if starts_column else rows[index - 1]
                shift += _frame_shift(above, row)
                x = rect.x + PAD + (column + COLUMN_GAP if second else 0)
                y = top + LINE * (head + (body - split if second else body)) + shift
                width = column
            if y + LINE + (FRAME_ROOM - FRAME_TOP if _framed(row) else 0) > bottom:
                break
            places.append((x, y, width))
        return places

    # -- the height and the place ----------------------------------------------------------------

    def _height(self, text: PanelText) -> int:
        """The panel's height at ``self.width``, ``self.columns`` and ``self.fold``: every row
        drawn, up to nearly the canvas."""
        rows = self.lines(text)
        chrome = WIDE_CHROME if self.buttons_on_top else CHROME
        head = sum(1 for row in rows if row.head)
        body = rows[head:]
        if self.columns == 1:
            return min(chrome + LINE * head + _column_height(body), 880)
        split = _split(body)
        return min(
            chrome + LINE * head + max(_column_height(body[:split]), _column_height(body[split:])), 880
        )

    def _fit(
        self,
        text: PanelText,
        width: int,
        free: int,
        columns: int = 1,
        fold: bool = True,
        start: int | None = None,
    ) -> int:
        """The panel's height at ``width`` in ``columns`` (which it takes). Taller than ``free``
        (the table between the top strip and the button bar, or the place it is fitted to): the
        other plans' rows that fit, whole plans where they can, and a pager row that counts
        those left out and lists them (the wheel and Page Up / Page Down move them too); still
        taller (a 4-seat Tribes of the Wind gap beside the score lines, a Ukrainian temple turn
        beside two seats' score lines), folded (``FOLD_*``), level by level, until it fits, the
        step to play now always whole. ``fold`` False: never folded (the person asked).
        ``start``: the pager's window starts there (each place tried fits the window to its
        rows, and a wider one, wrapping fewer, clamped the start to them: a page went back a
        row, and the place chosen was as tall as another start's rows)."""
        self.width = width
        self.columns = columns
        pager = self.pager
        if start is not None:
            pager.start = start
        height = 0
        for level in range(FOLD_SUMMARY + 1 if fold else 1):
            self.fold = level
            pager.room = None
            height = self._height(text)
            if text.others and height > free:
                chrome = WIDE_CHROME if self.buttons_on_top else CHROME
                above = self.rows_above(text)
                head = sum(1 for row in above if row.head)
                fits = ((free - chrome) // LINE - head) * columns - (len(above) - head) - 1  # a pager row
                pager.fit(len(self.other_rows(text)), fits)
                height = self._height(text)
                while height > free and pager.room is not None and pager.room > 1:  # a pager on two rows
                    pager.room -= 1
                    height = self._height(text)
            if height <= free:
                break
        return height

    def place(self, text: PanelText, around: Surroundings) -> pygame.Rect:
        """Clear of the log, the buttons (the top bar's too) and what the plan points at, then of
        the prompt, the question's targets and ``view.preview_avoid``, then over as little as it
        can of what a player reads to judge the plan (``view.hint_reads``):
        the first place of a few that does best, the view's rooms for it (``view.hint_rooms``)
        tried first. The panel takes the width, columns and fold of the place it gets."""
        rooms = around.rooms
        self.fold_needed = 0
        self.fold = 0
        start = self.pager.start  # where the pager's window starts, for every place tried
        width = WIDTH if not rooms else max(MIN_WIDTH, min(WIDTH, max(room.width for room in rooms)))
        self.width = width
        self.pager.room = None
        height = self._height(text)
        if rooms and height > max(room.height for room in rooms):
            # Taller than its room (a long plan, the other plans open): as wide as the widest
            # room first, so its words wrap to fewer rows, before it spills out of the room over
            # what the question asks about (a Tribes of the Wind hand under the other board).
            widest = max(room.width for room in rooms)
            if widest > width:
                self.width = width = widest
                height = self._height(text)
        top_strip, log, bar = around.top_strip, around.log, around.bar
        free = bar - top_strip.bottom
        height = self._fit(text, width, free, start=start)
        avoid, keep, reads = around.avoid, around.keep, around.reads
        # Last, what the view keeps in sight inside its rooms (a Tribes of the Wind opponent's
        # score lines on the board the panel sits over): also tried, the part of a room beside
        # each, the panel narrower (its rows then as many as its words wrap to).
        seen = around.seen
        # Each place's panel: its width, the height its other plans were fitted to, its columns
        # (by the place's size: a panel fitted to a place lists fewer other plans, the rest a
        # page away, rather than run over what the place keeps in sight).
        # And how far it is folded: a place where it is whole is taken before one where it is
        # folded, where they cover as much.
        shapes: dict[tuple[int, int], tuple[int, int, int]] = {(width, height): (width, free, 1)}
        folds = {(width, height): self.fold}

        def fitted(wide: int, room: int, columns: int = 1) -> int:
            tall = self._fit(text, wide, room, columns, start=start)
            shapes.setdefault((wide, tall), (wide, room, columns))
            folds.setdefault((wide, tall), self.fold)
            return tall

        places = []
        for room in rooms:
            # its middle first (a room as wide as the panel has no other), then its sides
            for x in (room.centerx - width // 2, room.x, room.right - width):
                places += [
                    pygame.Rect(x, room.y, width, height),
                    pygame.Rect(x, room.bottom - height, width, height),
                ]
        for room in rooms:
            for kept in seen:
                if not room.colliderect(kept):
                    continue
                # above it or below it, where the panel fits there
                if kept.top - 2 - room.y >= height:
                    places.append(pygame.Rect(room.x, kept.top - 2 - height, width, height))
                if room.bottom - kept.bottom - 2 >= height:
                    places.append(pygame.Rect(room.x, kept.bottom + 2, width, height))
                for left, right in ((room.x, kept.left - 2), (kept.right + 2, room.right)):
                    narrow = min(width, right - left)
                    if narrow < NARROW_WIDTH:
                        continue
                    x = left if left == room.x else right - narrow
                    for space in (free, room.height):  # every other plan, or those the room holds
                        tall = fitted(narrow, space)
                        places += [
                            pygame.Rect(x, room.y, narrow, tall),
                            pygame.Rect(x, room.bottom - tall, narrow, tall),
                        ]
        # The gaps between all it keeps in sight in a room, or across rooms side by side (two
        # other boards), its whole width or beside one of them, the panel fitted to the gap: in
        # two columns where the gap is that wide (with three seats a board's grid beside its
        # score lines is too narrow for the panel, and a plan too tall for the room above or
        # below them; across both boards under their score lines it fits), its other plans a
        # page away where the gap holds only some (beside two seats' score lines, under the
        # other board's capital).
        for gap in _gaps(rooms, [*seen, *keep], bar):
            columns = 2 if gap.width >= WIDE_WIDTH else 1
            wide = gap.width if columns > 1 else min(width, gap.width)
            if wide < NARROW_WIDTH:
                continue
            tall = fitted(wide, gap.height, columns)
            if tall <= gap.height:
                x = gap.x if wide == gap.width or gap.x > CANVAS.centerx else gap.right - wide
                places += [pygame.Rect(x, gap.y, wide, tall), pygame.Rect(x, gap.bottom - tall, wide, tall)]
        places += [
            pygame.Rect(log.right - width, log.y - height - 8, width, height),
            pygame.Rect(1590 - width, top_strip.bottom + 8, width, height),
            pygame.Rect(10, top_strip.bottom + 8, width, height),
            pygame.Rect(800 - width // 2, top_strip.bottom + 8, width, height),
            pygame.Rect(10, 890 - height, width, height),
            pygame.Rect(1590 - width, 890 - height, width, height),
            pygame.Rect(800 - width // 2, 890 - height, width, height),
        ]
        # Each place also slid up just clear of what it must avoid below it, by no more than a
        # marker's reach and where it then covers nothing kept in sight: a marker on a button's
        # top rim under a room (a Five Tribes "End turn" in a crowded bar) reaches a few pixels
        # into it, and a panel as tall as the room then left it for the djinns.
        # Likewise slid sideways by no more than a marker's width: a marker above the right end
        # of a Five Tribes "Pass" in a short bar reached 12 px into the room's bottom left corner,
        # and a Ukrainian panel as tall as the room then left it for the board.
        for place in list(places):
            below = [a.top for a in avoid if place.colliderect(a) and a.top > place.top]
            if below and 0 < place.bottom - min(below) <= MARKER_REACH:
                slid = place.move(0, min(below) - place.bottom)
                if not covered(slid.clamp(CANVAS), keep):
                    places.append(slid)
            hit = [a for a in avoid if place.colliderect(a)]
            for shift in (
                max((a.right - place.left for a in hit if a.left < place.left), default=0),
                min((a.left - place.right for a in hit if a.right > place.right), default=0),
            ):
                slid = place.move(shift, 0)
                if 0 < abs(shift) <= 2 * MARKER_REACH and not covered(slid.clamp(CANVAS), keep):
                    places.append(slid)
        places = [p.clamp(CANVAS) for p in places]

        def covers(p: pygame.Rect) -> tuple[int, int, int, int]:
            return covered(p, avoid), covered(p, keep), covered(p, reads), covered(p, seen)

        whole = [p for p in places if not folds.get(p.size, 0)]  # none: taller than the table
        rect = min(whole or places, key=covers)
        # Folded where that keeps in sight more of what the whole panel covers of the log, the
        # buttons and the marks, then the question's answers and the names, then what the view
        # keeps in sight in its rooms, over no more of what a player reads: not to keep only
        # what a player reads in sight (a Five Tribes plan with the other plans open stays
        # whole over the tracks, as tall as the other plans need).
        smaller = [p for p in places if folds.get(p.size, 0)]
        if smaller:
            best = min(smaller, key=lambda p: (*covers(p), folds[p.size]))
            (a, k, r, s), (wa, wk, wr, ws) = covers(best), covers(rect)
            if (a, k, s) < (wa, wk, ws) and r <= wr:
                rect = best
        wide, space, columns = shapes.get(rect.size, (rect.width, free, 1))
        rect.height = self._fit(text, wide, space, columns, start=start)
        self.fold_needed = self.fold
        if self.fold and self.unfolded:
            # Whole, as the person asked: it may cover what the place kept in sight. Grown from
            # the folded panel, over all of it (the pointer that unfolded it stays on it), up or
            # down where it covers least, as a place is chosen.
            tall = self._fit(text, wide, free, columns, fold=False, start=start)
            low = max(top_strip.bottom + 4, rect.bottom - tall)
            high = min(rect.y, bar - 4 - tall)
            folded = rect

            def cover(y: int) -> tuple[int, ...]:
                grown = pygame.Rect(folded.x, y, folded.width, tall)
                return (*(covered(grown, rects) for rects in (avoid, keep, reads, seen)), abs(y - folded.y))

            y = min(range(low, high + 1, 2), key=cover) if low <= high else max(low, high)
            rect = pygame.Rect(folded.x, y, folded.width, tall)
        return rect


def _gaps(rooms: Sequence[pygame.Rect], kept: Sequence[pygame.Rect], bar: int) -> list[pygame.Rect]:
    """The places free of ``kept`` in the rooms: for each room and each run of rooms side by
    side on the same rows (their span), and for the span's whole width and its parts beside
    each kept rectangle in it, the rows between the kept rectangles across that part, from the
    span's top down to its foot (or to the button bar ``bar`` where that is just under it: the
    gap under the boards)."""
    lines: dict[tuple[int, int], list[pygame.Rect]] = {}
    for room in rooms:
        lines.setdefault((room.y, room.bottom), []).append(room)
    gaps = []
    for line in lines.values():
        line.sort(key=lambda room: room.x)
        for first in range(len(line)):
            for last in range(first, len(line)):
                if last > first and line[last].x - line[last - 1].right > 16:
                    break
                span = line[first].union(line[last])
                foot = bar - 4 if 0 <= bar - span.bottom <= 60 else span.bottom
                inside = [rect for rect in kept if span.colliderect(rect)]
                strips = [(span.x, span.right)]
                strips += [(span.x, rect.left - 2) for rect in inside]
                strips += [(rect.right + 2, span.right) for rect in inside]
                for left, right in strips:
                    if right - left < NARROW_WIDTH:
                        continue
                    across = [r for r in inside if r.right > left and r.left < right]
                    y = span.y
                    for rect in sorted(across, key=lambda r: r.top):
                        if rect.top - 2 > y:
                            gaps.append(pygame.Rect(left, y, right - left, rect.top - 2 - y))
                        y = max(y, rect.bottom + 2)
                    if foot > y:
                        gaps.append(pygame.Rect(left, y, right - left, foot - y))
    return gaps


def frame_rect(x: int, y: int, width: int, count: int = 1) -> pygame.Rect:
    """The frame of a framed group of ``count`` rows whose first is drawn at ``x``, ``y``
    (``row_places``), ``width`` wide: a pixel above its words' line and two below its last."""
    return pygame.Rect(x - 4, y - 1, width + 8, LINE * count + 4)


def _framed(row: Row) -> bool:
    return row.fold or row.pager


def _same_frame(above: Row | None, row: Row) -> bool:
    """``row`` is in the same framed group as the row before it in its column."""
    return above is not None and ((above.fold and row.fold) or (above.pager and row.pager))


def _frame_shift(above: Row | None, row: Row) -> int:
    """How much lower than the row before it in its column ``row`` is drawn: ``FRAME_TOP`` at
    the start of a framed group, the rest of ``FRAME_ROOM`` after a group's end."""
    if _same_frame(above, row):
        return 0
    shift = FRAME_TOP if _framed(row) else 0
    if above is not None and _framed(above):
        shift += FRAME_ROOM - FRAME_TOP
    return shift


def _column_height(rows: Sequence[Row]) -> int:
    """The height a column of ``rows`` takes: a line each, and ``FRAME_ROOM`` a framed group."""
    starts = [
        row
        for index, row in enumerate(rows)
        if _framed(row) and not _same_frame(rows[index - 1] if index else None, row)
    ]
    return LINE * len(rows) + FRAME_ROOM * len(starts)


def _split(body: Sequence[Row]) -> int:
    """Where a panel's second column starts in its rows below the figures: at the start of a
    step (or of an other plan, or the pager) that leaves the two columns nearest in height, so
    a step's wrapped rows stay together."""
    starts = [
        index
        for index in range(1, len(body))
        if not (body[index].indent and body[index].marker is None and not body[index].forced)
    ]
    return min([*starts, len(body)], key=lambda split: max(split, len(body) - split))


def _forced_rows(text: str, colour: tuple[int, int, int], width: int) -> list[Row]:
    """A step the engine takes itself, wrapped: after the numbers' column, its first row ringed."""
    return [
        Row(line, 18, colour, indent=True, forced=index == 0)
        for index, line in enumerate(wrap_text(text, 18, width))
    ]
