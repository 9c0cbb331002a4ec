"""The computer's worker thread under interruption (new game, variant change, quit) and beside the window.

The worker here runs a player that uses its whole budget unless cancelled
(the real expert may stop early when one move clearly wins, and on a fast
machine it could answer before the test interrupts it). So each test really
interrupts a search in flight, checks that its late answer is dropped, not
played into the next game, and that quitting stops the thread cleanly.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import subprocess
import sys
import textwrap
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import ClassVar

import pytest
from PySide6.QtCore import QObject, QSettings, Qt, Signal
from pytestqt.qtbot import QtBot
from window_helpers import play_through_the_window

from cassino_desktop.ai import CancelToken
from cassino_desktop.ai.player import sorted_legal_moves
from cassino_desktop.engine import ROYAL, Move, SeatView, new_game, view_for
from cassino_desktop.seating import COMPUTER_SEAT, YOUR_SEAT
from cassino_desktop.ui.main_window import MainWindow
from cassino_desktop.ui.settings import Settings
from cassino_desktop.ui.worker import AiController, AiWorker, CoachMemory, Purpose, ThinkRequest


class FullBudgetPlayer:
    """Thinks for its whole budget (or until cancelled), then plays its first legal move."""

    name = "full-budget"

    def choose(self, view: SeatView, budget: float, cancel: CancelToken) -> Move:
        deadline = time.monotonic() + budget
        while not cancel.cancelled and time.monotonic() < deadline:
            time.sleep(0.01)
        return sorted_legal_moves(view)[0]


class GatedPlayer:
    """Thinks until the test opens the gate of its search (or it is cancelled), then plays its first legal move.

    Each search gets a gate of its own, in the order asked (``gates``), and says when it has seen its cancel
    (``cancelled``): the test decides when an answer comes, never the clock.
    """

    name = "gated"

    def __init__(self) -> None:
        self.gates: list[threading.Event] = []
        self.cancelled: list[int] = []

    def choose(self, view: SeatView, budget: float, cancel: CancelToken) -> Move:
        gate = threading.Event()
        self.gates.append(gate)
        number = len(self.gates)
        while not gate.wait(0.005):
            if cancel.cancelled:
                self.cancelled.append(number)
                break
        return sorted_legal_moves(view)[0]


class Delivered(QObject):
    """Hears the worker's answers in the window's thread, after the window's own receiver has had each."""

    heard = Signal()

    def __init__(self, worker: QObject) -> None:
        super().__init__()
        self.count = 0
        worker.answered.connect(self._heard)

    def _heard(self, _generation: int, _answer: object) -> None:
        self.count += 1
        self.heard.emit()


@pytest.fixture
def gated(monkeypatch: pytest.MonkeyPatch) -> GatedPlayer:
    player = GatedPlayer()
    monkeypatch.setattr("cassino_desktop.ui.worker.make_player", lambda level, seed=0: player)
    return player


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, gated: GatedPlayer) -> Iterator[MainWindow]:
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.speed = "Off"
    settings.difficulty = "expert"
    win = MainWindow(settings, seed=99)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()


def computer_thinking(win: MainWindow, qtbot: QtBot, gated: GatedPlayer) -> None:
    """Pass the lead so the computer starts thinking, and wait until its search has begun."""
    win.controller.pass_lead()
    qtbot.waitUntil(lambda: win.ai.thinking and len(gated.gates) == 1, timeout=5000)
    assert win.session.state.to_move == COMPUTER_SEAT


def answer_sent_but_not_yet_heard(win: MainWindow, gated: GatedPlayer) -> None:
    """Let the search in flight answer, and wait (without running the window's events) until the worker has sent it.

    The answer then waits in the window's queue of events, as one does that comes back while the window is busy.
    """
    sent = threading.Event()
    worker = win.ai._worker
    worker.answered.connect(lambda _generation, _answer: sent.set(), Qt.ConnectionType.DirectConnection)
    gated.gates[0].set()
    assert sent.wait(10), "the worker never answered"


def test_new_game_while_thinking_drops_the_late_answer(window: MainWindow, qtbot: QtBot, gated: GatedPlayer) -> None:
    """The last match's answer arrives once the next has begun, the computer thinking about its lead there: only its
    generation tells it is stale, and it is dropped (played, it would be refused or play another deal's card)."""
    said: list[str] = []
    window.controller.message.connect(lambda text, _ms: said.append(text))
    computer_thinking(window, qtbot, gated)
    delivered = Delivered(window.ai._worker)
    answer_sent_but_not_yet_heard(window, gated)
    window.settings.computer_leads = True
    window.deals.new_match(window.session.variant)  # the computer leads the new match too
    with qtbot.waitSignal(delivered.heard, timeout=5000):
        pass  # the late answer reaches the window, after its own receiver has had it
    qtbot.waitUntil(lambda: len(gated.gates) == 2, timeout=5000)  # the new match's search is under way
    assert window.session.moves_this_game == 0
    assert window.session.state.to_move == COMPUTER_SEAT and window.ai.thinking
    assert not [text for text in said if "computer" in text.lower()], said


