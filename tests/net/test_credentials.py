"""What is kept of a Matrix account: the token in the keyring when there is a working one, else in a file only
its owner can read; never the password; a damaged, foreign or huge file gives no credentials and no traceback."""

from __future__ import annotations

import os
import stat
import sys
import types
from pathlib import Path

import pytest

from cassino_desktop.net.credentials import (
    CREDENTIALS_FILE_NAME,
    KEYRING_SERVICE,
    KEYRING_USERNAME,
    MAX_CREDENTIALS_BYTES,
    Credentials,
    CredentialStore,
    system_keyring,
)

KEPT = Credentials("https://matrix.example.org", "@ana:example.org", "DEVICEID", "syt_secret_token")


class FakeKeyring:
    """A keyring that keeps passwords in a dict, or fails on every call when ``broken``."""

    def __init__(self, broken: bool = False) -> None:
        self.kept: dict[tuple[str, str], str] = {}
        self.broken = broken

    def get_password(self, service_name: str, username: str) -> str | None:
        if self.broken:
            raise RuntimeError("the keyring is locked")
        return self.kept.get((service_name, username))

    def set_password(self, service_name: str, username: str, password: str) -> None:
        if self.broken:
            raise RuntimeError("the keyring is locked")
        self.kept[(service_name, username)] = password

    def delete_password(self, service_name: str, username: str) -> None:
        if self.broken:
            raise RuntimeError("the keyring is locked")
        del self.kept[(service_name, username)]


def test_without_a_keyring_the_token_goes_to_a_file_its_owner_alone_reads(tmp_path: Path) -> None:
    store = CredentialStore(tmp_path / "data", keyring=None)
    assert store.load() is None
    where = store.save(KEPT)
    assert where == str(tmp_path / "data" / CREDENTIALS_FILE_NAME)
    assert stat.S_IMODE(os.stat(where).st_mode) == 0o600
    assert store.load() == KEPT
    assert [path.name for path in (tmp_path / "data").iterdir()] == [CREDENTIALS_FILE_NAME]  # no temporary left
    store.forget()
    assert store.load() is None and not Path(where).exists()


def test_a_working_keyring_holds_the_token_and_no_file_is_left(tmp_path: Path) -> None:
    keyring = FakeKeyring()
    CredentialStore(tmp_path, keyring=None).save(KEPT)  # an older login, kept in a file
    store = CredentialStore(tmp_path, keyring=keyring)
    assert store.save(KEPT) == "keyring"
    assert Credentials.from_json(keyring.kept[(KEYRING_SERVICE, KEYRING_USERNAME)]) == KEPT
    assert not (tmp_path / CREDENTIALS_FILE_NAME).exists()
    assert store.load() == KEPT
    store.forget()
    assert keyring.kept == {} and store.load() is None


def test_a_broken_keyring_falls_back_to_the_file(tmp_path: Path) -> None:
    store = CredentialStore(tmp_path, keyring=FakeKeyring(broken=True))
    assert store.save(KEPT) == str(tmp_path / CREDENTIALS_FILE_NAME)
    assert store.load() == KEPT
    store.forget()
    assert store.load() is None


def test_the_token_is_not_in_the_record_s_repr() -> None:
    assert KEPT.access_token not in repr(KEPT) and KEPT.user_id in repr(KEPT)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "not json",
        "[]",
        '{"homeserver": "h", "user_id": "u", "device_id": "d"}',
        '{"homeserver": "h", "user_id": "u", "device_id": "d", "access_token": ""}',
        '{"homeserver": "h", "user_id": "u", "device_id": "d", "access_token": 5}',
        '{"homeserver": "h", "user_id": "u", "device_id": "d", "access_token": "t", "password": "p"}',
        "[" * 100_000,
    ],
)
def test_anything_but_exactly_a_record_gives_no_credentials(tmp_path: Path, text: str) -> None:
    (tmp_path / CREDENTIALS_FILE_NAME).write_text(text, encoding="utf-8")
    assert CredentialStore(tmp_path, keyring=None).load() is None


def test_a_huge_file_a_folder_or_a_pipe_in_its_place_gives_no_credentials(tmp_path: Path) -> None:
    path = tmp_path / CREDENTIALS_FILE_NAME
    path.write_text(KEPT.to_json() + " " * MAX_CREDENTIALS_BYTES, encoding="utf-8")
    assert CredentialStore(tmp_path, keyring=None).load() is None
    path.unlink()
    path.mkdir()
    assert CredentialStore(tmp_path, keyring=None).load() is None
    path.rmdir()
    os.mkfifo(path)
    assert CredentialStore(tmp_path, keyring=None).load() is None  # and does not wait for a writer


def keyring_module(backend: object) -> dict[str, types.ModuleType]:
    """A stand-in ``keyring`` package whose ``get_keyring()`` is ``backend``, with its ``fail`` backend."""
    package = types.ModuleType("keyring")
    backends = types.ModuleType("keyring.backends")
    fail = types.ModuleType("keyring.backends.fail")

    class NoKeyring:
        pass

    fail.Keyring = NoKeyring  # type: ignore[attr-defined]
    package.get_keyring = lambda: backend if backend is not None else NoKeyring()  # type: ignore[attr-defined]
    return {"keyring": package, "keyring.backends": backends, "keyring.backends.fail": fail}


def test_the_system_keyring_is_used_only_when_the_package_is_there_with_a_real_backend(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(sys.modules, "keyring", None)  # not installed: the import fails
    assert system_keyring() is None
    for name, module in keyring_module(None).items():  # installed, but no backend (a desktop without one)
        monkeypatch.setitem(sys.modules, name, module)
    assert system_keyring() is None
    working = FakeKeyring()
    for name, module in keyring_module(working).items():
        monkeypatch.setitem(sys.modules, name, module)
    assert system_keyring() is working
