"""The app's files when they are not what they should be: each case answers at once, in one sentence, losing nothing.

A named pipe or a device where ``match.json``, ``statistics.json`` or the
settings file should be once hung the game or filled its memory; a save from
a newer version was set aside as damaged; a damaged settings file was read
for ever. Every case here is timed: a watchdog frees a reader stuck on a
named pipe (by opening it for writing), so a regression fails instead of
hanging the suite.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import contextlib
import json
import stat
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from cassino_desktop import storage
from cassino_desktop.engine import ADVANCED, Match, Move
from cassino_desktop.savegame import SAVE_VERSION, SavedMatch, saved_from, to_json
from cassino_desktop.stats import Statistics
from cassino_desktop.storage import MAX_SAVE_BYTES, SaveStore, StatsStore
from cassino_desktop.ui import settings as settings_module
from cassino_desktop.ui.main_window import MainWindow
from cassino_desktop.ui.plain_text import PlainMessageBox
from cassino_desktop.ui.settings import MAX_SETTINGS_BYTES, MemoryStore, Settings, default_settings_file

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes")

QUICK = 1.0
"""Seconds after which a reader still waiting on a named pipe is taken to be stuck there (and freed, and failed)."""
HANG = 60.0
"""Seconds no reproduction comes near unless it hangs: a bound for a hang, not a measure of speed, which a busy
machine would make fail."""


@contextlib.contextmanager
def answers_without_waiting(*pipes: Path, seconds: float = QUICK) -> Iterator[None]:
    """Fail if anyone waits on one of ``pipes`` (a stuck reader is freed after ``seconds``), or the body hangs.

    Past the time a watchdog opens each pipe for writing and closes it again,
    which lets a reader stuck opening it go on (it then reads nothing), so the
    test ends and fails instead of hanging. Opening a pipe for writing succeeds
    only while someone has it open for reading, so a reader that was merely slow
    and is done is never taken for a stuck one.
    """
    done = threading.Event()
    freed: list[Path] = []

    def watch() -> None:
        if done.wait(seconds):
            return
        while not done.is_set():
            for pipe in pipes:
                try:
                    handle = os.open(pipe, os.O_WRONLY | os.O_NONBLOCK)
                except OSError:
                    continue  # nobody is reading it
                freed.append(pipe)
                os.close(handle)
            time.sleep(0.05)

    watchdog = threading.Thread(target=watch, daemon=True)
    watchdog.start()
    start = time.monotonic()
    try:
        yield
    finally:
        done.set()
        watchdog.join()
    elapsed = time.monotonic() - start
    assert not freed, f"something waited on the named pipe {freed[0]} until it was freed"
    assert elapsed < HANG, f"took {elapsed:.2f} s"


def a_saved_match(current: int = 3) -> SavedMatch:
    match = Match(ADVANCED, 8)
    state = match.start_game()
    moves: list[Move] = []
    for _ in range(current):
        moves.append(sorted(state.legal_moves(), key=Move.sort_key)[0])
        state = state.apply(moves[-1])
    return saved_from(match, [], moves, undo_used=False)


def assert_one_sentence(message: str | None) -> str:
    assert message is not None
    assert message[0].isupper() and message.endswith("."), message
    assert ". " not in message and "\n" not in message, message
    return message


def names(directory: Path) -> list[str]:
    return sorted(p.name for p in directory.iterdir())


def is_pipe(path: Path) -> bool:
    return stat.S_ISFIFO(os.lstat(path).st_mode)


# ---------------------------------------------------------------------- match.json


def test_a_named_pipe_as_the_save_is_left_and_the_game_saved_beside_it(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    os.mkfifo(store.path)
    with answers_without_waiting(store.path):
        saved, message = store.load()
    assert saved is None
    text = assert_one_sentence(message)
    assert f"{store.path} is not a regular file (a named pipe)" in text
    assert "left as it is" in text and "match-2.json" in text
    assert is_pipe(store.path)
    with answers_without_waiting(store.path):
        assert store.save(a_saved_match()) is None  # said once, by the load
        store.clear()
        assert store.save(a_saved_match(4)) is None
    assert is_pipe(store.path) and names(tmp_path) == ["match-2.json", "match.json"]
    with answers_without_waiting(store.path):
        loaded, message = SaveStore(tmp_path).load()  # the next start finds the game beside the pipe
    assert loaded == a_saved_match(4) and message is not None and "match-2.json" in message


def test_a_save_before_any_load_does_not_replace_a_named_pipe(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    os.mkfifo(store.path)
    with answers_without_waiting(store.path):
        message = store.save(a_saved_match())
    assert "not a regular file (a named pipe)" in assert_one_sentence(message)
    assert is_pipe(store.path) and (tmp_path / "match-2.json").is_file()


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero")
def test_a_save_linked_to_dev_zero_is_refused_at_once(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.path.symlink_to("/dev/zero")
    with answers_without_waiting():
        saved, play, message = store.load_match()
    assert saved is None and play is None
    assert "is not a regular file (a device)" in assert_one_sentence(message)
    assert store.path.is_symlink() and os.readlink(store.path) == "/dev/zero"
    assert store.save(a_saved_match()) is None
    assert (tmp_path / "match-2.json").read_text(encoding="utf-8") == to_json(a_saved_match())


def test_a_link_to_a_regular_file_is_read(tmp_path: Path) -> None:
    real = tmp_path / "elsewhere.json"
    real.write_text(to_json(a_saved_match()), encoding="utf-8")
    store = SaveStore(tmp_path / "data")
    store.directory.mkdir()
    store.path.symlink_to(real)
    assert store.load() == (a_saved_match(), None)


def test_a_save_far_too_large_is_read_no_further_and_set_aside(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.path.write_bytes(b" " * (MAX_SAVE_BYTES + 10) + b"{}")
    with answers_without_waiting():
        saved, message = store.load()
    assert saved is None and "it is far too large" in assert_one_sentence(message)
    assert names(tmp_path) == ["match.json.corrupt"]


def test_the_size_limit_is_far_above_a_long_real_save() -> None:
    match = Match(ADVANCED, 1, players=4)
    finished: list[list[Move]] = []
    while not match.is_over():
        state = match.start_game()
        moves: list[Move] = []
        while not state.over:
            moves.append(sorted(state.candidate_moves().moves, key=Move.sort_key)[-1])
            state = state.apply(moves[-1])
        match.record(state.result())
        finished.append(moves)
    size = len(to_json(saved_from(match, finished, [], undo_used=False)).encode())
    assert 20 * size < MAX_SAVE_BYTES


def newer_save() -> bytes:
    document = json.loads(to_json(a_saved_match()))
    document.update(version=SAVE_VERSION + 1, something_new={"a": 1})
    return json.dumps(document).encode()


def test_a_save_from_a_newer_version_is_kept_and_the_new_game_saved_beside_it(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.path.write_bytes(newer_save())
    with answers_without_waiting():
        saved, message = store.load()
    assert saved is None
    text = assert_one_sentence(message)
    assert f"{store.path} was written by a newer version of Cassino" in text and "match-2.json" in text
    assert "corrupt" not in text and "set aside" not in text
    for moves in (1, 2, 3):
        assert store.save(a_saved_match(moves)) is None
    assert store.path.read_bytes() == newer_save()
    assert names(tmp_path) == ["match-2.json", "match.json"]
    # A later start still leaves the newer save alone and finds the game played with this version.
    later = SaveStore(tmp_path)
    loaded, message = later.load()
    assert loaded == a_saved_match(3) and message is not None and "newer version" in message
    later.clear()  # the match ends: only this version's save goes
    assert names(tmp_path) == ["match.json"] and store.path.read_bytes() == newer_save()


def test_when_both_names_are_taken_nothing_is_written_and_it_is_said_once(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    os.mkfifo(store.path)
    store.beside_path.write_bytes(newer_save())
    with answers_without_waiting(store.path):
        saved, message = store.load()
        assert saved is None
        text = assert_one_sentence(message)
        assert "named pipe" in text and "newer version" in text and "not saved" in text
        assert store.save(a_saved_match()) is None
        store.clear()
    assert is_pipe(store.path) and store.beside_path.read_bytes() == newer_save()


def test_a_damaged_save_beside_a_pipe_is_set_aside_in_the_same_sentence(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    os.mkfifo(store.path)
    store.beside_path.write_bytes(b"{")
    with answers_without_waiting(store.path):
        saved, message = store.load()
    text = assert_one_sentence(message)
    assert saved is None and "named pipe" in text and "match-2.json could not be read" in text
    assert names(tmp_path) == ["match-2.json.corrupt", "match.json"]


# ---------------------------------------------------------------------- statistics.json


def test_a_named_pipe_as_the_statistics_is_left_and_they_are_kept_beside_it(tmp_path: Path) -> None:
    store = StatsStore(tmp_path)
    os.mkfifo(store.path)
    with answers_without_waiting(store.path):
        stats, message = store.load()
    assert stats == Statistics()
    text = assert_one_sentence(message)
    assert f"{store.path} is not a regular file (a named pipe)" in text and "statistics-2.json" in text
    played = Statistics()
    played.record_abandoned("advanced")
    with answers_without_waiting(store.path):
        assert store.save(played) is None
        assert StatsStore(tmp_path).load()[0] == played
    assert is_pipe(store.path)


def test_statistics_from_a_newer_version_are_kept(tmp_path: Path) -> None:
    store = StatsStore(tmp_path)
    newer = b'{"format": "cassino-statistics", "version": 99, "variants": {}}'
    store.path.write_bytes(newer)
    stats, message = store.load()
    assert stats == Statistics() and "newer version" in assert_one_sentence(message)
    assert store.save(Statistics()) is None
    assert store.path.read_bytes() == newer and names(tmp_path) == ["statistics-2.json", "statistics.json"]


# ---------------------------------------------------------------------- the settings file


def test_the_settings_file_is_found_without_asking_qt() -> None:
    expected = default_settings_file()
    if sys.platform in ("win32", "darwin"):
        assert expected is None
    else:
        assert expected is not None and str(expected) == QSettings("Cassino", "Cassino").fileName()


def test_a_named_pipe_as_the_settings_file_is_left_and_settings_kept_for_this_run(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    os.mkfifo(path)
    with answers_without_waiting(path):
        settings = Settings.at(path)
        settings.speed = "Fast"
        settings.sync()
    text = assert_one_sentence(settings.problem)
    assert f"{path} is not a regular file (a named pipe)" in text and "this run only" in text
    assert settings.speed == "Fast" and is_pipe(path)


def test_a_folder_as_the_settings_file_is_said_once_and_play_goes_on(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    path.mkdir()
    for settings in (Settings.at(path), Settings(QSettings(str(path), QSettings.Format.IniFormat))):
        assert "is not a regular file (a folder)" in assert_one_sentence(settings.problem)
        settings.difficulty = "easy"
        settings.sync()
        assert settings.difficulty == "easy"
    assert path.is_dir() and names(path) == []


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"[General]\nspeed=Fast\n[broken\nvariant=royal\n", "Qt could not read it as a settings file"),
        (b"[General]\nspeed=Fast\nvariant=nope\n", 'its variant is "nope"'),
        (b"[General]\nopponents=12\n", 'its opponents is "12"'),
        (b"[General]\ngeometry=not bytes\n", 'its geometry is "not bytes"'),
        (b"[General]\ncoach=maybe\n", 'its coach is "maybe"'),
    ],
    ids=["unparsable", "unknown variant", "too many opponents", "text as geometry", "not a flag"],
)
def test_a_damaged_settings_file_is_set_aside(tmp_path: Path, content: bytes, reason: str) -> None:
    path = tmp_path / "settings.ini"
    path.write_bytes(content)
    with answers_without_waiting():
        settings = Settings.at(path)
    text = assert_one_sentence(settings.problem)
    assert f"{path} was damaged ({reason}), so it was set aside as settings.ini.corrupt" in text
    assert (tmp_path / "settings.ini.corrupt").read_bytes() == content
    assert settings.speed == "Normal" and settings.variant == "advanced" and settings.opponents == 1
    settings.speed = "Slow"
    settings.sync()
    again = Settings.at(path)
    assert again.problem is None and again.speed == "Slow"


@pytest.mark.parametrize("where", ["the game's own", "a file named"])
def test_a_settings_file_far_too_large_is_set_aside_before_qt_reads_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, where: str
) -> None:
    own = where == "the game's own"
    path = default_settings_file() if own else tmp_path / "settings.ini"
    assert path is not None
    path.parent.mkdir(parents=True, exist_ok=True)
    content = b"[General]\nspeed=Fast\n" + b"; padding\n" * (MAX_SETTINGS_BYTES // 10 + 1)
    path.write_bytes(content)
    read_by_qt: list[int] = []

    class WatchedSettings(QSettings):  # Qt reads the whole file as it is made: the size it finds then
        def __init__(self, *args: Any) -> None:
            read_by_qt.append(path.stat().st_size if path.exists() else 0)
            super().__init__(*args)

    monkeypatch.setattr(settings_module, "QSettings", WatchedSettings)
    settings = Settings() if own else Settings.at(path)
    assert read_by_qt and max(read_by_qt) <= MAX_SETTINGS_BYTES, read_by_qt
    text = assert_one_sentence(settings.problem)
    assert f"{path} was damaged (it is far too large), so it was set aside as {path.name}.corrupt" in text
    assert path.with_name(path.name + ".corrupt").read_bytes() == content
    assert settings.speed == "Normal"
    settings.speed = "Slow"
    settings.sync()
    assert (Settings() if own else Settings.at(path)).speed == "Slow"


def test_settings_the_game_wrote_itself_are_not_damage(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    written = Settings.at(path)
    written.variant = "royal"
    written.difficulty = "easy"
    written.speed = "Off"
    written.back_color = "Red"
    written.theme = "/decks/a, b.svg"
    written.undo_allowed = False
    written.coach = True
    written.computer_leads = True
    written.side_panel = False
    written.opponents = 3
    written.set_ruled_variant(Settings.at(tmp_path / "other.ini").ruled_variant())
    written.sync()
    again = Settings.at(path)
    assert again.problem is None and names(tmp_path) == ["settings.ini"]
    assert (again.theme, again.opponents, again.coach) == ("/decks/a, b.svg", 3, True)


def test_a_settings_file_that_cannot_be_set_aside_is_read_no_more(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "settings.ini"
    path.write_bytes(b"[General]\nspeed=zoom\n")

    def refuse(src: object, dst: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(storage.os, "replace", refuse)
    settings = Settings.at(path)
    monkeypatch.undo()
    text = assert_one_sentence(settings.problem)
    assert "could not be set aside (Permission denied)" in text
    assert isinstance(settings._store, MemoryStore) and settings.speed == "Normal"
    assert path.read_bytes() == b"[General]\nspeed=zoom\n"


# ---------------------------------------------------------------------- the window


def window_on(qtbot: QtBot, tmp_path: Path, settings: Settings | None = None) -> MainWindow:
    data = tmp_path / "data"
    settings = settings or Settings.at(tmp_path / "settings.ini")
    settings.speed = "Off"
    window = MainWindow(settings, seed=21, stats_store=StatsStore(data), save_store=SaveStore(data), deal=False)
    qtbot.addWidget(window)
    window.show()
    return window


def test_the_window_starts_at_once_on_named_pipes_and_keeps_saving(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    pipes = (data / "match.json", data / "statistics.json", tmp_path / "settings.ini")
    for pipe in pipes:
        os.mkfifo(pipe)
    monkeypatch.setattr(PlainMessageBox, "question", staticmethod(lambda *_args: QMessageBox.StandardButton.No))
    with answers_without_waiting(*pipes, seconds=5 * QUICK):
        window = window_on(qtbot, tmp_path)
        assert window.resume_offer.ask() is False
    shown = window.message_bar.messages()
    assert len(shown) == 3 and window.message_bar.isVisible()
    assert all("named pipe" in message for message in shown)
    assert (data / "match-2.json").is_file()  # the new game is saved beside the pipe
    assert all(is_pipe(pipe) for pipe in pipes)
    window.close()


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero")
def test_the_window_on_a_save_linked_to_dev_zero_says_so_and_saves(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "match.json").symlink_to("/dev/zero")
    monkeypatch.setattr(PlainMessageBox, "question", staticmethod(lambda *_args: QMessageBox.StandardButton.No))
    window = window_on(qtbot, tmp_path)
    with answers_without_waiting():
        assert window.resume_offer.ask() is False
    assert any("(a device)" in message for message in window.message_bar.messages())
    assert (data / "match-2.json").is_file()
    window.close()


def test_the_window_resumes_the_game_saved_beside_a_newer_save(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "match.json").write_bytes(newer_save())
    (data / "match-2.json").write_text(to_json(a_saved_match(4)), encoding="utf-8")
    monkeypatch.setattr(PlainMessageBox, "question", staticmethod(lambda *_args: QMessageBox.StandardButton.Yes))
    window = window_on(qtbot, tmp_path)
    with answers_without_waiting():
        assert window.resume_offer.ask() is True
    assert window.session.current_moves == [Move.parse(m) for m in a_saved_match(4).current]
    assert any("newer version" in message for message in window.message_bar.messages())
    assert (data / "match.json").read_bytes() == newer_save()
    window.close()


def test_the_window_shows_a_damaged_settings_file_in_the_bar(qtbot: QtBot, tmp_path: Path) -> None:
    (tmp_path / "settings.ini").write_bytes(b"[General]\nvariant=nope\n")
    window = window_on(qtbot, tmp_path)
    assert any("settings.ini.corrupt" in message for message in window.message_bar.messages())
    window.close()
