"""The review screen (scenes/review.py): it computes a review in the background (here a stand-in
process that runs ``ai.review`` at a tiny budget), keeps it in the game's history file so it is
computed once, names the planted mistake among the key moments and opens it in the replay."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ai.review import GameSpec, Review, review_game
from game.client import games
from game.client.app import App
from game.client.history.records import from_state
from game.client.history.store import load_file, write_record
from game.client.scenes.review import ReviewScene, kept_review
from game.client.table.replay import ReplayDriver
from game.client.table.scene import TableScene
from game.client.text import tr
from game.rules import TITLE_IDS, load_title
from tests.ai.review_games import planted_game

TINY = 40


class InlineReview:
    """A review process's interface, computing in the test's own process on the first poll."""

    made: list[GameSpec] = []

    def __init__(self, spec: GameSpec, iterations: int) -> None:
        InlineReview.made.append(spec)
        self.spec = spec
        self.iterations = iterations
        self.progress = 0.0
        self.result: Review | None = None
        self.error: str | None = None
        self.cancelled = self.closed = False

    def poll(self) -> bool:
        if self.result is None:
            self.result = review_game(self.spec, self.iterations, top_up=8, seed=1)
            self.progress = 1.0
        return True

    def cancel(self) -> None:
        self.cancelled = True

    def close(self) -> None:
        self.closed = True


class NeverDone(InlineReview):
    def poll(self) -> bool:
        self.progress = 0.25
        return False


def _planted_record(title_id: str) -> tuple[Any, int]:
    spec, planted, _ = planted_game(title_id)
    state = load_title(title_id).new_game(2, spec.seed)
    for action in spec.actions:
        state.apply(action)
    record = from_state(title_id, [("Olena", ""), ("Bot 2 (hard)", "hard")], spec.seed, {}, state)
    return record, planted


@pytest.mark.parametrize("title_id", TITLE_IDS)
def test_the_review_names_the_planted_mistake_keeps_itself_and_opens_the_moment(
    quick_app: App, title_id: str
):
    games.load_game_packages()
    record, planted = _planted_record(title_id)
    path = write_record(record)
    InlineReview.made = []
    scene = ReviewScene(quick_app, record, path, iterations=TINY, make_process=InlineReview)
    quick_app.stack.push(scene)
    quick_app.run(frames=3)
    assert scene.review is not None and scene.process is None
    assert InlineReview.made and InlineReview.made[0].people == (0,)
    moments = scene.moments()
    assert 1 <= len(moments) <= 5
    assert planted in [m.index for m in moments], [(m.index, round(m.loss, 3)) for m in moments]
    # Kept in the game's file: opened again, it is shown without computing.
    kept = load_file(path, title_id)
    assert kept_review(kept, TINY) is not None
    InlineReview.made = []
    again = ReviewScene(quick_app, kept, path, iterations=TINY, make_process=InlineReview)
    assert again.review is not None and again.review.to_dict() == scene.review.to_dict()
    quick_app.stack.push(again)
    quick_app.run(frames=2)
    assert InlineReview.made == []
    quick_app.stack.pop()
    # The planted moment opens in the replay at the position before the mistake, marked.
    mistake = next(m for m in moments if m.index == planted)
    scene.opener(mistake)()
    quick_app.run(frames=2)
    table = quick_app.stack.top
    assert isinstance(table, TableScene) and isinstance(table.driver, ReplayDriver)
    assert table.driver.position == planted and table.state.moves == planted
    assert table.state.current_player() == mistake.player == 0
    assert table.driver.at_moment() is not None
    assert table.renderer.prompt_text(table.ctx()).startswith("Better plan: ")
    assert table.driver.moment is not None and table.driver.moment.best == mistake.best
    # The better plan is the whole turn, drawn as the hint draws a plan: numbered in order.
    assert table.driver.moment.plan == tuple(mistake.plan) and mistake.plan[0] == mistake.best
    numbers = [mark.number for mark in table.driver.plan_marks.marks]
    assert numbers == sorted(numbers) and set(numbers) <= set(range(1, len(mistake.plan) + 1))
    if table.view.plan_target(table.ctx(), mistake.best) is not None:
        assert numbers[0] == 1


def test_a_cancelled_review_keeps_nothing_and_a_bots_only_game_is_not_reviewed(quick_app: App):
    games.load_game_packages()
    record, _ = _planted_record("prehistories")
    path = write_record(record)
    before = path.read_bytes()
    scene = ReviewScene(quick_app, record, path, iterations=TINY, make_process=NeverDone)
    quick_app.stack.push(scene)
    quick_app.run(frames=3)
    process = scene.process
    assert isinstance(process, NeverDone) and scene.progress == 0.25
    scene.cancel()
    assert process.cancelled and process.closed and quick_app.stack.top is not scene
    assert path.read_bytes() == before
    bots = from_state("prehistories", [("A", "easy"), ("B", "hard")], record.seed, {}, _final(record))
    lone = ReviewScene(quick_app, bots, None, iterations=TINY, make_process=NeverDone)
    quick_app.stack.push(lone)
    quick_app.run(frames=2)
    assert lone.process is None and lone.review is None and lone.error


def _final(record: Any) -> Any:
    state = load_title(record.title_id).new_game(len(record.seats), record.seed)
    for action in record.actions:
        state.apply(action)
    return state


def test_a_review_started_from_history_is_kept_there_and_not_computed_again(quick_app: App, monkeypatch):
    from game.client.scenes import review as review_module
    from game.client.scenes.history import HistoryScene

    games.load_game_packages()
    record, _ = _planted_record("prehistories")
    write_record(record)
    monkeypatch.setattr(review_module, "_process", InlineReview)
    monkeypatch.setattr(review_module, "DEFAULT_ITERATIONS", 8)
    InlineReview.made = []
    scene = HistoryScene(quick_app)
    quick_app.stack.push(scene)
    quick_app.run(frames=2)
    labels = [button.text for button in scene.focus_order]
    press = scene._actions[scene.focus_order[labels.index("Review")]]
    press()
    quick_app.run(frames=3)
    first = quick_app.stack.top
    assert isinstance(first, ReviewScene) and first.review is not None and first.kept
    quick_app.stack.pop()
    press()  # the same row's button, not rebuilt
    quick_app.run(frames=2)
    again = quick_app.stack.top
    assert isinstance(again, ReviewScene) and again.review is not None
    assert len(InlineReview.made) == 1  # computed once


def test_a_key_moments_number_above_the_chart_touches_neither_the_title_nor_the_legend(
    quick_app: App, monkeypatch: pytest.MonkeyPatch
):
    """Moments early in the game sit under the chart's title and later ones under the legend:
    their numbers, drawn just above the chart, must not run into either (seen in a played game)."""
    from dataclasses import replace

    from game.client.scenes import review as screen

    games.load_game_packages()
    record, _ = _planted_record("tribes_of_the_wind")
    path = write_record(record)
    scene = ReviewScene(quick_app, record, path, iterations=TINY, make_process=InlineReview)
    quick_app.stack.push(scene)
    quick_app.run(frames=3)
    assert scene.review is not None
    last = len(record.actions)
    some = scene.review.decisions[0] if scene.review.decisions else None
    assert some is not None
    # One moment at every tenth of the game: under the title, between, under the legend.
    spread = [replace(some, index=round(last * tenth / 10)) for tenth in range(1, 10)]
    monkeypatch.setattr(scene, "moments", lambda: spread)
    drawn = recorded_text(monkeypatch, screen)
    scene.draw_chart(quick_app.canvas, scene.review)
    numbers = [rect for text, rect in drawn if text in {str(n) for n in range(1, 10)}]
    words = [rect for text, rect in drawn if text == tr("history.review.chart") or text in scene.names]
    assert len(numbers) == 9 and len(words) == 1 + len(scene.names)
    assert not [(n, w) for n in numbers for w in words if n.colliderect(w)]


def test_a_key_moments_longest_line_shows_whole_within_its_row(
    lang_app: App, monkeypatch: pytest.MonkeyPatch
):
    """A moment's line is shown whole, on two lines when one cannot hold it: in Ukrainian the
    line of a moment whose better plan gains no points ended "сильніша позиц…"."""
    shown_whole(lang_app, monkeypatch)


def recorded_text(monkeypatch: pytest.MonkeyPatch, screen: Any) -> list[tuple[str, Any]]:
    """Every text the review module draws from now on, with its rectangle, in order."""
    drawn: list[tuple[str, Any]] = []
    real = screen.draw_text

    def recording(surface: Any, content: str, *args: Any, **kwargs: Any) -> Any:
        rect = real(surface, content, *args, **kwargs)
        drawn.append((content, rect))
        return rect

    monkeypatch.setattr(screen, "draw_text", recording)
    return drawn


def shown_whole(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from dataclasses import replace

    from game.client.scenes import review as screen

    games.load_game_packages()
    record, _ = _planted_record("tribes_of_the_wind")
    path = write_record(record)
    scene = ReviewScene(app, record, path, iterations=TINY, make_process=InlineReview)
    app.stack.push(scene)
    app.run(frames=3)
    assert scene.review is not None and scene.review.decisions
    # The longest a real moment's words get: a late action, a whole lost chance, the longer
    # seat's name and the wording without points.
    player = max(range(len(scene.names)), key=lambda p: len(scene.names[p]))
    worst = replace(scene.review.decisions[0], index=998, player=player, before=1.0, after=0.0, points=0.0)
    monkeypatch.setattr(scene, "moments", lambda: [worst] * 5)
    drawn = recorded_text(monkeypatch, screen)
    # The seat's name, then the widest a name may be (the new game's entry takes 16 letters).
    for name in (scene.names[player], "Ш" * 16):
        scene.names[player] = name
        drawn.clear()
        scene.draw_moments(app.canvas)
        full = tr("history.review.moment_position", number=1, action=999, player=name, loss=100, points="")
        rows = [rect for _, rect in drawn[1:]]  # after the section's heading
        first = [text for text, rect in drawn[1:] if rect.bottom <= screen.MOMENTS_TOP + screen.MOMENT_H]
        assert " ".join(first) == full
        assert not any(text.endswith("…") for text, _ in drawn)
        show_left = screen.PANEL.right - 230
        back = pygame.Rect(screen.PANEL.centerx - 130, screen.PANEL.bottom - 74, 260, 56)
        assert all(rect.right <= show_left and not rect.colliderect(back) for rect in rows)
        assert not [(a, b) for i, a in enumerate(rows) for b in rows[i + 1 :] if a.colliderect(b)]
