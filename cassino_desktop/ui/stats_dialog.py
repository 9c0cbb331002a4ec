"""The player's statistics on screen: ``StatsDialog``, one tab per variant.

The figures are ``cassino_desktop.stats`` (plain Python) and they are kept in
``statistics.json`` by ``storage.StatsStore``, in the application's data
folder (``ui.persistence.StatsStore``, named here too for the window).
"""

from __future__ import annotations

import datetime
from collections.abc import Mapping

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ..engine import plural
from ..engine.variants import VARIANTS, Scoring, Variant
from ..stats import OTHERS, YOU, DailyStats, PersonStats, Statistics, VariantStats
from ..storage import STATS_FILE_NAME as FILE_NAME
from .dialog_parts import mute_label, scaled_font, separator_line
from .fitting import ScrollPanel, fit_to_screen
from .persistence import StatsStore, default_directory

# ------------------------------------------------------------------ the dialog


def percent(part: int, whole: int) -> str:
    """'58%': rounded, but never 0% or 100% unless exactly so."""
    if whole <= 0:
        return ""
    value = round(part * 100 / whole)
    if part and value == 0:
        value = 1
    elif part < whole and value == 100:
        value = 99
    return f"{value}%"


def summary_text(variant: Variant, stats: VariantStats) -> str:
    """The line above the figures: '9 games: 7 won, 1 drawn, 1 lost.'"""
    played = stats.games_played
    if played == 0:
        return f"No games of {variant.title} Cassino played yet."
    games = "1 game" if played == 1 else f"{played} games"
    lost = f"{stats.games_lost} lost"
    if stats.games_abandoned:
        lost += f" ({stats.games_abandoned} given up)"
    return f"{games} of {variant.title}: {stats.games_won} won, {stats.games_drawn} drawn, {lost}."


DEALT_NAMES = {
    "big_cassino": "Big cassino (10♦)",
    "little_cassino": "Little cassino (2♠)",
    "aces": "Aces",
    "spades": "Spades",
}
SIDES = {YOU: "You", OTHERS: "The computers"}


def dealt_text(stats: VariantStats, side: str, item: str) -> str:
    """'7 (chance 6.5)': what a side was dealt of one kind, beside what chance gives for its cards."""
    return f"{stats.dealt(side, item)}  (chance {stats.chance(side, item):.1f})"


def dealt_summary(stats: VariantStats) -> str:
    if not stats.dealt_games:
        return "The cards each side is dealt are counted from the next game on."
    games = "1 game" if stats.dealt_games == 1 else f"{stats.dealt_games} games"
    return (
        f"Cards dealt over {games}, beside what chance gives a side for the number of cards it was dealt "
        "(the first four table cards are nobody's):"
    )


def people_text(people: Mapping[str, PersonStats]) -> str:
    """Every person's own games, most played first: 'Ana: 5 games, 3 won, 1 drawn; Ben: …'."""
    if not people:
        return ""
    ranked = sorted(people.items(), key=lambda item: (-item[1].games_played, item[0].casefold()))
    parts = []
    for name, person in ranked:
        drawn = f", {person.games_drawn} drawn" if person.games_drawn else ""
        parts.append(f"{name}: {plural(person.games_played, 'game')}, {person.games_won} won{drawn}")
    return "By name, every variant: " + "; ".join(parts) + "."


def daily_text(daily: DailyStats, today: datetime.date) -> str:
    """The daily deal in a sentence: days played and won, the streak, today's result."""
    if not daily.days_played:
        return "Daily deal (Game menu): not played yet. The same deal for everyone each day; the first try counts."
    days = "1 day" if daily.days_played == 1 else f"{daily.days_played} days"
    streak = daily.current_streak(today)
    run = "1 day" if streak == 1 else f"{streak} days"
    text = f"Daily deal: {days} played, {daily.days_won} won; winning streak {run} (longest {daily.longest_streak})."
    if daily.last_day == today.isoformat():
        text += f" Today: {daily.last_result or 'being played'}."
    return text


def _with_percent(part: int, whole: int) -> str:
    return f"{part}  ({percent(part, whole)})" if whole else str(part)


