"""Ways into a replay: a recorded game at a table of its own (its own view, session and log),
from a finished game of the history (``record_replay``) or from the live game, whose other seats'
turns since a person last acted play from that person's view (``others_replay``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.client.table.driver import LiveDriver
from game.client.table.recording import Recording
from game.client.table.replay import KeyMoment, ReplayDriver, ReplaySession
from game.client.table.session import GameSetup, Seat, Session

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.table.scene import TableScene


def replay_table(
    app: App,
    title_id: str,
    seats: list[Seat],
    recording: Recording,
    *,
    position: int = 0,
    **driver: Any,
) -> TableScene:
    """A table showing ``recording`` at ``position`` with a ``ReplayDriver`` (its keyword
    arguments in ``driver``); its own view, session and log."""
    from game.client.games import view_factory
    from game.client.table.scene import TableScene

    make_view = view_factory(title_id)
    if make_view is None:
        raise LookupError(f"no table for {title_id}")
    view = make_view(app)
    setup = GameSetup(list(seats), recording.seed, dict(recording.flags))
    session = ReplaySession(recording.title, setup, recording.state_at(position), view=view)

    def make_driver(table: TableScene) -> LiveDriver:
        return ReplayDriver(table, session, recording, position=position, **driver)

    return TableScene(app, view, session, driver=make_driver)


def record_replay(
    app: App, record: Any, position: int = 0, viewer: int | None = None, moment: KeyMoment | None = None
) -> TableScene:
    """A finished game of the history (``history.records.GameRecord``) at the table, from its
    start (or ``position``), every seat's view on offer; a review's key ``moment`` marked."""
    from game.rules import load_title

    recording = Recording(
        load_title(record.title_id), len(record.seats), record.seed, record.flags, record.actions
    )
    seats = [Seat(seat.name, seat.level) for seat in record.seats]
    return replay_table(
        app, record.title_id, seats, recording, position=position, viewer=viewer, moment=moment
    )


def session_recording(session: Session) -> Recording | None:
    """The live game as a recording, or None when its history does not replay from its seed to
    where it stands (a scenario's start, an engine change): nothing to replay then."""
    try:
        recording = Recording(
            session.title,
            len(session.seats),
            session.setup.seed,
            session.setup.flags,
            session.state_history(),
        )
    except Exception:
        return None
    if recording.final.to_dict() != session.state.to_dict():
        return None
    return recording


def others_replay(table: TableScene, person: int) -> TableScene | None:
    """The other seats' turns since ``person`` last acted, shown from ``person``'s view only, then
    back to the live table (which it never changes); None when there is nothing to replay."""
    session = table.session
    recording = session_recording(session)
    if recording is None:
        return None
    start = recording.others_since(person)
    if start >= recording.length:
        return None
    return replay_table(
        table.app, session.title.id, list(session.seats), recording, position=start,
        low=start, viewer=person, choose_view=False, play=True, leave_at_end=True, of_live_game=True,
    )  # fmt: skip
