"""The interpreter's settings for a process whose computer players search: made once, by its entry point.

Two of the interpreter's settings belong to the whole process, not to one
search or one window, so each process's entry point calls ``tune_process``
once as it starts (the game's ``main``, ``cassino-engine``'s, each worker
process a review or a tournament starts, the benchmarks) and nothing else
changes them:

- The garbage collector's pace. A search makes millions of short-lived
  objects (positions, views, moves) and keeps tens of thousands in its caches
  (the move generator's tables, the last-deal search's positions). At
  Python's default pace, a collection of the youngest objects once 700 more
  containers are allocated than freed, the collector keeps walking those
  caches, so the youngest generation is collected every ``SEARCH_PACE``
  allocations instead.
- The interpreter lock's hand-over. The window's thread gives up the lock at
  every call into Qt and must win it back afterwards; at Python's default
  interval a frame of the table painted while the computer searched in its
  worker thread waited at every call, and the window stood still while the
  expert thought. ``HANDOVER_INTERVAL`` shortens the wait. A process of one
  thread never waits for the lock, so the setting costs it nothing.

A host's own setting is kept where it already does more (a slower pace, a
shorter interval). What each saved is in docs/STRENGTH.md. The collector's
work at given moments, not settings, is ``gc_pacing``'s (survivors set aside
around each search, a full collection between games).
"""

from __future__ import annotations

import gc
import sys

__all__ = ["HANDOVER_INTERVAL", "SEARCH_PACE", "tune_process"]

SEARCH_PACE = 10_000
"""Allocations between collections of the youngest generation while computer players search."""
HANDOVER_INTERVAL = 0.0005
"""Seconds a thread waiting for the interpreter's lock lets the running one keep it (Python's default: 0.005)."""


def tune_process() -> None:
    """Set the collector's pace and the lock's hand-over for searching beside a window (see the module's text)."""
    youngest, middle, oldest = gc.get_threshold()
    gc.set_threshold(max(SEARCH_PACE, youngest), middle, oldest)
    sys.setswitchinterval(min(sys.getswitchinterval(), HANDOVER_INTERVAL))
