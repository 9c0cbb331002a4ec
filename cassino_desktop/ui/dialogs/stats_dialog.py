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

from ...engine import daily_deal as daily_deals
from ...engine.variants import VARIANTS, Scoring, Variant
from ...stats import OTHERS, YOU, DailyStats, PersonStats, Statistics, VariantStats
from ...storage import STATS_FILE_NAME as FILE_NAME
from ..i18n import N_, translator
from ..persistence import StatsStore, default_directory
from ..plain_text import PlainLabel, PlainMessageBox
from ..words import variant_title
from .dialog_parts import mute_label, scaled_font, separator_line
from .fitting import ScrollPanel, fit_to_screen

_ = translator("stats_dialog")

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
    """The line above the figures: '9 games of Advanced: 7 won, 1 drawn, 1 lost.'"""
    played = stats.games_played
    title = variant_title(variant)
    if played == 0:
        return _("No games of {variant} Cassino played yet.").format(variant=title)
    fields = {
        "variant": title,
        "won": stats.games_won,
        "drawn": stats.games_drawn,
        "lost": stats.games_lost,
        "abandoned": stats.games_abandoned,
    }
    if stats.games_abandoned:
        text = _("%n game(s) of {variant}: {won} won, {drawn} drawn, {lost} lost ({abandoned} given up).", n=played)
        return text.format(**fields)
    return _("%n game(s) of {variant}: {won} won, {drawn} drawn, {lost} lost.", n=played).format(**fields)


DEALT_NAMES = {
    "big_cassino": N_("Big cassino (10♦)"),
    "little_cassino": N_("Little cassino (2♠)"),
    "aces": N_("Aces"),
    "spades": N_("Spades"),
}
"""What the dealt table counts, by ``stats.DEALT_ITEMS``; translated where shown (``dealt_name``)."""
SIDES = {YOU: N_("You"), OTHERS: N_("The computers")}
"""The two sides of the dealt table; translated where shown (``side_title``)."""


def dealt_name(item: str) -> str:
    return _(DEALT_NAMES[item])


def side_title(side: str) -> str:
    return _(SIDES[side])


def dealt_text(stats: VariantStats, side: str, item: str) -> str:
    """'7  (chance 6.5)': what a side was dealt of one kind, beside what chance gives for its cards."""
    return _("{dealt}  (chance {chance})").format(
        dealt=stats.dealt(side, item), chance=f"{stats.chance(side, item):.1f}"
    )


def dealt_summary(stats: VariantStats) -> str:
    if not stats.dealt_games:
        return _("The cards each side is dealt are counted from the next game on.")
    return _(
        "Cards dealt over %n game(s), beside what chance gives a side for the number of cards it was dealt "
        "(the first four table cards are nobody's):",
        n=stats.dealt_games,
    )


def people_text(people: Mapping[str, PersonStats]) -> str:
    """Every person's own games, most played first: 'Ana: 5 games, 3 won, 1 drawn; Ben: …'."""
    if not people:
        return ""
    ranked = sorted(people.items(), key=lambda item: (-item[1].games_played, item[0].casefold()))
    parts = []
    for name, person in ranked:
        if person.games_drawn:
            part = _("{name}: %n game(s), {won} won, {drawn} drawn", n=person.games_played)
        else:
            part = _("{name}: %n game(s), {won} won", n=person.games_played)
        parts.append(part.format(name=name, won=person.games_won, drawn=person.games_drawn))
    return _("By name, every variant: {people}.").format(people="; ".join(parts))


_TODAY = {
    "won": N_("Today: won."),
    "lost": N_("Today: lost."),
    "drawn": N_("Today: drawn."),
    "": N_("Today: being played."),
}
"""The daily deal's result today, by ``DailyStats.last_result``."""


def daily_text(daily: DailyStats, today: datetime.date) -> str:
    """The daily deal in a sentence: days played and won, the streak, today's result."""
    if not daily.days_played:
        return _("Daily deal (Game menu): not played yet. The same deal for everyone each day; the first try counts.")
    text = _("Daily deal: {played}, {won} won; winning streak {run} (longest {longest}).").format(
        played=_("%n day(s) played", n=daily.days_played),
        won=daily.days_won,
        run=_("%n day(s)", n=daily.current_streak(today)),
        longest=daily.longest_streak,
    )
    if daily.last_day == today.isoformat():
        text += " " + _(_TODAY.get(daily.last_result, _TODAY[""]))
    return text


def _with_percent(part: int, whole: int) -> str:
    return f"{part}  ({percent(part, whole)})" if whole else str(part)


