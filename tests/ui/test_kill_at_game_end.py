"""A game's result is never lost to a kill as the game ends: the next start has it, counted once.

A window plays a game out in a process of its own, and that process is
killed (``os._exit``) at one step of the game's end: as it writes the save
with the game over, as it writes the statistics, or as it clears the save of
a match that is over. The next start, in the test's own process, must then
have the result in the statistics exactly once, and resume or clear the save
as the step left it.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import datetime
import json
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from cassino_desktop.ui.main_window import MainWindow
from cassino_desktop.ui.persistence import SaveStore, StatsStore
from cassino_desktop.ui.plain_text import PlainMessageBox
from cassino_desktop.ui.settings import Settings

DAY = datetime.date(2026, 11, 25)
KILLED = 9
"""The status the killed process ends with."""

PLAY_UNTIL_KILLED = """
import datetime, os, sys, time
from pathlib import Path
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from cassino_desktop.engine import ROYAL, Move
from cassino_desktop.ui import persistence
from cassino_desktop.ui.main_window import MainWindow
from cassino_desktop.ui.settings import Settings

folder, step, daily = Path(sys.argv[1]), sys.argv[2], sys.argv[3] == "daily"
app = QApplication([])
settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
settings.speed = "Off"
settings.difficulty = "easy"
settings.set_ruled_variant(ROYAL)
data = folder / "data"
stats_store, save_store = persistence.StatsStore(data), persistence.SaveStore(data)
window = MainWindow(settings, seed=3, stats_store=stats_store, save_store=save_store, deal=False)
window.show()
window.resume_offer.ask()  # nothing saved: the match is dealt
if daily:
    window.controller.new_games.daily_deal(datetime.date(2026, 11, 25))


def killed_at_the_end(method):
    def step_or_kill(*args, **kwargs):
        if window.session.state.over:  # the game has just ended: this is the step to be killed at
            os._exit(9)
        return method(*args, **kwargs)
    return step_or_kill


if step == "save":
    save_store.save = killed_at_the_end(save_store.save)
elif step == "statistics":
    stats_store.update = killed_at_the_end(stats_store.update)
elif step == "clear":
    save_store.clear = killed_at_the_end(save_store.clear)
deadline = time.monotonic() + 120
while time.monotonic() < deadline:
    app.processEvents()
    state = window.session.state
    if window.controller.game_over.dialog is not None:
        sys.exit(0)  # the step was never reached
    if window.controller.my_turn and not state.over:
        window.session.apply(sorted(state.legal_moves(), key=Move.sort_key)[0])
    time.sleep(0.002)
sys.exit(3)
"""


def killed_at(tmp_path: Path, step: str, daily: bool = False) -> None:
    """Play a game of Royal (or the daily deal) in a process of its own, killed at ``step`` of the game's end."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", PLAY_UNTIL_KILLED, str(tmp_path), step, "daily" if daily else "match"],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert done.returncode == KILLED, done.stderr


def next_start(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[MainWindow, list[str]]:
    """The next start over the same files, resuming whatever it offers; the questions it asked."""
    asked: list[str] = []

    def resume(_parent: object, _title: str, text: str, *_args: object) -> QMessageBox.StandardButton:
        asked.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(PlainMessageBox, "question", staticmethod(resume))
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    data = tmp_path / "data"
    window = MainWindow(settings, stats_store=StatsStore(data), save_store=SaveStore(data), deal=False)
    qtbot.addWidget(window)
    window.resume_offer.ask()
    return window, asked


def saved_games(tmp_path: Path) -> tuple[int, int] | None:
    """The finished games and the moves of the game in progress in the save, or None when there is none."""
    path = tmp_path / "data" / "match.json"
    if not path.exists():
        return None
    saved = json.loads(path.read_text(encoding="utf-8"))
    return len(saved["games"]), len(saved["current"])


def test_a_kill_before_the_statistics_are_written_loses_no_game(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    killed_at(tmp_path, "statistics")
    assert saved_games(tmp_path) == (1, 0)  # the save holds the game over, not yet counted
    window, asked = next_start(qtbot, tmp_path, monkeypatch)
    royal = window.controller.recorder.stats.for_variant("royal")
    assert royal.games_played == 1 and royal.dealt_games == 1
    assert asked and "game 2 is being played" in asked[0]  # and the match goes on with game 2
    assert len(window.session.match.results) == 1
    again, _asked = next_start(qtbot, tmp_path, monkeypatch)  # counted once, however often it starts
    assert again.controller.recorder.stats.for_variant("royal").games_played == 1


def test_a_kill_before_the_game_over_is_saved_resumes_its_last_move(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    killed_at(tmp_path, "save")
    finished, moves = saved_games(tmp_path) or (None, None)
    assert finished == 0 and moves  # the game as it stood before its last move
    window, asked = next_start(qtbot, tmp_path, monkeypatch)
    assert asked and "game 1 is being played" in asked[0]
    assert window.controller.recorder.stats.for_variant("royal").games_played == 0
    assert len(window.session.current_moves) == moves and not window.session.state.over


def test_a_kill_as_a_daily_deal_is_counted_keeps_its_result_and_its_day(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    killed_at(tmp_path, "statistics", daily=True)
    window, asked = next_start(qtbot, tmp_path, monkeypatch)
    daily = window.controller.recorder.stats.daily
    assert daily.last_day == DAY.isoformat() and daily.last_result in ("won", "lost", "drawn")
    assert window.controller.recorder.stats.for_variant("advanced").games_played == 1
    assert asked == [] and window.session.match.daily is None  # the day is over: nothing to resume


def test_a_kill_as_a_finished_daily_deals_save_is_cleared_counts_it_once(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    killed_at(tmp_path, "clear", daily=True)
    assert saved_games(tmp_path) == (1, 0)
    window, asked = next_start(qtbot, tmp_path, monkeypatch)
    stats = window.controller.recorder.stats
    assert stats.daily.last_result in ("won", "lost", "drawn") and stats.daily.days_played == 1
    assert stats.for_variant("advanced").games_played == 1
    assert asked == [] and window.session.match.daily is None


def test_a_start_clears_what_a_write_cut_short_left(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    leftovers = [data / ".match.json.x7_3kq.part", data / ".statistics.json.a1b2c3.part", data / ".match-2.json.q.part"]
    for leftover in leftovers:
        leftover.write_text('{"format": "cassino-match", "vers')  # a kill in the middle of a write
    kept = data / "notes.part"  # not a write of ours
    kept.write_text("mine")
    next_start(qtbot, tmp_path, monkeypatch)
    assert not any(leftover.exists() for leftover in leftovers) and kept.exists()