def _rows(variant: Variant) -> tuple[tuple[str | None, str, str], ...]:
    """(field, label, tooltip) per row; a None field is a separator."""
    original = variant.scoring is Scoring.CARDS
    if variant.match_target is None:
        match_tip = f"In {variant.title} a match is a single game"
    else:
        match_tip = f"Matches are played to {variant.match_target} points"

    rows: tuple[tuple[str | None, str, str], ...] = (
        ("games_played", "Games played", "Games finished, and games given up in the middle (counted as lost)"),
        ("games_won", "Won", "Games you won, and their share of the games played"),
        ("games_drawn", "Drawn", ""),
        (None, "", ""),
        ("matches_played", "Matches played", match_tip),
        ("matches_won", "Matches won", match_tip),
        (None, "", ""),
        (
            "best_game_score",
            "Most cards in a game" if original else "Best game score",
            "Your most cards captured in one game" if original else "Your most points in one game",
        ),
        ("sweeps", "Sweeps", "Times you cleared the table" + (" (they do not score in Original)" if original else "")),
        (None, "", ""),
        ("current_streak", "Current winning streak", "Games won in a row, up to the last one"),
        ("longest_streak", "Longest winning streak", "Your most games won in a row"),
        (None, "", ""),
        ("games_with_undo", "Games with undo", "Games in which you took a move back"),
        ("games_abandoned", "Games given up", "Games left for a new one or another variant: each counts as lost"),
    )
    if variant.scoring is Scoring.CLEARANCE:  # Clearance has no sweeps
        rows = tuple(row for row in rows if row[0] != "sweeps")
    return rows


def _value_text(stats: VariantStats, key: str) -> str:
    if key == "games_won":
        return _with_percent(stats.games_won, stats.games_played)
    if key == "matches_won":
        return _with_percent(stats.matches_won, stats.matches_played)
    value = getattr(stats, key)
    assert isinstance(value, int)
    return str(value)


