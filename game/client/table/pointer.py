"""The table under the pointer: clicks on the top strip, the option buttons and the view's
targets, right click, the wheel over the log or the view, and where a click plays an action.

Moved out of ``scene.py`` without a change of behaviour; ``TableScene.handle``,
``TableScene.click``, ``TableScene._click_target_actions`` and ``TableScene.target_point`` call
the functions here (the keyboard is ``hotkeys.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client.table import draw as D

if TYPE_CHECKING:
    from game.client.table.scene import TableScene
    from game.client.widgets import Button


def handle(scene: TableScene, event: pygame.event.Event) -> None:
    if scene.demo and len(scene.app.stack) > 1 and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
        # Attract mode over the title screen: any key or click hands the screen back.
        scene.app.stack.pop()
        return
    if event.type == pygame.MOUSEMOTION:
        scene.hover_pos = event.pos
        scene.hover_still = 0.0
    elif event.type == pygame.MOUSEBUTTONDOWN:
        if event.button == 1:
            scene.click(event.pos)
        elif event.button == 3:
            scene._finish_anims()
            scene.back_or_pause()
    elif event.type == pygame.MOUSEWHEEL and scene.zones.log.collidepoint(scene.hover_pos):
        # Only MOUSEWHEEL scrolls: SDL also sends buttons 4/5 for the same notch, which
        # scrolled twice, and anywhere on the table (seen in play, session 7).
        limit = D.log_scroll_limit(scene.zones.log, scene.book.lines)
        scene.log_scroll = min(max(0, scene.log_scroll + event.y * 2), limit)
    elif event.type == pygame.MOUSEWHEEL and scene.human_turn() and event.y:
        # Off the log the wheel is the view's (e.g. flipping a tile in hand).
        if scene.view.wheel(scene.ctx(), scene.hover_pos, event.y):
            scene.refresh()
    elif event.type == pygame.KEYDOWN:
        scene.key(event)


def click(scene: TableScene, pos: tuple[int, int]) -> None:
    if scene.hint.click(pos):
        scene._rebuild_buttons()
        return
    if press_button_at(scene, scene.top_buttons, pos):
        return
    if scene._finish_anims():
        return
    if not scene.human_turn() or scene.question is None:
        return
    if press_button_at(scene, scene.buttons, pos):
        return
    if scene.pending:
        return
    target = scene.question.target_at(pos)
    if target is not None:
        scene._click_target_actions(target.key, target.actions, target.choose)


def press_button_at(scene: TableScene, buttons: list[Button], pos: tuple[int, int]) -> bool:
    """Press the enabled button under ``pos``, with its click sound; False when there is none."""
    for button in buttons:
        if button.rect.collidepoint(pos) and button.enabled:
            scene.app.audio.play("ui/click")
            button.on_click()
            return True
    return False


def click_target_actions(scene: TableScene, key: str, actions: tuple[int, ...], choose: bool) -> None:
    if choose:
        scene.view.choose(key)
        scene.refresh()
    elif len(actions) == 1:
        scene.play(actions[0])
    elif actions:
        scene.pending = list(actions)
        scene._rebuild_buttons()
    elif scene.question is not None:
        scene.message = scene.question.why_not


def target_point(scene: TableScene, action: int) -> tuple[int, int] | None:
    """Where a person clicks next on the way to playing ``action`` (tests and the tutorial)."""
    for button in scene.buttons:
        if button.action == action:
            return button.rect.center
    question = scene.question
    if question is None or scene.pending:
        return None
    for target in question.targets:
        if target.actions == (action,):
            return target.rect.center
    key = scene.view.route(scene.ctx(), question, action)
    if key is not None:
        for button in scene.buttons:
            if button.key == key:
                return button.rect.center
        for target in question.targets:
            if target.key == key:
                return target.rect.center
    for target in question.targets:
        if action in target.actions:
            return target.rect.center
    return None
