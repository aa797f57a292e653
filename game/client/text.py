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

from game.schema import WHOLE_FILE, Invalid, printable, visible

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
    return "one" if abs(count) == 1 else "other"  # CLDR reads the absolute value: "−1 point"


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


def tr_in(language: str, key: str, **values: Any) -> str:
    """The string for ``key`` in ``language`` (not the current one), placeholders filled; no
    plural forms."""
    return str(i18n.t(key, locale=language, **values))


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
def font(size: int, bold: bool = False) -> Face:
    """A cached font of ``size`` logical pixels (docs/ui.md: never below 16): Noto Sans, drawing the
    characters it has no glyph for with pygame-gui's other Noto faces (``Face``)."""
    if not pygame.font.get_init():
        pygame.font.init()
    return Face(size, bold)


FALLBACK_FACES = (
    ("NotoSansSC", "otf", ""),
    ("NotoSansJP", "otf", ""),
    ("NotoSansKR", "ttf", ""),
    ("NotoSansArabic", "ttf", "Arab"),
    ("NotoSansHebrew", "ttf", "Hebr"),
    ("NotoSansGeorgian", "ttf", ""),
)
"""The faces pygame-gui ships besides Noto Sans (its package data, read where it is installed:
nothing downloaded, no new dependency), asked in this order for a character Noto Sans lacks
(Chinese, Japanese, Korean, Arabic, Hebrew, Georgian). A script tag marks a right-to-left face,
shaped by HarfBuzz right to left. Emoji have no face here and stay dropped (``drawable``)."""
RIGHT_TO_LEFT = {name: script for name, _, script in FALLBACK_FACES if script}


def fallback_path(name: str, bold: bool = False) -> Path:
    extension = next(ext for face, ext, _ in FALLBACK_FACES if face == name)
    weight = "Bold" if bold else "Regular"
    return Path(str(resources.files("pygame_gui.data").joinpath(f"{name}-{weight}.{extension}")))


@cache
def fallback_font(name: str, size: int, bold: bool = False) -> pygame.font.Font:
    face = pygame.font.Font(fallback_path(name, bold), size)
    if name in RIGHT_TO_LEFT:
        face.set_script(RIGHT_TO_LEFT[name])
        face.set_direction(pygame.DIRECTION_RTL)
    return face


Run = tuple[str | None, str]
"""A piece of a line and the fallback face that draws it (None: Noto Sans itself)."""


class Face(pygame.font.Font):
    """Noto Sans of one size and weight whose ``render`` and ``size`` draw a line in runs: the
    characters Noto Sans has no glyph for in the fallback face that has one (``fallback_face``),
    each run on Noto Sans's baseline, one after the other. A line Noto Sans draws alone (every line
    of ours but a name in a script it lacks) takes the plain path. ``size`` measures the same runs
    that ``render`` draws, so ``fit_text``, wrapping and layout measure what is drawn; the height is
    always Noto Sans's, so rows and boxes keep their size (a fallback's glyph reaching past Noto
    Sans's ascent or descent, such as a deep Arabic descender, is cut there)."""

    def __init__(self, size: int, bold: bool = False) -> None:
        super().__init__(font_path(bold), size)
        self._points = size  # not ``bold``/``point_size``: pygame's Font styles those
        self._bold = bold

    def size(self, text: str | bytes) -> tuple[int, int]:
        runs = runs_of(text) if isinstance(text, str) else None
        if runs is None:
            return super().size(text)
        width = sum(self._face(name).size(part)[0] for name, part in runs)
        return width, self.get_height()

    def render(
        self,
        text: str | bytes | None,
        antialias: bool,
        color: Any,
        bgcolor: Any = None,
        wraplength: int = 0,
    ) -> pygame.Surface:
        runs = runs_of(text) if isinstance(text, str) and not wraplength else None
        if runs is None:
            return _render(super(), text, antialias, color, bgcolor, wraplength)
        pieces = [
            (self._face(name), _render(self._face(name), part, antialias, color)) for name, part in runs
        ]
        surface = pygame.Surface((sum(p.get_width() for _, p in pieces), self.get_height()), pygame.SRCALPHA)
        if bgcolor is not None:
            surface.fill(bgcolor)
        x = 0
        for face, piece in pieces:
            surface.blit(piece, (x, self.get_ascent() - face.get_ascent()))
            x += piece.get_width()
        return surface

    def _face(self, name: str | None) -> pygame.font.Font:
        """Noto Sans's own run goes back through this face: it has nothing for a fallback, so it
        takes the plain path."""
        return self if name is None else fallback_font(name, self._points, self._bold)


def _render(
    face: Any, text: str | bytes | None, antialias: bool, color: Any, bgcolor: Any = None, wraplength: int = 0
) -> pygame.Surface:
    """``face.render``, which never raises for text that draws nothing: SDL_ttf refuses a line of
    zero width ("Text has zero width": a lone zero-width space, joiner, direction mark or soft
    hyphen, whatever a name or a file brought), so such a line is drawn as the empty line it is."""
    try:
        return face.render(text, antialias, color, bgcolor, wraplength)
    except pygame.error:
        if not text or face.size(text)[0] > 0:
            raise
        return face.render("", antialias, color, bgcolor, wraplength)


ELLIPSIS = "…"


