"""The hint at the table: asked from the top strip, answered off the frame, shows its
best choices with a reason and a marker where each is clicked, never plays, closes on a move."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pygame
import pytest

from game.client import games
from game.client.app import App
from game.client.settings import AnimationSpeed, Settings
from game.client.table import view_factory
from game.client.table.hint import HintPanel
from game.client.table.hint_worker import HintChoice
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from game.rules.base import State

games.load_game_packages()


class SlowWorker:
    """Answers after ``polls`` polls: the table must keep drawing frames meanwhile."""

    def __init__(self, answer: list[HintChoice], polls: int = 5) -> None:
        self.answer = answer
        self.polls = polls
        self.asked: list[tuple[dict, int]] = []
        self.timeouts: list[float] = []
        self.closed = False

    def start(self, state: State, player: int) -> None:
        self.asked.append((state.to_dict(), player))
        self.left = self.polls

    def poll(self, timeout: float = 0.0) -> list[HintChoice] | None:
        self.timeouts.append(timeout)
        self.left -= 1
        return self.answer if self.left <= 0 else None

    def close(self) -> None:
        self.closed = True


@pytest.fixture(params=["en", "uk"])
def lang_app(request: pytest.FixtureRequest) -> Iterator[App]:
    application = App(Settings(language=request.param, animation_speed=AnimationSpeed.OFF), headless=True)
    yield application
    application.close()


def five_tribes_table(app: App) -> TableScene:
    make_view = view_factory("five_tribes")
    assert make_view is not None
    view = make_view(app)
    session = Session(view.title, GameSetup([Seat("Bot", "easy"), Seat("Me")], 3), view=view)
    table = TableScene(app, view, session)
    app.stack.push(table)
    app.run(frames=1)
    return table


def click(app: App, pos: tuple[int, int]) -> None:
    window = app.letterbox.to_window(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=window, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=window, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=window, button=1))
    app.run(frames=1)


def hint_button(table: TableScene):
    return next(b for b in table.options.top_buttons if b.on_click == table.ask_hint)


def test_the_hint_thinks_off_the_frame_then_shows_its_choices_where_they_are_clicked(lang_app: App):
    table = five_tribes_table(lang_app)
    state = table.state
    legal = state.legal_actions()
    answer = [HintChoice(legal[2], 0.6, 0.71, 600), HintChoice(legal[0], 0.3, 0.55, 300)]
    worker = SlowWorker(answer)
    table.hint = HintPanel("five_tribes", make_worker=lambda title: worker)
    table.options.rebuild()
    button = hint_button(table)
    assert button.enabled and button.label == {"en": "Hint", "uk": "Підказка"}[lang_app.settings.language]
    click(lang_app, button.rect.center)
    assert worker.asked and worker.asked[0][1] == state.current_player()
    assert table.hint.thinking and not hint_button(table).enabled
    lang_app.run(frames=2)  # frames go on while it thinks; every poll is a look, never a wait
    assert table.hint.thinking and set(worker.timeouts) == {0.0}
    lang_app.run(frames=5)
    assert not table.hint.thinking and table.hint.shown is not None
    shown = table.hint.shown
    assert [item.choice.action for item in shown] == [legal[2], legal[0]]
    button = next(b for b in table.options.buttons if b.action == legal[2])  # the bids are option buttons
    assert shown[0].point is not None and button.rect.inflate(16, 60).collidepoint(shown[0].point)
    reason = {
        "en": "chosen in 60% of the searches, expects to win 71%",
        "uk": "обрано в 60% пошуків, очікує виграти 71%",
    }
    assert shown[0].reason == reason[lang_app.settings.language]
    assert shown[0].label == table.view.option_label(table.ctx(), legal[2])
    assert table.state.to_dict() == state.to_dict(), "the hint never plays"
    assert table.hint.rect is not None
    for item in shown:  # the panel does not cover the places it marks
        assert item.point is not None and not table.hint.rect.collidepoint(item.point)


def test_playing_a_move_closes_the_hint_and_close_closes_it_too(lang_app: App):
    table = five_tribes_table(lang_app)
    legal = table.state.legal_actions()
    worker = SlowWorker([HintChoice(legal[0], 1.0, 0.5, 10)], polls=1)
    table.hint = HintPanel("five_tribes", make_worker=lambda title: worker)
    table.ask_hint()
    lang_app.run(frames=2)
    assert table.hint.shown
    assert table.hint.close_button is not None
    click(lang_app, table.hint.close_button.rect.center)
    assert not table.hint.open and table.state.legal_actions() == legal
    table.ask_hint()
    lang_app.run(frames=2)
    assert table.hint.open
    click(lang_app, table.target_point(legal[0]))  # the hinted move, played by the person
    assert len(table.state.history) == 1 and not table.hint.open
    table.exit()
    assert worker.closed


def test_no_hint_button_in_the_demo_or_while_the_bot_moves(lang_app: App):
    make_view = view_factory("five_tribes")
    assert make_view is not None
    view = make_view(lang_app)
    session = Session(view.title, GameSetup([Seat("A", "easy"), Seat("B", "easy")], 3), view=view)
    table = TableScene(lang_app, view, session, demo=True)
    assert not any(b.on_click == table.ask_hint for b in table.options.top_buttons)


def test_the_real_worker_answers_with_a_normal_bot_search(lang_app: App):
    table = five_tribes_table(lang_app)
    table.hint = HintPanel("five_tribes", seconds=0.3)
    table.ask_hint()
    frames = 0
    deadline = time.monotonic() + 60  # a bound on a spawned process, not a timing assertion
    while table.hint.thinking and time.monotonic() < deadline:
        lang_app.run(frames=1)
        frames += 1
    assert not table.hint.thinking, "the hint search never answered"
    assert frames > 1, "the answer came while the frames went on"
    shown = table.hint.shown
    assert shown and 1 <= len(shown) <= 3
    legal = set(table.state.legal_actions())
    assert all(item.choice.action in legal for item in shown)
    shares = [item.choice.share for item in shown]
    assert shares == sorted(shares, reverse=True) and 0 < sum(shares) <= 1.0 + 1e-9
    table.exit()


def totw_table(app: App) -> TableScene:
    make_view = view_factory("tribes_of_the_wind")
    assert make_view is not None
    view = make_view(app)
    session = Session(view.title, GameSetup([Seat("Me"), Seat("Bot", "easy")], 1), view=view)
    table = TableScene(app, view, session)
    app.stack.push(table)
    app.run(frames=1)
    return table


def test_the_tribes_of_the_wind_hint_names_the_card_it_plays_by_slot_colour_and_effect(lang_app: App):
    """Not a data code ("Play the blue card b10a" was shown): the slot number printed on the card,
    its colour and what the row gives, in the player's language."""
    from game.client.tribes_of_the_wind.words import card_gist, row_gist
    from game.rules.tribes_of_the_wind import actions as act

    table = totw_table(lang_app)
    state = table.state
    assert state.current_player() == 0
    plays = [a for a in state.legal_actions() if act.PLAY <= a < act.TEMPLE_ACTION]
    discards = [a for a in range(act.DISCARD + 1, act.DISCARD + 6)]
    answer = [HintChoice(plays[0], 0.6, 0.7, 600), HintChoice(plays[-1], 0.4, 0.5, 400)]
    table.hint = HintPanel("tribes_of_the_wind", make_worker=lambda title: SlowWorker(answer, polls=1))
    table.hint.ask(table)
    lang_app.run(frames=2)
    shown = table.hint.shown
    assert shown is not None and len(shown) == 2
    data, hand = state.data, state.boards[0].hand
    uk = lang_app.settings.language == "uk"
    for item in shown:
        slot, hard = divmod(item.choice.action - act.PLAY, 2)
        card = hand[slot]
        colour = ("red", "blue", "green", "yellow")[data.card_element[card]]
        element = (
            {"red": "червона", "blue": "синя", "green": "зелена", "yellow": "жовта"}[colour] if uk else colour
        )
        row = ("складний ряд" if hard else "легкий ряд") if uk else ("hard row" if hard else "easy row")
        gives = row_gist(data, card, min(hard, len(data.card_rows[card]) - 1))  # what the row does
        expected = (
            f"Зіграти карту {slot + 1} ({element}), {row}: {gives}"
            if uk
            else f"Play card {slot + 1} ({element}), {row}: {gives}"
        )
        assert item.label == expected
        assert data.card_ids[card] not in item.label  # a data code says nothing at the table
    view, ctx = table.view, table.ctx()
    words = [view.hint_label(ctx, a) for a in discards]
    assert all(w is not None and card_gist(data, hand[i]) in w for i, w in enumerate(words))
    assert not any(data.card_ids[c] in (w or "") for c, w in zip(hand, words, strict=True))
    assert words[0] is not None and words[0].startswith("Скинути карту 1 (" if uk else "Discard card 1 (")


