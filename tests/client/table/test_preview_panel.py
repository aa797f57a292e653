"""The preview before a commit, at the table, in every game: resting the pointer on a choice that
plays one action shows the points and pieces the engine gives for it, the same points its move
gives; a choice that changes nothing and leaves the turn going shows nothing."""

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
                else:
                    assert (
                        preview.empty
                        and not preview.ends_turn
                        and not view.preview_lines(table.ctx(), action)
                    )
            if not places:
                break
            table.play(places[0][0])
            quick_app.run(frames=1)
        quick_app.stack.pop()
    assert shown >= 3, "previews were shown"
