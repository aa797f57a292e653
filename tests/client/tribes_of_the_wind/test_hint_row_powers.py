"""The hint's step and the row's preview say what a card row does for the seat that plays it,
leader powers included, as the log then words the play: with Tailwind a yellow card's easy row of
2 rider moves read "2 rider moves" in the hint's step while the play gave 3 (the log said "3 moves
(2 + 1 from Tailwind)")."""

from __future__ import annotations

from game.client.tribes_of_the_wind import plan, questions
from game.client.tribes_of_the_wind.words import effect_text, t
from game.client.tribes_of_the_wind.words_board import power_name
from game.rules.tribes_of_the_wind import TITLE
from game.rules.tribes_of_the_wind.data import Fx, Power

# cards 4 and 5 are yellow: 2 and 5 rider moves on their easy rows; card 3 a yellow catapult
HAND = ["r10a", "r10b", "y09a", "y10a", "y04a"]


def position(powers: list[str]):
    board = {"leader": "mena", "hand": HAND, "leader_cards": powers, "tasks_done": ["path"] if powers else []}
    return TITLE.scenario({"players": 2, "boards": [board]})


def moves_given(state, action: int) -> int:
    played = state.clone()
    played.apply(action)
    return played.counter


def test_the_hints_step_and_preview_give_a_yellow_row_with_tailwinds_move(lang: str):
    state = position(["tailwind"])
    tailwind = power_name(Power.TAILWIND)
    for slot, printed in ((4, 2), (5, 5)):
        action = state.parse_action(f"play {slot} easy")
        assert moves_given(state, action) == printed + 1
        boosted = t("log.boosted", gives=effect_text((Fx.MOVE, printed + 1)), base=printed, power=tailwind)
        hint = questions.hint_label(state, action)
        assert hint is not None and hint.endswith(": " + boosted)
        assert boosted in plan.card_row_lines(state, action)[0]
    catapult = state.parse_action("play 3 easy")  # no moves printed: Tailwind's move is its own
    own = t("log.boost_own", gives=effect_text((Fx.MOVE, 1)), power=tailwind)
    assert own in str(questions.hint_label(state, catapult))
    if lang == "en":
        assert questions.hint_label(state, state.parse_action("play 4 easy")) == (
            "Play card 4 (yellow): 3 rider moves (2 + 1 from Tailwind)"
        )
    # without the power the same step reads the printed row, as the play gives it
    plain = position([])
    action = plain.parse_action("play 4 easy")
    assert moves_given(plain, action) == 2
    hint = questions.hint_label(plain, action)
    assert hint is not None and hint.endswith(": " + effect_text((Fx.MOVE, 2)))
    assert tailwind not in hint
