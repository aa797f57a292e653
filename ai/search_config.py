"""The knobs of the search (``ai.search``): ``SearchConfig``, and the final choices it offers."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class SearchConfig:
    """Knobs of the search. The defaults are what the titles' bots play with; a title's
    ``SEARCH`` and a bot level (``ai.bots.PRESETS``) set the others. How far a decision is read
    is the title's horizon hook (``ai.heuristics.Horizon``), not a knob. docs/bots.md gives
    the measurement behind each value and the command that repeats it."""

    # The exploration constant of PUCT (of UCT without a prior), on values rescaled to the
    # spread of the node's means when ``normalize`` is on.
    exploration: float = 1.0
    # Playout micro-steps at most before the heuristic scores the position (the horizon
    # usually comes first).
    rollout_depth: int = 150
    # Above 0: no decision is read further than this many of the searching player's turns,
    # whatever the title's horizon (a level that looks at its own turn only).
    horizon_cap: int = 0
    # Determinizations: 0 draws a fresh one of the observation every iteration; n > 0 draws n at
    # the start of a search and has every iteration play on a copy of the next in turn (a copy
    # costs a fraction of a draw where the hidden cards rarely change a value).
    worlds: int = 0
    # UCT only (no prior): a node with n visits considers up to widening * (n + 1) ** power
    # actions.
    widening: float = 1.0
    widening_power: float = 0.5
    # A terminal position scores wins; a cut-off one scores the heuristic. Blending a little of
    # the heuristic into terminal values keeps margins meaningful when every line wins or loses.
    terminal_margin_weight: float = 0.2
    # Selection on each node's mean values rescaled to [0, 1] by the spread of its children's
    # means, so the exploration constant is relative to how much the choices there differ.
    normalize: bool = True
    # PUCT instead of UCT when > 0: a node's prior is how often the title's playout policy
    # picks each action in this many samples on the first visit, mixed with a uniform share
    # ``prior_mix``; selection maximises Q + exploration * P * sqrt(available) / (1 + visits),
    # unvisited actions valued at the node's mean (first-play urgency), and no widening (the
    # prior orders the actions instead).
    prior_samples: int = 8
    prior_mix: float = 0.25
    # With PUCT: stop the descent at the first node the iteration creates and play on from
    # there with the rollout policy (one node, and at most one prior, per iteration), instead
    # of walking new nodes down to the horizon, each paying its prior's samples.
    expand_one: bool = True
    # With PUCT: the searched decision (the root) tries each legal action once, in the prior's
    # order, before PUCT chooses among them, as a one-step look-ahead (the ``greedy`` bot) does;
    # a concentrated prior otherwise leaves an action it never picks unseen for many iterations.
    root_try_all: bool = False
    # The final choice: "visits" the most visited, ties to the best mean; "robust_value" the
    # best mean among the well visited actions (at least ROBUST_SHARE of the most visits).
    final: str = "visits"
    # Above 0: the move is drawn among the visited actions with odds visits ** (1 / temperature)
    # instead of taken by ``final`` (a level that makes a person's kind of mistake: a move it
    # looked at, more often the better ones).
    final_temperature: float = 0.0

    def __post_init__(self) -> None:
        if self.final not in FINAL_CHOICES:
            raise ValueError(f"final must be one of {', '.join(FINAL_CHOICES)}, not {self.final!r}")


FINAL_CHOICES = ("robust_value", "visits")
