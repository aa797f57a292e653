"""The hint at the table: a plan for the person's whole turn, searched off the frame (from the
turn's start on a real screen), shown as numbered steps with the points they gain, the margin and
a reason in words, followed step by step without a new search, planned again when the person
leaves it, closed at the end of the turn; it never plays."""

from __future__ import annotations

import time
from collections.abc import Sequence

import pygame
import pytest

from ai.plan import Plan
from game.client import games
from game.client.app import App
from game.client.settings import AnimationSpeed, Settings
from game.client.table import view_factory
from game.client.table.hint import HintPanel
from game.client.table.hint_place import DONE
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from game.rules.base import State
from tests.client.table.plans import FixedWorker, plan_of, planner_plan, turn_start

games.load_game_packages()


def table_at(
    app: App, title_id: str, state: State | None = None, seats: list[Seat] | None = None
) -> TableScene:
    """A table of ``title_id`` at ``state`` on top of ``app``'s stack, one frame drawn. It takes the
    place of a table on top, which exits (its bots and hint end) and can be freed: tests that open
    tables in a loop kept every one of them on the stack, and in memory, to their end."""
    make_view = view_factory(title_id)
    assert make_view is not None
    view = make_view(app)
    seats = seats or [Seat("Me"), Seat("Bot", "easy")]
    session = Session(view.title, GameSetup(seats, 3), state, view=view)
    table = TableScene(app, view, session)
    if isinstance(app.stack.top, TableScene):
        app.stack.replace(table)
    else:
        app.stack.push(table)
    app.run(frames=1)
    return table


def click(app: App, pos: tuple[int, int]) -> None:
    window = app.letterbox.to_window(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=window, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=window, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=window, button=1))
    app.run(frames=1)


def hint_button(table: TableScene):
    return next(b for b in table.options.top_buttons if b.on_click == table.ask_hint)


def with_worker(table: TableScene, worker: FixedWorker, **options) -> HintPanel:
    table.hint = HintPanel(table.view.title_id, make_worker=lambda title: worker, **options)
    table.options.rebuild()
    return table.hint


def test_the_hint_plans_off_the_frame_then_shows_the_steps_points_margin_and_reason(lang_app: App):
    table = table_at(lang_app, "five_tribes", seats=[Seat("Bot", "easy"), Seat("Me")])
    state = table.state
    legal = state.legal_actions()
    plan = plan_of(state, [[legal[-1]], [legal[-2]], [legal[0]]])
    worker = FixedWorker(plan, polls=4)
    hint = with_worker(table, worker)
    button = hint_button(table)
    assert button.enabled and button.label == {"en": "Hint", "uk": "Підказка"}[lang_app.settings.language]
    click(lang_app, button.rect.center)
    assert worker.starts and worker.starts[0][1] == state.current_player() and worker.asks == 1
    assert hint.thinking and not hint_button(table).enabled
    lang_app.run(frames=1)  # frames go on while it thinks; every poll is a look, never a wait
    assert hint.thinking and set(worker.timeouts) == {0.0}
    lang_app.run(frames=4)
    assert not hint.thinking and hint.open and hint.index == 0
    words = HintPanel.words_for(table)
    assert hint.words == [words.step(state, legal[-1])]
    assert hint.words[0] == table.view.option_label(table.ctx(), legal[-1])  # "Bid 0", as its button
    uk = lang_app.settings.language == "uk"
    points = plan.best.gain
    assert hint.summary.startswith(f"{words_signed(points)} {'оч' if uk else 'point'}")
    assert ("нарівні" if uk else "level with") in hint.summary or str(abs(plan.best.margin)) in hint.summary
    assert hint.reason  # what it leaves the next player, at least
    assert len(hint.other_words) == 2
    assert table.state.to_dict() == state.to_dict(), "the hint never plays"
    rect = hint.rect
    assert rect is not None and not rect.colliderect(table.zones.log), "the panel keeps clear of the log"
    for mark in hint.marks.marks:
        assert not rect.colliderect(mark.target), "the panel keeps clear of what the plan points at"
    assert hint.others_button is not None
    click(lang_app, hint.others_button.rect.center)
    assert hint.others and any(
        text in " ".join(r.text for r in hint.lines()) for text in ("Plan 2", "План 2")
    )


