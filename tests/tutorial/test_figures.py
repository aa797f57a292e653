"""Reading-time figures of the tutorial chapters (game/tutorial/figures.py)."""

from __future__ import annotations

import json
from pathlib import Path

from game.rules import TITLE_IDS
from game.tutorial import load_chapters
from game.tutorial.figures import all_figures, figures, main, table
from game.tutorial.script import parse_script

ROOT = Path(__file__).resolve().parents[2]
FIRST = ROOT / "levels" / "five_tribes" / "tutorial" / "bid_and_first_move.json"


def test_the_model_adds_reading_own_and_scripted_actions():
    data = json.loads(FIRST.read_text(encoding="utf-8"))
    script = parse_script(data)
    row = figures(script)
    own = sum(len(s.do) for s in script.steps if s.is_move and s.seat(script.human) == script.human)
    scripted = sum(len(s.do) for s in script.steps if s.is_scripted_opponent(script.human))
    assert (row.own, row.scripted) == (own, scripted)
    assert row.steps == len(script.steps) and row.bubbles == len(script.bubbles())
    for language in ("en", "uk"):
        expected = row.words[language] / 120 + (own * 12 + scripted * 2) / 60
        assert abs(row.minutes(language) - expected) < 1e-9
        assert 0 < row.longest[language][0] <= row.words[language]


def test_one_row_per_shipped_chapter_in_the_table():
    rows = all_figures()
    assert len(rows) == sum(len(load_chapters(title)) for title in TITLE_IDS)
    text = table(rows)
    for row in rows:
        assert f"{row.title} {row.chapter}" in text


def test_every_chapter_takes_five_to_eight_minutes_in_both_languages(capsys):
    outside = [f"{row.title} {row.chapter}" for row in all_figures() if not row.in_target()]
    assert outside == []
    assert main([]) == 0
    assert "outside" not in capsys.readouterr().out
