"""The log in words, built from the engine's events. A drawn card's front is private (spec 8): the
log names only where it came from and its element.

Cards and tiles are named by what a person sees in them, never by a data code: an element card by
its colour and what the played row does ("a red card, easy row: −2 pollution"; a discarded
card by its colour; the accusative adjective of ``element.*.adj_acc``), a village card by its goal or its effect, a forest tile by its colour and
kind ("a purple forest tile" / "фіолетову плитку лісу"). The events keep the bare codes: the saved
log and the notation are written from them, not from these words."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypedDict

from game.client.table.view_types import Amend, LogWriter
from game.client.tribes_of_the_wind.words import ELEMENT_KEYS, effect_text, t
from game.client.tribes_of_the_wind.words_board import power_name
from game.rules.base import Event
from game.rules.tribes_of_the_wind.data import COLOURS, ELEMENTS, Effect, Fx, Power, game_data
from game.rules.tribes_of_the_wind.state import TotwState
from game.rules.tribes_of_the_wind.turn import play_boosts

# The log's short words for an effect ("+3 water", "−2 pollution", "a catapult"): the card's own
# words ("remove 2 pollution", "catapult one rider to any of your tiles") run a card-play line to
# two or three rows of the log, and "your tiles" is wrong about a bot.
_FX_KEYS = {
    Fx.WATER: "water",
    Fx.CLEAN: "clean",
    Fx.MOVE: "move",
    Fx.PLANT: "plant",
    Fx.TEMPLE: "temple",
    Fx.CATAPULT: "catapult",
}


def effect_words(effect: Effect) -> str:
    code, amount = effect
    if code == Fx.PLANT and amount == 0:
        return t("log.fx.plant_full")
    if code in (Fx.TEMPLE, Fx.CATAPULT):
        return t(f"log.fx.{_FX_KEYS[code]}")
    return t(f"log.fx.{_FX_KEYS[code]}", count=amount)


# What each leader power adds to (rules 2.5): the events name the powers a play had, the card's
# printed row does not show them.
_BOOSTED = {"rain_song": Fx.WATER, "tailwind": Fx.MOVE, "purifier": Fx.CLEAN, "green_thumb": Fx.PLANT}


def gives_words(
    effects: Sequence[Effect], boosts: Sequence[str] = (), wording: Callable[[Effect], str] = effect_words
) -> str:
    """What a play gives, each effect a power adds to with its part named ("3 moves (2 + 1 from
    Tailwind)"); rain_song and tailwind on a card without water or moves add an effect of their own
    ("+1 water (Rain song)"). The log showed the printed "2 moves" where the prompt said "3 moves
    left". ``wording``: each effect's words, the log's short ones unless told (the hint's step
    names a row in the tooltip's words, ``effect_text``)."""
    by_code = {_BOOSTED[b]: b for b in boosts}
    listed: list[tuple[Fx, int, str]] = [(code, amount, by_code.get(code, "")) for code, amount in effects]
    printed = {code for code, _ in effects}
    listed += [(code, 0, power) for code, power in by_code.items() if code not in printed]
    listed.sort(key=lambda e: e[0])  # as the engine adds them (turn._add_to)
    words = []
    for code, amount, power in listed:
        if not power:
            words.append(wording((code, amount)))
            continue
        name = power_name(Power[power.upper()])
        gives = wording((code, amount + 1))
        words.append(
            t("log.boosted", gives=gives, base=amount, power=name)
            if amount
            else t("log.boost_own", gives=gives, power=name)
        )
    return ", ".join(words)


def played_row_gist(state: TotwState, card: int, row: int) -> str:
    """What one row of ``card`` does when the seat to move plays it, in the tooltip's words: the
    printed effects with the seat's leader powers added and named as the log names them ("3 rider
    moves (2 + 1 from Tailwind)"). The hint's step read the printed row ("2 rider moves") where the
    play gave 3."""
    effects = state.data.card_rows[card][row].effects
    boosts = play_boosts(state.data, state.boards[state.seat], card, effects)
    return gives_words(effects, boosts, effect_text)


class CardWords(TypedDict):
    """The placeholders naming an element card in a log line. A TypedDict, not ``dict[str, str]``:
    spread into ``t(key, count=None, **values)``, a plain dict could (for mypy) fill ``count``."""

    element: str
    gives: str


def _colour(card_id: str) -> str:
    """An element card's colour as the object of a verb ("червону")."""
    data = game_data()
    return t(f"element.{ELEMENT_KEYS[data.card_element[data.card_ids.index(card_id)]]}.adj_acc")


def _element_colour(element: str) -> str:
    """A drawn card's colour as the object of a verb: "бере червону карту з колоди" fits a log row
    where "бере карту з колоди: червона (вогонь)" took two."""
    return t(f"element.{ELEMENT_KEYS[ELEMENTS.index(element)]}.adj_acc")


def _card(card_id: str, row: str, boosts: Sequence[str] = ()) -> CardWords:
    """The words naming a played element card in a log line: its colour and what the played row
    does with the player's powers (a one-row card's only row is its easy row)."""
    data = game_data()
    card = data.card_ids.index(card_id)
    effects = data.card_rows[card][min(int(row == "hard"), len(data.card_rows[card]) - 1)].effects
    return CardWords(element=_colour(card_id), gives=gives_words(effects, boosts))


def one_row(card_id: str) -> bool:
    """A card with one row: the engine plays it as its easy row, but there is no choice of rows,
    so its words name none."""
    data = game_data()
    return len(data.card_rows[data.card_ids.index(card_id)]) == 1


