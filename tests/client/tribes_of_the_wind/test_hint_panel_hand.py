"""The hint's panel at the Tribes of the Wind table sits over the other seat's board; a plan of a
temple turn with the other plans open was taller than that room, ran down over the person's hand
and hid cards 4-5 (their colour and slot, what "Discard card 4" names, and the rows the question
asks about). A panel taller than its room takes the room's whole width first, then leaves out
other plans from the last until it fits, and keeps the hand cards' bands in sight
(``TotwView.preview_avoid``)."""

from __future__ import annotations

import pytest

from game.client import games
from game.client.app import App
from game.client.tribes_of_the_wind import layout as L
from game.rules.tribes_of_the_wind import actions as act
from tests.client.table.plans import FixedWorker, planner_plan
from tests.client.table.test_hint import table_at, with_worker
from tests.client.tribes_of_the_wind.test_plan_forced_steps import policy_game

games.load_game_packages()


@pytest.mark.parametrize("seed", [2, 6, 7, 8])
def test_a_temple_turns_plan_with_the_other_plans_leaves_the_hand_in_view(lang_app: App, seed):
    state = policy_game(
        seed, lambda s: s.current_player() == 0 and s.round > 3 and act.TEMPLE_ACTION in s.legal_actions()
    )
    assert state is not None
    table = table_at(lang_app, "tribes_of_the_wind", state)
    hint = with_worker(table, FixedWorker(planner_plan("tribes_of_the_wind", 150), polls=1))
    table.ask_hint()
    lang_app.run(frames=3)
    assert hint.plan is not None and hint.others_button is not None
    hint.click(hint.others_button.rect.center)
    lang_app.run(frames=2)
    rect = hint.rect
    assert hint.others and rect is not None
    assert rect.height >= 30 + 22 * len(hint.lines()), "every row is drawn"
    if hint.others_shown is not None:
        # Still taller than its room at its widest: the other plans from the last are left out,
        # each whole, and a row counts them.
        left = len(hint.other_words) - hint.others_shown
        assert left > 0 and str(left) in hint.lines()[-1].text
    for slot in range(5):
        assert not rect.colliderect(L.holder_band(slot)), (slot + 1, rect)
    assert table.question is not None
    for target in table.question.live_targets():
        assert not rect.colliderect(target.rect), (target.key, rect)
    assert not rect.colliderect(table.zones.log) and not rect.colliderect(table.zones.top_strip)
    for button in table.options.buttons:
        assert not rect.colliderect(button.rect)
