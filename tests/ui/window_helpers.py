"""Driving the real window in tests: quick settings, a shown window, and one way to play a move as the player does."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from cassino_desktop.engine import GameState, Move
from cassino_desktop.ui.main_window import MainWindow
from cassino_desktop.ui.settings import Settings


def play_through_the_window(window: MainWindow, move: Move) -> None:
    """Play a legal move through the window: the intent, then the choice if a chooser opens.

    Choosing clears ``window.controller.move_chooser.menu`` at once, so the menu is kept to close it after.
    """
    window.controller.play_intent(move.card, move.cards, move.kind)
    chooser = window.controller.move_chooser.menu
    if chooser is not None:
        next(a for a in chooser.actions() if a.data() == str(move)).trigger()
        chooser.close()


def first_legal(state: GameState) -> Move:
    """The first of the legal moves in their sorted order: a move a test can always play."""
    return sorted(state.legal_moves(), key=Move.sort_key)[0]


def play_first_move(window: MainWindow) -> None:
    """Play the first legal move through the window, as the person at the screen."""
    play_through_the_window(window, first_legal(window.session.state))


def play_the_game_out(window: MainWindow, qtbot: QtBot, timeout_ms: int = 30_000) -> None:
    """Play the player's first legal move each turn until the game is over and its dialog is up."""
    while not window.session.state.over:
        qtbot.waitUntil(lambda: window.controller.my_turn or window.session.state.over, timeout=timeout_ms)
        if not window.session.state.over:
            window.session.apply(first_legal(window.session.state))
    qtbot.waitUntil(lambda: window.controller.game_over.dialog is not None, timeout=10_000)


def quick_settings(tmp_path: Path) -> Settings:
    """Settings in the test's own file, for games that go fast: no animation, the easy computer."""
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.speed = "Off"
    settings.difficulty = "easy"
    return settings


def shown_window(qtbot: QtBot, settings: Settings, seed: int | None = None) -> MainWindow:
    """The real window over ``settings``, shown; with no ``seed``, a match dealt fairly."""
    window = MainWindow(settings, seed=seed)
    qtbot.addWidget(window)
    window.show()
    return window


def pending_events_run() -> None:
    """Run what the window has set going and not done yet: posted events (layouts, resizes) and timers due now.

    For a check that something did *not* change: a fixed wait only guesses how long that work takes.
    """
    for _turn in range(2):  # a layout run in the first turn may post another
        QApplication.sendPostedEvents()
        QApplication.processEvents()
