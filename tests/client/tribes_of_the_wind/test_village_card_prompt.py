"""Taking a village card asks the card first, then what to do with it, and the prompt names the card
picked ("Take a village card from the row: use it now or tuck it" stayed on
screen over the now / tuck buttons, and nothing said which card they were for)."""

from __future__ import annotations

import pytest

from game.client.app import App
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from game.client.tribes_of_the_wind import questions
from game.client.tribes_of_the_wind.questions import Choice
from game.client.tribes_of_the_wind.view import TotwView
from game.client.tribes_of_the_wind.words import t
from game.rules.tribes_of_the_wind import actions as act
from game.rules.tribes_of_the_wind.state import Phase
from tests.client.conftest import click
from tests.client.tribes_of_the_wind.conftest import Position, Positions


def village_card_positions(positions: Positions) -> list[Position]:
    found = []
    for seed in (1, 2, 3, 4):
        found += [  # copies: the walk plays on in the same state
            Position(at.state.clone(), at.view, list(at.legal))
            for at in positions(seed, 600)
            if at.view.phase == Phase.VILLAGE_CARD
        ]
    assert found  # random play builds villages
    return found


def slot_actions(legal: list[int], slot: int) -> set[int]:
    return {a for a in legal if act.VILLAGE_CARD + slot * 6 <= a < act.VILLAGE_CARD + (slot + 1) * 6}


@pytest.mark.parametrize("language", ["english", "uk"])
def test_the_prompt_names_the_village_card_picked(
    language: str, request: pytest.FixtureRequest, positions: Positions
):
    request.getfixturevalue(language)
    for at in village_card_positions(positions):
        slots = [s for s in range(4) if slot_actions(at.legal, s)]
        first = questions.build(at.view, at.legal, Choice())
        assert all(target.choose and not target.actions for target in first.targets)
        for slot in slots:
            choice = Choice()
            questions.choose(choice, f"village_row:{slot + 1}")
            picked = questions.build(at.view, at.legal, choice)
            card = at.view.village_row[slot]
            assert t(f"goal_short.{at.view.data.village_goal[card]}") in picked.prompt
            assert picked.prompt != first.prompt
            assert {o.action for o in picked.options} == slot_actions(at.legal, slot)
            # another card of the row can still be picked instead
            assert {target.key for target in picked.targets} == {
                f"village_row:{s + 1}" for s in slots if s != slot
            }


def test_a_person_clicking_a_village_card_sees_it_named_in_the_prompt(
    quick_bots_app: App, positions: Positions
):
    at = village_card_positions(positions)[0]
    mover = at.state.current_player()
    seats = [Seat("Olena") if p == mover else Seat("Taras", "easy") for p in range(2)]
    view = TotwView(quick_bots_app)
    session = Session(view.title, GameSetup(seats, 1), at.state.clone(), view=view)
    table = TableScene(quick_bots_app, view, session)
    quick_bots_app.stack.push(table)
    quick_bots_app.run(frames=2)
    assert table.human_turn() and table.state.phase == Phase.VILLAGE_CARD
    slot = next(s for s in range(4) if slot_actions(at.legal, s))
    point = table.target_point(act.VILLAGE_CARD + slot * 6)
    click(quick_bots_app, point)
    card = table.state.village_row[slot]
    goal = t(f"goal_short.{table.state.data.village_goal[card]}")
    assert goal in table.renderer.prompt_text(table.ctx())
    assert "Village card" in table.renderer.prompt_text(table.ctx())


def test_use_now_says_so_on_its_button_when_the_card_would_do_nothing(english, positions: Positions):
    # A "Use now" that could do nothing was offered and, pressed, silently did nothing.
    from game.rules.tribes_of_the_wind.data import Fx
    from game.rules.tribes_of_the_wind.legal import idle_effect

    at = village_card_positions(positions)[0]
    state = at.state
    data = state.data
    cleaning = next(c for c in range(len(data.village_ids)) if data.village_effect[c][0] == Fx.CLEAN)
    if cleaning not in state.village_row:  # put a cleaning card in the row's first slot
        state.village_row[0] = cleaning
    slot = state.village_row.index(cleaning)
    now = act.VILLAGE_CARD + slot * 6 + act.VC_NOW
    board = state.boards[state.seat]
    board.pollution = [0] * 12
    assert idle_effect(state, data.village_effect[cleaning]) == "clean"
    label = questions.option_label(state, now)
    assert label.startswith("Use now: ") and label.endswith("does nothing now: no pollution to remove")
    # Pollution next to one of the learner's tiles can be cleaned: the plain words come back.
    from game.rules.tribes_of_the_wind.data import ADJACENT

    space = next(
        x for x in range(12) if board.tile[x] == -1 and any(board.tile[y] != -1 for y in ADJACENT[x])
    )
    board.pollution[space] = 1
    assert idle_effect(state, data.village_effect[cleaning]) is None
    assert questions.option_label(state, now).startswith("Use now: ")
    assert "does nothing" not in questions.option_label(state, now)
