"""Game ▸ Play online's dialog as a player sees it: its words whole on a small screen, and what went wrong kept in
view until something new is said."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from homeserver import Account, Homeserver
from online_windows import NETWORK_MS, fill_in_account, window_of
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from cassino_desktop.ui.online.online_dialog import OnlineDialog


def dialog_of(qtbot: QtBot, folder: Path) -> OnlineDialog:
    """The real window with its own data folder, and its Play online dialog, shown, signed out."""
    window = window_of(qtbot, folder)
    online = window.online_table()
    with qtbot.waitSignal(online.worker.signedOut, timeout=NETWORK_MS):  # no key kept yet: it asks for the password
        dialog = OnlineDialog(online, window.settings, window.deals.leave_for_online, window)
        qtbot.addWidget(dialog)
        dialog.show()
    return dialog


def clipped_words(dialog: OnlineDialog) -> list[str]:
    """The wrapped texts shown with less height than their lines need at the width they have."""
    return [
        label.text()
        for label in dialog.findChildren(QLabel)
        if label.wordWrap() and label.isVisible() and label.height() < label.heightForWidth(label.width())
    ]


def test_the_dialog_shows_its_wrapped_words_whole_on_a_small_screen(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = dialog_of(qtbot, tmp_path)  # the tests' screen is 800x600: smaller than a netbook's
    assert dialog.account_box.isVisible()
    assert clipped_words(dialog) == []
    assert dialog.frameGeometry().height() <= dialog.screen().availableGeometry().height()


def test_a_refused_sign_in_stays_said_in_the_dialog(
    qtbot: QtBot, homeserver: Homeserver, register: Callable[[str], Account], tmp_path: Path
) -> None:
    name, _user_id, _password = register("ann")
    dialog = dialog_of(qtbot, tmp_path)
    worker = dialog._online.worker
    fill_in_account(dialog, homeserver.url, name, "not the password")
    with qtbot.waitSignal(worker.busy, timeout=NETWORK_MS, check_params_cb=lambda doing: doing == ""):
        dialog.sign_in_button.click()  # the worker is done: what it said went wrong is still there to read
    assert "refused the login" in dialog.status_label.text()


def test_no_tables_yet_stays_said_once_signed_in(
    qtbot: QtBot, homeserver: Homeserver, register: Callable[[str], Account], tmp_path: Path
) -> None:
    name, _user_id, password = register("ben")
    dialog = dialog_of(qtbot, tmp_path)
    worker = dialog._online.worker
    fill_in_account(dialog, homeserver.url, name, password)
    with qtbot.waitSignal(worker.busy, timeout=NETWORK_MS, check_params_cb=lambda doing: doing == ""):
        dialog.sign_in_button.click()
    assert dialog.table_list.count() == 0
    assert dialog.status_label.text() == "No tables yet: invite a friend below."
