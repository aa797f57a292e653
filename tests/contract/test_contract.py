"""ARCHITECTURE 2, "One contract, one behaviour": every registered title, every player count.

Seeded random games checked at every step by ``game.rules.contract`` (the checker ``make soak``
runs for longer and deeper). Sized for CI: a few games per title and player count, plus the first
moves of one game per title with the deep checks.
"""

from __future__ import annotations

import pytest

from game.rules import available_titles
from game.rules.contract import DEEP, check_title, play_checked

TITLES = available_titles()
SEATS = [(t, n) for t in TITLES for n in range(t.min_players, t.max_players + 1)]
SEEDS = (1, 2)


def _id(case: object) -> str:
    title, players = case  # type: ignore[misc]
    return f"{title.id}-{players}p"


def test_every_title_is_registered():
    # Every package under game/rules/ is an engine, found with no list to edit.
    assert [t.id for t in TITLES] == ["five_tribes", "prehistories", "tribes_of_the_wind"]


@pytest.mark.parametrize("title", TITLES, ids=lambda t: t.id)
def test_the_title_lists_its_flags_and_refuses_unknown_ones(title):
    check_title(title)


@pytest.mark.parametrize("case", SEATS, ids=_id)
def test_seeded_random_games_keep_the_contract_at_every_step(case):
    title, players = case
    for seed in SEEDS:
        tally = play_checked(title, players, seed)
        assert tally.actions and tally.determinized and tally.saves and tally.replays


@pytest.mark.parametrize("title", TITLES, ids=lambda t: t.id)
def test_the_first_moves_keep_the_contract_under_the_deep_checks(title):
    tally = play_checked(title, title.max_players, 7, DEEP, max_steps=25)
    assert tally.determinized >= 25 * title.max_players


@pytest.mark.parametrize("title", TITLES, ids=lambda t: t.id)
def test_every_flag_choice_plays_under_the_contract(title):
    for name, spec in title.flags.items():
        for choice in spec.choices[1:]:
            play_checked(title, title.min_players, 3, max_steps=40, **{name: choice})
