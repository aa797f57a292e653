"""With two tiles waiting to be painted, the hint says which tile each choice paints, and two
choices for the tile still in the tray get markers apart (they start with the same click): the
panel read "Paint on its front at a1" and "… at a3" for the boar, both markers on one spot of the
tray, the second hiding the first."""

from __future__ import annotations

import pygame

from game.client.prehistories import words
from game.client.prehistories.view import PrehistoriesView
from game.client.table.hint import MARKER_RADIUS, HintPanel
from game.client.table.hint_worker import HintChoice
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from game.rules.prehistories import TITLE
from game.rules.prehistories import actions as act
from game.rules.prehistories.data import components


class Answer:
    def __init__(self, choices: list[HintChoice]) -> None:
        self.choices = choices

    def start(self, state, player: int) -> None:
        pass

    def poll(self, timeout: float = 0.0) -> list[HintChoice]:
        return self.choices

    def close(self) -> None:
        pass


def _painting_two_tiles(app) -> TableScene:
    state = TITLE.scenario(
        {
            "players": 2,
            "seed": 5,
            "phase": "paint",
            "turn": {
                "order": [0],
                "pending": [{"zone": "1", "tile": "fish_1"}, {"zone": "2", "tile": "boar_2"}],
            },
        }
    )
    view = PrehistoriesView(app)
    table = TableScene(
        app, view, Session(TITLE, GameSetup([Seat("Me"), Seat("Bot", "easy")], 5), state, view=view)
    )
    app.stack.push(table)
    app.run(frames=1)
    return table


def _hint(app, table: TableScene, actions: list[int]):
    table.hint = HintPanel(
        "prehistories", make_worker=lambda title: Answer([HintChoice(a, 0.4, 0.5, 9) for a in actions])
    )
    table.ask_hint()
    app.run(frames=2)
    assert table.hint.shown is not None
    return table.hint.shown


def test_the_hint_names_the_tile_each_choice_paints_when_two_wait(app, en):
    table = _painting_two_tiles(app)
    legal = table.state.legal_actions()
    fish = next(a for a in legal if act.decode(a).verb == act.Verb.PAINT and act.decode(a).zone == 0)
    boar = next(a for a in legal if act.decode(a).verb == act.Verb.PAINT and act.decode(a).zone == 1)
    shown = _hint(app, table, [fish, boar])
    index = components().tile_index
    assert words.tile_name(index["fish_1"]) in shown[0].label
    assert words.tile_name(index["boar_2"]) in shown[1].label


def test_two_choices_for_the_tile_in_the_tray_get_markers_apart(app, en):
    table = _painting_two_tiles(app)
    legal = table.state.legal_actions()
    in_hand = table.view.paint_tool(table.ctx()).zone
    tray = [a for a in legal if act.decode(a).verb == act.Verb.PAINT and act.decode(a).zone != in_hand][:3]
    assert len(tray) == 3
    shown = _hint(app, table, tray)
    points = [item.point for item in shown]
    assert all(point is not None for point in points)
    for i, a in enumerate(points):
        for b in points[i + 1 :]:
            assert abs(a[0] - b[0]) >= 2 * MARKER_RADIUS or abs(a[1] - b[1]) >= 2 * MARKER_RADIUS, points
    surface = pygame.Surface((1600, 900))
    table.hint.draw(surface, table)  # draws without error where they now stand
