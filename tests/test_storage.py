"""``storage``: the save and the statistics kept on disk the same way, without Qt.

The stores' messages are checked through the window in ``tests/ui/test_persistence.py``
and ``tests/ui/test_stats_dialog.py``; here, what both share: a file written whole,
and a damaged file set aside under the same names whichever store finds it.
"""

from __future__ import annotations

import os
import stat
import subprocess
import sys
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


# ---------------------------------------------------------------------- the statistics' lock

COUNT_GAMES = """
import sys
from pathlib import Path
from cassino_desktop.storage import StatsStore
store = StatsStore(Path(sys.argv[1]))
print("ready", flush=True)
sys.stdin.readline()  # both processes start counting together
for _ in range(int(sys.argv[2])):
    written, problem = store.update(lambda stats: stats.record_abandoned("advanced"))
    assert written is not None and problem is None, problem
"""

HOLD_THE_LOCK = """
import sys, time
from pathlib import Path
from cassino_desktop.storage import StatsStore, held_lock
store = StatsStore(Path(sys.argv[1]))
with held_lock(store.lock_path):
    print("held", flush=True)
    time.sleep(60)
"""


def started(script: str, *args: str) -> subprocess.Popen[str]:
    """A Python process running ``script`` with ``args``, its first line read (it is ready then)."""
    process = subprocess.Popen(
        [sys.executable, "-c", script, *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    assert process.stdout is not None and process.stdout.readline().strip() in ("ready", "held")
    return process


def test_two_processes_counting_at_once_lose_no_result(tmp_path: Path) -> None:
    games = 40
    counters = [started(COUNT_GAMES, str(tmp_path), str(games)) for _ in range(2)]
    for process in counters:
        assert process.stdin is not None
        process.stdin.write("go\n")
        process.stdin.flush()
    for process in counters:
        assert process.wait(timeout=120) == 0
    stats, problem = StatsStore(tmp_path).load()
    assert problem is None and stats.for_variant("advanced").games_abandoned == 2 * games
    assert names(tmp_path) == ["statistics.json", "statistics.lock"]


def test_a_change_waits_for_the_lock_and_says_so_when_it_is_held_too_long(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    holder = started(HOLD_THE_LOCK, str(tmp_path))
    try:
        monkeypatch.setattr(storage, "LOCK_WAIT", 0.3)
        store = StatsStore(tmp_path)
        heard: list[str] = []
        store.listeners.append(heard.append)
        written, problem = store.update(lambda stats: stats.record_abandoned("advanced"))
        assert written is None and problem == heard[0]
        assert problem.startswith("Your statistics were not saved this time: another Cassino kept them busy")
        assert not store.path.exists()
    finally:
        holder.kill()
        holder.wait()
    # The system frees the lock of a process that dies: nothing is left stale.
    written, problem = store.update(lambda stats: stats.record_abandoned("advanced"))
    assert problem is None and written is not None and written.for_variant("advanced").games_abandoned == 1


def test_a_change_clears_what_a_write_cut_short_left(tmp_path: Path) -> None:
    store = StatsStore(tmp_path)
    leftover = tmp_path / ".statistics.json.k2j4_x.part"
    leftover.write_text("{half a fi")
    assert store.update(lambda stats: stats.record_abandoned("royal"))[1] is None
    assert names(tmp_path) == ["statistics.json", "statistics.lock"]


def test_the_statistics_written_by_another_process_are_no_leftover(tmp_path: Path) -> None:
    holder = started(HOLD_THE_LOCK, str(tmp_path))
    writing = tmp_path / ".statistics.json.w9.part"  # its write in progress
    writing.write_text("{")
    try:
        StatsStore(tmp_path).clear_leftovers()
        assert writing.exists()
    finally:
        holder.kill()
        holder.wait()
    StatsStore(tmp_path).clear_leftovers()
    assert not writing.exists()
