"""The window's chrome: its size on the screen it opens on, the side panel, the toolbar, the status line."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSettings
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot
from window_helpers import pending_events_run

from cassino_desktop.engine import variant_named
from cassino_desktop.ui.main_window import MainWindow
from cassino_desktop.ui.move_log import COMPACT_SEPARATOR
from cassino_desktop.ui.screen_fit import SIDE_PANEL_MIN_WIDTH, fitted_geometry, initial_geometry
from cassino_desktop.ui.settings import Settings
from cassino_desktop.ui.text_fit import elide_words

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

from screenshots import screen_environment  # noqa: E402


def make_window(qtbot: QtBot, tmp_path: Path, name: str = "settings.ini") -> MainWindow:
    settings = Settings(QSettings(str(tmp_path / name), QSettings.Format.IniFormat))
    settings.speed = "Off"
    settings.difficulty = "easy"
    window = MainWindow(settings, seed=5)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


# ---------------------------------------------------------------- geometry, pure


@pytest.mark.parametrize(("width", "height"), [(1024, 600), (1280, 720), (1920, 1080), (1280, 692)])
def test_the_first_window_is_a_share_of_the_screen_centred(width: int, height: int) -> None:
    available = QRect(0, 28, width, height - 28)
    rect = initial_geometry(available)
    assert available.contains(rect)
    assert rect.width() >= 0.8 * available.width() and rect.height() >= 0.8 * available.height()
    assert abs(rect.center().x() - available.center().x()) <= 1
    assert abs(rect.center().y() - available.center().y()) <= 1


def test_a_geometry_from_a_bigger_monitor_is_brought_onto_the_small_one() -> None:
    small = QRect(0, 0, 1280, 720)
    fitted = fitted_geometry(QRect(1800, 900, 1700, 1100), small)
    assert small.contains(fitted) and fitted.size().toTuple() == (1280, 720)
    moved = fitted_geometry(QRect(900, 500, 800, 600), small)
    assert small.contains(moved) and moved.size().toTuple() == (800, 600)
    kept = QRect(100, 50, 800, 600)
    assert fitted_geometry(kept, small) == kept


# ---------------------------------------------------------------- the real window on screens of every size

SCREEN_CHECK = textwrap.dedent(
    """
    import json, sys
    from pathlib import Path
    from PySide6.QtCore import QByteArray, QSettings
    from PySide6.QtWidgets import QApplication, QPushButton, QToolButton
    app = QApplication([])
    from cassino_desktop.ui.main_window import MainWindow
    from cassino_desktop.ui.settings import Settings
    folder = Path(sys.argv[1])
    settings = Settings(QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat))
    if len(sys.argv) > 2:  # a geometry saved on a 2560x1440 monitor, far right and low
        big = MainWindow(Settings(QSettings(str(folder / "big.ini"), QSettings.Format.IniFormat)), seed=1)
        big.setGeometry(1400, 700, 1800, 1100)
        settings.set_geometry(big.saveGeometry())
        big.close()
    window = MainWindow(settings, seed=3)
    window.show()
    from PySide6.QtTest import QTest
    QTest.qWaitForWindowExposed(window)
    QApplication.processEvents()  # the first show's own check against the screen, set going at show
    available = window.screen().availableGeometry()
    inside = lambda rect: available.contains(rect)
    report = {"window": inside(window.frameGeometry()), "size": window.size().toTuple()}
    for button in [*window.findChildren(QPushButton), *window.menus.toolbar.findChildren(QToolButton)]:
        if button.isVisible():
            top_left = button.mapToGlobal(button.rect().topLeft())
            bottom_right = button.mapToGlobal(button.rect().bottomRight())
            from PySide6.QtCore import QRect
            report[button.text() or button.toolTip()] = inside(QRect(top_left, bottom_right))
    report["dock"] = window.dock.width()
    report["dock shown"] = window.dock.isVisible()
    report["card width"] = window.scene.card_width
    print(json.dumps(report), flush=True)
    window.close()
    """
)


def run_on_screen(tmp_path: Path, width: int, height: int, scale: float, *extra: str) -> dict[str, object]:
    """The window in a process of its own, on one offscreen screen of this size (the screenshot tool's)."""
    env = screen_environment(width, height, scale, tmp_path)
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run(
        [sys.executable, "-c", SCREEN_CHECK, str(tmp_path), *extra],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    report: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return report


@pytest.mark.parametrize(
    ("width", "height", "scale", "panel", "card"),
    [
        (1024, 600, 1.0, False, 80),
        (1280, 720, 1.0, False, 100),
        (1920, 1080, 1.0, True, 110),
        (2560, 1440, 2.0, False, 100),
    ],
)
def test_the_first_window_gives_the_cards_the_room(
    tmp_path: Path, width: int, height: int, scale: float, panel: bool, card: int
) -> None:
    """A laptop's first window is maximized and leaves the side panel to the View menu; a big screen has both."""
    report = run_on_screen(tmp_path, width, height, scale)
    assert report["dock shown"] is panel, report
    assert isinstance(report["card width"], float) and report["card width"] >= card, report
    if height / scale < 900:
        size = report["size"]
        assert isinstance(size, list) and size[0] >= width / scale - 10 and size[1] >= height / scale - 10, report


def test_a_geometry_saved_on_a_big_monitor_opens_on_a_small_one(tmp_path: Path) -> None:
    report = run_on_screen(tmp_path, 1280, 720, 1.0, "saved-on-a-big-monitor")
    assert report["window"] is True, report


# ---------------------------------------------------------------- the side panel, the toolbar, full screen


def test_the_side_panel_hides_and_comes_back_from_the_view_menu(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    action = window.commands.side_panel_action
    assert action.shortcut().toString() == "Ctrl+D"
    view_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&View")
    assert action in view_menu.actions()
    assert not window.dock.isVisible()  # this small screen's first window leaves the width to the cards
    action.trigger()
    qtbot.waitUntil(window.dock.isVisible, timeout=2_000)
    assert window.settings.side_panel is True
    view_width = window.view.width()
    action.trigger()
    qtbot.waitUntil(lambda: not window.dock.isVisible(), timeout=2_000)
    qtbot.waitUntil(lambda: window.view.width() > view_width, timeout=2_000)  # the table takes the room
    assert window.settings.side_panel is False
    window.dock.close()  # the panel's own ×, too, leaves the way back
    action.trigger()
    qtbot.waitUntil(window.dock.isVisible, timeout=2_000)
    assert window.settings.side_panel is True


def test_the_side_panel_stays_as_the_player_left_it_at_the_next_start(qtbot: QtBot, tmp_path: Path) -> None:
    first = make_window(qtbot, tmp_path)
    first.commands.side_panel_action.trigger()
    first.close()
    second = make_window(qtbot, tmp_path)
    assert second.dock.isVisible() and second.commands.side_panel_action.isChecked()
    second.commands.side_panel_action.trigger()
    second.close()
    third = make_window(qtbot, tmp_path)
    assert not third.dock.isVisible() and not third.commands.side_panel_action.isChecked()


def test_the_side_panel_keeps_its_width_at_a_table_of_four(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.commands.side_panel_action.trigger()
    window.deals.new_match(variant_named("clearance"), 4)
    qtbot.waitUntil(lambda: window.dock.width() >= SIDE_PANEL_MIN_WIDTH, timeout=5_000)
    pending_events_run()
    assert window.dock.width() <= 0.3 * window.width() + 4  # the score sheet's share, and the dock's frame


def test_the_toolbar_holds_kpatience_s_commands_with_their_keys(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    actions = [a for a in window.menus.toolbar.actions() if not a.isSeparator()]
    assert [a.text().replace("&", "") for a in actions] == ["New game", "Undo", "Redo", "Hint", "Coach"]
    for action in actions:
        assert not action.icon().isNull(), action.text()
        keys = action.shortcut().toString()
        assert keys and f"({keys})" in action.toolTip(), action.toolTip()
    assert window.commands.redo_action.shortcut().toString() == "Ctrl+Shift+Z"
    game_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Game")
    texts = [a.text() for a in game_menu.actions()]
    assert texts.index("Re&do") == texts.index("&Undo") + 1
    assert "&Restart this deal" in texts


def test_full_screen_toggles_with_f11(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    assert window.commands.full_screen_action.shortcut().toString() == "F11"
    window.commands.full_screen_action.trigger()
    qtbot.waitUntil(window.isFullScreen, timeout=2_000)
    window.commands.full_screen_action.trigger()
    qtbot.waitUntil(lambda: not window.isFullScreen(), timeout=2_000)
    assert not window.commands.full_screen_action.isChecked()


# ---------------------------------------------------------------- the status line


def test_long_messages_end_between_words() -> None:
    metrics = QFontMetrics(QFont())
    text = "The statistics could not be read; they were set aside as statistics.json.corrupt and you start afresh."
    for width in range(40, metrics.horizontalAdvance(text) + 20, 17):
        shown = elide_words(text, metrics, width)
        assert metrics.horizontalAdvance(shown) <= width or shown == "…"
        if shown != text:
            kept = shown.removesuffix("…").split()
            assert kept == text.split()[: len(kept)], shown  # whole words only


def test_the_status_line_shows_whole_words_with_the_sentence_in_its_tooltip(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.resize(700, 500)
    qtbot.waitUntil(lambda: window.width() == 700, timeout=5_000)
    pending_events_run()
    text = " ".join(["A long sentence that will not fit on one line of a narrow window"] * 3)
    window.status_line.showMessage(text)
    assert window.status_line.currentMessage() == text
    label = window.status_line.text_label
    assert label.text().endswith("…") and label.toolTip() == text
    assert text.startswith(label.text().removesuffix("…"))


def test_the_table_does_not_jump_when_the_first_message_appears(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    pending_events_run()
    before = (window.view.height(), window.status_line.height())
    window.status_line.showMessage("Thinking of a hint…")
    pending_events_run()
    assert (window.view.height(), window.status_line.height()) == before
    window.status_line.clearMessage()
    pending_events_run()
    assert window.view.height() == before[0]


def test_every_push_button_has_a_mnemonic_of_its_own(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    for variant in ("advanced", "clearance"):
        window.deals.new_match(variant_named(variant), 2)
        keys = [b.text().split("&")[1][0].lower() for b in window.findChildren(QPushButton) if "&" in b.text()]
        menus = [a.text().split("&")[1][0].lower() for a in window.menuBar().actions() if "&" in a.text()]
        assert len(set(keys + menus)) == len(keys + menus), (variant, keys, menus)


def test_the_tally_names_every_seat_at_a_table_of_four_on_a_small_screen(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.resize(780, 560)  # the offscreen screen is 800 wide
    window.deals.new_match(variant_named("clearance"), 4)
    pending_events_run()
    label = window.tally_label
    shown = label.text()
    assert all(name in shown for name in ("You", "West", "North", "East")), shown
    assert "0♠" in shown and "You: 0 cards, 0 spades" in label.toolTip()
    one_line = label.fontMetrics().horizontalAdvance(shown) <= label.contentsRect().width()
    assert one_line or (label.wordWrap() and label.height() >= 2 * label.fontMetrics().height()), shown
    seats = shown.split(COMPACT_SEPARATOR)
    assert len(seats) == 4 and all(seat.split("\N{NO-BREAK SPACE}")[0].endswith(":") for seat in seats), seats
    assert all(" " not in seat for seat in seats), seats  # a wrapped line breaks only between seats
    window.deals.new_match(variant_named("advanced"), 2)
    assert not window.dock.isVisible()  # the whole width for the table
    pending_events_run()
    assert label.text() == label.toolTip() == "You: 0 cards, 0 spades   ·   Computer: 0 cards, 0 spades"
