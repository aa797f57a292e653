"""Every bot the arena can seat: the shipped bots of ``ai.bots``, OpenSpiel's peers and the
scripted ``strategist`` of ``research.strategists``.

``ai.bots.make_bot`` knows only what the game ships; the OpenSpiel bots live here so that the
shipped package never imports OpenSpiel (and the bridge, which builds on ``ai.bots``, is not
imported back by it)."""

from __future__ import annotations

from ai import bots as shipped
from ai.bots import Bot, Knobs, as_budget
from ai.budget import Budget

OPENSPIEL_BOTS = ("openspiel_ismcts", "openspiel_mcts", "openspiel_ismcts_h", "openspiel_mcts_h")
# The scripted reference per title (research.strategists): it does not read our heuristic.
STRATEGIST = "strategist"
BOT_NAMES = (*shipped.BOT_NAMES, *OPENSPIEL_BOTS, STRATEGIST)
SEARCH_BOTS = shipped.SEARCH_BOTS


def make_bot(
    name: str, title_id: str, seed: int, budget: Budget | float | None = None, knobs: Knobs | None = None
) -> Bot:
    """A bot by name (``BOT_NAMES``): an OpenSpiel seat through the bridge, any other through
    ``ai.bots.make_bot``. OpenSpiel seats take their own knobs (``openspiel_bridge.PEER_KNOBS``)."""
    if name == STRATEGIST:
        if knobs:
            raise ValueError(f"{name} has no knobs ({', '.join(sorted(knobs))})")
        from research.strategists import Strategist

        return Strategist(name, title_id, seed)
    if name in OPENSPIEL_BOTS:
        from research.openspiel_bridge import make_openspiel_bot

        return make_openspiel_bot(name, title_id, seed, as_budget(budget, shipped.DEFAULT_SECONDS), knobs)
    return shipped.make_bot(name, title_id, seed, budget, knobs)
