"""The garbage collector's work around the computer players' searches, each at its moment.

The collector's pace is a setting of the whole process, made once by its
entry point (``process_tuning``); what is here are actions, each done as a
search or a game begins or ends.

A full collection walks every object alive, half a million after an
expert's game, and would come round in the middle of a move. The search
makes no reference cycles, so walking its caches finds nothing to free:
``set_aside_survivors`` moves what is alive between searches into the
permanent generation (``gc.freeze``). A tournament needs no more. The
window's own code does make cycles, so the game calls
``collect_between_games`` as each game's cards are dealt: once the heap
has doubled, one full collection frees any cycle among the objects set aside.
Objects put aside are still freed the moment nothing refers to them. What
each step saved is in docs/STRENGTH.md.

A review searches one position after another for half a minute in a thread
beside the window; a collection run by that thread holds the interpreter,
and so the window, for up to a tenth of a second. It pauses the collector
instead (``collections_paused``), setting its survivors aside after each
position.
"""

from __future__ import annotations

import gc
import sys
from collections.abc import Iterator
from contextlib import contextmanager


def set_aside_survivors() -> None:
    """Leave every object alive now out of later collections (call it before and after a search)."""
    gc.freeze()


_blocks_after_last_collection: int | None = None
"""The heap's allocated blocks just after the last full collection by ``collect_between_games`` (None: no game
dealt yet). Its measure of growth: counting the objects set aside (``gc.get_freeze_count``) walks every one of
them, tens of milliseconds at each deal once a search has left half a million."""


def collect_between_games() -> None:
    """A full collection of everything, the objects set aside included, which are then set aside again.

    Only once the heap's allocated blocks have doubled since the last one: as
    with the collector's own pace for its oldest generation, the cost of a
    full collection is then repaid, and a cycle waits at most that long.
    A full collection of a process holding a million objects takes a good
    part of a second (the test suite's, at every game of its windows, added
    over a minute to it). The first game's deal only sets aside what the
    start made: the imports make no cycles worth a walk of every object
    while the player waits for the first table.
    """
    global _blocks_after_last_collection
    if _blocks_after_last_collection is None:
        gc.freeze()
        _blocks_after_last_collection = sys.getallocatedblocks()
        return
    if sys.getallocatedblocks() < 2 * _blocks_after_last_collection:
        return
    gc.unfreeze()
    gc.collect()
    gc.freeze()
    _blocks_after_last_collection = sys.getallocatedblocks()


@contextmanager
def collections_paused() -> Iterator[None]:
    """No automatic collection inside: a long search beside the window never stops it to walk its caches."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
