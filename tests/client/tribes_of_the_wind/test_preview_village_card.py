"""The hover preview of a Tribes of the Wind village card's buttons says, before the commit, what
the engine gives for it: for "Use now", the effect's choices with the most points they can give;
for a tuck, what the card's goal scores at the end as things stand (and for a replacement, what
the replaced card's goal scored). Before, these buttons showed no preview at all."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pygame
import pytest

from ai.heuristics import heuristic_for
from game.client import games
from game.client.app import App
from game.client.table.preview import PREVIEW_SEED, preview
from game.client.table.scene import TableScene
from game.client.table.session import Seat
from game.client.text import tr
from game.client.tribes_of_the_wind import layout as L
from game.client.tribes_of_the_wind import seats, tooltips
from game.client.tribes_of_the_wind.plan import best_bonus, effect_running
from game.client.tribes_of_the_wind.questions import option_label
from game.client.tribes_of_the_wind.words import effect_text
from game.rules.outcome import apply_forced
from game.rules.tribes_of_the_wind import TITLE, TotwState
from game.rules.tribes_of_the_wind import actions as act
from game.rules.tribes_of_the_wind.board import EMPTY
from game.rules.tribes_of_the_wind.legal import idle_effect
from game.rules.tribes_of_the_wind.phase import Phase
from game.rules.tribes_of_the_wind.scoring import goal_met
from tests.client.table.test_hint import click, table_at
from tests.client.table.test_preview_panel import hover

games.load_game_packages()

CHOICES = (Phase.CLEAN, Phase.PLANT, Phase.MOVE, Phase.CATAPULT, Phase.PLACE_TEMPLE)


def village_card_choices(seed: int, games: int = 20) -> Iterator[TotwState]:
    """Every village card choice of the policy-played 2-player games of ``seed`` and the seeds
    after it, in order (a test that needs a seat with 4 cards tucked reads on until one comes:
    a seat tucks a fourth card in few games)."""
    policy = heuristic_for("tribes_of_the_wind")
    for game in range(seed, seed + games):
        state = TITLE.new_game(2, game)
        rng = np.random.default_rng(game)
        while not state.is_terminal():
            if state.phase == Phase.VILLAGE_CARD:
                yield state.clone()
            state.apply(policy.rollout_action(state, rng))


def view_of(state: TotwState) -> TotwState:
    seat = state.current_player()
    return state.observation(seat).determinize(seat, np.random.default_rng(PREVIEW_SEED))


def every_order(state: TotwState, action: int) -> tuple[TotwState, int]:
    """On the seat's view: the world once the card is used, and the most points every order of
    the effect's choices gives, with no shortcut; the effect is over once a step queued after it
    starts (its queue is shorter than what was left behind the effect)."""
    seat = state.current_player()
    world = view_of(state)
    world.apply(action)
    rest = len(world.queue) - 1
    apply_forced(world, seat)
    before = world.scores()[seat]

    def walk(at: TotwState) -> int:
        best = at.scores()[seat] - before
        if at.is_terminal() or at.current_player() != seat or at.phase not in CHOICES or len(at.queue) < rest:
            return best
        for choice in at.legal_actions():
            nxt = at.clone()
            nxt.apply(choice)
            apply_forced(nxt, seat)
            best = max(best, walk(nxt))
        return best

    return world, walk(world)


def goal_points(world: TotwState, seat: int, card: int) -> int:
    return world.data.village_stars[card] if goal_met(world, seat, card) else 0


def tuck_line(state: TotwState, card: int, worth: int) -> str:
    """The words of a tucked card's goal worth ``worth`` now (its stars when not met)."""
    goal = tr(f"tribes_of_the_wind.goal_short.{state.data.village_goal[card]}")
    if worth:
        return tr("tribes_of_the_wind.preview.tuck_met", goal=goal, count=worth, signed=f"+{worth}")
    stars = state.data.village_stars[card]
    return tr("tribes_of_the_wind.preview.tuck_unmet", goal=goal, count=stars, signed=f"+{stars}")


