"""Legal actions per phase (spec section 5) and the reasons an action is not legal."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.tribes_of_the_wind import actions as act
from game.rules.tribes_of_the_wind.board import EMPTY, Board
from game.rules.tribes_of_the_wind.data import (
    ADJACENT,
    ELEMENTS,
    HAND_SIZE,
    MAX_VILLAGES,
    NUM_SPACES,
    SPACES,
    TUCK_LIMIT,
    Fxes,
    Power,
    Powers,
)
from game.rules.tribes_of_the_wind.phase import Phases
from game.rules.tribes_of_the_wind.requirements import holds, holds_with_shapeshifter

if TYPE_CHECKING:
    from game.rules.tribes_of_the_wind.state import TotwState

HIDDEN = 80  # hidden card codes: 80 + element, or HIDDEN_ANY when even the element is unknown
HIDDEN_ANY = 84


Counts = tuple[list[int], list[int], list[int], list[int]]  # you, n1, n2, table


def element_view(state: TotwState, player: int) -> Counts:
    """2.2: element counts of your holder, your two neighbours and the table."""
    n1, n2 = state.neighbours(player)
    return state.element_counts(state.boards[player].hand), n1, n2, state.table_counts()


def playable_rows(state: TotwState, player: int, slot: int, view: Counts | None = None) -> list[bool]:
    """For the card in holder slot ``slot`` (0-based): whether its easy and hard rows hold (2.2)."""
    board = state.boards[player]
    card = board.hand[slot]
    if card < 0 or card >= HIDDEN:
        return []
    you, n1, n2, table = view if view is not None else element_view(state, player)
    if not state.flags.played_card_counts:
        # 9: the played card is set aside first, out of your holder and the table
        element = state.data.card_element[card]
        you = you[:]
        table = table[:]
        you[element] -= 1
        table[element] -= 1
    check = holds_with_shapeshifter if board.has(Powers.SHAPESHIFTER) else holds
    return [check(row.requirement, you, n1, n2, table) for row in state.data.card_rows[card]]


def holding_rows(state: TotwState, player: int) -> list[tuple[int, int, int]]:
    """(slot, card, row index: 0 easy, 1 hard) of every row of ``player``'s holder whose
    requirement holds now (2.2): ``playable_rows`` of the whole holder, the flags and counts read
    once (the action phase's legal actions and the bots' value of a holder run this at every
    step of a playout)."""
    board = state.boards[player]
    you, n1, n2, table = element_view(state, player)
    check = holds_with_shapeshifter if board.has(Powers.SHAPESHIFTER) else holds
    set_aside = not state.flags.played_card_counts
    card_rows, card_element = state.data.card_rows, state.data.card_element
    found: list[tuple[int, int, int]] = []
    for slot, card in enumerate(board.hand):
        if card < 0 or card >= HIDDEN:
            continue
        mine, seen = you, table
        if set_aside:
            # 9: the played card is set aside first, out of your holder and the table
            element = card_element[card]
            mine, seen = you[:], table[:]
            mine[element] -= 1
            seen[element] -= 1
        for hard, row in enumerate(card_rows[card]):
            if check(row.requirement, mine, n1, n2, seen):
                found.append((slot, card, hard))
    return found


def plant_cost(state: TotwState, board: Board, cost: int) -> int:
    """4.3.2: cost minus the discount (minus 1 more with ``green_thumb``), never below 0."""
    reduced = cost - state.counter - (1 if board.has(Powers.GREEN_THUMB) else 0)
    return reduced if reduced > 0 else 0


def plant_sources(state: TotwState, board: Board) -> list[int]:
    """Affordable sources: market slots 0-3 and act.DECK_SOURCE for the blind draw."""
    data = state.data
    sources = [
        m
        for m, tile in enumerate(state.forest_market)
        if tile != EMPTY and plant_cost(state, board, data.tile_cost[tile]) <= board.water
    ]
    # 4.3.2: a blind draw needs a non-empty stack and enough water for a cost-4 tile
    if state.flags.blind_forest_draw and state.forest_stack and plant_cost(state, board, 4) <= board.water:
        sources.append(act.DECK_SOURCE)
    return sources


def temple_spaces(board: Board) -> list[int]:
    return [x for x in range(NUM_SPACES) if board.tile[x] != EMPTY and not board.temple[x]]


def village_candidates(state: TotwState, board: Board) -> list[int]:
    """4.4: forest-side tiles holding enough riders, while fewer than 5 villages are built."""
    if board.villages >= MAX_VILLAGES:
        return []
    light = board.has(Powers.LIGHT_FOOTED)
    return [
        x
        for x in range(NUM_SPACES)
        if board.tile[x] != EMPTY
        and not board.village[x]
        and board.riders[x] >= board.village_need(x, state.data, light)
    ]


def pollution_targets(board: Board, x: int) -> list[int]:
    """4.4.2: the spaces next to a new village that get pollution (those without a tile)."""
    return [y for y in ADJACENT[x] if board.tile[y] == EMPTY]


def rider_positions(board: Board) -> list[int]:
    positions = [0] if board.capital else []
    positions.extend(x + 1 for x in range(NUM_SPACES) if board.riders[x])
    return positions


def clean_block(state: TotwState, board: Board) -> str | None:
    """4.3.1: why a ``Pn`` would remove nothing: "no_pollution", or "out_of_reach" (pollution
    only away from your tiles, flag ``clean_anywhere`` false); None when it removes some."""
    if board.cleanable_spaces(state.flags.clean_anywhere):
        return None
    return "out_of_reach" if any(board.pollution) else "no_pollution"


def plant_block(state: TotwState, board: Board) -> str | None:
    """4.3.2: why a plant at the discount ``state.counter`` cannot happen: "no_space" (no empty
    clean space next to a tile), "no_water" (no tile affordable), "no_tiles" (none to take);
    None when one can."""
    if not board.plantable_spaces():
        return "no_space"
    if plant_sources(state, board):
        return None
    blind = state.flags.blind_forest_draw and bool(state.forest_stack)
    return "no_water" if blind or any(tile != EMPTY for tile in state.forest_market) else "no_tiles"


def temple_block(board: Board) -> str | None:
    """5.2 ``place_temple``: "all_built", "no_tile" (every tile holds one), or None."""
    if not board.unbuilt_temples():
        return "all_built"
    return None if temple_spaces(board) else "no_tile"


def idle_effect(state: TotwState, effect: tuple[int, int]) -> str | None:
    """Why an effect resolved now (a village card used at once) would do nothing for the mover, or
    None when it would do something: "clean" (no pollution), "clean_out_of_reach",
    "plant_no_space", "plant_no_water", "plant_no_tiles" (``plant_block``), "temple_all_built",
    "temple_no_tile", "move" (no rider can move), "catapult" (no rider, or no other tile to land
    on)."""
    code, amount = effect
    board = state.boards[state.seat]
    if code == Fxes.CLEAN:
        why = clean_block(state, board)
        return None if why is None else "clean" if why == "no_pollution" else f"clean_{why}"
    if code == Fxes.PLANT:
        discounted = state.clone()
        discounted.counter = amount
        why = plant_block(discounted, board)
        return None if why is None else f"plant_{why}"
    if code == Fxes.TEMPLE:
        why = temple_block(board)
        return None if why is None else f"temple_{why}"
    if code == Fxes.MOVE:
        moves = any(board.links(a, state.data) for a in rider_positions(board))
        return None if moves else "move"
    if code == Fxes.CATAPULT:
        tiles = [x + 1 for x in range(NUM_SPACES) if board.tile[x] != EMPTY]
        jumps = any(b != a for a in rider_positions(board) for b in tiles)
        return None if jumps else "catapult"
    return None


def temple_forced(state: TotwState) -> bool:
    """In a temple action before its first discard: whether the turn could do nothing else (no card
    row playable, no village buildable), so the engine took the action itself (``TotwState.play``)."""
    if state.phase != Phases.DISCARD or state.last_discard != 0:
        return False
    start = state.clone()
    start.phase = Phases.ACTION
    start._legal = None
    return legal_actions(start) == [act.TEMPLE_ACTION]


def legal_actions(state: TotwState) -> list[int]:
    phase = state.phase
    board = state.boards[state.seat]
    data = state.data
    found: list[int] = []
    if phase == Phases.ACTION:
        found.extend(act.PLAY + slot * 2 + hard for slot, _, hard in holding_rows(state, state.seat))
        if board.hand_count() >= (2 if board.has(Powers.TEMPLE_KEEPER) else 3):
            found.append(act.TEMPLE_ACTION)
        found.extend(act.village(x) for x in village_candidates(state, board))
    elif phase == Phases.CLEAN:
        found.extend(act.clean(x) for x in board.cleanable_spaces(state.flags.clean_anywhere))
    elif phase == Phases.PLANT:
        spaces = board.plantable_spaces()
        for source in plant_sources(state, board):
            found.extend(act.plant(source, x) for x in spaces)
        found.append(act.STOP)
    elif phase == Phases.PLACE_TEMPLE:
        spaces = temple_spaces(board)
        for t in board.unbuilt_temples():
            found.extend(act.place_temple(t, x) for x in spaces)
    elif phase in (Phases.MOVE, Phases.CATAPULT):
        if phase == Phases.MOVE:
            for a in rider_positions(board):
                found.extend(act.move(a, b) for b in board.links(a, data))
        else:
            tiles = [x + 1 for x in range(NUM_SPACES) if board.tile[x] != EMPTY]
            for a in rider_positions(board):
                found.extend(act.move(a, b) for b in tiles if b != a)
        found.append(act.STOP)
    elif phase == Phases.DISCARD:
        # 5.3: slots strictly increase and enough occupied higher slots must remain
        hand = board.hand
        for s in range(state.last_discard + 1, HAND_SIZE + 1):
            if hand[s - 1] != EMPTY and sum(1 for c in hand[s:] if c != EMPTY) >= state.counter - 1:
                found.append(act.discard(s))
    elif phase == Phases.SPARE:
        found.extend(act.spare(y) for y in pollution_targets(board, state.village_space))
    elif phase == Phases.VILLAGE_CARD:
        tucked = TUCK_LIMIT - board.tucked.count(EMPTY)
        for i, card in enumerate(state.village_row):
            if card == EMPTY:
                continue
            found.append(act.village_card(i + 1, act.VC_NOW))
            if tucked < TUCK_LIMIT:
                found.append(act.village_card(i + 1, act.VC_TUCK))
            else:
                found.extend(act.village_card(i + 1, 1 + s) for s in range(1, TUCK_LIMIT + 1))
    elif phase == Phases.DRAW:
        elements = {state.element_of(c) for c in state.element_row if c != EMPTY}
        found.extend(act.draw(e) for e in sorted(elements))
        if state.element_deck or state.element_discard:
            found.append(act.DRAW_DECK)
    elif phase == Phases.LEADER:
        cards = data.leaders[board.leader].cards
        found.extend(act.leader(p) for p in cards if p not in board.powers)
    found.sort()
    return found


def why_illegal(state: TotwState, action: int) -> str:
    """A reason, in the game's words, why ``action`` is not legal now."""
    if state.phase == Phases.GAME_OVER:
        return "the game is over"
    board = state.boards[state.seat]
    reason = _why_not_action(state, board, action) or _why_not_effect(state, board, action)
    if reason is None:
        reason = _why_not_choice(state, board, action)
    if reason is not None:
        return reason
    text = act.action_to_str(action) if 0 <= action < act.NUM_ACTIONS else str(action)
    expected = _EXPECTED[state.phase.name]
    return f"{text!r} is not an option in the {state.phase_name()} phase (expected {expected})"


