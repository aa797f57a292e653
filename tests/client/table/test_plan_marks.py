"""The plan drawn on the table, in every game: each step's numbered disc lies inside its target's
rectangle (a tile at its centre, not on a corner or a border) and covers none of the labels the
view names in it (a tile's value and counts, a card's strength and speed, a row's words)."""

from __future__ import annotations

import numpy as np
import pytest

from game.client import games
from game.client.app import App
from game.client.table import view_factory
from game.client.table.hint import HintPanel
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from tests.client.table.plans import FixedWorker, planner_plan, turn_start

TITLES = ["five_tribes", "tribes_of_the_wind", "prehistories"]
games.load_game_packages()


def marks_at(app: App, title_id: str, seed: int, skip: int) -> tuple[TableScene, HintPanel]:
    make_view = view_factory(title_id)
    assert make_view is not None
    view = make_view(app)
    state = turn_start(title_id, seed, skip)
    table = TableScene(
        app, view, Session(view.title, GameSetup([Seat("Me"), Seat("Bot", "easy")], 3), state, view=view)
    )
    app.stack.push(table)
    app.run(frames=1)
    worker = FixedWorker(planner_plan(title_id, 150, seed), polls=1)
    table.hint = HintPanel(title_id, make_worker=lambda title: worker)
    table.ask_hint()
    app.run(frames=3)
    return table, table.hint


@pytest.mark.parametrize("title_id", TITLES)
def test_every_disc_lies_inside_its_target_and_covers_no_label_there(quick_app: App, title_id: str):
    marked = 0
    for seed, skip in [(1, 0), (2, 2), (3, 4), (5, 6), (8, 5)]:
        table, hint = marks_at(quick_app, title_id, seed, skip)
        plan = hint.plan
        assert plan is not None and hint.index == 0
        for mark in hint.marks.marks:
            assert mark.target.contains(mark.square), (title_id, seed, mark)
            # the labels inside the target, read at the position before the step
            step = plan.best.actions[mark.number - 1]
            assert step is not None
        clear = []
        world = table.state.observation(plan.player).determinize(plan.player, np.random.default_rng(0))
        now = table.ctx(world.clone())
        for index, action in enumerate(plan.best.actions):
            # a later step's target where it is now when it is on the table now, else where it
            # will be at its step
            then = table.ctx(world)
            rect = table.view.plan_target_now(now, then, action) if index else None
            ctx = now if rect is not None else then
            if rect is None:
                rect = table.view.plan_target(ctx, action)
            if rect is not None:
                clear.append((rect, table.view.plan_keep_clear(ctx, rect)))
            world.apply(action)
        assert len(clear) == len(hint.marks.marks), "every placed step has its disc"
        for mark, (rect, labels) in zip(hint.marks.marks, clear, strict=True):
            assert rect == mark.target
            covered = [label for label in labels if label.colliderect(mark.square)]
            assert not covered, (title_id, seed, mark, covered)
        marked += len(hint.marks.marks)
        now = [m for m in hint.marks.marks if m.now]
        assert len(now) <= 1
        quick_app.stack.pop()
    assert marked >= 3, "the plans put discs on the table"


def needed(title_id: str) -> list:
    """What a player of a 2-player game at seat 0 reads to judge a plan of their turn, by the
    game's layout: the panel covers none of it."""
    if title_id == "five_tribes":
        from game.client.five_tribes import layout as F

        return [F.BOARD_CLOTH, F.DJINN_ROW, F.MARKET_ROW, F.PANELS]
    if title_id == "tribes_of_the_wind":
        from game.client.tribes_of_the_wind import layout as W

        return [
            W.board_geoms(2)[0].rect,
            W.BOTTOM,
            W.deck_rect(),
            *[W.element_row_rect(slot) for slot in range(4)],
            W.discard_rect(),
            *[W.market_rect(slot) for slot in range(5)],
            *[W.village_row_rect(slot) for slot in range(4)],
            W.village_deck_rect(),
            W.END_TOKEN,
        ]
    from game.client.prehistories import layout as P

    return [P.BOARD, P.OBJECTIVES, P.layout(2, 0).blocks[0].rect, P.HAND]


@pytest.mark.parametrize("language", ["en", "uk"])
@pytest.mark.parametrize("title_id", TITLES)
def test_the_panel_covers_no_mark_no_button_the_log_nor_what_a_player_reads(title_id: str, language: str):
    # Guards against: the panel covered the Tribes of the Wind forest market and the top bar's
    # buttons, and the Prehistories objective cards.
    from game.client.settings import AnimationSpeed, Settings

    app = App(Settings(language=language, animation_speed=AnimationSpeed.OFF), headless=True)
    try:
        for seed, skip in [(1, 0), (2, 2), (3, 4), (5, 6)]:
            table, hint = marks_at(app, title_id, seed, skip)
            rect = hint.rect
            assert rect is not None and hint.plan is not None
            assert not rect.colliderect(table.zones.log)
            for mark in hint.marks.marks:
                assert not rect.colliderect(mark.target), (title_id, seed, mark)
            if hint.point is not None:
                assert not rect.collidepoint(hint.point)
            for button in table.options.buttons + table.options.top_buttons:
                assert not rect.colliderect(button.rect), (title_id, seed, button.label)
            for part in needed(title_id):
                assert not rect.colliderect(part), (title_id, seed, rect, part)
            assert rect.height >= 30 + 22 * len(hint.lines()), "every row is drawn"
            app.stack.pop()
    finally:
        app.close()


