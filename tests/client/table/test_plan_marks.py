"""The plan drawn on the table, in every game: each step's numbered disc lies inside its target's
rectangle (a tile at its centre, not on a corner or a border; over its rim only where the target
has no room for a readable disc) and covers none of the labels the view names in it (a tile's
value and counts, a card's strength and speed, a row's words)."""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from game.client import games
from game.client.app import App
from game.client.table import view_factory
from game.client.table.hint import HintPanel
from game.client.table.plan_marks import READABLE
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from game.client.table.step_marker import asked_target
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
            # inside; or, a readable disc where the target has no room for one, over its rim
            # with its middle inside (``plan_marks.layout``: the Tribes of the Wind deck)
            over = mark.target.collidepoint(mark.centre) and mark.radius >= READABLE
            assert mark.target.contains(mark.square) or over, (title_id, seed, mark)
            # the labels inside the target, read at the position before the step
            step = plan.best.actions[mark.number - 1]
            assert step is not None
        clear = []
        world = table.state.observation(plan.player).determinize(plan.player, np.random.default_rng(0))
        now = table.ctx(world.clone())
        # the step to play now on what the question asks for first, where the view says so
        # (``GameView.route_disc``: a Prehistories zone before the hunter card to send)
        asked = asked_target(table, plan.best.actions[0])
        for index, action in enumerate(plan.best.actions):
            # a later step's target where it is now when it is on the table now, else where it
            # will be at its step
            then = table.ctx(world)
            if index:
                rect = table.view.plan_target_now(now, then, action)
            else:
                rect = pygame.Rect(asked.rect) if asked is not None else None
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
                assert not rect.colliderect(mark.square), (title_id, seed, mark)
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
        assert hint.plan is not None
        steps = hint.plan.best.actions
        ctx = table.ctx()
        joined = [
            (a, b)
            for a, b in zip(marks, marks[1:])
            if a.target != b.target
            and neighbours(a.target, b.target)
            and all(table.view.plan_joins(ctx, steps[m.number - 1]) for m in (a, b))
        ]
        assert len(paths) == len(joined), "only the discs of neighbouring targets the view joins"
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

    from game.client.table.step_marker import MARKER_REACH
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


def _disc_of(app: App, title_id: str, state, action: int):
    """The table at ``state`` with a one-step plan of ``action``: its disc."""
    from tests.client.table.plans import plan_of
    from tests.client.table.test_hint import table_at, with_worker

    mover = state.current_player()
    seats = [Seat("Me") if p == mover else Seat("Bot", "easy") for p in range(state.num_players)]
    table = table_at(app, title_id, state, seats)
    hint = with_worker(table, FixedWorker(plan_of(table.state, [[action]]), polls=1))
    hint.ask(table)
    app.run(frames=3)
    marks = hint.marks.marks
    app.stack.pop()
    assert len(marks) == 1, table.state.action_to_str(action)
    return marks[0]


@pytest.mark.parametrize("language", ["en", "uk"])
def test_a_bid_disc_sits_on_the_place_it_takes_clear_of_its_price_and_markers(language: str):
    # Guards against: "Bid 0" put its disc on the first free place, over the marker already
    # there and its "0", not on the place the bid takes (the one that glows).
    from game.client.five_tribes import layout as L
    from game.client.five_tribes.rows import ZERO_SPOT, spot_holder, spot_labels
    from game.client.settings import AnimationSpeed, Settings
    from game.rules.five_tribes import actions as A

    app = App(Settings(language=language, animation_speed=AnimationSpeed.OFF), headless=True)
    try:
        queued = 0
        for seed in (4, 5, 6):
            state = turn_start("five_tribes", seed, 0)
            queued += len(state.zero_queue) > 0
            for action in state.legal_actions():
                mark = _disc_of(app, "five_tribes", state, action)
                spot = action - A.BID
                if spot == ZERO_SPOT:
                    spot += len(state.zero_queue)
                assert mark.target == L.spot_rect(spot) and spot_holder(state, spot) < 0
                assert mark.target.contains(mark.square)
                labels = spot_labels(state, spot)
                assert labels and mark.square.collidelist(labels) == -1, (seed, action, mark)
        assert queued, "a bid of 0 behind a marker already in the free places was looked at"
    finally:
        app.close()


@pytest.mark.parametrize("language", ["en", "uk"])
def test_a_market_disc_covers_no_emblem_name_nor_number_of_its_card(language: str):
    from game.client.five_tribes import layout as L
    from game.client.five_tribes.rows import card_labels, market_number_rect
    from game.client.settings import AnimationSpeed, Settings
    from game.rules.five_tribes import actions as A
    from tests.client.five_tribes.test_plan_market import at_large_market

    app = App(Settings(language=language, animation_speed=AnimationSpeed.OFF), headless=True)
    try:
        kinds = set()
        for seed in (1, 2, 3, 4):
            state = at_large_market(seed)
            for action in state.legal_actions():
                if not A.MARKET < action <= A.MARKET + 6:
                    continue
                index = action - A.MARKET - 1
                mark = _disc_of(app, "five_tribes", state, action)
                rect = L.market_card_rect(index)
                assert mark.target == rect and rect.contains(mark.square)
                labels = [market_number_rect(index), *card_labels(state.market[index], rect)]
                assert len(labels) >= 3 and mark.square.collidelist(labels) == -1, (seed, action, mark)
                kinds.add(state.market[index])
        assert len(kinds) >= 4, "cards of several kinds (names of one and two lines) were looked at"
    finally:
        app.close()


