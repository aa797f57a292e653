"""The shared table's input, flow and idle behaviour."""

from __future__ import annotations

import pygame

from game.client.app import FRAME_RATE_CAP, IDLE_AFTER_SECONDS, IDLE_FRAME_RATE, App
from game.client.scenes.curtain import CurtainScene
from game.client.settings import AnimationSpeed, Settings
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from game.client.table.view_types import Ctx, Option, Question
from game.rules.base import State
from tests.client.conftest import key
from tests.client.table.conftest import TableMaker
from tests.client.table.toy import ADD1, ADD2, DRAW, FakeWorker, TallyView


def _idle(app: App, seconds: float) -> None:
    pygame.event.clear()
    for _ in range(round(seconds * 60)):
        app.frame(1 / 60)


def test_a_still_table_idles_but_moving_pieces_floats_and_a_bots_turn_keep_the_full_rate(
    tally_table: TableMaker, quick_app: App
):
    table = tally_table(["", "easy"], order=(0, 1, 0, 1), length=8)
    _idle(quick_app, IDLE_AFTER_SECONDS + 0.1)
    assert not table.animating() and quick_app.frame_rate() == IDLE_FRAME_RATE
    quick_app.settings.animation_speed = AnimationSpeed.NORMAL
    table.play(ADD2)  # an animation runs, then a score floats, then the bot plays
    assert table.anims.busy and table.animating()
    assert quick_app.frame_rate() == FRAME_RATE_CAP
    table.anims.finish()
    assert table.driver.bots.is_bot(table.state.current_player()) and table.animating()
    table.anims.finish()
    table.update(1 / 60)
    assert table.floaters.items and table.animating()


def test_a_bot_seat_thinking_keeps_the_app_at_the_full_rate_until_the_person_is_to_move(
    tally_table: TableMaker, quick_app: App
):
    FakeWorker.made.clear()
    table = tally_table(["", "easy"], order=(0, 1, 0, 1), length=8)
    _idle(quick_app, IDLE_AFTER_SECONDS + 0.1)  # the person rested before clicking (no event here)
    table.play(ADD1)
    rates = []
    for _ in range(90):
        if table.state.current_player() == 0:
            break
        rates.append(quick_app.frame_rate())
        quick_app.frame(1 / 60)
    pygame.event.clear()
    assert table.state.current_player() == 0 and rates and set(rates) == {FRAME_RATE_CAP}
    _idle(quick_app, IDLE_AFTER_SECONDS + 0.5)
    assert quick_app.frame_rate() == IDLE_FRAME_RATE


def test_undo_takes_the_undone_steps_lines_out_of_the_log(tally_table: TableMaker, quick_app: App):
    table = tally_table(["", "easy"], order=(0, 0, 0, 1), length=8)
    table.play(ADD1)
    before = list(table.book.lines)
    table.play(ADD2)
    assert table.book.lines[-1] == "P1 +2"
    table.undoing.undo()
    assert table.book.lines == before  # no "+2", no "took back a step": the game as it now stands
    table.undoing.undo()
    assert table.book.lines == ["New game, seed 1."]


def test_continue_brings_back_the_log_and_the_undo_steps_from_the_saved_history(
    tally_table: TableMaker, quick_app: App
):
    from game.client.table.start import continue_scene

    table = tally_table(["", ""], order=(0, 0, 0, 0, 1), length=8)
    table.play(ADD1)
    table.play(DRAW)  # a reveal: the undo stops here
    table.play(ADD2)
    lines = list(table.book.lines)
    quick_app.stack.pop()
    assert table.session.can_undo()
    again = continue_scene(quick_app, TallyView(quick_app))
    assert isinstance(again, TableScene)
    assert again.book.lines == lines
    assert again.session.can_undo() and again.session.undo_depth == 1
    quick_app.stack.push(again)
    quick_app.run(frames=1)
    # Hot-seat: the person to move takes the screen through the curtain before anything acts.
    assert isinstance(quick_app.stack.top, CurtainScene)
    quick_app.stack.top.handle(key(pygame.K_RETURN))
    quick_app.run(frames=1)
    again.undoing.undo()
    assert again.book.lines == lines[:-1] and again.state.tally[0] == 1
    assert not again.session.can_undo()  # the drawn card is not taken back


