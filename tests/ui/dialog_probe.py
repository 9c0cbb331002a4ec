"""Open every dialog on the one screen Qt's offscreen platform was given, and report what does not fit.

    QT_QPA_PLATFORM=offscreen:configfile=screen.json python3 tests/ui/dialog_probe.py [OUTDIR]

Prints one line per problem (a dialog outside the available geometry, a
button off the dialog or the screen, an Alt+letter used twice) and then
``N problems``; with OUTDIR it saves a picture of each dialog there. It runs
in a process of its own because Qt reads the screen's size once, at start.
"""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import QRect, QSettings
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QMessageBox, QScrollArea, QWidget

from cassino_desktop.engine import ADVANCED, CLEARANCE, Match, Move, Variant
from cassino_desktop.engine.scoring import GameResult
from cassino_desktop.stats import Statistics
from cassino_desktop.ui.dialogs import GameOverDialog, RulesDialog, VariantDialog, about_box, mnemonics
from cassino_desktop.ui.settings import Settings
from cassino_desktop.ui.stats_dialog import StatsDialog


def finished_game(variant: Variant, players: int) -> tuple[GameResult, list[int], bool]:
    """A real game played to its end by always taking the first legal move."""
    match = Match(variant, 7, players=players)
    state = match.start_game()
    while not state.over:
        state = state.apply(sorted(state.legal_moves(), key=Move.sort_key)[0])
    result = state.result()
    match.record(result)
    return result, list(match.totals()), match.is_over()


def dialogs(parent: QWidget) -> Iterator[tuple[str, QDialog]]:
    yield "variants", VariantDialog(ADVANCED, parent)
    result, totals, over = finished_game(ADVANCED, 2)
    yield "game-over-advanced", GameOverDialog(ADVANCED, result, totals, ["You", "Computer"], over, parent)
    result, totals, over = finished_game(CLEARANCE, 4)
    names = ["You", "West", "North", "East"]
    yield "game-over-clearance", GameOverDialog(CLEARANCE, result, totals, names, over, parent)
    yield "statistics", StatsDialog(Statistics(), "advanced", parent)
    yield "rules", RulesDialog(ADVANCED, parent)
    yield "about", about_box(parent)
    from cassino_desktop.ui.settings_dialog import SettingsDialog

    store = QSettings(str(Path(tempfile.mkdtemp()) / "settings.ini"), QSettings.Format.IniFormat)
    yield "settings", SettingsDialog(Settings(store), parent)


def _inside_scroll_area(widget: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def problems_of(name: str, dialog: QDialog, available: QRect) -> list[str]:
    found: list[str] = []
    frame = dialog.frameGeometry()
    if not available.contains(frame):
        found.append(f"{name}: {frame.width()}x{frame.height()}+{frame.x()}+{frame.y()} is off the screen")
    window = QRect(0, 0, dialog.width(), dialog.height())
    for button in dialog.findChildren(QAbstractButton):
        if not button.isVisibleTo(dialog) or _inside_scroll_area(button):
            continue
        corner = button.mapTo(dialog, button.rect().topLeft())
        rect = QRect(corner, button.size())
        on_screen = QRect(button.mapToGlobal(button.rect().topLeft()), button.size())
        if not window.contains(rect) or not available.contains(on_screen):
            found.append(f"{name}: button {button.text()!r} at {rect} is not in view")
    keys = mnemonics(dialog)
    twice = sorted({key for key in keys if keys.count(key) > 1})
    if twice:
        found.append(f"{name}: Alt+{', Alt+'.join(twice)} used twice")
    return found


def main(argv: list[str]) -> int:
    out = Path(argv[1]) if len(argv) > 1 else None
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(argv[:1])
    assert isinstance(app, QApplication)
    available = app.primaryScreen().availableGeometry()
    parent = QWidget()
    parent.resize(available.size())
    parent.show()
    problems: list[str] = []
    for name, dialog in dialogs(parent):
        dialog.show()
        if isinstance(dialog, VariantDialog):
            dialog.house_rules.toggle.click()  # Switches open, as a player opens them: the tallest it gets
        for _ in range(5):
            app.processEvents()
            QTest.qWait(10)
        problems += problems_of(name, dialog, available)
        if out is not None:
            dialog.grab().save(str(out / f"{name}.png"))
        if isinstance(dialog, QMessageBox):
            dialog.done(0)
        dialog.close()
        dialog.deleteLater()
    for problem in problems:
        print(problem)
    print(f"{len(problems)} problems on {available.width()}x{available.height()}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
