"""Saves, undo, the move path and legal highlighting, and the log text, read like the rules."""

from __future__ import annotations

from pathlib import Path

import pytest

from ai.budget import Budget
from game.client.app import App
from game.client.five_tribes import questions, words
from game.client.five_tribes.logwords import FiveTribesWriter
from game.client.five_tribes.questions import move_path
from game.client.five_tribes.view import FiveTribesView, new_session, table_scene
from game.client.scenes.message import MessageScene
from game.client.settings import AnimationSpeed, Settings
from game.client.table.logbook import LogBook
from game.client.table.saves import autosave_path
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from game.client.table.start import continue_scene
from game.rules.five_tribes import actions as A
from game.rules.five_tribes import events as E
from game.rules.five_tribes.board import ADJACENT, TILE_INDEX
from game.rules.five_tribes.data import CARD_NAMES
from game.rules.five_tribes.model import Step
from tests.client.conftest import click
from tests.rules.five_tribes.conftest import play, position


def solo_session(seed: int = 4) -> Session:
    return new_session(GameSetup([Seat("Ann"), Seat("Bot", "easy")], seed))


def play_bids_until_start(session: Session) -> None:
    """Bid the cheapest legal spot for everyone until a person must pick a start tile."""
    while session.state.step != Step.START or session.seat(session.to_move()).is_bot:
        session.apply(
            session.state.legal_actions()[-1]
            if session.state.step == Step.BID
            else session.state.legal_actions()[0]
        )


def test_undo_takes_back_a_persons_drop_but_not_past_another_players_action():
    session = solo_session()
    play_bids_until_start(session)
    pick = next(a for a in session.state.legal_actions() if A.PICK <= a < A.DROP)
    session.apply(pick)
    before = session.state.to_dict()
    drop = session.state.legal_actions()[0]
    session.apply(drop)
    assert session.can_undo()
    assert session.undo()
    assert session.state.to_dict() == before
    assert session.undo()  # the pick too: nothing was revealed since
    assert session.state.step == Step.START
    assert not session.undo()  # the bids before belong to the bot's and the bidding's past


def test_undo_is_refused_after_a_bot_has_acted():
    session = solo_session()
    bot_acted = False
    while not (bot_acted and session.human_to_move()):
        bot_acted = session.seat(session.to_move()).is_bot
        session.apply(session.state.legal_actions()[0])
    assert not session.can_undo()
    assert not session.undo()


def test_the_path_preview_lists_the_start_tile_then_each_drop_and_only_adjacent_tiles_glow():
    session = solo_session()
    play_bids_until_start(session)
    question = questions.build_question(session.state)
    start = min(question.tiles)
    assert all(A.PICK <= a < A.DROP for actions in question.tiles.values() for a in actions)
    session.apply(A.pick(start))
    question = questions.build_question(session.state)
    assert move_path(session.state) == [start]
    assert set(question.tiles) <= set(ADJACENT[start])
    first = min(question.tiles)
    colour = questions.colour_of(question.tiles[first][0])
    assert colour is not None
    session.apply(A.drop(first, colour))
    assert move_path(session.state)[:2] == [start, first]
    if session.state.step == Step.DROP:
        # 4.2: no stepping straight back onto the tile just left.
        assert start not in questions.build_question(session.state).tiles


def test_a_click_drops_the_chosen_colour_when_legal_and_the_plentiful_one_otherwise():
    session = solo_session()
    play_bids_until_start(session)
    state = session.state
    big = max(questions.build_question(state).tiles, key=lambda t: int(state.meeples[t].sum()))
    session.apply(A.pick(big))
    question = questions.build_question(state)
    tile = next(iter(question.tiles))
    colours = questions.drop_colours(question, tile)
    chosen = questions.default_drop(state, question, tile, colours[-1])
    assert chosen == A.drop(tile, colours[-1])
    fallback = questions.default_drop(state, question, tile, None)
    hand = state.turn.hand
    assert fallback is not None and hand[(fallback - A.DROP) % 5] == max(hand[c] for c in colours)


def test_the_log_writes_one_line_per_move_in_the_games_words(app: App):
    book = LogBook(FiveTribesWriter, lambda p: ["Ann", "Bob"][p])
    lines = book.feed(
        [
            E.TilePicked(1, TILE_INDEX["b2"], (0, 1, 2, 1, 0)),
            E.MeepleDropped(1, TILE_INDEX["c2"], 1),
            E.MeepleDropped(1, TILE_INDEX["c3"], 3),
            E.MeepleDropped(1, TILE_INDEX["d3"], 2),
        ]
    )
    assert lines == []
    lines = book.feed([E.MeepleDropped(1, TILE_INDEX["d3"], 2), E.MeeplesTaken(1, TILE_INDEX["d3"], 2, 2)])
    assert lines == ["Bob moved 4 meeples from b2 to d3 and took 2 merchants"]
    assert book.feed([E.CamelPlaced(0, TILE_INDEX["a1"], 7)]) == ["Ann placed a camel on a1."]
    assert book.feed([E.CoinsGained(0, 1, "builders")]) == ["Ann gained 1 coin (builders)"]


