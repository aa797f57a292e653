"""Benchmarks (``make bench``). Each ``bench/bench_*.py`` module has ``run() -> None`` that prints its figures."""


def percentile(times: list[float], share: float) -> float:
    """The value at ``share`` (0..1) of ``times`` in order; 0.0 for none."""
    ordered = sorted(times)
    return ordered[int(share * (len(ordered) - 1))] if ordered else 0.0
