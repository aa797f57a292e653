"""Every string the table draws fits, at every player count of every title, in both languages.

Not a list of named strings: the table is drawn in representative positions (the start, early,
middle and late play, the end) for the person to move, with tooltips over the question's targets,
a round's summary, the results and their chart, the finished game's replay, and every text blit is recorded
(``text_fit.recording``): none may be cut off by the surface it is drawn on, run over the frame of
a zone of the table (top strip, log, option bar, seats' panels), or touch another string's ink. Long names in both alphabets sit at the table.
"""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from game.client import games
from game.client.app import App
from game.client.history.records import from_state
from game.client.settings import AnimationSpeed, Settings
from game.client.table import view_factory
from game.client.table.replay_start import record_replay
from game.client.table.results import ResultsScene
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session, default_flags
from game.client.text import ELLIPSIS
from game.rules import TITLE_IDS, load_title
from tests.client.conftest import in_language
from tests.client.text_fit import TextBlits, problems, recording
from tests.helpers import random_actions

NAMES = ("Олександра Костянтинівна", "Bartholomew Longfellow", "Катерина", "Dmytro Kovalenko", "Eve")
STEPS = (0, 30, 90, 200, 100_000)  # random actions from the start; the last plays to the end
AT_TABLE = 40  # of them, the last ones played at the table
HOVERS = 4  # tooltips over this many of the question's targets, spread over them


def _table(app: App, title_id: str, players: int, steps: int) -> TableScene:
    """The table after ``steps`` random actions, the last ones played at the table (their log
    lines, the marks of what the others changed, a round's summary when one ended), the person to
    move holding the screen."""
    title = load_title(title_id)
    make_view = view_factory(title_id)
    assert make_view is not None
    view = make_view(app)
    seats = [Seat(NAMES[p]) for p in range(players)]
    session = Session(title, GameSetup(seats, 7, default_flags(title)), view=view)
    session.state = random_actions(title.new_game(players, 7), 7 + players, max(0, steps - AT_TABLE))
    table = TableScene(app, view, session)
    table.notices.saves = False
    rng = np.random.default_rng(steps + players)
    for _ in range(min(steps, AT_TABLE)):
        if table.state.is_terminal():
            break
        legal = table.state.legal_actions()
        table.play(int(legal[int(rng.integers(len(legal)))]))
        if table.round_end.showing:
            break  # its panel stays on the table
    table.anims.finish()
    table.playback_done()
    mover = table.state.current_player()
    if mover >= 0:
        table.driver.hand_over(mover)  # the person to move holds the screen: their hand, their question
    table.refresh()
    return table


shown: list[str] = []  # the overlays a test drew besides the table


def _check(table: TableScene, blits: TextBlits, where: str, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    zones = {
        "top strip": table.zones.top_strip,
        "log": table.zones.log,
        "option bar": table.zones.options,
        "panels": table.zones.panels,
    }
    found: list[str] = []
    canvas = pygame.Surface((1600, 900))
    panel: list[int] = []  # the round's summary is a panel over the board: its strings are a layer
    real_panel = table.round_end.draw

    def summary(*args: object) -> None:
        panel.append(len(blits.blits))
        real_panel(*args)  # type: ignore[arg-type]
        panel.append(len(blits.blits))

    monkeypatch.setattr(table.round_end, "draw", summary)
    blits.blits.clear()
    table.draw(canvas, 1.0)
    start, end = panel[:2] if panel else (0, 0)
    under = blits.blits[:start] + blits.blits[end:]
    found += [f"{where}: {p}" for p in problems(under, zones)]
    found += [f"{where}, round summary: {p}" for p in problems(blits.blits[start:end], {})]
    targets = table.question.targets if table.question is not None and table.human_turn() else []
    picked = targets[:: max(1, len(targets) // HOVERS)][:HOVERS]
    tips: list[int] = []  # where the tooltip's strings begin among the frame's
    real = table.renderer.draw_tooltip_at

    def tooltip(surface: pygame.Surface, ctx: object, pos: tuple[int, int]) -> None:
        tips.append(len(blits.blits))
        real(surface, ctx, pos)  # type: ignore[arg-type]

    monkeypatch.setattr(table.renderer, "draw_tooltip_at", tooltip)
    for target in picked:
        spot = pygame.Rect(target.rect).center
        table.input.hover_pos = spot
        table.input.hover_still = 10.0
        table.input.clicked_at = None
        blits.blits.clear()
        table.draw(canvas, 1.0)
        start = tips[-1] if tips else len(blits.blits)
        found += [f"{where}, tooltip at {spot}: {p}" for p in problems(blits.blits[start:], {})]
    table.input.hover_pos = (-1, -1)
    if table.state.is_terminal():
        shown.append("results")
        results = ResultsScene(table.app, table.view, table.session, again=True)
        table.app.stack.push(results)
        blits.blits.clear()
        results.draw(canvas, 1.0)
        found += [f"{where}, results: {p}" for p in problems(blits.blits, {})]
        results.toggle_chart()  # the score over the rounds, its legend naming every seat
        shown.append("chart")
        blits.blits.clear()
        results.draw(canvas, 1.0)
        found += [f"{where}, chart: {p}" for p in problems(blits.blits, {})]
        legend = pygame.Rect(900, 190, 400, 580)  # the chart's right part (ResultsScene.draw)
        found += [
            f"{where}, chart: the legend cut {blit.content!r}"
            for blit in blits.blits
            if ELLIPSIS in blit.content and legend.contains(blit.rect)
        ]
        table.app.stack.pop()
        found += _replay(table, blits, where)
    return found


def _replay(table: TableScene, blits: TextBlits, where: str) -> list[str]:
    """The finished game in History's replay, halfway: its controls in the option bar's place,
    its line in the prompt's."""
    seats = [(seat.name, seat.level) for seat in table.session.seats]
    setup = table.session.setup
    record = from_state(table.view.title_id, seats, setup.seed, setup.flags, table.state)
    replay = record_replay(table.app, record, position=len(record.actions) // 2)
    shown.append("replay")
    canvas = pygame.Surface((1600, 900))
    blits.blits.clear()
    replay.draw(canvas, 1.0)
    zones = {"top strip": replay.zones.top_strip, "log": replay.zones.log, "panels": replay.zones.panels}
    found = [f"{where}, replay: {p}" for p in problems(blits.blits, zones)]
    replay.exit()
    return found


@pytest.mark.parametrize("lang_code", ["en", "uk"])
@pytest.mark.parametrize("title_id", TITLE_IDS)
def test_every_string_fits_at_every_player_count(
    title_id: str, lang_code: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    games.load_game_packages()
    shown.clear()
    title = load_title(title_id)
    found: list[str] = []
    summaries = 0
    with in_language(lang_code), recording(monkeypatch) as blits:
        app = App(Settings(language=lang_code, animation_speed=AnimationSpeed.OFF), headless=True)
        try:
            for players in range(title.min_players, title.max_players + 1):
                for steps in STEPS:
                    table = _table(app, title_id, players, steps)
                    summaries += table.round_end.showing
                    found += _check(table, blits, f"{players} players, {steps} actions", monkeypatch)
                    table.exit()
        finally:
            app.close()
    assert found == []
    assert summaries > 0  # a round's summary was drawn too
    assert "results" in shown and "chart" in shown and "replay" in shown
