"""Another tribe's area: the totem at the end of a full row stays clear of the panel beside the
cave, and the panel's count lines fit it (a row totem covered the start
of "4 карти в руці")."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.client.app import App
from game.client.prehistories import layout as L
from game.client.prehistories.seats import count_size
from game.client.settings import Settings
from game.client.text import font, set_language, tr
from game.rules.prehistories.data import SIZE


@pytest.fixture
def app() -> Iterator[App]:
    application = App(Settings(language="uk"), headless=True)
    yield application
    set_language("en")
    application.close()


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_full_rows_totem_leaves_the_panel_beside_the_cave_clear(players: int):
    table = L.layout(players, 0)
    others = [block for block in table.blocks if not block.focus]
    assert len(others) == players - 1
    for block in others:
        small = L.line_totem_size(block.cell)
        for row in range(SIZE):
            token = pygame.Rect(0, 0, small, small)
            token.midleft = (block.cave.right + 1, block.cave.y + row * block.cell + block.cell // 2)
            for part in (block.counts, block.totems, block.party):
                assert not token.colliderect(part), (players, block.seat, row)


@pytest.mark.parametrize("language", ["uk", "en"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_count_lines_fit_the_panel(app: App, language: str, players: int):
    set_language(language)
    lines = (
        tr("prehistories.seat.hand", count=12),
        tr("prehistories.seat.deck_discard", deck=22, discard=22),
    )
    for block in L.layout(players, 0).blocks:
        if block.focus:
            continue
        size = count_size(lines, block.counts.width)
        assert all(font(size).size(line)[0] <= block.counts.width for line in lines), (language, players)


@pytest.mark.parametrize("language", ["uk", "en"])
def test_the_hunt_preview_over_the_first_card_stays_on_the_canvas(app: App, language: str):
    from game.client.prehistories import questions
    from game.client.prehistories.view import preview_label_rect

    set_language(language)
    text = questions.preview(5, 1, 4)
    size = font(18, True).size(text)
    for count in (1, 3, 9):
        cards = L.hand_card_rects(count)
        for card in (cards[0], cards[-1]):
            card = card.move(0, -L.LIFT)
            label = preview_label_rect(card, size)
            assert label.left >= L.HAND.x and label.right <= L.HAND.right, (language, count)
            assert label.width >= size[0] and label.bottom <= card.y


@pytest.mark.parametrize("language", ["uk", "en"])
def test_the_hunt_preview_keeps_off_the_hand_strips_heading(app: App, language: str):
    # Guards against: over the first cards "разом 9: без поранення" covered the heading
    # "Ваш загін (сила 9): відправляйте мисливців…".
    from game.client.prehistories import questions
    from game.client.prehistories.view import preview_label_rect, strip_title_rect

    set_language(language)
    title = strip_title_rect(tr("prehistories.strip.hunt", value=99))
    for total, orange, green in ((9, 4, 7), (5, 7, 10), (3, 7, 10)):  # no injury, injury, too few
        text = questions.preview(total, orange, green)
        size = font(18, True).size(text)
        for count in range(1, 10):
            for card in L.hand_card_rects(count):
                for lift in (0, L.LIFT):
                    raised = card.move(0, -lift)
                    label = preview_label_rect(raised, size, title)
                    assert not label.colliderect(title), (language, count, text)
                    assert L.HAND.contains(label) and label.width >= size[0], (language, count, text)