def _esc() -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=41)


def _right_click() -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=3, pos=(700, 400))


def _walk_back(table: TableScene, app: App, event: pygame.event.Event) -> list[tuple[object, ...]]:
    """Press the same key (or click) again and again; what each press did."""
    from game.client.scenes.pause import PauseScene

    seen: list[tuple[object, ...]] = []
    for _ in range(4):
        app.stack.handle(event)
        top = app.stack.top
        seen.append(
            (len(table.state.history), tuple(table.options.pending), table.anims.busy, type(top).__name__)
        )
        if isinstance(top, PauseScene):
            break
    return seen


def test_esc_and_right_click_step_back_the_same_way_then_open_pause(quick_app: App):
    """README / docs/ui.md: Esc and right click both step back (the several-action question, then undo)
    while that is possible, mid-animation too, and open Pause only when nothing is left."""
    walks = []
    for event in (_esc(), _right_click()):
        quick_app.stack.clear()
        quick_app.settings.animation_speed = AnimationSpeed.NORMAL
        seats = [Seat("P1"), Seat("P2")]
        view = TallyView(quick_app)
        session = Session(view.title, GameSetup(seats, 1, {"order": (0, 0, 0, 0, 1)}), view=view)
        table = TableScene(quick_app, view, session, make_worker=FakeWorker)
        quick_app.stack.push(table)
        quick_app.run(frames=1)
        table.play(ADD1)
        table.play(ADD2)  # its animation still runs
        table.options.pending = [ADD1, ADD2]
        walks.append(_walk_back(table, quick_app, event))
    assert walks[0] == walks[1]
    assert walks[0] == [
        (2, (), False, "TableScene"),  # the animation finished, the several-action question gone
        (1, (), False, "TableScene"),  # undo
        (0, (), False, "TableScene"),  # undo
        (0, (), False, "PauseScene"),
    ]


def test_every_overlay_at_the_table_takes_esc_and_right_click_alike(tally_table: TableMaker, quick_app: App):
    from game.client.scenes.message import MessageScene
    from game.client.scenes.pause import PauseScene
    from game.client.table.results import ResultsScene
    from game.client.table.rules import RulesScene

    def overlays(table: TableScene) -> dict[str, object]:
        return {
            "pause": PauseScene(quick_app),
            "rules": RulesScene(quick_app, table.view),
            "confirm": MessageScene(quick_app, "Leave?", "Sure?", on_confirm=lambda: None),
            "results": ResultsScene(quick_app, table.view, table.session),
        }

    outcomes: dict[str, list[str]] = {}
    for event in (_esc(), _right_click()):
        quick_app.stack.clear()
        table = tally_table(["", ""])
        for name, overlay in overlays(table).items():
            quick_app.stack.pop_to(table)
            quick_app.stack.push(overlay)  # type: ignore[arg-type]
            quick_app.run(frames=1)
            quick_app.stack.handle(event)
            outcomes.setdefault(name, []).append(type(quick_app.stack.top).__name__)
            if quick_app.stack.top is not table and table not in quick_app.stack.scenes:
                table = tally_table(["", ""])
    assert all(esc == right for esc, right in outcomes.values()), outcomes
    assert outcomes["pause"][0] == "TableScene" and outcomes["confirm"][0] == "TableScene"


def _type(app: App, text: str) -> None:
    """Keys as SDL sends them while typing: KEYDOWN, then TEXTINPUT with the character."""
    for char in text:
        code = pygame.K_SPACE if char == " " else pygame.K_a
        app.stack.handle(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=char, scancode=0))
        app.stack.handle(pygame.event.Event(pygame.TEXTINPUT, text=char))
        app.stack.handle(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode=char, scancode=0))
        app.run(frames=1)


