"""The small menu that asks which move a drop meant, when one drag could mean several (capture or build, build values).

It opens beside the cards in question, plays the move picked, and sends the
card back to the hand when it closes without a choice. A move the scene says
was chosen (from the keyboard) is played the same way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPoint, QTimer
from PySide6.QtWidgets import QMenu

from ..engine import Card, Move
from . import words

if TYPE_CHECKING:
    from .table_controller import TableController


class MoveChooser(QObject):
    """Offers the moves a drop could mean and plays the one picked."""

    def __init__(self, controller: TableController) -> None:
        super().__init__(controller)
        self._controller = controller
        self.menu: QMenu | None = None
        """The menu open now, if any (a drop's choice not yet made)."""
        controller.scene.moveChosen.connect(self.chosen)

    def offer(self, card: Card, moves: list[Move]) -> None:
        """Open the menu of ``moves`` for the dropped ``card``, above the cards in question."""
        controller = self._controller
        menu = QMenu(controller.window)
        menu.setObjectName("move-chooser")
        for move in moves:
            action = menu.addAction(words.move_command(move, controller.session.variant))
            action.setData(str(move))
            action.triggered.connect(lambda _checked=False, m=move: self.chosen(m))
        menu.aboutToHide.connect(lambda: QTimer.singleShot(0, lambda: self._closed(card, menu)))
        self.menu = menu
        above = self._screen_point_above(card)  # beside the cards in question, not where the pointer is
        if above is not None:
            above.setY(above.y() - menu.sizeHint().height() - 6)
        menu.popup(above if above is not None and controller.window.isVisible() else QPoint(0, 0))

    def _screen_point_above(self, card: Card) -> QPoint | None:
        """The screen point at the top-left corner of a card, where the menu about it should open."""
        scene = self._controller.scene
        views = scene.views()
        if not views:
            return None
        view = views[0]
        corner = view.mapFromScene(scene.card_item(card).sceneBoundingRect().topLeft())
        return view.viewport().mapToGlobal(corner)

    def chosen(self, move: Move) -> None:
        """Play the move picked, if it is still the player's turn and the move still legal."""
        controller = self._controller
        self.menu = None
        if controller.my_turn and controller.session.state.is_legal(move):
            controller.session.apply(move)

    def _closed(self, card: Card, menu: QMenu) -> None:
        if self.menu is menu:  # closed without a choice
            self.menu = None
            self._controller.scene.return_card(card)
        menu.deleteLater()  # a menu a drop: none outlives its choice
