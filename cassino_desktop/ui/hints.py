"""The Hint: the strongest computer's choice for the person at the screen, lit on the table and said.

The worker thinks of it as it would of its own move; the answer is shown only
if the position it was asked of is still the one to play, and its sentence is
withdrawn from the status line as soon as that position is gone. The strings
keep the ``table_controller`` context of the translation files they were written under.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ..engine import Move, view_for
from . import words
from .i18n import translator

if TYPE_CHECKING:
    from .table_controller import TableController

_ = translator("table_controller")

HINT_LEVEL = "expert"
"""The level whose choice the Hint shows: the strongest one available."""


class Hints(QObject):
    """Asks the worker for a hint at the player's turn and shows its answer while it still applies."""

    def __init__(self, controller: TableController) -> None:
        super().__init__(controller)
        self._controller = controller
        self._text = ""
        self._wait = ""  # the sentence said while the hint is thought of, to withdraw it
        controller.ai.hintReady.connect(self._on_hint)

    def ask(self) -> None:
        """Ask the worker for the player's best move (F1/H), saying that it is being thought of."""
        controller = self._controller
        if not controller.my_turn:
            return
        self._wait = _("Thinking of a hint…")
        controller.say(self._wait, 3000)
        from .table_controller import THINKING_BUDGET  # read as asked: a benchmark may have set it

        controller.ai.hint(view_for(controller.session.state, controller.at_screen), HINT_LEVEL, THINKING_BUDGET)
        controller.coach.displaced()  # the hint's question replaces the coach's in the worker

    def _on_hint(self, move: Move) -> None:
        controller = self._controller
        if not controller.my_turn or not controller.session.state.is_legal(move):
            return
        controller.scene.show_hint(move)
        advice = words.move_command(move, controller.session.variant)
        self._text = _("Hint: {move} (press Enter to play it).").format(move=advice)
        controller.say(self._text)
        controller.changed.emit()
        controller.start_coach()  # if the hint displaced the coach's question, ask it again

    def withdraw(self) -> None:
        """The hint named a move of a position that is gone: its sentence must not stay on the status line."""
        if self._text:
            self._controller.messageWithdrawn.emit(self._text)
            self._text = ""
        if self._wait:
            self._controller.messageWithdrawn.emit(self._wait)
            self._wait = ""
