"""An empty hunting zone's words stay inside the zone at every player count, in both languages
(4 players in Ukrainian cut "порожня цього раунду" to "порожня цього раунд", past the box)."""

from __future__ import annotations

import pytest

from game.client.prehistories import layout as L
from game.client.prehistories.board import empty_zone_lines
from game.client.text import font, set_language, tr


@pytest.mark.parametrize("language", ["uk", "en"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_an_empty_zones_words_fit_the_zone(app, language: str, players: int):
    set_language(language)
    try:
        for slot in L.layout(players, 0).zones:
            for key in ("zone_empty", "zone_dead"):
                text = tr(f"prehistories.board.{key}")
                size, lines = empty_zone_lines(text, slot)
                assert " ".join(lines) == text, "every word is shown"
                for line in lines:
                    assert font(size).size(line)[0] <= slot.rect.width - 10, (players, line)
                assert len(lines) * (size + 4) <= slot.tile.height, (players, lines)
    finally:
        set_language("en")
