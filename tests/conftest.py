"""The tests speak English whatever the machine's language (the window follows the system's locale), see no card
deck the machine has installed (a test that wants decks names its own folders), and never the machine's settings,
statistics or saved match: each test has a home of its own, where the default places of all of them lie, empty."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

os.environ["LC_ALL"] = "C.UTF-8"  # Qt reads the system's language from the locale's variables
os.environ.pop("LANGUAGE", None)
os.environ.pop("LC_MESSAGES", None)
os.environ["CASSINO_CARD_DECKS"] = ""  # deck_themes.DECK_FOLDERS_VARIABLE: no folder of installed decks

HOME_FOLDERS = {
    "HOME": ".",
    "XDG_CONFIG_HOME": ".config",  # QSettings' and QStandardPaths' configuration
    "XDG_DATA_HOME": ".local/share",  # the statistics and the saved match (QStandardPaths.AppDataLocation)
    "XDG_CACHE_HOME": ".cache",
    "XDG_STATE_HOME": ".local/state",
}
"""The variables that place a user's files, and where each points inside a test's own home."""


@pytest.fixture(autouse=True)
def own_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A fresh, empty home for each test, with the user's folders in it: what a test finds there it put there.

    QSettings keeps the folder of its default file from its first use in the process, so it is told anew too.
    Subprocesses a test starts inherit the same home.
    """
    home = tmp_path_factory.mktemp("home")
    for variable, folder in HOME_FOLDERS.items():
        path = home / folder
        path.mkdir(parents=True, exist_ok=True)
        monkeypatch.setenv(variable, str(path))
    config = str(home / HOME_FOLDERS["XDG_CONFIG_HOME"])
    for settings_format in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(settings_format, QSettings.Scope.UserScope, config)
    yield home
