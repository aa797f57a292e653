"""What a choice would give, shown while the pointer rests on it (docs/hint.md, "Previews").

Hovering a target or an option button that plays one action asks the engine (``preview.preview``:
the action and the seat's forced follow-ups applied to a copy of what the person sees) and, when it
moves points or pieces or ends the turn, shows a small box above the choice: the points ("+8
points", or "−5 points (Coins)" when one kind of score is all that moves) and what changed, in words (``plan_words.PlanWords.changes``: "+8 Tiles; +3 Palms;
takes 4 assassins"), with the game's own lines after them (``GameView.preview_lines``: a party's
strength and the zones it could win), then a line for each other seat whose score it moves
(``PlanWords.rivals``: "Bot 2: −11 points (−10 Vizier majority; −1 Viziers)"). A choice that
changes nothing and leaves the turn going (a first drop) shows nothing, and neither does one whose
box would say only "0 points" (an End turn, a Pass). Answers are kept per position (``Previews``).

The table asks the panel ``draw(surface, table)`` every frame, after its own parts, and
``hovered(table)`` (tests, the box's choice).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.client.lettering import blit_text, wrap_text
from game.client.table.plan_words import PlanWords, signed
from game.client.table.preview import Preview, Previews
from game.client.text import tr
from game.client.widgets import SAFFRON, SAND, draw_panel

if TYPE_CHECKING:
    from game.client.table.scene import TableScene

WIDTH = 300
PAD = 10
LINE = 20
CANVAS = pygame.Rect(0, 0, 1600, 900)


class PreviewPanel:
    """The hover preview of the table's live question (see the module docstring)."""

    def __init__(self) -> None:
        self.previews = Previews()
        self.rect: pygame.Rect | None = None
        self.lines: list[str] = []

    def hovered(self, table: TableScene) -> tuple[int, pygame.Rect] | None:
        """The one action under the pointer and the rectangle it is clicked in, if any."""
        pos = table.input.pointer
        if not table.human_turn() or table.question is None or table.hint.covers(pos):
            return None  # under the hint's panel (unfolded over the hand) a choice is hidden
        button = table.options.button_at(pos, top=False)
        if button is not None:
            return (button.action, button.rect) if button.action is not None else None
        if table.options.pending:
            # a target was clicked and its buttons ask which of its actions it meant (a Tribes
            # of the Wind temple on that tile): those buttons are the choice, not the targets
            return None
        target = table.question.target_at(pos)
        if target is not None and len(target.actions) == 1:
            return target.actions[0], target.rect
        return None

    def preview(self, table: TableScene, action: int) -> Preview | None:
        state = table.state
        return self.previews.get(state, state.current_player(), action, table.serial)

    def words(self, table: TableScene, shown: Preview, more: bool = False) -> list[str]:
        """The box's lines: the points (left out when none move and pieces or another seat's
        points do, or the game has lines of its own: a last drop's points come with the tile's
        action, after it), the changes."""
        words = PlanWords(table.view, table.player_name, lambda world: table.ctx(world))
        changes = words.changes(shown.delta, shown.pieces)
        if shown.points and len(changes) == 1 and list(shown.delta.values()) == [shown.points]:
            # one kind of score is the whole change ("−5 Coins" under "−5 points" said the
            # price twice): one line names it
            (key,) = shown.delta
            what = table.view.score_line_label(key)
            return [
                tr("table.preview.points_of", count=abs(shown.points), signed=signed(shown.points), what=what)
            ]
        lines = [tr("table.preview.points", count=abs(shown.points), signed=signed(shown.points))]
        if changes:
            lines.append("; ".join(changes))
        more = more or bool(shown.rivals)
        if not shown.points and not changes and not more:
            return []  # a bare "0 points" (an End turn, a Pass) tells the person nothing
        return lines if shown.points or not (changes or more) else lines[1:]

    def rival_lines(self, table: TableScene, shown: Preview) -> list[str]:
        """A line for each other seat whose score the choice moves."""
        words = PlanWords(table.view, table.player_name, lambda world: table.ctx(world))
        return words.rivals(shown.rivals)

    def hovered_choice(self, table: TableScene) -> tuple[str, pygame.Rect] | None:
        """The first choice under the pointer (a target that plays no action yet), if any."""
        pos = table.input.pointer
        if not table.human_turn() or table.question is None or table.options.pending:
            return None
        if table.hint.covers(pos) or table.options.button_at(pos, top=False) is not None:
            return None
        target = table.question.target_at(pos)
        if target is None or target.actions or not target.choose:
            return None
        return target.key, target.rect

    def draw(self, surface: pygame.Surface, table: TableScene) -> None:
        self.rect = None
        found = self.hovered(table)
        if found is None:
            choice = self.hovered_choice(table)
            if choice is not None:
                key, rect = choice
                self.show(surface, table, table.view.preview_choice_lines(table.ctx(), key), rect, rect)
            return
        action, rect = found
        shown = self.preview(table, action)
        extra = table.view.preview_lines(table.ctx(), action)
        if shown is None and not extra:
            return
        if shown is not None and shown.empty and not shown.ends_turn and not extra:
            return
        lines = (self.words(table, shown, bool(extra)) if shown is not None else []) + extra
        if shown is not None:
            lines += self.rival_lines(table, shown)
        self.show(surface, table, lines, rect, table.view.preview_clear(table.ctx(), action, rect))

    def show(
        self,
        surface: pygame.Surface,
        table: TableScene,
        lines: list[str],
        rect: pygame.Rect,
        clear: pygame.Rect,
    ) -> None:
        """The box of ``lines`` for the choice at ``rect``, leaving ``clear`` in sight."""
        if not lines:
            return
        rows: list[tuple[str, bool]] = []
        for index, line in enumerate(lines):
            rows += [(part, index == 0) for part in wrap_text(line, 16, WIDTH - 2 * PAD, index == 0)]
        self.lines = lines
        height = 2 * PAD + LINE * len(rows)
        ctx = table.ctx()
        hint = table.hint.rect if table.hint.open else None
        blocked = [clear, *([hint] if hint is not None else [])]
        question = table.question
        # the question's other answers, which the player may hover or click next: its targets,
        # then its option buttons (a Tribes of the Wind hand card's row had its box beside it over
        # the next card's rows; above it, over the temple action's button)
        targets = [] if question is None else [t.rect for t in question.live_targets()]
        buttons = [b.rect for b in table.options.buttons if b.action is not None]
        box = place(
            (WIDTH, height),
            rect,
            clear,
            blocked,
            table.view.preview_avoid(ctx),
            table.view.preview_reads(ctx),
            [r for r in targets if not r.colliderect(rect)],
            [r for r in buttons if not r.colliderect(rect)],
        )
        self.rect = box
        draw_panel(surface, box, radius=10, alpha=245)
        y = box.y + PAD
        for text, bold in rows:
            blit_text(surface, text, 16, SAFFRON if bold else SAND, (box.x + PAD, y), bold=bold)
            y += LINE


