"""The disc of a rider move to play now marks what the question asks for: the rider to move while
it asks where from, then the space once it asks where to. Guards against: the disc sat on the
destination while the prompt asked for the rider (seen in play), so the person clicked the marked
space and nothing happened."""

from __future__ import annotations

from game.client import games
from game.client.app import App
from game.client.table import view_factory
from game.client.table.hint import HintPanel
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from game.client.tribes_of_the_wind import layout as L
from game.rules.tribes_of_the_wind import TITLE
from game.rules.tribes_of_the_wind import actions as act
from game.rules.tribes_of_the_wind.phase import Phase
from tests.client.table.plans import FixedWorker, plan_of

games.load_game_packages()

# Two riders can move (one in the capital, one on a1): the question asks which first.
SCENARIO = {
    "players": 2,
    "seed": 5,
    "boards": [
        {
            "terrain": {
                "a1": {"tile": "start_1", "riders": 1},
                "a2": {"tile": "green_07", "side": "village"},
                "b2": {"tile": "purple_01"},
                "c2": {"tile": "purple_12", "side": "village"},
                "c3": {"tile": "green_01"},
            },
            "hand": ["y01a", "y01b", "y10a", "y03a", "y04a"],
        },
        {},
    ],
}


def test_the_move_disc_is_on_the_rider_asked_for_then_on_the_space(quick_app: App):
    state = TITLE.scenario(SCENARIO)
    state.apply(state.parse_action("play 3 easy"))  # two rider moves
    assert state.phase == Phase.MOVE
    move = next(a for a in state.legal_actions() if act.MOVE <= a < act.STOP and (a - act.MOVE) // 13 == 0)
    view = view_factory("tribes_of_the_wind")(quick_app)  # type: ignore[misc]
    table = TableScene(
        quick_app,
        view,
        Session(view.title, GameSetup([Seat("Me"), Seat("Bot", "easy")], 3), state, view=view),
    )
    quick_app.stack.push(table)
    quick_app.run(frames=1)
    worker = FixedWorker(plan_of(table.state, [[move]]), polls=1)
    table.hint = HintPanel("tribes_of_the_wind", make_worker=lambda title: worker)
    table.ask_hint()
    quick_app.run(frames=3)
    geom = L.board_geoms(2)[0]
    capital, space = geom.position(0), geom.position((move - act.MOVE) % 13)
    assert table.question is not None and {t.key for t in table.question.targets} == {"from:cap", "from:a1"}
    (now,) = [m for m in table.hint.marks.marks if m.now]
    # the rider asked for, not where it goes (the disc's middle on the capital: it has no room
    # beside its riders, so the disc goes over its rim: test_plan_disc_capital.py)
    assert now.target == capital and capital.collidepoint(now.centre)
    assert not space.colliderect(now.square)
    assert table.hint.point is None  # one marker: the pulsing disc, no second one elsewhere
    table.view.choose("from:cap")  # the person clicks the capital
    table.refresh()
    quick_app.run(frames=2)
    assert any(move in t.actions for t in table.question.targets)
    (now,) = [m for m in table.hint.marks.marks if m.now]
    assert now.target == space  # now the question asks where to
