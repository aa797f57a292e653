"""Reading-time figures of every tutorial chapter (a chapter should take 5-8
minutes; docs/tutorial.md).

``python -m game.tutorial.figures`` prints one row per chapter: steps, bubbles, the human's own
actions and the scripted opponents' actions, the words a learner reads per language (bubbles and
the three summary bullets), the longest bubble, and the estimated minutes by a plain reading model:

    minutes = words / 120 + (own actions * 12 s + scripted actions * 2 s) / 60

(120 words a minute of reading, 12 s to find and make one's own move, 2 s to watch a scripted
one). The model counts what the script shows, not the coach's fixed chrome (Next, Back, Skip).
A branch of alternatives counts once: every ``do`` entry is one action whichever one is taken.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from dataclasses import dataclass

from game.rules import TITLE_IDS
from game.tutorial import strings
from game.tutorial.script import LANGUAGES, Script, load_chapters

READING_WPM = 120
OWN_ACTION_SECONDS = 12
SCRIPTED_ACTION_SECONDS = 2
TARGET_MINUTES = (5.0, 8.0)


@dataclass(frozen=True, slots=True)
class Figures:
    title: str
    chapter: str
    steps: int
    bubbles: int
    own: int
    scripted: int
    words: dict[str, int]
    longest: dict[str, tuple[int, str]]

    def minutes(self, language: str) -> float:
        seconds = self.own * OWN_ACTION_SECONDS + self.scripted * SCRIPTED_ACTION_SECONDS
        return self.words[language] / READING_WPM + seconds / 60

    def in_target(self) -> bool:
        low, high = TARGET_MINUTES
        return all(low <= round(self.minutes(language), 1) <= high for language in LANGUAGES)


def figures(script: Script) -> Figures:
    own = scripted = 0
    for step in script.steps:
        if step.is_scripted_opponent(script.human):
            scripted += len(step.do)
        else:
            own += len(step.do)
    words: dict[str, int] = {}
    longest: dict[str, tuple[int, str]] = {}
    for language in LANGUAGES:
        words[language], longest[language] = 0, (0, "")
        for key in script.say_keys():
            count = strings.word_count(strings.lookup(script.title, language, key) or "")
            words[language] += count
            if count > longest[language][0]:
                longest[language] = (count, key)
    return Figures(
        title=script.title,
        chapter=script.chapter,
        steps=len(script.steps),
        bubbles=len(script.bubbles()),
        own=own,
        scripted=scripted,
        words=words,
        longest=longest,
    )


def all_figures(titles: Sequence[str] = TITLE_IDS) -> list[Figures]:
    return [figures(script) for title in titles for script in load_chapters(title)]


def table(rows: Sequence[Figures]) -> str:
    lines = [
        "| chapter | steps | bubbles | own/scripted | words en/uk | longest en/uk | minutes en/uk |",
        "|---|---|---|---|---|---|---|",
    ]
    for row in rows:
        flag = "" if row.in_target() else " (outside 5-8)"
        lines.append(
            f"| {row.title} {row.chapter} | {row.steps} | {row.bubbles} | {row.own}/{row.scripted} "
            f"| {row.words['en']}/{row.words['uk']} "
            f"| {row.longest['en'][0]}/{row.longest['uk'][0]} "
            f"| {row.minutes('en'):.1f}/{row.minutes('uk'):.1f}{flag} |"
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "titles",
        nargs="*",
        default=list(TITLE_IDS),
        help="titles (default: every engine; one without chapters gives no rows)",
    )
    args = parser.parse_args(argv)
    rows = all_figures(args.titles)
    print(table(rows))
    return 0 if all(row.in_target() for row in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
