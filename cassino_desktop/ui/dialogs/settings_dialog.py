"""The Settings dialog: every preference in one place, with a picture of each card deck.

The dialog edits a copy of the values and writes them to ``Settings`` only on
OK; it never touches the window. ``changed_settings()`` (and the ``applied``
signal) say which preferences changed, so the window applies just those.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLocale, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...ai.levels import LEVELS
from ...engine import Card
from ..cards.builtin_deck import (
    BACK_COLORS,
    BUILTIN_DECKS,
    BUILTIN_THEME_NAME,
    CARD_ASPECT,
    BuiltinTheme,
    CardTheme,
    back_color_name,
    deck_title,
)
from ..cards.card_pixmaps import render_card
from ..cards.deck_themes import SvgTheme, deck_name, find_svg_decks
from ..i18n import LANGUAGES, N_, PSEUDO, PSEUDO_CLOSE, PSEUDO_OPEN, SYSTEM, add_fonts, language_for, translator
from ..pace import PACES, pace_name
from ..plain_text import PlainLabel, plain_tip
from ..settings import Settings
from ..table.scene import ANIMATION_SPEEDS, FELTS, felt_name, speed_name
from ..words import level_name
from .fitting import ScrollPanel, fit_to_screen

_ = translator("settings_dialog")

LEVEL_TEXTS = {
    "easy": N_("Easy: plays at random among sensible moves"),
    "medium": N_("Medium: takes the most it can now"),
    "hard": N_("Hard: plans the round ahead"),
    "expert": N_("Expert: also reads the cards you may hold"),
}
"""What each difficulty means, for the chooser (``level_text`` says it in the player's language)."""

PREVIEW_CARDS = (*(Card.from_text(card) for card in ("AS", "KH", "10D", "QC")), None)
"""The preview of a deck: a card of each suit, so that decks colouring the suits apart look apart, and a back."""
PREVIEW_CARD_WIDTH = 44
PREVIEW_STEP = round(PREVIEW_CARD_WIDTH * 0.6)
"""How far right of the one before each card of the preview lies: far enough to show its index and its suit."""
PREVIEW_SIZE = QSize(
    PREVIEW_STEP * (len(PREVIEW_CARDS) - 1) + PREVIEW_CARD_WIDTH + 4, round(PREVIEW_CARD_WIDTH * CARD_ASPECT) + 4
)

_BUILTIN_DESCRIPTIONS = {
    (False, False): N_("The game's own deck"),
    (True, False): N_("The game's own deck in four colours: spades black, hearts red, diamonds blue, clubs green"),
    (False, True): N_("The game's own deck in large print: a big rank and suit on every card"),
    (True, True): N_("Large print in four colours"),
}

SETTING_NAMES = (
    "difficulty",
    "speed",
    "pace",
    "theme",
    "back_color",
    "felt",
    "language",
    "undo_allowed",
    "computer_leads",
    "cut_by_hand",
)
"""The preferences the dialog edits, by their ``Settings`` attribute."""


def level_text(level: str) -> str:
    """A difficulty and what it means, in the player's language: "Hard: plans the round ahead"."""
    return _(LEVEL_TEXTS[level]) if level in LEVEL_TEXTS else level_name(level)


def system_language_text() -> str:
    """The language setting that follows the system, naming the language that gives: "System language (Italiano)"."""
    return _("System language ({language})").format(language=LANGUAGES[language_for(QLocale.system())])


def deck_preview(theme: CardTheme, back: QColor, device_pixel_ratio: float = 1.0) -> QPixmap:
    """A few cards of a deck fanned side by side, and a back: what choosing it will look like on the table."""
    pixmap = QPixmap(
        max(1, round(PREVIEW_SIZE.width() * device_pixel_ratio)),
        max(1, round(PREVIEW_SIZE.height() * device_pixel_ratio)),
    )
    pixmap.setDevicePixelRatio(device_pixel_ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    try:
        for number, card in enumerate(PREVIEW_CARDS):
            picture = render_card(theme, card, PREVIEW_CARD_WIDTH, device_pixel_ratio, back)
            painter.drawPixmap(2 + number * PREVIEW_STEP, 2, picture)
    finally:
        painter.end()
    return pixmap


def back_swatch(color: QColor) -> QIcon:
    """A small card-shaped square of a back colour, for the colour chooser."""
    pixmap = QPixmap(16, 22)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setBrush(color)
        painter.setPen(QColor("#808080"))
        painter.drawRoundedRect(QRectF(0.5, 0.5, 15.0, 21.0), 2.5, 2.5)
    finally:
        painter.end()
    return QIcon(pixmap)


class SettingsDialog(QDialog):
    """Difficulty, animation, the others' pace, deck, back, felt, language, undo, who leads, cutting; OK, Cancel."""

    applied = Signal(list)
    """Emitted on OK with the names of the settings that changed (``Settings`` attributes)."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(_("Settings"))
        self.setAccessibleName(_("Settings"))
        self._changed: list[str] = []
        self._has_own_back: dict[str, bool] = {}
        self._preview_queue: list[QListWidgetItem] = []
        self._themes: dict[str, CardTheme] = {}
        # The dialog's own timer draws the previews one by one: it goes with the dialog, so no preview is
        # drawn for a list that is gone (a one-shot call would outlive the dialog and its items).
        self._preview_timer = QTimer(self)
        self._preview_timer.setSingleShot(True)
        self._preview_timer.setInterval(0)
        self._preview_timer.timeout.connect(self._draw_next_preview)

        outer = QVBoxLayout(self)
        body = QWidget()
        form = QFormLayout(body)
        form.setContentsMargins(0, 0, 0, 0)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)

        self.difficulty_box = QComboBox()
        for level in LEVELS:
            self.difficulty_box.addItem(level_text(level), level)
        self._select(self.difficulty_box, settings.difficulty)
        self.difficulty_box.setAccessibleName(_("Difficulty"))
        self.difficulty_box.setToolTip(_("How well the computer plays; it applies from the next computer move"))
        form.addRow(self._label(_("&Difficulty:"), self.difficulty_box), self.difficulty_box)

        self.speed_box = QComboBox()
        for speed in ANIMATION_SPEEDS:
            self.speed_box.addItem(speed_name(speed), speed)
        self._select(self.speed_box, settings.speed)
        self.speed_box.setAccessibleName(_("Animation speed"))
        form.addRow(self._label(_("&Animation speed:"), self.speed_box), self.speed_box)

        self.pace_box = QComboBox()
        for pace in PACES:
            self.pace_box.addItem(pace_name(pace), pace)
        self._select(self.pace_box, settings.pace)
        self.pace_box.setAccessibleName(_("Others' moves"))
        self.pace_box.setToolTip(
            _(
                "How long another player's move stays lit on the table before play goes on; "
                "with animation off the table changes at once, unless it waits for your click"
            )
        )
        form.addRow(self._label(_("&Others' moves:"), self.pace_box), self.pace_box)

        self.deck_list = QListWidget()
        self.deck_list.setAccessibleName(_("Card deck"))
        self.deck_list.setIconSize(PREVIEW_SIZE)
        self.deck_list.setSpacing(2)
        self.deck_list.setUniformItemSizes(True)
        self._paths: dict[str, Path | None] = dict.fromkeys(BUILTIN_DECKS)
        for name, style in BUILTIN_DECKS.items():
            self._add_deck(name, _(_BUILTIN_DESCRIPTIONS[(style.four_colours, style.large_print)]))
        for deck in find_svg_decks():
            self._paths[deck.name] = deck.path
            self._add_deck(deck.name, str(deck.path))
        rows = min(self.deck_list.count(), 3)
        row_height = PREVIEW_SIZE.height() + 2 * self.deck_list.spacing() + 2
        self.deck_list.setMinimumHeight(row_height * min(rows, 2) + 2 * self.deck_list.frameWidth())
        self.deck_list.setFixedHeight(row_height * rows + 2 * self.deck_list.frameWidth())
        form.addRow(self._label(_("Card dec&k:"), self.deck_list), self.deck_list)
        self._select_deck(deck_name(settings.theme))

        self.back_box = QComboBox()
        for name, color in BACK_COLORS.items():
            self.back_box.addItem(back_swatch(color), back_color_name(name), name)
        self._select(self.back_box, settings.back_color)
        self.back_box.setAccessibleName(_("Card back"))
        form.addRow(self._label(_("Card &back:"), self.back_box), self.back_box)

        self.felt_box = QComboBox()
        for name in FELTS:
            self.felt_box.addItem(felt_name(name), name)
        self._select(self.felt_box, settings.felt)
        self.felt_box.setAccessibleName(_("Table felt"))
        self.felt_box.setToolTip(_("The table's colour; High contrast is plain black, for the clearest cards"))
        form.addRow(self._label(_("Table &felt:"), self.felt_box), self.felt_box)

        self.language_box = QComboBox()
        add_fonts()  # each language is named in its own letters, Hindi's too
        self.language_box.addItem(system_language_text(), SYSTEM)
        for code, name in LANGUAGES.items():
            self.language_box.addItem(name, code)  # each language by its own name, never translated
        if settings.language == PSEUDO:
            self.language_box.addItem(PSEUDO_OPEN + PSEUDO + PSEUDO_CLOSE, PSEUDO)  # the tests' language stays chosen
        self._select(self.language_box, settings.language)
        self.language_box.setAccessibleName(_("Language"))
        self.language_box.setToolTip(_("The language of the game's words; a change applies at once, without a restart"))
        form.addRow(self._label(_("Lan&guage:"), self.language_box), self.language_box)

        self.undo_box = QCheckBox(_("Allow &undo"))
        self.undo_box.setChecked(settings.undo_allowed)
        self.undo_box.setToolTip(_("Let moves be taken back (statistics note the games played with undo)"))
        form.addRow("", self.undo_box)

        self.lead_box = QCheckBox(_("The computer &leads the first game of a match"))
        self.lead_box.setChecked(settings.computer_leads)
        self.lead_box.setToolTip(_("Otherwise you play first; the lead then alternates from game to game"))
        form.addRow("", self.lead_box)

        self.cut_box = QCheckBox(_("Let me &cut the deck before each deal"))
        self.cut_box.setChecked(settings.cut_by_hand)
        self.cut_box.setToolTip(
            _(
                "Each deal's seed comes from the game's sealed secret and your cut, so neither side chooses the "
                "cards; otherwise the game cuts at random for you"
            )
        )
        form.addRow("", self.cut_box)

        self.body = ScrollPanel(body)
        outer.addWidget(self.body, 1)
        self.button_box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.button_box.button(QDialogButtonBox.StandardButton.Ok)
        self.cancel_button = self.button_box.button(QDialogButtonBox.StandardButton.Cancel)
        self.button_box.accepted.connect(self.accept)
        self.button_box.rejected.connect(self.reject)
        outer.addWidget(self.button_box)

        self.deck_list.currentItemChanged.connect(self._deck_chosen)
        self.back_box.currentIndexChanged.connect(self._back_chosen)
        self._deck_chosen()
        self.difficulty_box.setFocus()
        fit_to_screen(self, QSize(max(460, self.sizeHint().width()), self.sizeHint().height()))
        self._preview_timer.start()  # decks load one by one: the dialog opens at once

    # ------------------------------------------------------------------ building

    @staticmethod
    def _label(text: str, buddy: QWidget) -> QLabel:
        label = PlainLabel(text)
        label.setBuddy(buddy)
        return label

    @staticmethod
    def _select(box: QComboBox, value: str) -> None:
        at = box.findData(value)
        box.setCurrentIndex(max(0, at))

    def _add_deck(self, name: str, tooltip: str) -> None:
        item = QListWidgetItem(deck_title(name))
        item.setData(Qt.ItemDataRole.UserRole, name)
        item.setToolTip(plain_tip(tooltip))  # an installed deck's path
        blank = QPixmap(PREVIEW_SIZE)
        blank.fill(Qt.GlobalColor.transparent)
        item.setIcon(QIcon(blank))  # the picture comes when the deck is loaded
        self.deck_list.addItem(item)
        self._preview_queue.append(item)

    def _select_deck(self, name: str) -> None:
        for row in range(self.deck_list.count()):
            item = self.deck_list.item(row)
            if item is not None and item.data(Qt.ItemDataRole.UserRole) == name:
                self.deck_list.setCurrentRow(row)
                return
        self.deck_list.setCurrentRow(0)  # a deck no longer installed: the built-in one

    # ------------------------------------------------------------------ previews

    def theme_of(self, name: str) -> CardTheme:
        """The deck a name stands for, loaded once; a deck that fails to load shows the built-in cards."""
        theme = self._themes.get(name)
        if theme is None:
            path = self._paths.get(name)
            try:
                theme = BuiltinTheme(name) if path is None else SvgTheme(path, name)
            except Exception:  # a broken deck must not break the dialog; load_theme reports it when chosen
                theme = BuiltinTheme()
            self._themes[name] = theme
            self._has_own_back[name] = isinstance(theme, SvgTheme) and theme.has_back
        return theme

    def _draw_preview(self, item: QListWidgetItem) -> None:
        name = str(item.data(Qt.ItemDataRole.UserRole))
        back = BACK_COLORS.get(str(self.back_box.currentData()), BACK_COLORS["Blue"])
        item.setIcon(QIcon(deck_preview(self.theme_of(name), back, self.devicePixelRatioF())))

    def _draw_next_preview(self) -> None:
        if not self._preview_queue:
            return
        self._draw_preview(self._preview_queue.pop(0))
        if self._preview_queue:
            self._preview_timer.start()

    def draw_all_previews(self) -> None:
        """Draw every preview now (the dialog otherwise draws them one per turn of the event loop)."""
        while self._preview_queue:
            self._draw_preview(self._preview_queue.pop(0))

    def _deck_chosen(self) -> None:
        """A deck with a back of its own ignores the colour: say so rather than offer a choice that does nothing."""
        name = self.chosen_deck()
        self.theme_of(name)
        own = self._has_own_back.get(name, False)
        self.back_box.setEnabled(not own)
        self.back_box.setToolTip(
            plain_tip(_("{deck} has a back of its own").format(deck=deck_title(name)))
            if own
            else _("The colour of the backs of the built-in deck's cards")
        )

    def _back_chosen(self) -> None:
        for row in range(self.deck_list.count()):
            item = self.deck_list.item(row)
            if item is not None and item not in self._preview_queue:
                name = str(item.data(Qt.ItemDataRole.UserRole))
                if not self._has_own_back.get(name, False):
                    self._draw_preview(item)

    # ------------------------------------------------------------------ results

    def chosen_deck(self) -> str:
        item = self.deck_list.currentItem()
        return str(item.data(Qt.ItemDataRole.UserRole)) if item is not None else BUILTIN_THEME_NAME

    def chosen_values(self) -> dict[str, object]:
        """The values shown, by ``Settings`` attribute."""
        return {
            "difficulty": str(self.difficulty_box.currentData()),
            "speed": str(self.speed_box.currentData()),
            "pace": str(self.pace_box.currentData()),
            "theme": self.chosen_deck(),
            "back_color": str(self.back_box.currentData()),
            "felt": str(self.felt_box.currentData()),
            "language": str(self.language_box.currentData()),
            "undo_allowed": self.undo_box.isChecked(),
            "computer_leads": self.lead_box.isChecked(),
            "cut_by_hand": self.cut_box.isChecked(),
        }

    def changed_settings(self) -> list[str]:
        """The settings OK changed (empty before OK, and after Cancel)."""
        return list(self._changed)

    def accept(self) -> None:
        """Write what changed to the settings, then close."""
        changed: list[str] = []
        for name, value in self.chosen_values().items():
            before = getattr(self.settings, name)
            if name == "theme":
                before = deck_name(str(before))  # an old folder name is the same deck under its new name
            if value != before:
                setattr(self.settings, name, value)
                changed.append(name)
        self._changed = changed
        super().accept()
        self.applied.emit(changed)


__all__ = [
    "LEVEL_TEXTS",
    "SETTING_NAMES",
    "SettingsDialog",
    "back_swatch",
    "deck_preview",
    "level_text",
    "system_language_text",
]
