"""Localized strings and the bundled font.

Strings live in ``game/client/i18n/<namespace>.<lang>.json`` -- the file naming of python-i18n,
which pygame-gui 0.6 uses for its translations (``UIManager(starting_language=...,
translation_directory_paths=[...])``, ``UIManager.set_locale``). The namespace is the first part of
every key: ``client.title.settings`` lives in ``client.uk.json`` / ``client.en.json``; a game package
adds ``five_tribes.uk.json`` / ``five_tribes.en.json`` with keys ``five_tribes....`` and never edits
another namespace's file. See ``i18n/README.md``.

python-i18n's own plural rule (1 -> one, 2..5 -> few, else other) is wrong for Ukrainian (21 is
"one", 11 and 25 are "many"), so ``tr(key, count=n)`` picks the CLDR category itself.
"""

from __future__ import annotations

import logging
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import i18n
import pygame
from i18n.resource_loader import search_translation
from i18n.translations import get as get_translation
from i18n.translations import has as has_translation
from i18n.translator import TranslationFormatter

from game.schema import WHOLE_FILE, Invalid, printable

log = logging.getLogger(__name__)

I18N_DIR = Path(__file__).resolve().parent / "i18n"
LANGUAGES = ("uk", "en")
FALLBACK_LANGUAGE = "en"
PLURAL_CATEGORIES = {"uk": ("one", "few", "many", "other"), "en": ("one", "other")}


def init_translations(language: str) -> None:
    """Point python-i18n at our folder (idempotent) and select ``language``."""
    i18n.set("file_format", "json")
    i18n.set("filename_format", "{namespace}.{locale}.{format}")
    i18n.set("fallback", FALLBACK_LANGUAGE)
    i18n.set("available_locales", list(LANGUAGES))
    if str(I18N_DIR) not in i18n.load_path:
        i18n.load_path.append(str(I18N_DIR))
    set_language(language)


def dedupe_load_path() -> None:
    """pygame-gui appends its folders on every UIManager; keep each folder once."""
    unique = list(dict.fromkeys(i18n.load_path))
    i18n.load_path.clear()
    i18n.load_path.extend(unique)


def set_language(language: str) -> None:
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}; expected one of {LANGUAGES}")
    i18n.set("locale", language)


def language() -> str:
    return str(i18n.get("locale"))


def plural_category(lang: str, count: int | float) -> str:
    """CLDR cardinal plural category of ``count`` in ``lang``."""
    if lang == "uk":
        if not float(count).is_integer():
            return "other"
        n = abs(int(count))
        if n % 10 == 1 and n % 100 != 11:
            return "one"
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return "few"
        return "many"
    return "one" if count == 1 else "other"


def tr(key: str, count: int | float | None = None, **values: Any) -> str:
    """The string for ``key`` in the current language, with ``%{name}`` placeholders filled.

    With ``count`` the entry is a dict of plural forms; ``%{count}`` is available in each form.
    A missing key logs a warning and returns the key itself so it is visible on screen.
    """
    if count is None:
        text = i18n.t(key, **values)
        if text == key:
            log.warning("missing translation %s (%s)", key, language())
        return str(text)
    lang = language()
    forms = _lookup(key, lang)
    if forms is None and lang != FALLBACK_LANGUAGE:
        lang = FALLBACK_LANGUAGE
        forms = _lookup(key, lang)
    if not isinstance(forms, dict):
        log.warning("missing plural translation %s (%s)", key, language())
        return key
    category = plural_category(lang, count)
    template = forms.get(category) or forms.get("other") or forms.get("many") or key
    return str(TranslationFormatter(template).format(count=count, **values))


