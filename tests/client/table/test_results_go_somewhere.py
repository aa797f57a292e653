"""The results go somewhere: back to the final table (Esc, right click, "See the table") and back
to the results from it (its Results button, Esc, Tab); the score chart (Tab, the Chart button);
"Rematch" with the same seats and rules and a new seed."""

from __future__ import annotations

import pygame

from game.client.app import App
from game.client.scenes.title import TitleScene
from game.client.table.results import ResultsScene
from game.client.table.scene import TableScene
from tests.client.conftest import click, key
from tests.client.table.conftest import TableMaker
from tests.client.table.toy import ADD2, DRAW


def finished(tally_table: TableMaker, quick_app: App, levels: list[str] | None = None) -> TableScene:
    quick_app.stack.push(TitleScene(quick_app))
    table = tally_table(levels or ["", ""], length=2, seed=7)
    table.play(ADD2)
    table.play(DRAW)
    for _ in range(200):
        quick_app.run(frames=1)
        if isinstance(quick_app.stack.top, ResultsScene):
            break
    quick_app.run(frames=70)  # past the input grace
    return table


def test_esc_goes_to_the_final_table_and_its_results_button_esc_and_tab_come_back(
    tally_table: TableMaker, quick_app: App
):
    table = finished(tally_table, quick_app)
    quick_app.stack.handle(key(pygame.K_ESCAPE))
    assert quick_app.stack.top is table and table.final_table()
    button = table.options.top_buttons[0]
    assert button.label == "Results"
    click(quick_app, button.rect.center)
    results = quick_app.stack.top
    assert isinstance(results, ResultsScene) and results.lines_shown == len(results.lines) + 1
    quick_app.stack.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=3, pos=(800, 450)))
    assert quick_app.stack.top is table  # right click does what Esc does
    quick_app.stack.handle(key(pygame.K_ESCAPE))
    assert isinstance(quick_app.stack.top, ResultsScene)
    quick_app.stack.pop()
    quick_app.stack.handle(key(pygame.K_TAB))
    assert isinstance(quick_app.stack.top, ResultsScene)


def test_see_the_table_leaves_the_log_scrollable_and_tooltips_answering(
    tally_table: TableMaker, quick_app: App
):
    table = finished(tally_table, quick_app)
    results = quick_app.stack.top
    assert isinstance(results, ResultsScene)
    see = next(b for b in results.buttons if b.label == "See the table")
    click(quick_app, see.rect.center)
    assert quick_app.stack.top is table and not table.input.covered
    for line in range(40):
        table.book.note("started", seed=line)  # a log longer than its panel
    quick_app.stack.handle(
        pygame.event.Event(pygame.MOUSEMOTION, pos=table.zones.log.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    quick_app.stack.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False))
    assert table.renderer.log_scroll > 0
    panel = (100, 760)  # the toy's first seat panel has a tooltip
    quick_app.stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=panel, rel=(0, 0), buttons=(0, 0, 0)))
    quick_app.run(frames=40)
    assert table.view.tooltip_at(table.ctx(), panel) is not None and table.input.hover_still >= 0.5


def test_tab_and_the_chart_button_switch_between_the_scores_and_the_chart(
    tally_table: TableMaker, quick_app: App
):
    table = finished(tally_table, quick_app)
    results = quick_app.stack.top
    assert isinstance(results, ResultsScene)
    quick_app.stack.handle(key(pygame.K_TAB))
    assert results.showing_chart
    points = results.chart.points
    assert points[0].scores == (0, 0) and points[-1].scores == tuple(table.state.scores())
    chart = next(b for b in results.buttons if b.label == "Scores")
    click(quick_app, chart.rect.center)
    assert not results.showing_chart


def test_rematch_starts_the_same_seats_and_rules_with_a_new_seed(tally_table: TableMaker, quick_app: App):
    table = finished(tally_table, quick_app, ["", "easy"])
    results = quick_app.stack.top
    assert isinstance(results, ResultsScene)
    rematch = next(b for b in results.buttons if b.label == "Rematch")
    click(quick_app, rematch.rect.center)
    new = quick_app.stack.top
    assert isinstance(new, TableScene) and new is not table
    assert isinstance(quick_app.stack.scenes[0], TitleScene) and len(quick_app.stack) == 2
    assert new.session.seats == table.session.seats
    assert new.session.setup.flags == table.session.setup.flags
    assert new.session.setup.seed != table.session.setup.seed
    assert not new.state.is_terminal() and new.state.moves == 0  # type: ignore[attr-defined]
