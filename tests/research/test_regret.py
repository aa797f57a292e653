"""research.regret: the regret of a search's choice against a long reference search."""

from __future__ import annotations

import pytest

from ai.heuristics import heuristic_for
from game.rules import load_title
from game.rules.tribes_of_the_wind.state import TotwState
from research import regret

TOTW = load_title("tribes_of_the_wind")


def test_positions_are_in_the_phase_asked_with_enough_useful_actions():
    heuristic = heuristic_for(TOTW.id)
    found = list(regret.positions(TOTW, heuristic, 3, seed=5, phase="action", min_actions=3))
    assert len(found) == 3
    assert heuristic.useful_actions is not None
    for position in found:
        state = position.state
        assert isinstance(state, TotwState)
        assert state.phase_name() == "action" and position.actions >= 3
        assert len(heuristic.useful_actions(state, state.legal_actions())) == position.actions


def test_a_search_that_chose_below_the_best_has_the_gap_as_regret():
    heuristic = heuristic_for(TOTW.id)
    position = next(regret.positions(TOTW, heuristic, 1, seed=5, phase="action"))
    values = regret.reference_values(position.state, heuristic, 60)
    assert len(values) == position.actions  # every root action tried
    chosen = regret.regrets(position.state, heuristic, {a: float(a) for a in values}, {}, 20, 1)
    action = max(values) - round(chosen[0])  # values a -> a: the regret names the choice
    assert action in values
    # Planted readings: the chosen action 0.3 below the best, then the best itself.
    planted = {a: (0.2 if a == action else 0.5) for a in values}
    assert regret.regrets(position.state, heuristic, planted, {}, 20, 1) == [pytest.approx(0.3)]
    assert regret.regrets(position.state, heuristic, {action: 0.9} | {}, {}, 20, 1) == [0.0]


def test_the_command_line_prints_a_mean_per_variant(capsys):
    code = regret.main(
        ["--title", "tribes_of_the_wind", "--positions", "1", "--seed", "5", "--reference", "30",
         "--iterations", "8", "--repeats", "1", "--variants", '[{}, {"exploration": 0.2}]']
    )  # fmt: skip
    assert code == 0
    out = capsys.readouterr().out
    assert "mean regret over 1 positions" in out and '{"exploration": 0.2}:' in out


def test_variants_that_are_not_a_list_of_objects_are_refused(capsys):
    assert regret.main(["--title", "tribes_of_the_wind", "--variants", '{"exploration": 1}']) == 2
    assert "--variants" in capsys.readouterr().err


@pytest.mark.parametrize("bad", ["[1]", "not json"])
def test_bad_variants_say_why(bad, capsys):
    assert regret.main(["--title", "tribes_of_the_wind", "--variants", bad]) == 2
    assert capsys.readouterr().err.startswith("regret:")