class StatsDialog(QDialog):
    """The player's statistics, a tab per variant, with Reset for the one shown and Close.

    Reset changes ``stats`` in place (after ``confirm_reset``) and emits
    ``changed`` so that the caller saves.
    """

    changed = Signal()

    def __init__(self, stats: Statistics, current_variant: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stats = stats
        self.setWindowTitle("Statistics")
        self.setAccessibleName("Statistics")
        self._names: list[str] = list(VARIANTS)
        self._values: dict[str, dict[str, QLabel]] = {}
        self._titles: dict[str, dict[str, QLabel]] = {}
        self._summaries: dict[str, QLabel] = {}
        self._dealt: dict[str, dict[tuple[str, str], QLabel]] = {}
        self._dealt_summaries: dict[str, QLabel] = {}

        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        self.daily_label = QLabel()
        self.daily_label.setWordWrap(True)
        layout.addWidget(self.daily_label)
        self.people_label = QLabel()
        self.people_label.setWordWrap(True)
        self.people_label.setToolTip(
            "Each person who gave a name in Variants, under that name, alone at the table or sharing the screen"
        )
        layout.addWidget(self.people_label)
        self.tabs = QTabWidget()
        self.tabs.setAccessibleName("Variant")
        for variant in VARIANTS.values():
            self.tabs.addTab(ScrollPanel(self._page(variant)), variant.title)  # a short screen scrolls a page
        layout.addWidget(self.tabs, 1)

        self.button_box = QDialogButtonBox()
        self.reset_button: QPushButton = self.button_box.addButton("&Reset…", QDialogButtonBox.ButtonRole.ResetRole)
        self.close_button: QPushButton = self.button_box.addButton(QDialogButtonBox.StandardButton.Close)
        self.close_button.setDefault(True)
        self.reset_button.setAutoDefault(False)
        self.reset_button.clicked.connect(self._reset_clicked)
        self.button_box.rejected.connect(self.reject)
        layout.addWidget(self.button_box)

        self.tabs.currentChanged.connect(self._tab_changed)
        self.set_variant(current_variant)
        self.refresh()
        self.close_button.setFocus()
        fit_to_screen(self)

    def _page(self, variant: Variant) -> QWidget:
        page = QWidget()
        outer = QVBoxLayout(page)
        outer.setContentsMargins(12, 12, 12, 12)
        outer.setSpacing(8)

        summary = QLabel()
        summary.setWordWrap(True)
        mute_label(summary)
        self._summaries[variant.name] = summary
        outer.addWidget(summary)

        frame = QFrame()
        frame.setObjectName("figures")
        frame.setFrameShape(QFrame.Shape.StyledPanel)
        frame.setBackgroundRole(QPalette.ColorRole.Base)
        frame.setAutoFillBackground(True)
        form = QFormLayout(frame)
        form.setContentsMargins(14, 10, 14, 10)
        form.setHorizontalSpacing(32)
        form.setVerticalSpacing(5)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)

        values: dict[str, QLabel] = {}
        titles: dict[str, QLabel] = {}
        for key, title, tooltip in _rows(variant):
            if key is None:
                form.addRow(separator_line())
                continue
            label = QLabel(title)
            value = QLabel()
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            if key in ("games_played", "games_won"):
                label.setFont(scaled_font(self, 1.0, bold=True))
                value.setFont(scaled_font(self, 1.0, bold=True))
            if tooltip:
                label.setToolTip(tooltip)
                value.setToolTip(tooltip)
            label.setBuddy(value)
            form.addRow(label, value)
            values[key] = value
            titles[key] = label
        self._values[variant.name] = values
        self._titles[variant.name] = titles
        outer.addWidget(frame)
        outer.addWidget(self._dealt_table(variant.name))
        outer.addStretch(1)
        frame.setMinimumWidth(320)
        return page

    def _dealt_table(self, name: str) -> QWidget:
        """What each side was dealt against chance: the answer to "does the computer get better cards?"."""
        box = QWidget()
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 6, 0, 0)
        summary = QLabel()
        summary.setWordWrap(True)
        mute_label(summary)
        self._dealt_summaries[name] = summary
        column.addWidget(summary)
        grid = QGridLayout()
        grid.setHorizontalSpacing(24)
        for col, side in enumerate(SIDES.values(), 1):
            grid.addWidget(QLabel(f"<b>{side}</b>"), 0, col, Qt.AlignmentFlag.AlignRight)
        cells: dict[tuple[str, str], QLabel] = {}
        for row, (item, title) in enumerate(DEALT_NAMES.items(), 1):
            grid.addWidget(QLabel(title), row, 0)
            for col, side in enumerate(SIDES, 1):
                cell = QLabel()
                cell.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                cell.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
                grid.addWidget(cell, row, col)
                cells[(side, item)] = cell
        column.addLayout(grid)
        self._dealt[name] = cells
        return box

    # ------------------------------------------------------------ showing

    def current_variant(self) -> str:
        """The name of the variant whose tab is shown."""
        return self._names[max(0, self.tabs.currentIndex())]

    def set_variant(self, name: str) -> None:
        """Show a variant's tab (an unknown name leaves the tab as it is)."""
        if name in self._names:
            self.tabs.setCurrentIndex(self._names.index(name))

    def refresh(self) -> None:
        """Show the figures in ``stats`` again (after they changed)."""
        for name in self._names:
            stats = self.stats.for_variant(name)
            self._summaries[name].setText(summary_text(VARIANTS[name], stats))
            for key, value in self._values[name].items():
                text = _value_text(stats, key)
                value.setText(text)
                value.setAccessibleName(f"{self._titles[name][key].text()}: {text}")
                _plain(value, muted=text == "0")
            self._dealt_summaries[name].setText(dealt_summary(stats))
            for (side, item), cell in self._dealt[name].items():
                text = dealt_text(stats, side, item) if stats.dealt_games else ""
                cell.setText(text)
                cell.setAccessibleName(f"{SIDES[side]}, {DEALT_NAMES[item]}: {text}")
        self.daily_label.setText(daily_text(self.stats.daily, datetime.date.today()))
        self.people_label.setText(people_text(self.stats.people))
        self.people_label.setVisible(bool(self.stats.people))
        self._tab_changed()

    def value_text(self, variant: str, key: str) -> str:
        """The text shown for one figure (``VariantStats`` field name), for tests and screen readers."""
        return self._values[variant][key].text()

    def dealt_shown(self, variant: str, side: str, item: str) -> str:
        """The text shown for what ``side`` was dealt of ``item`` (``stats.DEALT_ITEMS``), for tests."""
        return self._dealt[variant][(side, item)].text()

    def _tab_changed(self, _index: int = -1) -> None:
        variant = VARIANTS[self.current_variant()]
        self.reset_button.setText(f"&Reset {variant.title}…")
        self.reset_button.setToolTip(f"Set your {variant.title} statistics back to zero")
        self.reset_button.setEnabled(not self.stats.for_variant(variant.name).is_empty())

    # ------------------------------------------------------------ reset

    def confirm_reset(self) -> bool:
        """Ask before resetting the shown variant (tests replace this)."""
        title = VARIANTS[self.current_variant()].title
        answer = QMessageBox.question(
            self,
            "Reset Statistics",
            f"Set your {title} statistics back to zero?\n\nThis cannot be undone.",
            QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        return answer == QMessageBox.StandardButton.Reset

    def _reset_clicked(self) -> None:
        if not self.confirm_reset():
            return
        self.stats.reset(self.current_variant())
        self.refresh()
        self.changed.emit()


def _plain(label: QLabel, *, muted: bool) -> None:
    """Fade a zero, as the game-over breakdown does; restore the normal colour otherwise."""
    if muted:
        mute_label(label)
    else:
        label.setPalette(QPalette())  # nothing set: the label inherits its parent's colours again


__all__ = [
    "FILE_NAME",
    "StatsDialog",
    "StatsStore",
    "daily_text",
    "dealt_text",
    "default_directory",
    "percent",
    "summary_text",
]
