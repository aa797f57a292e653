"""Every board's live score breakdown shows its labels whole at every player count, in both
languages (three boards in Ukrainian read "Забруднен…" and "Жетон кін…")."""

from __future__ import annotations

import pytest

from game.client.text import font, set_language
from game.client.tribes_of_the_wind.layout import board_geoms
from game.client.tribes_of_the_wind.seats import SMALLEST_LABEL, breakdown_area, label_size
from game.client.tribes_of_the_wind.words_board import score_lines
from game.rules.tribes_of_the_wind import TITLE


@pytest.mark.parametrize("language", ["uk", "en"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_breakdown_labels_fit_whole(app, language: str, players: int):
    set_language(language)
    try:
        state = TITLE.new_game(players, 3)
        shown = 0
        for player, geom in enumerate(board_geoms(players)):
            area = breakdown_area(state, player, geom)  # type: ignore[arg-type]
            if area is None:
                continue
            lines = score_lines(state, player)  # type: ignore[arg-type]
            for k, (label, _) in enumerate(lines):
                bold = k == len(lines) - 1
                size = label_size(label, area.width - 34, bold)
                assert size >= SMALLEST_LABEL
                assert font(size, bold).size(label)[0] <= area.width - 34, (players, label, size)
                shown += 1
        assert shown or players == 5
    finally:
        set_language("en")
