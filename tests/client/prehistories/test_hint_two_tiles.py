"""With two tiles waiting to be painted, the hint says which tile each step paints: the panel read
"Paint on its front at a1" and "… at a3" for the boar."""

from __future__ import annotations

from game.client.prehistories import words
from game.client.prehistories.view import PrehistoriesView
from game.client.table.hint import HintPanel
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from game.rules.prehistories import TITLE
from game.rules.prehistories import actions as act
from game.rules.prehistories.data import components


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


def test_the_hint_names_the_tile_each_choice_paints_when_two_wait(app, en):
    table = _painting_two_tiles(app)
    legal = table.state.legal_actions()
    fish = next(a for a in legal if act.decode(a).verb == act.Verb.PAINT and act.decode(a).zone == 0)
    boar = next(a for a in legal if act.decode(a).verb == act.Verb.PAINT and act.decode(a).zone == 1)
    step = HintPanel.words_for(table).step
    index = components().tile_index
    assert words.tile_name(index["fish_1"]) in step(table.state, fish)
    assert words.tile_name(index["boar_2"]) in step(table.state, boar)