def least_given_up(state: TotwState, tucks: list[int]) -> int:
    """Of tucks in place of a tucked card, the one whose replaced goal scores least now (then the
    fewest stars, then the first)."""
    seat = state.current_player()
    world = view_of(state)
    tucked = world.boards[seat].tucked

    def cost(action: int) -> tuple[int, int, int]:
        k = (action - act.VILLAGE_CARD) % 6 - 2
        return goal_points(world, seat, tucked[k]), state.data.village_stars[tucked[k]], k

    return min(tucks, key=cost)


def replaced_line(state: TotwState, action: int, several: bool) -> str:
    """The words of the tucked card a tuck ``action`` replaces: its goal and what it scores now."""
    seat = state.current_player()
    world = view_of(state)
    old = world.boards[seat].tucked[(action - act.VILLAGE_CARD) % 6 - 2]
    was = goal_points(world, seat, old)
    goal = tr(f"tribes_of_the_wind.goal_short.{state.data.village_goal[old]}")
    which = ("replaced_least" if several else "replaced") + ("_met" if was else "_unmet")
    count = was or state.data.village_stars[old]
    return tr(f"tribes_of_the_wind.preview.{which}", goal=goal, count=count, signed=f"+{count}")


def seats_for(state: TotwState) -> list[Seat]:
    return [Seat("Me") if p == state.current_player() else Seat("Bot", "easy") for p in range(2)]


def table_of(app: App, state: TotwState) -> TableScene:
    """A table at ``state`` in place of the tables before it: the tests read dozens of choices
    on one app, and a table left under the next one keeps its surfaces and widgets to the end of
    the test."""
    app.stack.clear()
    return table_at(app, "tribes_of_the_wind", state, seats_for(state))


def hovered_lines(app: App, state: TotwState) -> dict[int, list[str]]:
    """Each button of each row card (picked in turn): the preview box's lines."""
    table = table_of(app, state)
    found: dict[int, list[str]] = {}
    picked: set[str] = set()
    while True:
        # the buttons of the row card picked (none before the first pick of several)
        for button in [b for b in table.options.buttons if b.action is not None]:
            hover(app, button.rect.center)
            assert table.previews.hovered(table) == (button.action, button.rect)
            slot, k = divmod(button.action - act.VILLAGE_CARD, 6)
            idle = k == act.VC_NOW and idle_effect(state, state.data.village_effect[state.village_row[slot]])
            if table.previews.rect is None:
                # only a card that gives nothing now (its button says why) has no box
                assert idle, button.action
                found[button.action] = []
            else:
                found[button.action] = list(table.previews.lines)
        question = table.question
        assert question is not None
        todo = [t for t in question.targets if t.key not in picked]
        if not todo:
            break
        picked.add(todo[0].key)
        click(app, todo[0].rect.center)
    assert set(found) == {a for a in state.legal_actions() if act.VILLAGE_CARD <= a < act.DRAW}
    return found


