"""Benchmarks (``make bench``). Each ``bench/bench_*.py`` module has ``run() -> None`` that prints its figures."""
