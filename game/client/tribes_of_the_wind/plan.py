"""The hint's plan on the Tribes of the Wind table: where a step's target is, what its disc keeps
clear of, and words for the pieces a plan or a preview moves (docs/hint.md)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import cast

import numpy as np
import pygame

from game.client.text import tr
from game.client.tribes_of_the_wind import layout as L
from game.client.tribes_of_the_wind.discards import discard_lines
from game.client.tribes_of_the_wind.logwords import gives_words
from game.client.tribes_of_the_wind.questions import option_label
from game.client.tribes_of_the_wind.rows import card_row_rects, row_labels, shown_marks
from game.client.tribes_of_the_wind.words import effect_text
from game.rules.base import State
from game.rules.outcome import Tally, apply_forced
from game.rules.tribes_of_the_wind import TotwState
from game.rules.tribes_of_the_wind import actions as act
from game.rules.tribes_of_the_wind.board import EMPTY
from game.rules.tribes_of_the_wind.data import Fx
from game.rules.tribes_of_the_wind.phase import Phase
from game.rules.tribes_of_the_wind.turn import play_boosts

ROW_WORDS = 0.7  # of a card row's width from its left: its icons and words (the disc goes right of them)
VILLAGE_WORDS = 0.7  # of a village card's height from its top: its value, goal words and mark


def plan_target(state: TotwState, action: int) -> pygame.Rect | None:
    """A card row of the hand, a space of the seat's board, a hand card to discard, a card of the
    element or village row, the deck. None for a button's step (temple, stop, a leader's power)."""
    seat = state.current_player()
    geom = L.board_geoms(state.num_players)[seat]
    if act.PLAY <= action < act.TEMPLE_ACTION:
        slot, hard = divmod(action - act.PLAY, 2)
        card = state.boards[seat].hand[slot]
        if card == EMPTY or card >= len(state.data.card_rows):
            return None
        rows = card_row_rects(L.holder_rect(slot), len(state.data.card_rows[card]))
        return rows[min(hard, len(rows) - 1)]
    if act.VILLAGE <= action < act.DISCARD + 1:
        return geom.space(action - act.VILLAGE)
    if act.DISCARD < action < act.PLACE_TEMPLE:
        return L.holder_rect(action - act.DISCARD - 1)
    if act.PLACE_TEMPLE <= action < act.CLEAN:
        return geom.space((action - act.PLACE_TEMPLE) % 12)
    if act.CLEAN <= action < act.PLANT:
        return geom.space(action - act.CLEAN)
    if act.PLANT <= action < act.MOVE:
        return geom.space((action - act.PLANT) % 12)
    if act.MOVE <= action < act.STOP:
        return geom.position((action - act.MOVE) % 13)
    if act.SPARE <= action < act.VILLAGE_CARD:
        return geom.space(action - act.SPARE)
    if act.VILLAGE_CARD <= action < act.DRAW:
        return L.village_row_rect((action - act.VILLAGE_CARD) // 6)
    if act.DRAW <= action < act.DRAW_DECK:
        for slot, card in enumerate(state.element_row):
            if card != EMPTY and act.draw(state.element_of(card)) == action:
                return L.element_row_rect(slot)
        return None
    if action == act.DRAW_DECK:
        return L.deck_rect()
    return None


def on_board(action: int) -> bool:
    """Whether ``action`` is about a space or the capital of the seat's board (a village, a
    temple, a cleaning, a planting, a rider's move): the plan's route joins those steps' discs,
    the way the riders go, and leaves out the cards (a hand card played or discarded, a card
    drawn or taken from a row), where a line between two cards shows no way and ran over the
    cards' rows."""
    return (
        act.VILLAGE <= action <= act.DISCARD
        or act.PLACE_TEMPLE <= action < act.STOP
        or act.SPARE <= action < act.VILLAGE_CARD
    )


