"""Start the desktop game: the QApplication and the main window."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from .. import __version__


def run_gui(
    argv: Sequence[str], seed: int | None = None, variant: str | None = None, computer_leads: bool = False
) -> int:
    """Open the table and run the event loop until the window closes."""
    QGuiApplication.setApplicationName("Cassino")
    QGuiApplication.setOrganizationName("Cassino")
    QGuiApplication.setApplicationVersion(__version__)
    QGuiApplication.setDesktopFileName("cassino")
    app = QApplication.instance() or QApplication(list(argv))
    from .main_window import MainWindow
    from .settings import Settings

    settings = Settings()
    if variant is not None:
        settings.variant = variant
    window = MainWindow(settings, seed=seed)
    app.aboutToQuit.connect(window.ai.shutdown)
    window.show()
    if computer_leads:
        window.pass_lead()
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(run_gui(sys.argv))
