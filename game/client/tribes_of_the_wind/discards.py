"""What a temple-action discard takes with it, said before the click (the hover preview).

The discards go in rising slot order (spec 5.3), so a card clicked with exactly as many cards to its
right as discards remain takes them all at once: a player clicked card 3 of "discard 3 more",
saw cards 4 and 5 go too, and the next click met "not one of the glowing choices". And the
discards change the player's own element counts: cards that could be played before the action
could not after it, and nothing said so while the discards were chosen."""

from __future__ import annotations

from game.client.tribes_of_the_wind.words import ELEMENT_KEYS, t
from game.rules.tribes_of_the_wind import TotwState
from game.rules.tribes_of_the_wind import actions as act
from game.rules.tribes_of_the_wind.board import EMPTY
from game.rules.tribes_of_the_wind.legal import HIDDEN, playable_rows
from game.rules.tribes_of_the_wind.phase import Phase


def forced_after(state: TotwState, slot: int) -> list[int]:
    """The slots (1-5) that go with the discard of ``slot`` because no other choice is left: as
    many cards to its right as discards remain after it."""
    left = state.counter - 1
    board = state.boards[state.current_player()]
    right = [s for s in range(slot + 1, 6) if board.hand[s - 1] != EMPTY]
    return right if 0 < left == len(right) else []


def unplayable_after(state: TotwState, gone: list[int]) -> list[int]:
    """The slots of the cards kept that can be played now and could not once ``gone`` (slots 1-5)
    are discarded, on the table as it is (before the draw that ends the action)."""
    seat = state.current_player()
    after = state.clone()
    for slot in gone:
        after.boards[seat].hand[slot - 1] = EMPTY
    hand = state.boards[seat].hand
    return [
        s
        for s in range(1, 6)
        if s not in gone
        and 0 <= hand[s - 1] < HIDDEN
        and any(playable_rows(state, seat, s - 1))
        and not any(playable_rows(after, seat, s - 1))
    ]


def _cards(state: TotwState, slots: list[int]) -> str:
    """ "4 (red) and 5 (yellow)": each card by its slot and colour."""
    hand = state.boards[state.current_player()].hand
    data = state.data
    named = [
        t(
            "preview.discard_card",
            slot=s,
            element=t(f"element.{ELEMENT_KEYS[data.card_element[hand[s - 1]]]}.adj_nom"),
        )
        if hand[s - 1] < HIDDEN
        else str(s)
        for s in slots
    ]
    return (
        named[0] if len(named) == 1 else t("preview.discard_and", most=", ".join(named[:-1]), last=named[-1])
    )


def discard_lines(state: TotwState, action: int) -> list[str]:
    """The hover lines of a discard: the cards forced to go with it, and the cards kept that could
    no longer be played afterwards."""
    if state.phase != Phase.DISCARD or not act.DISCARD < action <= act.DISCARD + 5:
        return []
    if state.current_player() < 0 or action not in state.legal_actions():
        return []
    slot = action - act.DISCARD
    forced = forced_after(state, slot)
    lines = []
    if forced:
        lines.append(t("preview.discard_forced", count=len(forced), cards=_cards(state, forced)))
    lost = unplayable_after(state, [slot, *forced])
    if lost:
        lines.append(t("preview.discard_unplayable", count=len(lost), cards=_cards(state, lost)))
    return lines
