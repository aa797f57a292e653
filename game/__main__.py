"""Entry point: ``python -m game`` and the ``tribal-table`` command."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from game.client.cli import run

    return run(sys.argv[1:] if argv is None else argv)


if __name__ == "__main__":
    raise SystemExit(main())
