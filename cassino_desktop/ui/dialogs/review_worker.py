"""The review of a game, searched in a process of its own so the window and the computer's turns go on."""

from __future__ import annotations

import queue
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal, Slot

from ...ai import CancelToken
from ...ai.review import REVIEW_WORLDS, MoveReview, review_into
from ...engine import GameState, Move
from ..i18n import translator
from ..worker import RequestThread

if TYPE_CHECKING:
    from multiprocessing.process import BaseProcess
    from multiprocessing.queues import Queue

_ = translator("review_worker")

POLL_SECONDS = 0.05
"""How often the review's thread looks whether the review was cancelled while it waits for the next move."""
PROCESS_GRACE = 2.0
"""Seconds a review's process is given to end after it has been told to."""


@dataclass(frozen=True)
class ReviewRequest:
    generation: int
    start: GameState
    moves: tuple[Move, ...]
    seats: frozenset[int]
    worlds: int
    cancel: CancelToken


class _ReviewWorker(QObject):
    """Lives in the review thread: starts the review's process and relays what it finds, move by move.

    The search runs in a process of its own (``review_into``), so the
    window's interpreter is never held by it; this thread only waits on the
    process's queue. Cancelling ends the process at once.
    """

    reviewed = Signal(int, object, int, int)  # generation, MoveReview, done, total
    finished = Signal(int, object)  # generation, GameReview
    failed = Signal(int, str)  # generation, message

    @Slot(object)
    def run(self, request: ReviewRequest) -> None:
        if request.cancel.cancelled:  # replaced or stopped before it began: no process for it
            return
        import multiprocessing  # when a review is asked for: the window starts without it

        context = multiprocessing.get_context("spawn")  # a fork of a process with Qt's threads may deadlock
        outbox = context.Queue()
        process = context.Process(
            target=review_into,
            args=(outbox, request.start, request.moves, request.seats, request.worlds),
            name="cassino-review",
            daemon=True,
        )
        try:
            process.start()
        except Exception as err:  # no process for it (resources, or a program that cannot start one)
            outbox.close()
            reason = str(err).strip() or type(err).__name__
            self.failed.emit(request.generation, _("The review could not start: {reason}").format(reason=reason))
            return
        try:
            self._relay(request, process, outbox)
        finally:
            if process.is_alive():
                process.terminate()
            process.join(PROCESS_GRACE)
            outbox.close()

    def _relay(self, request: ReviewRequest, process: BaseProcess, outbox: Queue[object]) -> None:
        while not request.cancel.cancelled:
            try:
                item = outbox.get(timeout=POLL_SECONDS)
            except queue.Empty:
                if process.is_alive():
                    continue
                try:  # what it put just before it ended may arrive only now
                    item = outbox.get(timeout=POLL_SECONDS)
                except queue.Empty:
                    stopped = _("The review stopped (its process ended, {code}).").format(code=process.exitcode)
                    self.failed.emit(request.generation, stopped)
                    return
            assert isinstance(item, tuple)
            if item[0] == "move":
                _kind, move, done, total = item
                self.reviewed.emit(request.generation, move, done, total)
            elif item[0] == "done":
                self.finished.emit(request.generation, item[1])
                return
            else:
                self.failed.emit(request.generation, _("The review stopped: {reason}").format(reason=item[1]))
                return


class ReviewRunner(RequestThread):
    """The window's side of a review: starts it, relays its progress, cancels it, stops its thread."""

    reviewed = Signal(object, int, int)  # MoveReview, done, total
    finished = Signal(object)  # GameReview
    failed = Signal(str)
    _start = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        worker = _ReviewWorker()
        super().__init__(worker, "game-review", parent)
        self._start.connect(worker.run)
        worker.reviewed.connect(self._relay_reviewed)
        worker.finished.connect(self._relay_finished)
        worker.failed.connect(self._relay_failed)

    @property
    def running(self) -> bool:
        return self.busy

    def review(
        self, start: GameState, moves: Sequence[Move], seats: Collection[int], worlds: int = REVIEW_WORLDS
    ) -> None:
        """Review ``seats``' moves of the game; a review in flight is cancelled first."""
        generation, cancel = self._next_request()
        self._start.emit(ReviewRequest(generation, start, tuple(moves), frozenset(seats), worlds, cancel))

    def shutdown(self, wait_ms: int = 10_000) -> None:
        """A cancelled review's process is ended within one poll."""
        super().shutdown(wait_ms)

    def _relay_reviewed(self, generation: int, move: MoveReview, done: int, total: int) -> None:
        if generation == self.generation:  # progress: the review is still in flight
            self.reviewed.emit(move, done, total)

    def _relay_finished(self, generation: int, review: object) -> None:
        if self._answered(generation):
            self.finished.emit(review)

    def _relay_failed(self, generation: int, message: str) -> None:
        if self._answered(generation):
            self.failed.emit(message)
