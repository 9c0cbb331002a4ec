"""The move buttons beside the prompt: Capture, Build and Trail (Take, Build a group and Drop in Clearance).

They play the selection on the table, are enabled only for a move the
selection can make, and are named in the words of the variant played. The
strings keep the ``main_window`` context of the translation files they were
written under.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QPushButton

from ..engine import BUILD, CAPTURE, TRAIL, Variant
from .i18n import translator
from .move_log import is_clearance
from .table.scene import TableScene
from .table_controller import TableController
from .words import button_text

_ = translator("main_window")


class MoveButtons(QObject):
    """The three buttons that play the selection, with their words and whether each applies now."""

    def __init__(self, controller: TableController, scene: TableScene, parent: QObject) -> None:
        super().__init__(parent)
        self.capture = QPushButton()
        self.build = QPushButton()
        self.trail = QPushButton()
        for button in (self.capture, self.build, self.trail):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.capture.clicked.connect(lambda: scene.play_selected(CAPTURE))
        self.build.clicked.connect(lambda: scene.play_selected(BUILD))
        self.trail.clicked.connect(lambda: controller.play_trail())
        self._controller = controller
        self._words_for: Variant | None = None

    def forget_words(self) -> None:
        """The language changed: the buttons' words are said again by the next ``refresh``."""
        self._words_for = None

    def refresh(self) -> None:
        """The buttons' words for the variant played, and which of them the selection can make a move of."""
        self._set_words(self._controller.session.variant)
        playable = self._controller.playable_kinds()
        self.capture.setEnabled(playable[CAPTURE])
        self.build.setEnabled(playable[BUILD])
        self.trail.setEnabled(playable[TRAIL])

    def _set_words(self, variant: Variant) -> None:
        """Clearance speaks of Take, Build a group and Drop; the other variants of Capture, Build and Trail."""
        if self._words_for is variant:
            return
        self._words_for = variant
        if is_clearance(variant):
            said = {
                self.capture: _("Take the selected group with the selected hand card"),
                self.build: _("Form one group of the selected hand card and table cards"),
                self.trail: _("Drop the selected hand card on the table"),
            }
        else:
            said = {
                self.capture: _("Take the selected table cards with the selected hand card"),
                self.build: _("Build the selected hand card onto the selected table cards"),
                self.trail: _("Lay the selected hand card on the table"),
            }
        kinds = {self.capture: CAPTURE, self.build: BUILD, self.trail: TRAIL}
        for button, tip in said.items():
            button.setText(button_text(kinds[button], variant))
            button.setToolTip(tip)
