"""The coach: every move the person at the screen can make, weighed by the worker, with what it is worth.

The table's controller says when it is that person's turn; the coach asks
the worker once per position and words the answer as lines for the side
panel. Its strings keep the ``table_controller`` context of the translation
files they were written under.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from ..engine import Move, SeatView, Variant
from . import words
from .i18n import translator
from .worker import AiController

_ = translator("table_controller")

COACH_BUDGET = 1.0
"""Seconds the coach weighs the player's moves, once per position."""


@dataclass(frozen=True)
class CoachLine:
    """One line of the coach's list: what it says, the move it stands for ('' for none), and why."""

    text: str
    move: str = ""
    tip: str = ""


class Coach(QObject):
    """Asks the worker to weigh a position once and keeps its answer as lines, said again in a new language.

    ``position`` gives the view of the person at the screen when it is theirs to move (None otherwise) and
    whether every card is known (the last deal), so an answer for a position that is gone is dropped.
    """

    changed = Signal(object)  # list[CoachLine]: the coach's list now (empty: the usual line)

    def __init__(
        self,
        ai: AiController,
        on: bool,
        variant: Callable[[], Variant],
        position: Callable[[], tuple[SeatView, bool] | None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.ai = ai
        self.on = on
        self._variant = variant
        self._position = position
        self._answer: tuple[dict[Move, float], bool] = ({}, False)  # what the coach's lines say, and if exact
        self._view: SeatView | None = None  # the position the coach's answer (or question) is for
        self._lines: list[CoachLine] = []
        self._asked = False  # a question for _view is with the worker
        self.evaluations = 0  # how many times the coach was asked to weigh a position (tests)
        ai.coachReady.connect(self._on_answer)

    def ask(self, view: SeatView) -> None:
        """Weigh the moves of ``view`` once: the same position keeps the answer it got.

        Each search samples new deals of the unseen cards, so asking again for
        the same position would reshuffle a ranking the player has already read.
        """
        if view == self._view and (self._lines or self._asked):
            if self._lines:
                self.changed.emit(list(self._lines))
            return
        self._view = view
        self._lines = []
        self._asked = True
        self.evaluations += 1
        self.changed.emit([CoachLine(_("The coach is weighing your moves…"))])
        self.ai.coach(view, COACH_BUDGET)

    def displaced(self) -> None:
        """Another question (the hint's) has replaced the coach's in the worker: it is asked again later."""
        self._asked = False

    def hide(self) -> None:
        """The hand is turned face down: the list, which names its cards, goes with it."""
        self._view = None
        self._lines = []
        self.changed.emit([])

    def forget(self) -> None:
        """The coach's advice was for a game that is over or gone: the list says only the usual line."""
        self._view = None
        self._lines = []
        self._asked = False
        self.changed.emit([])

    def retranslate(self) -> None:
        """Say the list again in the language in use."""
        if self._lines:
            self._lines = self._list(*self._answer)
            self.changed.emit(list(self._lines))
        elif self._asked:
            self.changed.emit([CoachLine(_("The coach is weighing your moves…"))])

    def _on_answer(self, values: dict[Move, float]) -> None:
        self._asked = False
        position = self._position()
        if position is None or not values or position[0] != self._view:
            return
        self._answer = (values, position[1])
        self._lines = self._list(*self._answer)
        self.changed.emit(list(self._lines))

    def _list(self, values: dict[Move, float], exact: bool) -> list[CoachLine]:
        """The coach's lines for its answer: each move, best first, with its value (``exact`` in the last deal)."""
        if not values:
            return []
        best = max(values.values())
        if exact:
            tip = _("Final point difference with best play (all cards are known in the last deal)")
        else:
            tip = _(
                "Estimated point difference (you minus the computer) by the end of this round, "
                "averaged over deals of the cards you cannot see"
            )
        variant = self._variant()
        lines = []
        for move, value in sorted(values.items(), key=lambda mv: (-mv[1], Move.sort_key(mv[0]))):
            points, gap = f"{value:+.1f}", f"{value - best:+.1f}"
            if value >= best - 1e-9:
                worth = _("{points} points (best)")
            elif gap == "-0.0":  # worse by less than the list shows
                worth = _("{points} points (about as good as the best)")
            else:
                worth = _("{points} points ({gap} against the best)")
            command = words.move_command(move, variant)
            lines.append(CoachLine(f"{command}\n    {worth.format(points=points, gap=gap)}", str(move), tip))
        return lines
