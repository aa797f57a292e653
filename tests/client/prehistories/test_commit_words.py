"""The party's commit says one verb wherever it is worded: the prompt ("then commit"), the button
("Commit party (5)", "Commit no hunters (draw 3)") and the hint's step. Guards against: the prompt
said "commit" while the button said "Send no hunters" and the hint "Close the party"."""

from __future__ import annotations

from game.client.prehistories.view import PrehistoriesView
from game.rules.prehistories import TITLE
from game.rules.prehistories import actions as act
from tests.client.prehistories.helpers import ask, make_ctx

VERB = {"en": "commit", "uk": "підтверд"}


def test_the_prompt_the_button_and_the_hint_say_the_same_verb(lang: str):
    verb = VERB[lang]
    view = PrehistoriesView()
    state = TITLE.new_game(3, seed=3)
    seen = []
    for _ in range(2):  # an empty party, then one hunter in it
        question = ask(view, state)
        button = next(option for option in question.options if option.key == "commit")
        hint = view.option_label(make_ctx(view, state, state.current_player()), act.COMMIT)
        assert verb in question.prompt.lower()
        assert button.label.lower().startswith(verb) and hint.lower().startswith(verb)
        assert verb in (button.tooltip or "").lower()
        seen.append((button.label, hint))
        view.reset()
        mover = state.current_player()
        for action in state.legal_actions():  # a hunter after which the same seat goes on forming
            if action == act.COMMIT:
                continue
            after = state.clone()
            after.apply(action)
            if after.current_player() == mover:
                state = after
                break
    assert seen[0] != seen[1]  # an empty party is worded apart (it draws 3 and does not hunt)


def test_the_hints_end_of_a_hunt_step_reads_as_the_button_it_presses(lang: str):
    """Guards against: with no tile taken the button read "Stop hunting (draw 3)" while the hint's
    step said "End the hunt" (uk "Не полювати (взяти 3 карти)" against "Завершити полювання"), so
    a person following the plan looked for a button that was not there."""
    import numpy as np

    from ai.heuristics import heuristic_for

    view = PrehistoriesView()
    policy = heuristic_for("prehistories").rollout_action
    seen: set[bool] = set()
    for seed in range(12):
        state = TITLE.new_game(2, seed=seed)
        rng = np.random.default_rng(seed)
        while not state.is_terminal() and len(seen) < 2:
            if act.DONE in state.legal_actions():
                question = ask(view, state)
                view.reset()
                button = next(option for option in question.options if option.key == "done")
                hint = view.option_label(make_ctx(view, state, state.current_player()), act.DONE)
                assert hint == button.label
                seen.add(bool(state.tiles_taken))
            state.apply(policy(state, rng))
        if len(seen) == 2:
            break
    assert seen == {False, True}  # both wordings met: before a tile is taken and after
