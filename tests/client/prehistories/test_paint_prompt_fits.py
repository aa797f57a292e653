"""The painting prompt fits the top strip (the Ukrainian prompt was cut
off with "…" at "Клацніть підсвічену клітинку пе")."""

from __future__ import annotations

import pytest

from game.client.app import App
from game.client.prehistories import words
from game.client.prehistories.view import NS, PrehistoriesView
from game.client.text import font, tr
from tests.client.conftest import in_language, open_table


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_every_tiles_painting_prompt_fits_beside_the_status_and_the_players_name(quick_app: App, lang: str):
    view = PrehistoriesView(quick_app)
    table = open_table(quick_app, view)
    with in_language(lang):
        status = tr(f"{NS}.status", round=12, phase=tr(f"{NS}.phase.paint"))
        name = table.player_name(0)
        # draw_top: status, the disc and name, then the prompt up to the top buttons (at least 16 px)
        x = 24 + font(20, True).size(status)[0] + 28 + 36 + font(20, True).size(name)[0] + 24
        room = table.options.top_buttons[0].rect.x - 12 - x
        kinds = range(len(words.components().tiles))
        for kind in kinds:
            for key in ("paint", "paint_one_side"):
                for side in (0, 1):
                    prompt = tr(f"{NS}.question.{key}", tile=words.tile_name(kind), side=words.side(side))
                    assert "question" not in prompt and font(16).size(prompt)[0] <= room, prompt
