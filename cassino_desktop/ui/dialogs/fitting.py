"""Dialogs that fit the screen they open on, down to a 1024x600 netbook.

A dialog is capped to its screen's available geometry (less the title bar a
window manager adds), and its long content sits in a ``ScrollPanel``: at
full size on a big screen, scrolling on a small one, while the buttons stay
outside it and always in view.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

DECORATION_ALLOWANCE = QSize(16, 48)
"""Room left for the borders and title bar a window manager draws around a dialog."""


def available_area(widget: QWidget) -> QRect:
    """The available geometry of the screen the widget (or its parent) is on."""
    parent = widget.parentWidget()
    screen = (parent.screen() if parent is not None else None) or widget.screen()
    if screen is None:
        screen = QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1024, 600)


def largest_size(widget: QWidget) -> QSize:
    """The largest a dialog may be and still show its frame and buttons on its screen."""
    area = available_area(widget)
    return QSize(
        max(240, area.width() - DECORATION_ALLOWANCE.width()),
        max(200, area.height() - DECORATION_ALLOWANCE.height()),
    )


def fit_to_screen(dialog: QWidget, preferred: QSize | None = None) -> None:
    """Cap a dialog to its screen and size it to its contents (or ``preferred``), whichever is smaller.

    Growing later (a panel opened) is capped too, since the maximum size stays set.
    """
    most = largest_size(dialog)
    dialog.setMaximumSize(most)
    layout = dialog.layout()
    if layout is not None:
        layout.activate()
    wanted = preferred if preferred is not None else dialog.sizeHint()
    least = dialog.minimumSizeHint()
    size = wanted.expandedTo(least).boundedTo(most)
    if layout is not None and layout.hasHeightForWidth():  # wrapped text is taller at this width than hinted
        size.setHeight(min(most.height(), max(size.height(), layout.totalHeightForWidth(size.width()))))
    dialog.resize(size)


def refit(widget: QWidget) -> None:
    """After a widget's content changed size, give its dialog the height it now needs (capped)."""
    window = widget.window()
    layout = window.layout()
    if window is widget or layout is None:
        return
    current: QWidget | None = widget
    while current is not None:  # hints are cached at every level: drop them up to the window
        inner = current.layout()
        if inner is not None:
            inner.invalidate()
        current.updateGeometry()
        if current is window:
            break
        current = current.parentWidget()
    layout.activate()
    if not window.isVisible():
        return
    width = window.width()
    height = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else layout.totalSizeHint().height()
    centre = window.frameGeometry().center()
    window.resize(width, max(height, layout.totalMinimumSize().height()))
    frame = window.frameGeometry()
    frame.moveCenter(centre)  # grow or shrink about the middle, so the dialog stays centred where it opened
    window.move(frame.topLeft())
    keep_on_screen(window)


def keep_on_screen(window: QWidget) -> None:
    """Move a window that reaches past any edge of its screen back inside it."""
    area = available_area(window)
    frame = window.frameGeometry()
    dx = min(0, area.right() - frame.right())
    dy = min(0, area.bottom() - frame.bottom())
    left, top = max(area.left(), frame.left() + dx), max(area.top(), frame.top() + dy)
    if (left, top) != (frame.left(), frame.top()):
        window.move(left, top)


class ScrollPanel(QScrollArea):
    """Content shown whole when the screen has room, scrolling when it has not."""

    MINIMUM_LINES = 6
    """However small the screen, this many lines of the content stay in view."""

    def __init__(self, content: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.content = content
        self.setWidget(content)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)

    def _content_height(self, width: int) -> int:
        content = self.content
        if content.hasHeightForWidth():
            return max(content.heightForWidth(width), content.minimumSizeHint().height())
        return content.sizeHint().height()

    def sizeHint(self) -> QSize:
        """All of the content, unlike QScrollArea's hint, which stops at 24 lines."""
        content = self.content
        frame = 2 * self.frameWidth()
        width = content.sizeHint().expandedTo(content.minimumSizeHint()).expandedTo(content.minimumSize()).width()
        if self.isVisible() and self.viewport().width() > width:
            width = self.viewport().width()
        return QSize(width + frame, self._content_height(width) + frame)

    def minimumSizeHint(self) -> QSize:
        """As narrow as the content allows beside a scroll bar, and a few lines high."""
        content = self.content
        frame = 2 * self.frameWidth()
        scrollbar = self.verticalScrollBar().sizeHint().width()
        lines = self.fontMetrics().lineSpacing() * self.MINIMUM_LINES
        height = min(self._content_height(content.sizeHint().width()), lines)
        return QSize(content.minimumSizeHint().width() + scrollbar + frame, height + frame)


__all__ = [
    "DECORATION_ALLOWANCE",
    "ScrollPanel",
    "available_area",
    "fit_to_screen",
    "keep_on_screen",
    "largest_size",
    "refit",
]
