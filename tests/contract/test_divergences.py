"""The contract checker has teeth: each divergence the engines once had, put back into today's engines
one at a time, is caught by the same checks ``tests/contract`` and ``make soak`` run.

The old behaviours (before a386cce..5170d7c made the engines alike): Five Tribes accepted
``apply(True)``; Tribes of the Wind raised TypeError for ``apply(0.0)``; Prehistories accepted
``0.0`` and ``"1"``; Tribes of the Wind named the leader in ``winners()`` before the end and read
its notation case-sensitively; Prehistories' scenario loader accepted an unknown key
(``"seets"``); events did not carry the contract's fields (Prehistories said ``seat``), nor
``reveals`` where a draw showed a card.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import pytest

from game.rules import load_title
from game.rules.base import IllegalAction
from game.rules.contract import ContractError, check_title, play_checked
from game.rules.five_tribes.state import FiveTribesState
from game.rules.prehistories import scenario as preh_scenario
from game.rules.prehistories.state import PrehistoriesState
from game.rules.tribes_of_the_wind import scoring as totw_scoring
from game.rules.tribes_of_the_wind.state import TotwState


def _wrap_legal_id(cls: type, old: Callable[[Any], Any]) -> Callable[..., int]:
    """``legal_id`` that lets ``old`` turn some non-ids into ids (or errors) first."""
    legal_id = cls.legal_id

    def patched(self: Any, action: Any) -> int:
        return int(legal_id(self, old(action)))

    return patched


def _bool_accepted(action: Any) -> Any:
    return int(action) if isinstance(action, bool) else action


def _float_type_error(action: Any) -> Any:
    if isinstance(action, float):
        raise TypeError("list indices must be integers or slices, not float")
    return action


def _float_and_text_accepted(action: Any) -> Any:
    return int(action) if isinstance(action, (float, str)) and not isinstance(action, bool) else action


def _case_sensitive(parse: Callable[[str], int]) -> Callable[[str], int]:
    def patched(text: str) -> int:
        if text.strip() != text.strip().lower():
            raise IllegalAction(f"{text!r} is not notation")
        return parse(text)

    return patched


@dataclasses.dataclass(frozen=True)
class OldDraw:
    """An event as Prehistories wrote it before the contract: ``seat``, no ``reveals``."""

    kind = "cards_drawn"
    seat: int


def _play(title_id: str, players: int = 2, steps: int = 40) -> None:
    play_checked(load_title(title_id), players, 1, max_steps=steps)


def test_five_tribes_accepting_apply_true_is_caught(monkeypatch):
    monkeypatch.setattr(FiveTribesState, "legal_id", _wrap_legal_id(FiveTribesState, _bool_accepted))
    with pytest.raises(ContractError, match=r"apply\(True\) was accepted"):
        _play("five_tribes", steps=300)


def test_tribes_of_the_wind_raising_type_error_for_a_float_is_caught(monkeypatch):
    monkeypatch.setattr(TotwState, "legal_id", _wrap_legal_id(TotwState, _float_type_error))
    with pytest.raises(
        ContractError, match=r"apply\(0\.0\) raised TypeError|apply\(\d+\.0\) raised TypeError"
    ):
        _play("tribes_of_the_wind")


def test_prehistories_accepting_a_float_or_a_string_is_caught(monkeypatch):
    monkeypatch.setattr(
        PrehistoriesState, "legal_id", _wrap_legal_id(PrehistoriesState, _float_and_text_accepted)
    )
    with pytest.raises(ContractError, match=r"apply\(.*\) was accepted"):
        _play("prehistories")


def test_tribes_of_the_wind_naming_winners_before_the_end_is_caught(monkeypatch):
    monkeypatch.setattr(TotwState, "winners", lambda self: totw_scoring.winners(self))
    with pytest.raises(ContractError, match="winners\\(\\) is not empty before the end"):
        _play("tribes_of_the_wind", steps=1)


def test_tribes_of_the_wind_case_sensitive_notation_is_caught(monkeypatch):
    monkeypatch.setattr(
        TotwState, "notation_to_action", staticmethod(_case_sensitive(TotwState.notation_to_action))
    )
    with pytest.raises(ContractError, match="does not parse"):
        _play("tribes_of_the_wind", steps=1)


def test_a_scenario_loader_accepting_an_unknown_key_is_caught(monkeypatch):
    monkeypatch.setattr(preh_scenario, "_known_keys", lambda entry, known, where: None)
    with pytest.raises(ContractError, match="a scenario with an unknown key was accepted"):
        check_title(load_title("prehistories"))


def test_an_event_without_the_contract_fields_is_caught(monkeypatch):
    apply = PrehistoriesState.apply

    def old_events(self: PrehistoriesState, action: Any) -> list[Any]:
        return [OldDraw(e.player) if e.kind == "cards_drawn" else e for e in apply(self, action)]

    monkeypatch.setattr(PrehistoriesState, "apply", old_events)
    with pytest.raises(ContractError, match="is not an Event"):
        _play("prehistories")


def test_a_draw_without_reveals_is_caught(monkeypatch):
    apply = TotwState.apply

    def unrevealed(self: TotwState, action: Any) -> list[Any]:
        return [dataclasses.replace(e, reveals=False) for e in apply(self, action)]

    monkeypatch.setattr(TotwState, "apply", unrevealed)
    with pytest.raises(ContractError, match="no event says reveals"):
        _play("tribes_of_the_wind")
