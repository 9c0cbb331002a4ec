"""The interface every computer player offers to the table and the command line."""

from __future__ import annotations

import threading
from typing import Protocol

from ..engine import Move, SeatView


class CancelToken:
    """Lets the user interface stop a player that is thinking (thread-safe)."""

    def __init__(self) -> None:
        self._event = threading.Event()

    def cancel(self) -> None:
        self._event.set()

    @property
    def cancelled(self) -> bool:
        return self._event.is_set()


class Player(Protocol):
    """Chooses a move for the seat to move, from that seat's view only."""

    name: str

    def choose(self, view: SeatView, budget: float, cancel: CancelToken) -> Move:
        """A legal move for ``view.seat``; ``budget`` is thinking time in seconds."""
        ...
