"""The review of a finished game: replayed move by move with every hand face up, each of your moves valued.

The search runs in a process of its own (``ReviewRunner``); rows fill in as it
goes (the table of moves is ``review_moves``), and the dialog can be stepped
through, and closed, while it runs. The table's window behind it stays live:
the dialog is not modal.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QBrush, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ...ai.review import MISTAKE_POINTS, REVIEW_WORLDS, GameReview, MoveReview
from ...engine import GameState, Move
from ...seating import COMPUTER_SEAT, YOUR_SEAT, usual_seat_names
from ..cards.card_pixmaps import CardPixmapCache
from ..i18n import is_language_change, translator
from ..plain_text import PlainLabel
from ..score_model import muted_color
from ..table.scene import TableScene
from ..table.seats import Viewpoint
from ..window_parts import TableView
from ..words import cards_text, move_command, move_sentence, seat_names
from .fitting import fit_to_screen, largest_size
from .review_moves import PLAYER_COLUMN, MovesTable, reviewed_cells
from .review_worker import ReviewRunner

_ = translator("review_dialog")

WORST_SHOWN = 5
BOARD_SHARE = 0.34
"""The table's share of the dialog's width; the moves and their values take the rest."""


class ReviewView(TableView):
    """The table of the review: its name for a screen reader, said in each language, is the review's own."""

    def retranslate(self) -> None:
        self.setAccessibleName(_("The table at the move reviewed, every hand face up"))


