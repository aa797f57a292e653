from __future__ import annotations

import pytest

from game.client.app import App
from game.client.assets import AssetMissing, image_path, sound_path


def test_a_missing_image_names_the_file_it_expected(app: App):
    with pytest.raises(AssetMissing) as caught:
        app.assets.image("five_tribes/meeple_unicorn")
    assert "sprites/five_tribes/meeple_unicorn.png" in str(caught.value)
    assert "make assets" in str(caught.value)


def test_a_missing_sound_names_the_file_it_expected():
    with pytest.raises(AssetMissing, match=r"sounds/ui/trumpet\.wav"):
        sound_path("ui/trumpet")


def test_images_load_once_and_are_cached(app: App):
    first = app.assets.image("ui/title_backdrop")
    assert first.get_size() == (1600, 900)
    assert app.assets.image("ui/title_backdrop") is first


def test_scaled_images_keep_their_requested_size(app: App):
    assert app.assets.scaled("ui/logo", (64, 64)).get_size() == (64, 64)


def test_the_audio_stays_silent_but_working_without_a_device(app: App):
    app.audio.play("ui/click")
    app.audio.play("ui/no_such_sound")  # logged, never raised
    app.audio.play_music("music/title")
    app.audio.set_focused(False)
    assert app.audio.muted is app.settings.mute_unfocused


def test_asset_paths_point_into_the_data_folders():
    assert image_path("ui/logo").parts[-3:] == ("sprites", "ui", "logo.png")
    assert sound_path("ui/click").parts[-3:] == ("sounds", "ui", "click.wav")


FIVE_TRIBES_SPRITES = (
    [f"five_tribes/meeple_{tribe}" for tribe in ("vizier", "elder", "merchant", "builder", "assassin")]
    + [f"five_tribes/camel_{colour}" for colour in ("pink", "blue", "beige", "black")]
    + [
        f"five_tribes/tile_{kind}"
        for kind in ("village", "sacred_place", "oasis", "small_market", "large_market")
    ]
    + ["five_tribes/palm", "five_tribes/palace", "five_tribes/coin", "five_tribes/card_back"]
    + ["five_tribes/value_blue", "five_tribes/value_red"]
)


def test_every_five_tribes_piece_is_drawn_on_a_transparent_ground(app: App):
    for name in FIVE_TRIBES_SPRITES:
        image = app.assets.image(name)
        width, height = image.get_size()
        assert image.get_at((0, 0)).a == 0, name
        assert image.get_at((width // 2, height // 2)).a == 255, name


def test_each_tribe_has_its_own_silhouette(app: App):
    import pygame

    outlines = set()
    for tribe in ("vizier", "elder", "merchant", "builder", "assassin"):
        mask = pygame.mask.from_surface(app.assets.image(f"five_tribes/meeple_{tribe}"), 200)
        outlines.add(tuple(mask.outline()))
    assert len(outlines) == 5


def test_without_a_mixer_the_audio_is_silent_and_never_raises(monkeypatch):
    import pygame

    from game.client.audio import Audio
    from game.client.settings import Settings

    def no_device(*args: object, **kwargs: object) -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    audio = Audio(Settings())
    assert audio.available is False
    audio.play("ui/click")
    audio.play_music("music/title")
    audio.set_focused(False)
    audio.apply_volumes()
    audio.close()
