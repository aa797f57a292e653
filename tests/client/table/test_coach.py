"""The coach's gate, bubble placement, scripted seats, save slot and hint ranking."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

import pygame
import pytest

from game.client.table import coach_store
from game.client.table.bubble import CANVAS, layout_bubble, place_bubble
from game.client.table.coach import Coach, point_check, resolve_place
from game.client.table.view import GameView
from game.client.table.view_types import Option, Question, Target, Zones
from game.client.text import init_translations
from game.rules.base import State
from game.tutorial import load_chapters, start_state, validate
from tests.client.table.toy import TallyView


class FakeView(TallyView):
    """A view that knows a few places: the board's 30 tiles and two zones."""

    def place_rect(self, name: str) -> pygame.Rect | None:
        if len(name) == 2 and name[0] in "abcdef" and name[1] in "12345":
            col, row = "abcdef".index(name[0]), int(name[1]) - 1
            return pygame.Rect(34 + col * 108, 94 + row * 108, 100, 100)
        zones = {
            "board": pygame.Rect(14, 74, 664, 560),
            "turn_track": pygame.Rect(692, 74, 414, 200),
            "market": pygame.Rect(1118, 260, 470, 154),
        }
        return zones.get(name)

    def zones(self) -> Zones:
        return Zones(
            pygame.Rect(0, 0, 1600, 64),
            pygame.Rect(1118, 420, 470, 260),
            pygame.Rect(14, 640, 1092, 48),
            pygame.Rect(14, 700, 1574, 190),
        )


class FakeHost:
    def __init__(self, view: GameView) -> None:
        self.view = view
        self.jumped: State | None = None
        self.handed: tuple[str, bool] | None = None
        self.left = False

    def coach_locate(self, actions: Sequence[int]) -> pygame.Rect | None:
        return pygame.Rect(700, 640, 120, 40)

    def coach_jump(self, state: State) -> None:
        self.jumped = state

    def coach_hand_off(self, level: str, new_game: bool) -> None:
        self.handed = (level, new_game)

    def coach_leave(self) -> None:
        self.left = True

    def coach_place(self, name: str) -> pygame.Rect | None:
        return resolve_place(self.view, name, start_state(load_chapters("five_tribes")[0]))

    def coach_keep_visible(self) -> list[pygame.Rect]:
        return []


@pytest.fixture(autouse=True)
def english():
    init_translations("en")


@pytest.fixture
def first():
    return load_chapters("five_tribes")[0]


def _coach(script):
    view = FakeView(None)  # type: ignore[arg-type]
    host = FakeHost(view)
    return Coach(script, view, host, clock=lambda: 0.0), host


def test_shipped_five_tribes_chapters_point_only_at_places_the_view_knows():
    for script in load_chapters("five_tribes"):
        validate(script, point_check(FakeView(None)))  # type: ignore[arg-type]


def test_the_gate_allows_nothing_on_a_bubble_and_only_the_expected_bid_after(first):
    coach, _ = _coach(first)
    state = start_state(first)
    legal = state.legal_actions()
    assert len(legal) == 7 and coach.gate(state, legal) == []
    assert coach.refusal_line(state, None) == "Read the bubble first, then press Next."
    coach.next()
    coach.next()
    assert coach.gate(state, legal) == [state.parse_action("bid 8")]


def test_the_refusal_line_names_the_option_or_the_place(first):
    coach, _ = _coach(first)
    state = start_state(first)
    coach.next()
    coach.next()
    bid8 = state.parse_action("bid 8")
    question = Question("Bid", options=[Option("bid:8", "Bid 8", action=bid8)])
    assert coach.refusal_line(state, question) == "Not that one: press “Bid 8”."
    for action in (
        bid8,
        state.parse_action("bid 5"),
        state.parse_action("bid 3"),
        state.parse_action("bid 0"),
    ):
        before = state.clone()
        state.apply(action)
        coach.applied(before, action)
    coach.next()  # the play-order bubble
    pick = state.parse_action("pick b2")
    question = Question("Pick", targets=[Target("b2", pygame.Rect(0, 0, 10, 10), (pick,))])
    assert coach.refusal_line(state, question) == "Not there: click b2, where the ring is."


