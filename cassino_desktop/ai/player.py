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


def sorted_legal_moves(view: SeatView) -> list[Move]:
    """The seat's legal moves in listing order; ``ValueError`` if it has none to make.

    Players choose among these, so ties break the same way on every run.
    """
    moves = sorted(view.legal_moves(), key=Move.sort_key)
    if not moves:
        raise ValueError("no legal move: it is not this seat's turn or the game is over")
    return moves
