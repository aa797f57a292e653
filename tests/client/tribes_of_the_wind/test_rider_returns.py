"""After a rider moves, the question never offers the move that sends it straight back: the same
riders with a move spent, what Undo is for. Guards against: with a rider just flown from the
capital to a1, picking that rider lit the capital among where it could go, and a click meant for
the next rider sent it home."""

from __future__ import annotations

import pygame

from game.client import games
from game.client.app import App
from game.client.table.scene import TableScene
from game.client.text import tr
from game.client.tribes_of_the_wind import layout as L
from game.rules.tribes_of_the_wind import TITLE, TotwState
from game.rules.tribes_of_the_wind import actions as act
from game.rules.tribes_of_the_wind.actions import rider_returns
from game.rules.tribes_of_the_wind.phase import Phase
from tests.client.conftest import click
from tests.client.table.test_hint import table_at

games.load_game_packages()

HAND = ["y01a", "y01b", "y10a", "y03a", "y04a"]  # card 3 (y10), easy row: two rider moves


def riders_out(terrain: dict[str, object]) -> TotwState:
    """A board with ``terrain`` (no rider out of the capital), card 3's two moves to make."""
    state = TITLE.scenario({"players": 2, "seed": 5, "boards": [{"terrain": terrain, "hand": HAND}, {}]})
    state.apply(state.parse_action("play 3 easy"))
    assert state.phase == Phase.MOVE and state.counter == 2
    return state


def capital(table: TableScene) -> pygame.Rect:
    return L.board_geoms(2)[0].capital


def test_the_rider_just_flown_out_is_not_offered_the_way_back(lang_app: App):
    table = table_at(
        lang_app,
        "tribes_of_the_wind",
        riders_out({"a1": {"tile": "start_1"}, "b1": {"tile": "purple_01"}, "a2": {"tile": "green_01"}}),
    )
    click(lang_app, table.target_point(table.state.parse_action("move cap a1")))
    assert [table.state.action_to_str(a) for a in table.state.history[-1:]] == ["move cap a1"]
    question = table.question
    assert question is not None
    # the next rider: another from the capital, or the one on a1
    assert {t.key for t in question.targets} == {"from:cap", "from:a1"}
    click(lang_app, next(t.rect.center for t in question.targets if t.key == "from:a1"))
    question = table.question
    assert question is not None
    assert {t.key for t in question.targets} == {"b1", "a2"}, "the capital does not glow"
    played = len(table.state.history)
    click(lang_app, capital(table).center)
    assert len(table.state.history) == played, "a click on the capital sends nobody home"
    assert table.message == tr("tribes_of_the_wind.q.why_not_return")
    click(lang_app, next(t.rect.center for t in question.targets if t.key == "b1"))
    assert table.state.action_to_str(table.state.history[-1]) == "move a1 b1"


def test_a_rider_whose_only_way_is_back_is_not_asked_for(lang_app: App):
    table = table_at(lang_app, "tribes_of_the_wind", riders_out({"a1": {"tile": "start_1"}}))
    click(lang_app, table.target_point(table.state.parse_action("move cap a1")))
    question = table.question
    assert question is not None
    # a1's only link is the capital: the next move is another rider from the capital to a1
    assert [(t.key, t.actions) for t in question.targets] == [
        ("a1", (table.state.parse_action("move cap a1"),))
    ]
    assert question.prompt == tr(
        "tribes_of_the_wind.q.move_to", origin=tr("tribes_of_the_wind.words.from_capital"), count=1
    )
    table.undoing.undo()  # Undo takes the first move back: the capital's rider flies again
    lang_app.run(frames=1)
    assert table.state.counter == 2 and table.question is not None
    assert [t.key for t in table.question.targets] == ["a1"]


def test_the_moves_back_to_any_earlier_stand_of_the_riders_are_left_out():
    # positions: the capital 0, a space its index + 1 (a1 1, b1 2, c1 3)
    cap_a1, a1_b1 = act.move(0, 1), act.move(1, 2)
    legal = [act.move(0, 1), act.move(2, 1), act.move(2, 3), act.move(1, 0), act.STOP]
    # after cap -> a1 -> b1: b1 -> a1 brings back the stand after the first move
    assert rider_returns(legal, [act.PLAY, cap_a1, a1_b1]) == {act.move(2, 1)}
    # after cap -> a1 alone: a1 -> cap brings back the stand before it
    assert rider_returns(legal, [cap_a1]) == {act.move(1, 0)}
    # moves of an earlier card, before something else was played, are not this card's
    assert rider_returns(legal, [cap_a1, act.PLAY]) == set()


def test_with_only_ways_back_left_the_question_says_so_and_offers_stop(lang_app: App):
    # the capital's last rider flies to a1; the six on c4 have no tile to go to
    terrain = {"a1": {"tile": "start_1"}, "c4": {"tile": "green_01", "riders": 6}}
    table = table_at(lang_app, "tribes_of_the_wind", riders_out(terrain))
    click(lang_app, table.target_point(table.state.parse_action("move cap a1")))
    question = table.question
    assert question is not None and table.state.phase == Phase.MOVE
    assert not question.targets
    assert question.prompt == tr("tribes_of_the_wind.q.move_back_only")
    assert [(o.key, o.action, o.primary) for o in question.options] == [("stop", act.STOP, True)]


def test_a_stray_click_before_a_rider_is_picked_asks_for_a_rider(lang_app: App):
    """Two riders could move (the capital's, the one just flown to a1) and none is picked yet: a
    click on a tile that is no rider's (b1, or a1's neighbour a2 meant as "that rider, on to a2")
    sent nobody back, yet read "a rider sent back wastes a move". It asks for a rider first."""
    table = table_at(
        lang_app,
        "tribes_of_the_wind",
        riders_out({"a1": {"tile": "start_1"}, "b1": {"tile": "purple_01"}, "a2": {"tile": "green_01"}}),
    )
    click(lang_app, table.target_point(table.state.parse_action("move cap a1")))
    question = table.question
    assert question is not None
    assert {t.key for t in question.targets} == {"from:cap", "from:a1"}
    geom = L.board_geoms(2)[0]
    for space in (1, 3):  # b1, a2: tiles without a rider
        played = len(table.state.history)
        click(lang_app, geom.space(space).center)
        assert len(table.state.history) == played
        assert table.message == tr("tribes_of_the_wind.q.why_not_rider"), space
