"""The bot heuristic: values in [0, 1] per player, legal playout moves, found by ai.heuristics."""

from __future__ import annotations

import numpy as np
import pytest

from ai.heuristics import heuristic_for
from ai.heuristics.tribes_of_the_wind import evaluate, rollout_action
from ai.heuristics.tribes_of_the_wind_board import (
    Facts,
    distances,
    effects_act,
    effects_worth,
    rider_steps,
    short_tile,
)
from game.rules.tribes_of_the_wind.board import EMPTY, Board
from game.rules.tribes_of_the_wind.data import Features, GameData, Power

from .conftest import TITLE


def test_the_heuristic_is_found_for_the_title() -> None:
    heuristic = heuristic_for("tribes_of_the_wind")
    assert heuristic.evaluate is evaluate and heuristic.rollout_action is rollout_action


def test_rollouts_play_legal_moves_to_the_end_and_values_stay_in_range() -> None:
    for players in (2, 3, 4, 5):
        state = TITLE.new_game(players, players)
        rng = np.random.default_rng(players)
        while not state.is_terminal():
            values = evaluate(state)
            assert len(values) == players and all(0.0 <= v <= 1.0 for v in values)
            action = rollout_action(state, rng)
            assert action in state.legal_actions()
            state.apply(action)
        final = evaluate(state)
        assert [p for p, v in enumerate(final) if v == 1.0] == state.winners()


def test_the_policy_builds_more_villages_than_random_play() -> None:
    def villages(policy) -> int:
        total = 0
        for seed in range(6):
            state = TITLE.new_game(2, seed)
            rng = np.random.default_rng(seed)
            while not state.is_terminal():
                state.apply(policy(state, rng))
            total += sum(b.villages for b in state.boards)
        return total

    def uniform(state, rng):
        legal = state.legal_actions()
        return legal[int(rng.integers(len(legal)))]

    assert villages(rollout_action) > villages(uniform)


def test_a_lead_on_the_board_raises_the_value() -> None:
    spec = {"players": 2, "boards": [
        {"leader": "aelis", "terrain": {"a1": {"tile": "start_1", "side": "village"},
                                        "b1": {"tile": "purple_01", "side": "village"}}, "tucked": []},
        {"leader": "koru", "tucked": []},
    ]}  # fmt: skip
    values = evaluate(TITLE.scenario(spec))
    assert values[0] > 0.5 > values[1]


def card(code: str) -> int:
    """Card index from an id such as ``r04b`` (spec 2.2: element, design, copy)."""
    return "rbgy".index(code[0]) * 20 + (int(code[1:3]) - 1) * 2 + "ab".index(code[3])


def test_a_holder_of_playable_cards_is_worth_more_than_one_of_unplayable_cards() -> None:
    # Both holders are five red cards, so every count and every score is the same; in the first
    # every card can be played (none, no yellow, you>=2 red), in the second the two all4 cards
    # cannot (spec 2.2).
    state = TITLE.new_game(2, 6)
    playable = state.clone()
    playable.boards[0].hand = [card(c) for c in ("r10a", "r10b", "r04a", "r04b", "r01a")]
    stuck = state.clone()
    stuck.boards[0].hand = [card(c) for c in ("r06a", "r06b", "r10a", "r10b", "r04a")]
    assert playable.scores() == stuck.scores()
    assert evaluate(playable)[0] > evaluate(stuck)[0]
    assert evaluate(playable)[1] < evaluate(stuck)[1]


def test_values_are_win_chances_that_count_every_opponent() -> None:
    # Three players: p1 leads p2. A village more for p2, the weaker opponent, lowers p0's chances
    # too (a logistic of the lead over the best opponent alone would not move).
    def board(leader: str, tiles: dict[str, str]) -> dict:
        terrain = {x: {"tile": tile, "side": "village"} for x, tile in tiles.items()}
        return {"leader": leader, "terrain": terrain, "tucked": []}

    def spec(p2_tiles: dict[str, str]) -> dict:
        p1_tiles = {"a1": "start_2", "b1": "purple_01", "c1": "purple_02"}
        return {
            "players": 3,
            "boards": [board("aelis", {}), board("koru", p1_tiles), board("mena", p2_tiles)],
        }

    before = evaluate(TITLE.scenario(spec({"a1": "start_3"})))
    after = evaluate(TITLE.scenario(spec({"a1": "start_3", "b1": "purple_03"})))
    assert sum(before) == pytest.approx(1.0) and sum(after) == pytest.approx(1.0)
    assert after[1] > after[2], "p1 is still the best opponent"
    assert after[0] < before[0]


