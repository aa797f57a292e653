"""``--lang`` changes the language for one run only (README): settings written during that run
keep the stored language, until the player picks a language in the settings."""

from __future__ import annotations

from game.client import text
from game.client.app import App
from game.client.settings import Settings, read_settings, save_settings


def _stored_language() -> str:
    settings, problem = read_settings(repair=False)
    assert problem is None
    return settings.language


def test_a_run_in_another_language_writes_the_stored_one_back():
    save_settings(Settings(language="uk"))
    settings, _ = read_settings()
    app = App(settings, headless=True, persist_settings=True, language_for_run="en")
    try:
        assert app.settings.language == "en"
        assert text.tr("client.app_name") == "Tribal Table"  # the run speaks English
        app.settings.music_volume = 0.25  # a setting changed during the run is written...
        app.save_settings()
        stored, _ = read_settings(repair=False)
        assert stored.language == "uk"  # ...with the stored language, not the run's
        assert stored.music_volume == 0.25
        app.set_language("en")  # the player's own choice in the settings is stored
        assert _stored_language() == "en"
        app.save_settings()
        assert _stored_language() == "en"
    finally:
        app.close()


def test_a_run_in_the_stored_language_writes_it_as_before():
    save_settings(Settings(language="en"))
    settings, _ = read_settings()
    app = App(settings, headless=True, persist_settings=True, language_for_run="en")
    try:
        app.set_language("uk")
        assert _stored_language() == "uk"
    finally:
        app.close()