def place(
    size: tuple[int, int],
    rect: pygame.Rect,
    clear: pygame.Rect,
    blocked: list[pygame.Rect],
    avoid: list[pygame.Rect],
    reads: Sequence[pygame.Rect] = (),
    targets: Sequence[pygame.Rect] = (),
    buttons: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """Where the box goes: above the choice, else below it, else beside it (right, then left),
    else above or below it just past what it would cover of ``avoid``: of the places on the
    canvas that cover none of ``blocked`` (the choice and what it shows, the hint's panel) nor
    of ``avoid`` (what the game keeps in sight: a board's name line), the first that covers
    least of ``targets`` (the question's other answers), then of ``buttons`` (its option
    buttons), then of ``reads``
    (``GameView.preview_reads``; none: the first); failing that, the first
    that covers only something of ``avoid``; above, as a last resort. Above and below, a box
    that covers something of ``avoid`` is also tried slid sideways just clear of it, while it
    still stands over or under the choice (and so of ``targets``): a Tribes of the Wind row card's box went below it,
    over the end token and the total of the score lines beside it; and slid up or down just
    past it, and so moved, slid sideways too (a row card's box under the row and the end-game
    token's line, over the log, where above it it covered the element row and the forest
    market; with five players, clear of the score table beside the log)."""
    places = places_beside(size, rect, clear, [*avoid, *targets, *buttons])
    free = [r for r in places if r.collidelist(blocked) < 0]
    kept = [r for r in free if r.collidelist(avoid) < 0]
    if kept:
        return min(kept, key=lambda r: (_covered(r, targets), _covered(r, buttons), _covered(r, reads)))
    return free[0] if free else places[0]


def places_beside(
    size: tuple[int, int], rect: pygame.Rect, clear: pygame.Rect, sides: Sequence[pygame.Rect] = ()
) -> list[pygame.Rect]:
    """The places on the canvas for a box of ``size`` beside the choice at ``rect`` (which shows
    ``clear``), in the order they are tried: above it (not in the top strip), then that place slid
    sideways just clear of each of ``sides`` it covers while it still stands over the choice;
    below it, likewise; right of it, left of it; then above or below it moved just past each of
    ``sides`` it covers, and so moved, slid sideways too. ``sides``: what the box should leave in
    sight (what the game keeps in sight, the question's other answers). The preview box takes
    one (``place``), and a tooltip tries them after its own near the pointer
    (``draw.Renderer.draw_tooltip_at``)."""
    places = []
    above = pygame.Rect((0, 0), size)
    above.midbottom = (rect.centerx, clear.top - 6)
    if above.top >= 70:  # the top strip is not a place for it
        places += [above.clamp(CANVAS), *_slid(above.clamp(CANVAS), rect, sides)]
    below = pygame.Rect((0, 0), size)
    below.midtop = (rect.centerx, clear.bottom + 6)
    places += [below.clamp(CANVAS), *_slid(below.clamp(CANVAS), rect, sides)]
    right = pygame.Rect((0, 0), size)
    right.midleft = (clear.right + 6, rect.centery)
    left = pygame.Rect((0, 0), size)
    left.midright = (clear.left - 6, rect.centery)
    places += [r.clamp(CANVAS) for r in (right, left)]
    for moved in _past(above, below, sides):
        places += [moved, *_slid(moved, rect, sides)]
    return places


def _past(above: pygame.Rect, below: pygame.Rect, avoid: Sequence[pygame.Rect]) -> list[pygame.Rect]:
    """The box above the choice moved up just past each of ``avoid`` it covers, and on past
    what it then covers in turn; the box below it moved down likewise; where they stay on the
    canvas under the top strip and within its sides. Above a Tribes of the Wind hand card's lower
    row, past the upper row it stood over the temple action's button, and at the canvas's left
    edge half off it, its words cut."""
    found = _moved(above.clamp(CANVAS), avoid, up=True) if above.top >= 70 else []
    return found + _moved(below.clamp(CANVAS), avoid, up=False)


def _moved(box: pygame.Rect, avoid: Sequence[pygame.Rect], up: bool) -> list[pygame.Rect]:
    found = []
    for kept in avoid:
        hit = [kept] if box.colliderect(kept) else []
        moved = box
        while hit:
            if up:
                moved = moved.move(0, min(k.top for k in hit) - 4 - moved.bottom)
            else:
                moved = moved.move(0, max(k.bottom for k in hit) + 4 - moved.top)
            if moved.top < 70 or moved.bottom > CANVAS.bottom:
                break
            found.append(moved)
            hit = [k for k in avoid if moved.colliderect(k)]
    return found


def _covered(box: pygame.Rect, parts: Sequence[pygame.Rect]) -> int:
    return sum(clip.width * clip.height for clip in (box.clip(part) for part in parts))


def _slid(box: pygame.Rect, rect: pygame.Rect, avoid: Sequence[pygame.Rect]) -> list[pygame.Rect]:
    """``box`` moved sideways just clear of each of ``avoid`` it covers (to its right, then its
    left), where it still overlaps the choice ``rect`` in width by a quarter of the choice."""
    found = []
    for kept in avoid:
        if not box.colliderect(kept):
            continue
        for x in (kept.right + 4, kept.left - 4 - box.width):
            moved = pygame.Rect(x, box.y, box.width, box.height).clamp(CANVAS)
            if min(moved.right, rect.right) - max(moved.left, rect.left) >= rect.width // 4:
                found.append(moved)
    return found