def test_the_hint_panel_hides_what_lies_under_it(lang_app: App):
    # Guards against: the game log's lines showed through the panel.
    table = five_tribes_table(lang_app)
    legal = table.state.legal_actions()
    worker = SlowWorker([HintChoice(legal[0], 0.6, 0.7, 600)], polls=0)
    table.hint = HintPanel("five_tribes", make_worker=lambda title: worker)
    table.hint.ask(table)
    lang_app.run(frames=3)
    assert table.hint.shown is not None
    pictures = []
    for under in ((255, 255, 255), (0, 0, 0)):
        surface = pygame.Surface((1600, 900))
        surface.fill(under)
        table.hint.draw(surface, table)
        rect = table.hint.rect
        assert rect is not None
        inner = rect.inflate(-40, -40)
        pictures.append(pygame.image.tobytes(surface.subsurface(inner), "RGB"))
    assert pictures[0] == pictures[1]


def test_markers_on_one_spot_are_moved_apart_and_the_others_stay():
    from game.client.table.hint import MARKER_RADIUS, apart

    moved = apart([(400, 300), (400, 300), None, (900, 300), (402, 301)])
    assert moved[0] == (400, 300) and moved[2] is None and moved[3] == (900, 300)
    placed = [p for p in moved if p is not None]
    for i, a in enumerate(placed):
        for b in placed[i + 1 :]:
            assert abs(a[0] - b[0]) >= 2 * MARKER_RADIUS or abs(a[1] - b[1]) >= 2 * MARKER_RADIUS


