"""How to play: the rules of any variant and the controls, in one scrolling page."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...engine.variants import VARIANTS, Variant
from ..i18n import translator
from ..plain_text import PlainLabel
from ..words import variant_title
from .fitting import fit_to_screen
from .rules_text import controls_html, rules_html

_ = translator("rules_dialog")

__all__ = ["RulesDialog"]


class RulesDialog(QDialog):
    """How to play: the rules of a variant and the controls, in a scrolling browser."""

    def __init__(self, variant: Variant, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("How to Play"))
        self.setSizeGripEnabled(True)
        layout = QVBoxLayout(self)

        top = QHBoxLayout()
        chooser_label = PlainLabel(_("&Rules for:"))
        self.chooser = QComboBox()
        self.chooser.setAccessibleName(_("Rules for variant"))
        for each in VARIANTS.values():
            self.chooser.addItem(variant_title(each), each.name)
        chooser_label.setBuddy(self.chooser)
        top.addWidget(chooser_label)
        top.addWidget(self.chooser)
        top.addStretch(1)
        layout.addLayout(top)

        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        self.browser.setAccessibleName(_("Rules"))
        self.browser.document().setDocumentMargin(12)
        layout.addWidget(self.browser, 1)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

        self.chooser.currentIndexChanged.connect(self._chosen)
        self._in_play = variant
        """The variant opened with (house rules and all): choosing its name again shows it, not the rule book's."""
        self.set_variant(variant)
        fit_to_screen(self, QSize(620, 680))  # the browser scrolls: a short screen gets a shorter dialog

    def set_variant(self, variant: Variant) -> None:
        """Show the rules of another variant (the controls stay)."""
        self.variant = variant
        at = self.chooser.findData(variant.name)
        if at >= 0 and at != self.chooser.currentIndex():
            self.chooser.blockSignals(True)
            self.chooser.setCurrentIndex(at)
            self.chooser.blockSignals(False)
        self.browser.setHtml(rules_html(variant) + "<hr/>" + controls_html())

    def _chosen(self, at: int) -> None:
        name = self.chooser.itemData(at)
        if isinstance(name, str) and name in VARIANTS:
            self.set_variant(self._in_play if name == self._in_play.name else VARIANTS[name])

    def text(self) -> str:
        """The plain text shown (for tests and screen readers)."""
        return self.browser.toPlainText()