def test_variant_change_while_thinking_drops_the_late_answer(
    window: MainWindow, qtbot: QtBot, gated: GatedPlayer
) -> None:
    """As for a new game, with Royal Cassino dealt instead: the answer for the other variant's deal is dropped."""
    computer_thinking(window, qtbot, gated)
    delivered = Delivered(window.ai._worker)
    answer_sent_but_not_yet_heard(window, gated)
    window.settings.computer_leads = True
    window.deals.new_match(ROYAL)
    with qtbot.waitSignal(delivered.heard, timeout=5000):
        pass
    qtbot.waitUntil(lambda: len(gated.gates) == 2, timeout=5000)
    assert window.session.variant is ROYAL
    assert window.session.moves_this_game == 0
    assert window.session.state.to_move == COMPUTER_SEAT and window.ai.thinking


def test_undo_while_thinking_cancels_the_search(window: MainWindow, qtbot: QtBot, gated: GatedPlayer) -> None:
    session = window.session
    qtbot.waitUntil(lambda: session.state.to_move == YOUR_SEAT and window.scene.state is session.state, timeout=5000)
    move = sorted(session.state.legal_moves(), key=lambda m: m.sort_key())[0]
    play_through_the_window(window, move)
    qtbot.waitUntil(lambda: window.ai.thinking and len(gated.gates) == 1, timeout=5000)
    window.controller.taking_back.undo()
    qtbot.waitUntil(lambda: gated.cancelled == [1], timeout=5000)  # the search saw its cancel, its gate still shut
    assert not window.ai.thinking
    assert session.moves_this_game == 0
    assert session.state.to_move == YOUR_SEAT


QUIT_WHILE_THINKING = textwrap.dedent(
    """
    import os, sys, tempfile
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import QSettings, QTimer
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    import time
    import cassino_desktop.ui.worker as worker
    from cassino_desktop.ai.player import sorted_legal_moves
    class FullBudgetPlayer:
        def choose(self, view, budget, cancel):
            deadline = time.monotonic() + budget
            while not cancel.cancelled and time.monotonic() < deadline:
                time.sleep(0.01)
            return sorted_legal_moves(view)[0]
    worker.make_player = lambda level, seed=0: FullBudgetPlayer()
    from cassino_desktop.ui.main_window import MainWindow
    from cassino_desktop.ui.settings import Settings
    settings = Settings(QSettings(os.path.join(tempfile.mkdtemp(), "s.ini"), QSettings.Format.IniFormat))
    settings.speed = "Off"
    settings.difficulty = "expert"
    window = MainWindow(settings, seed=5)
    window.show()
    window.controller.pass_lead()
    waited = [0]
    def quit_now():
        # Quit as soon as the computer is thinking (a loaded machine may take a moment to get there).
        waited[0] += 1
        if not window.ai.thinking and waited[0] < 100:
            QTimer.singleShot(50, quit_now)
            return
        print("thinking" if window.ai.thinking else "idle", flush=True)
        window.close()
        app.quit()
    QTimer.singleShot(100, quit_now)
    app.exec()
    print("closed cleanly")
    """
)


