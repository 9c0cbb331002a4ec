"""The game's files on disk: the match in play (``match.json``) and the statistics (``statistics.json``).

Both live in one data folder that the caller names (the window uses the
application's data folder, ``ui.persistence.default_directory``), and both are
kept the same way, so that what the player has is never lost silently:

- a file is written whole or not at all: the bytes go to a temporary file in
  the same folder, which then replaces the old one in one rename, so a crash
  or a full disk leaves the previous file as it was;
- a damaged file is never deleted: it is set aside as ``NAME.corrupt``
  (``NAME.corrupt.1``, ``.2``… when that is taken) and the game starts afresh;
- nothing here raises: every problem comes back as one sentence for the player.

The formats themselves are ``savegame`` and ``stats``; this module only
moves their text to and from the disk.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from pathlib import Path

from .engine import MatchPlay
from .savegame import SavedMatch, SaveError, from_json, replay, to_json
from .stats import Statistics, StatsError

CORRUPT_SUFFIX = ".corrupt"
SAVE_FILE_NAME = "match.json"
STATS_FILE_NAME = "statistics.json"
MAX_STATS_BYTES = 1_000_000
"""A real statistics file is a few kilobytes; a bigger one is damaged and is not read into memory."""


# ------------------------------------------------------------------ files


def os_reason(error: OSError) -> str:
    """The system's words for an OSError ("Permission denied"), without the file name."""
    return (error.strerror or type(error).__name__).rstrip(".")


