"""Start the desktop game: the QApplication and the main window."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

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
    return int(app.exec())


if __name__ == "__main__":
    from ..ai.process_tuning import tune_process

    tune_process()  # as ``cassino``'s entry point does
    sys.exit(run_gui(sys.argv))
