"""Taking back: the step back inside a turn (the several-action question, the view's half-made
choice), the undo of the last action (the log, the scores and the autosave follow) and the undo
run of an "undo" option. ``Undo`` decides; the session takes the state back and the table's
``rewound`` makes the picture follow. While the coach leads, undo stays inside its move step.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.client.text import tr

if TYPE_CHECKING:
    from game.client.table.scene import TableScene


class Undo:
    def __init__(self, table: TableScene) -> None:
        self.table = table

    def step_back(self) -> bool:
        """Esc, right click and the "back" option: the several-action question, then the view's
        half-made choice, then undo. False when there is nothing to step back to."""
        table = self.table
        if table.options.drop_pending() or (table.human_turn() and table.view.back()):
            table.message = ""  # a refused click's words were about the choice taken back
            table.refresh()
            return True
        if table.human_turn() and table.session.can_undo() and table.coach.may_undo():
            self.undo()
            return True
        return False

    def undo(self) -> None:
        """Ctrl+Z and the Undo button: take back the last action when the rules allow it."""
        table = self.table
        if table.options.drop_pending() or (table.human_turn() and table.view.back()):
            table.message = ""  # a refused click's words were about the choice taken back
            table.refresh()
            return
        if not table.coach.may_undo():
            table.message = tr("table.table.cannot_undo")
            return
        point = table.session.undo() if table.human_turn() else None
        if point is None:
            table.message = (
                table.session.why_no_undo() if table.human_turn() else tr("table.table.cannot_undo")
            )
            return
        table.rewound(point.log_mark)

    def undo_run(self) -> None:
        """An option keyed "undo" (or "undo:<what>"): undo, then again while the view's
        ``keep_undoing`` says the thing being taken back is not gone yet."""
        table = self.table
        while table.session.can_undo():
            serial = table.serial
            self.undo()
            if table.serial == serial or not table.view.keep_undoing(table.state):
                break
