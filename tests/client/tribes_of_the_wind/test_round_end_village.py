"""A round's summary names every change that moved a score: at the Tribes of the Wind table the
round a person built their 5th village brought +10, and the panel listed only the village card
used at once and the new pollution, not the village nor the end-game token."""

from __future__ import annotations

from game.client.app import App
from game.client.table.round_end import RoundEnd, game_lines
from game.client.tribes_of_the_wind.view import TotwView
from game.rules.tribes_of_the_wind import TITLE
from game.rules.tribes_of_the_wind.data import game_data

NAMES = ["Ann", "Bot 2"]
# Four villages built, four riders on b1's four-slot forest tile: the fifth village is one action.
TERRAIN = {
    "a1": {"tile": "start_1", "side": "village"},
    "a2": {"tile": "green_01", "side": "village"},
    "a3": {"tile": "purple_02", "side": "village"},
    "a4": {"tile": "yellow_03", "side": "village"},
    "b1": {"tile": "purple_10", "riders": 4},
}
WORDS = {
    "en": ("Ann builds a village on b1 (5 villages)", "End-game token: Ann (+5 points)"),
    "uk": ("Ann будує селище на b1 (5 селищ)", "Жетон кінця гри: Ann (+5 очок)"),
}


def test_the_round_of_the_fifth_village_lists_the_village_and_the_end_token(lang_app: App):
    view = TotwView(lang_app)
    state = TITLE.scenario({"players": 2, "boards": [{"leader": "aelis", "terrain": TERRAIN, "water": 3}]})
    watch = RoundEnd(view, state)
    summary = None
    for text in ("village b1", "village_card 1 tuck"):
        before = state.clone()
        summary = watch.played(before, state, state.apply(state.parse_action(text)))
    while summary is None:  # the other seat's turn ends the round
        before = state.clone()
        summary = watch.played(before, state, state.apply(state.legal_actions()[0]))
    data = game_data()
    assert state.end_token == 0 and data.end_token_points == 5  # the token's points as worded
    assert summary.gains[0] >= data.village_points + data.end_token_points
    lines = view.round_summary(summary.events, lambda seat: NAMES[seat])
    village, token = WORDS[lang_app.settings.language]
    assert village in lines and token in lines, lines


GOALS = {"en": "Village goals: Ann ({:+d})", "uk": "Цілі селищ: Ann ({:+d})"}


def test_a_village_goal_met_in_the_round_has_its_line(lang_app: App):
    """A tucked card's goal scores as soon as it is met, and no event says so: a +7 round read as
    a village's 3 alone. The summary says what the goals gave, from the public breakdown."""
    view = TotwView(lang_app)
    seen = {True: 0, False: 0}
    for slot in range(1, 5):
        state = TITLE.scenario(
            {"players": 2, "boards": [{"leader": "aelis", "terrain": TERRAIN, "water": 3}]}
        )
        goals_before = state.score_breakdown(0)["village_cards"]
        watch = RoundEnd(view, state)
        summary = None
        for text in ("village b1", f"village_card {slot} tuck"):
            before = state.clone()
            summary = watch.played(before, state, state.apply(state.parse_action(text)))
        while summary is None:
            before = state.clone()
            summary = watch.played(before, state, state.apply(state.legal_actions()[0]))
        gained = state.score_breakdown(0)["village_cards"] - goals_before
        lines = game_lines(view, summary, lambda seat: NAMES[seat])
        said = [line for line in lines if line.startswith(GOALS[lang_app.settings.language].split(":")[0])]
        assert said == ([GOALS[lang_app.settings.language].format(gained)] if gained else []), (slot, lines)
        seen[gained != 0] += 1
    assert seen[True] >= 1 and seen[False] >= 1, seen  # a card whose goal the tuck met, and one it did not
