"""Choosing the variant to play, its house rules, and who sits at the table: people, and computers at their levels."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QRadioButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from ...engine import house_rules_json, with_house_rules
from ...engine.house_rules import SWITCH_BY_KEY
from ...engine.variants import PARTNERSHIP_PLAYERS, VARIANTS, Variant
from ...seating import Seating
from ..i18n import N_, translator
from ..plain_text import PlainLabel
from ..seats_panel import SeatsPanel
from ..words import variant_description, variant_title
from .dialog_parts import mnemonics, mute_label, scaled_font, with_mnemonic
from .fitting import ScrollPanel, fit_to_screen, refit
from .house_rules_panel import HouseRulesPanel

_ = translator("variant_dialog")

__all__ = ["VariantDialog"]

PARTNERSHIP_OPPONENTS = PARTNERSHIP_PLAYERS[0] - 1
PARTNERS_TIP = N_(
    "Four players in two sides, partners opposite (South and North against West and East): "
    "captures score together and the match is between sides"
)


class VariantDialog(QDialog):
    """Choose the variant to play: one checkable choice each, with its description, and Done."""

    def __init__(
        self, current: Variant, parent: QWidget | None = None, opponents: int = 1, seating: Seating | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("Choose a Variant"))
        self.setAccessibleName(_("Choose a variant"))
        self._variants: list[Variant] = list(VARIANTS.values())
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.buttons: dict[str, QRadioButton] = {}
        self._labels: dict[QObject, QRadioButton] = {}

        outer = QVBoxLayout(self)
        body = QWidget()
        # Two columns, so the dialog fits a laptop's screen whole: the variants, and the table and its rules.
        columns = QHBoxLayout(body)
        columns.setContentsMargins(0, 0, 0, 0)
        columns.setSpacing(24)
        choices = QVBoxLayout()
        choices.setSpacing(2)
        columns.addLayout(choices, 2)
        table = QVBoxLayout()
        table.setSpacing(6)
        columns.addLayout(table, 3)
        heading = PlainLabel(_("Which Cassino would you like to play?"))
        heading.setFont(scaled_font(self, 1.1, bold=True))
        choices.addWidget(heading)
        choices.addSpacing(12)

        indicator = self.style().pixelMetric(QStyle.PixelMetric.PM_ExclusiveIndicatorWidth)
        spacing = self.style().pixelMetric(QStyle.PixelMetric.PM_RadioButtonLabelSpacing)
        for number, variant in enumerate(self._variants):
            title, about = variant_title(variant), variant_description(variant)
            button = QRadioButton(title)  # its Alt+letter comes once every other control has taken its own
            button.setFont(scaled_font(self, 1.0, bold=True))
            button.setAccessibleName(title)
            button.setAccessibleDescription(about)
            button.setToolTip(about)
            self.group.addButton(button, number)
            self.buttons[variant.name] = button
            description = PlainLabel(about)
            description.setWordWrap(True)
            description.setFont(scaled_font(self, 0.9))
            description.setContentsMargins(indicator + spacing, 0, 0, 0)
            description.setAccessibleName(_("{title}: {description}").format(title=title, description=about))
            mute_label(description)
            description.installEventFilter(self)
            button.installEventFilter(self)
            self._labels[description] = button
            choices.addWidget(button, 0, Qt.AlignmentFlag.AlignLeft)  # as wide as its text: all of it clicks
            choices.addWidget(description)
            if number < len(self._variants) - 1:
                choices.addSpacing(12)

        choices.addStretch(1)  # spare height goes here, not between a choice and its text
        table_row = QHBoxLayout()
        self.opponents_label = PlainLabel(_("Other &players:"))
        self.opponents_box = QComboBox()
        self.opponents_box.setAccessibleName(_("Other players at the table"))
        self.opponents_label.setBuddy(self.opponents_box)
        table_row.addWidget(self.opponents_label)
        table_row.addWidget(self.opponents_box)
        table_row.addStretch(1)
        table.addLayout(table_row)
        self.partners_box = QCheckBox(_("Partn&erships: South and North against West and East"))
        self.partners_box.setToolTip(_(PARTNERS_TIP))
        self._partners_wanted = current.partnerships  # the player's choice, shown whenever four can have it
        self.partners_box.setChecked(current.partnerships)
        self.partners_box.toggled.connect(self._partners_toggled)
        self.opponents_box.currentIndexChanged.connect(self._update_partners)
        table.addWidget(self.partners_box)
        self.seats = SeatsPanel(seating or Seating.against_computers(opponents + 1, "hard"))
        table.addWidget(self.seats)
        self.opponents_box.currentIndexChanged.connect(lambda _index: self.seats.set_players(self.selected_players()))
        self.seats.changed.connect(lambda: refit(self.seats))  # a seat's row or a problem shown or gone
        table.addSpacing(8)
        self.house_rules = HouseRulesPanel(current)
        table.addWidget(self.house_rules)
        table.addStretch(1)
        self._wanted_opponents = opponents
        self.group.idToggled.connect(self._on_variant_toggled)
        self.body = ScrollPanel(body)
        outer.addWidget(self.body, 1)
        self.button_box = QDialogButtonBox()
        self.done_button = self.button_box.addButton(_("&Done"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.cancel_button = self.button_box.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.done_button.setDefault(True)
        self.done_button.setAutoDefault(True)
        self.button_box.accepted.connect(self.accept)
        self.button_box.rejected.connect(self.reject)
        outer.addWidget(self.button_box)  # outside the scrolling part: always in view
        self._give_variants_mnemonics()

        chosen = self.buttons.get(current.name, next(iter(self.buttons.values())))
        self.group.blockSignals(True)  # the panel already shows ``current``'s house rules
        chosen.setChecked(True)
        self.group.blockSignals(False)
        self._fill_opponents()
        chosen.setFocus()
        fit_to_screen(self)  # a small screen scrolls the columns

    def _give_variants_mnemonics(self) -> None:
        """Each variant's choice takes the first letter of its title that no other control uses (Alt+letter).

        The other controls' letters are read from their texts, in the language shown; Cancel's first
        letter is kept for it too, as some platforms give it one.
        """
        taken = set(mnemonics(self))
        cancel = self.cancel_button.text().replace("&", "")
        if cancel:
            taken.add(cancel[0].casefold())
        for variant in self._variants:
            button = self.buttons[variant.name]
            button.setText(with_mnemonic(button.text(), taken, variant.title))

    def selected_variant(self) -> Variant:
        """The variant whose choice is checked, with the house rules the panel shows (and partnerships, if chosen)."""
        variant = self.house_rules.variant()
        if self.partners_box.isEnabled() and self.partners_box.isChecked():
            return with_house_rules(variant, {**house_rules_json(variant), "partnerships": True})
        return variant

    def selected_players(self) -> int:
        return self.selected_opponents() + 1

    def selected_seating(self) -> Seating:
        """Who plays each seat (checked by ``accept``: Done waits until the seats can play)."""
        return self.seats.seating()

    def accept(self) -> None:
        """Done: only with seats that can play; otherwise the panel already says why, and the dialog stays."""
        if self.seats.problem():
            self.seats.players_boxes[0].setFocus()
            return
        super().accept()

    def _update_partners(self) -> None:
        """Partnerships are for a table of four, where the variant has them: elsewhere the box shows unchecked,
        and the player's choice comes back with a table of four."""
        four = self.selected_opponents() == PARTNERSHIP_OPPONENTS
        possible = four and SWITCH_BY_KEY["partnerships"].applies(self._checked_variant())
        self.partners_box.setEnabled(possible)
        self.partners_box.blockSignals(True)  # shown, not chosen: the choice stays as the player left it
        self.partners_box.setChecked(possible and self._partners_wanted)
        self.partners_box.blockSignals(False)
        if not possible:
            self.partners_box.setToolTip(_("Partnerships are played by four: choose three computers"))
        else:
            self.partners_box.setToolTip(_(PARTNERS_TIP))

    def _partners_toggled(self, checked: bool) -> None:
        if self.partners_box.isEnabled():
            self._partners_wanted = checked

    def _checked_variant(self) -> Variant:
        return self._variants[max(0, self.group.checkedId())]

    def selected_opponents(self) -> int:
        """How many computers play: 1 to 3, as the chosen variant allows."""
        number = self.opponents_box.currentData()
        return number if isinstance(number, int) else 1

    def _on_variant_toggled(self, _id: int, on: bool) -> None:
        if on:
            self.house_rules.set_base(self._checked_variant())
            self._fill_opponents()

    def _fill_opponents(self) -> None:
        """Offer the table sizes the checked variant is played at; keep the choice where it still fits."""
        keep = self.selected_opponents() if self.opponents_box.count() else self._wanted_opponents
        counts = [n - 1 for n in self._checked_variant().player_counts]
        self.opponents_box.blockSignals(True)
        self.opponents_box.clear()
        for n in counts:
            self.opponents_box.addItem(_("{opponents} (a table of {players})").format(opponents=n, players=n + 1), n)
        self.opponents_box.setCurrentIndex(counts.index(keep) if keep in counts else 0)
        self.opponents_box.blockSignals(False)
        self.seats.set_players(self.selected_players())
        self._update_partners()
        single = len(counts) == 1
        self.opponents_box.setEnabled(not single)
        self.opponents_box.setToolTip(
            _("{variant} is played by two.").format(variant=variant_title(self._checked_variant()))
            if single
            else _("Clearance, Advanced and Royal seat up to four.")
        )

    def select(self, variant: Variant) -> None:
        """Check a variant's choice and show its house rules."""
        self.buttons[variant.name].setChecked(True)
        self.house_rules.set_variant(variant)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A click on a description checks its choice; a double-click on either chooses it."""
        kind = event.type()
        button = self._labels.get(watched, watched if isinstance(watched, QRadioButton) else None)
        if isinstance(button, QRadioButton):
            if kind == QEvent.Type.MouseButtonPress and watched is not button:
                button.setChecked(True)
                button.setFocus()
                return True
            if kind == QEvent.Type.MouseButtonDblClick:
                button.setChecked(True)
                self.accept()
                return True
        return super().eventFilter(watched, event)
