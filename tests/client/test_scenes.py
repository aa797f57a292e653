"""The shell's scenes driven headless: settings, pause, message, and the window mapping."""

from __future__ import annotations

import json
from functools import partial

import pygame
import pygame_gui

from game.client import text
from game.client.app import App
from game.client.scene import Scene
from game.client.scenes.message import MessageScene
from game.client.scenes.pause import PauseScene
from game.client.scenes.settings import SettingsScene
from game.client.scenes.title import TitleScene
from game.client.settings import AnimationSpeed, settings_path
from tests.client.conftest import key


class Probe(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.events: list[pygame.event.Event] = []

    def handle(self, event: pygame.event.Event) -> None:
        self.events.append(event)


def _press(app: App, scene: SettingsScene, label: str) -> None:
    """Click the settings button showing ``label`` through real mouse events."""
    button = next(b for b in scene.focus_order if b.text == label)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=button.rect.center, button=1))
    app.frame(1 / 60)
    app.frame(1 / 60)


def test_mouse_positions_reach_scenes_in_canvas_coordinates_in_a_smaller_window(app: App):
    app.window = pygame.display.set_mode((800, 600))
    app.dispatch(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=800, y=600))
    probe = Probe(app)
    app.stack.push(probe)
    # 800x600 holds the canvas at half size, 75 px below the top bar.
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(400, 300), button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(0, 75), rel=(10, 4), buttons=(0, 0, 0)))
    assert probe.events[0].pos == (800, 450)
    assert probe.events[0].window_pos == (400, 300)
    assert probe.events[1].pos == (0, 0)
    assert probe.events[1].rel == (20, 8)
    app.draw()  # the letterboxed present path draws without error
    assert app.window.get_at((400, 10))[:3] == (0, 0, 0)  # the bar stays black


def test_switching_the_language_relabels_the_screens_and_is_saved_on_leaving(app: App):
    title = TitleScene(app)
    app.stack.push(title)
    settings = SettingsScene(app)
    app.stack.push(settings)
    _press(app, settings, "Українська")
    assert app.settings.language == "uk"
    assert text.language() == "uk"
    assert any(b.text == "Готово" for b in settings.focus_order)
    _press(app, settings, "Готово")
    assert app.stack.top is title
    assert [b.text for b in title.focus_order][-2:] == ["Налаштування", "Вийти"]
    assert json.loads(settings_path().read_text(encoding="utf-8"))["language"] == "uk"
    text.set_language("en")


def test_choices_update_the_settings_at_once(app: App):
    settings = SettingsScene(app)
    app.stack.push(settings)
    _press(app, settings, "Slow")
    assert app.settings.animation_speed is AnimationSpeed.SLOW
    on_buttons = [b for b in settings.focus_order if b.text == "On"]
    high_contrast_on = on_buttons[1]  # rows: full screen, high contrast, mute when inactive
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=high_contrast_on.rect.center, button=1))
    app.frame(1 / 60)
    app.frame(1 / 60)
    assert app.settings.high_contrast is True


def test_moving_a_volume_slider_sets_the_volume(app: App):
    settings = SettingsScene(app)
    app.stack.push(settings)
    slider = next(s for s, name in settings._sliders.items() if name == "music_volume")
    settings.handle(pygame.event.Event(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, ui_element=slider, value=30))
    assert app.settings.music_volume == 0.3


def test_a_confirm_overlay_calls_back_once_with_the_answer(app: App):
    answers: list[str] = []
    app.stack.push(Probe(app))
    app.stack.push(
        MessageScene(
            app,
            "Sell?",
            "3 cards",
            on_confirm=lambda: answers.append("yes"),
            on_cancel=lambda: answers.append("no"),
        )
    )
    pygame.event.post(key(pygame.K_ESCAPE))
    pygame.event.post(key(pygame.K_RETURN))
    app.frame(1 / 60)
    assert answers == ["no"]
    assert isinstance(app.stack.top, Probe)


def test_a_message_without_a_question_has_one_button(app: App):
    app.stack.push(Probe(app))
    message = MessageScene(app, "Saved", "The game was saved.")
    app.stack.push(message)
    assert [b.text for b in message.focus_order] == ["OK"]
    pygame.event.post(key(pygame.K_RETURN))
    app.frame(1 / 60)
    assert message.answer is True
    assert isinstance(app.stack.top, Probe)


