from __future__ import annotations

import gc
import weakref

import pygame

from game.client.scene import Scene, SceneStack


class Recorder(Scene):
    def __init__(self, name: str, log: list[str], *, transparent: bool = False, pauses_below: bool = True):
        super().__init__(None)
        self.name = name
        self.log = log
        self.transparent = transparent
        self.pauses_below = pauses_below

    def enter(self) -> None:
        self.log.append(f"{self.name}.enter")

    def exit(self) -> None:
        self.log.append(f"{self.name}.exit")

    def pause(self) -> None:
        self.log.append(f"{self.name}.pause")

    def resume(self) -> None:
        self.log.append(f"{self.name}.resume")

    def handle(self, event: pygame.event.Event) -> None:
        self.log.append(f"{self.name}.handle")

    def update(self, dt: float) -> None:
        self.log.append(f"{self.name}.update")

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        self.log.append(f"{self.name}.draw")


def test_push_pauses_the_scene_below_and_pop_resumes_it():
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("a", log))
    stack.push(Recorder("b", log))
    popped = stack.pop()
    assert popped.name == "b"  # type: ignore[attr-defined]
    assert log == ["a.enter", "a.pause", "b.enter", "b.exit", "a.resume"]


def test_replace_exits_the_top_and_enters_the_new_one_without_touching_the_rest():
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("a", log))
    stack.push(Recorder("b", log))
    log.clear()
    stack.replace(Recorder("c", log))
    assert log == ["b.exit", "c.enter"]
    assert [s.name for s in stack.scenes] == ["a", "c"]  # type: ignore[attr-defined]


def test_replace_lets_the_old_scene_go_before_the_new_one_enters():
    """A table's ``enter`` collects and freezes the heap: an old table still held then was kept."""
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("a", log))
    old = weakref.ref(stack.scenes[-1])
    seen: list[bool] = []

    class Collecting(Recorder):
        def enter(self) -> None:
            gc.collect()
            seen.append(old() is None)

    stack.replace(Collecting("b", log))
    assert seen == [True]


def test_input_goes_only_to_the_top_scene():
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("a", log))
    stack.push(Recorder("overlay", log, transparent=True))
    log.clear()
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a))
    assert log == ["overlay.handle"]


def test_overlays_draw_over_the_scenes_below_in_order():
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("hidden", log))
    stack.push(Recorder("table", log))
    stack.push(Recorder("pause", log, transparent=True))
    stack.push(Recorder("message", log, transparent=True))
    log.clear()
    stack.draw(pygame.Surface((4, 4)), 0.5)
    assert log == ["table.draw", "pause.draw", "message.draw"]


def test_an_opaque_top_scene_hides_everything_below():
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("title", log))
    stack.push(Recorder("settings", log))
    log.clear()
    stack.draw(pygame.Surface((4, 4)), 0.0)
    assert log == ["settings.draw"]


def test_an_overlay_pauses_updates_below_unless_it_says_otherwise():
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("table", log))
    stack.push(Recorder("pause", log, transparent=True))
    log.clear()
    stack.update(1 / 60)
    assert log == ["pause.update"]
    stack.pop()
    stack.push(Recorder("coach", log, transparent=True, pauses_below=False))
    log.clear()
    stack.update(1 / 60)
    assert log == ["table.update", "coach.update"]


def test_pop_to_returns_to_a_scene_exiting_everything_above():
    log: list[str] = []
    stack = SceneStack()
    title = Recorder("title", log)
    stack.push(title)
    stack.push(Recorder("table", log))
    stack.push(Recorder("pause", log, transparent=True))
    log.clear()
    stack.pop_to(title)
    assert stack.top is title
    assert log == ["pause.exit", "table.resume", "table.exit", "title.resume"]