def test_quit_while_thinking_stops_the_thread_cleanly() -> None:
    done = subprocess.run(
        [sys.executable, "-c", QUIT_WHILE_THINKING], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    assert "thinking" in done.stdout, "the computer should have been thinking when the window closed"
    assert "closed cleanly" in done.stdout
    assert "QThread: Destroyed while thread is still running" not in done.stderr


def test_the_worker_sets_the_survivors_aside_before_and_after_every_search(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []

    class RecordingPlayer(FullBudgetPlayer):
        def choose(self, view: SeatView, budget: float, cancel: CancelToken) -> Move:
            calls.append("search")
            return super().choose(view, budget, cancel)

    monkeypatch.setattr("cassino_desktop.ui.worker.make_player", lambda level, seed=0: RecordingPlayer())
    monkeypatch.setattr("cassino_desktop.ui.worker.set_aside_survivors", lambda: calls.append("set aside"))
    state = new_game(ROYAL, 5)
    answers: list[object] = []
    worker = AiWorker()
    worker.answered.connect(lambda _generation, answer: answers.append(answer))
    worker.think(ThinkRequest(1, Purpose.MOVE, view_for(state, state.to_move), "expert", 0.0, CancelToken()))
    assert calls == ["set aside", "search", "set aside"]
    assert answers == [sorted_legal_moves(view_for(state, state.to_move))[0]]


class CountingCoach:
    """Stands in for the expert's valuation: counts the searches, and answers each with new values.

    A real search samples new deals each time, so two searches of one position
    disagree; here they always do, which a kept answer must hide.
    """

    searches: ClassVar[list[float]] = []

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def evaluate(self, view: SeatView, budget: float, cancel: CancelToken) -> dict[Move, float]:
        CountingCoach.searches.append(budget)
        number = len(CountingCoach.searches)
        return {m: float(number * 10 + i) for i, m in enumerate(sorted_legal_moves(view))}


@pytest.fixture
def counting_coach(monkeypatch: pytest.MonkeyPatch) -> type[CountingCoach]:
    CountingCoach.searches = []
    monkeypatch.setattr("cassino_desktop.ai.expert.ExpertPlayer", CountingCoach)  # the worker reads it there
    return CountingCoach


def coach_answers(worker: AiWorker) -> list[dict[Move, float]]:
    answers: list[dict[Move, float]] = []
    worker.answered.connect(lambda _generation, answer: answers.append(answer))
    return answers


def coach_request(generation: int, view: SeatView, budget: float = 1.0) -> ThinkRequest:
    return ThinkRequest(generation, Purpose.COACH, view, "expert", budget, CancelToken())


def test_the_coach_answers_a_position_asked_again_without_a_new_search(counting_coach: type[CountingCoach]) -> None:
    state = new_game(ROYAL, 5)
    worker = AiWorker()
    answers = coach_answers(worker)
    worker.think(coach_request(1, view_for(state, YOUR_SEAT)))
    worker.think(coach_request(2, view_for(state, YOUR_SEAT)))  # an equal view, made afresh (a refused drop)
    worker.think(coach_request(3, view_for(state, YOUR_SEAT), budget=0.5))  # less time changes nothing either
    assert counting_coach.searches == [1.0]
    assert answers[0] == answers[1] == answers[2]
    first_best = max(answers[0], key=lambda m: answers[0][m])
    assert all(max(a, key=lambda m: a[m]) == first_best for a in answers)

    moved = state.apply(sorted_legal_moves(view_for(state, YOUR_SEAT))[0])
    later = moved.apply(sorted_legal_moves(view_for(moved, COMPUTER_SEAT))[0])
    worker.think(coach_request(4, view_for(later, YOUR_SEAT)))  # another position: a new search
    assert counting_coach.searches == [1.0, 1.0]
    worker.think(coach_request(5, view_for(state, YOUR_SEAT)))  # back to the first (undo, redo): still kept
    assert len(counting_coach.searches) == 2 and answers[-1] == answers[0]


def test_a_longer_budget_refines_the_kept_answer(counting_coach: type[CountingCoach]) -> None:
    state = new_game(ROYAL, 5)
    view = view_for(state, YOUR_SEAT)
    worker = AiWorker()
    answers = coach_answers(worker)
    worker.think(coach_request(1, view, budget=1.0))
    worker.think(coach_request(2, view, budget=3.0))
    assert counting_coach.searches == [1.0, 2.0]  # only the time not yet spent is searched
    first, refined = answers
    # Search 1 gave 10 + i, search 2 gave 20 + i: pooled by time, (10 + i) / 3 + (20 + i) * 2 / 3.
    assert refined == {m: pytest.approx(first[m] + 20 / 3) for m in first}
    assert sorted(refined, key=refined.__getitem__) == sorted(first, key=first.__getitem__)
    worker.think(coach_request(3, view, budget=3.0))
    assert len(counting_coach.searches) == 2 and answers[2] == refined


def test_a_cancelled_coach_search_is_not_kept(counting_coach: type[CountingCoach]) -> None:
    state = new_game(ROYAL, 5)
    view = view_for(state, YOUR_SEAT)
    worker = AiWorker()
    answers = coach_answers(worker)
    cancelled = coach_request(1, view)
    search = CountingCoach.evaluate

    def cancel_while_searching(
        self: CountingCoach, view: SeatView, budget: float, cancel: CancelToken
    ) -> dict[Move, float]:
        cancel.cancel()
        return search(self, view, budget, cancel)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(CountingCoach, "evaluate", cancel_while_searching)
        worker.think(cancelled)
    assert answers == []
    worker.think(coach_request(2, view))
    assert len(counting_coach.searches) == 2 and answers == [
        {m: 20.0 + i for i, m in enumerate(sorted_legal_moves(view))}
    ]


def test_the_coach_through_the_thread_searches_once_per_position(
    qtbot: QtBot, counting_coach: type[CountingCoach]
) -> None:
    controller = AiController()
    try:
        state = new_game(ROYAL, 5)
        answers: list[dict[Move, float]] = []
        controller.coachReady.connect(answers.append)
        for asked in range(1, 4):
            controller.coach(view_for(state, YOUR_SEAT), 0.2)

            def answered(asked: int = asked) -> bool:
                return len(answers) == asked

            qtbot.waitUntil(answered, timeout=5000)
        assert len(counting_coach.searches) == 1
        assert answers[0] == answers[1] == answers[2]
    finally:
        controller.shutdown()


def test_the_coach_memory_forgets_the_position_asked_about_longest_ago() -> None:
    memory = CoachMemory()
    views = [view_for(new_game(ROYAL, seed), YOUR_SEAT) for seed in range(CoachMemory.LIMIT + 1)]
    for view in views:
        memory.remember(view, {}, 1.0)
    assert memory.recall(views[0], 1.0) is None
    assert memory.recall(views[1], 1.0) == {} and memory.recall(views[-1], 1.0) == {}