def words_signed(points: int) -> str:
    from game.client.table.plan_words import signed

    return signed(points)


@pytest.mark.parametrize(
    ("title_id", "seed", "skip"),
    [("five_tribes", 4, 1), ("tribes_of_the_wind", 5, 0), ("prehistories", 3, 2), ("prehistories", 6, 1)],
)
def test_a_plan_is_followed_by_clicks_to_the_end_of_the_turn_without_a_new_search(title_id, seed, skip):
    """The hint asked at a fixed position; its whole plan played by clicks on the table (the
    marker's place of each step, ``target_point``), as a person follows it: the panel moves on
    step by step with the same figures and no new search, the points are the ones it said, and
    the end of the turn closes it."""
    app = App(Settings(language="en", animation_speed=AnimationSpeed.OFF), headless=True)
    try:
        state = turn_start(title_id, seed, skip)
        table = table_at(app, title_id, state)
        player = state.current_player()
        worker = FixedWorker(planner_plan(title_id), polls=2)
        hint = with_worker(table, worker)
        table.ask_hint()
        app.run(frames=3)
        plan = hint.plan
        assert isinstance(plan, Plan) and hint.index == 0
        steps = plan.best.actions
        assert len(steps) >= 2, [table.state.action_to_str(a) for a in steps]
        before = table.state.scores()[player]
        summary = hint.summary
        for number, action in enumerate(steps):
            assert hint.open and hint.index == number and hint.step_action() == action
            assert hint.summary == summary, "a step played, forced or not, never changes the figures"
            played = len(table.state.history)
            for _ in range(3):
                point = table.target_point(action)
                assert point is not None, table.state.action_to_str(action)
                click(app, point)
                if len(table.state.history) > played:
                    break
            assert table.state.history[played] == action, table.state.action_to_str(action)
        assert table.state.scores()[player] - before == plan.best.gain, "it lands where the plan said"
        app.run(frames=2)
        if plan.best.ends_turn:
            assert len(worker.starts) == 1, "a plan followed is not searched again"
            assert not hint.open, "the end of the turn closes the panel"
        else:  # it stopped where something is revealed: the rest is planned once it is seen
            assert len(worker.starts) == 2 and hint.open
    finally:
        app.close()


def test_a_move_off_the_plan_plans_again_and_close_closes(lang_app: App):
    state = turn_start("five_tribes", 4, skip=1)
    table = table_at(lang_app, "five_tribes", state)
    legal = state.legal_actions()
    worker = FixedWorker(lambda s, made: plan_of(s, [[s.legal_actions()[0]]]), polls=1)
    hint = with_worker(table, worker)
    table.ask_hint()
    lang_app.run(frames=2)
    assert hint.plan is not None and hint.step_action() == legal[0]
    other = legal[-1]
    played = len(table.state.history)
    click(lang_app, table.target_point(other))
    assert len(table.state.history) == played + 1 and table.state.history[-1] == other
    lang_app.run(frames=1)
    assert len(worker.starts) == 2 and worker.asks == 2, "off the plan: planned again, at once"
    lang_app.run(frames=2)
    assert hint.open and hint.plan is not None and hint.index == 0
    assert hint.close_button is not None
    click(lang_app, hint.close_button.rect.center)
    assert not hint.open
    table.exit()
    assert worker.closed


def test_a_plan_made_while_the_panel_was_closed_shows_its_own_steps(lang_app: App):
    # Guards against: asked again after a prefetched plan came, the panel showed the last plan's
    # words ("Bid 1", greyed) over the new plan's marks.
    state = turn_start("five_tribes", 4, skip=1)
    table = table_at(lang_app, "five_tribes", state)
    worker = FixedWorker(lambda s, made: plan_of(s, [[s.legal_actions()[0]]]), polls=1)
    hint = with_worker(table, worker, prefetch=True)
    lang_app.run(frames=3)
    table.ask_hint()
    lang_app.run(frames=1)
    first = list(hint.words)
    assert first and hint.open
    hint.dismiss()
    table.play(table.state.legal_actions()[-1])  # off the plan, the panel closed: planned again
    lang_app.run(frames=3)
    assert len(worker.starts) == 2 and hint.plan is not None
    table.ask_hint()
    lang_app.run(frames=1)
    assert hint.words == [HintPanel.words_for(table).step(table.state, table.state.legal_actions()[0])]
    assert hint.words != first


