"""The autosave after each action or undo, and the faults the table tells once: a save the disk
refused and a bot that was late, restarted or gave no legal move."""

from __future__ import annotations

from game.client.table.bots import NOTICES, BotSeats
from game.client.table.logbook import LogBook
from game.client.table.saves import autosave_slot, delete_autosave, write_autosave
from game.client.table.session import Session
from game.client.text import tr


class Notices:
    """Owns the title's save slot; ``saves`` False (the demo, the tutorial) writes nothing."""

    def __init__(self, session: Session, book: LogBook, bots: BotSeats, *, saves: bool = True) -> None:
        self.session = session
        self.book = book
        self.bots = bots
        self.saves = saves
        self.slot = autosave_slot(session.title.id)  # never raises into the game

    def watch_bots(self, bots: BotSeats) -> None:
        """New bot seats (the tutorial's hand-off): their faults are told from now on."""
        self.bots = bots

    def autosave(self) -> None:
        """Write the game to its title's slot; a finished game's save goes (nothing to continue)."""
        if self.session.state.is_terminal():
            delete_autosave(self.session.title.id, self.slot)
        else:
            write_autosave(self.session, self.slot)

    def tell_faults(self) -> str | None:
        """Each fault since the last call as a log line, once; the prompt line's message when the
        disk refused a save (the game goes on, the last good file stays), else None."""
        message = None
        problem = self.slot.take_notice()
        if problem is not None:  # the system's English (problem.reason) is in the log already (SaveSlot)
            self.book.note("cannot_save", reason=problem)
            message = tr("table.table.cannot_save")
        for player, what in self.bots.take_notices():
            if what in NOTICES:
                self.book.note(f"bot_{what}", player=player)
        return message