def _rows(variant: Variant) -> tuple[tuple[str | None, str, str], ...]:
    """(field, label, tooltip) per row, in the player's words; a None field is a separator."""
    original = variant.scoring is Scoring.CARDS
    if variant.match_target is None:
        match_tip = _("In {variant} a match is a single game").format(variant=variant_title(variant))
    else:
        match_tip = _("Matches are played to %n point(s)", n=variant.match_target)

    rows: tuple[tuple[str | None, str, str], ...] = (
        ("games_played", _("Games played"), _("Games finished, and games given up in the middle (counted as lost)")),
        ("games_won", _("Won"), _("Games you won, and their share of the games played")),
        ("games_drawn", _("Drawn"), ""),
        (None, "", ""),
        ("matches_played", _("Matches played"), match_tip),
        ("matches_won", _("Matches won"), match_tip),
        (None, "", ""),
        (
            "best_game_score",
            _("Most cards in a game") if original else _("Best game score"),
            _("Your most cards captured in one game") if original else _("Your most points in one game"),
        ),
        (
            "sweeps",
            _("Sweeps"),
            _("Times you cleared the table (they do not score in Original)")
            if original
            else _("Times you cleared the table"),
        ),
        (None, "", ""),
        ("current_streak", _("Current winning streak"), _("Games won in a row, up to the last one")),
        ("longest_streak", _("Longest winning streak"), _("Your most games won in a row")),
        (None, "", ""),
        ("games_with_undo", _("Games with undo"), _("Games in which you took a move back")),
        (
            "games_abandoned",
            _("Games given up"),
            _("Games left for a new one or another variant: each counts as lost"),
        ),
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
        self.setWindowTitle(_("Statistics"))
        self.setAccessibleName(_("Statistics"))
        self._names: list[str] = list(VARIANTS)
        self._values: dict[str, dict[str, QLabel]] = {}
        self._titles: dict[str, dict[str, QLabel]] = {}
        self._summaries: dict[str, QLabel] = {}
        self._dealt: dict[str, dict[tuple[str, str], QLabel]] = {}
        self._dealt_summaries: dict[str, QLabel] = {}

        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        self.daily_label = PlainLabel()
        self.daily_label.setWordWrap(True)
        layout.addWidget(self.daily_label)
        self.people_label = PlainLabel()  # the names people gave, as they gave them
        self.people_label.setWordWrap(True)
        self.people_label.setToolTip(
            _("Each person who gave a name in Variants, under that name, alone at the table or sharing the screen")
        )
        layout.addWidget(self.people_label)
        self.tabs = QTabWidget()
        self.tabs.setAccessibleName(_("Variant"))
        for variant in VARIANTS.values():  # a short screen scrolls a page
            self.tabs.addTab(ScrollPanel(self._page(variant)), variant_title(variant))
        layout.addWidget(self.tabs, 1)

        self.button_box = QDialogButtonBox()
        self.reset_button: QPushButton = self.button_box.addButton(_("&Reset…"), QDialogButtonBox.ButtonRole.ResetRole)
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

        summary = PlainLabel()
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
            label = PlainLabel(title)
            value = PlainLabel()
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
        summary = PlainLabel()
        summary.setWordWrap(True)
        mute_label(summary)
        self._dealt_summaries[name] = summary
        column.addWidget(summary)
        grid = QGridLayout()
        grid.setHorizontalSpacing(24)
        for col, side in enumerate(SIDES, 1):
            heading = PlainLabel(side_title(side))
            heading.setFont(scaled_font(self, 1.0, bold=True))
            grid.addWidget(heading, 0, col, Qt.AlignmentFlag.AlignRight)
        cells: dict[tuple[str, str], QLabel] = {}
        for row, item in enumerate(DEALT_NAMES, 1):
            grid.addWidget(PlainLabel(dealt_name(item)), row, 0)
            for col, side in enumerate(SIDES, 1):
                cell = PlainLabel()
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
                value.setAccessibleName(_("{label}: {value}").format(label=self._titles[name][key].text(), value=text))
                _plain(value, muted=text == "0")
            self._dealt_summaries[name].setText(dealt_summary(stats))
            for (side, item), cell in self._dealt[name].items():
                text = dealt_text(stats, side, item) if stats.dealt_games else ""
                cell.setText(text)
                cell.setAccessibleName(
                    _("{side}, {item}: {value}").format(side=side_title(side), item=dealt_name(item), value=text)
                )
        self.daily_label.setText(daily_text(self.stats.daily, daily_deals.today()))
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
        title = variant_title(variant)
        self.reset_button.setText(_("&Reset {variant}…").format(variant=title))
        self.reset_button.setToolTip(_("Set your {variant} statistics back to zero").format(variant=title))
        self.reset_button.setEnabled(not self.stats.for_variant(variant.name).is_empty())

    # ------------------------------------------------------------ reset

    def confirm_reset(self) -> bool:
        """Ask before resetting the shown variant (tests replace this)."""
        title = variant_title(VARIANTS[self.current_variant()])
        answer = PlainMessageBox.question(
            self,
            _("Reset Statistics"),
            _("Set your {variant} statistics back to zero?\n\nThis cannot be undone.").format(variant=title),
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
