"""Paging a list (History, the game import): the wheel and PgUp/PgDn turn a page, never past an end."""

import pygame

from game.client.widgets import page_turn


def wheel(y: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y)


def key(code: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="")


def test_the_wheel_and_page_keys_turn_one_page() -> None:
    assert page_turn(wheel(-1), 20, 9, 0) == 1
    assert page_turn(key(pygame.K_PAGEDOWN), 20, 9, 1) == 2
    assert page_turn(wheel(1), 20, 9, 2) == 1
    assert page_turn(key(pygame.K_PAGEUP), 20, 9, 1) == 0


def test_no_page_past_either_end_nor_for_other_events() -> None:
    assert page_turn(key(pygame.K_PAGEUP), 20, 9, 0) is None
    assert page_turn(key(pygame.K_PAGEDOWN), 20, 9, 2) is None  # 20 items, 9 a page: pages 0-2
    assert page_turn(wheel(-1), 9, 9, 0) is None  # one full page
    assert page_turn(wheel(-1), 0, 9, 0) is None  # an empty list still has its one page
    assert page_turn(key(pygame.K_a), 20, 9, 0) is None
    assert page_turn(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(0, 0), button=1), 20, 9, 0) is None
