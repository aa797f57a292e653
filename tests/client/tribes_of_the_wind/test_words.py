"""Card rows explain themselves with the live counts, against engine positions."""

from __future__ import annotations

import pytest

from game.client.tribes_of_the_wind import words
from game.rules.tribes_of_the_wind import TITLE
from game.rules.tribes_of_the_wind.legal import playable_rows

NAMES = ["Olena", "Taras", "Ira"]

# Spec 12, E1: seat 1 holds red 2, blue 1, green 1, yellow 1; seat 2 red 1, blue 2, green 1,
# yellow 1; seat 3 red 2, blue 0, green 2, yellow 1.
E1 = {
    "players": 3,
    "seed": 1,
    "boards": [
        {"hand": ["r02a", "r01b", "b10a", "g05a", "y07b"]},
        {"hand": ["r03a", "b01a", "b02a", "g01a", "y01a"]},
        {"hand": ["r04a", "r05a", "g02a", "g03a", "y02a"]},
    ],
}


def _card(state, player, card_id):
    return state.data.card_ids.index(card_id)


def test_fewer_than_both_names_the_neighbour_whose_count_falls_short(english):
    s = TITLE.scenario(E1)
    easy = words.row_words(s, 0, _card(s, 0, "r02a"), 0, NAMES)
    hard = words.row_words(s, 0, _card(s, 0, "r02a"), 1, NAMES)
    # neighbours of seat 1 at 3 players: seat 3 (Ira, blue 0) before, seat 2 (Taras, blue 2) after
    assert easy.needs == "Needs: fewer blue cards than one of your neighbours (you 1, Ira 0, Taras 2)."
    assert easy.gives == "Gives: 2 water, remove 1 pollution."
    assert easy.holds is True and easy.status.startswith("Holds now")
    assert hard.needs == "Needs: fewer blue cards than both neighbours (you 1, Ira 0, Taras 2)."
    assert hard.gives == "Gives: 3 water, remove 2 pollution."
    assert hard.holds is False
    assert hard.status == "Does not hold: Ira has 0, not more than your 1."


def test_the_played_card_counts_and_the_shortfall_says_how_many_are_missing(english):
    s = TITLE.scenario(E1)
    card = _card(s, 0, "r01b")
    assert words.row_words(s, 0, card, 0, NAMES).holds is True  # the card itself is the 2nd red
    hard = words.row_words(s, 0, card, 1, NAMES)
    assert hard.needs == "Needs: at least 3 red cards in your holder (you have 2)."
    assert hard.status == "Does not hold: you have 2 red, 1 short."
    off = TITLE.scenario({**E1, "rule_flags": {"played_card_counts": False}})
    easy = words.row_words(off, 0, card, 0, NAMES)
    assert easy.holds is False
    assert easy.needs == "Needs: at least 2 red cards in your holder (you have 1)."


def test_two_players_name_the_element_row_as_the_second_neighbour(english):
    # Spec 12, E2.
    s = TITLE.scenario(
        {
            "players": 2,
            "seed": 2,
            "boards": [
                {"hand": ["b05a", "b08a", "g03a", "y01a", "r10b"]},
                {"hand": ["r01a", "r02a", "b01a", "g01a", "y02a"]},
            ],
            "element_row": ["b03a", "r09b", "b04a", "y10a"],
        }
    )
    names = ["Olena", "Bot"]
    b05 = words.row_words(s, 0, _card(s, 0, "b05a"), 1, names)
    assert (
        b05.needs
        == "Needs: your two neighbours hold at least 4 blue cards together (Bot 1, the element row 2)."
    )
    assert b05.status == "Does not hold: your neighbours hold 3, 1 short."
    most = words.row_words(s, 0, _card(s, 0, "b08a"), 0, names)
    assert most.holds is True
    assert "blue (water) 5" in most.needs and "red (fire) 4" in most.needs
    y01 = words.row_words(s, 0, _card(s, 0, "y01a"), 0, names)
    assert y01.status == "Does not hold: you have 1 yellow, 1 short."


@pytest.mark.parametrize("seed", [3, 4, 5])
def test_every_row_of_every_holder_card_agrees_with_the_engine_in_both_languages(lang, seed):
    s = TITLE.new_game(4, seed)
    names = ["A", "B", "C", "D"]
    for player in range(4):
        for slot, card in enumerate(s.boards[player].hand):
            truth = playable_rows(s, player, slot)
            for row, ok in enumerate(truth):
                w = words.row_words(s, player, card, row, names)
                assert w.holds is ok
                assert w.needs and w.gives and w.status
                assert "%{" not in w.needs + w.gives + w.status
                # a row that fails says what falls short (unless the shapeshifter alone decides)
                if not ok:
                    req = s.data.card_rows[card][row].requirement
                    why = words.shortfall(req, words.counts_for(s, player, names, card))
                    assert why and why in w.status


