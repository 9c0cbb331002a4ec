"""Start the desktop game: the QApplication and the main window."""

from __future__ import annotations

import gc
import os
import sys
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QWidget

from .. import __version__
from ..engine import Variant

if TYPE_CHECKING:
    from .main_window import MainWindow
    from .settings import Settings


def run_gui(
    argv: Sequence[str],
    seed: int | None = None,
    variant: Variant | None = None,
    computer_leads: bool = False,
    collector_paused: bool = False,
) -> int:
    """Open the table and run the event loop until the window closes.

    ``variant`` (with its house rules) replaces the one last played; None keeps that.
    One window plays one player's files (``single_instance``): while one runs,
    a second start brings it forward and returns 0 without opening another.
    With ``collector_paused`` (by ``cassino``'s ``main``, for the start), the
    collector is taken up again at the table's first paint.
    """
    app = _application(argv)
    from .persistence import default_directory
    from .single_instance import LISTEN_AFTER_MS, Claim, SingleInstance, bring_forward

    instance = SingleInstance(default_directory())
    claim = instance.claim()
    if claim is Claim.FORWARDED:
        return 0
    if claim is Claim.UNANSWERED:
        from .settings import Settings

        _say_unanswered(Settings(), instance.unanswered_words)
        return 1
    app, window = open_table(argv, seed, variant, computer_leads)
    instance.forwardAsked.connect(lambda: bring_forward(window))
    QTimer.singleShot(LISTEN_AFTER_MS, instance.listen)
    if collector_paused:
        _collect_after_first_paint(window)
    _report_first_paint(app, window)
    try:
        return int(app.exec())
    finally:
        instance.release()


def _application(argv: Sequence[str]) -> QApplication:
    """The application, named for its settings and data folders, made once."""
    QGuiApplication.setApplicationName("Cassino")
    QGuiApplication.setOrganizationName("Cassino")
    QGuiApplication.setApplicationVersion(__version__)
    QGuiApplication.setDesktopFileName("cassino")
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(list(argv))
    if app.windowIcon().isNull():  # once: ``run_gui`` asks for the application again in ``open_table``
        from .resources import app_icon

        app.setWindowIcon(app_icon())
    return app


def open_table(
    argv: Sequence[str], seed: int | None = None, variant: Variant | None = None, computer_leads: bool = False
) -> tuple[QApplication, MainWindow]:
    """The application and its window as ``cassino`` opens them, with the player's own settings, statistics and
    saved match; the offer to resume (or the first deal) waits for the event loop.

    Apart from ``run_gui`` so that a benchmark measures the very window a player plays in.
    """
    app = _application(argv)
    from .main_window import MainWindow
    from .settings import Settings

    settings = Settings()
    if variant is not None:
        settings.set_ruled_variant(variant)
    from .persistence import SaveStore, StatsStore

    # The offer to resume a saved match comes first, over the empty table, and the cards are
    # dealt only after the answer; a match asked for on the command line is the one dealt on No.
    window = MainWindow(settings, seed=seed, stats_store=StatsStore(), save_store=SaveStore(), deal=False)
    app.aboutToQuit.connect(window.ai.shutdown)
    window.show()

    def start() -> None:
        if not window.resume_offer.ask() and computer_leads:
            window.controller.pass_lead()

    QTimer.singleShot(0, start)
    return app, window


def _say_unanswered(settings: Settings, words: Callable[[], str]) -> None:
    """Tell the player, in their language, that the running window does not answer."""
    from .i18n import choose_language
    from .plain_text import PlainMessageBox

    choose_language(settings.language)
    PlainMessageBox.warning(None, "Cassino", words())


COLLECT_AT_THE_LATEST_MS = 2000
"""The collector is taken up again this long after the start even if the table was not painted (a window
opened minimised): a long game must not pile up its cycles."""


def _collect_after_first_paint(window: QWidget) -> None:
    """Take the collector up again once the table is painted (``main`` paused it for the start)."""
    if not isinstance(getattr(window, "view", None), QAbstractScrollArea):
        gc.enable()
        return
    _on_first_paint(window, lambda: QTimer.singleShot(0, gc.enable))
    QTimer.singleShot(COLLECT_AT_THE_LATEST_MS, gc.enable)


def _on_first_paint(window: QWidget, action: Callable[[], None]) -> None:
    """Call ``action`` once, at the first paint of the table's view (of ``window`` itself if it has none)."""

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                watched.removeEventFilter(self)
                action()
            return False

    view = getattr(window, "view", None)
    target = view.viewport() if isinstance(view, QAbstractScrollArea) else window
    target.installEventFilter(FirstPaint(window))


def _report_first_paint(app: QApplication, window: QWidget) -> None:
    """With CASSINO_FIRST_PAINT_T0 set, print the seconds from that time to the first paint of the table, and quit:
    the one-file app's benchmark (``package_bench.py``) cannot reach inside the frozen app to watch for it."""
    start = os.environ.get("CASSINO_FIRST_PAINT_T0")
    if not start:
        return
    t0 = float(start)

    def report() -> None:
        print(f"{time.time() - t0:.4f}", flush=True)
        QTimer.singleShot(0, app.quit)

    _on_first_paint(window, report)


if __name__ == "__main__":
    from ..ai.process_tuning import tune_process

    tune_process()  # as ``cassino``'s entry point does
    sys.exit(run_gui(sys.argv))
