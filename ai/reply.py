"""The next seat's best reply to a line of the hint's plan (``ai.planner``), and what a bid buys.

``best_reply`` tries each of the next seat's first actions and finishes its turn with the
title's playout policy, keeping the one that moves the most points from the person to it. Bids
and secret parties before it are played by that policy (the title's ``Heuristic.quiet``); a
turn of the person's own before it is chosen the same way, for the person's own points. After a
bid or a party the person's own next turn is kept too (``Own``): what the bid or party buys.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from ai.heuristics import Heuristic
from game.rules.base import State

# Events after which a round is over (a new one's parties revealed, in Prehistories).
ROUND_ENDS = frozenset({"round_ended", "round_started", "parties_revealed"})
MAX_STEPS = 200  # a turn longer than this is cut (no title has one)
# The reply check's first actions played again (``PlanConfig.reply_samples`` in all): the best
# this many after one playout each. Every first action twice cost twice the time, and in Five
# Tribes the reply check after the search was most of the wait for a hurried plan (docs/hint.md).
RECHECKED = 6


@dataclass(frozen=True, slots=True)
class Own:
    """The person's own next turn after a bid or a party (what it buys): its actions, its points,
    and whether it comes before the next seat's reply."""

    actions: tuple[int, ...]
    gain: int
    first: bool


@dataclass(frozen=True, slots=True)
class Reply:
    """The next seat's best reply to a line: what it takes (``gain``), what the person loses in
    it (``cost``, largest in the breakdown key ``lost``: a vizier majority taken back), and the
    scores after it; where the game is over by then, who won it (``winners``: a tie on points is
    settled by the title's tie-break, which the points alone do not tell)."""

    gain: int
    cost: int
    lost: str
    scores: list[int]
    own: Own | None = None
    winners: tuple[int, ...] | None = None

    @property
    def swing(self) -> int:
        return self.gain + self.cost


def best_reply(
    world: State,
    player: int,
    heuristic: Heuristic,
    rng: np.random.Generator,
    samples: int = 2,
    quiet: Callable[[State], bool] | None = None,
    follow: bool = False,
) -> Reply:
    """The next other seat's best reply in its turn after ``world``: each of its first actions
    tried, the turn finished ``samples`` times by the playout policy, the one that moves the
    most points from the person to it kept (its gain plus the person's loss; nothing when no
    reply gains). The ``quiet`` decisions of any seat before it (bids, parties) are played by
    the playout policy; a turn of the person's own before it (a second Five Tribes marker, a
    first hunt) the same way as the reply, for the person's own points: played by the policy
    alone it often left the next seat a move the person would have taken. With ``follow`` (a
    line that was a bid or a party), the person's own next turn is kept too (``Reply.own``),
    before the reply or, when the reply comes first, after it: what the bid or party buys."""
    trial = world.clone()
    own: Own | None = None
    for _ in range(MAX_STEPS):
        if trial.is_terminal():
            break
        if quiet is not None and quiet(trial):
            trial.apply(heuristic.rollout_action(trial, rng))
        elif trial.current_player() == player:
            trial, gain, actions = _best_turn(trial, player, player, heuristic, rng, samples)
            if follow and own is None:
                own = Own(tuple(actions), gain, True)
        else:
            break
    if trial.is_terminal():
        return Reply(0, 0, "", trial.scores(), own, tuple(trial.winners()))
    seat = trial.current_player()
    before = trial.scores()
    reply, swing, _ = _best_turn(trial, seat, player, heuristic, rng, samples)
    if follow and own is None:
        own = _own_turn(reply, player, heuristic, rng, 1, quiet)  # words only: one sample
    over = tuple(reply.winners()) if reply.is_terminal() else None
    if swing <= 0:
        return Reply(0, 0, "", before, own, over)
    scores = reply.scores()
    gain, cost = scores[seat] - before[seat], max(0, before[player] - scores[player])
    lost = ""
    if cost > 0:
        was, now = trial.score_breakdown(player), reply.score_breakdown(player)
        lost = max(was, key=lambda key: was[key] - now.get(key, 0))
    return Reply(gain, cost, lost, scores, own, over)


def _own_turn(
    world: State,
    player: int,
    heuristic: Heuristic,
    rng: np.random.Generator,
    samples: int,
    quiet: Callable[[State], bool] | None,
) -> Own | None:
    """The person's next turn after ``world`` in this round (the others' turns and the quiet
    decisions before it played by the playout policy), chosen for its points; None if the round
    or the game ends first (an empty Prehistories party has no turn: its next hunt is another
    round's, not what the party bought)."""
    trial = world.clone()
    for _ in range(MAX_STEPS):
        if trial.is_terminal():
            return None
        if trial.current_player() == player and (quiet is None or not quiet(trial)):
            _, gain, actions = _best_turn(trial, player, player, heuristic, rng, samples)
            return Own(tuple(actions), gain, False)
        if any(e.kind in ROUND_ENDS for e in trial.apply(heuristic.rollout_action(trial, rng))):
            return None
    return None


def _best_turn(
    world: State, seat: int, player: int, heuristic: Heuristic, rng: np.random.Generator, samples: int
) -> tuple[State, int, list[int]]:
    """``seat``'s turn at ``world`` that moves the most points its way: each first action tried,
    the turn finished by the playout policy, then ``samples - 1`` times more for the
    ``RECHECKED`` best of them; the position after it, its swing (``seat``'s gain plus
    ``player``'s loss; for the person's own turn, its gain) and its actions."""
    before = world.scores()

    def play(action: int) -> tuple[State, int, list[int]]:
        trial = world.clone()
        actions = [action]
        trial.apply(action)
        for _ in range(MAX_STEPS):  # ai.bots.finish_turn, keeping the actions
            if trial.is_terminal() or trial.current_player() != seat:
                break
            actions.append(heuristic.rollout_action(trial, rng))
            trial.apply(actions[-1])
        scores = trial.scores()
        swing = scores[seat] - before[seat]
        if seat != player:
            swing += max(0, before[player] - scores[player])
        return trial, swing, actions

    tried = [play(action) for action in world.legal_actions()]
    if not tried:
        return world, -(10**9), []
    best = max(tried, key=lambda found: found[1])
    ranked = sorted(tried, key=lambda found: -found[1])[:RECHECKED]
    for _, _, actions in ranked:
        for _ in range(samples - 1):
            again = play(actions[0])
            if again[1] > best[1]:
                best = again
    return best