def _click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    app.stack.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos))
    app.stack.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=button, pos=pos))
    app.run(frames=1)


def test_a_focused_name_field_owns_the_keyboard_so_names_can_hold_a_space(quick_app: App):
    from game.client.table.new_game import NewGameScene

    scene = NewGameScene(quick_app, TallyView(quick_app))
    quick_app.stack.push(scene)
    quick_app.run(frames=1)
    entry = scene.name_entries[0]
    _click(quick_app, entry.rect.center)
    entry.set_text("")
    _type(quick_app, "Олена Ж")
    assert quick_app.stack.top is scene  # space did not start the game
    assert entry.get_text() == "Олена Ж"
    quick_app.stack.handle(key(pygame.K_ESCAPE))  # Esc leaves the field, not the scene
    assert quick_app.stack.top is scene
    assert scene.setup().seats[0].name == "Олена Ж"


def test_a_new_game_over_a_saved_one_asks_first_and_the_scene_remembers_the_seats(
    tally_table: TableMaker, quick_app: App
):
    from game.client.scenes.message import MessageScene
    from game.client.table.new_game import NewGameScene
    from game.client.table.saves import autosave_path, load_autosave

    table = tally_table(["", ""], length=12)
    table.play(ADD2)  # autosaved
    saved = autosave_path("tally").read_text(encoding="utf-8")
    quick_app.stack.clear()
    scene = NewGameScene(quick_app, TallyView(quick_app))
    quick_app.stack.push(scene)
    quick_app.run(frames=1)
    scene.kinds[1] = "hard"
    scene.kinds[2] = "human"
    scene.names[2] = "Олена Ж"
    scene.rebuild()
    scene.start()
    asks = quick_app.stack.top
    assert isinstance(asks, MessageScene) and asks.title == "A game is in progress: replace it?"
    asks.back()  # keep the saved game
    assert quick_app.stack.top is scene and autosave_path("tally").read_text(encoding="utf-8") == saved
    scene.start()
    quick_app.stack.top.confirm()  # type: ignore[union-attr]
    assert isinstance(quick_app.stack.top, TableScene)
    assert [seat.level for seat in load_autosave(TallyView.title).seats] == ["", "hard", ""]
    again = NewGameScene(quick_app, TallyView(quick_app))  # the next new game starts from these seats
    assert again.kinds == ["human", "hard", "human", "off", "off"] and again.names[2] == "Олена Ж"
    memory = ["human:", "hard", "human:Олена Ж", "off", "off"]  # a default name is not remembered
    assert quick_app.settings.last_seats["tally"] == memory
    loaded, problems = Settings.checked(quick_app.settings.to_dict())  # the settings file keeps it
    assert problems == [] and loaded.last_seats == {"tally": memory}


def test_a_seats_default_name_follows_the_language_of_the_next_game(quick_app: App):
    # Guards against: after a Ukrainian game the English new-game screen, table and
    # results said "Гравець 1", the default name remembered as if it had been typed.
    from game.client.table.new_game import NewGameScene
    from game.client.text import set_language

    try:
        set_language("uk")
        scene = NewGameScene(quick_app, TallyView(quick_app))
        assert scene.names[:2] == ["Гравець 1", "Гравець 2"]
        scene.kinds[1] = "human"
        scene.names[1] = "Олена"
        scene._remember_seats()
        set_language("en")
        again = NewGameScene(quick_app, TallyView(quick_app))
        assert again.names[:2] == ["Player 1", "Олена"]
        quick_app.settings.last_seats["tally"] = ["human:Гравець 1", "human:Гравець 2"]  # older files
        assert NewGameScene(quick_app, TallyView(quick_app)).names[:2] == ["Player 1", "Player 2"]
    finally:
        set_language("en")