_glyph_faces: list[Any] = []
"""The bundled faces as ``pygame.freetype`` fonts: its ``get_metrics`` answers None for a
character the face has no glyph for (``pygame.font``'s ``metrics`` answers the box's)."""
_HAS_GLYPH: dict[str, bool] = {}


def fallback_face(character: str, prefer: tuple[str, ...] = ()) -> str | None:
    """The fallback face (``FALLBACK_FACES``) that draws ``character``, regular and bold, when
    Noto Sans does not: ``prefer`` is asked first (a Japanese name's kanji in the Japanese face),
    then the rest in order. None when Noto Sans draws it or no face does (an emoji)."""
    if has_glyph(character):
        return None
    order = (*prefer, *(name for name, _, _ in FALLBACK_FACES if name not in prefer))
    return next((name for name in order if _fallback_has(name, character)), None)


def _fallback_has(name: str, character: str) -> bool:
    known = _FALLBACK_HAS.get((name, character))
    if known is None:
        try:
            known = _ask_fallback(name, character)
        except pygame.error:  # the faces died with pygame.quit (App.close); open them again
            _fallback_faces.clear()
            known = _ask_fallback(name, character)
        _FALLBACK_HAS[(name, character)] = known
    return known


def _ask_fallback(name: str, character: str) -> bool:
    import pygame.freetype

    if not pygame.freetype.get_init():
        pygame.freetype.init()
        _fallback_faces.clear()
    faces = _fallback_faces.get(name)
    if faces is None:
        faces = [pygame.freetype.Font(str(fallback_path(name, bold)), 16) for bold in (False, True)]
        _fallback_faces[name] = faces
    return all(face.get_metrics(character)[0] is not None for face in faces)


_fallback_faces: dict[str, list[Any]] = {}
_FALLBACK_HAS: dict[tuple[str, str], bool] = {}


KANA = range(0x3040, 0x3100)
HANGUL = (range(0xAC00, 0xD7B0), range(0x1100, 0x1200), range(0x3130, 0x3190))


def preferred_faces(content: str) -> tuple[str, ...]:
    """Which CJK face a line's Han characters take: Japanese beside kana, Korean beside hangul,
    else Chinese (the first of FALLBACK_FACES). Each face holds every Han character, with its own
    region's shapes."""
    points = [ord(c) for c in content]
    if any(p in KANA for p in points):
        return ("NotoSansJP",)
    if any(p in block for p in points for block in HANGUL):
        return ("NotoSansKR",)
    return ()


def runs_of(content: str) -> list[Run] | None:
    """``content`` cut where the face drawing it changes, or None when Noto Sans draws it all (or
    nothing else can: a character no face has stays with Noto Sans, as before). Spaces between two
    pieces of the same right-to-left face belong to it, so "سارة احمد" is shaped as one phrase."""
    if content.isascii() or all(has_glyph(c) for c in content):
        return None
    prefer = preferred_faces(content)
    names = [None if c.isascii() else fallback_face(c, prefer) for c in content]
    if all(name is None for name in names):
        return None
    for index, character in enumerate(content):
        if character == " " and names[index] is None:
            before = next(
                (n for n, c in zip(names[index::-1], content[index::-1], strict=True) if c != " "), None
            )
            after = next((n for n, c in zip(names[index:], content[index:], strict=True) if c != " "), None)
            if before is not None and before == after and before in RIGHT_TO_LEFT:
                names[index] = before
    runs: list[Run] = []
    for name, character in zip(names, content, strict=True):
        if runs and runs[-1][0] == name:
            runs[-1] = (name, runs[-1][1] + character)
        else:
            runs.append((name, character))
    return runs


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


def drawable(content: str, *, fallback: bool = True) -> str:
    """``content`` as our fonts can draw it: cleaned (``schema.printable``) and without the
    characters neither Noto Sans nor (``fallback``) one of ``FALLBACK_FACES`` has a glyph for
    (emoji, regional-indicator flags), which would draw as boxes ("tofu"). They are dropped from
    what is drawn; what is stored (a seat's name in the save and the settings) keeps them.
    ``fallback=False`` keeps only what Noto Sans itself draws: for pygame-gui's widgets (the name
    entries), which draw with Noto Sans alone. ``table.start.seat_name`` shows a name with nothing
    left as the seat's default."""
    content = printable(content)
    if content.isascii():
        return content
    return "".join(
        character
        for character in content
        if character.isascii() or has_glyph(character) or (fallback and fallback_face(character) is not None)
    )


def drawable_name(name: str, *, fallback: bool = True) -> str:
    """A name as it is shown: ``drawable``, with the spaces a dropped character leaves between
    words closed up ("Олена 😀 Ж" shows as "Олена Ж"); "" when nothing of it would show
    (``schema.visible``: a family emoji leaves only its zero-width joiners), so the seat's default
    name stands in."""
    shown = " ".join(drawable(name, fallback=fallback).split())
    return shown if any(visible(character) for character in shown) else ""


def fit_text(content: str, size: int, width: int, bold: bool = False) -> str:
    """``content`` as it can be drawn in ``width`` px: cleaned of what no font draws (a NUL makes
    pygame raise) and of what ours has no glyph for (``drawable``), and cut with an ellipsis when
    too wide.

    Linear in the input (cutting one character at a time took 5.8 s for a
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
