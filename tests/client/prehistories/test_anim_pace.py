"""Prehistories' animations are paced so a bot's turn waits about a second at easy:
hunters fly one a little after another, and after the brush the totems, drawn cards and refills
fly together or in a stagger."""

from __future__ import annotations

from game.client.app import App
from game.client.prehistories.anims import Brush, Flight, Flip
from game.rules.base import Event
from game.rules.prehistories import events as E
from tests.client.prehistories.test_in_flight import has, play_animated, table_before


def test_a_hunt_plays_its_hunters_and_the_tile_in_a_stagger(quick_app: App):
    def hunt(events: list[Event]) -> bool:
        kinds = [type(e) for e in events]
        return kinds.count(E.HunterAssigned) >= 2 and E.TileTaken in kinds and E.TileDiscarded not in kinds

    table, _view, action, events = table_before(quick_app, 3, hunt)
    play_animated(quick_app, table, action)
    anims = list(table.anims.items)
    assert all(isinstance(a, Flight) for a in anims) and len(anims) >= 3
    assert table.anims.remaining() < sum(a.duration for a in anims) - 0.2
    table.anims.update(anims[0].duration / 2)
    assert len(table.anims.running()) >= 2  # the second hunter is on its way before the first lands


def test_after_the_brush_what_the_painting_brings_flies_together(quick_app: App):
    table, _view, action, events = table_before(quick_app, 4, has(E.CardsDrawn))
    assert any(isinstance(e, E.TilePainted) for e in events)
    play_animated(quick_app, table, action)
    anims = list(table.anims.items)
    assert isinstance(anims[0], Brush) and len(anims) >= 2
    assert table.anims.remaining() < sum(a.duration for a in anims)
    # Nothing shows the painted cave before the brush has passed: the position before holds.
    table.anims.update(anims[0].duration * 0.9)
    assert table.anims.showing_before() and len(table.anims.running()) >= 2
    table.anims.update(anims[0].duration * 0.2)
    assert not table.anims.showing_before()


def test_the_tokens_fly_to_the_order_only_once_the_flip_is_over(quick_app: App):
    """While the cards turn, the table shows the position before: the old order in its places."""
    table, _view, action, _events = table_before(quick_app, 4, has(E.PartiesRevealed))
    play_animated(quick_app, table, action)
    anims = list(table.anims.items)
    flip = next(i for i, a in enumerate(anims) if isinstance(a, Flip))
    assert anims[flip + 1].overlap == 0


def test_no_anim_lets_the_next_action_play_over_it_since_the_blocks_swap_with_the_seat_to_move(
    quick_app: App,
):
    """A tile taken flies to the cave of the block in focus; a follow-up that hands the turn on
    would swap the blocks while it flies, and it would land in the other tribe's cave."""
    table, _view, action, _events = table_before(quick_app, 3, has(E.TileTaken))
    play_animated(quick_app, table, action)
    anims = list(table.anims.items)
    assert anims and all(a.follow == 0 for a in anims)
    table.anims.update(sum(a.duration for a in anims) - 0.01)
    assert not table.anims.open_to_follow()