class ShiftingView(TallyView):
    """The toy with a "bonus" option that appears first once the person has moved (a reflow)."""

    def question(self, ctx: Ctx, legal: list[int]) -> Question:
        question = super().question(ctx, legal)
        if ctx.state.history:  # type: ignore[attr-defined]
            question.options.insert(0, Option("bonus", "Bonus", ADD1))
        return question


def _digit(app: App, digit: int) -> None:
    app.stack.handle(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_0 + digit, mod=0, unicode=str(digit), scancode=0)
    )


def test_an_options_digit_stays_with_it_when_the_buttons_reflow_and_keys_wait_for_a_seen_prompt(
    quick_app: App,
):
    view = ShiftingView(quick_app)
    session = Session(
        view.title, GameSetup([Seat("P1"), Seat("P2")], 1, {"order": (0, 0, 0, 0, 1)}), view=view
    )
    table = TableScene(quick_app, view, session, make_worker=FakeWorker)
    quick_app.stack.push(table)
    quick_app.run(frames=20)
    keys = {button.key: button.hotkey for button in table.options.buttons}
    assert keys == {"add1": "1", "add2": "2", "draw": "3"}
    _digit(quick_app, 2)
    assert table.state.tally[0] == 2  # "2" played Add 2
    # "Bonus" now comes first; every other option keeps its digit, the new one gets a fresh one.
    assert {button.key: button.hotkey for button in table.options.buttons} == {**keys, "bonus": "4"}
    assert [button.key for button in table.options.buttons][0] == "bonus"
    _digit(quick_app, 1)  # pressed at once: the new prompt was not drawn yet, the key does nothing
    assert table.state.history == [ADD2]
    quick_app.run(frames=20)
    _digit(quick_app, 1)
    assert table.state.history == [ADD2, ADD1]
    assert table.options.buttons[0].hotkey == "4"  # still "Bonus"'s key


def _lettered_table(quick_app: App) -> TableScene:
    """A table whose view gives its "Stop" option the letter key "s"."""

    class Lettered(TallyView):
        def question(self, ctx: Ctx, legal: list[int]) -> Question:
            question = super().question(ctx, legal)
            question.options.append(Option("stop", "Stop", ADD2, hotkey="s"))
            return question

    view = Lettered(quick_app)
    session = Session(view.title, GameSetup([Seat("P1"), Seat("P2")], 1, {"order": (0, 0, 1)}), view=view)
    table = TableScene(quick_app, view, session, make_worker=FakeWorker)
    quick_app.stack.push(table)
    quick_app.run(frames=20)
    return table


def test_a_views_letter_key_on_an_option_presses_it(quick_app: App):
    table = _lettered_table(quick_app)
    assert [button.hotkey for button in table.options.buttons] == ["1", "2", "3", "s"]
    quick_app.stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=0, unicode="s", scancode=0))
    assert table.state.history == [ADD2]


def test_a_letter_key_answers_on_a_ukrainian_keyboard_layout_too(quick_app: App):
    """The key marked S types "і" on a Ukrainian layout: its place (scancode 22, SDL's S) counts."""

    table = _lettered_table(quick_app)
    quick_app.stack.handle(pygame.event.Event(pygame.KEYDOWN, key=ord("і"), mod=0, unicode="і", scancode=22))
    assert table.state.history == [ADD2]


def test_a_digit_no_option_has_says_so_in_the_prompt_line_and_names_the_digits_that_work(
    quick_app: App, lang: str
):
    # Guards against: "3" after the bid it had was taken did nothing and said nothing.

    quick_app.set_language(lang)
    table = _lettered_table(quick_app)
    _digit(quick_app, 7)
    assert table.state.history == []
    words = {
        "en": "Key 7 picks nothing here (keys: 1, 2, 3)",
        "uk": "Клавіша 7 тут нічого не вибирає (діють: 1, 2, 3)",
    }[lang]
    assert table.renderer.prompt_text(table.ctx()) == words
    _digit(quick_app, 1)  # a digit that works plays, and the line asks the next question again
    assert table.state.history == [ADD1] and table.message == ""


