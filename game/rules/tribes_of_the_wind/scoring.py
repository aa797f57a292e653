"""Final scoring (spec 7), village card goals (2.4) and leader tasks with colour paths (2.5)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from game.rules.tribes_of_the_wind.board import EMPTY, Board
from game.rules.tribes_of_the_wind.data import ADJACENT, NUM_SPACES, GameData

if TYPE_CHECKING:
    from game.rules.tribes_of_the_wind.state import TotwState

ROWS = tuple(tuple(r * 3 + c for c in range(3)) for r in range(4))
COLUMNS = tuple(tuple(r * 3 + c for r in range(4)) for c in range(3))


def tile_colours(board: Board, data: GameData) -> list[int]:
    """Colour index per space, -1 without a tile."""
    return [data.tile_colour[t] if t != EMPTY else -1 for t in board.tile]


def has_colour_path(colours: Sequence[int], wanted: Sequence[int]) -> bool:
    """2.5: some path of distinct, orthogonally adjacent tiles shows ``wanted`` in order."""
    if not wanted:
        return True

    def extend(x: int, i: int, used: int) -> bool:
        if i == len(wanted):
            return True
        for y in ADJACENT[x]:
            if not used >> y & 1 and colours[y] == wanted[i] and extend(y, i + 1, used | 1 << y):
                return True
        return False

    return any(colours[x] == wanted[0] and extend(x, 1, 1 << x) for x in range(NUM_SPACES))


def _full(board: Board, spaces: Sequence[int]) -> bool:
    return all(board.tile[x] != EMPTY for x in spaces)


def _count_colour(colour: int) -> Callable[[Board, GameData], bool]:
    return lambda board, data: tile_colours(board, data).count(colour) >= 4


def _adjacent_villages(board: Board, data: GameData) -> bool:
    return any(board.village[x] and board.village[y] for x in range(NUM_SPACES) for y in ADJACENT[x])


def _rainbow_row(board: Board, data: GameData) -> bool:
    colours = tile_colours(board, data)
    return any(_full(board, row) and len({colours[x] for x in row}) == 3 for row in ROWS)


def _colour_path(board: Board, data: GameData) -> bool:
    colours = tile_colours(board, data)
    return any(has_colour_path(colours, (c, c, c, c)) for c in range(3))


GOALS: dict[str, Callable[[Board, GameData], bool]] = {
    "purple_4": _count_colour(0),
    "green_4": _count_colour(1),
    "yellow_4": _count_colour(2),
    "two_full_rows": lambda b, d: sum(_full(b, row) for row in ROWS) >= 2,
    "full_column": lambda b, d: any(_full(b, col) for col in COLUMNS),
    "adjacent_villages": _adjacent_villages,
    "village_column": lambda b, d: any(sum(b.village[x] for x in col) >= 3 for col in COLUMNS),
    "all_temples": lambda b, d: len(b.temples_built()) == 4,
    "temple_villages": lambda b, d: sum(1 for x in range(NUM_SPACES) if b.village[x] and b.temple[x]) >= 3,
    "empty_capital": lambda b, d: b.capital == 0,
    "spread_riders": lambda b, d: sum(1 for n in b.riders if n) >= 5,
    "water_10": lambda b, d: b.water >= 10,
    "clean_bottom": lambda b, d: not any(b.pollution[x] for x in ROWS[3]),
    "rainbow_row": _rainbow_row,
    "colour_path": _colour_path,
}

UNIQUE_TASKS: dict[str, Callable[[Board, GameData], bool]] = {
    "temple_column": lambda b, d: any(_full(b, col) and any(b.temple[x] for x in col) for col in COLUMNS),
    "water_12": lambda b, d: b.water >= 12,
    "rider_stack": lambda b, d: max(b.riders) >= 5,
    "three_villages": lambda b, d: b.villages >= 3,
    "clean_columns": lambda b, d: sum(1 for col in COLUMNS if not any(b.pollution[x] for x in col)) >= 2,
}


def validate_data(data: GameData) -> None:
    """Every goal and unique task named in the data must be one the engine knows."""
    for goal in data.village_goal:
        if goal not in GOALS:
            raise ValueError(f"village_cards.json: unknown goal {goal!r}")
    for leader in data.leaders:
        if leader.unique not in UNIQUE_TASKS:
            raise ValueError(f"leaders.json: unknown task {leader.unique!r}")


def task_holds(state: TotwState, player: int, task: int) -> bool:
    """Leader task 0 (the colour path) or 1 (the unique task) on this board now."""
    board = state.boards[player]
    data = state.data
    leader = data.leaders[board.leader]
    if task == 0:
        return has_colour_path(tile_colours(board, data), leader.path)
    return UNIQUE_TASKS[leader.unique](board, data)


def goal_met(state: TotwState, player: int, card: int) -> bool:
    return GOALS[state.data.village_goal[card]](state.boards[player], state.data)


def score_breakdown(state: TotwState, player: int) -> dict[str, int]:
    """Spec 7, scored as if the game ended now."""
    data = state.data
    board = state.boards[player]
    polluted = sum(1 for n in board.pollution if n)
    if state.flags.forests_count_villages:
        tiles = board.tile_count()
    else:
        tiles = sum(1 for x in range(NUM_SPACES) if board.tile[x] != EMPTY and not board.village[x])
    return {
        "villages": data.village_points * board.villages,
        "temples": data.temple_points.get(len(board.temples_built()), 0),
        "pollution": data.pollution_points[polluted] if polluted < len(data.pollution_points) else 0,
        "forests": data.forest_points.get(tiles, 0),
        "village_cards": sum(
            data.village_stars[c] for c in board.tucked if c != EMPTY and goal_met(state, player, c)
        ),
        "end_token": data.end_token_points if state.end_token == player else 0,
    }


def winners(state: TotwState) -> list[int]:
    """Highest total; ties by flag ``tie_break``: most villages, then most water, then shared."""
    scores = state.scores()
    best = max(scores)
    tied = [p for p, s in enumerate(scores) if s == best]
    if state.flags.tie_break == "villages_then_water":
        for key in (lambda p: state.boards[p].villages, lambda p: state.boards[p].water):
            top = max(key(p) for p in tied)
            tied = [p for p in tied if key(p) == top]
    return tied
