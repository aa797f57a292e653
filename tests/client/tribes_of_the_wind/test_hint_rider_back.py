"""The hint never points at a click that cannot play its step. A plan that sends a rider back
where it stood earlier in the same moves (the table leaves that move out: docs/ui.md section 4)
is planned again when its turn comes, so every step the hint marks is played by clicking where
it points. Guards against: the plan "play card 3, move cap » a1, move a1 » cap" put the third
step's disc on the capital, whose click picked another rider, then said the move was left out."""

from __future__ import annotations

from game.client import games
from game.client.app import App
from game.client.table.scene import TableScene
from game.rules.tribes_of_the_wind import TITLE
from game.rules.tribes_of_the_wind import actions as act
from tests.client.table.plans import FixedWorker, plan_of, planner_plan
from tests.client.table.test_hint import click, table_at, with_worker
from tests.client.tribes_of_the_wind.test_move_marker import SCENARIO

games.load_game_packages()


def pointed_at(table: TableScene) -> tuple[int, int] | None:
    """Where the hint points for the step to play now: the pulsing disc on the table, else its
    marker, which sits on a target or on a button, or above the button it marks."""
    hint = table.hint
    now = [mark for mark in hint.marks.marks if mark.now]
    if hint.point is None:
        return now[0].centre if now else None
    x, y = hint.point
    below = [b.rect for b in table.options.buttons if b.rect.left <= x < b.rect.right and b.rect.bottom > y]
    return min(below, key=lambda rect: rect.top).center if below else hint.point


def test_every_step_the_hint_marks_is_played_by_clicking_where_it_points(quick_app: App):
    state = TITLE.scenario(SCENARIO)
    play = state.parse_action("play 3 easy")  # two rider moves
    out, back = act.move(0, 1), act.move(1, 0)  # the capital's rider to a1, and straight back
    table = table_at(quick_app, "tribes_of_the_wind", state)
    sent_back = plan_of(table.state, [[play, out, back]])
    planner = planner_plan("tribes_of_the_wind", iterations=150)
    answers = iter([sent_back])  # the first plan sends the rider back; the next ones are planned
    worker = FixedWorker(lambda world, made: next(answers, None) or planner(world, made), polls=1)
    hint = with_worker(table, worker)
    table.ask_hint()
    quick_app.run(frames=3)
    played: list[int] = []
    for _ in range(12):
        if table.state.current_player() != 0:
            break
        for _ in range(10):  # a new plan, once the position left the last one
            if hint.plan is not None and hint.index is not None:
                break
            quick_app.run(frames=1)
        assert hint.plan is not None and hint.index is not None, "a plan for every step"
        step = hint.plan.best.steps[hint.index].action
        assert step != back or len(played) < 2, "the step sending the rider back is not marked"
        moves = len(table.state.history)
        for _ in range(2):  # a rider to move, then where it goes
            point = pointed_at(table)
            assert point is not None, table.state.action_to_str(step)
            click(quick_app, point)
            quick_app.run(frames=2)
            assert not table.message, (table.state.action_to_str(step), table.message)
            if len(table.state.history) > moves:
                break
        assert table.state.history[moves : moves + 1] == [step], table.state.action_to_str(step)
        played.append(step)
    assert played[:2] == [play, out] and back not in played[2:3]
    assert table.state.current_player() != 0 or not table.state.legal_actions(), "the turn played to its end"
