"""The preview before a commit, at the table, in every game: resting the pointer on a choice that
plays one action shows the points and pieces the engine gives for it, the same points its move
gives; a choice that changes nothing and leaves the turn going shows nothing, nor one whose box would
say only "0 points"."""

from __future__ import annotations

import pygame
import pytest

from game.client import games
from game.client.app import App
from game.client.table import view_factory
from game.client.table.plan_words import signed
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from game.rules.outcome import apply_forced
from tests.client.table.plans import turn_start

games.load_game_packages()
TITLES = ["five_tribes", "tribes_of_the_wind", "prehistories"]


def hover(app: App, pos: tuple[int, int]) -> None:
    window = app.letterbox.to_window(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=window, rel=(0, 0), buttons=(0, 0, 0)))
    app.run(frames=1)


def real_points(table: TableScene, action: int) -> int:
    world = table.state.clone()
    player = world.current_player()
    before = world.scores()[player]
    world.apply(action)
    apply_forced(world, player)
    return world.scores()[player] - before


@pytest.mark.parametrize("title_id", TITLES)
def test_a_hovered_choice_shows_the_points_its_move_gives(quick_app: App, title_id: str):
    make_view = view_factory(title_id)
    assert make_view is not None
    shown = 0
    for seed, skip in [(1, 0), (2, 1), (3, 3), (4, 5)]:
        view = make_view(quick_app)
        state = turn_start(title_id, seed, skip)
        session = Session(view.title, GameSetup([Seat("Me"), Seat("Bot", "easy")], 3), state, view=view)
        table = TableScene(quick_app, view, session)
        quick_app.stack.push(table)
        quick_app.run(frames=1)
        for _ in range(6):  # along the turn: each step plays the first single-action choice
            question = table.question
            if question is None or not table.human_turn():
                break
            places = [(t.actions[0], t.rect) for t in question.targets if len(t.actions) == 1]
            places += [(b.action, b.rect) for b in table.options.buttons if b.action is not None]
            for action, rect in places[:12]:
                hover(quick_app, rect.center)
                hovered = table.previews.hovered(table)
                if hovered is None or hovered[0] != action:
                    continue  # another choice drawn over this one's centre
                preview = table.previews.preview(table, action)
                assert preview is not None
                assert preview.points == real_points(table, action), table.state.action_to_str(action)
                if table.previews.rect is not None:
                    shown += 1
                    if preview.points:
                        assert table.previews.lines[0].startswith(signed(preview.points))
                else:  # nothing moves, or the box would say only "0 points"
                    assert not view.preview_lines(table.ctx(), action)
                    assert (preview.empty and not preview.ends_turn) or not table.previews.words(
                        table, preview
                    )
            if not places:
                break
            table.play(places[0][0])
            quick_app.run(frames=1)
        quick_app.stack.pop()
    assert shown >= 3, "previews were shown"


def test_a_box_that_would_say_only_0_points_is_not_shown(quick_app: App):
    # Guards against a box reading "0 points" and nothing else over Five Tribes' End turn.
    from game.rules.five_tribes import actions as A

    view_of = view_factory("five_tribes")
    assert view_of is not None
    for seed in range(1, 30):
        state = turn_start("five_tribes", seed, 2)
        world = state.clone()
        while world.current_player() == 0 and A.END not in world.legal_actions():
            world.apply(world.legal_actions()[0])
        if world.current_player() != 0:
            continue
        view = view_of(quick_app)
        session = Session(view.title, GameSetup([Seat("Me"), Seat("Bot", "easy")], 3), world, view=view)
        table = TableScene(quick_app, view, session)
        quick_app.stack.push(table)
        quick_app.run(frames=1)
        point = table.target_point(A.END)
        assert point is not None
        hover(quick_app, point)
        assert table.previews.hovered(table) is not None
        preview = table.previews.preview(table, A.END)
        assert preview is not None and preview.points == 0 and preview.ends_turn
        assert table.previews.rect is None, table.previews.lines
        return
    raise AssertionError("no End turn met")


@pytest.mark.parametrize("lang_app", ["en", "uk"], indirect=True)
def test_a_priced_bid_says_its_price_once(lang_app: App):
    # A Five Tribes bid's only score change is the coins it pays: the box said "−5 points" and
    # then "−5 Coins"; now one line gives the points and names the coins, then the bid's place.
    from game.rules.five_tribes import actions as A

    view_of = view_factory("five_tribes")
    assert view_of is not None
    state = turn_start("five_tribes", 4, 0)  # the first bid of the game
    view = view_of(lang_app)
    session = Session(view.title, GameSetup([Seat("Me"), Seat("Bot", "easy")], 4), state, view=view)
    table = TableScene(lang_app, view, session)
    lang_app.stack.push(table)
    lang_app.run(frames=1)
    priced = [a for a in state.legal_actions() if A.BID <= a < A.BID + 20 and real_points(table, a) < 0]
    assert priced, "a bid that costs coins"
    action = priced[0]
    price = -real_points(table, action)
    point = table.target_point(action)
    assert point is not None
    hover(lang_app, point)
    assert table.previews.rect is not None
    lines = table.previews.lines
    label = view.score_line_label("gold")
    assert lines[0].startswith(f"−{price} ") and f"({label})" in lines[0], lines
    assert not any(line.startswith(f"−{price} {label}") for line in lines), lines
    assert len(lines) >= 2  # the place in the turn order follows
