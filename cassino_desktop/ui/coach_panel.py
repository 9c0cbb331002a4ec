"""The coach's list in the side panel: every move the player can make, with what it is worth.

The controller weighs the moves (with the worker) and sends the lines; the
list only shows them and, when one is picked, shows that move on the table
ready for Enter. Its strings keep the ``main_window`` context of the
translation files they were written under.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from .coach import CoachLine
from .i18n import translator
from .table_controller import TableController

_ = translator("main_window")


class CoachPanel(QListWidget):
    """The coach's lines, each carrying the move it stands for; a click or Enter shows it on the table."""

    def __init__(self, controller: TableController, table: QWidget, parent: QWidget | None = None) -> None:
        """``table`` is the view of the felt: the keyboard goes back to it, so Enter plays the move picked."""
        super().__init__(parent)
        self.controller = controller
        self.table = table
        self.setWordWrap(True)
        self.itemActivated.connect(self._pick)
        self.itemClicked.connect(self._pick)
        controller.coachChanged.connect(self.show_lines)

    def show_lines(self, lines: list[CoachLine]) -> None:
        """The coach's list; with none, the usual line (the coach on and waiting, or off and how to turn it on)."""
        if not lines:  # an empty tab would look broken
            if self.controller.coach.on:
                lines = [CoachLine(_("The coach weighs your moves when it is your turn."))]
            else:
                lines = [CoachLine(_("The coach is off: Game ▸ Coach (Ctrl+K) turns it on."))]
        self.clear()
        for line in lines:
            item = QListWidgetItem(line.text)
            if line.move:
                item.setData(Qt.ItemDataRole.UserRole, line.move)
            if line.tip:
                item.setToolTip(line.tip)
            self.addItem(item)

    def _pick(self, item: QListWidgetItem) -> None:
        text = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(text, str):
            self.controller.coach_pick(text)
            self.table.setFocus()  # Enter now plays the move picked