def test_a_language_switch_mid_game_rewords_the_buttons_log_and_bot_names_at_once(quick_app: App):
    from game.client.scenes.pause import PauseScene
    from game.client.table.start import bot_name

    view = TallyView(quick_app)
    seats = [Seat("Олена Ж"), Seat(bot_name("easy", 2), "easy")]
    session = Session(view.title, GameSetup(seats, 1, {"order": (0, 0, 1)}), view=view)
    table = TableScene(quick_app, view, session, make_worker=FakeWorker)
    quick_app.stack.push(table)
    quick_app.run(frames=2)
    assert [button.label for button in table.options.top_buttons] == ["Hint", "Undo", "Rules", "Menu"]
    assert table.player_name(1) == "Bot 2 (easy)"
    table.open_pause()
    quick_app.run(frames=1)
    quick_app.set_language("uk")  # the settings screen's language switch
    quick_app.stack.pop()
    assert isinstance(quick_app.stack.top, TableScene) and not isinstance(quick_app.stack.top, PauseScene)
    assert [button.label for button in table.options.top_buttons] == [
        "Підказка",
        "Скасувати",
        "Правила",
        "Меню",
    ]
    assert table.player_name(1) == "Бот 2 (легкий)" and table.ctx().names[1] == "Бот 2 (легкий)"
    assert table.player_name(0) == "Олена Ж"  # a person's name is theirs in every language
    assert table.book.lines == ["Нова гра, зерно 1."]


class _TakeBackView(TallyView):
    """The toy with an option that takes back every move but the first (as Five Tribes' "Cancel
    the sale" takes back the goods chosen for a set)."""

    def question(self, ctx: Ctx, legal: list[int]) -> Question:
        question = super().question(ctx, legal)
        question.options.append(Option("undo:moves", "Take back"))
        return question

    def keep_undoing(self, state: State) -> bool:
        return len(state.history) > 1  # type: ignore[attr-defined]


def test_an_option_keyed_undo_takes_back_actions_while_the_view_says_so(quick_app: App):
    seats = [Seat("P1"), Seat("P2", "easy")]
    view = _TakeBackView(quick_app)
    session = Session(view.title, GameSetup(seats, 1, {"order": (0, 0, 0, 0, 1), "length": 8}), view=view)
    table = TableScene(quick_app, view, session, make_worker=FakeWorker)
    quick_app.stack.push(table)
    quick_app.run(frames=1)
    for action in (ADD1, ADD2, ADD1):
        table.play(action)
    assert table.state.history == [ADD1, ADD2, ADD1] and table.session.can_undo()
    button = next(b for b in table.options.buttons if b.key == "undo:moves")
    button.on_click()
    assert table.state.history == [ADD1], "undone until the view's keep_undoing said enough"
    assert table.session.can_undo(), "it stopped for the view, not for the undo's limit"


def test_the_new_game_scene_remembers_the_rule_flags_and_drops_what_the_title_no_longer_offers(
    quick_app: App,
):
    from game.client import games
    from game.client.table import view_factory
    from game.client.table.new_game import NewGameScene

    games.load_game_packages()
    view = view_factory("five_tribes")(quick_app)
    scene = NewGameScene(quick_app, view)
    default = scene.flags["hidden_gold"]
    scene._cycle_flag("hidden_gold")()  # hidden gold chosen once...
    chosen = scene.flags["hidden_gold"]
    assert chosen != default
    scene._remember_seats()
    again = NewGameScene(quick_app, view_factory("five_tribes")(quick_app))
    assert again.flags["hidden_gold"] == chosen  # ...stays chosen for the next game
    loaded, problems = Settings.checked(quick_app.settings.to_dict())  # and in the settings file
    assert problems == [] and loaded.last_flags["five_tribes"]["hidden_gold"] == chosen
    quick_app.settings.last_flags["five_tribes"] = {"hidden_gold": "maybe", "no_such_flag": True}
    edited = NewGameScene(quick_app, view_factory("five_tribes")(quick_app))
    assert edited.flags == {name: spec[0] for name, spec in edited.specs.items()}
    _, problems = Settings.checked({"last_flags": {"five_tribes": ["not", "an", "object"]}})
    assert problems and "last_flags" in problems[0].where