def test_the_search_starts_at_the_persons_turn_start_not_for_a_bot_nor_behind_the_curtain():
    app = App(Settings(language="en", animation_speed=AnimationSpeed.OFF), headless=True)
    try:
        state = turn_start("tribes_of_the_wind", 2)
        table = table_at(app, "tribes_of_the_wind", state.clone())
        worker = FixedWorker(lambda s, made: plan_of(s, [[s.legal_actions()[0]]]), polls=50)
        with_worker(table, worker, prefetch=True)
        app.run(frames=1)
        assert len(worker.starts) == 1 and worker.asks == 0, "started at the turn's start, unasked"
        worker.left = 1
        assert worker.poll() is not None  # the plan is ready, before the table's next frame
        table.ask_hint()
        assert table.hint.plan is not None and table.hint.words, "shown at once"
        assert len(worker.starts) == 1, "a plan ready when asked is not searched again"
        bots = table_at(
            app, "tribes_of_the_wind", state.clone(), [Seat("Bot", "easy"), Seat("Bot 2", "easy")]
        )
        idle = FixedWorker(None)
        with_worker(bots, idle, prefetch=True)
        app.run(frames=1)
        assert not idle.starts, "no plan for a bot's seat"
        seats = [Seat("Ann"), Seat("Ben")]
        hot = table_at(app, "tribes_of_the_wind", state.clone(), seats)
        curtained = FixedWorker(None)
        with_worker(hot, curtained, prefetch=True)
        app.run(frames=1)
        assert hot.driver.curtain_up and not curtained.starts, "nothing behind the curtain"
    finally:
        app.close()


def test_no_hint_button_in_the_demo(lang_app: App):
    make_view = view_factory("five_tribes")
    assert make_view is not None
    view = make_view(lang_app)
    session = Session(view.title, GameSetup([Seat("A", "easy"), Seat("B", "easy")], 3), view=view)
    table = TableScene(lang_app, view, session, demo=True)
    assert not any(b.on_click == table.ask_hint for b in table.options.top_buttons)


def test_the_real_worker_answers_with_a_plan_while_the_frames_go_on():
    app = App(Settings(language="en", animation_speed=AnimationSpeed.OFF), headless=True)
    try:
        table = table_at(app, "prehistories", turn_start("prehistories", 3))
        table.hint = HintPanel("prehistories", config={"iterations": 200})
        table.ask_hint()
        frames = 0
        deadline = time.monotonic() + 120  # a bound on a spawned process, not a timing assertion
        while table.hint.thinking and time.monotonic() < deadline:
            app.run(frames=1)
            frames += 1
        assert not table.hint.thinking and not table.hint.failed, "the plan search never answered"
        assert frames > 1, "the answer came while the frames went on"
        plan = table.hint.plan
        assert plan is not None and plan.best.actions[0] in table.state.legal_actions()
        assert 1 <= len(plan.lines) <= 3 and table.hint.words
        table.exit()
    finally:
        app.close()