def _planted(hand: list[str], terrain: dict) -> object:
    spec = {"players": 2, "seed": 3, "boards": [{"leader": "aelis", "terrain": terrain, "hand": hand}, {}]}
    return TITLE.scenario(spec)


def test_useful_actions_drop_a_temple_action_and_clean_cards_that_would_do_nothing():
    from ai.heuristics.tribes_of_the_wind import useful_actions
    from game.rules.tribes_of_the_wind import actions as act

    # Temples 1 and 2 stand on the only two tiles, the board is clean: the temple action and the
    # clean card r01a (P2) do nothing, the water card b10a (W2) does.
    terrain = {"a1": {"tile": "start_1", "temple": 1}, "b1": {"tile": "purple_01", "temple": 2}}
    state = _planted(["r01a", "r10a", "b10a", "y10a", "r04a"], terrain)
    legal = state.legal_actions()
    kept = useful_actions(state, legal)
    assert act.TEMPLE_ACTION in legal and act.TEMPLE_ACTION not in kept
    assert act.play(1, False) in legal and act.play(1, False) not in kept
    assert act.play(3, False) in kept
    # With nothing that does anything, every legal action stays (the turn must be played) but
    # the easy rows of r01 (P2), whose hard rows (P4) hold too.
    stuck = _planted(["r01a", "r01b", "r08a", "r08b", "r05a"], terrain)
    legal = stuck.legal_actions()
    easy = {act.play(1, False), act.play(2, False)}
    assert easy <= set(legal) and {act.play(1, True), act.play(2, True)} <= set(legal)
    assert useful_actions(stuck, legal) == [a for a in legal if a not in easy]


def test_useful_actions_do_not_stop_a_plant_that_can_be_made():
    from ai.heuristics.tribes_of_the_wind import useful_actions
    from game.rules.tribes_of_the_wind import actions as act
    from game.rules.tribes_of_the_wind.state import Phase

    terrain = {"a1": {"tile": "start_1"}}
    state = _planted(["g10a", "g10b", "b10a", "y10a", "r04a"], terrain)
    state.boards[0].water = 6
    state.apply(act.play(1, False))  # g10a: F1
    assert state.phase == Phase.PLANT and act.STOP in state.legal_actions()
    kept = useful_actions(state, state.legal_actions())
    assert kept and act.STOP not in kept


def test_an_easy_row_is_not_searched_where_the_hard_row_holds_and_does_as_much():
    from ai.heuristics.tribes_of_the_wind import useful_actions
    from game.rules.tribes_of_the_wind import actions as act

    # Three blue cards: b01's hard row (W5) holds beside its easy row (W3), and does more of the
    # one effect; b10a has one row.
    terrain = {"a1": {"tile": "start_1"}}
    state = _planted(["b01a", "b01b", "b10a", "y10a", "r04a"], terrain)
    legal = state.legal_actions()
    kept = useful_actions(state, legal)
    for slot in (1, 2):
        assert act.play(slot, False) in legal and act.play(slot, True) in legal
        assert act.play(slot, True) in kept and act.play(slot, False) not in kept
    assert act.play(3, False) in kept
    # b03's hard row (W4+P1) on a clean board: its cleaning does nothing, but it brings more
    # water than the easy row (W2), which is searched in its place.
    board = {"leader": "aelis", "terrain": terrain, "hand": ["b03a", "b01a", "b01b", "y10a", "r04a"]}
    reds = {"hand": ["r02a", "r03a", "r05a", "r06a", "r07a"]}
    row = ["r08a", "r09a", "r10a", "y02a"]  # no blue beside the player: blue>both holds
    three = TITLE.scenario({"players": 2, "seed": 3, "boards": [board, reds], "element_row": row})
    legal = three.legal_actions()
    assert act.play(1, False) in legal and act.play(1, True) in legal
    kept = useful_actions(three, legal)
    assert act.play(1, True) in kept and act.play(1, False) not in kept
    # Two blue cards: only the easy row holds, and it stays.
    two = _planted(["b01a", "b01b", "y10a", "y10b", "r04a"], terrain)
    assert act.play(1, True) not in two.legal_actions()
    assert act.play(1, False) in useful_actions(two, two.legal_actions())


