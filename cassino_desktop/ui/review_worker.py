"""The review of a game, searched in a thread of its own so the window and the computer's turns go on."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal, Slot

from ..ai import CancelToken
from ..ai.gc_pacing import collections_paused, set_aside_survivors
from ..ai.review import REVIEW_WORLDS, MoveReview, ReviewCancelled, review_game
from ..engine import GameState, Move
from .worker import RequestThread


@dataclass(frozen=True)
class ReviewRequest:
    generation: int
    start: GameState
    moves: tuple[Move, ...]
    seats: frozenset[int]
    worlds: int
    cancel: CancelToken


class _ReviewWorker(QObject):
    """Lives in the review thread: reviews the game asked for, move by move."""

    reviewed = Signal(int, object, int, int)  # generation, MoveReview, done, total
    finished = Signal(int, object)  # generation, GameReview
    failed = Signal(int, str)  # generation, message

    @Slot(object)
    def run(self, request: ReviewRequest) -> None:
        def report(move: MoveReview, done: int, total: int) -> None:
            set_aside_survivors()  # each move's search starts with only its own objects to collect
            if not request.cancel.cancelled:
                self.reviewed.emit(request.generation, move, done, total)

        set_aside_survivors()
        try:
            with collections_paused():
                review = review_game(
                    request.start,
                    request.moves,
                    request.seats,
                    worlds=request.worlds,
                    cancel=request.cancel,
                    progress=report,
                )
        except ReviewCancelled:
            return
        except Exception as err:  # a bug in the search must not take the window down
            self.failed.emit(request.generation, f"The review stopped: {err}")
            return
        if not request.cancel.cancelled:
            self.finished.emit(request.generation, review)


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
        """A cancelled review returns within one sampled world."""
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
