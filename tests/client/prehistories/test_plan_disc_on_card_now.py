"""The hint's disc of a later hunter lies on that hunter's card as the strip shows it now: once
hunter 10 is sent, hunter 15 slides into its place, and the disc of "send hunter 15 to zone 1"
sat on hunter 10 beside the disc of step 1."""

from __future__ import annotations

from game.client.prehistories.plan import visible_card
from game.client.prehistories.view import PrehistoriesView
from game.client.table.plan_marks import PlanMarks
from game.rules.prehistories import actions as act
from game.rules.prehistories.phase import Phase
from tests.client.prehistories.helpers import make_ctx, random_position


def _two_hunters(seed: int):
    """A hunt with two party cards each sent alone to a zone (the slower first): the position and
    the actions (assign, the take when it is not forced, assign)."""
    state = random_position(2 + seed % 3, seed, 10 + seed, Phase.HUNT)
    if state.phase != Phase.HUNT or state.open_zone >= 0:
        return None
    player = state.current_player()
    party = sorted(state.seats[player].party)
    if len(party) < 2:
        return None
    world = state.clone()
    actions = []
    for card in party[:2]:
        assigns = [
            a
            for a in world.legal_actions()
            if act.decode(a).verb == act.Verb.ASSIGN and act.decode(a).card == card
        ]
        if not assigns or world.current_player() != player or world.phase != Phase.HUNT:
            return None
        actions.append(assigns[0])
        world.apply(assigns[0])
        takes = [a for a in world.legal_actions() if act.decode(a).verb == act.Verb.TAKE]
        if world.open_zone >= 0:
            if not takes:
                return None
            actions.append(takes[0])
            world.apply(takes[0])
    return state, player, party[:2], actions


def test_a_later_hunters_disc_is_on_its_card_as_drawn_now(quick_app):
    view = PrehistoriesView(quick_app)
    found = 0
    for seed in range(60):
        case = _two_hunters(seed)
        if case is None:
            continue
        state, player, (first, second), actions = case
        seen = view.observe(state, player)
        marks = PlanMarks().place(
            seed, view, lambda world, p=player: make_ctx(view, world, p), seen, player, actions, 1
        )
        card_now = visible_card(seen, player, second)
        assert card_now is not None
        later = [m for m in marks if m.number == actions.index(actions[-1]) + 1]
        assert len(later) == 1, marks
        assert card_now.contains(later[0].square), (seed, later[0], card_now)
        assert not visible_card(seen, player, first).contains(later[0].square)
        found += 1
        if found >= 3:
            break
    assert found >= 3