def test_ukrainian_words_of_a_failing_requirement(english):
    from game.client.text import set_language

    s = TITLE.scenario(E1)
    set_language("uk")
    hard = words.row_words(s, 0, _card(s, 0, "r02a"), 1, NAMES)
    assert hard.needs == "Потрібно: менше синіх карт, ніж у кожного із сусідів (у вас 1, Ira 0, Taras 2)."
    assert hard.gives == "Дає: 3 води, прибрати 2 забруднення."
    assert hard.status == "Не виконано: Ira має 0, не більше за ваші 1."
    r01 = words.row_words(s, 0, _card(s, 0, "r01b"), 1, NAMES)
    assert r01.status == "Не виконано: червоних карт у вас 2, бракує 1."


def test_every_village_goal_fits_its_card_in_two_lines_in_both_languages():
    import json
    from pathlib import Path

    import pygame

    from game.client.lettering import wrap_text
    from game.client.text import font, init_translations, language, set_language
    from game.client.tribes_of_the_wind import layout as L
    from game.client.tribes_of_the_wind.words import t

    pygame.init()
    init_translations("en")
    before = language()
    room = L.VILLAGE_CARD[0] - 6  # draw_village_card's text width
    try:
        for lang in ("en", "uk"):
            set_language(lang)
            path = Path("game/client/i18n") / f"tribes_of_the_wind.{lang}.json"
            for goal in json.loads(path.read_text(encoding="utf-8"))[lang]["goal_short"]:
                lines = wrap_text(t(f"goal_short.{goal}"), 16, room)
                assert len(lines) <= 2 and all(font(16).size(line)[0] <= room for line in lines), (
                    lang,
                    lines,
                )
    finally:
        set_language(before)


def test_a_ukrainian_shortfall_reads_after_its_colon_without_a_second_one(uk, positions):
    # Guards against: "Не виконано: у вас немає: червоних, синіх." (and "Ira: 0, не
    # більше…", "у вас є червоної: 1"): the status line has one colon, after "Не виконано".
    seen: set[int] = set()
    for seed in (1, 2, 3, 4):
        for at in positions(seed, 120):
            player = at.state.current_player()
            for card in at.view.boards[player].hand:
                if card < 0 or card >= len(at.view.data.card_rows):
                    continue
                for row in range(len(at.view.data.card_rows[card])):
                    status = words.row_words(at.view, player, card, row, NAMES).status
                    if status.startswith("Не виконано"):
                        seen.add(at.view.data.card_rows[card][row].requirement[0])
                        assert status.count(":") == 1, status
    assert len(seen) >= 6, seen  # most kinds of requirement fell short somewhere


def test_a_row_that_holds_but_would_do_nothing_says_so(english):
    """A plant row may be played with no clean space next to the seat's tiles (the forest is lost);
    its tooltip said only "Holds now", so a person played it and saw nothing planted."""
    polluted = {"terrain": {"a1": {"tile": "start_1"}, "a2": {"pollution": 1}, "b1": {"pollution": 1}}}
    s = TITLE.scenario(
        {
            "players": 2,
            "seed": 1,
            "boards": [{**polluted, "hand": ["g10a", "r01b", "b10a", "g05a", "y07b"]}, {}],
        }
    )
    assert s.seat == 0
    plant = words.row_words(s, 0, _card(s, 0, "g10a"), 0, NAMES)
    assert plant.holds is True
    assert plant.status == (
        "Holds now: you may play this row. Would do nothing now: no clean empty space next to your tiles."
    )
    # With a clean space beside the start tile and water for a tile, it plants: no warning.
    clean = TITLE.scenario(
        {
            "players": 2,
            "seed": 1,
            "boards": [{"water": 5, "hand": ["g10a", "r01b", "b10a", "g05a", "y07b"]}, {}],
        }
    )
    assert (
        words.row_words(clean, 0, _card(clean, 0, "g10a"), 0, NAMES).status
        == "Holds now: you may play this row."
    )
    # A row whose own water pays for the tile is not called idle for want of water.
    assert words.idle_parts(clean, ((words.Fx.WATER, 4), (words.Fx.PLANT, 0))) == []