def test_pause_resumes_on_esc_and_can_go_back_to_the_title(app: App):
    table = Probe(app)
    app.stack.push(TitleScene(app))
    app.stack.push(table)
    app.stack.push(PauseScene(app))
    pygame.event.post(key(pygame.K_ESCAPE))
    app.frame(1 / 60)
    assert app.stack.top is table
    pause = PauseScene(app)
    app.stack.push(pause)
    pause.ask_quit_to_title()
    pygame.event.post(key(pygame.K_RETURN))
    app.frame(1 / 60)
    assert len(app.stack) == 1
    assert isinstance(app.stack.top, TitleScene)


def test_losing_focus_mutes_and_regaining_it_restores(app: App):
    app.stack.push(Probe(app))
    app.dispatch(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    assert app.audio.muted
    app.dispatch(pygame.event.Event(pygame.WINDOWFOCUSGAINED))
    assert not app.audio.muted
    app.settings.mute_unfocused = False
    app.dispatch(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    assert not app.audio.muted


def test_closing_the_window_stops_the_loop(app: App):
    app.stack.push(Probe(app))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.run(frames=50) == 1


def test_a_damaged_file_message_names_where_the_file_was_kept(app: App, tmp_path):
    from game.client.storage import DamagedFileError, read_json

    path = tmp_path / "five_tribes.json"
    path.write_text("{broken", encoding="utf-8")
    try:
        read_json(path)
    except DamagedFileError as error:
        closed: list[bool] = []
        app.stack.push(Probe(app))
        message = MessageScene.damaged_file(app, error, on_close=lambda: closed.append(True))
        app.stack.push(message)
        assert "five_tribes.json.bak" in message.body
        pygame.event.post(key(pygame.K_RETURN))
        app.frame(1 / 60)
        assert closed == [True]
    else:
        raise AssertionError("the damaged file was read")


def test_the_title_dust_moves_only_in_update(app: App):
    title = TitleScene(app)
    app.stack.push(title)
    before = title.dust.pos.copy()
    title.draw(app.canvas, 0.5)
    assert (title.dust.pos == before).all()
    title.update(1 / 60)
    assert (title.dust.pos != before).any()


def test_widget_hover_follows_the_mouse_through_the_letterbox(app: App, monkeypatch):
    app.window = pygame.display.set_mode((800, 450))
    app.dispatch(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=800, y=450))
    title = TitleScene(app)
    app.stack.push(title)
    quit_button = title.focus_order[-1]
    window_point = app.letterbox.to_window(quit_button.rect.center)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: window_point)
    app.frame(1 / 60)
    app.frame(1 / 60)
    assert title.ui is not None
    x, y = title.ui.get_mouse_position()
    assert abs(x - quit_button.rect.centerx) <= 1 and abs(y - quit_button.rect.centery) <= 1
    assert quit_button.hovered


def test_the_loading_screen_is_drawn_before_the_packages_load(app: App):
    from game.client.scenes.loading import LoadingScene

    calls: list[str] = []
    target = Probe(app)

    def then() -> bool:
        calls.append("then")
        app.stack.push(target)
        return True

    app.stack.push(LoadingScene(app, lambda: calls.append("load"), then))
    app.frame(1 / 60)
    assert calls == []  # the first update comes before the first draw
    app.frame(1 / 60)
    assert calls == ["load", "then"]
    assert app.stack.scenes == (target,)


def test_an_unknown_start_ends_the_app_with_code_2(app: App):
    from game.client.scenes.loading import LoadingScene

    app.running = True
    app.stack.push(LoadingScene(app, lambda: None, lambda: False))
    app.frame(1 / 60)
    app.frame(1 / 60)
    assert app.running is False
    assert app.exit_code == 2


def test_arrow_keys_walk_the_buttons_and_wrap(app: App):
    title = TitleScene(app)
    app.stack.push(title)
    count = len(title.focus_order)
    title.handle(key(pygame.K_LEFT))
    assert title.focus_index == count - 1
    title.handle(key(pygame.K_RIGHT))
    assert title.focus_index == 0
    title.handle(key(pygame.K_TAB, pygame.KMOD_SHIFT))
    assert title.focus_index == count - 1
    assert title.focus_order[count - 1].is_selected


