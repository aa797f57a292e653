"""The decision phases and pending steps of a turn (spec sections 4 and 5), apart from the state so
the modules the state calls (legal actions, turns) can import them at load time."""

from __future__ import annotations

from enum import IntEnum


class Phase(IntEnum):
    """Decision phases of spec section 5; NONE means the engine is resolving steps on its own."""

    ACTION = 0
    CLEAN = 1
    PLANT = 2
    PLACE_TEMPLE = 3
    MOVE = 4
    CATAPULT = 5
    DISCARD = 6
    SPARE = 7
    VILLAGE_CARD = 8
    DRAW = 9
    LEADER = 10
    GAME_OVER = 11
    NONE = 12


class Step(IntEnum):
    """Pending steps of a turn. The first six are the effect codes (data.Fx) in their order."""

    WATER = 0
    CLEAN = 1
    PLANT = 2
    TEMPLE = 3
    MOVE = 4
    CATAPULT = 5
    POLLUTE = 6
    VILLAGE_CARD = 7
    REFILL = 8
    BLIND_DRAW = 9
    END_TURN = 10
    LEADER = 11
    NEXT_TURN = 12


class Phases:
    """``Phase``'s members as plain class attributes (the same objects), for the engine's hot
    paths: on Python 3.11 ``Phase.X`` reads through the enum metaclass's ``__getattr__`` hook,
    several times the cost of a plain attribute, and a step reads them many times."""

    ACTION = Phase.ACTION
    CLEAN = Phase.CLEAN
    PLANT = Phase.PLANT
    PLACE_TEMPLE = Phase.PLACE_TEMPLE
    MOVE = Phase.MOVE
    CATAPULT = Phase.CATAPULT
    DISCARD = Phase.DISCARD
    SPARE = Phase.SPARE
    VILLAGE_CARD = Phase.VILLAGE_CARD
    DRAW = Phase.DRAW
    LEADER = Phase.LEADER
    GAME_OVER = Phase.GAME_OVER
    NONE = Phase.NONE


class Steps:
    """``Step``'s members as plain class attributes (the same objects), for the engine's hot
    paths: on Python 3.11 ``Step.X`` reads through the enum metaclass's ``__getattr__`` hook,
    several times the cost of a plain attribute, and a step reads them many times."""

    WATER = Step.WATER
    CLEAN = Step.CLEAN
    PLANT = Step.PLANT
    TEMPLE = Step.TEMPLE
    MOVE = Step.MOVE
    CATAPULT = Step.CATAPULT
    POLLUTE = Step.POLLUTE
    VILLAGE_CARD = Step.VILLAGE_CARD
    REFILL = Step.REFILL
    BLIND_DRAW = Step.BLIND_DRAW
    END_TURN = Step.END_TURN
    LEADER = Step.LEADER
    NEXT_TURN = Step.NEXT_TURN