def test_the_tribes_of_the_wind_hint_names_the_card_it_plays_by_slot_colour_and_effect(lang_app: App):
    """Not a data code ("Play the blue card b10a" was shown): the slot number printed on the card,
    its colour and what the row gives, in the player's language."""
    from game.client.tribes_of_the_wind.words import card_gist, row_gist
    from game.rules.tribes_of_the_wind import actions as act

    table = table_at(lang_app, "tribes_of_the_wind")
    state = table.state
    assert state.current_player() == 0
    plays = [a for a in state.legal_actions() if act.PLAY <= a < act.TEMPLE_ACTION]
    discards = [a for a in range(act.DISCARD + 1, act.DISCARD + 6)]
    words = HintPanel.words_for(table)
    data, hand = state.data, state.boards[0].hand
    uk = lang_app.settings.language == "uk"
    for action in (plays[0], plays[-1]):
        label = words.step(state, action)
        slot, hard = divmod(action - act.PLAY, 2)
        card = hand[slot]
        colour = ("red", "blue", "green", "yellow")[data.card_element[card]]
        element = (
            {"red": "червона", "blue": "синя", "green": "зелена", "yellow": "жовта"}[colour] if uk else colour
        )
        row = ("складний ряд" if hard else "легкий ряд") if uk else ("hard row" if hard else "easy row")
        gives = row_gist(data, card, min(hard, len(data.card_rows[card]) - 1))  # what the row does
        if len(data.card_rows[card]) == 1:  # one row: no easy or hard row to name
            expected = (
                f"Зіграти карту {slot + 1} ({element}): {gives}"
                if uk
                else f"Play card {slot + 1} ({element}): {gives}"
            )
        else:
            expected = (
                f"Зіграти карту {slot + 1} ({element}), {row}: {gives}"
                if uk
                else f"Play card {slot + 1} ({element}), {row}: {gives}"
            )
        assert label == expected
        assert data.card_ids[card] not in label  # a data code says nothing at the table
    view, ctx = table.view, table.ctx()
    named = [view.hint_label(ctx, a) for a in discards]
    assert all(w is not None and card_gist(data, hand[i]) in w for i, w in enumerate(named))
    assert not any(data.card_ids[c] in (w or "") for c, w in zip(hand, named, strict=True))
    assert named[0] is not None and named[0].startswith("Скинути карту 1 (" if uk else "Discard card 1 (")


def test_the_hint_panel_hides_what_lies_under_it(lang_app: App):
    # Guards against: the game log's lines showed through the panel.
    table = table_at(lang_app, "five_tribes", seats=[Seat("Bot", "easy"), Seat("Me")])
    legal = table.state.legal_actions()
    hint = with_worker(table, FixedWorker(plan_of(table.state, [[legal[0]]]), polls=1))
    hint.ask(table)
    lang_app.run(frames=3)
    assert hint.plan is not None
    pictures = []
    for under in ((255, 255, 255), (0, 0, 0)):
        surface = pygame.Surface((1600, 900))
        surface.fill(under)
        hint.draw(surface, table)
        rect = hint.rect
        assert rect is not None
        inner = rect.inflate(-40, -40)
        pictures.append(pygame.image.tobytes(surface.subsurface(inner), "RGB"))
    assert pictures[0] == pictures[1]


@pytest.mark.parametrize(("title_id", "seed", "skip"), [("five_tribes", 4, 1), ("prehistories", 3, 2)])
def test_a_language_switch_keeps_the_steps_already_played(title_id, seed, skip):
    # Guards against: switched from English to Ukrainian two steps into a plan, the panel listed
    # the plan from the step to play now on (the steps played were gone).
    app = App(Settings(language="en", animation_speed=AnimationSpeed.OFF), headless=True)
    try:
        state = turn_start(title_id, seed, skip)
        table = table_at(app, title_id, state)
        hint = with_worker(table, FixedWorker(planner_plan(title_id), polls=1))
        table.ask_hint()
        app.run(frames=3)
        plan = hint.plan
        assert isinstance(plan, Plan) and hint.index == 0 and len(plan.best.steps) >= 3
        english = list(hint.words)
        summary, reason = hint.summary, hint.reason
        for action in plan.best.actions[:2]:
            table.play(action)
            app.run(frames=2)
        assert hint.open and hint.index == 2 and hint.words == english
        for language in ("uk", "en"):
            app.set_language(language)
            app.run(frames=2)
            assert hint.open and hint.plan is plan and hint.index == 2
            assert hint.first == 0 and len(hint.words) == len(plan.best.steps), "every step, played ones too"
            rows = [row for row in hint.lines() if row.marker is not None]
            assert [row.marker for row in rows] == list(range(1, len(plan.best.steps) + 1))
            assert [row.colour for row in rows[:2]] == [DONE, DONE], "the steps played stay greyed"
        assert hint.words == english and hint.summary == summary and hint.reason == reason
        app.set_language("uk")
        app.run(frames=2)
        assert hint.words != english and hint.summary != summary, "worded anew in Ukrainian"
    finally:
        app.close()


