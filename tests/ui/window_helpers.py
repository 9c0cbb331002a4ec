"""Driving the real window in tests: one way to play a move as the player does."""

from __future__ import annotations

from cassino_desktop.engine import Move
from cassino_desktop.ui.main_window import MainWindow


def play_through_the_window(window: MainWindow, move: Move) -> None:
    """Play a legal move through the window: the intent, then the choice if a chooser opens.

    Choosing clears ``window.chooser`` at once, so the menu is kept to close it after.
    """
    window.play_intent(move.card, move.cards, move.kind)
    chooser = window.chooser
    if chooser is not None:
        next(a for a in chooser.actions() if a.data() == str(move)).trigger()
        chooser.close()
