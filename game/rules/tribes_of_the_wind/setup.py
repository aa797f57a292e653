"""A new game (spec section 3)."""

from __future__ import annotations

import numpy as np

from game.rules.tribes_of_the_wind.board import Board
from game.rules.tribes_of_the_wind.data import HAND_SIZE, MARKET_SIZE, ROW_SIZE, GameData, game_data
from game.rules.tribes_of_the_wind.scoring import validate_data
from game.rules.tribes_of_the_wind.state import TotwState
from game.rules.tribes_of_the_wind.title import RuleFlags
from game.rules.tribes_of_the_wind.turn import start_turn


def check_players(players: int) -> None:
    if not isinstance(players, int) or not 2 <= players <= 5:
        raise ValueError(f"Tribes of the Wind is for 2-5 players, got {players!r}")


def prepare_board(board: Board, seat: int, data: GameData) -> None:
    """3.2: pollution, the start tile on a1, 7 riders in the capital, 0 water, then the start bonus."""
    board.pollution = list(data.pollution)
    board.pollution[0] = 0
    board.tile[0] = data.start_tile(seat)
    board.capital = data.capital_riders
    board.water = data.start_water[seat]
    board.capital -= data.start_riders[seat]
    board.riders[0] += data.start_riders[seat]
    for x in data.start_clean[seat]:
        board.pollution[x] = 0


def shuffled(rng: np.random.Generator, items: list[int]) -> list[int]:
    return [items[i] for i in rng.permutation(len(items))]


def new_game(players: int, seed: int, flags: RuleFlags) -> TotwState:
    check_players(players)
    data = game_data()
    validate_data(data)
    state = TotwState(players, flags, np.random.default_rng(seed))
    state.origin = {"kind": "new_game", "players": players, "seed": seed, "flags": flags.to_dict()}
    for seat, board in enumerate(state.boards):
        prepare_board(board, seat, data)
    leaders = shuffled(state.rng, list(range(len(data.leaders))))
    for seat, board in enumerate(state.boards):
        board.leader = leaders[seat]
    # Decks keep their top card last, so dealing pops from the end.
    deck = shuffled(state.rng, list(range(len(data.card_ids))))
    for board in state.boards:
        board.hand = [deck.pop() for _ in range(HAND_SIZE)]
    state.element_row = [deck.pop() for _ in range(ROW_SIZE)]
    state.element_deck = deck
    stack = shuffled(state.rng, list(range(data.num_forest_tiles)))
    state.forest_market = [stack.pop() for _ in range(MARKET_SIZE)]
    state.forest_stack = stack
    villages = shuffled(state.rng, list(range(len(data.village_ids))))
    for board in state.boards:
        board.tucked[0] = villages.pop()
    state.village_row = [villages.pop() for _ in range(ROW_SIZE)]
    state.village_deck = villages
    begin(state)
    return state


def begin(state: TotwState) -> None:
    """Start the current seat's turn and apply a forced first step, if any."""
    start_turn(state, [])
    legal = state.legal_actions()
    if len(legal) == 1:
        state.play(legal[0])
