"""Start the desktop game: the QApplication and the main window."""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

from .. import __version__
from ..engine import Variant


def run_gui(
    argv: Sequence[str], seed: int | None = None, variant: Variant | None = None, computer_leads: bool = False
) -> int:
    """Open the table and run the event loop until the window closes.

    ``variant`` (with its house rules) replaces the one last played; None keeps that.
    """
    QGuiApplication.setApplicationName("Cassino")
    QGuiApplication.setOrganizationName("Cassino")
    QGuiApplication.setApplicationVersion(__version__)
    QGuiApplication.setDesktopFileName("cassino")
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(list(argv))
    from .resources import app_icon

    app.setWindowIcon(app_icon())
    from .main_window import MainWindow
    from .settings import Settings

    settings = Settings()
    if variant is not None:
        settings.set_ruled_variant(variant)
    from .persistence import SaveStore
    from .stats_dialog import StatsStore

    # The offer to resume a saved match comes first, over the empty table, and the cards are
    # dealt only after the answer; a match asked for on the command line is the one dealt on No.
    window = MainWindow(settings, seed=seed, stats_store=StatsStore(), save_store=SaveStore(), deal=False)
    app.aboutToQuit.connect(window.ai.shutdown)
    window.show()

    def start() -> None:
        if not window.offer_resume() and computer_leads:
            window.pass_lead()

    QTimer.singleShot(0, start)
    _report_first_paint(app, window)
    return int(app.exec())


if __name__ == "__main__":
    from ..ai.process_tuning import tune_process

    tune_process()  # as ``cassino``'s entry point does
    sys.exit(run_gui(sys.argv))


def _report_first_paint(app: QApplication, window: QWidget) -> None:
    """For the start-up benchmark: with CASSINO_FIRST_PAINT_T0 set, print the seconds
    from that time to the first paint of the table, and quit."""
    start = os.environ.get("CASSINO_FIRST_PAINT_T0")
    if not start:
        return
    t0 = float(start)

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                print(f"{time.time() - t0:.4f}", flush=True)
                QTimer.singleShot(0, app.quit)
                watched.removeEventFilter(self)
            return False

    probe = FirstPaint(window)
    viewport = getattr(window, "view", window)
    target = viewport.viewport() if hasattr(viewport, "viewport") else viewport
    target.installEventFilter(probe)
