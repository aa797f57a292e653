"""The hint's plan on the Five Tribes table: where a step's target is, what its disc keeps clear
of, and words for the pieces a plan or a preview moves (docs/hint.md)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.client.five_tribes import labels, words
from game.client.five_tribes import layout as L
from game.client.five_tribes.board import count_rects
from game.client.five_tribes.rows import (
    MARKET_SHOWN,
    SPOTS,
    ZERO_SPOT,
    card_labels,
    djinn_labels,
    market_number_rect,
    spot_labels,
)
from game.client.table.plan_words import signed
from game.client.text import tr
from game.rules.five_tribes import FiveTribesState
from game.rules.five_tribes import actions as A
from game.rules.five_tribes.board import TILE_NAMES
from game.rules.five_tribes.model import Step
from game.rules.outcome import Tally

VALUE_DISC = 40  # a tile's value disc, drawn at its top left (board.BoardView)


def plan_target(state: FiveTribesState, action: int) -> pygame.Rect | None:
    """The tile a pick-up, a drop, an assassination or a djinn's power is about; a bid's place on
    the track; a market card; a djinn of the row. None for the rest (buttons)."""
    if action < A.PICK:
        spot = action - A.BID
        if spot == ZERO_SPOT:  # a bid of 0 joins the free places' queue, after the markers there
            spot = min(ZERO_SPOT + len(state.zero_queue), SPOTS - 1)
        return L.spot_rect(spot)
    if action < A.DROP:
        return L.TILE_RECTS[action - A.PICK]
    if action < A.FAKIRS:
        return L.TILE_RECTS[(action - A.DROP) // 5]
    if A.KILL <= action < A.KILL_TILE_END:
        return L.TILE_RECTS[(action - A.KILL) // 5]
    if A.MARKET < action <= A.MARKET + 6 and action - A.MARKET <= len(state.market):
        return L.market_card_rect(action - A.MARKET - 1)
    if A.DJINN <= action < A.USE_ON_TILE and action - A.DJINN in state.djinn_row:
        return L.djinn_card_rect(list(state.djinn_row).index(action - A.DJINN))
    if A.USE_ON_TILE <= action < A.USE_ECHIDNA:
        return L.TILE_RECTS[A.tile_power_of(action)[1]]
    return None


def plan_target_now(now: FiveTribesState, then: FiveTribesState, action: int) -> pygame.Rect | None:
    """A later step's target on the table now. A bid's place is the one it takes then (a second
    bid of 0 takes the free place after the first's). A large market's second pick names its place in
    the row as it is then, after the first pick's gap closed (4.4): the card at pick position p
    (1-based) is now at p, or at p + 1 from the first pick's place on."""
    if action < A.PICK:  # a later bid of 0 queues behind the earlier one: its place is then's
        return plan_target(then, action)
    if A.MARKET < action <= A.MARKET + 6 and then.step == Step.MARKET2 and now.step != Step.MARKET2:
        position = action - A.MARKET
        if position >= then.turn.market_first:
            position += 1
        return L.market_card_rect(position - 1) if position <= len(now.market) else None
    return plan_target(now, action)


def plan_keep_clear(state: FiveTribesState, rect: pygame.Rect) -> list[pygame.Rect]:
    """On a tile: its value disc and its meeple counts. On a place of the turn track: its price
    and the marker on it. On a market card: its number, emblem and name. On a djinn: its name,
    power, VP and cost."""
    if rect in L.TILE_RECTS:
        found = [c for c in count_rects(state) if c.colliderect(rect)]
        return [*found, pygame.Rect(rect.x, rect.y, VALUE_DISC, VALUE_DISC)]
    for spot in range(SPOTS):
        if L.spot_rect(spot) == rect:
            return spot_labels(state, spot)
    for index, kind in enumerate(state.market[:MARKET_SHOWN]):
        if L.market_card_rect(index) == rect:
            return [market_number_rect(index), *card_labels(kind, rect)]
    for index, djinn in enumerate(state.djinn_row):
        if L.djinn_card_rect(index) == rect:
            return djinn_labels(djinn, rect)
    return []


def event_words(tally: Tally) -> str | None:
    """ "takes 3 viziers", "a palm", "the tile"; None for what needs no words (coins: they are
    points, and the score's Coins line says them: "+15 Coins; +15 coins" said them twice)."""
    detail = dict(part.split("=", 1) for part in tally.detail.split(";") if "=" in part)
    count = tally.pieces
    if tally.kind == "meeples_taken" and "colour" in detail:
        return tr("five_tribes.plan.taken", meeples=words.tribe(int(detail["colour"]), count))
    if tally.kind == "meeple_killed":
        return tr("five_tribes.plan.killed", count=count)
    if tally.kind == "camel_placed":
        return tr("five_tribes.plan.camel")
    if tally.kind == "palm_placed":
        return tr("five_tribes.plan.palm")
    if tally.kind == "palace_placed":
        return tr("five_tribes.plan.palace")
    if tally.kind == "djinn_taken":
        return tr("five_tribes.plan.djinn")
    if tally.kind == "cards_taken":
        return tr("five_tribes.plan.cards")
    return None


def preview_lines(state: FiveTribesState, action: int) -> list[str]:
    """A bid: the place in this round's turn order it takes (``bid_place``). The last meeple's
    drop: what the move would give there ("c1: +3 elders · a palm · the tile (8 VP)"), the tile's
    action and its claim included, which come after the drop itself."""
    if state.step == Step.BID and A.BID <= action < A.PICK:
        place, worst, total = bid_place(state, action - A.BID)
        if worst == place:
            return [tr("five_tribes.preview.bid_place", place=place, total=total)]
        return [tr("five_tribes.preview.bid_place_or", place=place, worst=worst, total=total)]
    if state.step != Step.DROP or sum(state.turn.hand) != 1 or not A.DROP <= action < A.FAKIRS:
        return []
    tile, colour = divmod(action - A.DROP, 5)
    return [f"{TILE_NAMES[tile]}: {labels.move_preview(state, tile, colour)}"]


def bid_place(state: FiveTribesState, spot: int) -> tuple[int, int, int]:
    """The place (1 = first) in this round's turn order that a bid on ``spot`` of the track takes
    with the markers placed so far, the place it can fall to if every marker still to bid goes
    ahead of it where it can, and the round's markers (4.1, 4.2: the priced places from the
    dearest, then the free places' queue, a later bid of 0 at its front)."""
    taken = [s for s in range(ZERO_SPOT) if state.turn_spots[s] >= 0]
    later = len(state.bid_track) - 1  # the markers that bid after this one
    total = len(taken) + len(state.zero_queue) + len(state.bid_track)
    if spot >= ZERO_SPOT:  # any later bid goes ahead: a priced place, or the queue's front
        place = len(taken) + 1
        return place, place + later, total
    place = sum(1 for s in taken if s < spot) + 1
    dearer_free = sum(1 for s in range(spot) if state.turn_spots[s] < 0)
    return place, place + min(later, dearer_free), total


def routes(actions: Sequence[int]) -> list[list[str]]:
    """The tiles of each move in ``actions``: the pick-up's tile, then each drop's."""
    found: list[list[str]] = []
    for action in actions:
        if A.PICK <= action < A.DROP:
            found.append([TILE_NAMES[action - A.PICK]])
        elif A.DROP <= action < A.FAKIRS and found:
            found[-1].append(TILE_NAMES[(action - A.DROP) // 5])
    return found


def own_words(first: bool, actions: Sequence[int], gain: int) -> str | None:
    """What a bid buys: "then moves before the next player: b4 → c4 → d4, +12 points" (each of
    the person's moves in a row, the points of them all)."""
    moves = routes(actions)
    if not moves:
        return None
    route = " · ".join(" → ".join(tiles) for tiles in moves)
    points = tr("table.plan.gain", count=gain, signed=signed(gain))
    return tr(
        "five_tribes.plan.own_first" if first else "five_tribes.plan.own_after", route=route, gain=points
    )