def test_the_full_screen_row_follows_a_toggle_made_elsewhere(app: App):
    settings = SettingsScene(app)
    app.stack.push(settings)
    app.settings.fullscreen = True  # as F11 does
    app.frame(1 / 60)
    selected = [
        b.text for b in settings.focus_order if b.object_ids and b.object_ids[-1] == "#choice_selected"
    ]
    assert selected[4] == "On"  # rows: language, speed, bot pace, window size, full screen, ...


def test_the_curtain_hides_the_table_and_lifts_only_on_confirmation(app: App):
    from game.client.scenes.curtain import CurtainScene

    class SecretHand(Probe):
        def draw(self, surface: pygame.Surface, alpha: float) -> None:
            surface.fill((255, 0, 255))

    ready: list[bool] = []
    table = SecretHand(app)
    app.stack.push(table)
    app.stack.push(CurtainScene(app, "Оксана", (224, 96, 158), on_ready=lambda: ready.append(True)))
    app.frame(1 / 60)
    magenta = sum(
        1
        for x in range(0, 1600, 40)
        for y in range(0, 900, 40)
        if app.canvas.get_at((x, y))[:3] == (255, 0, 255)
    )
    assert magenta == 0
    curtain = app.stack.top
    pygame.event.post(key(pygame.K_ESCAPE))  # Esc offers Pause over the curtain, never lifts it
    app.frame(1 / 60)
    assert not ready and type(app.stack.top).__name__ == "PauseScene"
    app.frame(1 / 60)
    magenta = sum(
        1
        for x in range(0, 1600, 40)
        for y in range(0, 900, 40)
        if app.canvas.get_at((x, y))[:3] == (255, 0, 255)
    )
    assert magenta == 0  # the pause overlay shows the curtain below it, not the hand
    pygame.event.post(key(pygame.K_ESCAPE))  # closing Pause comes back to the curtain
    app.frame(1 / 60)
    assert app.stack.top is curtain and not ready
    pygame.event.post(key(pygame.K_RETURN))
    app.frame(1 / 60)
    assert ready == [True]
    assert app.stack.top is table


def test_handing_the_screen_over_builds_no_widget_manager(app: App, monkeypatch):
    """A pygame-gui manager per curtain was a visible stutter at every hand-over (tens of ms to
    build): the curtain draws its button itself, so passing the screen around builds none."""
    from game.client.scenes.curtain import CurtainScene

    built: list[object] = []
    original = pygame_gui.UIManager.__init__

    def counting(self: pygame_gui.UIManager, *args: object, **kwargs: object) -> None:
        built.append(self)
        original(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(pygame_gui.UIManager, "__init__", counting)
    ready: list[str] = []
    table = Probe(app)
    app.stack.push(table)
    for name in ("Оксана", "Bob", "Оксана", "Bob"):
        app.stack.push(CurtainScene(app, name, (224, 96, 158), on_ready=partial(ready.append, name)))
        app.frame(1 / 60)
        app.stack.handle(key(pygame.K_RETURN))
        app.frame(1 / 60)
    assert ready == ["Оксана", "Bob", "Оксана", "Bob"]
    assert app.stack.top is table
    assert built == []


def test_the_curtain_lifts_on_a_click_on_its_button_not_on_a_stray_release(app: App):
    from game.client.scenes.curtain import BUTTON, CurtainScene

    ready: list[bool] = []
    table = Probe(app)
    app.stack.push(table)
    app.stack.push(CurtainScene(app, "Оксана", (224, 96, 158), on_ready=lambda: ready.append(True)))
    app.frame(1 / 60)

    def mouse(kind: int, pos: tuple[int, int]) -> pygame.event.Event:
        return pygame.event.Event(kind, pos=pos, button=1)

    # The release of the click that ended the last turn lands on the new curtain: it stays.
    app.stack.handle(mouse(pygame.MOUSEBUTTONUP, BUTTON.center))
    # Right click and a click beside the button do not lift it either.
    app.stack.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=BUTTON.center, button=3))
    app.stack.handle(mouse(pygame.MOUSEBUTTONDOWN, (BUTTON.left - 20, BUTTON.centery)))
    app.stack.handle(mouse(pygame.MOUSEBUTTONUP, (BUTTON.left - 20, BUTTON.centery)))
    assert not ready
    app.stack.handle(mouse(pygame.MOUSEBUTTONDOWN, BUTTON.center))
    app.stack.handle(mouse(pygame.MOUSEBUTTONUP, BUTTON.center))
    assert ready == [True]
    assert app.stack.top is table