def test_a_scripted_seat_answers_with_the_scripts_action_only_on_its_step(first):
    coach, _ = _coach(first)
    state = start_state(first)
    seat = coach.seat(1)
    seat.start(state, 1)
    assert seat.result() is None  # a bubble is showing, and it is not seat 1's step
    coach.next()
    coach.next()
    before = state.clone()
    state.apply(2)  # bid 8
    coach.applied(before, 2)
    seat.start(state, 1)
    choice = seat.result()
    assert choice is not None and state.action_to_str(choice.action) == "bid 5"
    assert choice.stats.source == "script" and not seat.busy()


def test_skip_jumps_to_the_end_marks_the_chapter_done_and_clears_the_slot(first):
    coach, host = _coach(first)
    state = start_state(first)
    coach.next()
    coach.next()
    before = state.clone()
    state.apply(2)
    coach.applied(before, 2)
    assert coach_store.load_slot("five_tribes") is not None
    coach.skip(state)
    assert host.jumped is not None and not host.jumped.is_terminal()
    assert coach.progress.finished
    assert "bid_and_first_move" in coach_store.done_chapters("five_tribes")
    assert coach_store.load_slot("five_tribes") is None
    layout = coach.bubble_layout(host.jumped)
    assert layout is not None and layout.heading == "Chapter complete!" and len(layout.bullets) == 3
    assert [b.key for b in layout.buttons] == ["play:normal", "play:easy", "leave"]
    coach.press("play:easy", host.jumped)
    assert host.handed == ("easy", False) and not coach.active
    assert coach.gate(host.jumped, [1, 2, 3]) == [1, 2, 3]  # free play: the gate is open


def test_back_rereads_earlier_bubbles_without_touching_the_game(first):
    coach, _ = _coach(first)
    state = start_state(first)
    coach.next()
    assert coach.can_go_back()
    coach.back()
    assert coach.reading == 0 and coach.progress.step == 1
    layout = coach.bubble_layout(state)
    assert layout is not None and any("Sultanate" in line for line in layout.lines)
    coach.next()
    assert coach.reading is None and coach.progress.step == 1


def test_undo_is_limited_to_the_current_move_step():
    second = load_chapters("tribes_of_the_wind")[1]
    coach, _ = _coach(second)
    assert not coach.can_undo()
    index = next(i for i, s in enumerate(second.steps) if s.say == "c2.discard")
    coach.progress.step = index
    coach.progress.record(0)  # the progress counts entries; the id is only kept for undo
    assert coach.can_undo()
    coach.undone()
    assert not coach.can_undo() and coach.progress.entry == 0


def test_done_marks_survive_a_damaged_progress_file():
    coach_store.mark_done("five_tribes", "a")
    assert coach_store.done_chapters("five_tribes") == {"a"}
    coach_store.progress_path().write_text("{not json", encoding="utf-8")
    assert coach_store.done_chapters("five_tribes") == set()
    assert coach_store.progress_path().with_name("tutorial.json.bak").exists()
    coach_store.mark_done("five_tribes", "b")
    assert coach_store.done_chapters("five_tribes") == {"b"}


def test_the_tutorial_slot_is_not_a_real_games_save():
    coach_store.save_slot("five_tribes", "bid_and_first_move", 3, 0, [2, 3])
    path = coach_store.slot_path("five_tribes")
    assert path.parent.name == "tutorial" and path.parent.parent == coach_store.saves_dir()
    assert coach_store.load_slot("five_tribes") == {
        "chapter": "bid_and_first_move",
        "step": 3,
        "entry": 0,
        "history": [2, 3],
    }
    path.write_text('{"chapter": "x", "step": "3", "entry": 0, "history": []}', encoding="utf-8")
    assert coach_store.load_slot("five_tribes") is None


@pytest.mark.parametrize(
    "target",
    [pygame.Rect(x, y, w, h) for (x, y), (w, h) in itertools.product(
        [(20, 80), (600, 400), (1450, 820), (800, 20), (14, 700), (1200, 300)],
        [(100, 100), (470, 154), (780, 190), (60, 60)],
    )],
)  # fmt: skip
def test_a_bubble_stays_on_the_canvas_and_off_its_target(target: pygame.Rect):
    target = target.clamp(CANVAS)
    layout = layout_bubble("A short bubble with about twenty words. " * 2, target, [("next", "Next", True)])
    assert CANVAS.contains(layout.rect)
    assert not layout.rect.colliderect(target)


def test_a_bubble_beside_the_whole_board_does_not_cover_it():
    board = pygame.Rect(14, 74, 664, 560)
    rect = place_bubble(pygame.Rect(0, 0, 440, 200), board, [])
    assert not rect.colliderect(board)
