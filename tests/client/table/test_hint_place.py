"""The hint panel's shape and place (``table/hint_place.py``), on a table drawn as rectangles: a
plan taller than every place that keeps all it must in sight is folded to fit one (the step to
play now and the next whole, the rest in one row that names them); a gap two columns wide gets a
panel in two columns, its buttons in its title's row; the other plans a place cannot hold are
paged; the fold row unfolds the plan under the pointer or on a click and folds it again."""

from __future__ import annotations

import pygame

from game.client.table.hint_place import LINE, PanelShape, PanelText, Surroundings
from game.client.table.pager import Pager
from game.client.text import tr

TOP = pygame.Rect(0, 0, 1600, 54)
LOG = pygame.Rect(1190, 475, 400, 415)
BAR = 860


def everything_but(room: pygame.Rect) -> list[pygame.Rect]:
    """Rectangles covering the canvas below the top strip except ``room``: what the panel keeps in
    sight everywhere else (then its only place clear of all of them is the room)."""
    return [
        pygame.Rect(0, TOP.bottom, 1600, room.top - TOP.bottom),
        pygame.Rect(0, room.top, room.left, 900 - room.top),
        pygame.Rect(room.right, room.top, 1600 - room.right, 900 - room.top),
        pygame.Rect(room.left, room.bottom, room.width, 900 - room.bottom),
    ]


def around(room: pygame.Rect) -> Surroundings:
    return Surroundings([room], TOP, LOG, BAR, avoid=[LOG], keep=[TOP, *everything_but(room)])


LONG = "take the tile on the crossing and move the rider two spaces"


def plan_text(steps: int, step: str = LONG, **more: object) -> PanelText:
    words = [f"Step {n}: {step}" for n in range(1, steps + 1)]
    return PanelText(
        shown=True,
        summary="+6 points now; 2 ahead after the next player's best reply",
        reason="+4 villages, +2 temples; the next player can then take up to 3 points",
        steps=words,
        after=[[] for _ in words],
        **more,  # type: ignore[arg-type]
    )


def numbered(shape: PanelShape, text: PanelText) -> list[int]:
    return [row.marker for row in shape.lines(text) if row.marker is not None]


def test_a_plan_taller_than_its_only_place_is_folded_to_the_step_now_the_next_and_a_row_naming_the_rest(lang):
    room = pygame.Rect(400, 100, 420, 260)
    shape, text = PanelShape(Pager()), plan_text(8)
    rect = shape.place(text, around(room))
    assert room.contains(rect), (rect, room)
    assert shape.fold > 0
    assert numbered(shape, text) == [1, 2], "the step to play now and the next, whole"
    folds = [row for row in shape.lines(text) if row.fold]
    assert len(folds) == 1
    assert folds[0].text.startswith(tr("table.plan.folded_steps", count=6, steps="").strip())
    assert len(shape.row_places(text, rect)) == len(shape.lines(text)), "every row is drawn"


def test_a_plan_that_fits_its_place_is_whole(lang):
    room = pygame.Rect(400, 100, 440, 700)
    shape, text = PanelShape(Pager()), plan_text(4)
    rect = shape.place(text, around(room))
    assert room.contains(rect) and shape.fold == 0
    assert numbered(shape, text) == [1, 2, 3, 4]
    assert not any(row.fold for row in shape.lines(text))


def test_a_gap_two_columns_wide_gets_a_panel_in_two_columns_with_its_buttons_in_its_title_row(lang):
    # ten short steps: one column as wide as the room is taller than it, two columns fit
    room = pygame.Rect(400, 100, 780, 300)
    shape, text = PanelShape(Pager()), plan_text(10, "take the tile")
    rect = shape.place(text, around(room))
    assert room.contains(rect) and shape.columns == 2 and shape.buttons_on_top
    rows = shape.lines(text)
    lefts = {x for (x, _, _), row in zip(shape.row_places(text, rect), rows, strict=True) if not row.head}
    assert len(lefts) == 2, "the steps in two columns"
    assert numbered(shape, text) == list(range(1, 11)) and shape.fold == 0


def test_the_other_plans_a_place_cannot_hold_are_paged(lang):
    room = pygame.Rect(400, 100, 440, 520)
    others = [[f"+{n} points now: " + "play the card, then move the rider on and on; " * 3] for n in range(3)]
    shape, text = PanelShape(Pager()), plan_text(3, others=True, other_words=others)
    rect = shape.place(text, around(room))
    every = len(shape.other_rows(text))
    assert room.contains(rect) and shape.pager.room is not None and shape.pager.room < every
    rows = shape.lines(text)
    assert rows[-1].pager, "a row says what is left out, and lists it"
    assert rect.height >= LINE * len(rows)


def test_the_fold_row_unfolds_the_plan_under_the_pointer_and_on_a_click_and_folds_it_again(lang):
    room = pygame.Rect(400, 100, 420, 260)
    shape, text = PanelShape(Pager()), plan_text(8)
    folded = shape.place(text, around(room))
    row = pygame.Rect(folded.x + 14, folded.bottom - 80, 200, LINE)  # as ``HintPanel.draw`` frames it
    shape.fold_rect = row
    off = (10, 880)

    def unfold() -> pygame.Rect:
        rect = shape.place(text, around(room))
        assert shape.fold == 0 and rect.contains(folded), "whole, grown over the folded panel"
        assert numbered(shape, text) == list(range(1, 9))
        assert any(r.fold and r.text == tr("table.plan.fold") for r in shape.lines(text))
        return rect

    assert shape.hover(row.center, inside=True) and shape.unfolded, "the pointer on the row unfolds it"
    unfold()
    assert not shape.hover((row.centerx, row.y - 30), inside=True), "whole while the pointer is on it"
    assert shape.hover(off, inside=False) and not shape.unfolded, "folded once the pointer leaves"
    assert shape.place(text, around(room)) == folded
    shape.fold_rect = row
    assert shape.click(row.center) and shape.unfold_pinned, "a click unfolds it"
    whole = unfold()
    assert not shape.hover(off, inside=False) and shape.unfolded, "and keeps it whole off the panel"
    shape.fold_rect = pygame.Rect(whole.x + 14, whole.bottom - 80, 200, LINE)
    assert shape.click(shape.fold_rect.center) and not shape.unfolded, "its row folds it again"
    assert shape.place(text, around(room)) == folded
    shape.fold_rect = row
    assert not shape.hover(row.center, inside=True) and not shape.unfolded, "not until the pointer left"
    shape.hover(off, inside=False)
    assert shape.hover(row.center, inside=True) and shape.unfolded, "then the row unfolds it again"


def test_the_thinking_and_failed_panels_say_so_in_one_row_or_its_wrapped_words(lang):
    room = pygame.Rect(400, 100, 440, 300)
    shape = PanelShape(Pager())
    thinking = PanelText(thinking=True)
    shape.place(thinking, around(room))
    assert [row.text for row in shape.lines(thinking)] == [tr("coach.hint.thinking")]
    failed = PanelText()
    shape.place(failed, around(room))
    assert " ".join(row.text for row in shape.lines(failed)) == tr("coach.hint.failed")
