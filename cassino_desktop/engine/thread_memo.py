"""Memos each thread keeps for itself: the window's thread and a player's search never share one.

The window asks for the moves of a table while a computer player searches
in its worker thread, and both ask the same engine. A memo shared between
them would be read by one thread while the other fills or clears it, so
each thread has its own, made on its first look. A memo is kept across the
searches of one thread, not just one: the players meet the same tables and
the same last deal turn after turn. ``forget`` (a new game) drops every
thread's memo, each at that thread's next look, without touching a memo
another thread is using.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Generic, TypeVar

Memo = TypeVar("Memo")


class ThreadMemo(Generic[Memo]):
    """One memo (a dictionary, usually) for each thread that looks, made by ``make``."""

    def __init__(self, make: Callable[[], Memo]) -> None:
        self._make = make
        self._mine = threading.local()
        self._generation = 0

    def get(self) -> Memo:
        """This thread's memo: made anew on its first look, and on its first look since ``forget``."""
        # The memo and its generation are one attribute: every move listing looks, and a thread-local attribute
        # is found through the thread's own dictionary each time.
        kept: tuple[int, Memo] | None = getattr(self._mine, "kept", None)
        if kept is None or kept[0] != self._generation:
            kept = self._mine.kept = (self._generation, self._make())
        return kept[1]

    def forget(self) -> None:
        """Drop what every thread remembered: each thread starts a new memo at its next look."""
        self._generation += 1
        self._mine.kept = None  # this thread's at once, for the memory it holds
