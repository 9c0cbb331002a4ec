"""Real windows with data folders of their own, for the tests that play online through them."""

from __future__ import annotations

import sys
from pathlib import Path

from pytestqt.qtbot import QtBot

from cassino_desktop.ui.main_window import MainWindow
from cassino_desktop.ui.online.online_dialog import OnlineDialog
from cassino_desktop.ui.persistence import SaveStore, StatsStore

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "ui"))
from window_helpers import quick_settings

NETWORK_MS = 60_000
"""The longest a step through the server may take on a busy machine (a shuffle in the 2048-bit group included)."""


def window_of(qtbot: QtBot, folder: Path) -> MainWindow:
    """The real window over its own settings, statistics and saves in ``folder``, shown."""
    folder.mkdir(parents=True, exist_ok=True)
    window = MainWindow(quick_settings(folder), stats_store=StatsStore(folder), save_store=SaveStore(folder))
    window.online_keyring = False  # the token stays in the test's folder, never in this machine's keyring
    qtbot.addWidget(window)
    window.show()
    return window


def fill_in_account(dialog: OnlineDialog, homeserver_url: str, name: str, password: str) -> None:
    """Type the account into Play online's fields, as a player would."""
    dialog.homeserver_edit.setText(homeserver_url)
    dialog.user_edit.setText(name)
    dialog.password_edit.setText(password)
