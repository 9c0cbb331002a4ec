"""Nothing lost: the match is saved after every move and resumes after a crash."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import json
import signal
import subprocess
import sys
import textwrap
import threading
from collections.abc import Collection
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot
from window_helpers import play_through_the_window

from cassino_desktop.engine import ORIGINAL, Card, GameState, Move, variant_named
from cassino_desktop.seating import YOUR_SEAT
from cassino_desktop.ui.main_window import MainWindow
from cassino_desktop.ui.persistence import SaveStore
from cassino_desktop.ui.plain_text import PlainMessageBox
from cassino_desktop.ui.resuming import resume_saved
from cassino_desktop.ui.settings import Settings


def make_window(qtbot: QtBot, tmp_path: Path, seed: int | None = 31, saving: bool = True) -> MainWindow:
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.speed = "Off"
    settings.difficulty = "medium"
    window = MainWindow(settings, seed=seed, save_store=SaveStore(tmp_path / "data"))
    qtbot.addWidget(window)
    window.show()
    if saving:
        window.controller.recorder.start_saving()
    return window


def play_human_moves(window: MainWindow, qtbot: QtBot, count: int) -> None:
    session = window.session
    for _ in range(count):
        qtbot.waitUntil(
            lambda: (
                session.state.to_move == YOUR_SEAT
                and not window.scene.animating
                and window.scene.state is session.state
            ),
            timeout=20_000,
        )
        move = sorted(session.state.legal_moves(), key=Move.sort_key)[0]
        play_through_the_window(window, move)


def test_a_saved_match_resumes_where_it_was(qtbot: QtBot, tmp_path: Path) -> None:
    first = make_window(qtbot, tmp_path)
    play_human_moves(first, qtbot, 5)
    qtbot.waitUntil(lambda: first.session.state.to_move == YOUR_SEAT, timeout=20_000)
    state, moves = first.session.state, first.session.current_moves
    first.close()

    second = make_window(qtbot, tmp_path, seed=None, saving=False)
    saved, problem = (
        second.controller.recorder.save_store.load() if second.controller.recorder.save_store else (None, "no store")
    )
    assert problem is None and saved is not None
    assert resume_saved(second.controller, saved)
    assert second.session.state == state
    assert second.session.current_moves == moves
    assert second.scene.state is second.session.state
    second.close()


def test_a_finished_match_leaves_no_save(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.deals.new_match(ORIGINAL)  # a single game: the match ends with it
    while not window.session.state.over:
        play_human_moves(window, qtbot, 1)
        qtbot.waitUntil(lambda: window.session.state.over or window.session.state.to_move == YOUR_SEAT, timeout=20_000)
    assert window.session.match.is_over()
    assert not (tmp_path / "data" / "match.json").exists()
    window.close()


CRASHING_GAME = textwrap.dedent(
    """
    import os, signal, sys
    from pathlib import Path
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import QSettings, QTimer
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    from cassino_desktop.engine import ORIGINAL, Move
    from cassino_desktop.ui.main_window import MainWindow
    from cassino_desktop.ui.persistence import SaveStore
    from cassino_desktop.seating import YOUR_SEAT
    from cassino_desktop.ui.settings import Settings
    folder = Path(sys.argv[1])
    settings = Settings(QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat))
    settings.speed = "Off"
    settings.difficulty = "medium"
    window = MainWindow(settings, seed=77, save_store=SaveStore(folder / "data"))
    window.show()
    window.controller.recorder.start_saving()
    played = 0
    def step():
        global played
        session = window.session
        if session.state.to_move == YOUR_SEAT and not window.scene.animating and window.scene.state is session.state:
            if played == 9:
                print(len(session.current_moves), flush=True)
                os.kill(os.getpid(), signal.SIGKILL)  # in the middle of a game, with no warning
            move = sorted(session.state.legal_moves(), key=Move.sort_key)[0]
            window.controller.play_intent(move.card, move.cards, move.kind)
            chooser = window.controller.move_chooser.menu  # choosing clears it: keep the menu to close it
            if chooser is not None:
                next(a for a in chooser.actions() if a.data() == str(move)).trigger()
                chooser.close()
            played += 1
    timer = QTimer()
    timer.timeout.connect(step)
    timer.start(5)
    app.exec()
    """
)


def test_kill_9_in_mid_game_then_restart_resumes(qtbot: QtBot, tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", CRASHING_GAME, str(tmp_path)], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == -signal.SIGKILL, done.stderr
    moves_before_kill = int(done.stdout.split()[-1])
    assert moves_before_kill >= 17
    saved_text = (tmp_path / "data" / "match.json").read_text(encoding="utf-8")
    assert json.loads(saved_text)["format"] == "cassino-match"

    window = make_window(qtbot, tmp_path, seed=None, saving=False)
    saved, problem = SaveStore(tmp_path / "data").load()
    assert problem is None and saved is not None
    assert resume_saved(window.controller, saved)
    # At most the move in flight is lost.
    assert moves_before_kill - 1 <= window.session.moves_this_game <= moves_before_kill
    assert window.session.match.seed == 77
    window.close()


def test_a_corrupt_save_is_set_aside_and_a_new_game_begins(qtbot: QtBot, tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "match.json").write_text('{"format": "cassino-match", "version": 1, "variant": "adv', encoding="utf-8")
    saved, problem = SaveStore(data).load()
    assert saved is None and problem is not None and problem.count(".") == 1
    assert (data / "match.json.corrupt").exists()
    assert not (data / "match.json").exists()


def test_a_match_of_three_resumes_with_every_player(qtbot: QtBot, tmp_path: Path) -> None:
    """A table of three, one game finished and the next begun, resumes with three names and the game on the sheet."""
    first = make_window(qtbot, tmp_path)
    first.deals.new_match(variant_named("royal"), 3)
    play_human_moves(first, qtbot, 16)  # the whole first game: 48 cards, 16 each
    qtbot.waitUntil(lambda: first.controller.game_over.dialog is not None, timeout=30_000)
    first.controller.game_over.dialog.accept()  # Next game
    qtbot.waitUntil(lambda: not first.session.state.over, timeout=10_000)
    play_human_moves(first, qtbot, 2)
    qtbot.waitUntil(lambda: first.session.state.to_move == YOUR_SEAT, timeout=20_000)
    state, results = first.session.state, list(first.session.match.results)
    first.close()

    second = make_window(qtbot, tmp_path, seed=None, saving=False)
    saved, problem = (
        second.controller.recorder.save_store.load() if second.controller.recorder.save_store else (None, "no store")
    )
    assert problem is None and saved is not None and saved.players == 3
    assert resume_saved(second.controller, saved)
    assert second.session.state == state and second.session.players == 3
    assert second.session.match.results == results
    assert second.score_model.player_names == ["You", "West", "East"]
    assert second.score_model.totals() == [p.total for p in results[0].players]
    assert second.settings.opponents == 2
    second.close()


def test_resuming_at_start_up_replays_the_save_once(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The save is replayed once, as it is read and checked; the table and the log play on from that replay."""
    first = make_window(qtbot, tmp_path)
    play_human_moves(first, qtbot, 4)
    qtbot.waitUntil(lambda: first.session.state.to_move == YOUR_SEAT, timeout=20_000)
    state, moves = first.session.state, first.session.current_moves
    first.close()

    second = make_window(qtbot, tmp_path, seed=None, saving=False)
    applied: list[Move] = []
    original_apply = GameState.apply

    def counting_apply(self: GameState, move: Move, **kwargs: Collection[Card]) -> GameState:
        if threading.current_thread() is threading.main_thread():
            applied.append(move)
        return original_apply(self, move, **kwargs)

    monkeypatch.setattr(GameState, "apply", counting_apply)
    monkeypatch.setattr(PlainMessageBox, "question", staticmethod(lambda *_args: QMessageBox.StandardButton.Yes))
    assert second.resume_offer.ask()
    monkeypatch.setattr(GameState, "apply", original_apply)
    assert applied == moves
    assert second.session.state == state and second.session.current_moves == moves
    assert second.scene.state is second.session.state
    second.close()


