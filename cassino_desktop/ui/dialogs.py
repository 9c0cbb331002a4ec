"""The game's dialogs: choosing a variant, the end of a game, the rules, About."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QStyle,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from ..engine.scoring import GameResult, PlayerScore
from ..engine.variants import VARIANTS, Scoring, Variant
from .fitting import ScrollPanel, fit_to_screen, largest_size
from .house_rules_panel import HouseRulesPanel
from .rules_text import CONTROLS_HTML, rules_html
from .score_model import muted_color

APP_NAME = "Cassino"
_TITLES = [variant.title for variant in VARIANTS.values()]
APP_DESCRIPTION = (
    "The classic fishing card game against the computer: " + ", ".join(_TITLES[:-1]) + " and " + _TITLES[-1] + "."
)
"""What the game is, naming every variant it plays (read from the engine, so a new one is never left out)."""


def _scaled_font(widget: QWidget, factor: float, bold: bool = False) -> QFont:
    font = QFont(widget.font())
    if font.pointSizeF() > 0:
        font.setPointSizeF(font.pointSizeF() * factor)
    else:
        font.setPixelSize(max(1, round(font.pixelSize() * factor)))
    font.setBold(bold)
    return font


def _muted(label: QLabel) -> None:
    palette = label.palette()
    faded = muted_color(palette, QPalette.ColorRole.WindowText, QPalette.ColorRole.Window)
    palette.setColor(QPalette.ColorRole.WindowText, faded)
    palette.setColor(QPalette.ColorRole.Text, faded)  # labels on a Base background paint with Text
    label.setPalette(palette)


def _rule() -> QFrame:
    line = QFrame()
    line.setFrameShape(QFrame.Shape.HLine)
    line.setFrameShadow(QFrame.Shadow.Sunken)
    return line


def _with_mnemonic(title: str, taken: set[str]) -> str:
    """The title with '&' before its first letter no other control of the dialog uses (Alt+letter)."""
    for at, letter in enumerate(title):
        if letter.isalpha() and letter.casefold() not in taken:
            taken.add(letter.casefold())
            return f"{title[:at]}&{title[at:]}"
    return title


def mnemonics(widget: QWidget) -> list[str]:
    """The Alt+letter keys of a dialog's buttons, labels and tabs (lower case), to check none is used twice."""
    texts = [button.text() for button in widget.findChildren(QAbstractButton)]
    texts += [label.text() for label in widget.findChildren(QLabel) if label.buddy() is not None]
    for tabs in widget.findChildren(QTabWidget):
        texts += [tabs.tabText(index) for index in range(tabs.count())]
    keys = []
    for text in texts:
        plain = text.replace("&&", "")
        at = plain.find("&")
        if 0 <= at < len(plain) - 1:
            keys.append(plain[at + 1].casefold())
    return keys


# --------------------------------------------------------------- variant choice

_MNEMONICS_OF_BUTTONS = ("c", "d", "h", "s", "b", "t", "p")
"""Cancel, Done, House rules, Switches, builder, target and opponents: the variants take other letters."""


