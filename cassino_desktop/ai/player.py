"""The interface every computer player offers to the table and the command line."""

from __future__ import annotations

import math
import threading
from dataclasses import dataclass
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


@dataclass(frozen=True)
class Budget:
    """How much a player may think: time on a clock, or an amount of work that plays alike on any machine.

    ``seconds`` is thinking time: what a player finds in it depends on how
    fast and how busy the machine is. ``worlds`` is the number of worlds the
    expert samples (fewer when they settle the choice early), however long
    they take, so a seed and a position give the same move anywhere, at any
    load. ``nodes`` bounds the exact search of the last deal (with either):
    past it the expert samples that deal like an earlier one. Give seconds
    or worlds, not both. Levels below the expert never search, and take no
    notice of the budget.
    """

    seconds: float | None = None
    worlds: int | None = None
    nodes: int | None = None

    def __post_init__(self) -> None:
        if (self.seconds is None) == (self.worlds is None):
            raise ValueError("a budget is a number of seconds or a number of worlds: give one of them")
        if self.seconds is not None and not (self.seconds >= 0 and math.isfinite(self.seconds)):
            raise ValueError(f"a budget's seconds are a number from 0 up, not {self.seconds}")
        if self.worlds is not None and self.worlds < 1:
            raise ValueError(f"a budget's worlds are a whole number from 1 up, not {self.worlds}")
        if self.nodes is not None and self.nodes < 1:
            raise ValueError(f"a budget's nodes are a whole number from 1 up, not {self.nodes}")

    @property
    def timed(self) -> bool:
        """True when the budget is time on a clock, so what a search finds depends on the machine."""
        return self.seconds is not None

    def __str__(self) -> str:
        """As the command line says it: '1 s', '40 worlds', '40 worlds, 100000 nodes'."""
        spent = f"{self.seconds:g} s" if self.seconds is not None else f"{self.worlds} worlds"
        return spent if self.nodes is None else f"{spent}, {self.nodes} nodes"


def as_budget(budget: float | Budget) -> Budget:
    """A ``Budget`` from what a caller gave: a plain number is seconds, as it always was."""
    return budget if isinstance(budget, Budget) else Budget(seconds=float(budget))


class Player(Protocol):
    """Chooses a move for the seat to move, from that seat's view only."""

    name: str

    def choose(self, view: SeatView, budget: float | Budget, cancel: CancelToken) -> Move:
        """A legal move for ``view.seat``; ``budget`` is thinking time in seconds, or a ``Budget``."""
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

    def choose(self, view: SeatView, budget: float | Budget, cancel: CancelToken) -> Move:
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
