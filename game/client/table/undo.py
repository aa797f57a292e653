"""Taking back: the step back inside a turn (the several-action question, the view's half-made
choice), the undo of the last action (the log, the scores and the autosave follow) and the
undo run of an "undo" option.

Moved out of ``scene.py`` without a change of behaviour; ``TableScene.step_back``,
``TableScene.undo`` and ``TableScene.undo_run`` call the functions here (the tutorial's table
overrides those methods, so these call the scene's methods, never each other).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.client.text import tr

if TYPE_CHECKING:
    from game.client.table.scene import TableScene


def step_back(scene: TableScene) -> bool:
    """Inside a turn: the several-action question, then the view's half-made choice, then
    undo. False when there is nothing to step back to."""
    if scene.pending:
        scene.pending = []
        scene.refresh()
        return True
    if scene.human_turn() and scene.view.back():
        scene.refresh()
        return True
    if scene.human_turn() and scene.session.can_undo():
        scene.undo()
        return True
    return False


def undo(scene: TableScene) -> None:
    """Ctrl+Z and the Undo button: take back the last action when the rules allow it."""
    if scene.pending or (scene.human_turn() and scene.view.back()):
        scene.pending = []
        scene.refresh()
        return
    point = scene.session.undo() if scene.human_turn() else None
    if point is None:
        scene.message = tr("table.table.cannot_undo")
        return
    scene.serial += 1
    scene.anims.finish()
    scene.before = None
    scene.view.reset()
    scene._scores_key = (scene.serial, scene.viewer)
    scene.scores_seen = scene.seen().scores()
    # The log shows the game as it now stands (issue 15): the undone step's lines go.
    if point.log_mark >= 0:
        scene.book.truncate(point.log_mark)
    if not scene.demo:
        scene.save_now()
    scene.refresh()


def undo_run(scene: TableScene) -> None:
    """An option keyed "undo" (or "undo:<what>"): undo, then again while the view's
    ``keep_undoing`` says the thing being taken back is not gone yet."""
    while scene.session.can_undo():
        serial = scene.serial
        scene.undo()
        if scene.serial == serial or not scene.view.keep_undoing(scene.state):
            break
