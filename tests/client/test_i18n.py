"""Every string exists in Ukrainian and English, in every i18n file, with matching placeholders."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from game.client import text
from game.client.settings import LANGUAGES, AnimationSpeed
from game.rules import TITLE_IDS

CLIENT_DIR = Path(text.__file__).resolve().parent
PLURAL_KEYS = {"zero", "one", "few", "many", "other"}
REQUIRED_PLURALS = {"uk": {"one", "few", "many", "other"}, "en": {"one", "other"}}
PLACEHOLDER = re.compile(r"%\{(\w+)\}")


def _flatten(tree: dict, prefix: str) -> dict[str, object]:
    flat: dict[str, object] = {}
    for key, value in tree.items():
        # The same test python-i18n applies: a dict with two or more plural keys is one entry.
        if isinstance(value, dict) and len(PLURAL_KEYS & set(value)) < 2:
            flat.update(_flatten(value, f"{prefix}{key}."))
        else:
            flat[f"{prefix}{key}"] = value
    return flat


def _namespaces() -> dict[str, dict[str, dict[str, object]]]:
    found: dict[str, dict[str, dict[str, object]]] = {}
    for path in sorted(text.I18N_DIR.glob("*.json")):
        namespace, lang, _ = path.name.rsplit(".", 2)
        data = json.loads(path.read_text(encoding="utf-8"))
        assert list(data) == [lang], f"{path.name} must hold one root key {lang!r}"
        found.setdefault(namespace, {})[lang] = _flatten(data[lang], f"{namespace}.")
    return found


def _all_keys() -> dict[str, set[str]]:
    keys: dict[str, set[str]] = {lang: set() for lang in LANGUAGES}
    for by_lang in _namespaces().values():
        for lang, entries in by_lang.items():
            keys.setdefault(lang, set()).update(entries)
    return keys


def test_the_client_namespace_exists_in_both_languages():
    assert set(_namespaces()["client"]) == set(LANGUAGES)


@pytest.mark.parametrize("namespace", sorted(_namespaces()))
def test_every_key_exists_in_every_language(namespace: str):
    by_lang = _namespaces()[namespace]
    assert set(by_lang) == set(LANGUAGES), f"{namespace}: files for {sorted(by_lang)}"
    for lang in LANGUAGES:
        for other in LANGUAGES:
            missing = sorted(set(by_lang[other]) - set(by_lang[lang]))
            assert not missing, f"{namespace}.{lang}.json lacks {missing}"


@pytest.mark.parametrize("namespace", sorted(_namespaces()))
def test_plural_entries_have_every_form_of_their_language(namespace: str):
    for lang, entries in _namespaces()[namespace].items():
        for key, value in entries.items():
            if isinstance(value, dict):
                assert REQUIRED_PLURALS[lang] <= set(value), f"{key} ({lang}) needs {REQUIRED_PLURALS[lang]}"
            else:
                assert isinstance(value, str) and value.strip(), f"{key} ({lang}) is empty"


@pytest.mark.parametrize("namespace", sorted(_namespaces()))
def test_placeholders_match_between_languages(namespace: str):
    by_lang = _namespaces()[namespace]

    def names(value: object) -> set[str]:
        forms = value.values() if isinstance(value, dict) else [value]
        return {name for form in forms for name in PLACEHOLDER.findall(str(form))}

    for key, value in by_lang["en"].items():
        assert names(value) == names(by_lang["uk"][key]), key


def test_every_key_the_client_code_asks_for_exists():
    keys = _all_keys()
    wanted = set()
    for path in CLIENT_DIR.rglob("*.py"):
        wanted.update(re.findall(r'\btr\(\s*"([\w.]+)"', path.read_text(encoding="utf-8")))
    wanted.update(f"client.settings.language_{lang}" for lang in LANGUAGES)
    wanted.update(f"client.settings.speed_{speed.name.lower()}" for speed in AnimationSpeed)
    wanted.update(f"client.games.{title}.name" for title in TITLE_IDS)
    assert len(wanted) > 20
    for lang in LANGUAGES:
        assert not sorted(wanted - keys[lang]), lang


def test_every_reason_a_refused_file_can_give_is_worded_in_both_languages():
    """game/schema.py and the client name reasons by key (``Invalid.key``); the words live in
    schema.*.json, so a key used anywhere in game/ must be there."""
    keys = _all_keys()
    used = set()
    for path in (CLIENT_DIR.parent).rglob("*.py"):
        used.update(re.findall(r'"(schema\.reason\.\w+)"', path.read_text(encoding="utf-8")))
    assert len(used) > 20
    for lang in LANGUAGES:
        assert not sorted(used - keys[lang]), lang


def test_game_names_follow_the_ukrainian_editions():
    names = _namespaces()["client"]["uk"]
    assert names["client.games.five_tribes.name"] == "Пʼять Каст"
    assert names["client.games.tribes_of_the_wind.name"] == "Племена вітру"
    assert names["client.games.prehistories.name"] == "Прадавні історії"


@pytest.mark.parametrize(
    ("count", "category"),
    [
        (1, "one"),
        (21, "one"),
        (101, "one"),
        (2, "few"),
        (4, "few"),
        (22, "few"),
        (5, "many"),
        (11, "many"),
        (12, "many"),
        (14, "many"),
        (20, "many"),
        (111, "many"),
        (0, "many"),
        (1.5, "other"),
    ],
)
def test_ukrainian_plural_categories(count: float, category: str):
    assert text.plural_category("uk", count) == category


@pytest.mark.parametrize(("count", "category"), [(1, "one"), (-1, "one"), (-2, "other"), (0, "other")])
def test_english_plural_categories_read_the_absolute_value(count: int, category: str):
    # Guards against: a plan that costs a coin read "−1 points now".
    assert text.plural_category("en", count) == category
    assert text.plural_category("uk", -count) == text.plural_category("uk", count)


def test_tr_fills_placeholders_and_picks_plural_forms():
    text.init_translations("uk")
    try:
        assert text.tr("client.title.settings") == "Налаштування"
        assert text.tr("client.title.continue", game="П'ять Каст") == "Продовжити: П'ять Каст"
        assert [text.tr("prehistories.seat.hand", count=n) for n in (1, 3, 5, 21, 12)] == [
            "1 карта в руці",
            "3 карти в руці",
            "5 карт у руці",
            "21 карта в руці",
            "12 карт у руці",
        ]
        text.set_language("en")
        assert text.tr("client.title.settings") == "Settings"
        assert [text.tr("prehistories.seat.hand", count=n) for n in (1, 3)] == [
            "1 card in hand",
            "3 cards in hand",
        ]
    finally:
        text.set_language("en")


@pytest.mark.parametrize("namespace", sorted(_namespaces()))
def test_ukrainian_words_take_the_typographic_apostrophe(namespace: str):
    """Пʼять, обʼєкт: the apostrophe inside a Ukrainian word is ʼ (U+02BC), never the ASCII '."""
    inside_a_word = re.compile(r"(?<=[\u0400-\u04FF])'(?=[\u0400-\u04FF])")
    for key, value in _namespaces()[namespace].get("uk", {}).items():
        forms = value.values() if isinstance(value, dict) else [value]
        for form in forms:
            assert not inside_a_word.search(str(form)), f"{key}: {form}"
