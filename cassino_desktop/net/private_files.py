"""Small files only their owner may read: written whole or not at all, read back only if they are what they claim.

The account's token (``credentials.py``) and each table's seat record (``seat_files.py``) are secrets of the
player's: each is written to a temporary file created with mode 0600 and then renamed over the old one, so no
reader ever sees half a file or a moment of wider permissions; each is read only if it is a regular file (not a
link, a pipe or a device) of sensible size.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from pathlib import Path


class PrivateFileError(Exception):
    """A private file that could not be read as one: missing, not a regular file, too large, unreadable. The
    message says which, in words."""


def write_private(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` whole or not at all, readable by its owner alone from its first byte."""
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=path.parent)  # mode 0600
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


def read_private(path: Path, most: int) -> bytes:
    """The bytes of ``path`` if it is a regular file of at most ``most`` bytes; ``PrivateFileError`` if not."""
    try:
        handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0))
    except FileNotFoundError:
        raise PrivateFileError("there is no such file") from None
    except OSError as err:
        raise PrivateFileError(f"it cannot be opened ({err.strerror or err})") from None
    try:
        info = os.fstat(handle)
        if not stat.S_ISREG(info.st_mode):
            raise PrivateFileError("it is not a regular file")
        if info.st_size > most:
            raise PrivateFileError(f"it holds {info.st_size} bytes, more than the {most} such a file may hold")
        data = os.read(handle, most + 1)
    except OSError as err:
        raise PrivateFileError(f"it cannot be read ({err.strerror or err})") from None
    finally:
        os.close(handle)
    if len(data) > most:
        raise PrivateFileError(f"it holds more than the {most} bytes such a file may hold")
    return data