@pytest.mark.parametrize("seed", [2, 3])
def test_use_now_says_the_points_its_choices_can_give(lang_app: App, seed: int):
    checked = unsaid = 0
    # the first 8 choices, and on until both kinds of effect were seen (which choices a policy
    # game reaches moves with the policy)
    for i, state in enumerate(village_card_choices(seed, games=4)):
        if i >= 8 and checked and unsaid:
            break
        seat = state.current_player()
        for action, lines in hovered_lines(lang_app, state).items():
            slot, k = divmod(action - act.VILLAGE_CARD, 6)
            if k != act.VC_NOW:
                continue
            shown = preview(state, seat, action)
            assert shown is not None
            world = view_of(state)
            before = world.scores()[seat]
            world.apply(action)
            apply_forced(world, seat)
            assert shown.points == world.scores()[seat] - before
            card = state.village_row[slot]
            what = effect_text(state.data.village_effect[card])
            start = tr("tribes_of_the_wind.preview.effect_none", what=what).rsplit(" (", 1)[0]
            said = [line for line in lines if line.startswith(start)]
            after, best = every_order(state, action)
            if after.current_player() != seat or after.phase not in CHOICES:
                assert said == [], "an effect the engine resolved alone (water) has no choice to say"
                continue
            assert len(said) == 1, lines
            used = view_of(state)
            used.apply(action)
            searched = best_bonus(after, seat, going=effect_running(len(used.queue) - 1))
            if best > 0 and searched is not None:
                assert f"+{best}" in said[0], (said, best)
                checked += 1
            else:
                # it says which: no points now, or too many ways to count them
                which = "effect_uncounted" if searched is None else "effect_none"
                assert said[0] == tr(f"tribes_of_the_wind.preview.{which}", what=what), (said, best)
                unsaid += 1
    assert checked >= 1, "an effect whose choices give points was previewed"
    assert unsaid >= 1, "an effect whose choices give no figure was previewed"


@pytest.mark.parametrize("seed", [3, 5])
def test_a_tuck_says_what_its_goal_gives_by_the_engines_scoring(lang_app: App, seed: int):
    seen = replaced = read = 0
    for state in village_card_choices(seed):
        if read >= 8 and replaced:
            break
        seat = state.current_player()
        if read >= 8 and EMPTY in state.boards[seat].tucked:
            continue  # read on to a seat with 4 cards tucked, where a tuck replaces one
        read += 1
        world = view_of(state)
        for action, lines in hovered_lines(lang_app, state).items():
            slot, k = divmod(action - act.VILLAGE_CARD, 6)
            if k == act.VC_NOW:
                continue
            card = state.village_row[slot]
            after = world.clone()
            after.apply(action)
            worth = goal_points(after, seat, card)
            want = tuck_line(state, card, worth)
            assert want in lines, (want, lines)
            seen += 1
            if k != act.VC_TUCK:
                old = world.boards[seat].tucked[k - 2]
                assert old != EMPTY
                was = goal_points(world, seat, old)
                goal = tr(f"tribes_of_the_wind.goal_short.{state.data.village_goal[old]}")
                which = "replaced_met" if was else "replaced_unmet"
                count = was or state.data.village_stars[old]
                assert (
                    tr(f"tribes_of_the_wind.preview.{which}", goal=goal, count=count, signed=f"+{count}")
                    in lines
                )
                replaced += 1
    assert seen >= 1 and replaced >= 1, "a tuck and a replacement were previewed"


@pytest.mark.parametrize("seed", [3])
def test_a_row_card_hovered_before_its_buttons_says_both_uses(lang_app: App, seed: int):
    """Before a row card is picked, resting on it shows its two uses in a line each, the same
    figures as its buttons: the effect's "up to" and the goal's points now; with 4 cards tucked,
    where every tuck replaces one, also the one replaced (giving up least) and what it gives up
    (the hover named only the new goal)."""
    seen = points = unsaid = replaced = 0
    for i, state in enumerate(village_card_choices(seed)):
        if i >= 9 and points and unsaid:
            if replaced:
                break
            if EMPTY in state.boards[state.current_player()].tucked:
                continue  # read on to a seat with 4 cards tucked, where a tuck replaces one
        seat = state.current_player()
        table = table_of(lang_app, state)
        question = table.question
        assert question is not None
        for target in question.targets:
            slot = int(target.key.split(":")[1]) - 1
            hover(lang_app, target.rect.center)
            assert table.previews.rect is not None, "a row card shows its two uses"
            lines = table.previews.lines
            now = act.village_card(slot + 1, act.VC_NOW)
            label = option_label(state, now)
            after, best = every_order(state, now)
            used = view_of(state)
            used.apply(now)
            searched = best_bonus(after, seat, going=effect_running(len(used.queue) - 1))
            waits = after.current_player() == seat and after.phase in CHOICES
            if waits and best > 0 and searched is not None:
                assert lines[0] == tr(
                    "tribes_of_the_wind.preview.now_points", now=label, count=best, signed=f"+{best}"
                )
                points += 1
            elif waits:
                # no figure: it says whether none is to be had or they were too many to count
                which = "now_uncounted" if searched is None else "now_none"
                assert lines[0] == tr(f"tribes_of_the_wind.preview.{which}", now=label), (lines[0], best)
                unsaid += 1
            else:
                assert lines[0] == label  # resolved alone (3 water): nothing to choose
            tucks = [a for a in state.legal_actions() if a != now and (a - now) in range(1, 6)]
            tuck = now + act.VC_TUCK if now + act.VC_TUCK in tucks else least_given_up(state, tucks)
            card = state.village_row[slot]
            tucked = view_of(state)
            tucked.apply(tuck)
            worth = goal_points(tucked, seat, card)
            assert lines[1] == tuck_line(state, card, worth)
            if tuck == now + act.VC_TUCK:
                assert len(lines) == 2, lines
            else:  # a tuck in place of a tucked card: which one, and what it gives up
                assert lines[2:] == [replaced_line(state, tuck, len(tucks) > 1)], lines
                replaced += 1
            seen += 1
    assert seen >= 1 and points >= 1 and unsaid >= 1 and replaced >= 1


