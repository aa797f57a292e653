"""research.agreement: how often our search and the fair peer choose alike."""

from __future__ import annotations

from ai.heuristics import heuristic_for
from game.rules import load_title
from research.agreement import Agreement, main, ours, peer
from research.regret import positions


def test_agreement_counts_each_pair():
    found = Agreement()
    found.add((1, 1), (2, 3))  # ours agree with themselves; no pair across
    found.add((4, 5), (4, 5))  # each side splits; both pairs across agree
    assert (found.positions, found.ours, found.peers, found.across) == (2, 1, 0, 2)
    assert found.shares() == (0.5, 0.0, 0.5)


def test_each_side_chooses_a_legal_move_and_the_same_one_from_the_same_seed():
    title = load_title("tribes_of_the_wind")
    heuristic = heuristic_for(title.id)
    state = next(positions(title, heuristic, 1, seed=1000)).state
    legal = state.legal_actions()
    mine = ours(state, 1, 30)
    theirs = peer(state, 3, 30)
    assert mine in legal and theirs in legal
    assert ours(state, 1, 30) == mine and peer(state, 3, 30) == theirs


def test_the_command_line_prints_the_three_shares(capsys):
    assert main(["--title", "tribes_of_the_wind", "--positions", "2", "--iterations", "20"]) == 0
    out = capsys.readouterr().out
    assert "2 positions, 20 iterations a choice" in out
    shares = [float(word.rstrip(",")) for word in out.split() if word[0].isdigit() and "." in word]
    assert len(shares) == 3 and all(0.0 <= s <= 1.0 for s in shares)