def start_answering(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, answer: QMessageBox.StandardButton
) -> tuple[MainWindow, list[str]]:
    """A start over the test's files that answers the offer to resume so; the questions it asked."""
    from cassino_desktop.ui.persistence import StatsStore

    asked: list[str] = []

    def question(_parent: object, _title: str, text: str, *_args: object) -> QMessageBox.StandardButton:
        asked.append(text)
        return answer

    monkeypatch.setattr(PlainMessageBox, "question", staticmethod(question))
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.speed = "Off"
    data = tmp_path / "data"
    window = MainWindow(settings, stats_store=StatsStore(data), save_store=SaveStore(data), deal=False)
    qtbot.addWidget(window)
    window.resume_offer.ask()
    return window, asked


def test_declining_to_resume_a_game_begun_counts_it_lost_as_a_new_game_does(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first, _asked = start_answering(qtbot, tmp_path, monkeypatch, QMessageBox.StandardButton.No)
    play_human_moves(first, qtbot, 2)
    variant = first.session.variant.name
    first.close()
    second, asked = start_answering(qtbot, tmp_path, monkeypatch, QMessageBox.StandardButton.No)
    figures = second.controller.recorder.stats.for_variant(variant)
    assert (figures.games_played, figures.games_abandoned, figures.games_lost) == (1, 1, 1)
    assert asked and asked[0].endswith("Resume it?\n\nA game given up counts as lost.")  # and it says so
    second.close()
    third, asked = start_answering(qtbot, tmp_path, monkeypatch, QMessageBox.StandardButton.No)
    assert asked == []  # the new match has no move yet: nothing to offer, nothing more counted
    assert third.controller.recorder.stats.for_variant(variant).games_played == 1


def test_declining_to_resume_the_daily_deals_counted_try_loses_the_day(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import datetime

    first, _asked = start_answering(qtbot, tmp_path, monkeypatch, QMessageBox.StandardButton.No)
    day = datetime.date(2026, 11, 26)
    first.controller.new_games.daily_deal(day)
    play_human_moves(first, qtbot, 1)
    first.close()
    second, asked = start_answering(qtbot, tmp_path, monkeypatch, QMessageBox.StandardButton.No)
    stats = second.controller.recorder.stats
    assert stats.daily.last_result == "lost" and stats.daily.days_played == 1
    assert stats.for_variant("advanced").games_abandoned == 1
    assert "This is your counted try at the daily deal: leaving it counts the day as lost." in asked[0]
