"""Every chapter of every game with a table, played to its end through the real table.

A scripted person reads each bubble and presses Next, and on every move step first clicks a place
that plays nothing (it must be refused with the coach's line, changing nothing), then clicks where
the coach points. Fails on an unknown string key (a missing translation is logged), an expected
action that is not legal when reached (validation, and the gate would offer nothing), a point the
view cannot show (the bubble must have a target), and a wrong click that is not refused.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from ai.budget import Budget
from game.client import games
from game.client.app import App
from game.client.settings import AnimationSpeed, Settings
from game.client.table import coach_store, view_factory
from game.client.table import draw as draw_module
from game.client.table.coach import point_check, say
from game.client.table.scene import TableScene
from game.client.table.tutorial_scene import tutorial_scene
from game.rules import TITLE_IDS
from game.tutorial import ACTION_POINT, Script, chapter_stats, load_chapters, validate

games.load_game_packages()
CHAPTERS = [
    script for title in TITLE_IDS if view_factory(title) is not None for script in load_chapters(title)
]
MAX_FRAMES = 4000


@pytest.fixture(params=["en", "uk"])
def tutor_app(request: pytest.FixtureRequest) -> Iterator[App]:
    application = App(Settings(language=request.param, animation_speed=AnimationSpeed.OFF), headless=True)
    yield application
    application.close()


def post_click(app: App, pos: tuple[int, int]) -> None:
    window_pos = app.letterbox.to_window(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=window_pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=window_pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=window_pos, button=1))
    app.run(frames=1)


def open_chapter(app: App, script: Script) -> TableScene:
    make_view = view_factory(script.title)
    assert make_view is not None
    scene = tutorial_scene(app, make_view(app), script)
    app.stack.push(scene)
    app.run(frames=1)
    return scene


def dead_spot(scene: TableScene) -> tuple[int, int]:
    """A canvas point where a click plays nothing: no option, target, top button or bubble."""
    busy: list[pygame.Rect] = [b.rect for b in scene.options.buttons + scene.options.top_buttons]
    if scene.question is not None:
        busy += [t.rect for t in scene.question.targets]
    layout = scene.coach.bubble_layout(scene.state)
    if layout is not None:
        busy.append(layout.rect)
    for y in range(80, 900, 37):
        for x in range(20, 1600, 41):
            if not any(rect.collidepoint((x, y)) for rect in busy):
                return (x, y)
    raise AssertionError("no free spot on the table")


def history_len(scene: TableScene) -> int:
    return len(getattr(scene.state, "history", []))


def tooltips_give_way(app: App, scene: TableScene, points: list[tuple[int, int]], step: int) -> int:
    """Rest the pointer on each point long enough for a tooltip: none may cover the coach's
    bubble or the place it rings (the coach's glows once drew over a tile's tip, tips opened
    under the bubble). Returns how many tooltips showed."""
    layout = scene.coach.bubble_layout(scene.state)
    assert layout is not None
    clear = [layout.rect] + ([layout.target.inflate(16, 16)] if layout.target is not None else [])
    drawn: list[pygame.Rect] = []

    def record(*args: Any, **kwargs: Any) -> pygame.Rect | None:
        rect = real(*args, **kwargs)
        if rect is not None:
            drawn.append(rect)
        return rect

    real = draw_module.draw_tooltip
    draw_module.draw_tooltip = record  # type: ignore[assignment]
    surface = pygame.Surface((1600, 900))
    try:
        for point in points:
            if not (0 <= point[0] < 1600 and 0 <= point[1] < 900) or layout.rect.collidepoint(point):
                continue
            scene.input.hover_pos, scene.input.clicked_at, scene.input.hover_still = point, None, 5.0
            drawn.clear()
            scene.renderer.draw(surface)
            for tip in drawn:
                assert not tip.collidelistall(clear), (
                    f"step {step}: a tip at {point} covers the coach: {tip} {clear}"
                )
    finally:
        draw_module.draw_tooltip = real  # type: ignore[assignment]
        scene.input.hover_still = 0.0
    return len(drawn)


def squares_named(scene: TableScene, words: str) -> set[str]:
    squares = {name for name in scene.view.place_names() if re.fullmatch(r"[a-g][1-9]", name)}
    return {word for word in re.findall(r"\b[a-g][1-9]\b", words) if word in squares}


def squares_rung(scene: TableScene, ring: pygame.Rect | None) -> set[str]:
    if ring is None:
        return set()
    squares = [name for name in scene.view.place_names() if re.fullmatch(r"[a-g][1-9]", name)]
    return {name for name in squares if scene.view.place_rect_in(name, scene.state) == ring}


def play_chapter(app: App, scene: TableScene) -> dict[str, int]:
    coach = scene.coach
    figures = {"next": 0, "clicks": 0, "refused": 0, "tooltips": 0}
    frames = 0
    last_click: tuple[int, int] | None = None
    while not coach.progress.finished:
        frames += 1
        assert frames < MAX_FRAMES, f"stuck at step {coach.progress.step + 1}"
        assert app.stack.top is scene, f"something covers the table: {app.stack.top}"
        step = coach.progress.current
        if step.say is not None and not coach.progress.opponent_to_act():
            layout = coach.bubble_layout(scene.state)
            assert layout is not None, f"step {step.index + 1}: no bubble"
            if step.point is not None:
                assert layout.target is not None, f"step {step.index + 1}: {step.point!r} points at nothing"
                assert not layout.rect.colliderect(layout.target), (
                    f"step {step.index + 1}: the bubble covers it"
                )
            # Nor what it talks about: the prompt line, the option buttons, the places to click
            # (the hand row while it said "drop them one by one", the prompt, the temple row).
            keep = [scene.zones.top_strip, *(b.rect for b in scene.options.buttons)]
            if scene.question is not None and scene.human_turn():
                keep += [t.rect for t in scene.question.targets if t.actions or t.choose]
            covered = [tuple(r) for r in keep if layout.rect.colliderect(r)]
            assert not covered, f"step {step.index + 1}: the bubble {layout.rect} covers {covered}"
            # The pointer resting on the place rung, beside it, and a little off the last click.
            points = []
            if layout.target is not None:
                t = layout.target
                points += [t.center, (t.right - 4, t.centery), (t.centerx, t.bottom - 4)]
            if last_click is not None:
                points += [(last_click[0] + 6, last_click[1] + 6)]
            figures["tooltips"] += tooltips_give_way(app, scene, points, step.index + 1)
        if coach.progress.waiting_for_next():
            layout = coach.bubble_layout(scene.state)
            assert layout is not None
            button = next(b for b in layout.buttons if b.key == "next")
            post_click(app, button.rect.center)
            figures["next"] += 1
            continue
        if not (coach.progress.human_to_act() and scene.human_turn()):
            app.run(frames=1)
            continue
        allowed = coach.allowed(scene.state)
        assert allowed, f"step {step.index + 1}: the gate offers nothing"
        before = history_len(scene)
        snapshot = scene.state.to_dict()
        post_click(app, dead_spot(scene))
        assert scene.message == coach.refusal_line(scene.state, scene.question), (
            "a wrong click was not refused"
        )
        assert history_len(scene) == before and scene.state.to_dict() == snapshot, (
            "a refused click changed the game"
        )
        figures["refused"] += 1
        # A bubble that names board squares rings one of them ("Drop the first one on e3" rang
        # the green meeple in hand while a click on e3 dropped the yellow one; "paint the terror
        # bird on f6" rang f7, where the click had to go): first, when a click on a named square
        # plays the step at once, and on the way otherwise.
        named = squares_named(scene, say(coach.script, step.say)) if step.say else set()
        rung: set[str] = set()
        for click in range(4):
            if step.point == ACTION_POINT:
                # The learner clicks where the coach rings, and that plays what the step wants.
                layout = coach.bubble_layout(scene.state)
                assert layout is not None and layout.target is not None, "the bubble points at nothing"
                rect = layout.target
                rung |= squares_rung(scene, rect)
                direct = {n for a in allowed for n in squares_rung(scene, scene.options.locate_direct(a))}
                if click == 0 and direct & named:
                    assert squares_rung(scene, rect) & named, (
                        f"step {step.index + 1}: the bubble names {sorted(named)}, rings {rect}"
                    )
            else:
                rect = scene.options.locate(allowed[0])
            assert rect is not None, f"step {step.index + 1}: nowhere to click for {allowed}"
            post_click(app, rect.center)
            last_click = rect.center
            figures["clicks"] += 1
            if history_len(scene) > before:
                break
        assert history_len(scene) > before, f"step {step.index + 1}: clicking {rect} played nothing"
        assert scene.state.history[before] in allowed
        if rung and named:
            assert rung & named, (
                f"step {step.index + 1}: the bubble names {sorted(named)}, rings {sorted(rung)}"
            )
    return figures


@pytest.mark.parametrize("script", CHAPTERS, ids=lambda s: f"{s.title}/{s.chapter}")
def test_a_chapter_plays_to_its_end_through_the_real_table(
    tutor_app: App, script: Script, caplog: pytest.LogCaptureFixture
):
    make_view = view_factory(script.title)
    assert make_view is not None
    validate(script, point_check(make_view(tutor_app)))
    caplog.set_level(logging.WARNING, logger="game.client.text")
    scene = open_chapter(tutor_app, script)
    figures = play_chapter(tutor_app, scene)
    layout = scene.coach.bubble_layout(scene.state)
    assert layout is not None and len(layout.bullets) == 3
    assert script.chapter in coach_store.done_chapters(script.title)
    assert scene.state.is_terminal() == (script.after == "new_game")
    missing = [r.getMessage() for r in caplog.records if "missing" in r.getMessage()]
    assert not missing, missing
    assert figures["tooltips"] > 0, "no tooltip was checked against the coach"
    stats = chapter_stats(script)
    assert figures["next"] + sum(1 for s in script.steps if s.say and s.is_move) == stats.bubbles - 1


def test_a_wrong_click_is_refused_with_the_line_and_changes_nothing(tutor_app: App):
    script = load_chapters("five_tribes")[0]
    scene = open_chapter(tutor_app, script)
    for _ in range(2):  # two bubbles, then the first bid
        layout = scene.coach.bubble_layout(scene.state)
        assert layout is not None
        post_click(tutor_app, next(b for b in layout.buttons if b.key == "next").rect.center)
    bid_eight = scene.state.parse_action("bid 8")
    assert scene.coach.allowed(scene.state) == [bid_eight]
    # A legal bid the script does not want (bid 12) has no button: only bid 8 is offered.
    assert [b.action for b in scene.options.buttons] == [bid_eight]
    snapshot = scene.state.to_dict()
    layout = scene.coach.bubble_layout(scene.state)
    assert layout is not None
    tiles = [scene.view.place_rect(f"{col}{row}") for col in "abcdef" for row in range(1, 6)]
    tile = next(t for t in tiles if t is not None and not layout.rect.collidepoint(t.center))
    post_click(tutor_app, tile.center)  # a board tile: no move now
    expected = {"en": "Not that one: press “Bid 8”.", "uk": "Не те: натисніть «Ставка 8»."}[
        tutor_app.settings.language
    ]
    assert scene.message == expected
    assert scene.state.to_dict() == snapshot
    layout = scene.coach.bubble_layout(scene.state)
    assert layout is not None and layout.refusal, "the bubble repeats the refusal"
    post_click(tutor_app, scene.options.locate(bid_eight).center)  # type: ignore[union-attr]
    assert scene.state.history == [bid_eight]


def test_the_tutorial_never_touches_the_real_autosave_and_hands_off_to_a_bot(tutor_app: App, tmp_path: Path):
    from game.client.table.saves import autosave_path

    script = load_chapters("five_tribes")[0]
    scene = open_chapter(tutor_app, script)
    scene.bot_budget = Budget(iterations=10)
    play_chapter(tutor_app, scene)
    assert not autosave_path("five_tribes").exists()
    layout = scene.coach.bubble_layout(scene.state)
    assert layout is not None
    post_click(tutor_app, next(b for b in layout.buttons if b.key == "play:easy").rect.center)
    assert not scene.coach.active
    assert [seat.level for seat in scene.session.seats] == ["", "easy"]
    assert scene.driver.bots.is_bot(1)
    # Free play: every legal action reaches the view again.
    tutor_app.run(frames=2)
    assert not autosave_path("five_tribes").exists()


def test_every_game_with_a_table_has_its_two_chapters():
    for title in TITLE_IDS:
        assert view_factory(title) is not None, title
        assert len([s for s in CHAPTERS if s.title == title]) >= 2, title


def _to_first_move(app: App, scene: TableScene) -> None:
    coach = scene.coach
    for _ in range(MAX_FRAMES):
        if coach.progress.human_to_act() and scene.human_turn():
            return
        layout = coach.bubble_layout(scene.state)
        if coach.progress.waiting_for_next() and layout is not None:
            post_click(app, next(b for b in layout.buttons if b.key == "next").rect.center)
        else:
            app.run(frames=1)
    raise AssertionError("the chapter never reached a move of the player")


@pytest.mark.parametrize("title", TITLE_IDS)
def test_a_legal_but_unexpected_move_is_refused_in_every_game(tutor_app: App, title: str):
    """Where the ungated table would play another legal move, the coach refuses with its line."""
    scene = open_chapter(tutor_app, load_chapters(title)[0])
    _to_first_move(tutor_app, scene)
    allowed = set(scene.coach.allowed(scene.state))
    state = scene.state
    free = scene.view.question(
        scene.ctx(scene.view.observe(state, state.current_player())), state.legal_actions()
    )
    others = [t for t in free.targets if t.actions and not set(t.actions) & allowed]
    others = [t for t in others if scene.question is None or scene.question.target_at(t.rect.center) is None]
    layout = scene.coach.bubble_layout(state)
    others = [t for t in others if layout is None or not layout.rect.collidepoint(t.rect.center)]
    assert others, "the first move offers no other legal target to try"
    snapshot = state.to_dict()
    post_click(tutor_app, others[0].rect.center)
    assert scene.message == scene.coach.refusal_line(scene.state, scene.question)
    assert scene.message.strip()
    assert scene.state.to_dict() == snapshot
    layout = scene.coach.bubble_layout(scene.state)
    assert layout is not None and layout.refusal, "the bubble repeats the refusal"


def test_no_tooltip_opens_on_the_spot_of_a_click_the_coach_took(tutor_app: App):
    # Skip chapter or Next changes the bubble under a resting pointer: the tile's tip opened there.
    scene = open_chapter(tutor_app, load_chapters("five_tribes")[0])
    layout = scene.coach.bubble_layout(scene.state)
    assert layout is not None
    spot = next(b for b in layout.buttons if b.key == "next").rect.center
    post_click(tutor_app, spot)
    assert scene.input.clicked_at == spot and scene.input.hover_pos == spot
    scene.input.hover_still = 5.0
    assert not scene.input.tooltip_due()
