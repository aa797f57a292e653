"""Tutorial scripts ("Learn to play", docs/tutorial.md): loading, validating, progress.

Rules-neutral and pygame-free: it imports only ``game.rules`` and the standard library, so scripts
can be checked in tests and tools without a display. The coach that shows the bubbles and gates
the clicks lives in ``game/client/table/coach.py``.

- ``load_chapters(title)`` / ``load_script(path)``: the scripts of ``levels/<title>/tutorial/``;
- ``validate(script, point_ok)``: play the script through the engine and check strings and points;
- ``Progress``: where a running tutorial stands and what the gate allows now.
"""

from game.tutorial.script import (
    ACTION_POINT,
    Script,
    ScriptError,
    Step,
    chapter_paths,
    load_chapters,
    load_script,
)
from game.tutorial.validate import ChapterStats, chapter_stats, start_state, validate, validate_title
from game.tutorial.walk import Progress, expected_actions, play_to_end, why_not

__all__ = [
    "ACTION_POINT",
    "ChapterStats",
    "Progress",
    "Script",
    "ScriptError",
    "Step",
    "chapter_paths",
    "chapter_stats",
    "expected_actions",
    "load_chapters",
    "load_script",
    "play_to_end",
    "start_state",
    "validate",
    "validate_title",
    "why_not",
]
