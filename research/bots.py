"""Every bot the arena can seat: the shipped bots of ``ai.bots``, OpenSpiel's peers and the
scripted ``strategist`` of ``research.strategists``.

``ai.bots.make_bot`` knows only what the game ships; the OpenSpiel bots live here so that the
shipped package never imports OpenSpiel (and the bridge, which builds on ``ai.bots``, is not
imported back by it)."""

from __future__ import annotations

from ai import bots as shipped
from ai.bots import Bot, Choice, ChoiceStats, Knobs, StatelessBot, as_budget
from ai.budget import Budget
from ai.heuristics import Heuristic, heuristic_for
from ai.search import Progress, StopCheck
from game.rules.base import State

OPENSPIEL_BOTS = ("openspiel_ismcts", "openspiel_mcts", "openspiel_ismcts_h", "openspiel_mcts_h")
# The scripted reference per title (research.strategists): it does not read our heuristic.
STRATEGIST = "strategist"
# The title's playout policy alone, as a seat: what the shared knowledge plays without a search.
POLICY = "policy"
BOT_NAMES = (*shipped.BOT_NAMES, *OPENSPIEL_BOTS, STRATEGIST, POLICY)
SEARCH_BOTS = shipped.SEARCH_BOTS


def make_bot(
    name: str, title_id: str, seed: int, budget: Budget | float | None = None, knobs: Knobs | None = None
) -> Bot:
    """A bot by name (``BOT_NAMES``): an OpenSpiel seat through the bridge, any other through
    ``ai.bots.make_bot``. OpenSpiel seats take their own knobs (``openspiel_bridge.PEER_KNOBS``)."""
    if name == POLICY:
        search, clock, constants, others = shipped.split_knobs(knobs)
        unused = sorted([*search, *clock, *others])
        if unused:
            raise ValueError(f"{name} takes only heuristic constants, not {', '.join(unused)}")
        return PolicyBot(name, heuristic_for(title_id, constants), seed)
    if name == STRATEGIST:
        if knobs:
            raise ValueError(f"{name} has no knobs ({', '.join(sorted(knobs))})")
        from research.strategists import Strategist

        return Strategist(name, title_id, seed)
    if name in OPENSPIEL_BOTS:
        from research.openspiel_bridge import make_openspiel_bot

        return make_openspiel_bot(name, title_id, seed, as_budget(budget, shipped.DEFAULT_SECONDS), knobs)
    return shipped.make_bot(name, title_id, seed, budget, knobs)


class PolicyBot(StatelessBot):
    """The title's playout policy (``Heuristic.rollout_action``) on a determinization of the
    seat's view: the knowledge the search and the fair peers share, measured without a search
    (docs/bots-tribes-of-the-wind.md)."""

    def __init__(self, name: str, heuristic: Heuristic, seed: int) -> None:
        super().__init__(name, seed)
        self.heuristic = heuristic

    def choose(
        self, state: State, player: int, stop: StopCheck | None = None, progress: Progress | None = None
    ) -> Choice:
        world, legal = self.world(state, player)
        if len(legal) == 1:
            return Choice(legal[0], ChoiceStats("forced"))
        return Choice(self.heuristic.rollout_action(world, self.rng), ChoiceStats("policy"))
