"""Keeping the match in play on disk: one ``match.json`` in the application's data folder.

``SaveStore`` writes the save atomically (``QSaveFile`` writes a temporary
file and renames it over the old one, so a crash or a full disk never leaves
half a save behind) and reads it back through ``savegame.from_json`` and
``savegame.replay``. A file that cannot be used is never deleted and never
stops the game from starting: it is moved aside to ``match.json.corrupt``
(``.corrupt.1``, ``.corrupt.2``, ... when that name is taken) and ``load``
says so in one sentence the window can show.

Nothing here raises: problems come back as sentences for the user.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from ..savegame import SavedMatch, SaveError, from_json, replay, to_json
from .files import aside_path, default_directory, write_atomically

FILE_NAME = "match.json"
CORRUPT_SUFFIX = ".corrupt"


class SaveStore:
    """The saved match of one user: ``save``, ``load`` and ``clear`` one file."""

    def __init__(self, directory: Path | None = None) -> None:
        self._directory = default_directory() if directory is None else Path(directory)

    @property
    def directory(self) -> Path:
        return self._directory

    @property
    def path(self) -> Path:
        """The save file (it may not exist)."""
        return self._directory / FILE_NAME

    # ------------------------------------------------------------------ saving

    def save(self, saved: SavedMatch) -> str | None:
        """Write the save atomically; None on success, else one sentence saying what went wrong."""
        try:
            data = to_json(saved).encode("utf-8")
        except (TypeError, ValueError) as err:
            return _sentence(f"The game could not be saved because it could not be written as JSON ({err})")
        try:
            if self._directory.exists() and not self._directory.is_dir():
                return f"The game could not be saved because {self._directory} is a file, not a folder."
            self._directory.mkdir(parents=True, exist_ok=True)
        except OSError as err:
            return _sentence(
                f"The game could not be saved because the folder {self._directory} could not be made: {_os_reason(err)}"
            )
        reason = write_atomically(self.path, data)
        if reason is not None:
            return _sentence(f"The game could not be saved to {self.path}: {reason}")
        return None

    # ------------------------------------------------------------------ loading

    def load(self) -> tuple[SavedMatch | None, str | None]:
        """The saved match, if there is one that can be replayed.

        Returns (None, None) when there is no save, (saved, None) for a good
        one, and (None, message) when the file could not be used: it has then
        been moved aside and the message says so in one sentence.
        """
        path = self.path
        try:
            data = path.read_bytes()
        except (FileNotFoundError, NotADirectoryError):
            return None, None
        except OSError as err:
            return None, self._set_aside(f"it could not be opened: {_os_reason(err)}")
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            return None, self._set_aside("it is not text")
        try:
            saved = from_json(text)
            replay(saved)
        except SaveError as err:
            return None, self._set_aside(str(err))
        except Exception as err:  # a save must never stop the game from starting
            return None, self._set_aside(f"it could not be understood: {type(err).__name__}")
        return saved, None

    def clear(self) -> None:
        """Remove the save (when a match ends or is abandoned); a missing file is fine."""
        # Nothing to tell the user if it fails: at worst the old match is offered again (and refused if unusable).
        with contextlib.suppress(OSError):
            self.path.unlink()

    def _set_aside(self, reason: str) -> str:
        """Move the unusable save out of the way; the message for the user."""
        reason = reason.strip().rstrip(".")
        try:
            os.replace(self.path, aside_path(self.path))
        except OSError:
            return f"Your saved game could not be read ({reason}) or set aside, so a new game begins."
        return f"Your saved game could not be read ({reason}), so it was set aside and a new game begins."


def _os_reason(err: OSError) -> str:
    """The system's words for an OSError ("Permission denied"), without the file name."""
    return err.strerror or type(err).__name__


def _sentence(text: str) -> str:
    text = text.strip()
    return text if text.endswith(".") else text + "."