def tile_object(tile_id: str) -> str:
    """A planted tile as the object of "plants": its colour and kind, not its code."""
    data = game_data()
    tile = data.tile_ids.index(tile_id)
    colour = t(f"colour_acc.{COLOURS[data.tile_colour[tile]]}")
    kind = "log.tile_start" if tile >= data.num_forest_tiles else "log.tile_forest"
    return t(kind, colour=colour)


def _from(position: str) -> str:
    """Where a rider leaves from, with its preposition ("зі столиці", "з a1"; an arrow,
    "столиця » a1", wraps the "» a1" to a line of its own)."""
    return t("words.from_capital") if position == "cap" else t("words.from_space", space=position)


def _to(position: str) -> str:
    return t("words.to_capital") if position == "cap" else t("words.to_space", space=position)


class TotwLogWriter(LogWriter):
    def __init__(self, name: Callable[[int], str]) -> None:
        super().__init__(name)
        # The riders of one move flying the same way, each its own action (rules 4.3.3): one line
        # for them all, rewritten as the run grows. (player, origin, destination) and how many.
        self._run: tuple[int, str, str] | None = None
        self._flown = 0
        # The pollution one village puts on its neighbours (one event a token, rules 4.4): one line
        # for the action, rewritten as tokens fall. (player, spaces so far).
        self._smog: tuple[int, list[str]] | None = None

    def interrupted(self) -> None:
        self._run = None
        self._smog = None

    def describe(self, event: Event) -> str | Amend | None:
        line = self._describe(event)
        kind = getattr(event, "kind", "")
        if line is not None and kind != "rider_moved":
            self._run = None  # another line came between: the next rider starts a new one
        if line is not None and kind != "pollution_added":
            self._smog = None
        return line

    def _pollute(self, e: Any, who: str) -> str | Amend:
        if self._smog is not None and self._smog[0] == e.player:
            spaces = self._smog[1]
            spaces.append(e.space)
            return Amend(t("log.polluted_many", count=len(spaces), name=who, spaces=", ".join(spaces)))
        self._smog = (e.player, [e.space])
        return t("log.polluted", name=who, space=e.space)

    def _fly(self, e: Any, who: str) -> str | Amend:
        origin, destination = _from(e.origin), _to(e.destination)
        if e.catapult:
            self._run = None
            return t("log.catapulted", name=who, origin=origin, destination=destination)
        run = (e.player, e.origin, e.destination)
        if run == self._run:
            self._flown += 1
            return Amend(
                t("log.moved_many", count=self._flown, name=who, origin=origin, destination=destination)
            )
        self._run, self._flown = run, 1
        return t("log.moved", name=who, origin=origin, destination=destination)

    def _describe(self, event: Event) -> str | Amend | None:
        kind = getattr(event, "kind", "")
        e: Any = event
        who = self.name(getattr(e, "player", -1)) if getattr(e, "player", -1) >= 0 else ""
        if kind == "turn_started":
            return t("log.turn", name=who, round=e.round)
        if kind == "card_played":
            words = _card(e.card, e.row, e.boosts)
            if one_row(e.card):  # no easy or hard row to name: the card has no other
                return t("log.played_one", name=who, **words)
            return t("log.played", name=who, row=t(f"log.row_{e.row}"), **words)
        if kind == "temple_action_taken":
            return t("log.temple_forced" if e.forced else "log.temple_action", name=who)
        if kind == "card_discarded":
            # The colour only: both rows' effects ran to three lines in Ukrainian for one discard
            # of the temple action; the discard pile's tooltip gives the last card in full.
            return t("log.discarded", name=who, element=_colour(e.card))
        if kind == "card_drawn":
            source = t("log.from_deck") if e.source == "deck" else t("log.from_row")
            return t("log.drew", name=who, element=_element_colour(e.element), source=source)
        if kind == "deck_shuffled":
            return t("log.shuffled_" + e.pile, count=e.size)
        if kind == "water_gained":
            return t("log.water", name=who, count=e.amount, total=e.total)
        if kind == "pollution_removed":
            return t("log.cleaned", name=who, space=e.space, count=e.count)
        if kind == "pollution_added":
            return self._pollute(e, who)
        if kind == "pollution_spared":
            return t("log.spared", name=who, space=e.space)
        if kind == "forest_planted":
            return t("log.planted", name=who, tile=tile_object(e.tile), space=e.space, count=e.paid)
        if kind == "temple_built":
            return t("log.temple", name=who, n=e.temple, space=e.space)
        if kind == "rider_moved":
            return self._fly(e, who)
        if kind == "village_built":
            return t("log.village", name=who, space=e.space, count=e.villages)
        if kind == "end_triggered":
            return t("log.end_triggered", name=who, round=e.round)
        if kind == "village_card_taken":
            data = game_data()
            card = data.village_ids.index(e.card)
            if e.use == "now":  # the card is named by what it does now, a tucked one by its goal
                return t("log.card_now", name=who, what=gives_words([data.village_effect[card]], e.boosts))
            return t("log.card_tucked", name=who, goal=t(f"goal_short.{data.village_goal[card]}"))
        if kind == "leader_task_completed":
            return t("log.task", name=who, task=t(f"log.task_{e.task}"))
        if kind == "leader_card_taken":
            return t("log.leader_card", name=who, power=power_name(Power[e.power.upper()]))
        if kind == "effect_skipped":
            # an effect that did nothing would otherwise leave no line: a plant with no clean
            # space read as if the card had been played for its water alone
            key = f"log.skipped.{e.effect}_{e.reason}"
            return t(key, name=who, count=e.left) if e.effect == "move" else t(key, name=who)
        if kind == "game_ended":
            names = ", ".join(self.name(p) for p in e.winners)
            return t("log.game_ended", names=names)
        return None
