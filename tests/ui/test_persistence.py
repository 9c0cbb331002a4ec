"""SaveStore: the saved match on disk, written atomically and never trusted when read back.

The store is ``cassino_desktop.storage``; these tests use it through the window's
``ui.persistence`` (its folder by default the application's data folder).
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import json
import random
from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QApplication

from cassino_desktop import storage
from cassino_desktop.engine import ADVANCED, ORIGINAL, ROYAL, Match, Move, Variant
from cassino_desktop.savegame import SavedMatch, replay, saved_from, to_json
from cassino_desktop.ui.persistence import SaveStore


def played(variant: Variant = ADVANCED, seed: int = 12, games: int = 1, current: int = 7) -> SavedMatch:
    """A match with ``games`` finished games and ``current`` moves of the next, played at random."""
    rnd = random.Random(seed)
    match = Match(variant, seed)
    finished: list[list[Move]] = []
    while len(finished) < games and not match.is_over():
        state = match.start_game()
        moves: list[Move] = []
        while not state.over:
            moves.append(rnd.choice(state.legal_moves()))
            state = state.apply(moves[-1])
        match.record(state.result())
        finished.append(moves)
    now: list[Move] = []
    if not match.is_over():
        state = match.start_game()
        for _ in range(current):
            now.append(rnd.choice(state.legal_moves()))
            state = state.apply(now[-1])
    return saved_from(match, finished, now, undo_used=current % 2 == 1)


def assert_one_sentence(message: str | None) -> None:
    assert message is not None
    assert message[0].isupper() and message.endswith("."), message
    assert ". " not in message and "\n" not in message, message


def names(directory: Path) -> list[str]:
    return sorted(p.name for p in directory.iterdir())


# ---------------------------------------------------------------------- saving and loading


def test_no_save_loads_as_nothing(tmp_path: Path) -> None:
    assert SaveStore(tmp_path).load() == (None, None)
    assert SaveStore(tmp_path / "not" / "made" / "yet").load() == (None, None)


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    saved = played()
    assert store.save(saved) is None
    assert store.path == tmp_path / "match.json"
    assert store.path.read_text(encoding="utf-8") == to_json(saved)
    loaded, problem = store.load()
    assert problem is None
    assert loaded == saved
    assert loaded is not None
    assert replay(loaded).state == replay(saved).state
    assert names(tmp_path) == ["match.json"]


def test_a_completed_match_round_trips(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    saved = played(ORIGINAL, games=1)
    assert saved.current == ()
    assert store.save(saved) is None
    assert store.load() == (saved, None)


def test_saving_makes_the_directory(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "a" / "b")
    assert store.save(played()) is None
    assert (tmp_path / "a" / "b" / "match.json").is_file()


def test_saving_again_replaces_the_file_atomically(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    first, second = played(current=3), played(current=8)
    assert store.save(first) is None
    old = tmp_path / "old-link"
    os.link(store.path, old)  # a second name for the first file
    assert store.save(second) is None
    assert store.path.read_text(encoding="utf-8") == to_json(second)
    # The first file was not rewritten in place: a new file was renamed over it.
    assert old.read_text(encoding="utf-8") == to_json(first)
    assert not store.path.samefile(old)
    old.unlink()
    assert names(tmp_path) == ["match.json"]  # no temporary file left behind
    assert store.load() == (second, None)


def test_many_saves_leave_one_file(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    for n in range(5):
        assert store.save(played(current=n)) is None
    assert names(tmp_path) == ["match.json"]
    assert store.load() == (played(current=4), None)


def test_clear_removes_the_save(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.clear()  # nothing to remove: fine
    assert store.save(played()) is None
    store.clear()
    assert not store.path.exists()
    assert store.load() == (None, None)
    store.clear()


def test_the_default_directory_is_the_application_data_folder(qapp: QApplication) -> None:
    store = SaveStore()
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    assert store.path == Path(location) / "match.json"
    assert store.directory == Path(location)


# ---------------------------------------------------------------------- unusable files


def _valid_text() -> str:
    return to_json(played())


def _with(**changes: object) -> bytes:
    obj = json.loads(_valid_text())
    obj.update(changes)
    return json.dumps(obj).encode()


BAD_FILES: dict[str, tuple[bytes, str]] = {
    "corrupt": (b'{"format": "cassino-match", "version": 1, ]', "it is not valid JSON at line 1, column 43"),
    "truncated": (_valid_text().encode()[:200], "it is not valid JSON"),
    "empty": (b"", "it is empty"),
    "blank": (b"  \n", "it is empty"),
    "binary": (bytes(range(256)) * 4, "it is not text"),
    "nul bytes": (b"\x00" * 64, "it is not valid JSON at line 1, column 1"),
    "other format": (_with(format="chess"), "it is not a saved Cassino match"),
    "unknown variant": (_with(variant="poker"), 'its variant "poker" is unknown'),
    "illegal move": (_with(current=["trail 7H", "trail 7H"]), "of game 2 is illegal"),
    "wrong scores": (_with(totals=[0, 99]), "its scores do not match its moves"),
    "not an object": (b"[1, 2, 3]", "it is a list, not a saved match"),
}


@pytest.mark.parametrize("kind", list(BAD_FILES))
def test_an_unusable_file_is_set_aside(tmp_path: Path, kind: str) -> None:
    content, reason = BAD_FILES[kind]
    store = SaveStore(tmp_path)
    store.path.write_bytes(content)
    saved, message = store.load()
    assert saved is None
    assert_one_sentence(message)
    assert message is not None
    assert message.startswith("Your saved game could not be read (")
    assert reason in message
    assert message.endswith("), so it was set aside and a new game begins.")
    assert not store.path.exists()
    assert (tmp_path / "match.json.corrupt").read_bytes() == content
    assert store.load() == (None, None)


def test_a_second_and_third_bad_file_get_numbered_names(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    for n, content in enumerate([b"{", b"", b"\xff\xfe"]):
        store.path.write_bytes(content)
        saved, message = store.load()
        assert saved is None
        assert_one_sentence(message)
        aside = ["match.json.corrupt", "match.json.corrupt.1", "match.json.corrupt.2"][n]
        assert (tmp_path / aside).read_bytes() == content
    assert names(tmp_path) == ["match.json.corrupt", "match.json.corrupt.1", "match.json.corrupt.2"]
    assert store.load() == (None, None)
    # A good save next to the old bad ones loads as usual.
    assert store.save(played()) is None
    assert store.load() == (played(), None)


def test_a_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.path.write_bytes(b"\xef\xbb\xbf" + _valid_text().encode())
    assert store.load() == (played(), None)


def test_a_directory_in_place_of_the_file_is_left_and_the_game_saved_beside_it(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.path.mkdir()
    saved, message = store.load()
    assert saved is None
    assert_one_sentence(message)
    assert message is not None and "is not a regular file (a folder)" in message and "match-2.json" in message
    assert store.path.is_dir() and names(tmp_path) == ["match.json"]
    assert store.save(played()) is None
    assert names(tmp_path) == ["match-2.json", "match.json"]
    again = SaveStore(tmp_path)
    loaded, message = again.load()
    assert loaded == played() and message is not None and "match-2.json" in message


def test_an_unreadable_file_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = SaveStore(tmp_path)
    assert store.save(played()) is None

    def refuse(path: object, flags: int, *args: object) -> int:
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(storage.os, "open", refuse)
    saved, message = store.load()
    monkeypatch.undo()
    assert saved is None
    assert_one_sentence(message)
    assert message == (
        "Your saved game could not be read (it could not be opened: Permission denied), "
        "so it was set aside and a new game begins."
    )
    assert names(tmp_path) == ["match.json.corrupt"]


def test_a_file_that_cannot_be_set_aside_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = SaveStore(tmp_path)
    store.path.write_bytes(b"{")

    def fail(src: object, dst: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", fail)
    saved, message = store.load()
    assert saved is None
    assert_one_sentence(message)
    assert message == (
        "Your saved game could not be read (it is not valid JSON at line 1, column 2: expecting property name"
        " enclosed in double quotes) or set aside, so a new game begins."
    )


# ---------------------------------------------------------------------- failing saves


def test_saving_where_a_file_blocks_the_directory_gives_a_message(tmp_path: Path) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("I am a file")
    for directory in (blocker, blocker / "sub"):
        message = SaveStore(directory).save(played())
        assert_one_sentence(message)
        assert message is not None and message.startswith("The game could not be saved")
    assert blocker.read_text() == "I am a file"


def test_saving_over_a_directory_saves_beside_it_and_says_so_once(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.path.mkdir()
    message = store.save(played())
    assert_one_sentence(message)
    assert message is not None and str(store.path) in message and "match-2.json" in message
    assert store.save(played(current=3)) is None  # said once
    assert names(tmp_path) == ["match-2.json", "match.json"]
    assert store.path.is_dir()


def disk_full(fd: int) -> None:
    """A disk that fills up: the bytes never reach it."""
    raise OSError(28, "No space left on device")


def rename_fails(src: object, dst: object) -> None:
    """A rename that fails at the last moment."""
    raise PermissionError(13, "Permission denied")


@pytest.mark.parametrize(
    ("name", "failure", "reason"),
    [
        ("fsync", disk_full, "No space left on device"),
        ("replace", rename_fails, "Permission denied"),
    ],
)
def test_a_failed_save_keeps_the_previous_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, failure: object, reason: str
) -> None:
    store = SaveStore(tmp_path)
    first = played(current=2)
    assert store.save(first) is None
    monkeypatch.setattr(storage.os, name, failure)
    message = store.save(played(current=5))
    monkeypatch.undo()
    assert_one_sentence(message)
    assert message == f"The game could not be saved to {store.path}: {reason}."
    assert names(tmp_path) == ["match.json"]  # the temporary file is gone
    assert store.load() == (first, None)


def test_load_match_hands_on_the_replay_that_checked_the_save(tmp_path: Path) -> None:
    """The match the save was checked by is the one to play on: it is replayed once, as it is read."""
    store = SaveStore(tmp_path)
    assert store.load_match() == (None, None, None)
    saved = played(ROYAL, seed=5, games=1, current=9)
    assert store.save(saved) is None
    loaded, play, problem = store.load_match()
    assert problem is None and loaded == saved and play is not None
    again = replay(saved)
    assert play.state == again.state and play.match.results == again.match.results
    assert play.moves_to_save() == again.moves_to_save() and play.undo_used == saved.undo_used
    store.path.write_text("{", encoding="utf-8")
    loaded, play, problem = store.load_match()
    assert loaded is None and play is None
    assert_one_sentence(problem)
