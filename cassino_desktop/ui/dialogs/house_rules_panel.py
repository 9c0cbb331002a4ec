"""The "House rules" part of the variant dialog: a preset, and every switch for those who argue.

The panel only ever shows and edits switches of the engine (``engine.house_rules``):
a preset sets them all, a switch changed by hand makes the set "Custom" (or
the preset it now equals), and switches that mean nothing in the chosen
variant are greyed out with a tooltip saying why. ``variant()`` is the chosen
variant with the switches applied, which is all the window needs to deal a match.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...engine import PRESETS, SWITCHES, BuilderDuty, Switch, Variant, house_rules_json, preset_of, with_house_rules
from ...engine.house_rules import MAX_TARGET, MIN_TARGET, SWITCH_BY_KEY, TABLE_SWITCHES
from ..i18n import N_, translator
from ..plain_text import PlainLabel
from ..words import house_text, variant_title
from .fitting import refit

_ = translator("house_rules_panel")

CUSTOM = "custom"
_DUTY_TEXTS = {
    BuilderDuty.NO_TRAIL.value: N_("may not trail until it is taken"),
    BuilderDuty.TAKE_OR_ADD.value: N_("must take it in or add to it next turn"),
}
"""What a builder must do, as the words after "A builder:"."""

RULE_SWITCHES = tuple(switch for switch in SWITCHES if switch.key not in TABLE_SWITCHES)
"""The switches this panel shows: the rules, not how the table is seated."""


class HouseRulesPanel(QWidget):
    """A preset chooser, its description, and the switches behind a disclosure button."""

    changed = Signal()
    """The chosen rules changed (by a preset or a switch)."""

    def __init__(self, base: Variant, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._base = base.base
        self._loading = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)

        row = QHBoxLayout()
        label = PlainLabel(_("&House rules:"))
        self.preset_box = QComboBox()
        self.preset_box.setAccessibleName(_("House rules"))
        for preset in PRESETS:
            self.preset_box.addItem(house_text(preset.title), preset.name)
            self.preset_box.setItemData(
                self.preset_box.count() - 1, house_text(preset.description), Qt.ItemDataRole.ToolTipRole
            )
        self.preset_box.addItem(_("Custom"), CUSTOM)
        label.setBuddy(self.preset_box)
        self.toggle = QToolButton()
        self.toggle.setText(_("&Switches"))
        self.toggle.setCheckable(True)
        self.toggle.setArrowType(Qt.ArrowType.RightArrow)
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toggle.setAutoRaise(True)
        self.toggle.setToolTip(_("Show every house rule, to set them one by one"))
        row.addWidget(label)
        row.addWidget(self.preset_box)
        row.addWidget(self.toggle)
        row.addStretch(1)
        layout.addLayout(row)

        self.description = PlainLabel()
        self.description.setWordWrap(True)
        layout.addWidget(self.description)

        self.switches = QFrame()
        self.switches.setFrameShape(QFrame.Shape.StyledPanel)
        grid = QGridLayout(self.switches)
        grid.setContentsMargins(10, 8, 10, 8)
        grid.setVerticalSpacing(4)
        self.checks: dict[str, QCheckBox] = {}
        self.duty_box = QComboBox()
        self.target_box = QSpinBox()
        self.target_box.setRange(MIN_TARGET, MAX_TARGET)
        self.target_box.setSuffix(_(" points", "after a number of points in a spin box, with its space"))
        grid.setHorizontalSpacing(12)
        rows = (len(RULE_SWITCHES) + 1) // 2  # two columns, read down: the dialog stays short enough for a laptop
        for number, switch in enumerate(RULE_SWITCHES):
            row_number, column = number % rows, 2 * (number // rows)
            if switch.key == "builder_duty":
                for value, text in _DUTY_TEXTS.items():
                    self.duty_box.addItem(_(text), value)
                self._add_row(grid, row_number, column, switch, self.duty_box, _("A &builder:"))
            elif switch.key == "match_target":
                self._add_row(grid, row_number, column, switch, self.target_box, _("Match &target:"))
            else:
                box = QCheckBox(house_text(switch.title))
                box.setToolTip(house_text(switch.help))
                box.setAccessibleDescription(house_text(switch.help))
                box.toggled.connect(self._switch_changed)
                self.checks[switch.key] = box
                grid.addWidget(box, row_number, column, 1, 2, Qt.AlignmentFlag.AlignLeft)  # clickable where it shows
        self.duty_box.currentIndexChanged.connect(self._switch_changed)
        self.target_box.valueChanged.connect(self._switch_changed)
        self.switches.setVisible(False)
        layout.addWidget(self.switches)
        self.setMinimumWidth(self.switches.sizeHint().width())  # opening the switches never scrolls sideways

        self.preset_box.currentIndexChanged.connect(self._preset_chosen)
        self.toggle.toggled.connect(self._show_switches)
        self.set_variant(base)

    @staticmethod
    def _add_row(grid: QGridLayout, row: int, column: int, switch: Switch, widget: QWidget, text: str) -> None:
        label = PlainLabel(text)
        label.setBuddy(widget)
        widget.setToolTip(house_text(switch.help))
        widget.setAccessibleName(house_text(switch.title))
        grid.addWidget(label, row, column)
        grid.addWidget(widget, row, column + 1, Qt.AlignmentFlag.AlignLeft)

    # ------------------------------------------------------------------ reading and writing

    def variant(self) -> Variant:
        """The base variant with the switches the panel shows (those that apply to it)."""
        base = self._base
        rules: dict[str, object] = {}
        for switch in RULE_SWITCHES:
            if switch.applies(base):
                value = self._widget_value(switch)
                if value != switch.json_value(base):
                    rules[switch.key] = value
        return with_house_rules(base, rules)

    def set_variant(self, variant: Variant) -> None:
        """Show a variant's switches (the preset follows), greying those that do not apply."""
        self._base = variant.base
        self._loading = True
        try:
            for switch in RULE_SWITCHES:
                applies = switch.applies(self._base)
                self._set_widget(switch, switch.json_value(variant), applies)
            self._sync_preset(variant)
        finally:
            self._loading = False

    def set_base(self, base: Variant) -> None:
        """Another variant was chosen: keep the switches that still apply to it."""
        kept = {k: v for k, v in house_rules_json(self.variant()).items() if SWITCH_BY_KEY[k].applies(base.base)}
        self.set_variant(with_house_rules(base.base, kept))
        self.changed.emit()

    def _widget_value(self, switch: Switch) -> object:
        if switch.key == "builder_duty":
            return self.duty_box.currentData()
        if switch.key == "match_target":
            return self.target_box.value()
        return self.checks[switch.key].isChecked()

    def _set_widget(self, switch: Switch, value: object, applies: bool) -> None:
        """Show a switch's value; one that does not apply shows what the variant does instead."""
        widget: QWidget
        if switch.key == "builder_duty":
            widget = self.duty_box
            self.duty_box.setCurrentIndex(max(0, self.duty_box.findData(value)))
        elif switch.key == "match_target":
            widget = self.target_box
            # Where there is no target (Original: a match is a single game) the greyed box reads "one game",
            # a text shown at the minimum only: a real target of 5 must read "5 points".
            self.target_box.setSpecialValueText("" if applies else _("one game"))
            self.target_box.setMinimum(MIN_TARGET if applies else MIN_TARGET - 1)
            self.target_box.setValue(value if isinstance(value, int) and applies else self.target_box.minimum())
        else:
            widget = self.checks[switch.key]
            self.checks[switch.key].setChecked(bool(value) and applies)
        widget.setEnabled(applies)
        help_text = house_text(switch.help)
        if not applies:
            help_text = _("{help} Not a rule of {variant}.").format(help=help_text, variant=variant_title(self._base))
        widget.setToolTip(help_text)

    def _sync_preset(self, variant: Variant) -> None:
        """Select the preset the switches equal (or Custom), and offer only presets of this variant."""
        model = self.preset_box.model()
        if isinstance(model, QStandardItemModel):
            for index, each in enumerate(PRESETS):
                item = model.item(index)
                if item is not None:
                    item.setEnabled(each.applies(self._base))
        preset = preset_of(variant)
        name = preset.name if preset is not None else CUSTOM
        self.preset_box.blockSignals(True)
        self.preset_box.setCurrentIndex(self.preset_box.findData(name))
        self.preset_box.blockSignals(False)
        cassino = any(s.applies(self._base) for s in RULE_SWITCHES)
        if not cassino:
            text = _("{variant} is played by its own rules; house rules are for Original, Advanced and Royal.").format(
                variant=variant_title(self._base)
            )
        elif preset is None:
            text = _("Your own mix of house rules.")
        else:
            text = house_text(preset.description)
        self.description.setText(text)
        self.description.setAccessibleName(text)
        self.preset_box.setEnabled(cassino)
        if not cassino:
            self.toggle.setChecked(False)
        self.toggle.setEnabled(cassino)
        self._refit()

    # ------------------------------------------------------------------ reacting

    def _preset_chosen(self, index: int) -> None:
        name = self.preset_box.itemData(index)
        if not isinstance(name, str) or name == CUSTOM:
            self.toggle.setChecked(True)  # "Custom": the switches are where it is made
            return
        self.set_variant(with_house_rules(self._base, {"preset": name}))
        self.changed.emit()

    def _switch_changed(self) -> None:
        if self._loading:
            return
        self._sync_preset(self.variant())
        self.changed.emit()

    def _show_switches(self, shown: bool) -> None:
        self.switches.setVisible(shown)
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        self._refit()

    def _refit(self) -> None:
        """Give the dialog the height its contents need now (switches shown or not), capped to the screen."""
        refit(self)
