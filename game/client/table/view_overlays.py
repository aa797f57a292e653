"""The view's hooks for the scenes over the table: the results' words and sound
(``ResultWords``) and the rules overlay's pages, chapters and keys (``RulesReference``)."""

from __future__ import annotations

from collections.abc import Hashable, Sequence

import pygame

from game.client.table.reference import Chapter, Entry
from game.client.table.view_core import HookGroup
from game.rules.base import State


class ResultWords(HookGroup):
    """The results scene's words and sound: score lines, how the game ended, ties."""

    def score_line_label(self, key: str) -> str:
        """Words of one ``score_breakdown`` key (results scene, score tooltips)."""
        from game.client.text import tr

        return tr(f"{self.title_id}.score_line.{key}")

    def tie_break(self, state: State, names: Sequence[str]) -> str | None:
        """The results' one line when two or more seats share the top score (``state``: the full
        final state, ``names``: seat names): how the title's rules decided the tie, or that the
        win is shared (``table/ties.py`` has the shared words). Asked only when the top score is
        shared. Default None: no line."""
        return None

    def end_reason(self, state: State) -> tuple[str, list[int]]:
        """Why the game ended (``state``: the full final state) and the seats that made it end:
        ``("stall", [])``, ``("eighth_totem", [2])``. Default: the engine's ``end_reason`` (an
        empty word: nothing to tell) with the winners. The results word it as
        ``<title>.results.end_<reason>`` (``end_line``)."""
        reason = getattr(state, "end_reason", "")
        return (reason if isinstance(reason, str) else ""), list(state.winners())

    def end_line(self, state: State, names: Sequence[str]) -> str | None:
        """The results' one short line on how the game ended (without it a game
        ended by the stall rule says nothing of it): ``<title>.results.end_<reason>`` with
        ``%{player}`` (the names of the seats ``end_reason`` gives) and ``%{round}``. None when
        the view knows no reason."""
        from game.client.text import tr

        reason, seats = self.end_reason(state)
        if not reason:
            return None
        player = ", ".join(names[seat] for seat in seats if 0 <= seat < len(names))
        return tr(f"{self.title_id}.results.end_{reason}", player=player, round=getattr(state, "round", ""))

    def results_sound(self, total: bool) -> str:
        """The sound of a results line appearing (``total``: the last, the totals)."""
        return "ui/click"


class RulesReference(HookGroup):
    """The rules overlay: the rules in brief and the reference chapters."""

    def rules_title(self) -> str:
        from game.client.text import tr

        return tr(f"{self.title_id}.rules.title")

    def rules_pages(self) -> list[list[tuple[str, str]]]:
        """The rules in brief: pages of (section title, section text), in the current language."""
        return []

    def reference_chapters(self) -> list[Chapter]:
        """The rules overlay's chapters after the rules in brief: what a player looks up (each
        game's djinns, icons, objectives), built from the data the engine loads."""
        return []

    def rules_chapters(self) -> list[Chapter]:
        """Every chapter of the rules overlay: the rules in brief, the reference, then the keys
        (the game's, then the table's)."""
        from game.client.table.hotkeys import table_key_entries
        from game.client.text import tr

        brief = tuple(Entry(title, body) for page in self.rules_pages() for title, body in page)
        keys = tuple(Entry(keys, what) for keys, what in [*self.key_entries(), *table_key_entries()])
        return [
            Chapter(tr("table.rules.brief"), brief),
            *self.reference_chapters(),
            Chapter(tr("table.rules.keys"), keys),
        ]

    def key_entries(self) -> list[tuple[str, str]]:
        """The game's keys for the rules overlay's keys chapter and the controls: (the key or
        keys as printed, what they press), in the current language."""
        return []

    def draw_rules_icon(self, surface: pygame.Surface, icon: Hashable, rect: pygame.Rect) -> None:
        """Draw a reference entry's ``icon`` (a key of this game's) into ``rect``."""
