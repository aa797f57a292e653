"""The top strip's status in the last rounds ("Раунд 22 - кінець близько
(після раунду 23)" took so much of the strip that the prompt after it was cut off with "…")."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from game.client.app import App
from game.client.text import font
from game.client.tribes_of_the_wind.view import TotwView
from game.client.tribes_of_the_wind.words import t
from game.rules.tribes_of_the_wind import TITLE
from tests.client.conftest import in_language, open_table


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_after_the_fifth_village_the_status_names_the_round_and_the_last_and_leaves_the_prompt_room(
    quick_app: App, lang: str
):
    view = TotwView(quick_app)
    table = open_table(quick_app, view)
    with in_language(lang):
        _check(view, table, lang)


def _check(view: TotwView, table, lang: str) -> None:
    state = TITLE.new_game(2, 3)
    state.round, state.end_round = 22, 22  # the end triggered in round 22: one more round (final_round)
    status = view.status(SimpleNamespace(state=state))  # type: ignore[arg-type]
    assert status == ("Раунд 22 з 23" if lang == "uk" else "Round 22 of 23")
    # draw_top: status, the disc and name, then the prompt up to the top buttons (at least 16 px)
    name = table.player_name(0)
    x = 24 + font(20, True).size(status)[0] + 28 + 36 + font(20, True).size(name)[0] + 24
    room = table.options.top_buttons[0].rect.x - 12 - x
    for prompt in (t("q.catapult_to", origin=t("words.from_capital")), t("q.village_card"), t("q.action")):
        assert font(16).size(prompt)[0] <= room, prompt