def describe(problem: Invalid, more: int = 0) -> str:
    """A refused file's ``problem`` in the current language: its ``key`` and ``params`` worded by
    the ``schema`` namespace, after the field's path (``seats[1].level: ...``) unless the problem
    is the whole file's; ``more`` further problems are counted after it ("(+2)"). A ``game``
    parameter is a title's id and is shown as the game's name (``client.games.<id>.name``)."""
    params = dict(problem.params)
    count = params.pop("count", None)
    if "game" in params:  # a title's id: its name in this language, else the engine's own name
        fallback = params.pop("game_name", params["game"])
        name = _lookup(f"client.games.{params['game']}.name", language())
        params["game"] = name if isinstance(name, str) else fallback
    what = tr(problem.key, count=count, **params)
    if problem.where != WHOLE_FILE:
        what = tr("schema.at", where=problem.where, what=what)
    return f"{what} (+{more})" if more else what


def _lookup(key: str, lang: str) -> Any:
    if not has_translation(key, lang):
        search_translation(key, lang)
    return get_translation(key, lang) if has_translation(key, lang) else None


def font_path(bold: bool = False) -> Path:
    """Noto Sans as shipped inside pygame-gui (it covers Ukrainian letters)."""
    name = "NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf"
    return Path(str(resources.files("pygame_gui.data").joinpath(name)))


@cache
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """A cached font of ``size`` logical pixels (UI.md: never below 16)."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(font_path(bold), size)


ELLIPSIS = "…"


_glyph_faces: list[Any] = []
"""The bundled faces as ``pygame.freetype`` fonts: its ``get_metrics`` answers None for a
character the face has no glyph for (``pygame.font``'s ``metrics`` answers the box's)."""
_HAS_GLYPH: dict[str, bool] = {}


def has_glyph(character: str) -> bool:
    """Whether both bundled faces (regular and bold) draw ``character`` (not as the missing-glyph box)."""
    known = _HAS_GLYPH.get(character)
    if known is None:
        try:
            known = _ask_faces(character)
        except pygame.error:  # the faces died with pygame.quit (App.close); open them again
            _glyph_faces.clear()
            known = _ask_faces(character)
        _HAS_GLYPH[character] = known
    return known


def _ask_faces(character: str) -> bool:
    import pygame.freetype

    if not pygame.freetype.get_init():
        pygame.freetype.init()
        _glyph_faces.clear()
    if not _glyph_faces:
        _glyph_faces.extend(pygame.freetype.Font(str(font_path(bold)), 16) for bold in (False, True))
    return all(face.get_metrics(character)[0] is not None for face in _glyph_faces)


def drawable(content: str) -> str:
    """``content`` as our font can draw it: cleaned (``schema.printable``) and without the
    characters Noto Sans has no glyph for (emoji, most CJK, regional-indicator flags), which would
    draw as boxes ("tofu"). No other font is committed with the project to fall back to, so they
    are dropped from what is drawn; what is stored (a seat's name in the save and the settings)
    keeps them. ``table.start.seat_name`` shows a name with nothing left as the seat's default."""
    content = printable(content)
    if content.isascii():
        return content
    return "".join(character for character in content if character.isascii() or has_glyph(character))


def drawable_name(name: str) -> str:
    """A name as it is shown: ``drawable``, with the spaces a dropped character leaves between
    words closed up ("Олена 李 Ж" shows as "Олена Ж")."""
    return " ".join(drawable(name).split())


def fit_text(content: str, size: int, width: int, bold: bool = False) -> str:
    """``content`` as it can be drawn in ``width`` px: cleaned of what no font draws (a NUL makes
    pygame raise) and of what ours has no glyph for (``drawable``), and cut with an ellipsis when
    too wide.

    Linear in the input (issue 17, item 7: cutting one character at a time took 5.8 s for a
    10,000-character name): a drawn character is at least a pixel wide, so at most ``width + 1``
    characters can matter; the cut among them is found by binary search, about ten measurements.
    """
    content = drawable(content)
    face = font(size, bold)
    limit = max(width, 0) + 1
    cut = len(content) > limit
    if cut:
        content = content[:limit]
    elif face.size(content)[0] <= width:
        return content
    low, high = 0, len(content)
    while low < high:
        middle = (low + high + 1) // 2
        if face.size(content[:middle].rstrip() + ELLIPSIS)[0] <= width:
            low = middle
        else:
            high = middle - 1
    return content[:low].rstrip() + ELLIPSIS