def turn_line(state: State) -> list[int]:
    """The person's turn from ``state`` to its end, played by the title's playout policy."""
    import numpy as np

    from ai.heuristics import heuristic_for
    from ai.planner import plan_ends

    heuristic = heuristic_for(state.title.id)
    rng = np.random.default_rng(0)
    world, player, line = state.clone(), state.current_player(), []
    while True:
        line.append(heuristic.rollout_action(world, rng))
        if plan_ends(world, player, world.apply(line[-1]))[1]:
            return line


class EchoWorker:
    """A bot seat (``ProcessBotWorker``'s interface) that plays ``echo`` whenever it is legal,
    else the playout policy's move: its turn ends as the person's did, with the same action id."""

    echo = -1

    def __init__(self, level: str, title_id: str, seed: int, budget: object = None, fallback_seed: int = 0):
        import numpy as np

        from ai.heuristics import heuristic_for

        self.heuristic = heuristic_for(title_id)
        self.rng = np.random.default_rng(seed % 2**32)
        self.choice: object = None

    def start(self, state: State, player: int) -> None:
        from ai.bots import Choice, ChoiceStats

        legal = state.legal_actions()
        action = self.echo if self.echo in legal else self.heuristic.rollout_action(state, self.rng)
        self.choice = Choice(action, ChoiceStats("random"))

    def done(self) -> bool:
        return self.choice is not None

    def result(self) -> object:
        return self.choice

    def close(self) -> None:
        pass


def test_the_figures_of_a_turn_followed_to_its_end_never_show_for_the_next_turns_plan():
    # Guards against: a Tribes of the Wind turn's "+3 points now", followed to its end, was shown
    # again for the next turn's plan (its steps gained nothing): the panel saw the turn's end only
    # once the bot had moved, took the plan for one left mid-turn and kept its figures for a next
    # plan without an estimate (its first decision with one useful action). And: the bot's turn
    # ended with the same action id as the plan's last step (a draw of the same colour), so the
    # next turn's Hint took the old plan for one just played to its end and closed the panel it
    # opened; the new plan was never worded and the old figures stayed (a bot thinking on the
    # wall clock drew that colour in some runs only: the test failed now and then).
    from ai.plan import MARGIN

    app = App(Settings(language="en", animation_speed=AnimationSpeed.OFF), headless=True)
    try:
        state = turn_start("tribes_of_the_wind", 5)
        line = turn_line(state)
        EchoWorker.echo = line[-1]
        view = view_factory("tribes_of_the_wind")(app)
        session = Session(view.title, GameSetup([Seat("Me"), Seat("Bot", "easy")], 3), state, view=view)
        table = TableScene(app, view, session, make_worker=EchoWorker)
        app.stack.push(table)
        app.run(frames=1)
        player = state.current_player()
        plans: list[Plan] = []

        def plan_for(world: State, made: Sequence[int] = ()) -> Plan:
            # the first turn's plan with figures of its own; the next one without an estimate
            plan = plan_of(world, [turn_line(world)], value=None if plans else 0.6)
            if not plans:
                plan.best.margin = 17
            plans.append(plan)
            return plan

        hint = with_worker(table, FixedWorker(plan_for, polls=1))
        table.ask_hint()
        app.run(frames=2)
        first = hint.summary
        assert hint.open and "17 ahead" in first
        assert plans[0].best.actions == line
        for action in line:
            assert hint.step_action() == action
            table.play(action)
            app.run(frames=1)
        played = len(table.state.history)
        for _ in range(100):  # the bot's turn
            if table.human_turn() and table.state.current_player() == player:
                break
            app.run(frames=1)
        assert table.state.current_player() == player and not hint.open
        assert len(table.state.history) > played and table.state.history[-1] == line[-1], (
            "the bot's turn ended with the plan's last action id"
        )
        table.ask_hint()
        app.run(frames=2)
        assert len(plans) == 2 and hint.plan is plans[1] and hint.plan.estimate is None
        assert hint.open and hint.index == 0, "the Hint asked at the next turn shows its plan"
        assert hint.summary == HintPanel.words_for(table).summary(plans[1].best, MARGIN)
        assert "17 ahead" not in hint.summary
    finally:
        app.close()