def test_a_hard_row_dominates_its_easy_row_unless_the_easy_row_does_something_it_does_not():
    from ai.heuristics.tribes_of_the_wind_board import dominated_easy_rows
    from game.rules.tribes_of_the_wind.data import game_data

    data = game_data()
    dominated = dominated_easy_rows(data.card_rows)
    for card, rows in enumerate(data.card_rows):
        if len(rows) == 1:
            assert card not in dominated
            continue
        easy, hard = rows
        easy_codes = {code for code, _ in easy.effects}
        # The rules' table (2.2): every hard row repeats its easy row's effects at least as
        # strongly, but g09's (W1+F1 against T).
        assert (card in dominated) == easy_codes.issubset({code for code, _ in hard.effects})
        if data.card_ids[card].startswith("g09"):
            assert card not in dominated


def test_a_sixth_tile_is_worth_more_than_five():
    # The forest table pays from six tiles on; the credit for tiles before it must hand over to
    # the table's points without a drop.
    from ai.heuristics.tribes_of_the_wind import _potential

    names = ["purple_01", "purple_02", "purple_03", "purple_04", "purple_05"]
    spaces = ["b1", "a2", "b2", "a3", "b3"]
    five = {"a1": {"tile": "start_1"}} | {s: {"tile": t} for s, t in zip(spaces[:4], names[:4])}
    six = five | {spaces[4]: {"tile": names[4]}}
    hand = ["b10a", "b10b", "b01a", "b01b", "b02a"]
    low, high = _planted(hand, five), _planted(hand, six)
    assert high.scores()[0] > low.scores()[0]
    assert high.scores()[0] + _potential(high, 0, 0.0) > low.scores()[0] + _potential(low, 0, 0.0)


def test_moves_do_nothing_while_every_forest_tile_holds_its_riders():
    from ai.heuristics.tribes_of_the_wind import useful_actions
    from game.rules.tribes_of_the_wind import actions as act

    # Both forest tiles hold the riders their villages need: the move cards y10a (M2) and y01a
    # (M3) can only take riders away; the water card, the temple and the villages stay.
    terrain = {"a1": {"tile": "start_1", "riders": 3}, "b1": {"tile": "purple_01", "riders": 2}}
    spec = {
        "players": 2,
        "seed": 3,
        "boards": [
            {
                "leader": "aelis",
                "terrain": terrain,
                "hand": ["y10a", "b10a", "r10a", "g10a", "y01a"],
                "capital": 2,
            },
            {},
        ],
    }
    state = TITLE.scenario(spec)
    legal = state.legal_actions()
    kept = useful_actions(state, legal)
    assert act.play(1, False) in legal and act.play(5, False) in legal
    assert act.play(1, False) not in kept and act.play(5, False) not in kept
    assert act.play(2, False) in kept and act.village(0) in kept
    # One rider short on b1: the moves are useful again.
    terrain["b1"]["riders"] = 1
    spec["boards"][0]["capital"] = 3
    short = TITLE.scenario(spec)
    assert act.play(1, False) in useful_actions(short, short.legal_actions())


def test_a_tile_one_rider_short_is_worth_more_than_riders_spread_over_two():
    from ai.heuristics.tribes_of_the_wind import _stacks

    def partial(riders: dict[str, int]) -> float:
        terrain = {"a1": {"tile": "start_1"}} | {
            s: {"tile": t, "riders": riders.get(s, 0)} for s, t in (("b1", "purple_01"), ("a2", "purple_02"))
        }
        spec = {"players": 2, "seed": 3, "boards": [{"leader": "aelis", "terrain": terrain}, {}]}
        state = TITLE.scenario(spec)
        return sum(_stacks(state, state.boards[0]))

    # purple_01 and purple_02 need 2 riders each: one rider on each is further from a village than
    # two on one, and one rider on a tile is better than none.
    assert partial({"b1": 2}) > partial({"b1": 1, "a2": 1}) > partial({"b1": 1}) > partial({})


def test_a_village_outweighs_its_full_stack_and_a_clean_board():
    from ai.heuristics.tribes_of_the_wind import _potential

    def value(terrain: dict) -> float:
        spec = {"players": 2, "seed": 3, "boards": [{"leader": "aelis", "terrain": terrain}, {}]}
        state = TITLE.scenario(spec)
        return state.scores()[0] + _potential(state, 0, 0.0)

    # Every empty space holds a token; the village on b1 (purple_01, 2 slots) added one more on
    # c1 and b2, the other position kept the 2 riders on the tile.
    polluted = {f"{c}{r}": {"pollution": 1} for c in "abc" for r in "1234"}
    stack = polluted | {"a1": {"tile": "start_1"}, "b1": {"tile": "purple_01", "riders": 2}}
    built = polluted | {"a1": {"tile": "start_1"}, "b1": {"tile": "purple_01", "side": "village"},
                        "c1": {"pollution": 2}, "b2": {"pollution": 2}}  # fmt: skip
    assert value(built) > value(stack) + 3.0