def plan_keep_clear(state: TotwState, rect: pygame.Rect, names: Sequence[str] = ()) -> list[pygame.Rect]:
    """On a card row: its tag, requirement, effects and tick as drawn (``rows.row_labels``; the
    row's left part when the card is not known). On a whole hand card (a discard): its band (colour
    and slot number) and every row's words. On a village card: its goal's words and value (all but
    the bottom right, beside its cost). On the deck, a row card, a market tile or the stack, a
    capital: the numbers and symbols drawn on it and what lies around it (``rows.shown_marks``,
    a capital's name line by ``names``), so a disc never hides the
    deck's count or a tile's cost (it sat on them, at their centres)."""
    for slot in range(5):
        if L.holder_rect(slot) == rect:  # a discard: the whole card
            return _hand_card_marks(state, slot)
        holder = L.holder_rect(slot)
        if holder.contains(rect) and rect.height < L.HOLDER_CARD[1] // 2:
            seat = state.current_player()
            card = state.boards[seat].hand[slot] if seat >= 0 else EMPTY
            if card != EMPTY and card < len(state.data.card_rows):
                rows = state.data.card_rows[card]
                areas = card_row_rects(holder, len(rows))
                if rect in areas:
                    k = areas.index(rect)
                    return row_labels(rows[k], rect, k, len(rows))
            return [pygame.Rect(rect.x, rect.y, int(rect.width * ROW_WORDS), rect.height)]
    if any(L.village_row_rect(i) == rect for i in range(len(state.village_row))):
        bottom = rect.y + int(rect.height * VILLAGE_WORDS)
        return [
            pygame.Rect(rect.x, rect.y, rect.width, bottom - rect.y),
            pygame.Rect(rect.x, bottom, rect.width // 2, rect.bottom - bottom),
        ]
    return shown_marks(state, rect, names)


def _hand_card_marks(state: TotwState, slot: int) -> list[pygame.Rect]:
    holder = L.holder_rect(slot)
    band = pygame.Rect(holder.x, holder.y, holder.width, L.holder_band(slot).bottom - holder.y)
    seat = state.current_player()
    card = state.boards[seat].hand[slot] if seat >= 0 else EMPTY
    if card == EMPTY or card >= len(state.data.card_rows):
        return [band]
    rows = state.data.card_rows[card]
    areas = card_row_rects(holder, len(rows))
    return [band] + [r for k, area in enumerate(areas) for r in row_labels(rows[k], area, k, len(rows))]


def event_words(tally: Tally) -> str | None:
    """A village card taken has no words: only its own buttons take one, and they say so (the
    box led with "takes a village card" over what the card gives)."""
    count = tally.pieces
    if tally.kind == "pollution_removed":
        return tr("tribes_of_the_wind.plan.cleaned", count=count)
    if tally.kind == "water_gained":
        return tr("tribes_of_the_wind.plan.water", count=count)
    if tally.kind == "temple_built":
        return tr("tribes_of_the_wind.plan.temple")
    if tally.kind == "village_built":
        return tr("tribes_of_the_wind.plan.village")
    # A planted forest and a rider's move carry no count, so their pieces are their events; a
    # plan's reason hands over only the pieces (ai.plan.reason_parts), one Tally for the line.
    if tally.kind == "forest_planted":
        return tr("tribes_of_the_wind.plan.forest", count=tally.pieces)
    if tally.kind == "rider_moved":
        return tr("tribes_of_the_wind.plan.riders", count=tally.pieces)
    if tally.kind == "pollution_added":
        return tr("tribes_of_the_wind.plan.polluted", count=count)
    if tally.kind == "leader_task_completed":
        return tr("tribes_of_the_wind.plan.leader")
    return None


# A temple's bonus that waits on the seat's choice (4 moves, remove 5 pollution, a free forest):
# its decisions, searched for the most points they can give, within this many applies.
BONUS_BUDGET = 600
BONUS_PHASES = (Phase.CLEAN, Phase.PLANT, Phase.MOVE)
PREVIEW_SEED = 0


@dataclass(slots=True)
class Bonuses:
    """The game's own hover lines of one position (a temple bonus, a card row's choices, a
    discard's companions; the hover asks every frame)."""

    key: tuple[int, int] | None = None
    found: dict[int | str, list[str]] = field(default_factory=dict)

    def choice(self, state: TotwState, key: str) -> list[str]:
        """A first choice's lines (a row card: ``row_card_lines``), kept like the actions'."""
        self.fresh(state)
        if key not in self.found:
            slot = int(key.split(":", 1)[1]) - 1 if key.startswith("village_row:") else -1
            self.found[key] = row_card_lines(state, slot) if slot >= 0 else []
        return self.found[key]

    def fresh(self, state: TotwState) -> None:
        """Forget the last position's answers when ``state`` is a new one."""
        key = (id(state), len(state.history))
        if key != self.key:
            self.key, self.found = key, {}

    def get(self, state: TotwState, action: int) -> list[str]:
        self.fresh(state)
        if action not in self.found:
            if act.VILLAGE_CARD <= action < act.DRAW:
                self.found[action] = village_card_lines(state, action)
            elif act.PLAY <= action < act.TEMPLE_ACTION:
                self.found[action] = card_row_lines(state, action)
            elif act.DISCARD < action <= act.DISCARD + 5:
                self.found[action] = discard_lines(state, action)
            else:
                self.found[action] = temple_bonus_lines(state, action)
        return self.found[action]


def temple_bonus_lines(state: TotwState, action: int) -> list[str]:
    """A temple placement's bonus when the engine leaves it to the seat's choice (after the
    placement and its forced steps, applied on the seat's own view): what it is, and the most
    points its choices can give ("Then its bonus, your choice: remove 5 pollution (up to +5
    points)"). A bonus the engine resolves alone (4 water) is in the preview's pieces already."""
    if not act.PLACE_TEMPLE <= action < act.CLEAN:
        return []
    seat = state.current_player()
    if seat < 0 or action not in state.legal_actions():
        return []
    world = view_world(state, seat)
    world.apply(action)
    apply_forced(cast(State, world), seat)
    if world.is_terminal() or world.current_player() != seat or world.phase not in BONUS_PHASES:
        return []
    temple = (action - act.PLACE_TEMPLE) // 12
    what = effect_text(state.data.temple_bonus[temple])
    return [searched_line("bonus", best_bonus(world, seat), what=what)]


def card_row_lines(state: TotwState, action: int) -> list[str]:
    """A card row's effects that wait on the seat's choices (rider moves, a forest, cleaning),
    and the most points they can give ("Then your choice: 4 rider moves (up to +3 points)"): the
    preview's pieces are what the engine resolves alone (1 water), and a row of 1 water and 4
    moves read "+1 water" only. Read as a village card's "use now" is (``_use_now_best``)."""
    seat = state.current_player()
    if seat < 0 or action not in state.legal_actions():
        return []
    slot, hard = divmod(action - act.PLAY, 2)
    card = state.boards[seat].hand[slot]
    if card == EMPTY or card >= len(state.data.card_rows):
        return []
    printed = state.data.card_rows[card][hard].effects
    choices = [fx for fx in printed if fx[0] != Fx.WATER]
    # the seat's powers as the play adds them (Tailwind's move; Rain song's water resolves alone)
    boosts = [b for b in play_boosts(state.data, state.boards[seat], card, printed) if b != "rain_song"]
    if not choices and not boosts:
        return []
    world = view_world(state, seat)
    world.apply(action)
    # the row's effects run before what the queue holds (the rest of the turn)
    rest = len(world.queue)
    apply_forced(cast(State, world), seat)
    running = effect_running(rest)
    if world.is_terminal() or world.current_player() != seat or not running(world):
        return []
    what = gives_words(choices, boosts, effect_text)
    return [searched_line("effect", best_bonus(world, seat, going=running), what=what)]


def searched_line(kind: str, best: int | None, **words: str) -> str:
    """A choice's line with what the search of its decisions found: the most points they can
    give ("(up to +7 points)"), that none of them gives points now, or that they were too many
    ways to count within ``BONUS_BUDGET`` applies (3 rider moves often are): a line with no figure
    did not say which."""
    if best is None:
        return tr(f"tribes_of_the_wind.preview.{kind}_uncounted", None, **words)
    if best <= 0:
        return tr(f"tribes_of_the_wind.preview.{kind}_none", None, **words)
    return tr(f"tribes_of_the_wind.preview.{kind}_points", best, signed=f"+{best}", **words)


class _Spent(Exception):
    pass


def best_bonus(
    world: TotwState,
    seat: int,
    budget: int = BONUS_BUDGET,
    going: Callable[[TotwState], bool] | None = None,
) -> int | None:
    """The most points the seat's decisions of the bonus ``world`` waits on can give (each
    choice applied on a copy with its forced steps, to where the bonus is over: by default when
    the phase changes, else when ``going`` says so); None when more than ``budget`` applies would
    be needed. Cleaning is one token at a time in any order, so its choices are tried in one
    order only (each space at or after the last)."""
    phase = world.phase
    before = world.scores()[seat]
    spent = 0
    best = 0
    still = going if going is not None else (lambda at: at.phase == phase)

    def walk(at: TotwState, floor: int) -> None:
        nonlocal spent, best
        best = max(best, at.scores()[seat] - before)
        if at.is_terminal() or at.current_player() != seat or not still(at):
            return
        for choice in at.legal_actions():
            cleans = act.CLEAN <= choice < act.PLANT
            if cleans and choice < floor:
                continue
            spent += 1
            if spent > budget:
                raise _Spent
            nxt = at.clone()
            nxt.apply(choice)
            apply_forced(cast(State, nxt), seat)
            walk(nxt, choice if cleans else 0)

    try:
        walk(world, 0)
    except _Spent:
        return None
    return best


def effect_running(rest: int) -> Callable[[TotwState], bool]:
    """Whether a queued effect (a village card used now) still waits on the seat: its step was
    taken off the queue, leaving ``rest`` steps after it, and the steps it adds itself (a
    temple's bonus) sit before those; once a later step (a leader's extra moves, the refill)
    starts, the queue is shorter than ``rest``."""
    return lambda at: at.phase in EFFECT_PHASES and len(at.queue) >= rest


EFFECT_PHASES = (Phase.CLEAN, Phase.PLANT, Phase.MOVE, Phase.CATAPULT, Phase.PLACE_TEMPLE)


def view_world(state: TotwState, seat: int) -> TotwState:
    """The seat's view of ``state``, its hidden parts guessed with the preview's fixed seed (as
    ``game.client.table.preview`` does): nothing hidden is read."""
    return state.observation(seat).determinize(seat, np.random.default_rng(PREVIEW_SEED))


def village_card_lines(state: TotwState, action: int) -> list[str]:
    """A village card's "use now" or tuck, as the engine scores it on the seat's view: for "use
    now", the effect's choices and the most points they can give ("Then your choice: remove 3
    pollution (up to +4 points)"; what the engine resolves alone, 3 water, is in the preview's
    pieces already); for a tuck, what its goal gives at the end as things stand, and for a
    replacement, what the replaced card's goal gave."""
    seat = state.current_player()
    if seat < 0 or not act.VILLAGE_CARD <= action < act.DRAW or action not in state.legal_actions():
        return []
    slot, k = divmod(action - act.VILLAGE_CARD, 6)
    card = state.village_row[slot]
    if card == EMPTY:
        return []
    world = view_world(state, seat)
    if k == act.VC_NOW:
        return _use_now_lines(world, seat, action, card)
    lines = [_goal_line(world, seat, card, "tuck", goal_worth(world, seat, action))]
    if k != act.VC_TUCK:
        old = world.boards[seat].tucked[k - 2]
        lines.append(_goal_line(world, seat, old, "replaced", tucked_worth(world, seat, k - 2)))
    return lines


def row_card_lines(state: TotwState, slot: int) -> list[str]:
    """A row card hovered before its buttons: a short line of each use ("Use now: remove 3
    pollution (up to +7 points)", "Its goal, 4 green tiles: not met now (+3 points at the end
    if met)"), by the same engine answers as its buttons' previews; where a tuck must replace a
    tucked card, which one (the one giving up least) and what it gives up."""
    seat = state.current_player()
    legal = state.legal_actions() if seat >= 0 else []
    now = act.village_card(slot + 1, act.VC_NOW)
    if not 0 <= slot < len(state.village_row) or now not in legal:
        return []
    lines = [option_label(state, now)]
    waits, best = _use_now_best(view_world(state, seat), seat, now)
    if waits:
        lines = [searched_line("now", best, now=lines[0])]
    tucks = [a for a in legal if a - (a - act.VILLAGE_CARD) % 6 == now and a != now]
    if not tucks:
        return lines
    world = view_world(state, seat)
    card = state.village_row[slot]
    if now + act.VC_TUCK in tucks:
        lines.append(_goal_line(world, seat, card, "tuck", goal_worth(world, seat, now + act.VC_TUCK)))
        return lines
    # Every tuck puts it in place of a tucked card (4 tucked): the line names the one whose goal
    # gives up least now (of those, the fewest stars), as its own button says it; the goal line
    # alone did not say a card goes.
    board = world.boards[seat]

    def given_up(action: int) -> tuple[int, int, int]:
        k = (action - act.VILLAGE_CARD) % 6 - 2
        return tucked_worth(world, seat, k), world.data.village_stars[board.tucked[k]], k

    least = min(tucks, key=given_up)
    worth, _, k = given_up(least)
    lines.append(_goal_line(world, seat, card, "tuck", goal_worth(world, seat, least)))
    lines.append(
        _goal_line(world, seat, board.tucked[k], "replaced_least" if len(tucks) > 1 else "replaced", worth)
    )
    return lines


def _use_now_best(world: TotwState, seat: int, action: int) -> tuple[bool, int | None]:
    """Whether the card's effect, used now, waits on the seat's choices, and the most points
    they can give (None: the search passed its budget)."""
    world.apply(action)
    # the effect is first in the queue: what is left after it is the rest of the turn
    rest = len(world.queue) - 1
    apply_forced(cast(State, world), seat)
    running = effect_running(rest)
    if world.is_terminal() or world.current_player() != seat or not running(world):
        return False, None
    return True, best_bonus(world, seat, going=running)


def _use_now_lines(world: TotwState, seat: int, action: int, card: int) -> list[str]:
    waits, best = _use_now_best(world, seat, action)
    if not waits:
        return []
    what = effect_text(world.data.village_effect[card])
    return [searched_line("effect", best, what=what)]


def goal_worth(world: TotwState, seat: int, action: int) -> int:
    """The points a tuck's card scores at the end as things stand: the engine's village goals
    score after the tuck (on a copy) less what the card it replaces scored there."""
    k = (action - act.VILLAGE_CARD) % 6
    after = world.clone()
    after.apply(action)
    gained = after.score_breakdown(seat)["village_cards"] - world.score_breakdown(seat)["village_cards"]
    return gained + (tucked_worth(world, seat, k - 2) if k != act.VC_TUCK else 0)


def tucked_worth(world: TotwState, seat: int, slot: int) -> int:
    """The points the card tucked in ``slot`` scores at the end as things stand (the engine's
    village goals score with and without it)."""
    without = world.clone()
    without.boards[seat].tucked[slot] = EMPTY
    return world.score_breakdown(seat)["village_cards"] - without.score_breakdown(seat)["village_cards"]


def _goal_line(world: TotwState, seat: int, card: int, which: str, worth: int) -> str:
    goal = tr(f"tribes_of_the_wind.goal_short.{world.data.village_goal[card]}")
    if worth > 0:
        return tr(f"tribes_of_the_wind.preview.{which}_met", goal=goal, count=worth, signed=f"+{worth}")
    stars = world.data.village_stars[card]
    return tr(f"tribes_of_the_wind.preview.{which}_unmet", goal=goal, count=stars, signed=f"+{stars}")
