"""Every icon and card row explains itself on hover, in both languages."""

from __future__ import annotations

import random

import pygame

from game.client.text import font, init_translations, language, set_language
from game.client.tribes_of_the_wind import layout as L
from game.client.tribes_of_the_wind import tooltips
from game.client.tribes_of_the_wind.rows import card_row_rects
from game.client.tribes_of_the_wind.seats import own_score_shown
from game.client.tribes_of_the_wind.words import element_name, t
from game.client.tribes_of_the_wind.words_board import power_name, power_tip, score_lines
from game.rules.tribes_of_the_wind import TITLE
from game.rules.tribes_of_the_wind.board import EMPTY
from game.rules.tribes_of_the_wind.data import SPACES, Power, Req

NAMES = ["Olena", "Taras", "Ira", "Bohdan", "Mila"]


def midgame(players: int, seed: int, steps: int = 160):
    state = TITLE.new_game(players, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        legal = state.legal_actions()
        # lean on villages and plants so boards fill up
        best = [a for a in legal if 11 <= a <= 22 or 88 <= a < 148] or legal
        state.apply(rng.choice(best))
    return state


def places(state, viewer: int) -> dict[str, tuple[int, int]]:
    """One point per kind of thing on the table."""
    board = state.boards[viewer]
    geom = L.board_geoms(state.num_players)[viewer]
    found: dict[str, tuple[int, int]] = {}
    for x in range(12):
        if board.tile[x] != EMPTY:
            found["village" if board.village[x] else "forest"] = geom.space(x).center
        elif board.pollution[x]:
            found["polluted"] = geom.space(x).center
        else:
            found["clean"] = geom.space(x).center
    found["capital"] = geom.capital.center
    for key, rect in tooltips.info_rects(state, viewer).items():
        found[key.split(":")[0]] = rect.center
    card = board.hand[0]
    rows = card_row_rects(L.holder_rect(0), len(state.data.card_rows[card]))
    found["card_row"] = rows[-1].center
    found["card"] = (L.holder_rect(0).centerx, L.holder_rect(0).y + 10)
    if not own_score_shown(state, viewer):  # else the bottom strip leaves it out (drawn once)
        found["score_box"] = L.SCORE_BOX.center
    found["deck"] = L.deck_rect().center
    found["element_row"] = L.element_row_rect(1).center
    found["discard"] = L.discard_rect().center
    found["market"] = L.market_rect(0).center
    found["stack"] = L.market_rect(4).center
    found["village_row"] = L.village_row_rect(0).center
    found["village_deck"] = L.village_deck_rect().center
    found["end_token"] = L.END_TOKEN.center
    return found


KINDS = {
    "village", "forest", "polluted", "clean", "capital", "leader", "water", "score", "temples", "tucked",
    "holder", "card_row", "card", "deck", "element_row", "discard", "market", "stack",
    "village_row", "village_deck", "end_token", "powers",
}  # fmt: skip


# A tile in the player's words (its colour and kind, rules 11 glossary), never its data code
# ("purple_01", "start_1").
TILE_WORDS = {
    "en": {"forest": "{colour} forest tile", "start": "{colour} start tile"},
    "uk": {"forest": "{colour} плитка лісу", "start": "{colour} початкова плитка"},
}
COLOUR_WORDS = {
    "en": ("purple", "green", "yellow"),
    "uk": ("фіолетова", "зелена", "жовта"),
}


# A turned tile is a village, named so (its tooltip still said "purple forest tile").
VILLAGE_WORDS = {"en": "{colour} village", "uk": "{colour} селище"}
VILLAGE_COLOUR_WORDS = {"en": ("purple", "green", "yellow"), "uk": ("фіолетове", "зелене", "жовте")}


def tile_words(state, tile: int) -> str:
    lang = language()
    kind = "start" if tile >= state.data.num_forest_tiles else "forest"
    colour = COLOUR_WORDS[lang][state.data.tile_colour[tile]]
    return TILE_WORDS[lang][kind].format(colour=colour)


def facts(state, viewer: int, kind: str, point: tuple[int, int]) -> list[str]:
    """What a kind's tooltip must say, whatever the language: its counts, ids and names."""
    board = state.boards[viewer]
    data = state.data
    geom = L.board_geoms(state.num_players)[viewer]
    x = geom.space_at(point)
    if kind == "village":
        colour = VILLAGE_COLOUR_WORDS[language()][data.tile_colour[board.tile[x]]]
        return [SPACES[x], VILLAGE_WORDS[language()].format(colour=colour), str(board.riders[x])]
    if kind == "forest":
        return [SPACES[x], tile_words(state, board.tile[x]), str(board.riders[x])]
    if kind == "polluted":
        return [SPACES[x], str(board.pollution[x]), NAMES[viewer]]
    if kind == "clean":
        return [SPACES[x], NAMES[viewer]]
    if kind == "capital":
        return [str(board.capital), "a1"]
    if kind == "water":
        return [str(board.water)]
    if kind in ("score", "score_box"):
        return [NAMES[viewer], str(sum(state.score_breakdown(viewer).values()))]
    if kind == "temples":
        return [str(len(board.temples_built())), "1", "2", "3", "4"]
    if kind == "tucked":
        slot = next(k for k, r in tooltips.info_rects(state, viewer).items() if r.collidepoint(point))
        card = board.tucked[int(slot.split(":")[1])]
        return [t(f"goal_short.{data.village_goal[card]}")]
    if kind == "holder":
        return [NAMES[viewer], *(str(n) for n in state.element_counts(board.hand))]
    if kind in ("card", "card_row"):
        # the element, and the live counts in brackets (exact wording: the two tests below)
        card = board.hand[0]
        counted = data.card_rows[card][-1].requirement[0] != Req.NONE
        return [element_name(data.card_element[card])] + ([" ("] if counted else [])
    if kind == "deck":
        return [str(len(state.element_deck))]
    if kind == "discard":
        return [str(len(state.element_discard)), element_name(data.card_element[state.element_discard[-1]])]
    if kind == "market":
        tile = state.forest_market[0]
        return [tile_words(state, tile), str(data.tile_cost[tile])]
    if kind == "stack":
        return [str(len(state.forest_stack))]
    if kind == "village_row":
        return [t(f"goal_short.{data.village_goal[state.village_row[0]]}")]
    if kind == "village_deck":
        return [str(len(state.village_deck))]
    if kind == "element_row":
        return ["2"]
    if kind == "end_token":
        return ["5"]
    if kind == "powers":  # taken leader cards: each by its name (words of the language)
        return [power_name(p) for p in board.powers]
    if kind == "leader":
        return []  # the leader's name is a word of the language: checked below against the words
    raise AssertionError(kind)


def test_every_kind_of_icon_has_words_in_both_languages(lang):
    pygame.init()
    seen: set[str] = set()
    words: dict[str, str] = {}
    for players, seed in ((2, 11), (3, 12), (5, 13)):
        state = midgame(players, seed)
        viewer = state.current_player()
        view = state.observation(viewer)
        for kind, point in places(view, viewer).items():
            tip = tooltips.tooltip_at(view, viewer, NAMES[:players], point)
            assert tip is not None, kind
            text = tip.title + "\n" + tip.body + "".join(a + b for a, b in tip.rows)
            assert tip.title and (tip.body or tip.rows), kind
            assert "%{" not in text and "tribes_of_the_wind." not in text, (kind, text)
            for fact in facts(view, viewer, kind, point):
                assert fact.lower() in text.lower(), (kind, fact, text)
            assert not any(code in text for code in view.data.tile_ids), (kind, text)
            assert "()" not in text, (kind, text)
            assert font(19, True).size(tip.title)[0] <= tooltips.TITLE_ROOM, (
                kind,
                tip.title,
            )  # no empty brackets where a count was meant
            seen.add(kind)
            words[kind] = text
        leader = view.data.leaders[view.boards[viewer].leader]
        assert t(f"leader_name.{leader.id}") in words["leader"]
    assert seen >= KINDS
    # Localized: the same kind reads differently in the other language (no English left in Ukrainian).
    set_language("en" if lang == "uk" else "uk")
    state = midgame(5, 13)
    viewer = state.current_player()
    view = state.observation(viewer)
    for kind, point in places(view, viewer).items():
        tip = tooltips.tooltip_at(view, viewer, NAMES, point)
        assert tip is not None and tip.title != words[kind].split("\n")[0] or kind == "village_deck", kind
    set_language(lang)


def test_a_card_row_tooltip_gives_the_counts_in_ukrainian_too():
    init_translations("en")
    set_language("uk")
    try:
        state = _three_hands()
        easy, hard = card_row_rects(L.holder_rect(0), 2)
        tip = tooltips.tooltip_at(state.observation(0), 0, NAMES[:3], hard.center)
        assert tip is not None
        assert tip.title == "Карта стихії: червона (вогонь)"
        assert tip.body.splitlines() == [
            "Складний ряд (нижній)",
            "Потрібно: менше синіх карт, ніж у кожного із сусідів (у вас 1, Ira 0, Taras 2).",
            "Дає: 3 води, прибрати 2 забруднення.",
            "Не виконано: Ira має 0, не більше за ваші 1.",
        ]
        tip = tooltips.tooltip_at(state.observation(0), 0, NAMES[:3], easy.center)
        assert tip is not None and tip.body.endswith("Виконано: цей ряд можна зіграти.")
    finally:
        set_language("en")


def _three_hands():
    return TITLE.scenario(
        {
            "players": 3,
            "seed": 1,
            "boards": [
                {"hand": ["r02a", "r01b", "b10a", "g05a", "y07b"]},
                {"hand": ["r03a", "b01a", "b02a", "g01a", "y01a"]},
                {"hand": ["r04a", "r05a", "g02a", "g03a", "y02a"]},
            ],
        }
    )


def test_a_card_row_tooltip_gives_the_counts_and_whether_it_holds(english):
    state = TITLE.scenario(
        {
            "players": 3,
            "seed": 1,
            "boards": [
                {"hand": ["r02a", "r01b", "b10a", "g05a", "y07b"]},
                {"hand": ["r03a", "b01a", "b02a", "g01a", "y01a"]},
                {"hand": ["r04a", "r05a", "g02a", "g03a", "y02a"]},
            ],
        }
    )
    view = state.observation(0)
    easy, hard = card_row_rects(L.holder_rect(0), 2)
    tip = tooltips.tooltip_at(view, 0, NAMES[:3], hard.center)
    assert tip is not None
    assert tip.title == "Red (fire) card — Hard row (bottom)"
    assert tip.body.splitlines() == [
        "Needs: fewer blue cards than both neighbours (you 1, Ira 0, Taras 2).",
        "Gives: 3 water, remove 2 pollution.",
        "Does not hold: Ira has 0, not more than your 1.",
    ]
    tip = tooltips.tooltip_at(view, 0, NAMES[:3], easy.center)
    assert tip is not None and tip.body.endswith("Holds now: you may play this row.")


def test_other_holders_show_backs_only_and_their_counts(english):
    state = midgame(3, 14, 20)
    view = state.observation(0)
    rect = tooltips.info_rects(view, 1)["holder"]
    tip = tooltips.tooltip_at(view, 0, NAMES[:3], rect.center)
    assert tip is not None and tip.title == "Holder of Taras"
    counts = view.element_counts(view.boards[1].hand)
    assert f"red (fire) {counts[0]}" in tip.body
    # nobody's front ids leak into it
    assert not any(cid in tip.body for cid in view.data.card_ids)


def test_a_village_tooltip_names_a_village_not_a_forest_tile(lang):
    pygame.init()
    forest = {"en": "forest tile", "uk": "плитка лісу"}[lang]
    villages = 0
    for players, seed in ((2, 11), (3, 12), (5, 13)):
        state = midgame(players, seed)
        for player, geom in enumerate(L.board_geoms(players)):
            board = state.boards[player]
            for x in range(12):
                if board.tile[x] == EMPTY:
                    continue
                tip = tooltips.tooltip_at(state, None, NAMES[:players], geom.space(x).center)
                assert tip is not None
                if board.village[x]:
                    villages += 1
                    colour = VILLAGE_COLOUR_WORDS[lang][state.data.tile_colour[board.tile[x]]]
                    assert tip.title == f"{SPACES[x]}: {VILLAGE_WORDS[lang].format(colour=colour)}"
                    assert forest not in tip.title
                else:
                    assert tip.title == f"{SPACES[x]}: {tile_words(state, board.tile[x])}"
    assert villages >= 3


def test_a_held_leader_card_reads_as_one_sentence_lower_case_after_its_name(lang):
    # Guards against: "Перевертень: Вимога виконана…" (Ukrainian writes no capital after
    # a colon) and "Попутний вітер: Граючи жовту карту: +1 переміщення." (two colons in one line).
    pygame.init()
    state = TITLE.new_game(2, 3)
    leader = state.data.leaders[state.boards[0].leader]
    state.boards[0].powers.extend(Power(p) for p in Power)  # every card, to read each one's line
    view = state.observation(0)
    tip = tooltips.tooltip_at(view, 0, NAMES[:2], tooltips.info_rects(view, 0)["leader"].center)
    assert tip is not None and t(f"leader_name.{leader.id}") in tip.title
    lines = [line for line in tip.body.split("\n") if any(line.startswith(power_name(p)) for p in Power)]
    assert len(lines) == len(Power), tip.body
    for power, line in zip(Power, lines, strict=True):
        name = power_name(power)
        assert line.startswith(f"{name}: "), line
        after = line[len(name) + 2 :]
        assert after[:1].islower() and ":" not in after, line
    # Standing alone (the leader card's own tooltip), what it does starts a sentence.
    assert all(power_tip(p)[1][0][:1].isupper() for p in Power)


def test_a_forest_tile_says_how_many_riders_stand_on_it_and_how_many_a_village_needs(lang):
    # Guards against: "3 riders here of 3 a village needs".
    pygame.init()
    state = TITLE.new_game(2, 3)
    state.boards[0].riders[0] = 2
    view = state.observation(0)
    tip = tooltips.tooltip_at(view, 0, NAMES[:2], L.board_geoms(2)[0].space(0).center)
    assert tip is not None
    expected = {"en": "2 riders here; a village needs 3", "uk": "Тут 2 вершники із 3 потрібних для селища"}
    assert expected[language()] in tip.body.split("\n"), tip.body


def discounted_plant():
    """A state where the player to move plants a forest a card made cheaper (state.counter > 0)."""
    from game.rules.tribes_of_the_wind.state import Phase

    for seed in range(40):
        state = TITLE.new_game(2, seed)
        rng = random.Random(seed)
        for _ in range(400):
            if state.is_terminal():
                break
            if state.phase == Phase.PLANT and state.counter > 0:
                board = state.boards[state.seat]
                if not board.has(Power.GREEN_THUMB):
                    slots = [m for m, tile in enumerate(state.forest_market) if tile != EMPTY]
                    return state, slots
            state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no discounted plant found")


def test_the_market_tooltip_gives_what_a_discounted_plant_costs(lang):
    from game.client.tribes_of_the_wind.words_board import market_tip

    state, slots = discounted_plant()
    me = state.seat
    assert any(state.data.tile_cost[state.forest_market[m]] > 0 for m in slots)
    for slot in slots:
        cost = state.data.tile_cost[state.forest_market[slot]]
        paid = max(0, cost - state.counter)
        _, lines = market_tip(state, me, slot)
        assert lines[0] == t("tile.cost", count=cost)
        assert (t("tile.pay_now", count=paid) in lines) == (paid != cost), lines
        # another player's view of the same tile, or no plant under way: the full cost only
        _, theirs = market_tip(state, 1 - me, slot)
        assert not any(line == t("tile.pay_now", count=paid) for line in theirs)


def test_a_score_tooltip_after_the_game_gives_the_final_score_not_one_if_the_game_ended_now(lang):
    pygame.init()
    final = {"en": "Final score of Olena", "uk": "Підсумок очок: Olena"}[lang]
    now = {"en": "if the game ended now", "uk": "якби гра скінчилася зараз"}[lang]
    state = TITLE.new_game(2, 21)
    rng = random.Random(21)
    live = tooltips.score_tip(state, 0, NAMES[:2])
    assert now in f"{live.title} {live.body}".lower()
    while not state.is_terminal():
        legal = state.legal_actions()
        best = [a for a in legal if 11 <= a <= 22 or 88 <= a < 148] or legal
        state.apply(rng.choice(best))
    tip = tooltips.score_tip(state, 0, NAMES[:2])
    assert f"{tip.title} {tip.body}".strip() == final
    assert tip.rows == tuple((label, str(points)) for label, points in score_lines(state, 0))