class VariantDialog(QDialog):
    """Choose the variant to play: one checkable choice each, with its description, and Done."""

    def __init__(self, current: Variant, parent: QWidget | None = None, opponents: int = 1) -> None:
        super().__init__(parent)
        self.setWindowTitle("Choose a Variant")
        self.setAccessibleName("Choose a variant")
        self._variants: list[Variant] = list(VARIANTS.values())
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.buttons: dict[str, QRadioButton] = {}
        self._labels: dict[QObject, QRadioButton] = {}

        outer = QVBoxLayout(self)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        heading = QLabel("Which Cassino would you like to play?")
        heading.setFont(_scaled_font(self, 1.1, bold=True))
        layout.addWidget(heading)
        layout.addSpacing(12)

        taken = set(_MNEMONICS_OF_BUTTONS)  # Cancel's own, so Clearance takes another letter
        indicator = self.style().pixelMetric(QStyle.PixelMetric.PM_ExclusiveIndicatorWidth)
        spacing = self.style().pixelMetric(QStyle.PixelMetric.PM_RadioButtonLabelSpacing)
        for number, variant in enumerate(self._variants):
            button = QRadioButton(_with_mnemonic(variant.title, taken))
            button.setFont(_scaled_font(self, 1.0, bold=True))
            button.setAccessibleName(variant.title)
            button.setAccessibleDescription(variant.description)
            button.setToolTip(variant.description)
            self.group.addButton(button, number)
            self.buttons[variant.name] = button
            description = QLabel(variant.description)
            description.setWordWrap(True)
            description.setFont(_scaled_font(self, 0.9))
            description.setContentsMargins(indicator + spacing, 0, 0, 0)
            description.setAccessibleName(f"{variant.title}: {variant.description}")
            _muted(description)
            description.installEventFilter(self)
            button.installEventFilter(self)
            self._labels[description] = button
            layout.addWidget(button, 0, Qt.AlignmentFlag.AlignLeft)  # as wide as its text: all of it clicks
            layout.addWidget(description)
            if number < len(self._variants) - 1:
                layout.addSpacing(12)

        layout.addSpacing(16)
        table_row = QHBoxLayout()
        self.opponents_label = QLabel("Computer o&pponents:")
        self.opponents_box = QComboBox()
        self.opponents_box.setAccessibleName("Computer opponents")
        self.opponents_label.setBuddy(self.opponents_box)
        table_row.addWidget(self.opponents_label)
        table_row.addWidget(self.opponents_box)
        table_row.addStretch(1)
        layout.addLayout(table_row)
        layout.addSpacing(8)
        self.house_rules = HouseRulesPanel(current)
        layout.addWidget(self.house_rules)
        self._wanted_opponents = opponents
        self.group.idToggled.connect(self._on_variant_toggled)
        layout.addStretch(1)  # spare height goes here, not between a choice and its text
        self.body = ScrollPanel(body)
        outer.addWidget(self.body, 1)
        self.button_box = QDialogButtonBox()
        self.done_button = self.button_box.addButton("&Done", QDialogButtonBox.ButtonRole.AcceptRole)
        self.cancel_button = self.button_box.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.done_button.setDefault(True)
        self.done_button.setAutoDefault(True)
        self.button_box.accepted.connect(self.accept)
        self.button_box.rejected.connect(self.reject)
        outer.addWidget(self.button_box)  # outside the scrolling part: always in view

        chosen = self.buttons.get(current.name, next(iter(self.buttons.values())))
        self.group.blockSignals(True)  # the panel already shows ``current``'s house rules
        chosen.setChecked(True)
        self.group.blockSignals(False)
        self._fill_opponents()
        chosen.setFocus()
        self.setMinimumWidth(420)
        # The wrapped descriptions decide the height at this width; a small screen scrolls them.
        margins = outer.contentsMargins()
        inner_width = 440 - margins.left() - margins.right()
        height = (
            body.heightForWidth(inner_width)
            + self.button_box.sizeHint().height()
            + outer.spacing()
            + margins.top()
            + margins.bottom()
        )
        fit_to_screen(self, QSize(440, height))

    def selected_variant(self) -> Variant:
        """The variant whose choice is checked, with the house rules the panel shows."""
        return self.house_rules.variant()

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
            self.opponents_box.addItem(f"{n} (a table of {n + 1})", n)
        self.opponents_box.setCurrentIndex(counts.index(keep) if keep in counts else 0)
        self.opponents_box.blockSignals(False)
        single = len(counts) == 1
        self.opponents_box.setEnabled(not single)
        self.opponents_box.setToolTip(
            f"{self._checked_variant().title} is played by two."
            if single
            else "Clearance, Advanced and Royal seat up to four."
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


# ------------------------------------------------------------------ game over

_POINT_ROWS: tuple[tuple[str, str, str], ...] = (
    ("most_cards", "Most cards", "3 points for 27 cards or more"),
    ("most_spades", "Most spades", "1 point for 7 spades or more"),
    ("big_cassino", "Big cassino", "The 10 of diamonds: 2 points"),
    ("little_cassino", "Little cassino", "The 2 of spades: 1 point"),
    ("aces", "Aces", "1 point each"),
    ("sweeps", "Sweeps", "1 point each"),
)
_SPADE_POINTS_ROW = ("spade_points", "Spade points", "Spade Cassino: the jack of spades 2, every other spade 1")
_CLEARANCE_ROWS: tuple[tuple[str, str, str], ...] = (
    ("most_cards", "Most cards", "1 point to every player with the most cards"),
    ("most_spades", "Most spades", "1 point to every player with the most spades"),
    ("big_cassino", "10 of diamonds", "2 points"),
    ("little_cassino", "2 of spades", "2 points"),
    ("aces", "Aces", "1 point each"),
)
"""Clearance's categories: no sweeps, and the most cards and spades shared when tied."""


def plural(count: int, word: str) -> str:
    """'1 spade', '2 spades': a count with its noun, never '1 spades'."""
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def _subject(name: str) -> tuple[str, str]:
    """The sentence subject and verb for a player: ('You', 'win'), ('The computer', 'wins')."""
    if name.strip().lower() == "you":
        return "You", "win"
    if name.strip().lower() == "computer":
        return "The computer", "wins"
    return name, "wins"


def _ordered(scores: Sequence[int], first: int) -> str:
    """'8 to 3' with the given seat's score first, then the others, highest first."""
    rest = sorted((s for i, s in enumerate(scores) if i != first), reverse=True)
    return " to ".join(str(s) for s in [scores[first], *rest])


def _owned(scores: Sequence[int], names: Sequence[str], first: int | None) -> str:
    """'East 5, You 4, West 1, North 0': at a table of three or four a bare '5 to 4 to 1' says not whose is whose."""
    seats = sorted(range(len(scores)), key=lambda seat: (seat != first, -scores[seat], seat))
    return ", ".join(f"{names[seat]}\u00a0{scores[seat]}" for seat in seats)


def _scores_text(scores: Sequence[int], names: Sequence[str], first: int) -> str:
    if len(scores) > 2:
        return ": " + _owned(scores, names, first)
    return " " + _ordered(scores, first)


def game_headline(
    variant: Variant, result: GameResult, match_totals: Sequence[int], player_names: Sequence[str], match_over: bool
) -> str:
    """The headline of the game-over dialog: who won, and every score with its owner's name."""
    totals = [p.total for p in result.players]
    if match_over and variant.match_target is not None:
        best = max(match_totals)
        leaders = [i for i, t in enumerate(match_totals) if t == best]
        if len(leaders) == 1:
            who, verb = _subject(player_names[leaders[0]])
            return f"{who} {verb} the match{_scores_text(match_totals, player_names, leaders[0])}!"
        return "The match is drawn"
    if result.winner is None:
        return "A draw" if len(totals) <= 2 else f"A draw: {_owned(totals, player_names, None)}"
    who, verb = _subject(player_names[result.winner])
    return f"{who} {verb} the game{_scores_text(totals, player_names, result.winner)}"


def _match_line(
    variant: Variant, result: GameResult, match_totals: Sequence[int], player_names: Sequence[str], match_over: bool
) -> str:
    """The line under the headline."""
    if variant.scoring is Scoring.CARDS:
        cards = [p.cards for p in result.players]
        if result.winner is None:
            return f"{plural(cards[0], 'card')} each."
        return " · ".join(f"{name}: {plural(count, 'card')}" for name, count in zip(player_names, cards, strict=True))
    if variant.match_target is None:
        return "One game decides. Most cards and most spades score 1 point each, to every player who shares the most."
    game = [p.total for p in result.players]
    if match_over:
        return "This game: " + ", ".join(f"{n} {t}" for n, t in zip(player_names, game, strict=True)) + "."
    score = ", ".join(f"{n} {t}" for n, t in zip(player_names, match_totals, strict=True))
    target = variant.match_target
    if max(match_totals) >= target:
        return f"Match score: {score}. Level past {target}: another game decides."
    return f"Match score: {score}. First to {target} wins the match."


class GameOverDialog(QDialog):
    """The end of a game: who won, the points by category, the match score, what next."""

    def __init__(
        self,
        variant: Variant,
        result: GameResult,
        match_totals: Sequence[int],
        player_names: Sequence[str],
        match_over: bool,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        players = len(result.players)
        if len(player_names) != players or len(match_totals) != players:
            raise ValueError("player names, match totals and the result must cover the same players")
        self.variant = variant
        self.game_result = result
        self.match_over = match_over
        self._names = list(player_names)
        self.setWindowTitle("Match Over" if match_over and variant.match_target is not None else "Game Over")

        layout = QVBoxLayout(self)
        layout.setSpacing(8)
        headline = game_headline(variant, result, match_totals, player_names, match_over)
        self.headline = QLabel(headline)
        self.headline.setFont(_scaled_font(self, 1.45, bold=True))
        self.headline.setWordWrap(True)
        self.headline.setAccessibleName(headline)
        layout.addWidget(self.headline)

        line = _match_line(variant, result, match_totals, player_names, match_over)
        self.subline = QLabel(line)
        self.subline.setWordWrap(True)
        self.subline.setAccessibleName(line)
        layout.addWidget(self.subline)
        layout.addSpacing(6)

        frame = QFrame()
        frame.setObjectName("breakdown")
        frame.setFrameShape(QFrame.Shape.StyledPanel)
        frame.setBackgroundRole(QPalette.ColorRole.Base)
        frame.setAutoFillBackground(True)
        frame.setMinimumWidth(300)
        self.grid = QGridLayout(frame)
        self.grid.setHorizontalSpacing(24)
        self.grid.setVerticalSpacing(5)
        self.grid.setContentsMargins(14, 10, 14, 10)
        self.grid.setColumnStretch(0, 1)
        self._fill_breakdown(match_totals)
        self.breakdown = ScrollPanel(frame)  # a short screen scrolls the table, never the buttons
        layout.addWidget(self.breakdown, 1)
        layout.addSpacing(4)

        self.button_box = QDialogButtonBox()
        if variant.match_target is None:
            next_text = "&New Game"  # in Original every game is a match
        elif match_over:
            next_text = "&New Match"
        else:
            next_text = "&Next Game"
        self.next_button: QPushButton = self.button_box.addButton(next_text, QDialogButtonBox.ButtonRole.AcceptRole)
        self.close_button: QPushButton = self.button_box.addButton(QDialogButtonBox.StandardButton.Close)
        self.next_button.setDefault(True)
        self.next_button.setFocus()
        self.button_box.accepted.connect(self.accept)
        self.button_box.rejected.connect(self.reject)
        layout.addWidget(self.button_box)
        hint = self.sizeHint()  # wide enough that a headline of four scores wraps once at most
        fit_to_screen(self, QSize(max(hint.width(), 420), hint.height()))

    # The breakdown is a grid: a category per row, a player per column.

    def _cell(
        self,
        text: str,
        row: int,
        column: int,
        *,
        bold: bool = False,
        muted: bool = False,
        accessible: str = "",
        tooltip: str = "",
    ) -> QLabel:
        label = QLabel(text)
        if bold:
            label.setFont(_scaled_font(self, 1.0, bold=True))
        if muted:
            _muted(label)
        if accessible:
            label.setAccessibleName(accessible)
        if tooltip:
            label.setToolTip(tooltip)
        alignment = Qt.AlignmentFlag.AlignLeft if column == 0 else Qt.AlignmentFlag.AlignRight
        self.grid.addWidget(label, row, column, alignment | Qt.AlignmentFlag.AlignVCenter)
        return label

    def _number_row(
        self,
        row: int,
        title: str,
        values: Sequence[int],
        *,
        bold: bool = False,
        muted_zero: bool = False,
        muted: bool = False,
        tooltip: str = "",
    ) -> None:
        self._cell(title, row, 0, bold=bold, muted=muted, tooltip=tooltip)
        for seat, value in enumerate(values):
            self._cell(
                str(value),
                row,
                seat + 1,
                bold=bold,
                muted=muted or (muted_zero and value == 0),
                accessible=f"{self._names[seat]}, {title}: {value}",
                tooltip=tooltip,
            )

    def _separator(self, row: int) -> None:
        self.grid.addWidget(_rule(), row, 0, 1, len(self._names) + 1)

    def _fill_breakdown(self, match_totals: Sequence[int]) -> None:
        scores: tuple[PlayerScore, ...] = self.game_result.players
        self._cell("", 0, 0)
        for seat, name in enumerate(self._names):
            winner = self.game_result.winner == seat
            self._cell(name, 0, seat + 1, bold=True, accessible=name + (", winner" if winner else ""))
        row = 1
        self._separator(row)
        row += 1
        if self.variant.scoring is Scoring.CARDS:
            self._number_row(row, "Cards captured", [s.cards for s in scores], bold=True)
            row += 1
            self._number_row(
                row,
                "Spades captured",
                [s.spades for s in scores],
                muted=True,
                tooltip="Spades do not score in Original",
            )
            return
        self._number_row(row, "Cards captured", [s.cards for s in scores], muted=True)
        row += 1
        self._number_row(row, "Spades captured", [s.spades for s in scores], muted=True)
        row += 1
        self._separator(row)
        row += 1
        if self.variant.scoring is Scoring.CLEARANCE:
            rows = _CLEARANCE_ROWS
        else:
            rows = (*_POINT_ROWS, _SPADE_POINTS_ROW) if self.variant.spade_points else _POINT_ROWS
        for key, title, tooltip in rows:
            self._number_row(row, title, [getattr(s, key) for s in scores], muted_zero=True, tooltip=tooltip)
            row += 1
        self._separator(row)
        row += 1
        self._number_row(row, "This game", [s.total for s in scores], bold=True)
        row += 1
        if self.variant.match_target is None:
            return  # one game decides: no match score
        self._number_row(
            row,
            "Match score",
            list(match_totals),
            bold=True,
            tooltip=f"The match is played to {self.variant.match_target}",
        )

    def headline_text(self) -> str:
        return self.headline.text()


# ---------------------------------------------------------------- rules, about


class RulesDialog(QDialog):
    """How to play: the rules of a variant and the controls, in a scrolling browser."""

    def __init__(self, variant: Variant, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("How to Play")
        self.setSizeGripEnabled(True)
        layout = QVBoxLayout(self)

        top = QHBoxLayout()
        chooser_label = QLabel("&Rules for:")
        self.chooser = QComboBox()
        self.chooser.setAccessibleName("Rules for variant")
        for each in VARIANTS.values():
            self.chooser.addItem(each.title, each.name)
        chooser_label.setBuddy(self.chooser)
        top.addWidget(chooser_label)
        top.addWidget(self.chooser)
        top.addStretch(1)
        layout.addLayout(top)

        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        self.browser.setAccessibleName("Rules")
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
        self.browser.setHtml(rules_html(variant) + "<hr/>" + CONTROLS_HTML)

    def _chosen(self, at: int) -> None:
        name = self.chooser.itemData(at)
        if isinstance(name, str) and name in VARIANTS:
            self.set_variant(self._in_play if name == self._in_play.name else VARIANTS[name])

    def text(self) -> str:
        """The plain text shown (for tests and screen readers)."""
        return self.browser.toPlainText()


def about_text() -> str:
    return (
        f"<h3>{APP_NAME} {__version__}</h3>"
        f"<p>{APP_DESCRIPTION}</p>"
        "<p>Free software under the GNU General Public License, version 3 or later.</p>"
    )


def about_box(parent: QWidget | None = None) -> QMessageBox:
    """The About box, built but not shown (``show_about`` runs it)."""
    box = QMessageBox(parent)
    box.setWindowTitle(f"About {APP_NAME}")
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setText(about_text())
    box.setIcon(QMessageBox.Icon.NoIcon)
    if parent is not None and not parent.windowIcon().isNull():
        box.setIconPixmap(parent.windowIcon().pixmap(64, 64))
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.setMaximumSize(largest_size(box))
    return box


def show_about(parent: QWidget | None = None) -> None:
    """The About box: name, version and what the game is, centred on the window."""
    about_box(parent).exec()


__all__ = [
    "APP_DESCRIPTION",
    "APP_NAME",
    "GameOverDialog",
    "RulesDialog",
    "VariantDialog",
    "about_box",
    "about_text",
    "game_headline",
    "mnemonics",
    "plural",
    "show_about",
]