@pytest.mark.parametrize("language", ["en", "uk"])
def test_a_card_row_disc_covers_none_of_the_rows_words_icons_or_tick(language: str):
    # Guards against: the disc kept off the row's left 70% only, while a long requirement sign
    # ("сусіди 4+") and its arrow, or the effects, reach past it; and it could sit on the tick.
    from game.client.settings import AnimationSpeed, Settings
    from game.client.tribes_of_the_wind import layout as L
    from game.client.tribes_of_the_wind.rows import card_row_rects, row_labels
    from game.rules.tribes_of_the_wind import actions as act

    app = App(Settings(language=language, animation_speed=AnimationSpeed.OFF), headless=True)
    try:
        rows_seen = 0
        for seed, skip in [(1, 0), (2, 2), (3, 4), (5, 1)]:
            state = turn_start("tribes_of_the_wind", seed, skip)
            seat = state.current_player()
            for action in state.legal_actions():
                if not act.PLAY <= action < act.TEMPLE_ACTION:
                    continue
                slot, k = divmod(action - act.PLAY, 2)
                rows = state.data.card_rows[state.boards[seat].hand[slot]]
                area = card_row_rects(L.holder_rect(slot), len(rows))[k]
                mark = _disc_of(app, "tribes_of_the_wind", state, action)
                assert mark.target == area and area.contains(mark.square)
                labels = row_labels(rows[k], area, k, len(rows))
                assert mark.square.collidelist(labels) == -1, (seed, action, mark, labels)
                rows_seen += 1
        assert rows_seen >= 8
    finally:
        app.close()


def test_a_disc_shrinks_to_a_clear_place_before_it_covers_a_label():
    import pygame

    from game.client.table.plan_marks import DISC, SMALLEST, layout

    target = pygame.Rect(0, 0, 90, 72)
    # a label across the middle leaves a 22 px strip at the top: room for a disc of radius 10
    label = pygame.Rect(0, 24, 90, 48)
    (mark,) = layout([(1, target, [label])], 1)
    assert SMALLEST <= mark.radius < DISC and not mark.square.colliderect(label)
    assert target.contains(mark.square)
    (free,) = layout([(1, target, [])], 1)
    assert (
        free.radius == DISC
        and abs(free.centre[0] - target.centerx) + abs(free.centre[1] - target.centery) <= 1
    )


def test_two_bids_of_0_in_a_row_ring_the_two_free_places_they_take(quick_app: App):
    # Guards against: both discs of "Bid 0, Bid 0" (the person's two markers) sat on one place.
    from game.client.five_tribes import layout as L
    from game.client.five_tribes.rows import ZERO_SPOT
    from game.rules.five_tribes import actions as A
    from tests.client.table.plans import plan_of
    from tests.client.table.test_hint import table_at, with_worker

    state = turn_start("five_tribes", 4, 0)
    player = state.current_player()
    zero = A.BID + ZERO_SPOT
    second = state.clone()
    second.apply(zero)
    assert second.current_player() == player and zero in second.legal_actions()
    table = table_at(quick_app, "five_tribes", state)
    hint = with_worker(table, FixedWorker(plan_of(table.state, [[zero, zero]]), polls=1))
    hint.ask(table)
    quick_app.run(frames=3)
    queued = len(state.zero_queue)  # type: ignore[attr-defined]
    assert [m.target for m in hint.marks.marks] == [
        L.spot_rect(ZERO_SPOT + queued),
        L.spot_rect(ZERO_SPOT + queued + 1),
    ]


def _at_djinn_choice(seed: int):
    import random

    from game.rules.five_tribes import TITLE
    from game.rules.five_tribes import actions as A

    rng = random.Random(seed)
    for attempt in range(200):
        state = TITLE.new_game(2, seed * 1000 + attempt)
        for _ in range(400):
            if state.is_terminal():
                break
            if any(A.DJINN <= a < A.USE_ON_TILE for a in state.legal_actions()):
                return state
            state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no djinn to take found")


@pytest.mark.parametrize("language", ["en", "uk"])
def test_a_djinn_disc_covers_none_of_its_cards_words_vp_or_cost(language: str):
    # Guards against: the disc of "take Enki" sat at the card's centre, over its power's words.
    from game.client.five_tribes import layout as L
    from game.client.five_tribes.rows import djinn_labels
    from game.client.settings import AnimationSpeed, Settings
    from game.rules.five_tribes import actions as A

    app = App(Settings(language=language, animation_speed=AnimationSpeed.OFF), headless=True)
    try:
        seen = set()
        for seed in (1, 2, 3):
            state = _at_djinn_choice(seed)
            for action in state.legal_actions():
                if not A.DJINN <= action < A.USE_ON_TILE:
                    continue
                djinn = action - A.DJINN
                rect = L.djinn_card_rect(list(state.djinn_row).index(djinn))
                mark = _disc_of(app, "five_tribes", state, action)
                assert mark.target == rect and rect.contains(mark.square)
                labels = djinn_labels(djinn, rect)
                assert len(labels) >= 4 and mark.square.collidelist(labels) == -1, (djinn, mark, labels)
                seen.add(djinn)
        assert len(seen) >= 5
    finally:
        app.close()
