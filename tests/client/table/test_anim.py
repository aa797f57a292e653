"""The shared animation queue: anims one after another, together or in a stagger."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame
import pytest

from game.client.table.anim import Anim, AnimQueue

STEP = 1 / 60


@dataclass(slots=True)
class Drawn(Anim):
    """An anim that notes each frame it draws in a list the test holds."""

    name: str = ""
    log: list[str] = field(default_factory=list)

    def draw(self, surface: pygame.Surface, assets: object, high_contrast: bool) -> None:  # type: ignore[override]
        self.log.append(self.name)


def play(queue: AnimQueue, seconds: float, step: float = STEP) -> list[str]:
    """Advance ``queue`` by ``seconds`` in frames of ``step``; the sounds given, in order."""
    sounds: list[str] = []
    for _ in range(round(seconds / step)):
        sounds += queue.update(step)
    return sounds


def test_anims_without_overlap_play_one_after_another():
    queue = AnimQueue()
    first, second = Anim(0.3), Anim(0.2)
    queue.extend([first, second])
    assert queue.remaining() == pytest.approx(0.5)
    play(queue, 0.15)
    assert first.progress == pytest.approx(0.5) and second.elapsed == 0
    play(queue, 0.25)
    assert first not in queue.items and second.progress == pytest.approx(0.5)
    play(queue, 0.1)
    assert not queue.busy


def test_an_anim_with_full_overlap_progresses_together_with_the_previous_one():
    queue = AnimQueue()
    card, smog = Anim(0.4), Anim(0.2, overlap=1.0)
    queue.extend([card, smog])
    assert queue.remaining() == pytest.approx(0.4)  # not 0.6: they play together
    play(queue, 0.1)
    assert card.progress == pytest.approx(0.25) and smog.progress == pytest.approx(0.5)
    assert queue.running() == [card, smog]


def test_a_staggered_anim_starts_when_the_previous_one_has_its_overlap_share_left():
    queue = AnimQueue()
    anims = [Anim(0.2), Anim(0.2, overlap=0.5), Anim(0.2, overlap=0.5)]
    queue.extend(anims)
    assert queue.remaining() == pytest.approx(0.4)  # starts at 0, 0.1, 0.2
    play(queue, 0.15)
    assert [a.progress for a in anims] == pytest.approx([0.75, 0.25, 0.0])
    assert queue.running() == anims[:2]


def test_every_running_anim_is_drawn_and_a_waiting_one_is_not():
    log: list[str] = []
    queue = AnimQueue()
    queue.extend(
        [
            Drawn(0.3, name="a", log=log),
            Drawn(0.3, overlap=0.5, name="b", log=log),
            Drawn(0.3, name="c", log=log),
        ]
    )
    surface = pygame.Surface((4, 4))
    queue.draw(surface, None, False)  # type: ignore[arg-type]
    assert log == ["a"]
    log.clear()
    play(queue, 0.2)
    queue.draw(surface, None, False)  # type: ignore[arg-type]
    assert log == ["a", "b"]  # in queue order, so a later anim draws over an earlier one


def test_start_and_end_sounds_fire_once_each_when_they_fall_due():
    queue = AnimQueue()
    queue.extend(
        [
            Anim(0.3, sound="hop", sound_at_end=True),
            Anim(0.2, sound="coin", overlap=1.0),
            Anim(0.2, sound="card", overlap=0.5),
        ]
    )
    heard: list[tuple[int, str]] = []
    for frame in range(60):
        heard += [(frame, sound) for sound in queue.update(STEP)]
    # coin at once with the hop; card when the coin has half left (0.1 s, in frame 5); hop at 0.3 s.
    assert heard == [(0, "coin"), (5, "card"), (17, "hop")]


def test_sounds_of_one_long_step_come_in_the_order_they_fall_due():
    queue = AnimQueue()
    queue.extend([Anim(0.3, sound="land", sound_at_end=True), Anim(0.2, sound="swish", overlap=0.5)])
    assert queue.update(1.0) == ["swish", "land"]  # the swish at 0.15 s, the landing at 0.3 s
    assert not queue.busy


def test_hides_cover_the_running_and_the_waiting_anims():
    queue = AnimQueue()
    queue.extend(
        [
            Anim(0.2, hides=frozenset({"a"})),
            Anim(0.2, hides=frozenset({"b"}), overlap=1.0),
            Anim(0.2, hides=frozenset({"c"})),
        ]
    )
    assert queue.hidden() == {"a", "b", "c"}
    play(queue, 0.25)
    assert queue.hidden() == {"c"}


def test_the_table_shows_the_position_before_while_any_running_anim_is_marked_before():
    queue = AnimQueue()
    queue.extend([Anim(0.2), Anim(0.3, before=True, overlap=0.5), Anim(0.2)])
    assert not queue.showing_before()  # the before anim is still waiting
    play(queue, 0.15)
    assert queue.showing_before()
    play(queue, 0.3)  # 0.45 s: the before anim (0.1 to 0.4) is over
    assert not queue.showing_before() and queue.busy


def test_busy_lasts_until_the_last_anim_ends_even_when_it_is_not_the_last_queued():
    queue = AnimQueue()
    long, short = Anim(0.4), Anim(0.1, overlap=1.0)
    queue.extend([long, short])
    play(queue, 0.2)
    assert list(queue.items) == [long]
    assert queue.busy
    play(queue, 0.2)
    assert not queue.busy


def test_a_new_actions_first_anim_waits_for_the_queued_ones_to_end():
    queue = AnimQueue()
    queue.extend([Anim(0.3), Anim(0.3, overlap=1.0)])
    play(queue, 0.1)
    later = Anim(0.2, overlap=1.0)  # its overlap would be with another action's anim: not taken
    queue.extend([later])
    play(queue, 0.15)
    assert later.elapsed == 0
    assert queue.remaining() == pytest.approx(0.25)


def test_finish_clears_everything_and_the_next_anims_start_afresh():
    queue = AnimQueue()
    queue.extend([Anim(0.3, sound="a"), Anim(0.3, overlap=0.5, hides=frozenset({"x"}))])
    play(queue, 0.2)
    queue.finish()
    assert not queue.busy and queue.hidden() == frozenset() and not queue.showing_before()
    assert queue.update(STEP) == []
    again = Anim(0.2, sound="a")
    queue.extend([again])
    assert queue.update(STEP) == ["a"]
    assert again.elapsed == pytest.approx(STEP)


def test_overlap_is_a_share_so_fast_speed_halves_the_whole_playback():
    def total(scale: float) -> float:
        queue = AnimQueue()
        queue.extend([Anim(0.3 * scale), Anim(0.3 * scale, overlap=0.5), Anim(0.2 * scale, overlap=1.0)])
        return queue.remaining()

    assert total(1.0) == pytest.approx(0.45)
    assert total(0.5) == pytest.approx(total(1.0) / 2)


def test_the_next_action_may_follow_only_in_the_end_part_every_queued_anim_opens():
    queue = AnimQueue()
    queue.extend([Anim(0.2, follow=0.5), Anim(0.2, overlap=1.0, follow=0.25)])
    play(queue, 0.1)
    assert not queue.open_to_follow()  # the second opens only its last 0.05 s
    play(queue, 0.05)
    assert queue.open_to_follow()


def test_nothing_follows_an_anim_that_shows_the_position_before_or_opens_no_end():
    queue = AnimQueue()
    queue.extend([Anim(0.2, before=True, follow=1.0)])
    assert not queue.open_to_follow()
    queue.finish()
    queue.extend([Anim(0.2)])
    play(queue, 0.19)
    assert not queue.open_to_follow()
    assert not AnimQueue().open_to_follow()  # a still table: nothing to follow, the action just plays


def test_a_joining_action_starts_at_once_over_the_end_of_the_last():
    queue = AnimQueue()
    last = Anim(0.2, follow=0.5)
    queue.extend([last])
    play(queue, 0.1)
    follow_up = Anim(0.2, sound="swish")
    queue.extend([follow_up], join=True)
    assert queue.update(STEP) == ["swish"]
    assert queue.running() == [last, follow_up]
    assert queue.remaining() == pytest.approx(0.2 - STEP)
