"""The table's frame step: bot playback and pacing, the wait before the results, score floats.

Moved out of ``scene.py`` without a change of behaviour; ``TableScene.update``,
``TableScene.animating``, ``TableScene.acting_seat``, ``TableScene._bot_thinks_ahead``, ``TableScene._watch_scores``
and ``TableScene._pass_screen`` (the hot-seat curtain) call the functions here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.client.table.session import curtain_before

if TYPE_CHECKING:
    from game.client.table.scene import TableScene

# At least this long from a bot starting a decision to its action, at normal speed. The bot thinks
# during the last action's playback, so the animations pace a bot's turn (issue 16; a turn's wait
# is measured by bench/bench_bot_pace.py). It is the least time between two actions of a bot's
# turn: with the brisk anims of a chain (0.18-0.26 s) and the next action playing over the end of
# the last (``follows_on``), 0.2 s held every step of a path of hops or of smog removals back.
BOT_PAUSE = 0.12
RESULTS_DELAY = 1.2


def acting_seat(scene: TableScene, interactive: bool) -> int:
    """The seat shown as acting (``Ctx.acting``): while a move plays out and nobody can act
    yet, the seat that acted (as the prompt says "<name> is playing…"), else the seat to move.
    Seen in play (session 5): the strip's disc showed the next seat while the prompt named the
    bot playing; session 6: so did the raised seat panel."""
    actor = scene.actor if scene.anims.busy else None
    if not interactive and not scene.state.is_terminal() and actor is not None and actor >= 0:
        return actor
    return scene.state.current_player()


def animating(scene: TableScene) -> bool:
    """The app keeps its full frame rate (app.py) while anything here moves: the animation
    queue, score floats, a bot's turn (thinking dots, its pause, the playback) and the wait
    before the results. A person thinking over a still table drops the app to its idle rate."""
    if scene.anims.busy or scene.floaters.items:
        return True
    state = scene.state
    if state.is_terminal():
        return not scene.results_shown
    return scene.bots.is_bot(state.current_player())


def update(scene: TableScene, dt: float) -> None:
    """One frame: the hint, the animations, score floats, the results' wait, a bot's move."""
    scene.hover_still += dt
    scene.prompt_watch.tick(dt)
    thinking = scene.hint.thinking
    scene.hint.update(scene)
    if thinking != scene.hint.thinking:
        scene._rebuild_buttons()
    was_busy = scene.anims.busy
    for sound in scene.anims.update(dt):
        scene.app.audio.play(sound)
    if was_busy and not scene.anims.busy:
        # The Hint button is enabled only on a still table (``human_turn``): built while the
        # last move still played out, it would stay grey for the person's whole turn.
        scene._rebuild_buttons()
    scene.floaters.update(dt)
    if not scene.anims.showing_before():
        scene._watch_scores()
    if scene.anims.busy and not follows_on(scene):
        scene._bot_thinks_ahead(dt)
        return
    scene.before = None
    state = scene.state
    if state.is_terminal():
        scene.end_wait += dt
        if (
            not scene.results_shown
            and scene.end_wait >= RESULTS_DELAY * scene.app.settings.animation_speed.duration_scale
        ):
            scene.results_shown = True
            scene.show_results()
        return
    player = state.current_player()
    if not scene.bots.is_bot(player):
        scene.bots.idle()
        scene._pass_screen(player)
        return
    if len(scene.session.humans) >= 2:
        # Hot-seat: while a bot plays anyone may be looking, so everything private lies face
        # down, and whoever comes back must pass the curtain (issue 17 item 3).
        scene.viewer = None
        scene.at_screen = None
    pause = BOT_PAUSE * scene.app.settings.animation_speed.duration_scale
    action = scene.bots.step(state, player, dt, pause)
    if action is not None:
        scene.tell_faults()
        scene.play(action)


def follows_on(scene: TableScene) -> bool:
    """Whether a bot may play its next action of the same turn while its last one still plays
    out: only in the end part of the last anims that their ``follow`` opens (table/anim.py), so
    independent things overlap a little and a turn of many small actions stays short (issue 16).
    Another seat's turn, a person's included, waits for a still table."""
    state = scene.state
    if state.is_terminal() or not scene.anims.open_to_follow():
        return False
    player = state.current_player()
    return player == scene.actor and scene.bots.is_bot(player)


def bot_thinks_ahead(scene: TableScene, dt: float) -> None:
    """While the last action animates, a bot to move already thinks (its result waits for the
    table to be still), so a turn lasts about its think time plus the last action's playback."""
    state = scene.state
    if state.is_terminal() or not scene.bots.is_bot(state.current_player()):
        return
    pause = BOT_PAUSE * scene.app.settings.animation_speed.duration_scale
    scene.bots.step(state, state.current_player(), dt, pause, play=False)


def watch_scores(scene: TableScene) -> None:
    """Once the table shows an action's result, each score change floats up by its panel."""
    key = (scene.serial, scene.viewer)
    if key == scene._scores_key:
        return
    moved = key[0] != scene._scores_key[0]
    scene._scores_key = key
    scores = scene.seen().scores()
    if moved:
        scale = scene.app.settings.animation_speed.duration_scale
        players = scene.state.num_players
        for player, (old, new) in enumerate(zip(scene.scores_seen, scores, strict=True)):
            scene.floaters.add(scene.view.score_anchor(player, players), new - old, scale)
    scene.scores_seen = scores


def pass_screen(scene: TableScene, player: int) -> None:
    """Hot-seat: the person to move gets the screen, behind a curtain when it would show
    private things to the wrong eyes (``session.curtain_before`` has the rule)."""
    if scene.demo or scene.viewer == player or scene.curtain_up:
        return
    if not curtain_before(scene.session, player, scene.at_screen):
        scene.viewer = scene.at_screen = player
        return
    from game.client.scenes.curtain import CurtainScene

    def ready() -> None:
        scene.curtain_up = False
        scene.viewer = scene.at_screen = player

    scene.viewer = None
    scene.curtain_up = True
    scene.app.stack.push(
        CurtainScene(
            scene.app,
            scene.player_name(player),
            scene.view.seat_colour(player),
            backdrop=scene.view.backdrop,
            on_ready=ready,
        )
    )
