"""The background threads that end child processes (a bot's, a review's) for callers that must not wait.

A closing worker hands its child to a reaper thread (terminate, then kill, then join); the thread
holds the child's shared objects (its stop event's semaphores) until the child is gone, and frees
them as it ends. A process that exits while a reaper is still freeing them races it:
multiprocessing's exit runs the same semaphore cleanup, and a reaper stopped by the interpreter's
exit between unlinking a semaphore and telling the resource tracker leaves the tracker warning of a
leaked semaphore. ``join_all`` lets the app, as it closes, wait for every reaper first, so each
child is ended and its semaphores freed before anything else shuts down.

This module imports no more than the standard library: the app's shell uses it without loading the
bots.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

_started: list[threading.Thread] = []
_lock = threading.Lock()


def start(target: Callable[..., None], args: tuple[Any, ...], name: str) -> threading.Thread:
    """Run ``target(*args)`` on a daemon thread that ``join_all`` waits for; returns the thread."""
    thread = threading.Thread(target=target, args=args, name=name, daemon=True)
    thread.start()
    with _lock:
        # A thread is forgotten only once it has ended: one that is ending may still hold its child.
        _started[:] = [known for known in _started if known.is_alive()]
        _started.append(thread)
    return thread


def running() -> list[threading.Thread]:
    """The reapers that have not ended yet."""
    with _lock:
        return [thread for thread in _started if thread.is_alive()]


def join_all(timeout: float) -> bool:
    """Wait, at most ``timeout`` seconds in all, for every reaper started so far; True when all ended.

    ``Thread.join`` returns only once the thread has dropped its arguments, so a child that nothing
    else holds has been freed, with its semaphores, by then."""
    with _lock:
        threads = list(_started)
    deadline = time.monotonic() + timeout
    for thread in threads:
        thread.join(max(0.0, deadline - time.monotonic()))
    return not running()