def test_playouts_tuck_a_village_card_whose_goal_is_met():
    from game.rules.tribes_of_the_wind import actions as act
    from game.rules.tribes_of_the_wind.state import Phase

    # v12's goal is 10 water: with 12 water, the playout tucks it whenever it builds a village.
    terrain = {"a1": {"tile": "start_1", "riders": 3}}
    spec = {
        "players": 2,
        "seed": 3,
        "village_row": ["v01", "v12", "v05", "v06"],
        "boards": [{"leader": "aelis", "terrain": terrain, "water": 12, "capital": 4}, {}],
    }
    state = TITLE.scenario(spec)
    state.apply(act.village(0))
    assert state.phase == Phase.VILLAGE_CARD
    chosen = {rollout_action(state, np.random.default_rng(seed)) for seed in range(20)}
    assert chosen == {act.village_card(2, act.VC_TUCK)}


def test_draws_of_cards_that_would_do_little_are_not_searched():
    from ai.heuristics.tribes_of_the_wind import rollout_action, useful_actions
    from game.rules.tribes_of_the_wind import actions as act
    from game.rules.tribes_of_the_wind.state import Phase

    # No pollution to clean and 9 water (more than any planting needs): red and blue cards would
    # do little; b1 lacks its riders, so yellow (moves) and green (a forest, with the water) do.
    terrain = {"a1": {"tile": "start_1", "riders": 1}, "b1": {"tile": "purple_01"}}
    board = {"leader": "aelis", "terrain": terrain, "hand": ["b10a", "b10b", "r10a", "g10a", "y01b"]}
    spec = {
        "players": 2,
        "seed": 3,
        "element_row": ["r01a", "y01a", "b01a", "g01a"],
        "boards": [board | {"capital": 6, "water": 9}, {}],
    }
    state = TITLE.scenario(spec)
    state.apply(act.play(1, False))  # b10a: W2, then the refill
    assert state.phase == Phase.DRAW
    legal = state.legal_actions()
    kept = useful_actions(state, legal)
    assert act.draw(0) in legal and act.draw(0) not in kept  # red
    assert act.draw(1) in legal and act.draw(1) not in kept  # blue
    assert act.draw(3) in kept  # yellow
    assert all(rollout_action(state, np.random.default_rng(seed)) in kept for seed in range(20))


