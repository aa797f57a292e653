"""A djinn's name is never declined in Ukrainian, so it stands beside the word "джина" (not "Оберіть плитку для Утуг", "Використати Утуг": the name wants the genitive or
accusative "Утуга", which a bare name cannot take; "для джина Утуг" is right for every name)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from types import SimpleNamespace

import pytest

from game.client.app import App
from game.client.five_tribes import labels
from game.rules.five_tribes.data import DJINNS
from tests.client.terms import strings

I18N = Path(__file__).parents[3] / "game" / "client" / "i18n" / "five_tribes.uk.json"


def test_every_ukrainian_sentence_with_a_djinns_name_names_it_beside_the_word_djinn():
    found = [
        (path, text) for path, text in strings(json.loads(I18N.read_text("utf-8"))) if "%{djinn}" in text
    ]
    assert len(found) >= 6  # the log, the option buttons, the prompts
    bare = [(path, text) for path, text in found if not re.search(r"(^|\s)джина %\{djinn\}", text)]
    assert bare == []


@pytest.mark.parametrize("purpose", [0, 1])  # flow.PAY_POWER, flow.PAY_SACRED
def test_the_payment_prompt_for_a_djinn_or_its_power_names_it_beside_the_word_djinn(
    purpose: int, quick_app: App
):
    """Guards against: "Оплата за Утуг: 1 мудреця вже віддано..." when paying for Utug's power."""
    quick_app.set_language("uk")
    index = next(i for i, djinn in enumerate(DJINNS) if djinn.id == "utug")
    state = SimpleNamespace(turn=SimpleNamespace(pay_for=(purpose, index), pay_cost="E+E/F"))
    prompt = labels._pay_prompt(state)  # type: ignore[arg-type]
    assert "джина Утуг" in prompt
