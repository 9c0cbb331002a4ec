"""Small file helpers the stores share: where data lives, atomic writes, setting files aside.

A save, the statistics and anything else the game keeps must survive a
crash in the middle of writing and must never be lost silently: files are
written through ``QSaveFile`` (the old file stays whole until the new one is
complete) and a damaged file is renamed, not deleted.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QFileDevice, QIODevice, QSaveFile, QStandardPaths

CORRUPT_SUFFIX = ".corrupt"


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


def aside_path(path: Path) -> Path:
    """Where a damaged file goes: ``NAME.corrupt``, or ``NAME.corrupt.1``, ``.2``… if taken."""
    first = path.with_name(path.name + CORRUPT_SUFFIX)
    candidate = first
    number = 0
    while candidate.exists() or candidate.is_symlink():
        number += 1
        candidate = first.with_name(f"{first.name}.{number}")
    return candidate


def qt_reason(file: QSaveFile, fallback: str) -> str:
    """Qt's words for the file's error, or ``fallback`` when Qt has none."""
    text = file.errorString().strip().rstrip(".")
    if file.error() == QFileDevice.FileError.NoError or not text or text == "Unknown error":
        return fallback
    return text


def write_atomically(path: Path, data: bytes) -> str | None:
    """Write ``data`` to ``path`` through QSaveFile; None on success, else Qt's reason.

    The folder must exist. On any failure the temporary file is discarded and
    the previous file, if any, is left as it was.
    """
    file = QSaveFile(str(path))
    if not file.open(QIODevice.OpenModeFlag.WriteOnly):
        return qt_reason(file, "it cannot be opened")
    if file.write(data) != len(data):
        reason = qt_reason(file, "not everything could be written")
        file.cancelWriting()
        file.commit()  # after cancelWriting() this only discards the temporary file
        return reason
    if not file.commit():
        return qt_reason(file, "it could not be put in place")
    return None