def sentence(text: str) -> str:
    """``text`` as one sentence: trimmed, with a capital and one full stop."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith(".") else text + "."


def aside_path(path: Path) -> Path:
    """Where a damaged file goes: ``NAME.corrupt``, or ``NAME.corrupt.1``, ``.2``… if taken."""
    first = path.with_name(path.name + CORRUPT_SUFFIX)
    candidate = first
    number = 0
    while candidate.exists() or candidate.is_symlink():
        number += 1
        candidate = first.with_name(f"{first.name}.{number}")
    return candidate


def set_aside(path: Path) -> Path:
    """Rename a damaged file out of the way, keeping it; where it went. ``OSError`` if it cannot move."""
    aside = aside_path(path)
    os.replace(path, aside)
    return aside


def write_atomically(path: Path, data: bytes) -> str | None:
    """Write ``data`` to ``path`` whole or not at all; None on success, else the system's reason.

    The folder must exist. The file keeps the permissions of the one it
    replaces; on any failure the temporary file is removed and the previous
    file, if any, is left as it was.
    """
    try:
        handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=path.parent)
    except OSError as error:
        return os_reason(error)
    try:
        with contextlib.suppress(OSError):
            os.fchmod(handle, stat.S_IMODE(path.stat().st_mode) if path.is_file() else 0o644)
        with os.fdopen(handle, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except OSError as error:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        return os_reason(error)
    return None


def _made_folder(directory: Path) -> str | None:
    """Make the data folder if it is missing; None when it is there, else why not (a reason, no stop)."""
    if directory.exists() and not directory.is_dir():
        return f"{directory} is a file, not a folder"
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        return f"the folder {directory} could not be made: {os_reason(error)}"
    return None


# ------------------------------------------------------------------ the saved match


class SaveStore:
    """The saved match of one player: ``save``, ``load`` and ``clear`` one file in the data folder."""

    def __init__(self, directory: Path) -> None:
        self._directory = Path(directory)

    @property
    def directory(self) -> Path:
        return self._directory

    @property
    def path(self) -> Path:
        """The save file (it may not exist)."""
        return self._directory / SAVE_FILE_NAME

    def save(self, saved: SavedMatch) -> str | None:
        """Write the save whole; None on success, else one sentence saying what went wrong."""
        try:
            data = to_json(saved).encode("utf-8")
        except (TypeError, ValueError) as error:
            return sentence(f"The game could not be saved because it could not be written as JSON ({error})")
        problem = _made_folder(self._directory)
        if problem is not None:
            return sentence(f"The game could not be saved because {problem}")
        reason = write_atomically(self.path, data)
        if reason is not None:
            return sentence(f"The game could not be saved to {self.path}: {reason}")
        return None

    def load(self) -> tuple[SavedMatch | None, str | None]:
        """The saved match, if there is one that can be replayed.

        Returns (None, None) when there is no save, (saved, None) for a good
        one, and (None, message) when the file could not be used: it has then
        been set aside and the message says so in one sentence.
        """
        saved, _play, problem = self.load_match()
        return saved, problem

    def load_match(self) -> tuple[SavedMatch | None, MatchPlay | None, str | None]:
        """As ``load``, with the match the save was checked by replaying: ready to play on, never replayed again."""
        try:
            data = self.path.read_bytes()
        except (FileNotFoundError, NotADirectoryError):
            return None, None, None
        except OSError as error:
            return None, None, self._set_aside(f"it could not be opened: {os_reason(error)}")
        try:
            text = data.decode("utf-8-sig")  # a byte-order mark from a hand edit is harmless
        except UnicodeDecodeError:
            return None, None, self._set_aside("it is not text")
        try:
            saved = from_json(text)
            play = replay(saved)
        except SaveError as error:
            return None, None, self._set_aside(str(error))
        except Exception as error:  # a save must never stop the game from starting
            return None, None, self._set_aside(f"it could not be understood: {type(error).__name__}")
        return saved, play, None

    def clear(self) -> None:
        """Remove the save (when a match ends or is abandoned); a missing file is fine."""
        # Nothing to tell the player if it fails: at worst the old match is offered again (and refused if unusable).
        with contextlib.suppress(OSError):
            self.path.unlink()

    def _set_aside(self, reason: str) -> str:
        reason = reason.strip().rstrip(".")
        try:
            set_aside(self.path)
        except OSError:
            return f"Your saved game could not be read ({reason}) or set aside, so a new game begins."
        return f"Your saved game could not be read ({reason}), so it was set aside and a new game begins."


# ------------------------------------------------------------------ the statistics


class StatsStore:
    """The player's statistics: ``load`` and ``save`` one file in the data folder."""

    def __init__(self, directory: Path) -> None:
        self.directory = Path(directory)
        self._unreadable = False

    @property
    def path(self) -> Path:
        return self.directory / STATS_FILE_NAME

    def load(self) -> tuple[Statistics, str | None]:
        """The saved statistics and None, or fresh ones and a sentence saying what went wrong.

        No file means no games yet: fresh statistics and no message. A damaged
        file is set aside so that nothing is lost and the next save starts
        afresh. A file that exists but cannot be read is left alone (it may be
        fine), and ``save`` then refuses to replace it.
        """
        path = self.path
        self._unreadable = False
        try:
            if not path.exists():
                return Statistics(), None
            with path.open("rb") as file:
                data = file.read(MAX_STATS_BYTES + 1)
        except OSError as error:
            self._unreadable = True
            return Statistics(), (
                f"Your statistics could not be read from {path} ({os_reason(error)}), "
                "so they will not be saved this time."
            )
        try:
            if len(data) > MAX_STATS_BYTES:
                raise StatsError("the file is far too large")
            try:
                text = data.decode("utf-8-sig")  # a byte-order mark from a hand edit is harmless
            except UnicodeDecodeError:
                raise StatsError("the file is not text") from None
            return Statistics.from_json(text), None
        except StatsError as error:
            return Statistics(), self._set_aside(str(error))

    def save(self, stats: Statistics) -> str | None:
        """Write the statistics whole; None when saved, else a sentence saying why not."""
        path = self.path
        if self._unreadable:
            return f"Your statistics were not saved, so as not to replace {path}, which could not be read."
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            return f"Your statistics could not be saved in {self.directory} ({os_reason(error)})."
        reason = write_atomically(path, stats.to_json().encode("utf-8"))
        if reason is not None:
            return f"Your statistics could not be saved to {path} ({reason})."
        return None

    def _set_aside(self, reason: str) -> str:
        try:
            aside = set_aside(self.path)
        except OSError as error:
            return (
                f"Your statistics file was damaged ({reason}) and could not be set aside ({os_reason(error)}), "
                "so your statistics start again from zero."
            )
        return (
            f"Your statistics file was damaged ({reason}), so it was set aside as {aside} "
            "and your statistics start again from zero."
        )
