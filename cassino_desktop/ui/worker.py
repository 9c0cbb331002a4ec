"""The computer thinks in a worker thread; the window never waits for it.

``AiWorker`` lives in its own ``QThread`` and runs one request at a time.
Every request carries a generation number: when a new game starts or the
window closes, the controller bumps the generation and cancels the running
search, so an answer that arrives late is recognised as stale and dropped
instead of being played into the wrong game.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, QThread, Signal, Slot

from ..ai import CancelToken
from ..ai.levels import make_player
from ..engine import Move, SeatView


@dataclass(frozen=True)
class ThinkRequest:
    generation: int
    view: SeatView
    level: str
    budget: float
    cancel: CancelToken


class AiWorker(QObject):
    """Runs a computer player on a seat's view, in the worker thread."""

    moveChosen = Signal(int, object)  # generation, Move
    failed = Signal(int, str)  # generation, message

    @Slot(object)
    def think(self, request: ThinkRequest) -> None:
        if request.cancel.cancelled:
            return
        try:
            player = make_player(request.level, seed=request.generation)
            move = player.choose(request.view, request.budget, request.cancel)
        except Exception as err:  # a player bug must not take the window down
            self.failed.emit(request.generation, f"The computer could not choose a move: {err}")
            return
        if not request.cancel.cancelled:
            self.moveChosen.emit(request.generation, move)


class AiController(QObject):
    """The GUI-thread side: sends requests, drops stale answers, shuts down cleanly."""

    moveReady = Signal(object)  # Move, for the current generation only
    hintReady = Signal(object)  # Move suggested to the human, current generation only
    error = Signal(str)
    _request = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._generation = 0
        self._cancel: CancelToken | None = None
        self._hint_generation = -1
        self._thread = QThread()
        self._thread.setObjectName("computer-player")
        self._worker = AiWorker()
        self._worker.moveToThread(self._thread)
        self._request.connect(self._worker.think)
        self._worker.moveChosen.connect(self._on_move)
        self._worker.failed.connect(self._on_failed)
        self._thread.finished.connect(self._worker.deleteLater)
        self._thread.start()

    @property
    def generation(self) -> int:
        return self._generation

    @property
    def thinking(self) -> bool:
        return self._cancel is not None

    def request(self, view: SeatView, level: str, budget: float = 1.0) -> int:
        """Ask for a move; any earlier request is cancelled. Returns its generation."""
        self.cancel()
        self._cancel = CancelToken()
        self._request.emit(ThinkRequest(self._generation, view, level, budget, self._cancel))
        return self._generation

    def hint(self, view: SeatView, level: str, budget: float = 1.0) -> int:
        """Ask for the move ``level`` would play from the human's view; answered by ``hintReady``."""
        generation = self.request(view, level, budget)
        self._hint_generation = generation
        return generation

    def cancel(self) -> None:
        """Forget the request in flight: its answer, if any, will be dropped."""
        self._generation += 1
        if self._cancel is not None:
            self._cancel.cancel()
            self._cancel = None

    def shutdown(self) -> None:
        """Cancel and stop the thread (on quit). Waits only for a cancelled player to return."""
        self.cancel()
        self._thread.quit()
        self._thread.wait(5000)

    def _on_move(self, generation: int, move: Move) -> None:
        if generation != self._generation:
            return
        self._cancel = None
        if generation == self._hint_generation:
            self.hintReady.emit(move)
        else:
            self.moveReady.emit(move)

    def _on_failed(self, generation: int, message: str) -> None:
        if generation != self._generation:
            return
        self._cancel = None
        self.error.emit(message)
