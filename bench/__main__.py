"""Run every benchmark module, or the ones named: ``python -m bench [name ...]``."""

from __future__ import annotations

import importlib
import pkgutil
import sys
import time

import bench


def main(argv: list[str]) -> int:
    names = sorted(m.name for m in pkgutil.iter_modules(bench.__path__) if m.name.startswith("bench_"))
    wanted = [n if n.startswith("bench_") else f"bench_{n}" for n in argv] or names
    unknown = [n for n in wanted if n not in names]
    if unknown:
        print(f"unknown benchmarks: {', '.join(unknown)}; known: {', '.join(names)}", file=sys.stderr)
        return 2
    for name in wanted:
        print(f"== {name[len('bench_') :]} ==", flush=True)
        started = time.perf_counter()
        importlib.import_module(f"bench.{name}").run()
        print(f"   ({time.perf_counter() - started:.1f} s)\n", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
