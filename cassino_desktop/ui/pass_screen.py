"""The screen between two people's turns: it covers the table until the next person takes it.

People sharing one screen must not see each other's hands. When play comes
to a person other than the one at the screen, the table is covered by this
page, which names who is to take the screen; their hand shows only once they
press the button, so the person before them has looked away.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from .dialogs.dialog_parts import scaled_font
from .i18n import is_language_change, translator
from .plain_text import PlainLabel

_ = translator("pass_screen")

__all__ = ["PassScreen"]


class PassScreen(QWidget):
    """'Pass the screen to Ben', and Ben's button to show his hand."""

    taken = Signal()  # the person named has the screen

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pass-screen")
        self.setAutoFillBackground(True)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.heading = PlainLabel()
        self.heading.setFont(scaled_font(self, 1.8, bold=True))
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.heading.setWordWrap(True)
        self.explanation = PlainLabel()
        self.explanation.setFont(scaled_font(self, 1.1))
        self.explanation.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.explanation.setWordWrap(True)
        self.played = PlainLabel()
        self.played.setObjectName("played-since")
        self.played.setFont(scaled_font(self, 1.05))
        self.played.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.played.setWordWrap(True)
        self.button = QPushButton()
        self.button.setFont(scaled_font(self, 1.2, bold=True))
        self.button.setDefault(True)
        self.button.setMinimumHeight(self.button.sizeHint().height() * 2)
        self.button.clicked.connect(self.taken)
        for widget in (self.heading, self.explanation, self.played):
            layout.addWidget(widget)
            layout.addSpacing(12)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(1)
        self.set_felt("#0e3e22")
        self._name = ""
        self._played: list[str] = []
        self.button.setAccessibleName(_("Show my cards"))

    def set_felt(self, colour: str) -> None:
        """Lay the table's felt colour under the page, so covering the table does not flash another colour."""
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, QColor(colour))
        palette.setColor(QPalette.ColorRole.WindowText, QColor(240, 245, 240))  # the table's label colour
        self.setPalette(palette)

    def ask(self, name: str, played: list[str] | None = None) -> None:
        """Name the person to take the screen, and list what was ``played`` since their last turn."""
        self._name = name
        self._played = list(played or [])
        if self._played:
            self.played.setText("\n".join([_("The moves since your last turn:"), *self._played]))
        else:
            self.played.setText("")
        self.played.setVisible(bool(self._played))
        self.heading.setText(_("Pass the screen to {name}").format(name=name))
        self.explanation.setText(
            _(
                "{name}, press the button when only you can see the screen: your hand will show. "
                "Everyone's cards are face down until then."
            ).format(name=name)
        )
        self.button.setText(_("I am {name}: show my cards").format(name=name))
        self.button.setAccessibleName(self.button.text())
        self.setAccessibleName(self.heading.text())

    def changeEvent(self, event: QEvent) -> None:
        if is_language_change(event):
            if self._name:
                self.ask(self._name, self._played)
            else:
                self.button.setAccessibleName(_("Show my cards"))  # not yet asked: still a name to be read by
        super().changeEvent(event)
