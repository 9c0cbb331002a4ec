"""``storage``: the save and the statistics kept on disk the same way, without Qt.

The stores' messages are checked through the window in ``tests/ui/test_persistence.py``
and ``tests/ui/test_stats_dialog.py``; here, what both share: a file written whole,
and a damaged file set aside under the same names whichever store finds it.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from cassino_desktop import storage
from cassino_desktop.engine import ADVANCED, Match
from cassino_desktop.savegame import saved_from
from cassino_desktop.stats import Statistics
from cassino_desktop.storage import SaveStore, StatsStore, aside_path, set_aside, write_atomically


def names(directory: Path) -> list[str]:
    return sorted(p.name for p in directory.iterdir())


def test_a_write_replaces_the_file_and_leaves_nothing_else(tmp_path: Path) -> None:
    path = tmp_path / "file.json"
    assert write_atomically(path, b"first") is None
    assert write_atomically(path, b"second") is None
    assert path.read_bytes() == b"second"
    assert names(tmp_path) == ["file.json"]


@pytest.mark.skipif(os.name != "posix", reason="file modes")
def test_a_write_keeps_the_permissions_of_the_file_it_replaces(tmp_path: Path) -> None:
    path = tmp_path / "file.json"
    assert write_atomically(path, b"new") is None
    assert stat.S_IMODE(path.stat().st_mode) == 0o644
    path.chmod(0o600)
    assert write_atomically(path, b"private") is None
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_a_failed_write_leaves_the_old_file_whole(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "file.json"
    assert write_atomically(path, b"old") is None

    def full(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage.os, "fsync", full)
    assert write_atomically(path, b"new") == "No space left on device"
    monkeypatch.undo()
    assert path.read_bytes() == b"old"
    assert names(tmp_path) == ["file.json"]


def test_a_write_into_a_missing_folder_says_why(tmp_path: Path) -> None:
    assert write_atomically(tmp_path / "missing" / "file.json", b"x") == "No such file or directory"


def test_damaged_files_are_numbered_as_they_are_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "file.json"
    for number, content in enumerate((b"one", b"two", b"three")):
        path.write_bytes(content)
        expected = "file.json.corrupt" + ("" if number == 0 else f".{number}")
        assert aside_path(path).name == expected
        assert set_aside(path) == tmp_path / expected
    assert names(tmp_path) == ["file.json.corrupt", "file.json.corrupt.1", "file.json.corrupt.2"]
    assert (tmp_path / "file.json.corrupt.2").read_bytes() == b"three"


@pytest.mark.parametrize("store_class", [SaveStore, StatsStore])
def test_both_stores_set_a_damaged_file_aside_the_same_way(tmp_path: Path, store_class: type) -> None:
    store = store_class(tmp_path)
    (tmp_path / "other.corrupt").write_bytes(b"")  # someone else's file is not a reason to number
    for _ in range(3):
        store.path.write_bytes(b"{")
        _, message = store.load()
        assert message is not None and "set aside" in message
    stem = store.path.name
    assert names(tmp_path) == sorted(["other.corrupt", f"{stem}.corrupt", f"{stem}.corrupt.1", f"{stem}.corrupt.2"])


def test_the_stores_keep_their_files_in_the_folder_they_are_given(tmp_path: Path) -> None:
    match = Match(ADVANCED, 3)
    saved = saved_from(match, [], [], undo_used=False)
    saves, statistics = SaveStore(tmp_path / "data"), StatsStore(tmp_path / "data")
    assert saves.save(saved) is None
    assert statistics.save(Statistics()) is None
    assert names(tmp_path / "data") == ["match.json", "statistics.json"]
    assert saves.load() == (saved, None)
    assert statistics.load() == (Statistics(), None)