def test_playout_moves_never_take_riders_a_forest_tile_needs():
    from game.rules.tribes_of_the_wind import actions as act
    from game.rules.tribes_of_the_wind.state import Phase

    # b1 (purple_01, 2 slots) is one rider short, a2 (purple_10, 4 slots) holds one rider
    # towards its own village: the rider for b1 comes from the capital, never from a2.
    terrain = {
        "a1": {"tile": "start_1"},
        "b1": {"tile": "purple_01", "riders": 1},
        "a2": {"tile": "purple_10", "riders": 1},
    }
    board = {
        "leader": "aelis",
        "terrain": terrain,
        "hand": ["y10a", "b10a", "r10a", "g10a", "y01b"],
        "capital": 5,
    }
    state = TITLE.scenario({"players": 2, "seed": 3, "boards": [board, {}]})
    state.apply(act.play(1, False))  # y10a: M2
    assert state.phase == Phase.MOVE
    a2 = 3 + 1  # positions: cap 0, space x at x + 1
    assert any((a - act.MOVE) // 13 == a2 for a in state.legal_actions() if a != act.STOP)
    for seed in range(20):
        world = state.clone()
        rng = np.random.default_rng(seed)
        while world.phase == Phase.MOVE and world.current_player() == 0:
            action = rollout_action(world, rng)
            assert action == act.STOP or (action - act.MOVE) // 13 != a2
            world.apply(action)


def _at_temple_placement(spec: dict) -> object:
    """The scenario's first player takes the temple action and discards down to the temple
    placement (spec 5.3)."""
    state = TITLE.scenario(spec)
    for text in ("temple", "discard 1", "discard 2", "discard 3"):
        if state.phase.name == "PLACE_TEMPLE":
            break
        state.apply(state.parse_action(text))
    assert state.phase.name == "PLACE_TEMPLE"
    return state


def test_the_bot_places_the_temple_whose_bonus_it_can_use():
    from ai.bots import make_bot
    from ai.budget import Budget
    from ai.heuristics.tribes_of_the_wind import useful_actions

    from .conftest import load_spec

    # Round 10, temples 2 and 3 built, every empty space polluted, 9 water: temple 4's free
    # forest has no space to go on, temple 1's 4 water are water. The bonus that does nothing
    # is not searched, so neither the search (at any budget) nor its playouts throw it away.
    state = _at_temple_placement(load_spec("bot_temple_bonus.json"))
    legal = [state.action_to_str(a) for a in state.legal_actions()]
    assert legal == ["temple 1 c1", "temple 4 c1"]
    kept = useful_actions(state, state.legal_actions())
    assert [state.action_to_str(a) for a in kept] == ["temple 1 c1"]
    for seed in range(20):
        assert rollout_action(state, np.random.default_rng(seed)) in kept
    for seed in range(20):
        bot = make_bot("hard", "tribes_of_the_wind", seed, budget=Budget(iterations=2))
        assert state.action_to_str(bot.choose(state, 0).action) == "temple 1 c1"


def test_a_free_forest_is_searched_when_a_space_can_take_it():
    from ai.heuristics.tribes_of_the_wind import useful_actions

    from .conftest import load_spec

    # The same position with b2 (beside b1 and c1) cleaned: temple 4 plants a forest for free.
    spec = load_spec("bot_temple_bonus.json")
    del spec["boards"][0]["terrain"]["b2"]
    state = _at_temple_placement(spec)
    kept = useful_actions(state, state.legal_actions())
    assert [state.action_to_str(a) for a in kept] == ["temple 1 c1", "temple 4 c1"]


def test_a_village_card_effect_that_would_do_nothing_is_tucked_instead():
    from ai.heuristics.tribes_of_the_wind import useful_actions
    from game.rules.tribes_of_the_wind import actions as act
    from game.rules.tribes_of_the_wind.state import Phase

    # The start tile becomes the only village and no forest tile is left: v06's 3 moves and
    # v10's catapult would do nothing now (tucked, their goals may still score); v16's 3
    # cleanings have the village's new pollution on b1 and a2, v01's water is water.
    terrain = {"a1": {"tile": "start_1", "riders": 3}}
    spec = {
        "players": 2,
        "seed": 3,
        "village_row": ["v16", "v01", "v06", "v10"],
        "boards": [{"leader": "aelis", "terrain": terrain, "capital": 4, "tucked": ["v12"]}, {}],
    }
    state = TITLE.scenario(spec)
    state.apply(state.parse_action("village a1"))
    assert state.phase == Phase.VILLAGE_CARD
    legal = state.legal_actions()
    kept = useful_actions(state, legal)
    dropped = {state.action_to_str(a) for a in legal if a not in kept}
    assert dropped == {"village_card 3 now", "village_card 4 now"}
    assert act.village_card(3, act.VC_TUCK) in kept and act.village_card(1, act.VC_NOW) in kept
    for seed in range(20):
        assert rollout_action(state, np.random.default_rng(seed)) in kept


def test_whether_effects_act_is_what_their_worth_says() -> None:
    # The pruning asks ``effects_act``; the playout policy and the position value read the worth:
    # on every board of many positions, for every card row, village effect and temple bonus, and
    # with and without rider steps, the two must agree.
    checked = acting = 0
    for players, seed in ((2, 1), (3, 2), (4, 3)):
        state = TITLE.new_game(players, seed)
        rng = np.random.default_rng(seed)
        data = state.data
        effects = [dict(row.effects) for rows in data.card_rows for row in rows]
        effects += [{code: n} for code, n in (*data.village_effect, *data.temple_bonus)]
        elements = [data.card_element[card] for card, rows in enumerate(data.card_rows) for _ in rows]
        elements += [-1] * (len(effects) - len(elements))
        step = 0
        while not state.is_terminal():
            if step % 5 == 0:
                for seen in state.boards:
                    board = seen.clone()
                    board.powers = [int(p) for p in Power]  # every power's extra effect in play too
                    cases = ((0, seen), (int(short_tile(state)), seen), (3, seen), (0, board), (3, board))
                    for steps, on in cases:
                        facts = Facts(state, on, steps)
                        for found, element in zip(effects, elements):
                            does = effects_act(facts, found, element)
                            assert does == effects_worth(facts, found, element)[1]
                            checked += 1
                            acting += does
            state.apply(rollout_action(state, rng))
            step += 1
    assert checked > 10_000 and 0 < acting < checked


def test_distances_walk_the_links_of_the_board() -> None:
    # ``distances`` walks the board with ``Board.links`` inline; on every board of whole games, to
    # every target, it gives what a walk along ``links`` gives, portals included.
    checked = portals = 0
    for players, seed in ((2, 4), (3, 5), (5, 6)):
        state = TITLE.new_game(players, seed)
        rng = np.random.default_rng(seed)
        while not state.is_terminal():
            for player, board in enumerate(state.boards):
                portals += any(
                    board.village[x] and state.data.tile_feature[board.tile[x]] == Features.PORTAL
                    for x in range(12)
                )
                for target in range(13):
                    assert distances(state, target, player) == _walk(board, target, state.data)
                    checked += 1
                assert rider_steps(state, player) == _rider_steps(board, state.data)
            state.apply(rollout_action(state, rng))
    assert checked > 10_000 and portals > 0


def _rider_steps(board: Board, data: GameData) -> int:
    # ``rider_steps`` by the board's own methods and a walk along ``links``.
    if board.villages >= 5:
        return 0
    light = board.has(Power.LIGHT_FOOTED)
    short = [
        (board.village_need(x, data, light) - board.riders[x], x)
        for x in range(12)
        if board.tile[x] != EMPTY and not board.village[x]
    ]
    short = [(n, x) for n, x in short if n > 0]
    if not short:
        return 0
    missing, best = min(short)
    walked = _walk(board, best + 1, data)
    free = sorted(
        [walked[0]] * board.capital
        + [walked[x + 1] for x in range(12) if board.village[x] for _ in range(board.riders[x])]
    )
    return sum(d for d in free[:missing] if d < 99)


def _walk(board: Board, target: int, data: GameData) -> list[int]:
    walked = [99] * 13
    walked[target] = 0
    frontier = [target]
    while frontier:
        reached = []
        for pos in frontier:
            for other in board.links(pos, data):
                if walked[other] == 99:
                    walked[other] = walked[pos] + 1
                    reached.append(other)
        frontier = reached
    return walked


def test_a_blocked_board_cleans_a_space_to_plant_before_it_gathers_water() -> None:
    from ai.heuristics import tribes_of_the_wind_board as knowledge
    from ai.heuristics.tribes_of_the_wind_policy import _best_play
    from game.rules.tribes_of_the_wind import actions as act

    # Every empty space next to the only tile is polluted, so no forest can be planted (4.3.2):
    # the clean card r10a (W1+P1) opens b1, which is worth a share of a plant on top of the token
    # it cleans, and it is played before the water card b04a (W5), which leads nowhere.
    hand = ["r10a", "b04a", "y10a", "y10b", "r01a"]
    blocked = {"a1": {"tile": "start_1"}, "b1": {"pollution": 1}, "a2": {"pollution": 1}}
    # The same token cleaned where b1 is open already: no share of a plant.
    unblocked = {"a1": {"tile": "start_1"}, "b1": {"pollution": 0}, "a2": {"pollution": 1}}
    # Nothing to clean: the water card again.
    clean = {"a1": {"tile": "start_1"}, "b1": {"pollution": 0}, "a2": {"pollution": 0}}
    worth = {}
    for name, terrain in (("blocked", blocked), ("unblocked", unblocked)):
        state = _planted(hand, terrain)
        board = state.boards[0]
        facts = knowledge.Facts(state, board, knowledge.rider_steps(state, 0))
        r10a = board.hand[0]
        worth[name] = knowledge.row_worth(
            facts, state.data.card_rows[r10a][0], state.data.card_element[r10a]
        )[0]
        waiting = 1.0 if facts.waiting else knowledge.PLANT_URGENT
    share = knowledge.EFFECT_VALUE[knowledge.Fx.PLANT] * knowledge.UNBLOCK_SHARE * waiting
    assert worth["blocked"] - worth["unblocked"] == pytest.approx(share)
    for terrain, wanted in ((blocked, act.play(1, False)), (clean, act.play(2, False))):
        state = _planted(hand, terrain)
        state.boards[0].water = 2
        plays = [act.play(1, False), act.play(2, False)]
        assert set(plays) <= set(state.legal_actions())
        rng = np.random.default_rng(0)
        assert {_best_play(state, plays, rng) for _ in range(10)} == {wanted}
