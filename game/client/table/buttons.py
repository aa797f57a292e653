"""Where the option buttons go: their rects in the option area, their widths for their words,
steady places while their labels change. Pure layout (no table); ``options.OptionBar`` uses it.
"""

from __future__ import annotations

import pygame

from game.client.text import font
from game.client.widgets import LABEL_PAD, LABEL_SIZES, fit_label

TOP_BUTTON = (104, 40)
HINT_BUTTON_WIDTH = 130
OPTION_HEIGHT = 44
OPTION_LABEL_SIZE = 16  # px: an option's words on one line at this size need no wrapping
# A button whose words need two lines: both at OPTION_LABEL_SIZE with air above and below
# (widgets.TWO_LINES_CLEAR); in OPTION_HEIGHT two lines sit flush against both rims.
TALL_OPTION_HEIGHT = 52


def option_rects(
    labels: list[tuple[str, str | None]], area: pygame.Rect, width: int, gap: int
) -> list[pygame.Rect]:
    """Where the option buttons go: left to right in ``area`` (``option_widths``), or, when the
    area is a column with room for every button on a row of its own (Prehistories' 322x154 box
    beside the hand), one under another at the area's full width (rather
    than two buttons sharing one row, one wrapped on two lines, over an empty lower half)."""
    count = len(labels)
    if _column(area, count, gap):
        return [
            pygame.Rect(area.x, area.y + k * (OPTION_HEIGHT + gap), area.width, OPTION_HEIGHT)
            for k in range(count)
        ]
    rects = []
    x = area.x
    for wide in option_widths(labels, width, area.right - area.x, gap):
        rects.append(pygame.Rect(x, area.y + 2, wide, OPTION_HEIGHT))
        x += wide + gap
    return rects


def _column(area: pygame.Rect, count: int, gap: int) -> bool:
    """Whether ``count`` buttons go one under another in ``area`` (``option_rects``)."""
    column = area.height >= 2 * OPTION_HEIGHT + gap
    return column and count * OPTION_HEIGHT + (count - 1) * gap <= area.height


def room_for_two_lines(
    rects: list[pygame.Rect], labels: list[tuple[str, str | None]], area: pygame.Rect, gap: int
) -> list[pygame.Rect]:
    """A row's buttons, each whose words need two lines at its width grown upwards to
    ``TALL_OPTION_HEIGHT`` (its bottom kept: the row sits on the hand or the panels below it, and
    the 8 px go over the empty margin of what lies above). Last of the layout: ``set_apart`` and
    ``steady_rects`` read a row by its buttons' equal tops. A column is left as it is."""
    if _column(area, len(rects), gap):
        return rects
    grown = []
    for rect, (label, hotkey) in zip(rects, labels):
        words = label if hotkey is None else f"{hotkey.upper()}  {label}"
        _, lines, _ = fit_label(words, rect.width - 2 * LABEL_PAD, rect.height - 4)
        if len(lines) > 1 and rect.height < TALL_OPTION_HEIGHT:
            rect = pygame.Rect(rect.x, rect.bottom - TALL_OPTION_HEIGHT, rect.width, TALL_OPTION_HEIGHT)
        grown.append(rect)
    return grown


def set_apart(rects: list[pygame.Rect], apart: list[bool], area: pygame.Rect, gap: int) -> list[pygame.Rect]:
    """A row's buttons with the options marked ``apart`` moved, in their order, to the row's right
    end (``Option.apart``); unchanged for a column, or when the row has no room to spare."""
    if not any(apart) or all(apart) or any(rect.y != rects[0].y for rect in rects):
        return rects
    x = area.right - sum(rect.width for rect, away in zip(rects, apart) if away)
    x -= gap * (sum(apart) - 1)
    kept = [rect.width for rect, away in zip(rects, apart) if not away]
    if x < area.x + sum(kept) + gap * len(kept):
        return rects
    moved, left = [], area.x
    for rect, away in zip(rects, apart):
        if away:
            moved.append(pygame.Rect(x, rect.y, rect.width, rect.height))
            x += rect.width + gap
        else:
            moved.append(pygame.Rect(left, rect.y, rect.width, rect.height))
            left += rect.width + gap
    return moved


OptionLayout = tuple[tuple[str, ...], tuple[int, int, int, int], list[pygame.Rect]]
"""The last option row: its options' keys, its area and the buttons' rects (``steady_rects``)."""