# What each phase takes, for the reason given to an action of another phase.
_EXPECTED = {
    "ACTION": "play, temple or village",
    "CLEAN": "clean <space>",
    "PLANT": "plant <market slot>|deck <space> or stop",
    "PLACE_TEMPLE": "temple <t> <space>",
    "MOVE": "move <from> <to> or stop",
    "CATAPULT": "move <from> <to> or stop",
    "DISCARD": "discard <slot>",
    "SPARE": "spare <space>",
    "VILLAGE_CARD": "village_card <slot> now|tuck",
    "DRAW": "draw <element>|deck",
    "LEADER": "leader <power>",
}


def _why_not_action(state: TotwState, board: Board, action: int) -> str | None:
    """4.2 and 4.4: why a card play or a village is refused in the action phase."""
    if state.phase != Phases.ACTION:
        return None
    if act.VILLAGE <= action < act.DISCARD + 1:
        x = action - act.VILLAGE
        if board.tile[x] == EMPTY:
            return f"{SPACES[x]} holds no tile"
        if board.village[x]:
            return f"{SPACES[x]} is already a village"
        if board.villages >= MAX_VILLAGES:
            return "you have built all 5 villages"
        need = board.village_need(x, state.data, board.has(Powers.LIGHT_FOOTED))
        return f"village on {SPACES[x]} needs {need} riders, it has {board.riders[x]}"
    if action < act.TEMPLE_ACTION:
        slot, hard = divmod(action, 2)
        card = board.hand[slot]
        if card == EMPTY or card >= HIDDEN:
            return f"holder slot {slot + 1} holds no card you can see"
        rows = state.data.card_rows[card]
        if hard >= len(rows):
            return f"{state.data.card_ids[card]} has no hard row"
        return f"{state.data.card_ids[card]}: requirement {rows[hard].text.split(' → ')[0]!r} does not hold"
    return None


