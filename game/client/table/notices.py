"""The autosave after each action or undo, and the faults the table tells once (issue 17, items
11 and 12): a save the disk refused and a bot that was late, restarted or gave no legal move.

Moved out of ``scene.py`` without a change of behaviour; ``TableScene.save_now`` and
``TableScene.tell_faults`` call these (the tutorial's table overrides ``save_now``).
"""

from __future__ import annotations

from game.client.storage import SaveSlot
from game.client.table.bots import NOTICES, BotSeats
from game.client.table.logbook import LogBook
from game.client.table.saves import delete_autosave, write_autosave
from game.client.table.session import Session
from game.client.text import tr


def autosave(session: Session, slot: SaveSlot) -> None:
    """Write the game to its title's slot; a finished game's save goes (nothing to continue)."""
    if session.state.is_terminal():
        delete_autosave(session.title.id, slot)
    else:
        write_autosave(session, slot)


def tell_faults(book: LogBook, slot: SaveSlot, bots: BotSeats) -> str | None:
    """Each fault since the last call as a log line, once; the prompt line's message when the
    disk refused a save (the game goes on, the last good file stays), else None."""
    message = None
    problem = slot.take_notice()
    if problem is not None:  # the system's English (problem.reason) is in the log already (SaveSlot)
        book.note("cannot_save", reason=problem)
        message = tr("table.table.cannot_save")
    for player, what in bots.take_notices():
        if what in NOTICES:
            book.note(f"bot_{what}", player=player)
    return message
