"""Five Tribes at the table: new game, table, results, demo; plugs into the shell's registry."""

from __future__ import annotations

from game.client.five_tribes.session import autosave_exists
from game.client.five_tribes.start import continue_scene, demo_scene, new_game_scene
from game.client.games import register_game, register_scene

register_game(
    "five_tribes",
    new_game_scene,
    has_save=autosave_exists,
    make_continue_scene=continue_scene,
    music="five_tribes/music_loop",
    make_demo_scene=demo_scene,
)
register_scene("five_tribes.new_game", new_game_scene)
register_scene("five_tribes.demo", lambda app: demo_scene(app, 3, 5))
