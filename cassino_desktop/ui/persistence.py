"""Where the window keeps its files: the stores of ``storage`` in the application's data folder.

The files themselves (written whole, damaged ones set aside, problems as one
sentence) are ``cassino_desktop.storage``, which needs no Qt; only the folder
comes from Qt here, because Qt knows where each desktop keeps an
application's data.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths

from .. import storage


def default_directory() -> Path:
    """The per-user application data folder (Qt names it after the organisation and application).

    Without an application name (no ``QCoreApplication`` yet, a script) Qt
    would answer the shared data folder itself, so a "Cassino" folder is added.
    """
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    if not location:
        return Path.home() / ".cassino"
    if not QCoreApplication.applicationName():
        return Path(location) / "Cassino"
    return Path(location)


class SaveStore(storage.SaveStore):
    """The saved match, by default in the application's data folder."""

    def __init__(self, directory: Path | None = None) -> None:
        super().__init__(default_directory() if directory is None else directory)


class StatsStore(storage.StatsStore):
    """The statistics, by default in the application's data folder."""

    def __init__(self, directory: Path | None = None) -> None:
        super().__init__(default_directory() if directory is None else directory)
