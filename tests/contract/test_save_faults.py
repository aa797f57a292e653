"""What the fuzzing of engine saves found, one test per fault.

Each malformed field is refused with SaveError naming it; a save must load into a state that goes
on under the contract or be refused; a save whose history does not replay to it is refused.
Saves "without history" stand for saves from before histories were kept: they rest on the field
checks alone, so those are tested on them."""

from __future__ import annotations

import copy
import json
import random

import numpy as np
import pytest

from game.rules import load_title
from game.rules.base import SaveError
from game.rules.contract import check_loaded
from game.rules.five_tribes.model import Step
from tests.helpers import random_actions

FT = load_title("five_tribes")
TOTW = load_title("tribes_of_the_wind")
PH = load_title("prehistories")


def _save(state) -> dict:
    return json.loads(json.dumps(state.to_dict()))


def _without_history(save: dict) -> dict:
    return {k: v for k, v in save.items() if k not in ("origin", "history")}


def _ft_save_at(step: Step) -> dict:
    """A save of a random Five Tribes game waiting at ``step``."""
    for seed in range(200):
        state = FT.new_game(3, seed)
        chooser = random.Random(seed)
        while not state.is_terminal():
            if state.step == step:
                return _save(state)
            state.apply(chooser.choice(state.legal_actions()))
    raise AssertionError(f"no game reached {step.name}")


@pytest.mark.parametrize("history", [True, False], ids=["with history", "without history"])
def test_five_tribes_refuses_a_second_market_pick_past_the_row(history):
    save = _ft_save_at(Step.MARKET2)
    save = save if history else _without_history(save)
    save["turn"]["market_len"] = 44
    with pytest.raises(SaveError, match="market_len"):
        FT.from_dict(save)


def test_five_tribes_refuses_a_payment_step_with_nothing_to_pay():
    save = _without_history(_ft_save_at(Step.END))
    save["step"] = int(Step.PAY)
    with pytest.raises(SaveError, match="pay"):
        FT.from_dict(save)


def test_five_tribes_refuses_a_save_without_a_generator():
    save = _without_history(_save(random_actions(FT.new_game(2, 3), 3, 20)))
    save["rng"] = None
    with pytest.raises(SaveError, match="rng"):
        FT.from_dict(save)


def _totw_save() -> dict:
    return _without_history(_save(random_actions(TOTW.new_game(3, 5), 5, 40)))


@pytest.mark.parametrize("key", ["state", "inc", "has_uint32", "uinteger"])
@pytest.mark.parametrize("value", [str(2**128), "-1", -(2**70), float("inf"), "inf", 2.5])
def test_tribes_of_the_wind_refuses_generator_fields_out_of_range(key, value):
    save = _totw_save()
    save["rng"][key] = value
    with pytest.raises(SaveError, match=f"rng.{key}"):
        TOTW.from_dict(save)


def test_tribes_of_the_wind_refuses_a_queue_asking_for_59_draws():
    for seed in range(100):
        state = random_actions(TOTW.new_game(3, seed), seed, 5 + seed % 40)
        save = _without_history(_save(state))
        if save["queue"]:
            break
    steps = [step for step, _ in save["queue"]]
    save["queue"].insert(0, ["blind_draw", 59])
    with pytest.raises(SaveError, match=r"queue\[0\]"):
        TOTW.from_dict(save)
    save["queue"][0] = [steps[0], 59]
    with pytest.raises(SaveError, match=r"queue\[0\]"):
        TOTW.from_dict(save)


@pytest.mark.parametrize("field, value", [("columns_done", -3), ("rows_done", 2**7), ("legends_done", -1)])
def test_prehistories_refuses_score_bookkeeping_out_of_range(field, value):
    save = _without_history(_save(random_actions(PH.new_game(3, 2), 2, 100)))
    save["seats"][0]["score"][field] = value
    with pytest.raises(SaveError, match=field):
        PH.from_dict(save)


@pytest.mark.parametrize("title", [FT, TOTW, PH], ids=lambda t: t.id)
def test_a_save_whose_history_does_not_replay_is_refused(title):
    state = random_actions(title.new_game(title.min_players, 8), 8, 60)
    save = _save(state)
    tampered = copy.deepcopy(save)
    tampered["history"] = tampered["history"][:-1]
    with pytest.raises(SaveError, match="history"):
        title.from_dict(tampered)
    tampered = copy.deepcopy(save)
    tampered["history"][0] = (tampered["history"][0] + 1) % title.num_distinct_actions
    with pytest.raises(SaveError, match="history"):
        title.from_dict(tampered)


@pytest.mark.parametrize("title", [FT, TOTW, PH], ids=lambda t: t.id)
def test_a_save_from_before_histories_loads_and_plays_on(title):
    state = random_actions(title.new_game(title.max_players, 9), 9, 50)
    loaded = title.from_dict(_without_history(_save(state)))
    assert loaded.history == [] and loaded.origin == {"kind": "unknown"}
    check_loaded(title, loaded, np.random.default_rng(0))
