"""Undo and Redo at the table: the person at the screen takes back their last move, or plays it again.

Each is refused with a sentence when Settings turn it off, the daily deal's
counted try forbids it, or the move is someone else's to take back; what was
done is logged, and the table is shown anew (a redo's moves at once, not
played out). The strings keep the ``table_controller`` context of the
translation files they were written under.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ..engine import GameState
from .i18n import translator

if TYPE_CHECKING:
    from .table_controller import TableController

_ = translator("table_controller")


class TakingBack(QObject):
    """Undo and Redo for one table, and what the table shows after them."""

    def __init__(self, controller: TableController) -> None:
        super().__init__(controller)
        self._controller = controller
        self.redoing = False  # the moves being announced are a redo's: the table shows them at once
        controller.session.undone.connect(self._on_undone)
        controller.session.redone.connect(self._on_redone)

    def undo(self) -> None:
        """Take back the player's last move and the computer's reply (Ctrl+Z)."""
        controller = self._controller
        session = controller.session
        if not controller.settings.undo_allowed:
            controller.say(_("Undo is turned off in Settings."), 5000)
            return
        refusal = controller.recorder.daily_refusal()
        if refusal:
            controller.say(refusal, 6000)
            return
        if not session.can_undo(controller.at_screen):
            if session.play.can_undo(controller.at_screen):
                controller.say(
                    _("Someone else has played since your last move, and their move is theirs to take back."), 6000
                )
            else:
                controller.say(_("There is no move of yours to take back in this game."), 5000)
            return
        controller.ai.cancel()
        session.undo(controller.at_screen)

    def _on_undone(self, state: GameState, count: int) -> None:
        controller = self._controller
        controller.hints.withdraw()
        if controller.sharing:
            text = (
                _("{name} took back their last move.")
                if count == 1
                else _("{name} took back their last move and the replies to it.")
            )
        else:
            text = (
                _("You took back your last move.")
                if count == 1
                else _("You took back your last move and the replies to it.")
            )
        controller.logged.emit(text.format(name=controller.person_at_screen_name()))
        controller.scene.set_input_enabled(False)
        # Whoever holds the screen now may not be the person whose move came back: with people sharing it,
        # it is passed to them again before their hand shows.
        controller.hide_hands(controller.sharing)
        del controller.said_since[len(controller.session.current_moves) :]
        controller.caption_the_last_move()
        controller.scene.set_state(state)
        controller.changed.emit()

    def redo(self) -> None:
        """Play again what the last undo took back (Ctrl+Shift+Z): the same moves, shown at once."""
        controller = self._controller
        if not controller.settings.undo_allowed or not controller.session.can_redo():
            controller.say(_("There is nothing taken back to play again."), 5000)
            return
        controller.ai.cancel()
        self.redoing = True
        try:
            controller.session.redo()
        finally:
            self.redoing = False

    def _on_redone(self, state: GameState, count: int) -> None:
        controller = self._controller
        if controller.sharing:
            text = (
                _("{name} played their move again.")
                if count == 1
                else _("{name} played their move and the replies again.")
            )
        else:
            text = _("You played your move again.") if count == 1 else _("You played your move and the replies again.")
        controller.logged.emit(text.format(name=controller.person_at_screen_name()))
        controller.scene.set_input_enabled(False)
        controller.hide_hands(controller.sharing)
        controller.caption_the_last_move()
        controller.scene.set_state(state)
        controller.changed.emit()