def test_a_click_on_no_target_says_why_in_the_prompt_line_except_on_the_log(quick_app: App):
    from tests.client.conftest import click

    table = _lettered_table(quick_app)
    click(quick_app, (1300, 400))  # the log: reading it is no move, so nothing is said
    assert table.message == "" and table.state.history == []
    click(quick_app, (700, 300))  # the table beside the piles: nothing to play there
    assert table.state.history == []
    assert table.message == "Click a pile"
    assert table.renderer.prompt_text(table.ctx()) == "Click a pile"


def test_a_click_that_answers_clears_the_words_of_the_last_refused_click(quick_app: App):
    # Guards against: after a refused click, "That is not one of the glowing choices" stayed in
    # the prompt line through the clicks that then picked a rider and its way (a half-choice
    # plays no action, and only an action cleared it).
    from tests.client.conftest import click

    chosen: list[str] = []

    class Choosing(TallyView):
        def question(self, ctx: Ctx, legal: list[int]) -> Question:
            question = super().question(ctx, legal)
            question.options.append(Option("pick", "Pick", choose=True))
            return question

        def choose(self, key: str) -> None:
            chosen.append(key)

    view = Choosing(quick_app)
    session = Session(view.title, GameSetup([Seat("P1"), Seat("P2")], 1, {"order": (0, 0, 1)}), view=view)
    table = TableScene(quick_app, view, session, make_worker=FakeWorker)
    quick_app.stack.push(table)
    quick_app.run(frames=20)
    click(quick_app, (700, 300))
    assert table.message == "Click a pile"
    pick = next(button for button in table.options.buttons if button.key == "pick")
    click(quick_app, pick.rect.center)
    assert chosen == ["pick"] and table.state.history == []
    assert table.message == ""
    assert table.renderer.prompt_text(table.ctx()) != "Click a pile"


def test_a_prompt_too_long_for_one_line_takes_two_not_an_ellipsis(quick_app: App):
    # Guards against: beside the Replay button the Ukrainian action prompt was cut mid-word
    # ("...або виконайте дію хра…").
    from game.client.table.draw import PROMPT_LINE_STEP, prompt_lines
    from game.client.text import font

    prompt = "Ваша дія: зіграйте виконаний ряд карти, побудуйте селище або виконайте дію храму"
    room = 560
    assert font(16).size(prompt)[0] > room  # too long for one line even at the smallest size
    size, lines = prompt_lines(prompt, room)
    assert size == 16 and len(lines) == 2
    assert " ".join(lines) == prompt and "…" not in "".join(lines)
    assert all(font(16).size(line)[0] <= room for line in lines)
    assert 2 * PROMPT_LINE_STEP <= 50  # both lines inside the top strip
    assert prompt_lines("Short", room) == (20, ["Short"])


def test_an_undo_clears_the_words_of_the_last_refused_click(quick_app: App):
    # Guards against: "That is not one of the highlighted choices" stayed in the prompt line
    # after the undo that followed it (the position changed, the refusal was about the old one).
    from tests.client.conftest import click

    table = _lettered_table(quick_app)
    table.play(ADD1)
    click(quick_app, (700, 300))
    assert table.message == "Click a pile"
    table.undoing.undo()
    assert table.state.history == [] and table.message == ""
    assert table.renderer.prompt_text(table.ctx()) != "Click a pile"
    table.play(ADD1)
    click(quick_app, (700, 300))
    assert table.message == "Click a pile"
    table.undoing.step_back()  # Esc and right click: nothing half-made, so the same undo
    assert table.state.history == [] and table.message == ""
