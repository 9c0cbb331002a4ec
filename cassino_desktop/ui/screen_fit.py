"""The window on its screen: its first size, a remembered geometry kept on the screen, full screen, the side panel.

The window sizes itself from the screen it opens on, so the whole table fits
a 1024×600 laptop as well as a 4K monitor; this is the window's only job that
does arithmetic with screens, kept apart from its menus and commands.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QRect, Qt
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QDockWidget, QMainWindow, QTableView

from .settings import Settings

WINDOW_SHARE = 0.88
"""How much of a big screen's free area the first window takes: room to see the desktop, the table large."""
SMALL_SCREEN_HEIGHT = 900
"""On a screen with less free height than this the first window opens maximized: every pixel goes to the cards."""
ROOMY_WINDOW_WIDTH = 1400
"""A first window this wide opens with the side panel; a narrower one leaves the width to the cards (View shows it)."""
SIDE_PANEL_SHARE = 0.22
"""The side panel's share of the window's width when it first opens."""
SIDE_PANEL_MAX_SHARE = 0.3
"""The most the panel takes at first to show the score sheet whole; the table keeps the rest."""
SIDE_PANEL_MIN_WIDTH = 220
"""Narrower than this, the move log and the score sheet stop being readable."""


def initial_geometry(available: QRect, share: float = WINDOW_SHARE) -> QRect:
    """The first window: a share of the screen's free area, centred on it."""
    rect = QRect(0, 0, int(available.width() * share), int(available.height() * share))
    rect.moveCenter(available.center())
    return rect


def fitted_geometry(frame: QRect, available: QRect) -> QRect:
    """``frame`` shrunk to fit ``available`` and moved inside it (a geometry saved on a bigger monitor)."""
    width = min(frame.width(), available.width())
    height = min(frame.height(), available.height())
    x = min(max(frame.x(), available.x()), available.x() + available.width() - width)
    y = min(max(frame.y(), available.y()), available.y() + available.height() - height)
    return QRect(x, y, width, height)


class ScreenFit(QObject):
    """Fits ``window`` (with its side panel ``dock`` showing ``score_sheet``) to the screen it is on."""

    def __init__(
        self,
        window: QMainWindow,
        dock: QDockWidget,
        score_sheet: QTableView,
        settings: Settings,
        full_screen_action: QAction,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.dock = dock
        self.score_sheet = score_sheet
        self.settings = settings
        self.full_screen_action = full_screen_action
        self._before_full_screen = (False, QRect())  # maximised, and the geometry, as full screen found the window
        dock.visibilityChanged.connect(self._remember_side_panel)
        dock.toggleViewAction().triggered.connect(self._side_panel_chosen)

    def available(self) -> QRect:
        screen = self.window.screen() or QGuiApplication.primaryScreen()
        return screen.availableGeometry()

    def place_on_screen(self) -> None:
        """Size the first window from the screen; a remembered geometry is kept only as far as it fits."""
        window = self.window
        available = self.available()
        small = available.height() < SMALL_SCREEN_HEIGHT
        window.setGeometry(available if small else initial_geometry(available))
        saved = self.settings.geometry()
        if saved is not None and window.restoreGeometry(saved):
            screen = QGuiApplication.screenAt(window.geometry().center()) or window.screen()
            here = screen.availableGeometry() if screen is not None else available
            if not here.contains(window.geometry()):
                window.setGeometry(fitted_geometry(window.geometry(), here))
        elif small:
            window.setWindowState(Qt.WindowState.WindowMaximized)
        panel = self.settings.side_panel
        self.dock.setVisible(window.width() >= ROOMY_WINDOW_WIDTH if panel is None else panel)
        # The side panel is sized as the window first shows (``MainWindow.showEvent``), its fonts resolved.

    def size_side_panel(self) -> None:
        """A share of the window, widened (up to a cap) until the score sheet shows every name and column."""
        if self.dock.isHidden():
            return  # sized as it is shown (``show_side_panel``, the View menu): the score sheet's widths cost
        sheet = self.score_sheet.sizeHint().width() + self.score_sheet.verticalScrollBar().sizeHint().width() + 16
        window_width = self.window.width()
        readable = min(sheet, int(window_width * SIDE_PANEL_MAX_SHARE))
        width = max(SIDE_PANEL_MIN_WIDTH, int(window_width * SIDE_PANEL_SHARE), readable)
        self.window.resizeDocks([self.dock], [width], Qt.Orientation.Horizontal)

    def keep_frame_on_screen(self) -> None:
        """Once the frame's size is known, the whole window, title bar included, lies on the screen."""
        window = self.window
        if window.isFullScreen() or window.isMaximized():
            return
        frame, available = window.frameGeometry(), self.available()
        if available.contains(frame):
            return
        fitted = fitted_geometry(frame, available)
        extra_width, extra_height = frame.width() - window.width(), frame.height() - window.height()
        window.resize(max(1, fitted.width() - extra_width), max(1, fitted.height() - extra_height))
        window.move(fitted.topLeft())

    def toggle_full_screen(self) -> None:
        """F11: the table fills the screen; again, the window is back exactly as it was, maximised or not."""
        window = self.window
        if window.isFullScreen():
            maximized, geometry = self._before_full_screen
            if maximized:
                window.showMaximized()
            else:
                window.showNormal()  # showNormal alone forgets a maximised window: it comes back small
                if geometry.isValid():  # none when full screen came from elsewhere than F11
                    window.setGeometry(geometry)
        else:
            self._before_full_screen = (window.isMaximized(), window.geometry())
            window.showFullScreen()
        self.full_screen_action.setChecked(window.isFullScreen())

    def show_side_panel(self) -> None:
        """The side panel on the screen, wide enough for the score sheet (the coach's list asks for it)."""
        if not self.dock.isVisible():
            self.dock.show()
            self.size_side_panel()

    def _side_panel_chosen(self, shown: bool) -> None:
        if shown:  # brought back from the View menu: wide enough for the score sheet again
            self.size_side_panel()

    def _remember_side_panel(self, visible: bool) -> None:
        if self.window.isVisible():  # not the dock hidden with the window as it closes
            self.settings.side_panel = visible
