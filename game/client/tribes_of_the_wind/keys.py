"""Tribes of the Wind's keys: each kind of option has its key for the whole game (docs/ui.md, Keys).

Digits name a place that never moves: a card in the holder by its slot (1-5, when discarding), a
temple by its number (1-4, when a space could take several), a tucked village card by its slot
(1-4, when a new one replaces it). Letters name the rest: T the temple action, N use a village card
now, K tuck it, S Stop, O another tile or rider, a leader card its own letter; B (Back) and U
(Undo) are the table's.
"""

from __future__ import annotations

from game.client.text import tr
from game.client.tribes_of_the_wind.words_board import power_name
from game.rules.tribes_of_the_wind import actions as act
from game.rules.tribes_of_the_wind.data import Power

TEMPLE_ACTION = "t"
NOW = "n"
TUCK = "k"
STOP = "s"
OTHER = "o"
# A leader card: a letter of its name no other option has.
POWER_LETTERS: dict[Power, str] = {
    Power.RAIN_SONG: "r",
    Power.TAILWIND: "w",
    Power.TEMPLE_KEEPER: "e",
    Power.GREEN_THUMB: "g",
    Power.CLEAN_BUILDER: "c",
    Power.SHAPESHIFTER: "h",
    Power.WISE_DRAW: "d",
    Power.HOMECOMING: "m",
    Power.PURIFIER: "p",
    Power.LIGHT_FOOTED: "l",
}


def hotkey(key: str, action: int | None) -> str | None:
    """The key of an option or target (keyed ``temple``, ``stop``, ``other_tile``,
    ``power:<name>``, ``village_card:<id>``, ``hand:<slot>``, ``action:<id>``)."""
    if key == "temple":
        return TEMPLE_ACTION
    if key == "stop":
        return STOP
    if key in ("other_tile", "other_rider"):
        return OTHER
    if key.startswith("power:"):
        return POWER_LETTERS[Power[key.partition(":")[2].upper()]]
    if key.startswith("hand:"):
        return key.partition(":")[2]
    if action is None:
        return None
    if act.PLACE_TEMPLE <= action < act.CLEAN:
        return str((action - act.PLACE_TEMPLE) // 12 + 1)
    if act.VILLAGE_CARD <= action < act.DRAW:
        use = (action - act.VILLAGE_CARD) % 6
        if use == act.VC_NOW:
            return NOW
        if use == act.VC_TUCK:
            return TUCK
        return str(use - 1)  # replacing the card tucked in slot use - 1
    return None


def key_entries() -> list[tuple[str, str]]:
    """(keys, what they press) for the rules overlay's keys chapter."""
    powers = ", ".join(
        f"{letter.upper()} {power_name(power)}"
        for power, letter in sorted(POWER_LETTERS.items(), key=lambda item: item[1])
    )
    return [
        (TEMPLE_ACTION.upper(), tr("tribes_of_the_wind.keys.temple_action")),
        ("1-5", tr("tribes_of_the_wind.keys.hand")),
        ("1-4", tr("tribes_of_the_wind.keys.temples")),
        (f"{NOW.upper()}, {TUCK.upper()}", tr("tribes_of_the_wind.keys.village_card")),
        ("1-4", tr("tribes_of_the_wind.keys.replace")),
        (STOP.upper(), tr("tribes_of_the_wind.keys.stop")),
        (OTHER.upper(), tr("tribes_of_the_wind.keys.other")),
        (tr("tribes_of_the_wind.keys.letters"), tr("tribes_of_the_wind.keys.powers", powers=powers)),
    ]
