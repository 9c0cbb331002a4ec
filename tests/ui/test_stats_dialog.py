"""The statistics on disk (``StatsStore``) and on screen (``StatsDialog``)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QStandardPaths, Qt
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from cassino_desktop import storage
from cassino_desktop.engine import VARIANTS, GameResult, PlayerScore
from cassino_desktop.stats import Statistics
from cassino_desktop.ui.dialogs.stats_dialog import FILE_NAME, StatsDialog, StatsStore, percent, summary_text

WIN = GameResult((PlayerScore(8, 27, 7, sweeps=2), PlayerScore(3, 25, 6)), 0)
LOSS = GameResult((PlayerScore(4, 20, 5, sweeps=1), PlayerScore(7, 32, 8)), 1)
DRAW = GameResult((PlayerScore(5, 26, 6), PlayerScore(5, 26, 7)), None)
ORIGINAL_WIN = GameResult((PlayerScore(30, 30, 8), PlayerScore(22, 22, 5)), 0)


def sample() -> Statistics:
    """Nine Advanced games (7 won, 1 drawn, 1 lost; streaks 3 and 2), three matches, one Original game."""
    stats = Statistics()
    games = [(WIN, False), (WIN, True), (LOSS, False), (WIN, False), (WIN, False), (WIN, False)]
    games += [(DRAW, False), (WIN, False), (WIN, False)]
    for result, undo in games:
        stats.record_game("advanced", result, used_undo=undo)
    for won in (True, False, True):
        stats.record_match("advanced", won)
    stats.record_game("original", ORIGINAL_WIN, sweeps=1)
    stats.record_match("original", True)
    return stats


# ------------------------------------------------------------------ the store


def test_store_round_trip(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "data")
    assert store.path == tmp_path / "data" / FILE_NAME
    assert store.save(sample()) is None
    assert store.path.is_file()
    loaded, message = StatsStore(tmp_path / "data").load()
    assert message is None
    assert loaded == sample()
    assert sorted(p.name for p in store.directory.iterdir()) == [FILE_NAME]  # no temporary file left behind


def test_missing_file_gives_fresh_statistics_quietly(tmp_path: Path) -> None:
    stats, message = StatsStore(tmp_path / "nowhere").load()
    assert stats == Statistics()
    assert message is None
    assert not (tmp_path / "nowhere").exists()  # loading creates nothing


def test_saving_replaces_the_old_file(tmp_path: Path) -> None:
    store = StatsStore(tmp_path)
    assert store.save(sample()) is None
    assert store.save(Statistics()) is None
    assert store.load() == (Statistics(), None)


@pytest.mark.parametrize(
    "content",
    [b"{not json", b"\xff\xfe\x00garbage", b""],
    ids=["not JSON", "not text", "empty"],
)
def test_corrupt_file_is_moved_aside_with_a_message(tmp_path: Path, content: bytes) -> None:
    store = StatsStore(tmp_path)
    store.path.write_bytes(content)
    stats, message = store.load()
    assert stats == Statistics()
    assert message is not None
    assert "statistics.json.corrupt" in message
    assert message.count(". ") == 0 and message.endswith(".")  # one sentence
    assert "\n" not in message
    assert not store.path.exists()
    assert (tmp_path / "statistics.json.corrupt").read_bytes() == content
    assert store.save(stats) is None  # and the game goes on


def test_earlier_corrupt_files_are_kept(tmp_path: Path) -> None:
    store = StatsStore(tmp_path)
    for number, content in enumerate([b"first", b"second", b"third"]):
        store.path.write_bytes(content)
        _, message = store.load()
        assert message is not None
        suffix = ".corrupt" if number == 0 else f".corrupt.{number}"
        assert message.count(FILE_NAME + suffix) == 1
    assert (tmp_path / "statistics.json.corrupt").read_bytes() == b"first"
    assert (tmp_path / "statistics.json.corrupt.1").read_bytes() == b"second"
    assert (tmp_path / "statistics.json.corrupt.2").read_bytes() == b"third"


def test_huge_file_is_treated_as_corrupt(tmp_path: Path) -> None:
    store = StatsStore(tmp_path)
    store.path.write_bytes(b" " * 2_000_000)
    stats, message = store.load()
    assert stats == Statistics()
    assert message is not None and "too large" in message
    assert (tmp_path / "statistics.json.corrupt").exists()


def test_unwritable_directory_gives_a_message_not_an_exception(tmp_path: Path) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where the folder should be")
    store = StatsStore(blocker / "Cassino")
    message = store.save(sample())
    assert message is not None
    assert "could not be saved" in message
    assert "\n" not in message
    assert store.load() == (Statistics(), None)  # loading does not raise either


def test_file_that_cannot_be_written_gives_a_message(tmp_path: Path) -> None:
    store = StatsStore(tmp_path)
    store.path.mkdir()  # a folder in the file's place: QSaveFile cannot replace it
    assert store.save(sample()) is not None


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="needs file permissions that apply")
def test_read_only_directory_gives_a_message(tmp_path: Path) -> None:
    store = StatsStore(tmp_path)
    tmp_path.chmod(0o500)
    try:
        message = store.save(sample())
    finally:
        tmp_path.chmod(0o700)
    assert message is not None and "could not be saved" in message


def test_unreadable_file_is_left_alone_and_not_overwritten(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = StatsStore(tmp_path)
    store.path.write_bytes(b"kept")

    def refuse(path: object, flags: int, *args: object) -> int:
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(storage.os, "open", refuse)  # exists, but reading it fails
    stats, message = store.load()
    monkeypatch.undo()
    assert stats == Statistics()
    assert message is not None and "could not be read" in message and "Permission denied" in message
    assert store.path.read_bytes() == b"kept"  # not moved aside: it may be fine
    refusal = store.save(sample())
    assert refusal is not None and "not saved" in refusal


def test_default_directory_is_the_app_data_location(qapp: QApplication) -> None:
    expected = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    assert qapp.applicationName()
    assert str(StatsStore().directory) == expected


def test_default_directory_is_never_the_shared_data_folder(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QCoreApplication, "applicationName", staticmethod(lambda: ""))
    assert StatsStore().directory.name == "Cassino"


# ------------------------------------------------------------------ the dialog


@pytest.fixture
def dialog(qtbot: QtBot) -> StatsDialog:
    shown = StatsDialog(sample(), "advanced")
    qtbot.addWidget(shown)
    return shown


def test_percent() -> None:
    assert percent(7, 9) == "78%"
    assert percent(0, 9) == "0%"
    assert percent(9, 9) == "100%"
    assert percent(1, 1000) == "1%"  # never 0% once something is won
    assert percent(999, 1000) == "99%"  # never 100% while something is lost
    assert percent(0, 0) == ""


def test_dialog_shows_the_current_variant(dialog: StatsDialog) -> None:
    assert dialog.current_variant() == "advanced"
    assert dialog.tabs.count() == len(VARIANTS)
    assert [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())] == [v.title for v in VARIANTS.values()]


def test_dialog_shows_the_right_numbers(dialog: StatsDialog) -> None:
    expected = {
        "games_played": "9",
        "games_won": "7  (78%)",
        "games_drawn": "1",
        "matches_played": "3",
        "matches_won": "2  (67%)",
        "best_game_score": "8",
        "sweeps": "15",
        "current_streak": "2",
        "longest_streak": "3",
        "games_with_undo": "1",
    }
    for key, text in expected.items():
        assert dialog.value_text("advanced", key) == text, key
    assert dialog.value_text("original", "best_game_score") == "30"
    assert dialog.value_text("original", "games_won") == "1  (100%)"
    assert dialog.value_text("royal", "games_won") == "0"
    assert summary_text(VARIANTS["advanced"], sample().for_variant("advanced")) == (
        "9 games of Advanced: 7 won, 1 drawn, 1 lost."
    )
    texts = [label.text() for label in dialog.findChildren(QLabel)]
    assert "9 games of Advanced: 7 won, 1 drawn, 1 lost." in texts
    assert "No games of Royal Cassino played yet." in texts
    assert "Most cards in a game" in texts  # Original's best game is counted in cards


def test_figures_have_accessible_names(dialog: StatsDialog) -> None:
    names = {label.accessibleName() for label in dialog.findChildren(QLabel)}
    assert "Won: 7  (78%)" in names
    assert "Longest winning streak: 3" in names


def test_unknown_current_variant_falls_back_to_the_first_tab(qtbot: QtBot) -> None:
    shown = StatsDialog(Statistics(), "spade-cassino")
    qtbot.addWidget(shown)
    assert shown.current_variant() == next(iter(VARIANTS))


def test_reset_button_names_the_shown_variant_and_is_off_when_there_is_nothing(dialog: StatsDialog) -> None:
    assert "Advanced" in dialog.reset_button.text()
    assert dialog.reset_button.isEnabled()
    dialog.set_variant("royal")
    assert "Royal" in dialog.reset_button.text()
    assert not dialog.reset_button.isEnabled()


def test_reset_confirmed_resets_the_shown_variant_and_emits_changed(
    dialog: StatsDialog, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(dialog, "confirm_reset", lambda: True)
    with qtbot.waitSignal(dialog.changed, timeout=1000):
        qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert dialog.stats.for_variant("advanced").is_empty()
    assert dialog.stats.for_variant("original").games_won == 1  # the others stay
    assert dialog.value_text("advanced", "games_played") == "0"
    assert dialog.value_text("advanced", "games_won") == "0"
    assert not dialog.reset_button.isEnabled()


def test_reset_declined_changes_nothing(dialog: StatsDialog, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[str] = []

    def decline() -> bool:
        asked.append(dialog.current_variant())
        return False

    monkeypatch.setattr(dialog, "confirm_reset", decline)
    before = dialog.stats.for_variant("advanced")
    with qtbot.assertNotEmitted(dialog.changed):
        qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert asked == ["advanced"]
    assert dialog.stats.for_variant("advanced") == before
    assert dialog.value_text("advanced", "games_played") == "9"


def test_reset_changes_the_callers_statistics_for_saving(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    stats = sample()
    store = StatsStore(tmp_path)
    shown = StatsDialog(stats, "original")
    qtbot.addWidget(shown)
    shown.changed.connect(lambda: store.save(stats))
    monkeypatch.setattr(shown, "confirm_reset", lambda: True)
    shown.reset_button.click()
    loaded, _ = store.load()
    assert loaded.for_variant("original").is_empty()
    assert loaded.for_variant("advanced").games_played == 9


def test_close_button_closes(dialog: StatsDialog, qtbot: QtBot) -> None:
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()


def test_dialog_paints(dialog: StatsDialog, qtbot: QtBot, tmp_path: Path) -> None:
    dialog.show()
    qtbot.waitExposed(dialog)
    picture = dialog.grab()
    assert picture.width() >= 320 and picture.height() >= 300
    assert picture.save(str(tmp_path / "stats_dialog.png"))


# ------------------------------------------------------------------ Clearance, games given up, fitting


def test_clearance_statistics_have_no_sweeps_row(qtbot: QtBot) -> None:
    dialog = StatsDialog(sample(), "clearance")
    qtbot.addWidget(dialog)
    assert "sweeps" not in dialog._values["clearance"]
    assert "sweeps" in dialog._values["advanced"]
    page = dialog.tabs.widget(list(VARIANTS).index("clearance"))
    shown = [label.text() for label in page.findChildren(QLabel)]
    assert "Sweeps" not in shown and "Games played" in shown


def test_games_given_up_show_as_lost(qtbot: QtBot) -> None:
    stats = sample()
    stats.record_abandoned("advanced")
    assert summary_text(VARIANTS["advanced"], stats.for_variant("advanced")) == (
        "10 games of Advanced: 7 won, 1 drawn, 2 lost (1 given up)."
    )
    dialog = StatsDialog(stats, "advanced")
    qtbot.addWidget(dialog)
    assert dialog.value_text("advanced", "games_abandoned") == "1"
    assert dialog.value_text("advanced", "games_played") == "10"


def test_the_dialog_fits_a_small_screen_and_scrolls_its_figures(qtbot: QtBot) -> None:
    dialog = StatsDialog(sample(), "advanced")
    qtbot.addWidget(dialog)
    dialog.setMaximumSize(dialog.maximumSize().boundedTo(dialog.sizeHint() - dialog.sizeHint() / 3))
    dialog.resize(dialog.maximumSize())
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.height() < dialog.sizeHint().height()
    assert dialog.rect().contains(dialog.close_button.geometry().translated(dialog.button_box.pos()))
    page = dialog.tabs.currentWidget()
    assert page is not None and page.verticalScrollBar().maximum() > 0  # the figures scroll, the buttons do not