def label_rects(table: TableScene, hint: HintPanel) -> list:
    """The labels drawn now in every target of the plan (the view's keep-clear at the position
    now), and on the Five Tribes board every tile's value and counts."""
    import pygame

    found = []
    ctx = table.ctx()
    for mark in hint.marks.marks:
        found += table.view.plan_keep_clear(ctx, mark.target)
    if table.view.title_id == "five_tribes":
        from game.client.five_tribes import layout as L
        from game.client.five_tribes.board import count_rects
        from game.client.five_tribes.plan import VALUE_DISC

        found += count_rects(table.state)
        found += [pygame.Rect(r.x, r.y, VALUE_DISC, VALUE_DISC) for r in L.TILE_RECTS]
    return found


@pytest.mark.parametrize("title_id", TITLES)
def test_the_route_runs_over_no_label(quick_app: App, title_id: str):
    # Guards against: the line from disc 3 to disc 4 ran straight through a tile's meeple count.
    import pygame

    from game.client.table.plan_marks import neighbours

    routes = 0
    for seed, skip in [(1, 0), (2, 2), (3, 4), (5, 6), (8, 5), (4, 1)]:
        table, hint = marks_at(quick_app, title_id, seed, skip)
        marks = hint.marks.marks
        surface = pygame.Surface((1600, 900))
        surface.fill((0, 0, 0))
        hint.marks.draw(pygame.Surface((1600, 900)), 0.0)
        if hint.marks.route is not None:
            surface.blit(*hint.marks.route)  # the route alone
        for label in label_rects(table, hint):
            for x in range(label.x, label.right):
                for y in range(label.y, label.bottom):
                    assert surface.get_at((x, y))[:3] == (0, 0, 0), (title_id, seed, label, (x, y))
        paths = hint.marks.route_lines()
        joined = [
            (a, b)
            for a, b in zip(marks, marks[1:])
            if a.target != b.target and neighbours(a.target, b.target)
        ]
        assert len(paths) == len(joined), "only the discs of neighbouring targets are joined"
        routes += len(paths)
        quick_app.stack.pop()
    if title_id == "five_tribes":
        assert routes >= 3, "the moves' routes are drawn"


def test_a_route_bends_round_a_label_in_its_way():
    import pygame

    from game.client.table.plan_marks import crossed, route_path

    label = pygame.Rect(130, 98, 20, 20)
    path = route_path((100, 100), (200, 140), [label])
    assert crossed([(100, 100), (200, 140)], [label]) > 0, "the straight line crosses it"
    assert crossed(path, [label]) == 0 and path == [(100, 100), (100, 140), (200, 140)]
    assert route_path((100, 100), (200, 100), []) == [(100, 100), (200, 100)], (
        "straight when nothing is in the way"
    )


def test_a_tribes_of_the_wind_marker_on_a_card_covers_no_label_of_it(quick_app: App):
    # Guards against: the marker of a village card step sat on the card's top, over its value and
    # its words ("3 temp|le villages"), beside the plan's disc at its bottom.
    import pygame

    from game.client.table.hint import MARKER_REACH
    from game.rules.tribes_of_the_wind import actions as act
    from tests.client.table.plans import plan_of
    from tests.client.table.test_hint import table_at, village_card_choice, with_worker

    checked = 0
    for state in (village_card_choice(3), village_card_choice(7), turn_start("tribes_of_the_wind", 2)):
        table = table_at(quick_app, "tribes_of_the_wind", state)
        for action in table.state.legal_actions():
            if not (act.PLAY <= action < act.TEMPLE_ACTION or act.VILLAGE_CARD <= action < act.DRAW):
                continue
            hint = with_worker(table, FixedWorker(plan_of(table.state, [[action]]), polls=1))
            hint.ask(table)
            quick_app.run(frames=3)
            assert hint.step_action() == action
            point = hint.marker_point(table, action)
            now = [m for m in hint.marks.marks if m.now]
            if point is None:  # the step's pulsing disc marks it (tested above to cover no label)
                assert now, table.state.action_to_str(action)
                checked += 1
                continue
            target = next(
                (m.target for m in now),
                table.view.plan_target(table.ctx(), action),
            )
            assert target is not None
            box = pygame.Rect(
                point[0] - MARKER_REACH, point[1] - MARKER_REACH, 2 * MARKER_REACH, 2 * MARKER_REACH
            )
            assert target.contains(box), table.state.action_to_str(action)
            labels = table.view.plan_keep_clear(table.ctx(), target)
            assert box.collidelist(labels) == -1, table.state.action_to_str(action)
            checked += 1
        quick_app.stack.pop()
    assert checked >= 6, "village cards and card rows were looked at"
