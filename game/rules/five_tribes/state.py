"""The Five Tribes state: the engine contract of docs/contract.md."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.rules.base import Event
from game.rules.common import Plumbing
from game.rules.five_tribes import actions as A
from game.rules.five_tribes import djinns as D
from game.rules.five_tribes import hidden, saves
from game.rules.five_tribes.board import ADJACENT, TILE_NAMES
from game.rules.five_tribes.data import COLOUR_NAMES, DJINNS
from game.rules.five_tribes.flow import Flow
from game.rules.five_tribes.model import Step, Steps
from game.rules.five_tribes.scoring import score_breakdown, scores, winners

if TYPE_CHECKING:
    from game.rules.base import Title

STEP_NAMES = {step: step.name for step in Step}


class FiveTribesState(Plumbing, Flow):
    # Typed as the contract's Title so a FiveTribesState is a base.State for mypy.
    title: Title

    # ---- reading the position --------------------------------------------------------------------

    def current_player(self) -> int:
        return self.to_move

    def is_terminal(self) -> bool:
        return self.step == Steps.GAME_OVER

    def has_private(self, player: int) -> bool:
        """Spec 8: cards drawn face down (Sloar, Kandicha) stay private until they leave the hand;
        with flag ``hidden_gold`` every player's coins are private until the game ends."""
        holder = self.players[player]
        return holder.hidden > 0 or any(holder.private) or hidden.gold_is_private(self)

    # ---- changing it -----------------------------------------------------------------------------

    def apply(self, action: int) -> list[Event]:
        action = self.legal_id(action)
        self._legal = None
        self.history.append(action)
        events: list[Event] = []
        step = self.step
        if step == Steps.DROP:
            tile, colour = divmod(action - A.DROP, 5)
            self._on_drop(tile, colour, events)
        elif step == Steps.BID:
            self._on_bid(action - A.BID, events)
        elif step == Steps.KUMARBI:
            self._on_kumarbi(action - A.FAKIRS, events)
        elif A.USE_ECHIDNA <= action < A.PAY_ELDER:
            self._on_use(A.ACTION_PLAIN_POWER[action], -1, events)
        elif A.USE_ON_TILE <= action < A.USE_ECHIDNA:
            power, tile = A.tile_power_of(action)
            self._on_use(power, tile, events)
        elif step == Steps.START:
            if action == A.PASS:
                self._on_start_pass(events)
            else:
                self._on_pick(action - A.PICK, events)
        elif step == Steps.BUILD:
            self._on_build(action - A.FAKIRS, events)
        elif step == Steps.ASSASSIN:
            self._on_assassin(action - A.FAKIRS, events)
        elif step in (Steps.KILL, Steps.KILL2):
            if action == A.PASS:
                self._after_kills(events)
            else:
                self._on_kill(action, events)
        elif step == Steps.PLACE:
            self._place(self.turn.place_tile, events)
        elif step in (Steps.MARKET, Steps.MARKET2):
            if action == A.PASS:
                self.step = Steps.END
            else:
                self._on_market(action - A.MARKET, events)
        elif step == Steps.SACRED:
            if action == A.PASS:
                self.step = Steps.END
            else:
                self._on_sacred(action - A.DJINN, events)
        elif step == Steps.PAY:
            self._on_pay(action, events)
        elif step == Steps.KEEP:
            self._on_keep(action - A.DJINN, events)
        elif action == A.END:
            self._finish_turn(events)
        elif action == A.SELL:
            self._on_sell(events)
        else:
            self._on_sell_kind(action - A.SELL_KIND)
        return events

    def clone(self) -> FiveTribesState:
        twin = FiveTribesState.__new__(FiveTribesState)
        self.copy_plumbing(twin)
        twin.title = self.title
        twin.tile_kind = self.tile_kind
        twin.tile_vp = self.tile_vp
        twin.blue_around = self.blue_around
        twin.owner = self.owner.copy()
        twin.palms = self.palms.copy()
        twin.palaces = self.palaces.copy()
        twin.meeples = self.meeples.copy()
        twin.bag = self.bag.copy()
        twin.players = [p.copy() for p in self.players]
        twin.djinn_owner = self.djinn_owner.copy()
        twin.bid_track = self.bid_track.copy()
        twin.turn_spots = self.turn_spots.copy()
        twin.zero_queue = self.zero_queue.copy()
        twin.market = self.market.copy()
        twin.resource_pile = self.resource_pile.copy()
        twin.resource_discard = self.resource_discard.copy()
        twin.djinn_row = self.djinn_row.copy()
        twin.djinn_pile = self.djinn_pile.copy()
        twin.djinn_discard = self.djinn_discard.copy()
        twin.resource_universe = self.resource_universe
        twin.djinn_universe = self.djinn_universe
        twin.supply_palms = self.supply_palms
        twin.supply_palaces = self.supply_palaces
        twin.round = self.round
        twin.phase = self.phase
        twin.last_round = self.last_round
        twin.step = self.step
        twin.to_move = self.to_move
        twin.turn = self.turn.copy()
        return twin

    # ---- scoring ---------------------------------------------------------------------------------

    scores = scores
    score_breakdown = score_breakdown

    final_winners = winners

    # ---- notation --------------------------------------------------------------------------------

    def action_to_str(self, action: int) -> str:
        return A.action_to_str(action)

    notation_to_action = staticmethod(A.parse_notation)

    def explain_illegal(self, action: int) -> str:
        """Why an action is not legal here, in the game's words."""
        if not isinstance(action, int) or not 0 <= action < A.NUM_ACTIONS:
            return f"{action!r} is not an action id (0-{A.NUM_ACTIONS - 1})"
        text = A.action_to_str(action)
        step = self.step
        if step == Steps.GAME_OVER:
            return f"{text}: the game is over"
        if step == Steps.DROP and A.DROP <= action < A.FAKIRS:
            tile, colour = divmod(action - A.DROP, 5)
            turn = self.turn
            here, there = TILE_NAMES[turn.here], TILE_NAMES[tile]
            if tile not in ADJACENT[turn.here]:
                return f"{there} is not adjacent to {here}"
            if tile == turn.previous:
                return f"cannot step straight back from {here} to {there}"
            if not turn.hand[colour]:
                return f"there is no {COLOUR_NAMES[colour]} meeple in the hand"
            return f"{text} cannot be completed: the last meeple must land on a tile holding its colour"
        if step == Steps.START and A.PICK <= action < A.DROP:
            tile = action - A.PICK
            if not self.meeples[tile].any():
                return f"{TILE_NAMES[tile]} holds no meeples"
            return f"no complete legal move starts from {TILE_NAMES[tile]}"
        if A.USE_ON_TILE <= action < A.PAY_ELDER:
            djinn = A.ACTION_PLAIN_POWER.get(action, -1)
            if djinn < 0:
                djinn = A.tile_power_of(action)[0]
            name = DJINNS[djinn].name
            if not D.owns(self, self.to_move, djinn):
                return f"{text}: player p{self.to_move + 1} does not own {name}"
            if self.players[self.to_move].powers_used >> djinn & 1:
                return f"{text}: {name} was already used this {self._period()}"
            if not D.can_pay(self, self.to_move, DJINNS[djinn].cost):
                return f"{text}: cannot pay {name}'s cost ({DJINNS[djinn].cost})"
        legal = ", ".join(A.action_to_str(a) for a in self.legal_actions()[:12])
        return f"{text} is not legal at step {STEP_NAMES[step]}; legal: {legal}"

    why_illegal = explain_illegal

    def _period(self) -> str:
        return "turn" if self.flags.djinn_once_per == "marker_turn" else "round"

    # ---- hidden information and saves ------------------------------------------------------------

    observation = hidden.observation
    determinize = hidden.determinize
    determinizer = hidden.determinizer
    to_dict = saves.to_dict

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> FiveTribesState:
        return saves.from_dict(data)
