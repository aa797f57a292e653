"""What the table shows while a question is half answered (Tribes of the
Wind): the first half of a two-step choice glows like any legal target, and a click that stands for
several actions changes the prompt to say the buttons now ask which."""

from __future__ import annotations

import pygame

from game.client.app import App
from game.client.table.view_types import Ctx, Question, Target
from game.client.text import tr
from tests.client.table.conftest import TableMaker
from tests.client.table.toy import ADD1, ADD2, BUTTONS


def test_a_target_that_only_starts_a_choice_glows_like_one_that_plays(
    tally_table: TableMaker, quick_app: App, monkeypatch
):
    table = tally_table(["", "easy"], order=(0, 1), length=4)
    view = table.view

    def question(ctx: Ctx, legal: list[int]) -> Question:
        # "Which rider?" first (choose, no action), then where it goes (plays an action)
        targets = [Target("from:cap", BUTTONS[0], (), choose=True), Target("to:a1", BUTTONS[1], (ADD1,))]
        return Question("Choose a rider", targets, [])

    glowed: list[str] = []
    monkeypatch.setattr(view, "question", question)
    monkeypatch.setattr(view, "draw_target_glow", lambda surface, target, *_: glowed.append(target.key))
    table.refresh()
    quick_app.run(frames=1)
    assert "from:cap" in glowed and "to:a1" in glowed


def test_a_click_standing_for_several_actions_makes_the_prompt_ask_for_a_button(
    tally_table: TableMaker, quick_app: App, monkeypatch
):
    table = tally_table(["", "easy"], order=(0, 1), length=4)
    view = table.view

    def question(ctx: Ctx, legal: list[int]) -> Question:
        return Question("Build a temple: choose a tile", [Target("a1", BUTTONS[0], (ADD1, ADD2))], [])

    monkeypatch.setattr(view, "question", question)
    table.refresh()
    assert table.renderer.prompt_text(table.ctx()) == "Build a temple: choose a tile"
    quick_app.stack.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=BUTTONS[0].center))
    assert table.options.pending == [ADD1, ADD2]
    assert table.renderer.prompt_text(table.ctx()) == tr("table.prompt.pick_option")
    assert tr("table.prompt.pick_option") != "table.prompt.pick_option"
    table.undoing.step_back()
    assert (
        not table.options.pending
        and table.renderer.prompt_text(table.ctx()) == "Build a temple: choose a tile"
    )


def test_a_view_may_word_the_prompt_that_asks_for_a_button(
    tally_table: TableMaker, quick_app: App, monkeypatch
):
    table = tally_table(["", "easy"], order=(0, 1), length=4)
    view = table.view

    def question(ctx: Ctx, legal: list[int]) -> Question:
        return Question("Build a temple: choose a tile", [Target("a1", BUTTONS[0], (ADD1, ADD2))], [])

    monkeypatch.setattr(view, "question", question)
    monkeypatch.setattr(view, "pending_prompt", lambda ctx, actions: f"Which of {len(actions)}?")
    table.refresh()
    quick_app.stack.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=BUTTONS[0].center))
    assert table.renderer.prompt_text(table.ctx()) == "Which of 2?"


def test_tribes_of_the_wind_asks_which_temple_goes_on_the_clicked_tile(en):
    from game.client.tribes_of_the_wind.questions import pending_prompt
    from game.rules.tribes_of_the_wind import actions as act

    assert pending_prompt([act.place_temple(1, 4), act.place_temple(3, 4)]) == (
        "Which temple goes on b2? Choose on the buttons below"
    )
    assert pending_prompt([act.place_temple(1, 4), act.place_temple(1, 5)]) is None  # two tiles
    assert pending_prompt([act.TEMPLE_ACTION]) is None
