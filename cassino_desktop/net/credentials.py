"""What the game keeps of a player's Matrix account: the access token and device the server gave, never the password.

The password is typed once, sent to the player's homeserver at login, and
forgotten; what stays is a token the player can revoke from any Matrix
client. It is kept in the system's keyring where there is one (the
``keyring`` package is optional: without it, or without a backend, the game
does without), otherwise in ``online-account.json`` in the game's data
folder, created readable by its owner alone (mode 0600) and written whole or
not at all. Reading is strict and bounded: a damaged or foreign file gives
no credentials, never a traceback.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from .private_files import PrivateFileError, read_private, write_private

CREDENTIALS_FILE_NAME = "online-account.json"
KEYRING_SERVICE = "cassino-desktop"
KEYRING_USERNAME = "matrix-account"
MAX_CREDENTIALS_BYTES = 16_384
"""A real record is a few hundred bytes; a bigger file is not ours and is not read into memory."""
FIELDS = ("homeserver", "user_id", "device_id", "access_token")


@dataclass(frozen=True)
class Credentials:
    """Enough to act as the player on their homeserver without asking for the password again."""

    homeserver: str
    user_id: str
    device_id: str
    access_token: str

    def __repr__(self) -> str:  # the token is a secret: it never goes to a log or a traceback
        return f"Credentials(homeserver={self.homeserver!r}, user_id={self.user_id!r}, device_id={self.device_id!r})"

    def to_json(self) -> str:
        return json.dumps({name: getattr(self, name) for name in FIELDS}, sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> Credentials | None:
        """The credentials in ``text``, or None unless it is exactly our record (four non-empty strings)."""
        if len(text) > MAX_CREDENTIALS_BYTES:
            return None
        try:
            record = json.loads(text)
        except (ValueError, RecursionError):
            return None
        if not isinstance(record, dict) or set(record) != set(FIELDS):
            return None
        values = [record[name] for name in FIELDS]
        if not all(isinstance(value, str) and value and len(value) <= 2048 for value in values):
            return None
        return cls(*values)


class Keyring(Protocol):
    """The part of the ``keyring`` package's interface the store uses (a test hands in its own)."""

    def get_password(self, service_name: str, username: str) -> str | None: ...

    def set_password(self, service_name: str, username: str, password: str) -> None: ...

    def delete_password(self, service_name: str, username: str) -> None: ...


def system_keyring() -> Keyring | None:
    """The system's keyring when the ``keyring`` package is installed and has a real backend, else None."""
    try:
        import keyring  # type: ignore[import-not-found, unused-ignore]
        from keyring.backends.fail import Keyring as NoKeyring  # type: ignore[import-not-found, unused-ignore]
    except Exception:  # not installed, or broken on import: the file will do
        return None
    try:
        backend = keyring.get_keyring()
    except Exception:
        return None
    if isinstance(backend, NoKeyring):
        return None
    found: Keyring = backend
    return found


class CredentialStore:
    """Keeps one account's credentials in the keyring if it works, else in a 0600 file of the data folder."""

    def __init__(self, folder: Path, keyring: Keyring | None) -> None:
        self.folder = folder
        self.keyring = keyring

    @property
    def path(self) -> Path:
        return self.folder / CREDENTIALS_FILE_NAME

    def save(self, credentials: Credentials) -> str:
        """Keep ``credentials``; where they went ("keyring" or the file's path). ``OSError`` if nowhere could."""
        if self.keyring is not None:
            try:
                self.keyring.set_password(KEYRING_SERVICE, KEYRING_USERNAME, credentials.to_json())
            except Exception:  # a locked or broken keyring: fall back to the file
                pass
            else:
                with contextlib.suppress(OSError):
                    self.path.unlink(missing_ok=True)  # one copy only: an old file must not outlive a new login
                return "keyring"
        self.folder.mkdir(parents=True, exist_ok=True)
        write_private(self.path, credentials.to_json().encode("utf-8"))
        return str(self.path)

    def load(self) -> Credentials | None:
        """The credentials kept, or None if there are none (or none readable)."""
        if self.keyring is not None:
            try:
                text = self.keyring.get_password(KEYRING_SERVICE, KEYRING_USERNAME)
            except Exception:
                text = None
            if text is not None:
                return Credentials.from_json(text)
        return read_credentials(self.path)

    def forget(self) -> None:
        """Drop the credentials from wherever they are (a logout)."""
        if self.keyring is not None:
            with contextlib.suppress(Exception):
                self.keyring.delete_password(KEYRING_SERVICE, KEYRING_USERNAME)
        with contextlib.suppress(OSError):
            self.path.unlink(missing_ok=True)


def read_credentials(path: Path) -> Credentials | None:
    """The credentials in ``path`` if it is a regular file of ours of sensible size, else None."""
    try:
        data = read_private(path, MAX_CREDENTIALS_BYTES)
    except PrivateFileError:
        return None
    try:
        return Credentials.from_json(data.decode("utf-8"))
    except UnicodeDecodeError:
        return None
