"""Resolving decisions and the automatic steps between them (spec sections 4 and 5).

``perform`` carries out one legal decision of the current phase; ``advance`` then resolves queued
steps until the next decision (or the end of the game).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.rules.base import Event
from game.rules.tribes_of_the_wind import actions as act
from game.rules.tribes_of_the_wind import events as ev
from game.rules.tribes_of_the_wind.board import EMPTY, Board
from game.rules.tribes_of_the_wind.data import (
    ELEMENTS,
    HAND_SIZE,
    MAX_VILLAGES,
    SPACES,
    Element,
    Features,
    Fx,
    Fxes,
    GameData,
    Powers,
)
from game.rules.tribes_of_the_wind.legal import (
    clean_block,
    plant_block,
    plant_cost,
    pollution_targets,
    temple_block,
)
from game.rules.tribes_of_the_wind.phase import Phases, Steps
from game.rules.tribes_of_the_wind.scoring import task_holds

if TYPE_CHECKING:
    from game.rules.tribes_of_the_wind.state import TotwState


def perform(state: TotwState, action: int, events: list[Event], forced: bool = False) -> None:
    """Carry out one legal decision; leaves ``state.phase`` at NONE when the phase is finished.
    ``forced``: the decision was the only legal one, taken by the engine (``TotwState.play``)."""
    phase = state.phase
    board = state.boards[state.seat]
    if phase == Phases.ACTION:
        if action < act.TEMPLE_ACTION:
            _play(state, board, action, events)
        elif action == act.TEMPLE_ACTION:
            state.phase = Phases.DISCARD
            state.counter = 2 if board.has(Powers.TEMPLE_KEEPER) else 3
            state.last_discard = 0
            events.append(ev.TempleActionTaken(state.seat, forced))
        else:
            _build_village(state, board, action - act.VILLAGE, events)
    elif phase == Phases.CLEAN:
        x = action - act.CLEAN
        board.pollution[x] -= 1
        state.counter -= 1
        events.append(ev.PollutionRemoved(state.seat, SPACES[x], 1))
        state.phase = Phases.NONE
        _clean(state, board, state.counter, events)
    elif phase == Phases.PLANT:
        if action != act.STOP:
            _plant(state, board, *divmod(action - act.PLANT, 12), events)
        else:
            events.append(ev.EffectSkipped(state.seat, "plant", "stopped"))
        state.phase = Phases.NONE
    elif phase == Phases.PLACE_TEMPLE:
        t, x = divmod(action - act.PLACE_TEMPLE, 12)
        board.temple[x] = t + 1
        events.append(ev.TempleBuilt(state.seat, t + 1, SPACES[x]))
        # 5.2: the temple's bonus resolves next, before the rest of the queue
        code, amount = state.data.temple_bonus[t]
        state.queue.insert(0, (code, amount))
        state.phase = Phases.NONE
    elif phase in (Phases.MOVE, Phases.CATAPULT):
        if action == act.STOP:
            effect = "catapult" if phase == Phases.CATAPULT else "move"
            # a stop the engine took itself: no rider had a move left to make
            events.append(
                ev.EffectSkipped(state.seat, effect, "no_move" if forced else "stopped", state.counter)
            )
            state.phase = Phases.NONE
            return
        a, b = divmod(action - act.MOVE, 13)
        _move_rider(state, board, a, b, phase == Phases.CATAPULT, events)
        state.counter -= 1
        if phase == Phases.CATAPULT or state.counter <= 0:
            state.phase = Phases.NONE
    elif phase == Phases.DISCARD:
        slot = action - act.DISCARD
        card = board.hand[slot - 1]
        board.hand[slot - 1] = EMPTY
        state.element_discard.append(card)
        events.append(ev.CardDiscarded(state.seat, slot, state.data.card_ids[card]))
        state.last_discard = slot
        state.counter -= 1
        if state.counter == 0:
            drawn = HAND_SIZE - board.hand_count()
            # 4.2.2: temple, its bonus, then a blind draw (a normal refill with wise_draw)
            refill = (Steps.REFILL, 0) if board.has(Powers.WISE_DRAW) else (Steps.BLIND_DRAW, drawn)
            state.queue = [(Steps.TEMPLE, 1), refill, (Steps.END_TURN, 0)]
            state.phase = Phases.NONE
    elif phase == Phases.SPARE:
        spared = action - act.SPARE
        events.append(ev.PollutionSpared(state.seat, SPACES[spared]))
        for y in pollution_targets(board, state.village_space):
            if y != spared:
                board.pollution[y] += 1
                events.append(ev.PollutionAdded(state.seat, SPACES[y]))
        state.phase = Phases.NONE
    elif phase == Phases.VILLAGE_CARD:
        _take_village_card(state, board, *divmod(action - act.VILLAGE_CARD, 6), events)
        state.phase = Phases.NONE
    elif phase == Phases.DRAW:
        _draw(state, board, action - act.DRAW, events)
        if board.hand_count() == HAND_SIZE:
            refill_element_row(state, events)
            state.phase = Phases.NONE
    elif phase == Phases.LEADER:
        power = action - act.LEADER
        board.powers.append(power)
        events.append(ev.LeaderCardTaken(state.seat, state.data.power_names[power]))
        state.phase = Phases.NONE
    if state.flags.task_check_any_time:
        note_tasks(state)


def note_tasks(state: TotwState) -> None:
    """9 ``task_check_any_time``: remember tasks met at any moment of the turn.

    Reading: checked at the start of the turn and after every decision; the automatic steps between
    two decisions only add water, riders, tiles or remove pollution, so nothing is missed between them.
    """
    for task in (0, 1):
        if not state.tasks_seen[task] and task_holds(state, state.seat, task):
            state.tasks_seen[task] = True


def advance(state: TotwState, events: list[Event]) -> None:
    """Resolve queued steps until a decision is needed or the game ends."""
    board = state.boards[state.seat]
    while state.phase == Phases.NONE:
        step, amount = state.queue.pop(0)
        if step == Steps.WATER:
            board.water += amount
            events.append(ev.WaterGained(state.seat, amount, board.water))
        elif step == Steps.CLEAN:
            # 2.5 purifier: every Pn removes n + 1
            removals = amount + (1 if board.has(Powers.PURIFIER) else 0)
            blocked = clean_block(state, board) if removals > 0 else None
            if blocked is not None:
                events.append(ev.EffectSkipped(state.seat, "clean", blocked))
            _clean(state, board, removals, events)
        elif step == Steps.PLANT:
            state.counter = amount
            blocked = plant_block(state, board)
            if blocked is None:
                state.phase = Phases.PLANT
            else:
                events.append(ev.EffectSkipped(state.seat, "plant", blocked))
        elif step == Steps.TEMPLE:
            blocked = temple_block(board)
            if blocked is None:
                state.phase = Phases.PLACE_TEMPLE
            else:
                events.append(ev.EffectSkipped(state.seat, "temple", blocked))
        elif step == Steps.MOVE:
            state.counter = amount
            state.phase = Phases.MOVE
        elif step == Steps.CATAPULT:
            state.counter = 1
            state.phase = Phases.CATAPULT
        elif step == Steps.POLLUTE:
            _pollute(state, board, amount, events)
        elif step == Steps.VILLAGE_CARD:
            state.phase = Phases.VILLAGE_CARD
        elif step == Steps.REFILL:
            if board.hand_count() < HAND_SIZE:
                state.phase = Phases.DRAW
            else:
                refill_element_row(state, events)
        elif step == Steps.BLIND_DRAW:
            for _ in range(amount):
                _draw(state, board, 4, events)
        elif step == Steps.END_TURN:
            _leader_check(state, board, events)
        elif step == Steps.LEADER:
            state.phase = Phases.LEADER
        else:
            next_turn(state, events)
            return


def _play(state: TotwState, board: Board, action: int, events: list[Event]) -> None:
    slot, hard = divmod(action - act.PLAY, 2)
    card = board.hand[slot]
    data = state.data
    board.hand[slot] = EMPTY
    state.element_discard.append(card)
    effects = list(data.card_rows[card][hard].effects)
    boosts = play_boosts(data, board, card, effects)
    # 2.5 rain_song / tailwind: +1 to the card's W or M, or a W1 / M1 of its own
    if "rain_song" in boosts:
        _add_to(effects, Fxes.WATER)
    if "tailwind" in boosts:
        _add_to(effects, Fxes.MOVE)
    events.append(
        ev.CardPlayed(state.seat, slot + 1, data.card_ids[card], "hard" if hard else "easy", boosts)
    )
    state.queue = [(int(code), amount) for code, amount in effects]
    state.queue += [(Steps.REFILL, 0), (Steps.END_TURN, 0)]
    state.phase = Phases.NONE


def play_boosts(
    data: GameData, board: Board, card: int, effects: Sequence[tuple[Fx, int]]
) -> tuple[str, ...]:
    """The leader powers of ``board``'s seat that change what it gets from playing the row of
    ``card`` whose printed effects are ``effects`` (2.5), named as ``CardPlayed.boosts`` names
    them: the play itself, and a client saying beforehand what a row will do, read them here."""
    boosts = _boosts(board, effects)
    element = data.card_element[card]
    if element == Element.BLUE and board.has(Powers.RAIN_SONG):
        boosts = ("rain_song", *boosts)
    if element == Element.YELLOW and board.has(Powers.TAILWIND):
        boosts = ("tailwind", *boosts)
    return boosts


def _boosts(board: Board, effects: Sequence[tuple[Fx, int]]) -> tuple[str, ...]:
    """The powers that change a card's printed ``Pn`` (purifier) or ``Fn`` (green_thumb), 2.5; each
    named once, as it changes every such effect of the card (g03's hard row plants twice)."""
    codes = {code for code, _ in effects}
    boosts: tuple[str, ...] = ()
    if Fxes.CLEAN in codes and board.has(Powers.PURIFIER):
        boosts += ("purifier",)
    if Fxes.PLANT in codes and board.has(Powers.GREEN_THUMB):
        boosts += ("green_thumb",)
    return boosts


def _add_to(effects: list[tuple[Fx, int]], code: Fx) -> None:
    for i, (c, amount) in enumerate(effects):
        if c == code:
            effects[i] = (c, amount + 1)
            return
    effects.append((code, 1))
    effects.sort(key=lambda e: e[0])


def _clean(state: TotwState, board: Board, removals: int, events: list[Event]) -> None:
    """4.3.1 and 5.2: remove at once when removals cover every removable token, else ask."""
    spaces = board.cleanable_spaces(state.flags.clean_anywhere)
    if removals <= 0 or not spaces:
        return
    removable = sum(board.pollution[x] for x in spaces)
    if removals >= removable:
        for x in spaces:
            events.append(ev.PollutionRemoved(state.seat, SPACES[x], board.pollution[x]))
            board.pollution[x] = 0
        return
    state.counter = removals
    state.phase = Phases.CLEAN


def _plant(state: TotwState, board: Board, source: int, x: int, events: list[Event]) -> None:
    data = state.data
    if source == act.DECK_SOURCE:
        tile = state.forest_stack.pop()
        where = "deck"
    else:
        tile = state.forest_market[source]
        where = f"market {source + 1}"
    paid = plant_cost(state, board, data.tile_cost[tile])
    board.water -= paid
    board.tile[x] = tile
    events.append(ev.ForestPlanted(state.seat, data.tile_ids[tile], SPACES[x], where, paid))
    if source != act.DECK_SOURCE:
        # 4.3.2: refill the emptied slot at once; with an empty stack it stays empty
        refill = state.forest_stack.pop() if state.forest_stack else EMPTY
        state.forest_market[source] = refill
        if refill != EMPTY:
            events.append(ev.MarketRefilled(source + 1, data.tile_ids[refill]))


def _move_rider(state: TotwState, board: Board, a: int, b: int, catapult: bool, events: list[Event]) -> None:
    if a == 0:
        board.capital -= 1
    else:
        board.riders[a - 1] -= 1
    if b == 0:
        board.capital += 1
    else:
        board.riders[b - 1] += 1
    events.append(ev.RiderMoved(state.seat, act.position_name(a), act.position_name(b), catapult))


def _build_village(state: TotwState, board: Board, x: int, events: list[Event]) -> None:
    """4.4.1 now; the rest of 4.4 is queued."""
    data = state.data
    need = board.village_need(x, data, board.has(Powers.LIGHT_FOOTED))
    board.riders[x] -= need
    board.capital += need
    board.village[x] = True
    board.villages += 1
    events.append(ev.VillageBuilt(state.seat, SPACES[x], data.tile_ids[board.tile[x]], need, board.villages))
    if board.villages == MAX_VILLAGES and state.end_round < 0:
        state.end_round = state.round
        state.end_token = state.seat
        events.append(ev.EndTriggered(state.seat, state.round))
    feature = data.tile_feature[board.tile[x]]
    queue: list[tuple[int, int]] = []
    if feature != Features.TURBINE:
        queue.append((Steps.POLLUTE, x))
    if feature == Features.WATER:
        queue.append((Steps.WATER, 2))
    elif feature == Features.CATAPULT:
        queue.append((Steps.CATAPULT, 1))
    queue.append((Steps.VILLAGE_CARD, 0))
    if board.has(Powers.HOMECOMING):
        queue.append((Steps.MOVE, 2))
    queue += [(Steps.REFILL, 0), (Steps.END_TURN, 0)]
    state.queue = queue
    state.village_space = x
    state.phase = Phases.NONE


def _pollute(state: TotwState, board: Board, x: int, events: list[Event]) -> None:
    """4.4.2: each adjacent space without a tile gets a token (clean_builder spares one of them)."""
    targets = pollution_targets(board, x)
    # Reading of 2.5 clean_builder: sparing can never hurt, so the choice is compulsory (no stop).
    if targets and board.has(Powers.CLEAN_BUILDER):
        state.phase = Phases.SPARE
        return
    for y in targets:
        board.pollution[y] += 1
        events.append(ev.PollutionAdded(state.seat, SPACES[y]))


def _take_village_card(state: TotwState, board: Board, i: int, k: int, events: list[Event]) -> None:
    """4.4.4: use the card now or tuck it (replacing one when 4 are tucked), then refill the row."""
    data = state.data
    card = state.village_row[i]
    state.village_row[i] = EMPTY
    if k == act.VC_NOW:
        state.village_discard.append(card)
        code, amount = data.village_effect[card]
        state.queue.insert(0, (int(code), amount))
        boosts = _boosts(board, [(code, amount)])
        events.append(ev.VillageCardTaken(state.seat, data.village_ids[card], "now", 0, "", boosts))
    else:
        if k == act.VC_TUCK:
            slot = board.tucked.index(EMPTY)
            replaced = ""
        else:
            slot = k - 2
            old = board.tucked[slot]
            state.village_discard.append(old)
            replaced = data.village_ids[old]
        board.tucked[slot] = card
        events.append(ev.VillageCardTaken(state.seat, data.village_ids[card], "tuck", slot + 1, replaced))
    if not state.village_deck and state.village_discard:
        pile = state.village_discard
        order = state.rng.permutation(len(pile))
        state.village_deck = [pile[j] for j in order]
        state.village_discard = []
        events.append(ev.DeckShuffled("village", len(state.village_deck)))
    if state.village_deck:
        state.village_row[i] = state.village_deck.pop()
        events.append(ev.VillageRowRefilled(i + 1, data.village_ids[state.village_row[i]]))


def _reshuffle_elements(state: TotwState, events: list[Event]) -> None:
    """4.5: whenever the deck is empty, the discard pile is shuffled into a new deck."""
    if state.element_deck or not state.element_discard:
        return
    pile = state.element_discard
    order = state.rng.permutation(len(pile))
    state.element_deck = [pile[j] for j in order]
    state.element_discard = []
    events.append(ev.DeckShuffled("element", len(state.element_deck)))


def _draw(state: TotwState, board: Board, source: int, events: list[Event]) -> None:
    """4.5: one card from the row (lowest slot of that element) or the deck, to the lowest empty slot."""
    if source == 4:
        _reshuffle_elements(state, events)
        card = state.element_deck.pop()
        where = "deck"
        _reshuffle_elements(state, events)
    else:
        row = state.element_row
        i = next(j for j, c in enumerate(row) if c != EMPTY and state.element_of(c) == source)
        card = row[i]
        row[i] = EMPTY
        where = f"row {i + 1}"
    slot = board.hand.index(EMPTY)
    board.hand[slot] = card
    name = state.data.card_ids[card] if card < 80 else "?"
    events.append(ev.CardDrawn(state.seat, slot + 1, where, ELEMENTS[state.element_of(card)], name))


def refill_element_row(state: TotwState, events: list[Event]) -> None:
    """4.5: only after the last draw are empty row slots refilled from the deck, in slot order."""
    row = state.element_row
    for i in range(len(row)):
        if row[i] == EMPTY:
            _reshuffle_elements(state, events)
            row[i] = state.element_deck.pop()
            _reshuffle_elements(state, events)
            events.append(ev.ElementRowRefilled(i + 1, ELEMENTS[state.element_of(row[i])]))


def _leader_check(state: TotwState, board: Board, events: list[Event]) -> None:
    """4.6: each unfinished task met now (or, by flag, earlier this turn) earns a leader card."""
    earned = 0
    for task in (0, 1):
        if board.tasks_done[task]:
            continue
        if state.tasks_seen[task] or task_holds(state, state.seat, task):
            board.tasks_done[task] = True
            earned += 1
            events.append(ev.LeaderTaskCompleted(state.seat, ("path", "unique")[task]))
    state.queue = [(int(Steps.LEADER), 0)] * earned + [(int(Steps.NEXT_TURN), 0)]


def next_turn(state: TotwState, events: list[Event]) -> None:
    """4.1 and 4.7: the next seat, the next round, or the end of the game."""
    if state.seat == state.num_players - 1:
        flags = state.flags
        if state.end_round >= 0:
            # 4.7: the round limit applies only while the end is not triggered, so an end triggered in
            # the last allowed round still gets its extra round.
            over = state.round >= state.end_round + (1 if flags.final_round else 0)
        else:
            over = bool(flags.round_limit) and state.round >= flags.round_limit
        if over:
            state.phase = Phases.GAME_OVER
            state.queue = []
            events.append(ev.GameEnded(tuple(state.scores()), tuple(state.winners())))
            return
        state.round += 1
        state.seat = 0
    else:
        state.seat += 1
    start_turn(state, events)


def start_turn(state: TotwState, events: list[Event]) -> None:
    state.phase = Phases.ACTION
    state.queue = []
    state.counter = 0
    state.village_space = -1
    state.tasks_seen = [False, False]
    events.append(ev.TurnStarted(state.seat, state.round, reveals=state.has_private(state.seat)))
    if state.flags.task_check_any_time:
        note_tasks(state)
