"""The hint panel names a board click in words, never in game notation (issue: "select 10",
"play 1 easy"): the Prehistories and Tribes of the Wind views' ``option_label`` in both languages."""

from __future__ import annotations

import numpy as np

from game.client.app import App
from game.client.prehistories.view import PrehistoriesView
from game.client.table.hint import HintPanel
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from game.client.text import tr
from game.client.tribes_of_the_wind import questions
from game.rules.prehistories import TITLE as PREHISTORIES
from game.rules.tribes_of_the_wind import TITLE as TRIBES
from game.rules.tribes_of_the_wind import actions as act
from tests.client.prehistories.helpers import make_ctx

PREHISTORIES_WORDS = {
    "en": {
        "select 10": "Add hunter 10 (strength 6) to the party",
        "commit": "Commit no hunters (draw 3)",  # at the start: the party is empty
        "assign 3 16": "Send hunter 16 to zone 3",
        "take 5": "Take the tile of zone 5",
        "done": "Stop hunting (draw 3)",  # no tile taken: the hunt not made (the button)
    },
    "uk": {
        "select 10": "Додати до загону мисливця 10 (сила 6)",
        "commit": "Підтвердити порожній загін (взяти 3 карти)",
        "assign 3 16": "Відправити мисливця 16 у зону 3",
        "take 5": "Забрати тайл із зони 5",
        "done": "Не полювати (взяти 3 карти)",
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
        "play 1 easy": "Play card 1",  # one row (g04a): no easy or hard row to name
        "play 2 easy": "Play card 2, easy row",
        "play 2 hard": "Play card 2, hard row",
        "clean b1": "Clean b1",
        "village b2": "Build a village on b2",
        "plant 2 b1": "Plant market tile 2 on b1",
        "plant deck c1": "Plant blind from the stack on c1",
        "move cap a1": "Move a rider: capital » a1",
        "discard 3": "Discard card 3",
    },
    "uk": {
        "play 1 easy": "Зіграти карту 1",
        "play 2 easy": "Зіграти карту 2, легкий ряд",
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


def test_the_tribes_of_the_wind_hint_names_a_village_card_by_its_goal(lang: str):
    state = TRIBES.new_game(2, seed=1)
    card = state.village_row[0]
    label = questions.hint_label(state, act.VILLAGE_CARD + act.VC_TUCK)
    title = {"en": "Village card", "uk": "Карта селища"}[lang]
    goal = tr(f"tribes_of_the_wind.goal_short.{state.data.village_goal[card]}")
    assert label == f"{questions.option_label(state, act.VILLAGE_CARD + act.VC_TUCK)} ({title}: {goal})"
    assert state.data.village_ids[card] not in label  # not its data code ("v22" was shown)
    assert questions.hint_label(state, act.CLEAN) is None  # no card: the log's line stands


def test_a_tribes_of_the_wind_leader_step_reads_as_an_instruction_naming_its_card(lang: str):
    """Guards against: the hint's step for a leader card was the log's line ("Player 1 takes the
    leader card Light-footed") among steps that are instructions."""
    from game.client.tribes_of_the_wind.words_board import power_name

    state = TRIBES.new_game(2, seed=1)
    verb = {"en": "Take the leader card", "uk": "Взяти карту лідера"}[lang]
    for power in range(act.NUM_ACTIONS - act.LEADER):
        label = questions.option_label(state, act.LEADER + power)
        assert label == f"{verb}: {power_name(power)}"


SEATS = {"en": ("Alice", "Bob"), "uk": ("Олена", "Bohdan")}


def test_every_prehistories_hint_choice_reads_as_an_option_label(quick_app: App, lang: str):
    """Over a whole seeded game, the words the hint panel would give any legal action (hint's
    ``PlanWords.step``: the view's words, never the log's line when the view has words)
    start with a capital, end without a full stop and name no seat ("Олена підтверджує
    загін." and "додати до загону мисливця 33 (сила 3)")."""
    quick_app.set_language(lang)
    seats = [Seat(name) for name in SEATS[lang]]
    view = PrehistoriesView(quick_app)
    table = TableScene(quick_app, view, Session(PREHISTORIES, GameSetup(seats, 5), view=view))
    rng = np.random.default_rng(5)
    seen: set[str] = set()
    words = HintPanel.words_for(table)
    while not table.state.is_terminal():
        for action in table.state.legal_actions():
            label = words.step(table.state, action)
            seen.add(label)
            assert label[:1].isupper(), label
            assert not label.endswith("."), label
            assert not any(name in label for name in SEATS[lang]), label
        legal = table.state.legal_actions()
        table.play(legal[int(rng.integers(len(legal)))])
    assert len(seen) > 40  # every kind of decision of the game was met