def _why_not_plant(state: TotwState, board: Board, action: int) -> str:
    """4.3.2: where a forest may go, and what it costs."""
    source, x = divmod(action - act.PLANT, 12)
    if board.tile[x] != EMPTY:
        return f"{SPACES[x]} already holds a tile"
    if board.pollution[x]:
        return f"{SPACES[x]} holds pollution"
    if not any(board.tile[y] != EMPTY for y in ADJACENT[x]):
        return f"{SPACES[x]} is not next to one of your tiles"
    if source == act.DECK_SOURCE:
        if not state.flags.blind_forest_draw:
            return "blind forest draws are off (rule flag blind_forest_draw)"
        if not state.forest_stack:
            return "the forest stack is empty"
        return f"a blind draw needs {plant_cost(state, board, 4)} water, you have {board.water}"
    tile = state.forest_market[source]
    if tile == EMPTY:
        return f"market slot {source + 1} is empty"
    return f"{state.data.tile_ids[tile]} costs {plant_cost(state, board, state.data.tile_cost[tile])} water, you have {board.water}"


def _why_not_effect(state: TotwState, board: Board, action: int) -> str | None:
    """4.3: why a step of a card's effects (clean, plant, move, catapult, temple) is refused."""
    phase = state.phase
    if phase == Phases.PLANT and act.PLANT <= action < act.MOVE:
        return _why_not_plant(state, board, action)
    if phase == Phases.CLEAN and act.CLEAN <= action < act.PLANT:
        return f"{SPACES[action - act.CLEAN]} holds no pollution you may remove"
    if phase in (Phases.MOVE, Phases.CATAPULT) and act.MOVE <= action < act.STOP:
        a, b = divmod(action - act.MOVE, 13)
        if a not in rider_positions(board):
            return f"no rider on {act.position_name(a)}"
        if phase == Phases.MOVE:
            return f"{act.position_name(a)} and {act.position_name(b)} are not linked"
        return f"a catapult needs one of your tiles other than {act.position_name(a)} as target"
    if phase == Phases.PLACE_TEMPLE and act.PLACE_TEMPLE <= action < act.CLEAN:
        t, x = divmod(action - act.PLACE_TEMPLE, 12)
        if board.tile[x] == EMPTY:
            return f"{SPACES[x]} holds no tile"
        if board.temple[x]:
            return f"{SPACES[x]} already holds temple {board.temple[x]}"
        return f"temple {t + 1} is already built"
    return None


def _why_not_choice(state: TotwState, board: Board, action: int) -> str | None:
    """5: why a discard, a draw, a village card or a leader card is refused."""
    phase = state.phase
    if phase == Phases.DISCARD and act.DISCARD < action < act.PLACE_TEMPLE:
        return f"discard slots must increase after slot {state.last_discard} and leave enough cards"
    if phase == Phases.DRAW and act.DRAW <= action < act.LEADER:
        return f"the element row holds no {ELEMENTS[action - act.DRAW]} card"
    if phase == Phases.VILLAGE_CARD and act.VILLAGE_CARD <= action < act.DRAW:
        if board.tucked.count(EMPTY):
            return "replace only with 4 cards tucked"
        return "with 4 cards tucked, tuck only by replacing one"
    if phase == Phases.LEADER and action >= act.LEADER:
        return f"{Power(action - act.LEADER).name.lower()} is not one of your leader's remaining cards"
    return None
