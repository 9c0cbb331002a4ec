"""A message bar above the table for what the player must be able to read whole (as KDE's KMessageWidget).

The status line shows one line for a few seconds, cut at the window's
width; a sentence about the player's files (a save left as it is, a settings
file set aside) names a path and says what was done, so it goes here: the
text wraps over as many lines as it needs, can be selected and copied, and
stays until the player closes it with ✕ or Escape, or a newer message takes
its place.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QStyle, QToolButton, QWidget

from .i18n import is_language_change, translator
from .plain_text import PlainLabel

_ = translator("message_bar")

MAX_MESSAGES = 3
"""How many different sentences the bar holds at once; a fourth pushes out the oldest."""

STYLE = """
#message-bar { background: #fdf1cc; border: 1px solid #d9a520; border-radius: 4px; }
#message-bar QLabel { color: #2e2400; background: transparent; }
#message-bar QToolButton { color: #2e2400; background: transparent; border: none; font-weight: bold; padding: 2px 6px; }
#message-bar QToolButton:hover { background: #f3dc94; border-radius: 3px; }
"""


class MessageBar(QFrame):
    """Sentences shown in full, one paragraph each, until dismissed or replaced.

    A sentence the player has dismissed is not shown again in this run: a
    save that fails after every move is announced once, and the status line
    still repeats it briefly.
    """

    dismissed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("message-bar")
        self.setStyleSheet(STYLE)
        self._messages: list[str] = []
        self._dismissed: set[str] = set()

        self.icon_label = PlainLabel()
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        self.icon_label.setPixmap(self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning).pixmap(size))
        self.icon_label.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.text_label = PlainLabel()  # a path may hold '<' or '&'
        self.text_label.setObjectName("message-text")
        self.text_label.setWordWrap(True)
        self.text_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.close_button = QToolButton()
        self.close_button.setText("✕")
        self.close_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.close_button.clicked.connect(self.dismiss)

        row = QHBoxLayout(self)
        row.setContentsMargins(10, 6, 6, 6)
        row.setSpacing(8)
        row.addWidget(self.icon_label, 0, Qt.AlignmentFlag.AlignTop)
        row.addWidget(self.text_label, 1)
        row.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        """Set the bar's own words in the language in use (its messages stay as they were said)."""
        self.setAccessibleName(_("Message about your files"))
        self.close_button.setToolTip(_("Close this message (Escape)"))
        self.close_button.setAccessibleName(_("Close the message"))

    def changeEvent(self, event: QEvent) -> None:
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

    def messages(self) -> list[str]:
        """The sentences shown now, oldest first (empty when the bar is closed)."""
        return list(self._messages)

    def text(self) -> str:
        """The whole text the bar shows."""
        return self.text_label.text()

    def show_message(self, text: str) -> None:
        """Show ``text`` in full, after the sentences already shown; one shown or dismissed already is not repeated."""
        text = text.strip()
        if not text or text in self._messages or text in self._dismissed:
            return
        self._messages = [*self._messages, text][-MAX_MESSAGES:]
        self.text_label.setText("\n\n".join(self._messages))
        self.setAccessibleDescription(self.text_label.text())
        self.show()

    def dismiss(self) -> None:
        """Close the bar; what it said is not shown again in this run."""
        if not self._messages:
            return
        self._dismissed.update(self._messages)
        self._messages = []
        self.text_label.clear()
        self.hide()
        self.dismissed.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.dismiss()
            return
        super().keyPressEvent(event)