def test_a_marker_on_an_option_button_stays_within_that_button_and_off_its_neighbours(lang_app: App):
    # Guards against: on the top-right corner, a marker sat on the gap between two buttons ("1"
    # between Sloar and Baal) and read as either's; on the top rim it hid the "0" of "Bid 0".
    from game.client.table.hint import MARKER_RADIUS, MARKER_REACH

    table = five_tribes_table(lang_app)
    options = [b for b in table.options.buttons if b.action is not None]
    assert len(options) >= 3
    answer = [HintChoice(b.action, 0.3, 0.5, 30) for b in options[:3] if b.action is not None]
    table.hint = HintPanel("five_tribes", make_worker=lambda title: SlowWorker(answer, polls=0))
    table.hint.ask(table)
    lang_app.run(frames=2)
    assert table.hint.shown is not None
    for item, button in zip(table.hint.shown, options, strict=False):
        assert item.point is not None
        x, y = item.point
        ring = pygame.Rect(x - MARKER_REACH, y - MARKER_REACH, 2 * MARKER_REACH, 2 * MARKER_REACH)
        assert button.rect.left <= ring.left and ring.right <= button.rect.right, (button.label, ring)
        assert ring.bottom <= button.rect.centery - 10, "the ring covers the button's words"
        assert y + MARKER_RADIUS >= button.rect.top, "the disc does not touch its button"
        others = [b.rect for b in table.options.buttons if b.action != button.action]
        assert ring.collidelist(others) == -1, (button.label, ring)
