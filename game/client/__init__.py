"""The pygame-ce client: the shell every game's table stands on.

A game package ``game/client/<title_id>/`` uses these pieces and edits none of them:

- ``scene.Scene`` -- subclass it (``enter/exit/pause/resume/handle/update/draw``,
  ``transparent``, ``pauses_below``); ``ui.UIScene`` adds a pygame-gui manager, keyboard focus,
  Esc (``back``) and Enter (``confirm``). Push with ``app.stack.push(scene)``.
- ``table.register_table(MyView)`` in the package's ``__init__.py``: the title's one entry in
  the one registry of titles (``games``: its view, new game, Continue, demo; the engines under
  ``game/rules/`` are found, not listed); ``games.register_scene`` names scenes for ``--scene``;
  ``cli.add_cli_extension`` adds command-line options.
- ``text.tr(key, count=..., **values)`` with strings in ``i18n/<title_id>.<lang>.json``.
- ``app.assets.image(name)`` (``sprites/<name>.png``), ``app.audio.play(name)`` and
  ``play_music(name)`` (``sounds/<name>.wav``).
- ``storage.write_json`` / ``read_json`` / ``saves_dir()`` for saves (atomic; damaged files are
  kept aside and ``scenes.message.MessageScene.damaged_file`` tells the player).
- ``scenes.curtain.CurtainScene`` (hot-seat pass-the-screen), ``scenes.pause.PauseScene``,
  ``scenes.message.MessageScene`` (inform or confirm).
- ``motion`` (ease-out, arcs, speed-scaled tweens), ``ui`` (panels, text, letter badges for the
  high-contrast setting in ``app.settings.high_contrast``).

Everything is laid out on the 1600x900 logical canvas; mouse positions arrive already mapped.
"""
