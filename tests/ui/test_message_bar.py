"""The message bar: a sentence about the player's files is shown whole above the table, until closed."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from cassino_desktop.engine import ADVANCED, Match
from cassino_desktop.savegame import saved_from
from cassino_desktop.ui.main_window import MainWindow
from cassino_desktop.ui.message_bar import MAX_MESSAGES, MessageBar
from cassino_desktop.ui.persistence import SaveStore
from cassino_desktop.ui.settings import Settings

LONG = (
    "Your saved game /home/someone/.local/share/Cassino/Cassino/a folder with a rather long name/"
    "and another one inside it/match.json is not a regular file (a named pipe), so it was left as it is "
    "and your games are saved beside it as match-2.json."
)


def make_window(qtbot: QtBot, tmp_path: Path, width: int = 640) -> MainWindow:
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.speed = "Off"
    window = MainWindow(settings, seed=3)
    qtbot.addWidget(window)
    window.resize(width, 600)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_the_bar_starts_closed_and_shows_a_message_whole(qtbot: QtBot) -> None:
    bar = MessageBar()
    qtbot.addWidget(bar)
    bar.resize(300, 50)
    assert bar.isHidden() and bar.messages() == []
    bar.show_message(LONG)
    assert bar.messages() == [LONG] and bar.text() == LONG
    assert bar.text_label.wordWrap() and bar.text_label.textFormat() == Qt.TextFormat.PlainText


def test_a_long_message_is_shown_in_full_over_several_lines_on_a_narrow_window(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, width=640)
    window.show_file_message(LONG)
    bar = window.message_bar
    qtbot.waitUntil(lambda: bar.isVisible() and bar.text_label.width() > 0)
    label = bar.text_label
    assert label.text() == LONG  # nothing elided
    one_line = label.fontMetrics().height()
    assert label.fontMetrics().horizontalAdvance(LONG) > label.width()  # it does not fit on one line...
    assert label.height() >= 2 * one_line  # ...so it wraps, and the bar is tall enough to show every line
    assert label.heightForWidth(label.width()) <= label.height()
    assert bar.geometry().bottom() < window.table_stack.geometry().top()  # above the table
    window.close()


def test_the_message_stays_until_closed_and_is_not_shown_again(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    bar = window.message_bar
    window.show_file_message(LONG)
    qtbot.waitUntil(bar.isVisible, timeout=5_000)
    with qtbot.waitSignal(bar.dismissed, timeout=1000):
        qtbot.mouseClick(bar.close_button, Qt.MouseButton.LeftButton)
    assert not bar.isVisible() and bar.messages() == []
    window.show_file_message(LONG)  # a save failing at every move is not announced at every move
    assert not bar.isVisible()
    window.show_file_message("Your statistics could not be saved to /x/statistics.json (No space left on device).")
    assert bar.isVisible() and len(bar.messages()) == 1
    window.close()


def test_escape_closes_the_bar(qtbot: QtBot) -> None:
    bar = MessageBar()
    qtbot.addWidget(bar)
    bar.show_message("One.")
    bar.show()
    qtbot.keyClick(bar, Qt.Key.Key_Escape)
    assert bar.isHidden() and bar.messages() == []


def test_new_messages_join_the_shown_ones_up_to_a_few(qtbot: QtBot) -> None:
    bar = MessageBar()
    qtbot.addWidget(bar)
    sentences = [f"Sentence number {n}." for n in range(MAX_MESSAGES + 2)]
    for sentence in sentences:
        bar.show_message(sentence)
        bar.show_message(sentence)  # the same sentence twice is shown once
    assert bar.messages() == sentences[-MAX_MESSAGES:]
    assert bar.text() == "\n\n".join(sentences[-MAX_MESSAGES:])


def test_a_failed_save_during_play_reaches_the_bar(qtbot: QtBot, tmp_path: Path) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where the data folder should be")
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.speed = "Off"
    window = MainWindow(settings, seed=3, save_store=SaveStore(blocker))
    qtbot.addWidget(window)
    window.show()
    window.start_saving()
    shown = window.message_bar.messages()
    assert len(shown) == 1 and shown[0].startswith("The game could not be saved because")
    assert str(blocker) in shown[0]
    store = window.save_store
    assert store is not None
    assert store.save(saved_from(Match(ADVANCED, 3), [], [], undo_used=False)) == shown[0]
    assert window.message_bar.messages() == shown  # shown once
    window.close()
