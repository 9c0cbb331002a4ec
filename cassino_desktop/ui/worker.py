"""The computer thinks in a worker thread; the window never waits for it.

``AiWorker`` lives in its own ``QThread`` and runs one request at a time:
the computer's move, a hint for the player, or the coach's valuation of the
player's moves. Every request carries a generation number: when a new game
starts, the player moves or the window closes, the controller bumps the
generation and cancels the running search, so an answer that arrives late
is recognised as stale and dropped instead of being played into the wrong game.

Two things keep the window moving while the worker searches. The window's
thread gives up the interpreter's lock at every call into Qt and must win
it back afterwards: the game's entry point shortens the lock's hand-over for
the whole process (``ai.process_tuning``), so the window does not wait long.
And the search's caches are set aside from the garbage collector between
searches (``ai.gc_pacing``), so no full collection holds the lock in the
middle of a move. The measurements behind both are in docs/STRENGTH.md.

The coach's answer for a position is kept (``CoachMemory``): each search
samples other deals, so a second search of the same position could reorder
moves of close value, and the coach must not change its mind about nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QObject, QThread, Signal, Slot

from ..ai import CancelToken
from ..ai.gc_pacing import set_aside_survivors
from ..ai.levels import make_player
from ..engine import Move, SeatView
from .i18n import translator

_ = translator("worker")


class Purpose(Enum):
    MOVE = "move"  # the computer's own move
    HINT = "hint"  # the move the player could make
    COACH = "coach"  # every move of the player with its estimated value


@dataclass(frozen=True)
class ThinkRequest:
    generation: int
    purpose: Purpose
    view: SeatView
    level: str
    budget: float
    cancel: CancelToken


class CoachMemory:
    """The coach's valuations of the positions it was asked about, the latest ``LIMIT`` of them.

    The same position (an equal view) gets the same answer without a new
    search, also after an undo and a redo bring it back. A longer budget than
    the one spent refines it: the extra search's values are pooled with the
    kept ones, weighted by the time each had, as one estimate over more
    sampled deals; a fresh estimate never replaces it.
    """

    LIMIT = 64
    """Positions kept: a whole game of the player's turns, undo and redo included."""

    def __init__(self) -> None:
        self._kept: dict[SeatView, tuple[dict[Move, float], float]] = {}

    def recall(self, view: SeatView, budget: float) -> dict[Move, float] | None:
        """The kept answer for ``view`` if it had at least ``budget`` seconds, else None."""
        kept = self._kept.get(view)
        return dict(kept[0]) if kept is not None and budget <= kept[1] else None

    def budget_to_add(self, view: SeatView, budget: float) -> float:
        """How much of ``budget`` is still to search for ``view`` (all of it for a new position)."""
        kept = self._kept.get(view)
        return max(0.0, budget - kept[1]) if kept is not None else budget

    def remember(self, view: SeatView, values: dict[Move, float], budget: float) -> dict[Move, float]:
        """Keep (or pool in) a finished search of ``budget`` seconds; returns the answer now kept."""
        kept = self._kept.pop(view, None)
        if kept is not None and kept[1] > 0 and values.keys() == kept[0].keys():
            old, spent = kept
            total = spent + budget
            values = {m: (old[m] * spent + v * budget) / total for m, v in values.items()}
            budget = total
        self._kept[view] = (dict(values), budget)
        while len(self._kept) > self.LIMIT:
            del self._kept[next(iter(self._kept))]  # the position asked about longest ago
        return dict(values)


class AiWorker(QObject):
    """Runs a computer player on a seat's view, in the worker thread."""

    answered = Signal(int, object)  # generation, Move or dict[Move, float]
    failed = Signal(int, str)  # generation, message

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.coach_memory = CoachMemory()

    @Slot(object)
    def think(self, request: ThinkRequest) -> None:
        if request.cancel.cancelled:
            return
        if request.purpose is Purpose.COACH:
            kept = self.coach_memory.recall(request.view, request.budget)
            if kept is not None:
                self.answered.emit(request.generation, kept)
                return
        answer: object
        set_aside_survivors()
        try:
            if request.purpose is Purpose.COACH:
                answer = self._coach(request)
            else:
                player = make_player(request.level, seed=request.generation)
                answer = player.choose(request.view, request.budget, request.cancel)
        except Exception as err:  # a player bug must not take the window down
            self.failed.emit(request.generation, _("The computer could not think: {reason}").format(reason=err))
            return
        finally:
            set_aside_survivors()
        if not request.cancel.cancelled:
            self.answered.emit(request.generation, answer)

    def _coach(self, request: ThinkRequest) -> dict[Move, float]:
        """Value the player's moves, searching only what the kept answer for this position lacks."""
        from ..ai.expert import ExpertPlayer  # read with the coach's first question, not at start

        budget = self.coach_memory.budget_to_add(request.view, request.budget)
        values = ExpertPlayer(request.generation).evaluate(request.view, budget, request.cancel)
        if request.cancel.cancelled:
            return values  # cut short: dropped by the caller, and not worth keeping
        return self.coach_memory.remember(request.view, values, budget)


