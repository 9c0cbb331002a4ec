"""What a new player met in the window: built-in decks that waited for a restart, a review behind the
game-over dialog, Undo offered in the daily deal, full screen that forgot the maximised window, a coach
that kept its advice after the game."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot
from window_helpers import quick_settings

from cassino_desktop.ui.settings_dialog import SettingsDialog

# ---------------------------------------------------------------- the Settings dialog's previews


@pytest.mark.parametrize("closed", ["with its window", "on its own"])
def test_previews_still_to_draw_die_with_the_settings_dialog(qtbot: QtBot, tmp_path: Path, closed: str) -> None:
    """The previews are drawn one per turn of the event loop: none may come after the dialog and its list are gone."""
    window = QWidget()
    dialog = SettingsDialog(quick_settings(tmp_path), window)
    assert dialog.deck_list.count() > 1  # previews are waiting
    gone = dialog if closed == "on its own" else window
    with qtbot.waitSignal(gone.destroyed, timeout=2_000):
        gone.deleteLater()
    qtbot.wait(50)  # the turns of the event loop the previews would have been drawn in
    if closed == "on its own":
        window.deleteLater()