def test_a_row_cards_box_leaves_the_tucked_cards_and_the_score_lines_in_sight(lang_app: App):
    """With 4 cards tucked, a row card's box above it covered the last of them: what a tuck in
    place of one gives up; below it, it covered the mover's score lines beside the row, the end
    token and the total (what a tuck changes), and the end-game token's line under the row, and so
    did the card's tooltip. The box and the tip
    go where they leave them all in sight, for each row card and for each of its buttons."""
    state = next(s for s in village_card_choices(3) if EMPTY not in s.boards[s.current_player()].tucked)
    mover = state.current_player()
    table = table_at(lang_app, "tribes_of_the_wind", state, seats_for(state))
    areas = tooltips.info_rects(state, mover)
    tucked = [r for key, r in areas.items() if key.startswith("tucked:")]
    assert len(tucked) == 4
    area = seats.breakdown_area(state, mover, L.board_geoms(2)[mover])
    assert area is not None
    rows = len(state.score_breakdown(mover)) + 1  # the total last, the end token before it
    scores = pygame.Rect(area.x, area.y, area.width, 22 * rows)
    token = L.END_TOKEN  # "End-game token: still free", under the village row
    question = table.question
    assert question is not None
    seen = 0
    for target in list(question.targets):
        hover(lang_app, target.rect.center)
        box = table.previews.rect
        assert box is not None
        assert box.collidelist(tucked) < 0, (target.key, box)
        assert not box.colliderect(scores) and not box.colliderect(token), (target.key, box, scores)
        # and the card's tooltip, shown once the pointer rests there, beside the box
        table.renderer.draw_tooltip_at(pygame.Surface((1600, 900)), table.ctx(), target.rect.center)
        tip = table.renderer.tooltip_rect
        assert tip is not None and not tip.colliderect(box), (target.key, tip, box)
        assert tip.collidelist(tucked) < 0 and not tip.colliderect(scores), (target.key, tip, scores)
        assert not tip.colliderect(token), (target.key, tip)
        others = [t.rect for t in question.targets if t is not target]
        assert tip.collidelist(others) < 0, (target.key, tip)
        click(lang_app, target.rect.center)
        for button in [b for b in table.options.buttons if b.action is not None]:
            hover(lang_app, button.rect.center)
            box = table.previews.rect
            if box is None:
                continue
            assert box.collidelist(tucked) < 0, (button.label, box)
            assert not box.colliderect(scores) and not box.colliderect(token), (button.label, box, scores)
            seen += 1
        table.view.back()
        table.refresh()
        hover(lang_app, (5, 880))
    assert seen >= 4
