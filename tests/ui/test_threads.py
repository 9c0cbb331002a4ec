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
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from window_helpers import play_through_the_window

from cassino_desktop.ai import CancelToken
from cassino_desktop.ai.player import Player, sorted_legal_moves
from cassino_desktop.engine import ROYAL, Move, SeatView, new_game, view_for
from cassino_desktop.ui.main_window import MainWindow
from cassino_desktop.ui.session import COMPUTER, HUMAN
from cassino_desktop.ui.settings import Settings
from cassino_desktop.ui.worker import HANDOVER_INTERVAL, AiController, AiWorker, Purpose, ThinkRequest


class FullBudgetPlayer:
    """Thinks for its whole budget (or until cancelled), then plays its first legal move."""

    name = "full-budget"

    def choose(self, view: SeatView, budget: float, cancel: CancelToken) -> Move:
        deadline = time.monotonic() + budget
        while not cancel.cancelled and time.monotonic() < deadline:
            time.sleep(0.01)
        return sorted_legal_moves(view)[0]


def full_budget_player(level: str, seed: int = 0) -> Player:
    return FullBudgetPlayer()


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    monkeypatch.setattr("cassino_desktop.ui.worker.make_player", full_budget_player)
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.speed = "Off"
    settings.difficulty = "expert"
    win = MainWindow(settings, seed=99)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()


def computer_thinking(win: MainWindow, qtbot: QtBot) -> None:
    """Pass the lead so the computer starts thinking, and wait until it does."""
    win.pass_lead()
    qtbot.waitUntil(lambda: win.ai.thinking, timeout=5000)
    assert win.session.state.to_move == COMPUTER


def test_new_game_while_thinking_drops_the_late_answer(window: MainWindow, qtbot: QtBot) -> None:
    computer_thinking(window, qtbot)
    window.new_match(window.session.variant)  # the human leads the new match
    assert not window.ai.thinking
    QTest.qWait(1500)  # longer than the expert's budget: its answer has come back by now
    state = window.session.state
    assert state.to_move == HUMAN
    assert window.session.moves_this_game == 0


def test_variant_change_while_thinking_drops_the_late_answer(window: MainWindow, qtbot: QtBot) -> None:
    computer_thinking(window, qtbot)
    window.new_match(ROYAL)
    QTest.qWait(1500)
    assert window.session.variant is ROYAL
    assert window.session.moves_this_game == 0
    assert window.session.state.to_move == HUMAN


def test_undo_while_thinking_cancels_the_search(window: MainWindow, qtbot: QtBot) -> None:
    window.settings.difficulty = "expert"
    session = window.session
    qtbot.waitUntil(lambda: session.state.to_move == HUMAN and window.scene.state is session.state, timeout=5000)
    move = sorted(session.state.legal_moves(), key=lambda m: m.sort_key())[0]
    play_through_the_window(window, move)
    qtbot.waitUntil(lambda: window.ai.thinking, timeout=5000)
    window.undo()
    QTest.qWait(1500)
    assert session.moves_this_game == 0
    assert session.state.to_move == HUMAN


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
    window.pass_lead()
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


def test_the_window_thread_wins_the_interpreter_lock_back_quickly(qtbot: QtBot) -> None:
    before = sys.getswitchinterval()
    try:
        sys.setswitchinterval(0.005)  # Python's default
        controller = AiController()
        assert sys.getswitchinterval() <= HANDOVER_INTERVAL
        controller.shutdown()
        sys.setswitchinterval(HANDOVER_INTERVAL / 2)  # a host's shorter interval stays
        controller = AiController()
        assert sys.getswitchinterval() == pytest.approx(HANDOVER_INTERVAL / 2)
        controller.shutdown()
    finally:
        sys.setswitchinterval(before)


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
