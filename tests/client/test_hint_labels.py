"""The hint panel names a board click in words, never in game notation (issue: "select 10",
"play 1 easy"): the Prehistories and Tribes of the Wind views' ``option_label`` in both languages."""

from __future__ import annotations

from game.client.prehistories.view import PrehistoriesView
from game.client.tribes_of_the_wind import questions
from game.rules.prehistories import TITLE as PREHISTORIES
from game.rules.tribes_of_the_wind import TITLE as TRIBES
from game.rules.tribes_of_the_wind import actions as act
from tests.client.prehistories.helpers import make_ctx

PREHISTORIES_WORDS = {
    "en": {
        "select 10": "add hunter 10 (strength 6) to the party",
        "commit": "close the party",
        "assign 3 16": "send hunter 16 to zone 3",
        "take 5": "take the tile of zone 5",
        "done": "stop hunting",
    },
    "uk": {
        "select 10": "додати до загону мисливця 10 (сила 6)",
        "commit": "закрити загін",
        "assign 3 16": "відправити мисливця 16 у зону 3",
        "take 5": "забрати тайл із зони 5",
        "done": "завершити полювання",
    },
}


def test_prehistories_labels_are_words_in_both_languages(lang: str):
    view = PrehistoriesView()
    state = PREHISTORIES.new_game(2, seed=3)
    ctx = make_ctx(view, state, 0)
    for text, words in PREHISTORIES_WORDS[lang].items():
        assert view.option_label(ctx, state.notation_to_action(text)) == words
    legal = state.legal_actions()
    assert legal and all(view.option_label(ctx, action) != state.action_to_str(action) for action in legal), (
        "a legal action of the initiative is still labelled in notation"
    )


TRIBES_WORDS = {
    "en": {
        "play 1 easy": "Play card 1, easy row",
        "play 2 hard": "Play card 2, hard row",
        "clean b1": "Clean b1",
        "village b2": "Build a village on b2",
        "plant 2 b1": "Plant market tile 2 on b1",
        "plant deck c1": "Plant blind from the stack on c1",
        "move cap a1": "Move a rider: capital » a1",
        "discard 3": "Discard card 3",
    },
    "uk": {
        "play 1 easy": "Зіграти карту 1, легкий ряд",
        "play 2 hard": "Зіграти карту 2, складний ряд",
        "clean b1": "Очистити b1",
        "village b2": "Побудувати селище на b2",
        "plant 2 b1": "Посадити плитку ринку 2 на b1",
        "plant deck c1": "Посадити наосліп зі стосу на c1",
        "move cap a1": "Перемістити вершника: столиця » a1",
        "discard 3": "Скинути карту 3",
    },
}


def test_tribes_of_the_wind_labels_are_words_in_both_languages(lang: str):
    state = TRIBES.new_game(2, seed=1)
    for text, words in TRIBES_WORDS[lang].items():
        action = next(a for a in range(act.NUM_ACTIONS) if act.action_to_str(a) == text)
        assert questions.option_label(state, action) == words
    for action in state.legal_actions():  # the first decision: every card row reads as words
        label = questions.option_label(state, action)
        assert label != state.action_to_str(action) and "tribes_of_the_wind." not in label


def test_the_tribes_of_the_wind_hint_names_a_village_card_by_its_title(lang: str):
    state = TRIBES.new_game(2, seed=1)
    card = state.village_row[0]
    label = questions.hint_label(state, act.VILLAGE_CARD + act.VC_TUCK)
    title = {"en": "Village card", "uk": "Карта селища"}[lang]
    assert (
        label
        == f"{questions.option_label(state, act.VILLAGE_CARD + act.VC_TUCK)} ({title} {state.data.village_ids[card]})"
    )
    assert questions.hint_label(state, act.CLEAN) is None  # no card: the log's line stands
