"""The review's table of moves: a row a move with its values, every column in view and every number whole.

The rows are filled by the review dialog (``review_dialog``) as the search
answers; this table words a reviewed move's cells, and shares its width
among the columns as the texts arrive, never measuring every row again.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem

from ...ai.review import MoveReview
from ...engine import Variant
from ..i18n import N_, translator
from ..words import move_command

_ = translator("review_dialog")

HEADERS = (N_("Move"), N_("Player"), N_("Played"), N_("Its value"), N_("Best move"), N_("Best value"), N_("Lost"))
"""The columns of the review's table (``ai.review.REVIEW_HEADERS`` in the player's words)."""

MISTAKE_BACKGROUND = QColor(250, 222, 222)
"""A mistake's row: a pale red the text stays readable on, in a light or a dark theme's base."""
CELL_MARGIN = 16
"""Pixels beside a cell's text, the style's own padding included."""
NUMBER_COLUMNS = (0, 3, 5, 6)
"""The move's number, the two values and the points lost: right-aligned, so their digits line up."""
MOVE_COLUMNS = (2, 4)
"""The move played and the best: at most ``MOVE_COLUMN_WIDTH`` wide (the whole move in the tooltip and the caption),
narrower where the table has less room, so the numbers beside them always show."""
MOVE_COLUMN_WIDTH = 180
PLAYER_COLUMN = 1


def two_lines(text: str, metrics: QFontMetrics) -> str:
    """A header on two lines, broken at the space that leaves the wider line narrowest ('Best\\nvalue');
    a single word stays as it is."""
    words = text.split(" ")
    if len(words) < 2:
        return text
    splits = [(" ".join(words[:at]), " ".join(words[at:])) for at in range(1, len(words))]
    first, second = min(splits, key=lambda lines: max(metrics.horizontalAdvance(line) for line in lines))
    return f"{first}\n{second}"


def share_out(wanted: Sequence[int], room: int) -> list[int]:
    """``room`` shared among columns that want ``wanted``: none more than it wants, the narrow ones whole
    and the wide ones cut alike, the wider first."""
    shares = list(wanted)
    left, waiting = room, len(wanted)
    for index in sorted(range(len(wanted)), key=lambda at: wanted[at]):
        shares[index] = min(wanted[index], max(0, left // waiting))
        left -= shares[index]
        waiting -= 1
    return shares


def reviewed_cells(review: MoveReview, names: Sequence[str], variant: Variant) -> tuple[str, ...]:
    """One reviewed move as the cells of ``HEADERS``, ``names`` the seats' in the player's words; an exact value is
    marked with '='."""
    played = move_command(review.played, variant)
    number, name = str(review.number), names[review.seat]
    if review.choices == 1:
        return (number, name, played, _("forced"), "", "", "")
    mark = "=" if review.exact else ""
    best = _("the same") if review.best == review.played else move_command(review.best, variant)
    loss = f"{review.loss:.2f}"
    lost = _("{loss} mistake").format(loss=loss) if review.mistake else loss
    return (
        number,
        name,
        played,
        f"{mark}{review.played_value:+.2f}",
        best,
        f"{mark}{review.best_value:+.2f}",
        lost,
    )


class MovesTable(QTableWidget):
    """Every move of the game, a row each, read only; a row is chosen whole."""

    def __init__(self, rows: int) -> None:
        super().__init__(rows, len(HEADERS))
        self._needed: dict[int, int] = {}
        """Each column's widest text so far, in pixels with its margin: what it takes to show the column whole."""
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.verticalHeader().setVisible(False)
        # Columns are widened as values arrive, never measured over every row again: a row a move stays cheap.
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)

    def set_row(self, row: int, texts: Sequence[str], bold: bool, foreground: QBrush | None = None) -> None:
        """Row ``row`` filled anew with ``texts`` (bold: a mistake's), each counted in its column's width."""
        for column, text in enumerate(texts):
            item = self._cell(column, text)
            if foreground is not None:
                item.setForeground(foreground)
            self.setItem(row, column, item)
            self._widen(column, text, bold=bold)

    def say_row_again(self, row: int, texts: Sequence[str]) -> None:
        """Row ``row``'s cells given ``texts`` in a new language, their looks kept."""
        for column, text in enumerate(texts):
            item = self.item(row, column)
            if item is None:
                continue
            item.setText(text)
            if column in MOVE_COLUMNS:
                item.setToolTip(text)
            self._widen(column, text, bold=item.font().bold())

    def mark_mistake(self, row: int) -> None:
        """Row ``row`` set apart as a mistake: bold, dark red on pale red."""
        font = QFont(self.font())
        font.setBold(True)
        for column in range(self.columnCount()):
            cell = self.item(row, column)
            if cell is not None:
                cell.setBackground(QBrush(MISTAKE_BACKGROUND))
                cell.setForeground(QBrush(QColor(90, 0, 0)))
                cell.setFont(font)

    def forget_widths(self) -> None:
        """Measure the columns again from the texts given from now on (new words may be narrower)."""
        self._needed.clear()

    @staticmethod
    def _cell(column: int, text: str) -> QTableWidgetItem:
        item = QTableWidgetItem(text)
        if column in NUMBER_COLUMNS:
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if column in MOVE_COLUMNS:
            item.setToolTip(text)
        return item

    def _widen(self, column: int, text: str, bold: bool) -> None:
        """Count ``text`` in its column's width (``fit_columns`` gives the widths): a row a move stays cheap,
        the columns are never measured over every row again."""
        font = QFont(self.font())
        font.setBold(bold)
        wanted = QFontMetrics(font).horizontalAdvance(text) + CELL_MARGIN
        if column in MOVE_COLUMNS:
            wanted = min(wanted, MOVE_COLUMN_WIDTH)
        self._needed[column] = max(self._needed.get(column, 0), wanted)

    def fit_columns(self) -> None:
        """Every column in view, none scrolled sideways: the numbers whole, their headers on two lines where
        one line is too wide, and the moves sharing what is left, a long one elided (whole in its tooltip and
        the caption). Only a table too narrow even for the headers scrolls."""
        room = self.viewport().width()
        shown = [column for column in range(self.columnCount()) if not self.isColumnHidden(column)]
        metrics = self.horizontalHeader().fontMetrics()
        headers = [_(header) for header in HEADERS]
        for wrapped in (False, True):
            if wrapped:
                headers = [two_lines(header, metrics) for header in headers]
            heads = {
                column: max(metrics.horizontalAdvance(line) for line in headers[column].split("\n")) + CELL_MARGIN
                for column in shown
            }
            widths = {column: max(self._needed.get(column, 0), heads[column]) for column in shown}
            if sum(widths.values()) <= room:
                break
        moves = [column for column in shown if column in MOVE_COLUMNS]
        numbers = sum(width for column, width in widths.items() if column not in MOVE_COLUMNS)
        shares = share_out([widths[column] for column in moves], room - numbers)
        for column, share in zip(moves, shares, strict=True):
            widths[column] = max(heads[column], share)
        self.setHorizontalHeaderLabels(headers)
        for column, width in widths.items():
            self.setColumnWidth(column, width)
        self.updateGeometries()  # the scroll bars as the widths need them now, not at the next layout
