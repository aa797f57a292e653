"""A village card's "Use now" that would plant nothing names the one reason that holds: "no tile you
can afford or no free space" was shown to a player holding 17 water, who could not tell which."""

from __future__ import annotations

import pytest

from game.client.tribes_of_the_wind import questions
from game.client.tribes_of_the_wind.words import row_words
from game.rules.tribes_of_the_wind import TITLE
from game.rules.tribes_of_the_wind import actions as act
from game.rules.tribes_of_the_wind.data import Fx
from game.rules.tribes_of_the_wind.state import TotwState

REASON = {
    "space": {
        "en": "no clean empty space next to your tiles",
        "uk": "поруч із вашими плитками немає чистої порожньої комірки",
    },
    "water": {"en": "no forest tile you can afford", "uk": "вам не вистачає води на жодну плитку лісу"},
}
CLEAN_SPACE_NEAR = {"a1": {"tile": "start_1"}}
NO_SPACE_NEAR = {"a1": {"tile": "start_1"}, "b1": {"pollution": 1}, "a2": {"pollution": 2}}


def at_village_card(terrain: dict[str, object], water: int) -> TotwState:
    """Seat 1 choosing a village card, a planting one (F2) in row slot 1."""
    board = {"leader": "aelis", "hand": ["r10a", "b10a", "g10a", "y10a", "r10b"], "terrain": terrain}
    state = TITLE.scenario({"players": 2, "seed": 3, "boards": [board]})
    assert isinstance(state, TotwState)
    data = state.data
    state.village_row[0] = next(c for c, e in enumerate(data.village_effect) if e == (Fx.PLANT, 2))
    state.boards[0].water = water
    # the dearest tiles in the market: at 0 water even 2 cheaper is too dear
    state.forest_market = [data.tile_ids.index(f"purple_0{n}") for n in range(1, 5)]
    return state


@pytest.mark.parametrize(
    ("terrain", "water", "reason"),
    [(NO_SPACE_NEAR, 17, "space"), (CLEAN_SPACE_NEAR, 0, "water")],
    ids=["no-clean-space-with-17-water", "clean-space-but-no-water"],
)
def test_use_now_names_why_a_plant_would_do_nothing(lang: str, terrain, water: int, reason: str):
    state = at_village_card(terrain, water)
    label = questions.option_label(state, act.VILLAGE_CARD + act.VC_NOW)
    assert label.endswith(REASON[reason][lang]), label
    other = REASON["water" if reason == "space" else "space"][lang]
    assert other not in label


def test_a_card_row_that_would_plant_nothing_names_the_reason_too(lang: str):
    state = at_village_card(NO_SPACE_NEAR, 17)
    state.phase = TITLE.scenario({"players": 2, "seed": 3}).phase  # the action question
    green = state.data.card_ids.index("g10a")
    words = row_words(state, 0, green, 0, ["Olena", "Taras"])
    assert REASON["space"][lang] in words.status, words.status