class ReviewDialog(QDialog):
    """One game looked at again: the table at any move, the moves with their values, the worst first."""

    def __init__(
        self,
        title: str | Callable[[], str],
        start: GameState,
        moves: Sequence[Move],
        cache: CardPixmapCache,
        seats: Collection[int] = (YOUR_SEAT,),
        parent: QWidget | None = None,
        worlds: int = REVIEW_WORLDS,
        deal_words: str | Callable[[], str] = "",
        names: Sequence[str] = (),
        you: int | None = None,
        computer: int | None = None,
    ) -> None:
        """``title`` names the game; ``deal_words`` say how it was dealt (``fair_deal_dialog.how_dealt``),
        shown above the table. Either may be a function, asked again when the language changes.

        The review is for the first of ``seats``, seen from their chair. ``names`` are the seats' names as the
        seating gives them (``Seating.names``: "You" and the chairs in English, a person's own name),
        said in the player's words whenever the dialog speaks; ``you`` and ``computer`` are the seats the table
        calls "You" and "the computer" (None: nobody). Without ``names``, the usual table: "You" at seat 0 and,
        at a table of two, the computer opposite.
        """
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._title = title
        self._deal_words = deal_words
        self._moves = list(moves)
        self._positions = [start]
        for move in self._moves:
            self._positions.append(self._positions[-1].apply(move))
        self._names = tuple(names) or usual_seat_names(start.players)  # in English: said anew in each language
        self._called_you = you if names else YOUR_SEAT
        self._computer = computer if names else (COMPUTER_SEAT if start.players == 2 else None)
        self._shown = seat_names(self._names)  # in the player's words
        self._variant = start.variant
        self._you = min(seats, default=YOUR_SEAT)
        self._reviews: dict[int, MoveReview] = {}
        self._seats = set(seats)
        self._to_review = sum(1 for state in self._positions[:-1] if state.to_move in self._seats)
        self.review: GameReview | None = None
        self._at = 0
        self._summary: Callable[[], str] = self._progress_words  # what the line above the table says now

        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.summary = PlainLabel()
        self.summary.setWordWrap(True)
        top.addWidget(self.summary, 1)
        self.progress = QProgressBar()
        self.progress.setRange(0, max(1, self._to_review))
        top.addWidget(self.progress)
        self.stop_button = QPushButton()
        self.stop_button.clicked.connect(self.stop)
        top.addWidget(self.stop_button)
        layout.addLayout(top)
        self.deal_label = PlainLabel()  # it quotes the cut a person typed
        self.deal_label.setWordWrap(True)
        self.deal_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.deal_label)

        splitter = QSplitter(Qt.Orientation.Horizontal)
        board = QWidget()
        board_layout = QVBoxLayout(board)
        board_layout.setContentsMargins(0, 0, 0, 0)
        self.scene = TableScene(cache, lambda _card: set(), self)
        self.scene.set_speed("Off")
        self.scene.set_open_hands(True)
        self.scene.set_viewpoint(self._viewpoint())
        self.view = ReviewView(self.scene)
        board_layout.addWidget(self.view, 1)
        self.caption = PlainLabel()
        self.caption.setWordWrap(True)
        board_layout.addWidget(self.caption)
        self.stock_label = PlainLabel()
        self.stock_label.setWordWrap(True)
        board_layout.addWidget(self.stock_label)
        splitter.addWidget(board)

        moves_panel = QWidget()
        panel_layout = QVBoxLayout(moves_panel)
        panel_layout.setContentsMargins(0, 0, 0, 0)
        self.worst_label = PlainLabel()
        panel_layout.addWidget(self.worst_label)
        self.worst = QListWidget()
        self.worst.setWordWrap(True)
        self.worst.setMaximumHeight(self.worst.fontMetrics().height() * (WORST_SHOWN + 1) + 8)
        self.worst.itemActivated.connect(self._worst_picked)
        self.worst.itemClicked.connect(self._worst_picked)
        panel_layout.addWidget(self.worst)
        self.table = MovesTable(len(self._moves))
        # The player's name column is left out here: the others' moves are drawn faded, and the caption names
        # who moved; the room goes to the values.
        others = QBrush(muted_color(self.table.palette()))
        for row in range(len(self._moves)):
            seat = self._positions[row].to_move
            self.table.set_row(row, self._cells(row), bold=False, foreground=None if seat in self._seats else others)
        self.table.setColumnHidden(PLAYER_COLUMN, True)
        self.table.currentCellChanged.connect(self._row_chosen)
        panel_layout.addWidget(self.table, 1)
        splitter.addWidget(moves_panel)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 1)
        self.splitter = splitter
        layout.addWidget(splitter, 1)

        buttons = QDialogButtonBox()
        self.previous_button = buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.next_button = buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.previous_button.clicked.connect(lambda: self.show_position(self._at - 1))
        self.next_button.clicked.connect(lambda: self.show_position(self._at + 1))
        close.clicked.connect(self.close)
        layout.addWidget(buttons)
        self._say_chrome()

        self.table.viewport().installEventFilter(self)  # a new width for the table: the columns share it again
        most = largest_size(self)
        fit_to_screen(self, most * 0.9)
        board_share = int(self.width() * BOARD_SHARE)
        splitter.setSizes([board_share, self.width() - board_share])  # the moves' values in view, no scrolling
        self.runner = ReviewRunner(self)
        self.runner.reviewed.connect(self._on_reviewed)
        self.runner.finished.connect(self._on_finished)
        self.runner.failed.connect(self._on_failed)
        self.show_position(0)
        self._say_progress()
        self.runner.review(start, self._moves, self._seats, worlds)

    # ------------------------------------------------------------------ the player's language

    def _viewpoint(self) -> Viewpoint:
        """The table seen from the reviewed seat, its hand "yours", every name in the player's words."""
        return Viewpoint(self._shown, self._you, self._you, self._computer)

    @staticmethod
    def _said(words: str | Callable[[], str]) -> str:
        return words if isinstance(words, str) else words()

    def _say_chrome(self) -> None:
        """The dialog's own words: its title, the labels, the buttons, the headers, the tooltips."""
        self.setWindowTitle(_("Review: {title}").format(title=self._said(self._title)))
        deal = self._said(self._deal_words)
        self.deal_label.setText(deal)
        self.deal_label.setVisible(bool(deal))
        self.progress.setFormat(_("%v of %m moves"))
        self.stop_button.setText(_("&Stop the review"))
        self.stop_button.setToolTip(_("Stop searching; the moves reviewed so far keep their values"))
        self.worst_label.setText(
            _("Your worst moves (a mistake loses {points} points or more):").format(points=f"{MISTAKE_POINTS:g}")
        )
        self.worst.setAccessibleName(_("Your worst moves, worst first"))
        self.table.fit_columns()
        self.table.setAccessibleName(_("Every move of the game with its value"))
        self.previous_button.setText(_("◀ &Previous"))
        self.next_button.setText(_("&Next ▶"))
        self.previous_button.setShortcut(QKeySequence(Qt.Key.Key_Left))  # after the text: it sets an Alt letter
        self.next_button.setShortcut(QKeySequence(Qt.Key.Key_Right))
        self.previous_button.setToolTip(_("The move before (Left arrow)"))
        self.next_button.setToolTip(_("The move after (Right arrow)"))

    def retranslate(self) -> None:
        """Say everything again in the language in use: the dialog's own words, the seats' names on the table
        and in the rows, the worst moves, the line above and the caption. A person's name stays as given."""
        self._say_chrome()
        self._shown = seat_names(self._names)
        self.scene.retranslate(self._viewpoint())
        self.table.forget_widths()  # measured again in the new words, which may be narrower
        for row in range(len(self._moves)):
            self.table.say_row_again(row, self._cells(row))
        self.table.fit_columns()
        self._fill_worst()
        self.summary.setText(self._summary())
        self.caption.setText(self._caption(self._at))
        self.stock_label.setText(self._stock_text(self._positions[self._at]))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The table's width changed (the dialog resized, the splitter moved): the columns share it again."""
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self.table.fit_columns()
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:
        """The language changed (Settings ▸ Language while the review is open): everything is said again."""
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------------ stepping through the game

    @property
    def position_index(self) -> int:
        """Which position is shown: 0 before the first move, the number of moves at the end."""
        return self._at

    def show_position(self, index: int) -> None:
        """The table before move ``index + 1`` (the end of the game past the last move), its row selected."""
        index = max(0, min(index, len(self._moves)))
        state = self._positions[index]
        if index != self._at or self.scene.state is not state:
            self.scene.set_state(state)
        self._at = index
        self.previous_button.setEnabled(index > 0)
        self.next_button.setEnabled(index < len(self._moves))
        if index < len(self._moves):
            if self.table.currentRow() != index:
                self.table.setCurrentCell(index, 0)
            review = self._reviews.get(index + 1)
            if review is not None and review.best != review.played and review.seat == self._you:
                self.scene.show_hint(review.best)  # the best move, marked on the table
        else:
            self.table.clearSelection()
        self.caption.setText(self._caption(index))
        self.stock_label.setText(self._stock_text(state))

    def _caption(self, index: int) -> str:
        if index == len(self._moves):
            final = self._positions[-1]
            if not final.over:
                return _("After move {number}: the game was not finished.").format(number=index)
            totals = ", ".join(
                f"{name} {score.total}" for name, score in zip(self._shown, final.result().players, strict=True)
            )
            return _("The end of the game: {scores}.").format(scores=totals)
        move = self._moves[index]
        seat = self._positions[index].to_move
        said = move_sentence(move, self._shown[seat], self._variant, yourself=seat == self._called_you)
        text = _("Move {number} of {count}: {move}.").format(number=index + 1, count=len(self._moves), move=said)
        review = self._reviews.get(index + 1)
        if review is None:
            return text
        if review.choices == 1:
            return text + " " + _("It was the only move.")
        if review.best == review.played:
            return text + " " + _("The best move there was.")
        best = move_command(review.best, self._variant)
        loss = f"{review.loss:.2f}"
        if review.exact:
            verdict = _("Best was: {best} (marked on the table), {loss} points better exactly.")
        else:
            verdict = _("Best was: {best} (marked on the table), {loss} points better by the coach's estimate.")
        return text + " " + verdict.format(best=best, loss=loss)

    @staticmethod
    def _stock_text(state: GameState) -> str:
        if not state.stock:
            return _("The stock is empty.")
        cards = cards_text(state.stock)
        return _("The stock, in the order it will be dealt: {cards}").format(cards=cards)

    def _row_chosen(self, row: int, _column: int, _previous_row: int, _previous_column: int) -> None:
        if row >= 0 and row != self._at:
            self.show_position(row)

    def _worst_picked(self, item: QListWidgetItem) -> None:
        number = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(number, int):
            self.show_position(number - 1)

    # ------------------------------------------------------------------ the search's answers

    def _on_reviewed(self, review: MoveReview, done: int, total: int) -> None:
        self._reviews[review.number] = review
        row = review.number - 1
        self.table.set_row(row, reviewed_cells(review, self._shown, self._variant), bold=review.mistake)
        self.table.fit_columns()
        if review.mistake:
            self.table.mark_mistake(row)
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        self._fill_worst()
        self._say_progress()
        if row == self._at:
            self.show_position(row)  # its caption and the best move, now known

    def _cells(self, row: int) -> tuple[str, ...]:
        """Row ``row``'s texts: the move, who played it and what; its values once it is reviewed."""
        review = self._reviews.get(row + 1)
        if review is not None:
            return reviewed_cells(review, self._shown, self._variant)
        seat = self._positions[row].to_move
        return (str(row + 1), self._shown[seat], move_command(self._moves[row], self._variant))

    def _fill_worst(self) -> None:
        mistakes = sorted(
            (r for r in self._reviews.values() if r.mistake and r.seat == self._you), key=lambda r: (-r.loss, r.number)
        )
        self.worst.clear()
        for review in mistakes[:WORST_SHOWN]:
            text = _("Move {number}: {move}, {loss} points lost").format(
                number=review.number, move=move_command(review.played, self._variant), loss=f"{review.loss:.2f}"
            )
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, review.number)
            self.worst.addItem(item)
        if not mistakes:
            self.worst.addItem(QListWidgetItem(_("No mistakes so far.") if self.runner.running else _("No mistakes.")))

    def _progress_words(self) -> str:
        lost = sum(r.loss for r in self._reviews.values() if r.seat == self._you)
        done = sum(1 for r in self._reviews.values() if r.seat == self._you)
        return _(
            "Reviewing your moves… {done} of {total} so far, {lost} points lost against "
            "the best moves. You can step through the game meanwhile."
        ).format(done=done, total=self._to_review, lost=f"{lost:.2f}")

    def _say_progress(self) -> None:
        self.summary.setText(self._summary())

    def _finished_words(self) -> str:
        review = self.review
        if review is None:
            return ""
        return _(
            "You lost {lost} points against the best moves in this game, with %n mistake(s). Values are your "
            "lead in points at the end of the game as the coach saw it from your seat; '=' marks an exact value "
            "(the last deal, solved).",
            n=len(review.mistakes(self._you)),
        ).format(lost=f"{review.points_lost(self._you):.2f}")

    def _on_finished(self, review: GameReview) -> None:
        self.review = review
        self._finish(self._finished_words)

    def _on_failed(self, message: str) -> None:
        self._finish(lambda: message)  # the runner's sentence, said once in the language of its moment

    def stop(self) -> None:
        """Stop the search; what was reviewed stays."""
        if self.runner.running:
            self.runner.cancel()
            reviewed = len(self._reviews)
            self._finish(lambda: _("The review was stopped after %n of your moves.", n=reviewed))

    def _finish(self, words: Callable[[], str]) -> None:
        """The search is over: ``words`` say how, now and again whenever the language changes."""
        self._summary = words
        self.summary.setText(words())
        self.progress.hide()
        self.stop_button.hide()
        self._fill_worst()

    def done(self, result: int) -> None:
        """Escape and Close alike: the search stops before the dialog goes."""
        self.runner.shutdown()
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.runner.shutdown()
        super().closeEvent(event)
