"""The results' chart at every table: its points are the engine's scores read live at the table
each time a round ended (the round count moved on), then the final scores."""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from game.client.app import App
from game.client.table import view_factory
from game.client.table.chart import ScoreChart
from game.client.table.results import ResultsScene
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session, default_flags
from game.rules import load_title
from game.rules.base import Event

TITLES = ("five_tribes", "tribes_of_the_wind", "prehistories")


@pytest.mark.parametrize("title_id", TITLES)
def test_the_charts_points_are_the_scores_at_each_round_end(quick_bots_app: App, title_id: str):
    title = load_title(title_id)
    make_view = view_factory(title_id)
    assert make_view is not None
    view = make_view(quick_bots_app)
    session = Session(
        title, GameSetup([Seat("Ann"), Seat("Bot", "easy")], 5, default_flags(title)), view=view
    )
    table = TableScene(quick_bots_app, view, session)
    quick_bots_app.stack.push(table)
    live = [(0, tuple(session.state.scores()))]
    real_play = table.play

    def play(action: int) -> list[Event]:
        before = getattr(table.state, "round", None)
        events = real_play(action)
        if getattr(table.state, "round", None) != before:
            live.append((len(session.state_history()), tuple(table.state.scores())))
        return events

    table.play = play  # type: ignore[method-assign]
    rng = np.random.default_rng(1)
    for _ in range(60000):
        if isinstance(quick_bots_app.stack.top, ResultsScene):
            break
        if table.human_turn():
            legal = table.state.legal_actions()
            table.play(int(legal[int(rng.integers(len(legal)))]))
        quick_bots_app.run(frames=1)
    assert table.state.is_terminal()
    final = tuple(table.state.scores())
    moves = len(session.state_history())
    if live[-1][0] != moves:
        live.append((moves, final))  # the game ended inside a round: its end closes the chart
    chart = ScoreChart.of(session)
    assert [(point.actions, point.scores) for point in chart.points] == live
    assert chart.points[-1].scores == final and len(chart.points) >= 4


LONG_NAMES = (
    "Олександра Костянтинівна",
    "Бот 2 (складний)",
    "Катерина Шевченко-Підгорна",
    "Бот 4 (складний)",
    "Христина Володимирівна Шевчишин-Квітка",  # 38 characters: more than the legend's one line
)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_chart_legend_draws_long_ukrainian_names_whole(
    uk: None, players: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Guards against: the legend cut every name to 140 px, so 'Бот 2 (складний)' read 'Бот 2
    (склад…' and two bots could not be told apart. Each name is drawn whole (on two lines when one
    is too short), inside the chart's rect, touching no other string."""
    from game.client.history.rounds import RoundPoint
    from game.client.text import ELLIPSIS
    from tests.client.text_fit import problems, read_lines, recording

    names = LONG_NAMES[-players:]
    points = [RoundPoint(n, n * 3, tuple(n * (seat + 7) for seat in range(players))) for n in range(12)]
    rect = pygame.Rect(300, 190, 1000, 580)
    with recording(monkeypatch) as blits:
        canvas = pygame.Surface((1600, 900))
        ScoreChart(points).draw(canvas, rect, [(200, 80, 60)] * players, names)
    assert problems(blits.blits, {"chart": rect}) == []
    assert all(rect.contains(blit.rect) for blit in blits.blits)
    legend = [blit for blit in blits.blits if blit.rect.x > rect.right - 400 and not blit.content.isdigit()]
    assert not any(ELLIPSIS in blit.content for blit in legend)
    for name in names:
        rows = sorted((b for b in legend if b.content in name), key=lambda b: b.rect.y)
        assert read_lines([b.content for b in rows]) == name