def steady_rects(
    previous: OptionLayout | None,
    keys: tuple[str, ...],
    area: pygame.Rect,
    rects: list[pygame.Rect],
    gap: int,
) -> list[pygame.Rect]:
    """The same options in the same area keep their buttons where they were: each button is as
    wide as the widest it has been for them, so a label that changes its words ("Show (strength
    5)", "Sell 3 for 12") moves no button beside it (no button jumps sideways
    as its label changes). A row that would no longer fit is laid out anew."""
    if previous is None or previous[0] != keys or previous[1] != (area.x, area.y, area.width, area.height):
        return rects
    if any(rect.y != rects[0].y for rect in rects):
        return rects  # a column: each button has the area's width already
    widths = [max(rect.width, before.width) for rect, before in zip(rects, previous[2])]
    if area.x + sum(widths) + gap * (len(widths) - 1) > area.right:
        return rects
    steady, x = [], area.x
    for rect, wide in zip(rects, widths):
        steady.append(pygame.Rect(x, rect.y, wide, rect.height))
        x += wide + gap
    return steady


def option_widths(labels: list[tuple[str, str | None]], width: int, room: int, gap: int) -> list[int]:
    """The option buttons' widths: ``width`` each (the question's, at most an equal share of the
    row), and an option whose words would need two lines widened to fit them on one when the row
    has the room (a lone "9 Kill: vizier (Bot: easy · seat 2)" button of a 1100 px row must not
    wrap in 230 px with its second line through the button's rim).

    When the row cannot give every button ``width`` and its words too, a short label ("Back",
    "Temple 1: 4 water") gives up the width it does not need and the long ones share the rest
    (five temple options whose words fit a 1170 px row on one line each are not all cut to an
    equal share and wrapped on two lines against the rims)."""
    natural = [_one_line_width(label, hotkey) for label, hotkey in labels]
    wanted = [max(width, need) for need in natural]
    space = room - gap * (len(labels) - 1)
    if sum(wanted) <= space:
        return wanted
    if sum(natural) <= space:
        # Every label fits on one line at OPTION_LABEL_SIZE: the rest of the row goes to the
        # buttons narrower than ``width`` ("Back" would be a 73 px stub), shared equally.
        widths = list(natural)
        short = [k for k, wide in enumerate(widths) if wide < width]
        spare = (space - sum(widths)) // max(len(short), 1)
        for k in short:
            widths[k] = min(width, widths[k] + spare)
        return widths
    smallest = [_one_line_width(label, hotkey, LABEL_SIZES[-1]) for label, hotkey in labels]
    if sum(smallest) <= space:
        # Every label fits on one line at the kit's smallest size: each gets that, and the rest of
        # the row goes to each in proportion to what it lacks for OPTION_LABEL_SIZE (no label
        # wraps onto two cramped lines when one line can hold it).
        lack = [need - least for need, least in zip(natural, smallest)]
        spare = space - sum(smallest)
        total = max(sum(lack), 1)
        return [least + min(more, spare * more // total) for least, more in zip(smallest, lack)]
    cap = _share_cap(natural, space)  # some labels wrap: the longest share what the rest leave
    capped = [min(need, cap) for need in natural]
    readable = [_two_line_width(label, hotkey) for label, hotkey in labels]
    if all(wide >= least for wide, least in zip(capped, readable)) or sum(readable) > space:
        return capped
    # A label that two lines cannot hold in the equal share would be squeezed sideways to a
    # sliver ("N  Використати: катапультувати одного вершника на будь-яку вашу плитку" beside
    # four "Підкласти замість: ..."): each gets the least width that holds it on two lines, and
    # the rest of the row goes to each in proportion to what it lacks for one line.
    lack = [need - least for need, least in zip(natural, readable)]
    spare = space - sum(readable)
    total = max(sum(lack), 1)
    return [least + min(more, spare * more // total) for least, more in zip(readable, lack)]


def _two_line_width(label: str, hotkey: str | None) -> int:
    """The least button width that holds the label unsqueezed (on one line or two, at any of the
    kit's sizes) in an option button's height."""
    words = label if hotkey is None else f"{hotkey.upper()}  {label}"
    low, high = 2 * LABEL_PAD + 4, _one_line_width(label, hotkey, LABEL_SIZES[-1])
    while low < high:
        middle = (low + high) // 2
        if fit_label(words, middle - 2 * LABEL_PAD, OPTION_HEIGHT - 4)[2] == 1.0:
            high = middle
        else:
            low = middle + 1
    return high


def _one_line_width(label: str, hotkey: str | None, size: int = OPTION_LABEL_SIZE) -> int:
    words = label if hotkey is None else f"{hotkey.upper()}  {label}"
    return font(size).size(words)[0] + 2 * LABEL_PAD + 4


def _share_cap(natural: list[int], space: int) -> int:
    """The widest a button may be so that each gets min(its words, cap) within ``space``."""
    left, count = space, len(natural)
    for k, need in enumerate(sorted(natural)):
        if need * (count - k) > left:
            return left // (count - k)
        left -= need
    return max(natural)