def village_card_choice(seed: int) -> State:
    """A Tribes of the Wind position, seat 0 to take a village card that may be used now."""
    import numpy as np

    from ai.heuristics import heuristic_for
    from game.rules import load_title
    from game.rules.tribes_of_the_wind import actions as act

    state = load_title("tribes_of_the_wind").new_game(2, seed)
    heuristic = heuristic_for("tribes_of_the_wind")
    rng = np.random.default_rng(seed)
    for _ in range(3000):
        now = [a for a in state.legal_actions() if a >= act.VILLAGE_CARD and a < act.DRAW]
        if state.current_player() == 0 and any((a - act.VILLAGE_CARD) % 6 == act.VC_NOW for a in now):
            return state
        state.apply(heuristic.rollout_action(state, rng))
    raise AssertionError("no village card to take")


def test_hint_pressed_in_the_frame_that_ends_the_planned_turn_shows_the_next_plan():
    # Guards against: Hint pressed before the table's next frame, after the click that played the
    # plan's last step (a Five Tribes marker's turn, the same person's next marker to move), found
    # the old plan played to its end and closed the panel it had just opened: the next plan came
    # and was never shown.
    app = App(Settings(language="en", animation_speed=AnimationSpeed.OFF), headless=True)
    try:
        state = turn_start("five_tribes", 1, 1)
        line = turn_line(state)
        table = table_at(app, "five_tribes", state)
        player = state.current_player()
        plans: list[Plan] = []

        def plan_for(world: State, made: Sequence[int] = ()) -> Plan:
            plans.append(plan_of(world, [turn_line(world)]))
            return plans[-1]

        hint = with_worker(table, FixedWorker(plan_for, polls=1))
        table.ask_hint()
        app.run(frames=2)
        assert hint.open and hint.plan is plans[0] and plans[0].best.actions == line
        for action in line:
            assert hint.step_action() == action
            table.play(action)
            if action != line[-1]:
                app.run(frames=1)
        assert table.state.current_player() == player and table.human_turn(), "the same person goes on"
        table.ask_hint()  # in the same frame as the last step
        app.run(frames=2)
        assert len(plans) == 2 and hint.plan is plans[1]
        assert hint.open and hint.index == 0 and not hint.thinking
        assert hint.words and hint.words[0] == HintPanel.words_for(table).step(
            table.state, plans[1].best.actions[0]
        )
    finally:
        app.close()


def test_two_steps_played_in_one_frame_still_end_the_planned_turn_and_close_the_panel():
    # Guards against: the plan's last two steps clicked within one frame (the panel had not yet
    # moved on to the last step) left the end of the planned turn unseen: the panel stayed
    # open and searched again for the same person's next marker instead of closing.
    app = App(Settings(language="en", animation_speed=AnimationSpeed.OFF), headless=True)
    try:
        state = turn_start("five_tribes", 1, 1)
        line = turn_line(state)
        table = table_at(app, "five_tribes", state)
        player = state.current_player()
        worker = FixedWorker(plan_of(state, [line]), polls=1)
        hint = with_worker(table, worker)
        table.ask_hint()
        app.run(frames=2)
        assert hint.open and hint.plan is not None and len(line) >= 3
        for action in line[:-2]:
            assert hint.step_action() == action
            table.play(action)
            app.run(frames=1)
        assert hint.index == len(line) - 2
        table.play(line[-2])
        table.play(line[-1])  # before the panel's next look
        app.run(frames=3)
        assert table.state.current_player() == player and table.human_turn(), "the same person goes on"
        assert not hint.open and not hint.thinking, "the planned turn is over: the panel closed"
        assert len(worker.starts) == 1, "and nothing is searched until asked"
    finally:
        app.close()
