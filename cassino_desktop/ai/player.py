"""The interface every computer player offers to the table and the command line."""

from __future__ import annotations

import threading
from typing import Protocol

from ..engine import CAPTURE, TRAIL, Move, SeatView


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


class RememberingPlayer:
    """A deterministic player whose choices are remembered by the view they were made on.

    The expert's search asks the hard level thousands of questions a
    decision, and about a fifth of them twice: the expert's own view in a
    rollout is the same in every world where the other player answered
    alike, and the reading asks again of a hand drawn before. Only for a
    player whose choice depends on the view alone (no clock, no chance) and
    that is never cancelled: the budget and the cancel are not part of the
    question. ``forget`` starts afresh (the expert does at each search).
    """

    def __init__(self, player: Player, limit: int = 65_536) -> None:
        self._player = player
        self._limit = limit
        self._choices: dict[SeatView, Move] = {}
        self.name = player.name

    def choose(self, view: SeatView, budget: float, cancel: CancelToken) -> Move:
        found = self._choices.get(view)
        if found is None:
            found = self._player.choose(view, budget, cancel)
            if len(self._choices) >= self._limit:
                self._choices.clear()
            self._choices[view] = found
        return found

    def forget(self) -> None:
        """Drop every remembered choice."""
        self._choices.clear()


WEIGHED_MOVES = 48
"""The most moves a player weighs: an ordinary table allows a handful, a crowded one thousands, and each move
weighed costs a look at the replies; past this the moves taking the most are kept (``shortlist``)."""


def sorted_legal_moves(view: SeatView) -> list[Move]:
    """The moves the seat weighs, in listing order; ``ValueError`` if it has none to make.

    Players choose among these, so ties break the same way on every run.
    Every legal move is among them unless the table is crowded.
    """
    moves = sorted(shortlist(view.candidate_moves(), WEIGHED_MOVES), key=Move.sort_key)
    if not moves:
        raise ValueError("no legal move: it is not this seat's turn or the game is over")
    return moves


def shortlist(moves: list[Move], most: int) -> list[Move]:
    """At most ``most`` of ``moves``: all of them if they fit, else those that take or build on the most cards.

    Each trail is kept too (one a card at most): on a crowded table they are
    the moves that give nothing away, and a player must be able to choose one.
    """
    if len(moves) <= most:
        return moves
    trails = [m for m in moves if m.kind == TRAIL]
    others = sorted((m for m in moves if m.kind != TRAIL), key=lambda m: (-len(m.cards), m.kind != CAPTURE))
    return others[: max(0, most - len(trails))] + trails
