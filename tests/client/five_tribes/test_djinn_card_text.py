"""A djinn card's few words sit inside the card with a margin: the English Anun-Nak's
"3 meeples onto an" ran from edge to edge of its card."""

from __future__ import annotations

import pygame

from game.client.app import App
from game.client.five_tribes import layout as L
from game.client.five_tribes import rows, words
from game.client.lettering import fit_width
from game.client.text import font
from game.rules.five_tribes.data import DJINNS

ANUN_NAK = next(index for index, djinn in enumerate(DJINNS) if djinn.id == "anun_nak")


def test_the_english_anun_nak_card_text_leaves_a_margin_and_keeps_its_meaning(app: App):
    rect = L.djinn_card_rect(0)
    room = rect.width - 12  # what rows.draw_djinn_card gives the words
    short = words.djinn_short(ANUN_NAK)
    lines = fit_width(short, 16, room)
    assert len(lines) <= 2, lines
    assert max(font(16).size(line)[0] for line in lines) <= room - 12, lines  # 6 px clear each side
    assert (
        "3 meeples" in short and "empty tile" in short
    )  # the rules: draw 3 meeples from the bag onto an empty tile
    surface = pygame.Surface(rect.size)
    rows.draw_djinn_card(surface, app.assets, ANUN_NAK, surface.get_rect())  # draws without error
