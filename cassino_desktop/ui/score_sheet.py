"""The match score sheet's view: a compact, read-only table of a ``ScoreModel`` for the side panel.

Headers and cells are as wide as their text and a little padding, so every
column of points fits a side panel of about 300 pixels, the Player column
taking what they leave; a game's row asks for its review. Its strings keep
the ``score_model`` context of the translation files they were written under.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QEvent, QModelIndex, QPersistentModelIndex, QSize, Qt, Signal
from PySide6.QtGui import QContextMenuEvent, QFont, QFontMetrics, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QMenu,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from .i18n import is_language_change, translator
from .score_model import ScoreModel

_ = translator("score_model")

Index = QModelIndex | QPersistentModelIndex

CELL_PADDING = 8
"""Pixels beside a cell's or a header's text: the style's own margins would push the points off a narrow panel."""


class _CompactHeader(QHeaderView):
    """Column headers as wide as their longest line and a little padding, no wider."""

    def sectionSizeFromContents(self, logicalIndex: int) -> QSize:
        size = super().sectionSizeFromContents(logicalIndex)
        model = self.model()
        if model is None:
            return size
        text = model.headerData(logicalIndex, self.orientation(), Qt.ItemDataRole.DisplayRole)
        if not isinstance(text, str):
            return size
        metrics = QFontMetrics(self.font())
        widest = max((metrics.horizontalAdvance(line) for line in text.split("\n")), default=0)
        return QSize(min(size.width(), widest + CELL_PADDING), size.height())


class _CompactCells(QStyledItemDelegate):
    """Cells as wide as their text and a little padding."""

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        size = super().sizeHint(option, index)
        text = index.data(Qt.ItemDataRole.DisplayRole)
        if text is None:
            return QSize(0, size.height())
        font = index.data(Qt.ItemDataRole.FontRole)
        metrics = QFontMetrics(font if isinstance(font, QFont) else option.font)
        return QSize(min(size.width(), metrics.horizontalAdvance(str(text)) + CELL_PADDING), size.height())


class ScoreSheet(QTableView):
    """A compact, read-only view of a ``ScoreModel`` for a side panel: every column in view at ~300 pixels.

    A double-click on a game's row, or its context menu, asks for that game's review.
    """

    reviewAsked = Signal(int)  # the game (from 0) whose review the player asked for

    def __init__(self, model: ScoreModel | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._waiting: ScoreModel | None = None  # the model to show once the sheet is seen (``show_when_seen``)
        self.doubleClicked.connect(lambda index: self._ask_review(index.row()))
        self.setHorizontalHeader(_CompactHeader(Qt.Orientation.Horizontal, self))
        self.setItemDelegate(_CompactCells(self))
        self.retranslate()
        self.setShowGrid(False)
        self.setAlternatingRowColors(False)  # the model shades whole games
        self.setWordWrap(False)
        self.setCornerButtonEnabled(False)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.verticalHeader().setVisible(False)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setTextElideMode(Qt.TextElideMode.ElideNone)
        header.setHighlightSections(False)
        header.setSectionsClickable(False)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        header.setStretchLastSection(False)
        header_font = QFont(self.font())
        if header_font.pointSizeF() > 0:
            header_font.setPointSizeF(header_font.pointSizeF() * 0.9)
        header.setFont(header_font)
        header.setMinimumSectionSize(16)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)  # a long name gives way before a points column does
        if model is not None:
            self.setModel(model)

    def retranslate(self) -> None:
        """The sheet's own words in the language in use (its model's are refreshed by ``changeEvent``)."""
        self.setToolTip(_("Double-click a game, or right-click it, to review it move by move"))
        self.setAccessibleName(_("Match score sheet"))

    def changeEvent(self, event: QEvent) -> None:
        if is_language_change(event):
            self.retranslate()
            model = self._waiting or self.model()
            if isinstance(model, ScoreModel):
                model.retranslate()
        super().changeEvent(event)

    def show_when_seen(self, model: ScoreModel) -> None:
        """Take ``model`` as the sheet is first shown or measured: a sheet on a hidden panel or tab asks none of
        its cells for their sizes (which a model set at once has the header do), so the table is painted sooner."""
        self._waiting = model

    def _take_waiting_model(self) -> None:
        model, self._waiting = self._waiting, None
        if model is not None:
            self.setModel(model)
            self.scrollToBottom()  # where following each game added would have left it

    def showEvent(self, event: QShowEvent) -> None:
        self._take_waiting_model()
        super().showEvent(event)

    def setModel(self, model: QAbstractItemModel | None) -> None:
        old = self.model()
        if old is not None:
            old.rowsInserted.disconnect(self._follow)
        super().setModel(model)
        if model is not None:
            model.rowsInserted.connect(self._follow)
            model.modelReset.connect(self._stretch_names)
        self._stretch_names()

    def _stretch_names(self) -> None:
        """The Player column takes the width the points leave; the points are never behind a scroll bar."""
        model = self.model()
        header = self.horizontalHeader()
        for column in range(header.count()):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        if isinstance(model, ScoreModel) and "player" in model.column_keys():
            header.setSectionResizeMode(model.column_keys().index("player"), QHeaderView.ResizeMode.Stretch)

    def game_at_row(self, row: int) -> int | None:
        """The game (from 0) a row of the sheet belongs to; None for a total row or no row."""
        self._take_waiting_model()
        model = self.model()
        if not isinstance(model, ScoreModel) or not 0 <= row < model.rowCount():
            return None
        return model.game_of_row(row)

    def _ask_review(self, row: int) -> None:
        game = self.game_at_row(row)
        if game is not None:
            self.reviewAsked.emit(game)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        game = self.game_at_row(self.rowAt(event.pos().y()))
        if game is None:
            return
        menu = QMenu(self)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        menu.addAction(_("&Review game {game}…").format(game=game + 1), lambda: self.reviewAsked.emit(game))
        menu.popup(event.globalPos())

    def _follow(self) -> None:
        """Keep the latest game and the totals in view."""
        self.scrollToBottom()

    def full_width(self) -> int:
        """The width that shows every column and every name whole."""
        self._take_waiting_model()
        header = self.horizontalHeader()
        return sum(max(header.sectionSizeHint(c), self.sizeHintForColumn(c)) for c in range(header.count()))

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        frame = 2 * self.frameWidth()
        width = self.full_width() + frame
        if self.verticalScrollBar().isVisible():
            width += self.verticalScrollBar().sizeHint().width()
        return QSize(max(width, 120), hint.height())
