"""The end of a game: who won, the points by category and the match score, in words and a table."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFrame, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..engine import plural
from ..engine.scoring import GameResult, PlayerScore
from ..engine.variants import Scoring, Variant
from .dialog_parts import mute_label, scaled_font, separator_line
from .fitting import ScrollPanel, fit_to_screen

__all__ = ["GameOverDialog", "game_headline", "verb_for"]

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


def _subject(name: str) -> tuple[str, str]:
    """The sentence subject and verb for a player: ('You', 'win'), ('The computer', 'wins')."""
    if name.strip().lower() == "you":
        return "You", "win"
    if name.strip().lower() == "computer":
        return "The computer", "wins"
    return name, verb_for(name, "win")


def verb_for(subject: str, verb: str) -> str:
    """The verb as ``subject`` takes it: 'You win', 'West and East win' (a side), 'Ana wins'."""
    return verb if subject == "You" or " and " in subject else f"{verb}s"


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
        self.headline.setFont(scaled_font(self, 1.45, bold=True))
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
        self.review_button: QPushButton = self.button_box.addButton(
            "&Review this game", QDialogButtonBox.ButtonRole.ActionRole
        )
        self.review_button.setToolTip("Replay the game move by move, every hand face up, your moves valued")
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
            label.setFont(scaled_font(self, 1.0, bold=True))
        if muted:
            mute_label(label)
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
        self.grid.addWidget(separator_line(), row, 0, 1, len(self._names) + 1)

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
