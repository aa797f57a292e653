"""The tooltip of a card in the person's own hand leaves their own name and score lines in sight,
at every title, player count and in both languages. Guards against: a Tribes of the Wind hand
card's tip opened over the person's score lines on their board (their villages, pollution and
total), the very numbers the card would change."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pygame
import pytest

from ai.heuristics import heuristic_for
from game.client import games
from game.client.app import App
from game.client.table import input as table_input
from game.client.table.scene import TableScene
from game.client.table.session import Seat
from game.rules import load_title
from game.rules.base import State
from tests.client.table.test_hint import table_at

games.load_game_packages()

PLAYERS = {"tribes_of_the_wind": (2, 3, 4, 5), "five_tribes": (2, 3, 4), "prehistories": (2, 3, 4, 5)}


# Where the positions are taken in a policy game: the opening and later ones, once a Five
# Tribes panel holds cards and djinns.
MOVES = {"tribes_of_the_wind": (0, 12), "five_tribes": (30, 60, 90), "prehistories": (0, 12)}


def positions(title: str, players: int) -> Iterator[State]:
    """Positions of a policy game seeded by the player count, after ``MOVES`` decisions."""
    state = load_title(title).new_game(players, players)
    policy = heuristic_for(title)
    rng = np.random.default_rng(players)
    played = 0
    for moves in MOVES[title]:
        while played < moves and not state.is_terminal():
            state.apply(policy.rollout_action(state, rng))
            played += 1
        if not state.is_terminal():
            yield state.clone()


def own_lines(title: str, state: State, seat: int, table: TableScene) -> list[pygame.Rect]:
    """Where the seat's own name and score lines are drawn, read from each title's layout."""
    if title == "tribes_of_the_wind":
        from game.client.tribes_of_the_wind import layout as L
        from game.client.tribes_of_the_wind import seats

        seen = table.seen()
        return [L.board_geoms(state.num_players)[seat].header, seats.score_rect(seen, seat)]  # type: ignore[arg-type]
    if title == "five_tribes":
        from game.client.five_tribes import seats as ft_seats

        spots = ft_seats.panel_spots(table.seen(), seat, seat, table.ctx().acting_seat)  # type: ignore[arg-type]
        return [spot.rect for spot in spots if spot.kind <= ft_seats.Spot.CAMELS]
    from game.client.prehistories import layout as PL

    block = PL.layout(state.num_players, seat).blocks[seat]
    return [block.header, block.totems]


def hand_points(title: str, table: TableScene, seat: int) -> list[tuple[int, int]]:
    """Where the pointer rests on the person's own cards: each hand card's band and rows (Tribes
    of the Wind), the cards and djinns in their panel (Five Tribes), the hunters in hand
    (Prehistories)."""
    seen = table.seen()
    if title == "tribes_of_the_wind":
        from game.client.tribes_of_the_wind import layout as L
        from game.client.tribes_of_the_wind.rows import card_row_rects

        points = []
        for slot, card in enumerate(seen.boards[seat].hand):  # type: ignore[attr-defined]
            if card < 0:
                continue
            rect = L.holder_rect(slot)
            points.append((rect.centerx, rect.y + 10))
            rows = len(seen.data.card_rows[card])  # type: ignore[attr-defined]
            points += [area.center for area in card_row_rects(rect, rows)]
        return points
    if title == "five_tribes":
        from game.client.five_tribes import seats as ft_seats

        spots = ft_seats.panel_spots(seen, seat, seat, table.ctx().acting_seat)  # type: ignore[arg-type]
        return [spot.rect.center for spot in spots if spot.kind > ft_seats.Spot.CAMELS]
    from game.client.prehistories import questions as pq

    placed = pq.card_rects(seen, seat, None)  # type: ignore[arg-type]
    return [placed[card].center for card in pq.strip_cards(seen, seat)]  # type: ignore[arg-type]


def tip_at(app: App, table: TableScene, pos: tuple[int, int]) -> pygame.Rect | None:
    window = app.letterbox.to_window(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=window, rel=(0, 0), buttons=(0, 0, 0)))
    app.run(frames=3)
    return table.renderer.tooltip_rect


@pytest.mark.parametrize("title", list(PLAYERS))
def test_a_hand_cards_tip_leaves_the_persons_own_name_and_score_lines_in_sight(
    lang_app: App, title: str, monkeypatch: pytest.MonkeyPatch
):
    # The tip shows at once (the wait before it is not what is tested here), over the same
    # frames that draw the hover preview it keeps clear of.
    monkeypatch.setattr(table_input, "TOOLTIP_DELAY", 0.0)
    tips = 0
    for players in PLAYERS[title]:
        for state in positions(title, players):
            seat = state.current_player()
            seats = [Seat("Me") if p == seat else Seat(f"Bot {p}", "easy") for p in range(players)]
            table = table_at(lang_app, title, state, seats)
            assert table.viewer == seat
            kept = own_lines(title, state, seat, table)
            for pos in hand_points(title, table, seat):
                tip = tip_at(lang_app, table, pos)
                if tip is None:
                    continue
                tips += 1
                covered = [rect for rect in kept if tip.colliderect(rect)]
                assert not covered, (players, state.current_player(), pos, tip, covered)
            lang_app.stack.pop()
    assert tips >= 10
