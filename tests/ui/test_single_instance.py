"""One window for one player's files: a second start brings the running window forward and ends.

Each test's windows run in processes of their own (a window answers a second
start from its event loop, which a test in the same process would block);
their data folder is the test's own home (``conftest.own_home``).
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from cassino_desktop.ui.single_instance import LOCK_NAME, Claim, SingleInstance, server_name

HANG = 60.0
"""Seconds no start comes near unless it hangs: a bound, not a measure of speed."""

RUNNING_WINDOW = """
import sys
from pathlib import Path
from PySide6.QtWidgets import QApplication
from cassino_desktop.ui.single_instance import Claim, SingleInstance

app = QApplication([])
instance = SingleInstance(Path(sys.argv[1]))
claim = instance.claim()
if claim is Claim.RUN:
    instance.listen()
print(claim.value, flush=True)
if claim is not Claim.RUN:
    sys.exit(0)
instance.forwardAsked.connect(lambda: print("asked forward", flush=True))
app.exec()
"""

THE_GAME = """
import sys
from cassino_desktop.ui.app import run_gui
sys.exit(run_gui(["cassino"]))
"""


def environment() -> dict[str, str]:
    return dict(os.environ, QT_QPA_PLATFORM="offscreen")


def started(script: str, *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", script, *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=environment(),
    )


@pytest.fixture
def processes() -> Iterator[list[subprocess.Popen[str]]]:
    """The processes a test starts, ended after it whatever happened (a stopped one is woken to end)."""
    started_here: list[subprocess.Popen[str]] = []
    yield started_here
    for process in started_here:
        if process.poll() is None:
            process.send_signal(signal.SIGCONT)
            process.kill()
        process.communicate()


def first_line(process: subprocess.Popen[str]) -> str:
    assert process.stdout is not None
    return process.stdout.readline().strip()


def wait_for_the_lock(folder: Path) -> None:
    deadline = time.monotonic() + HANG
    while not (folder / LOCK_NAME).exists():
        assert time.monotonic() < deadline, "the first window never took the folder"
        time.sleep(0.05)


def test_a_second_start_brings_the_running_window_forward_and_ends(
    tmp_path: Path, processes: list[subprocess.Popen[str]]
) -> None:
    running = started(RUNNING_WINDOW, str(tmp_path))
    processes.append(running)
    assert first_line(running) == "run"
    QApplication.instance() or QApplication([])
    second = SingleInstance(tmp_path)
    assert second.claim() is Claim.FORWARDED
    assert first_line(running) == "asked forward"
    assert running.poll() is None  # the running window goes on


def test_the_lock_of_a_window_that_died_is_taken_over(tmp_path: Path, processes: list[subprocess.Popen[str]]) -> None:
    running = started(RUNNING_WINDOW, str(tmp_path))
    processes.append(running)
    assert first_line(running) == "run"
    running.kill()  # no chance to let go of the folder
    running.wait()
    assert (tmp_path / LOCK_NAME).exists()
    QApplication.instance() or QApplication([])
    taking_over = SingleInstance(tmp_path)
    try:
        assert taking_over.claim(wait=HANG) is Claim.RUN
        taking_over.listen()
        again = started(RUNNING_WINDOW, str(tmp_path))  # and the window that took over answers the next start
        processes.append(again)
        asked: list[bool] = []
        taking_over.forwardAsked.connect(lambda: asked.append(True))
        deadline = time.monotonic() + HANG
        while again.poll() is None:
            QApplication.processEvents()
            assert time.monotonic() < deadline
            time.sleep(0.01)
        assert first_line(again) == "forwarded" and asked == [True]
    finally:
        taking_over.release()


def test_a_window_that_does_not_answer_is_not_taken_over(
    tmp_path: Path, processes: list[subprocess.Popen[str]]
) -> None:
    running = started(RUNNING_WINDOW, str(tmp_path))
    processes.append(running)
    assert first_line(running) == "run"
    running.send_signal(signal.SIGSTOP)  # hung: it holds the folder and says nothing
    QApplication.instance() or QApplication([])
    second = SingleInstance(tmp_path)
    assert second.claim(wait=0.5) is Claim.UNANSWERED
    assert f"(process {running.pid})" in second.unanswered_words()
    running.send_signal(signal.SIGCONT)
    assert first_line(running) == "asked forward"  # it had been asked, and answers once it wakes


def test_starting_the_game_twice_opens_one_window(processes: list[subprocess.Popen[str]]) -> None:
    """The game itself: the second ``cassino`` asks the first forward and ends with status 0, opening nothing."""
    first = started(THE_GAME)
    processes.append(first)
    wait_for_the_lock(Path(os.environ["XDG_DATA_HOME"]) / "Cassino" / "Cassino")  # the game's data folder
    second = started(THE_GAME)
    processes.append(second)
    try:
        status = second.wait(timeout=HANG)
    except subprocess.TimeoutExpired:
        pytest.fail("the second start opened a window of its own")
    assert status == 0, second.communicate()[1]
    assert first.poll() is None  # the first window plays on


def test_the_socket_is_named_by_the_sha256_of_the_data_folder() -> None:
    """The name a running window listens under: "cassino-" and the first 24 hexadecimal digits of the SHA-256 of
    the folder's absolute path in UTF-8, worked out once with Python's hashlib (the window's own is Qt's)."""
    assert server_name(Path("/home/ana/.local/share/Cassino")) == "cassino-fee4f2db987dc30297ef1bb3"