class RequestThread(QObject):
    """A worker in a thread of its own, asked one thing at a time from the window's thread.

    A new request cancels the one in flight; every request carries a
    generation, and an answer whose generation is not the latest is stale
    and dropped (``is_current``), so a cancelled search can never answer
    for the one that replaced it.
    """

    def __init__(self, worker: QObject, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._generation = 0
        self._cancel: CancelToken | None = None
        self._worker = worker  # held here: a worker without a parent lives as long as its Python object
        self._thread = QThread()
        self._thread.setObjectName(name)
        self._thread.finished.connect(worker.deleteLater)
        self._thread_started = False  # the thread starts with the first request, not with the window

    def _start_thread(self) -> None:
        """The worker moves to its thread, started, before its first request: a window whose player moves
        first has no thread to start before its first paint."""
        if not self._thread_started:
            self._thread_started = True
            self._worker.moveToThread(self._thread)
            self._thread.start()

    @property
    def generation(self) -> int:
        return self._generation

    @property
    def busy(self) -> bool:
        """True from a request until its answer (or a cancel)."""
        return self._cancel is not None

    def _next_request(self) -> tuple[int, CancelToken]:
        """Cancel what is in flight; the generation and cancel token of the request about to be sent."""
        self._start_thread()
        self.cancel()
        self._cancel = CancelToken()
        return self._generation, self._cancel

    def _answered(self, generation: int) -> bool:
        """Whether an answer of ``generation`` is the latest request's (which is then no longer in flight)."""
        if generation != self._generation:
            return False
        self._cancel = None
        return True

    def cancel(self) -> None:
        """Forget the request in flight: its answer, if any, will be dropped."""
        self._generation += 1
        if self._cancel is not None:
            self._cancel.cancel()
            self._cancel = None

    def shutdown(self, wait_ms: int = 5000) -> None:
        """Cancel and stop the thread. Waits only for a cancelled search to return."""
        self.cancel()
        self._thread.quit()
        self._thread.wait(wait_ms)


class AiController(RequestThread):
    """The GUI-thread side of the computer's thinking: its moves, hints and the coach's values."""

    moveReady = Signal(object)  # Move: the computer's move
    hintReady = Signal(object)  # Move suggested to the player
    coachReady = Signal(object)  # dict[Move, float]: the player's moves valued
    error = Signal(str)
    _request = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        worker = AiWorker()
        super().__init__(worker, "computer-player", parent)
        self._purpose = Purpose.MOVE
        self._request.connect(worker.think)
        worker.answered.connect(self._on_answer)
        worker.failed.connect(self._on_failed)

    @property
    def thinking(self) -> bool:
        """True while the computer's own move is being searched."""
        return self.busy and self._purpose is Purpose.MOVE

    def request(self, view: SeatView, level: str, budget: float = 1.0) -> int:
        """Ask for the computer's move; anything in flight is cancelled. Returns its generation."""
        return self._send(Purpose.MOVE, view, level, budget)

    def hint(self, view: SeatView, level: str, budget: float = 1.0) -> int:
        """Ask for the move ``level`` would play from the player's view (``hintReady``)."""
        return self._send(Purpose.HINT, view, level, budget)

    def coach(self, view: SeatView, budget: float = 1.0) -> int:
        """Ask for every legal move of the player with its estimated value (``coachReady``)."""
        return self._send(Purpose.COACH, view, "expert", budget)

    def _send(self, purpose: Purpose, view: SeatView, level: str, budget: float) -> int:
        generation, cancel = self._next_request()
        self._purpose = purpose
        self._request.emit(ThinkRequest(generation, purpose, view, level, budget, cancel))
        return generation

    def _on_answer(self, generation: int, answer: object) -> None:
        if not self._answered(generation):
            return
        if self._purpose is Purpose.COACH:
            self.coachReady.emit(answer)
        elif self._purpose is Purpose.HINT:
            self.hintReady.emit(answer)
        else:
            self.moveReady.emit(answer)

    def _on_failed(self, generation: int, message: str) -> None:
        if self._answered(generation):
            self.error.emit(message)
