"""A file's path wider than its line (in a message) is broken to fit, after the path's separators
where it can: the exported game's message named a path that ran past its dialog. A plain word
stays whole."""

from __future__ import annotations

import pytest

from game.client.lettering import wrap_text
from game.client.scenes.message import BODY_SIZE, PANEL_WIDTH, MessageScene
from game.client.text import font, tr

PATH = "/home/oleksandra-kostiantynivna/.local/share/tribal-table/exports/five_tribes-20261206060844.json"


@pytest.mark.parametrize("width", [120, 300, 640])
def test_a_long_path_is_broken_after_its_separators_and_every_line_fits(width: int) -> None:
    lines = wrap_text(f"The game was saved as a file:\n{PATH}", 22, width)
    assert all(font(22).size(line)[0] <= width for line in lines), lines
    assert "".join(lines[lines.index(next(x for x in lines if x.startswith("/"))) :]) == PATH
    if width >= 600:
        assert all(line.endswith("/") for line in lines[1:-1])  # broken after a separator


def test_a_plain_word_wider_than_its_line_stays_whole() -> None:
    assert wrap_text("Поселення", 18, 60) == ["Поселення"]
    assert wrap_text("Великий ринок", 18, 60)[0] == "Великий"


def test_the_export_message_fits_its_dialog(app: object, lang: str) -> None:
    scene = MessageScene(app, tr("history.export_title"), tr("history.exported", path=PATH))  # type: ignore[arg-type]
    assert len(scene.lines) >= 3
    assert all(font(BODY_SIZE).size(line)[0] <= PANEL_WIDTH - 80 for line in scene.lines)
