"""The main window's own widgets: the view of the felt, the status line, and labels that fit their room."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QGraphicsView, QPushButton, QSizePolicy, QStatusBar, QWidget

from .i18n import is_language_change, translator
from .plain_text import PlainLabel, plain_tip
from .table.scene import TableScene
from .table.table_access import TableAccess
from .text_fit import elide_words

_ = translator("window_parts")


class FittingLabel(PlainLabel):
    """A label with a long and a short way of saying the same thing: the long one whenever it fits.

    The long text is always the tooltip, so nothing said in words is lost on a narrow window.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent=parent)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._texts = ("", "")

    def set_texts(self, full: str, short: str) -> None:
        self._texts = (full, short)
        self.setToolTip(plain_tip(full))
        self._fit()

    def _fit(self) -> None:
        """The long text on one line, else the short one on one line, else the short one over two."""
        full, short = self._texts
        room = self.contentsRect().width()
        if self.fontMetrics().horizontalAdvance(full) <= room:
            self.setWordWrap(False)
            self.setText(full)
        else:
            self.setWordWrap(self.fontMetrics().horizontalAdvance(short) > room)
            self.setText(short)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()


class StatusLine(QStatusBar):
    """One strip under the table: what to do now (the prompt) or a passing message, and the move buttons.

    A message shown with ``showMessage`` (read back with ``currentMessage``)
    stands in for the prompt until it times out or is cleared, so the strip is
    never empty and the table never jumps. The text is drawn by a label that
    ends a long sentence at a word with '…' and keeps the whole sentence in
    its tooltip.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("status-line")
        self.setSizeGripEnabled(False)  # the buttons end the strip, as they do in a dialog
        self.setContentsMargins(0, 0, 6, 3)  # and stand clear of the window's edge
        self._prompt = ""
        self.text_label = PlainLabel()
        self.text_label.setObjectName("status-text")
        self.text_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.text_label.setMinimumHeight(self.fontMetrics().height() + 4)
        self.addPermanentWidget(self.text_label, 1)
        self.messageChanged.connect(lambda _text: self._fit())

    @property
    def prompt(self) -> str:
        """What the player is to do now, shown whenever no message stands in for it."""
        return self._prompt

    def set_prompt(self, text: str) -> None:
        self._prompt = text
        self._fit()

    def shown_text(self) -> str:
        """The sentence the strip says now, whole: the message if there is one, else the prompt."""
        return self.currentMessage() or self._prompt

    def add_buttons(self, *buttons: QPushButton) -> None:
        for button in buttons:
            self.addPermanentWidget(button)

    def _fit(self) -> None:
        full = self.shown_text()
        shown = elide_words(full, self.text_label.fontMetrics(), max(0, self.text_label.contentsRect().width() - 4))
        self.text_label.setText(shown)
        self.text_label.setToolTip(plain_tip(full) if shown != full else "")

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def paintEvent(self, event: QPaintEvent) -> None:
        """The label draws the message; the bar's own painting would draw it a second time, clipped."""
        QWidget.paintEvent(self, event)


class TableView(QGraphicsView):
    """The view of the felt: the scene always matches its size, so cards render sharp."""

    resized = Signal(int, int)

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table_access = TableAccess(self, scene)  # the cards as the view's accessible children
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(400, 260)
        self.viewport().setMouseTracking(True)  # a pointer resting on a pile shows its last capture, no button held
        self.retranslate()

    def retranslate(self) -> None:
        """The view's name for a screen reader, in the language in use (the scene says the cards)."""
        self.setAccessibleName(_("Card table"))

    def changeEvent(self, event: QEvent) -> None:
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        super().leaveEvent(event)
        scene = self.scene()
        if isinstance(scene, TableScene):
            scene.last_captures.pointer_left()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        scene = self.scene()
        if isinstance(scene, TableScene):
            scene.resize_to(size.width(), size.height())
        self.setSceneRect(0, 0, size.width(), size.height())
        self.resized.emit(size.width(), size.height())