@pytest.mark.parametrize("language", ["en", "uk"])
def test_a_sale_is_one_line_with_the_goods_and_the_price(app: App, language: str):
    """Guards against: "sells ... for 21 coins", then "gains 21 coins (sale)"."""
    app.set_language(language)
    state = position(
        tiles={"a1": {"meeples": "white"}, "b1": {"meeples": "white"}},
        holdings={0: {"cards": {"silk": 1, "fish": 1}}},
    )
    play(state, "pick a1", "drop b1 white")
    state.apply(A.sell_kind(4))  # silk
    state.apply(A.sell_kind(CARD_NAMES.index("fish")))
    events = state.apply(A.SELL)
    book = LogBook(FiveTribesWriter, lambda p: "Ann")
    lines = book.feed(events)
    assert len(lines) == 1, lines
    assert "3" in lines[0] and words.card(4) in lines[0] and words.card(CARD_NAMES.index("fish")) in lines[0]


def test_the_log_uses_ukrainian_plural_forms(app: App):
    app.set_language("uk")
    book = LogBook(FiveTribesWriter, lambda p: "Оля")
    assert book.feed([E.BidPlaced(0, 12)]) == ["Оля ставить 12 монет"]
    assert book.feed([E.BidPlaced(0, 3)]) == ["Оля ставить 3 монети"]
    assert book.feed([E.BidPlaced(0, 1)]) == ["Оля ставить 1 монету"]


def test_a_game_saved_mid_move_resumes_in_the_same_position_after_a_restart(user_dirs: dict[str, Path]):
    first = App(Settings(language="en", animation_speed=AnimationSpeed.OFF), headless=True)
    session = solo_session(seed=9)
    table = table_scene(first, session, bot_budget=Budget(iterations=10))
    first.stack.push(table)
    first.run(frames=1)
    while not (table.human_turn() and table.state.step == Step.DROP):
        if table.human_turn():
            legal = table.state.legal_actions()
            action = next((a for a in legal if A.PICK <= a < A.DROP), legal[-1])
            click(first, table.target_point(action))
        else:
            first.run(frames=1)
    saved = table.state.to_dict()
    first.close()
    assert autosave_path("five_tribes").is_file()

    second = App(Settings(language="en"), headless=True)
    try:
        resumed = continue_scene(second, FiveTribesView(second))
        assert isinstance(resumed, TableScene)
        assert resumed.state.to_dict() == saved
        assert [s.name for s in resumed.session.seats] == ["Ann", "Bot"]
        assert move_path(resumed.state) == move_path(table.state)
    finally:
        second.close()


def test_a_damaged_save_is_reported_and_kept_aside(app: App):
    path = autosave_path("five_tribes")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"kind": "tribal-table/five_tribes", "version": 1, "seats": [', encoding="utf-8")
    scene = continue_scene(app, FiveTribesView(app))
    assert isinstance(scene, MessageScene)
    assert "cannot be read" in scene.title
    kept = path.with_name(path.name + ".bak")
    assert kept.is_file() and kept.read_text(encoding="utf-8").startswith('{"kind"')
    assert not path.exists()
    assert kept.name in scene.body


def test_a_foreign_save_is_refused_with_a_reason_and_kept(app: App):
    path = autosave_path("five_tribes")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"kind": "something else"}', encoding="utf-8")
    scene = continue_scene(app, FiveTribesView(app))
    assert isinstance(scene, MessageScene)
    assert "not a Five Tribes save" in scene.body
    assert path.with_name(path.name + ".bak").is_file()


def test_a_foreign_save_is_refused_naming_the_game_in_ukrainian(app: App):
    path = autosave_path("five_tribes")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"kind": "something else"}', encoding="utf-8")
    app.set_language("uk")
    try:
        scene = continue_scene(app, FiveTribesView(app))
    finally:
        app.set_language("en")
    assert isinstance(scene, MessageScene)
    assert scene.body.startswith("це не збереження гри «Пʼять Каст»"), scene.body


def test_right_click_steps_back_inside_an_unfinished_move(quick_app: App):
    session = solo_session(seed=2)
    table = table_scene(quick_app, session, bot_budget=Budget(iterations=10))
    quick_app.stack.push(table)
    quick_app.run(frames=1)
    while not (table.human_turn() and table.state.step == Step.START):
        if table.human_turn():
            click(quick_app, table.target_point(table.state.legal_actions()[-1]))
        else:
            quick_app.run(frames=1)
    pick = next(a for a in table.state.legal_actions() if A.PICK <= a < A.DROP)
    click(quick_app, table.target_point(pick))
    assert table.state.step == Step.DROP
    click(quick_app, (800, 450), button=3)
    assert table.state.step == Step.START
