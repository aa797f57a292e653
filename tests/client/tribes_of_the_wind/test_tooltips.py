"""Every icon and card row explains itself on hover, in both languages (issue 12)."""

from __future__ import annotations

import random

import pygame

from game.client.tribes_of_the_wind import hover
from game.client.tribes_of_the_wind import layout as L
from game.client.tribes_of_the_wind.draw_rows import card_row_rects
from game.rules.tribes_of_the_wind import TITLE
from game.rules.tribes_of_the_wind.board import EMPTY

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
    for key, rect in hover.info_rects(state, viewer).items():
        found[key.split(":")[0]] = rect.center
    card = board.hand[0]
    rows = card_row_rects(L.holder_rect(0), len(state.data.card_rows[card]))
    found["card_row"] = rows[-1].center
    found["card"] = (L.holder_rect(0).centerx, L.holder_rect(0).y + 10)
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
    "holder", "card_row", "card", "score_box", "deck", "element_row", "discard", "market", "stack",
    "village_row", "village_deck", "end_token",
}  # fmt: skip


def test_every_kind_of_icon_has_words_in_both_languages(lang):
    pygame.init()
    seen: set[str] = set()
    for players, seed in ((2, 11), (3, 12), (5, 13)):
        state = midgame(players, seed)
        viewer = state.current_player()
        view = state.observation(viewer)
        for kind, point in places(view, viewer).items():
            tip = hover.tooltip_at(view, viewer, NAMES[:players], point)
            assert tip is not None, kind
            text = tip.title + tip.body + "".join(a + b for a, b in tip.rows)
            assert tip.title and (tip.body or tip.rows), kind
            assert "%{" not in text and "tribes_of_the_wind." not in text, (kind, text)
            seen.add(kind)
    assert seen >= KINDS


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
    tip = hover.tooltip_at(view, 0, NAMES[:3], hard.center)
    assert tip is not None
    assert tip.title == "red (fire) card r02a - Hard row (bottom)"
    assert tip.body.splitlines() == [
        "Needs: fewer blue cards than both neighbours (you 1, Ira 0, Taras 2).",
        "Gives: 3 water, remove 2 pollution.",
        "Does not hold: Ira has 0, not more than your 1.",
    ]
    tip = hover.tooltip_at(view, 0, NAMES[:3], easy.center)
    assert tip is not None and tip.body.endswith("Holds now: you may play this row.")


def test_other_holders_show_backs_only_and_their_counts(english):
    state = midgame(3, 14, 20)
    view = state.observation(0)
    rect = hover.info_rects(view, 1)["holder"]
    tip = hover.tooltip_at(view, 0, NAMES[:3], rect.center)
    assert tip is not None and tip.title == "Hand of Taras"
    counts = view.element_counts(view.boards[1].hand)
    assert f"red (fire) {counts[0]}" in tip.body
    # nobody's front ids leak into it
    assert not any(cid in tip.body for cid in view.data.card_ids)
