"""The end of a game at the table: its lines in the move log, the game-over dialog, and what its answer starts.

The result is logged and counted on the score sheet as the session announces
it; the dialog opens once the last move and its banner have been seen, and
its answer deals the next game (or a new match), opens the review alone, or
leaves a prompt saying how to go on. A finished game's record for the review
is read here too. The strings keep the ``table_controller`` context of the
translation files they were written under.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ..engine import GameResult, GameState, Move
from .i18n import translator
from .move_log import contest, deal_revealed_lines, match_line, result_line

if TYPE_CHECKING:
    from .dialogs.game_over_dialog import GameOverDialog
    from .table_controller import TableController

_ = translator("table_controller")


class GameOverFlow(QObject):
    """A finished game's lines, its dialog and the dialog's answer, for one table."""

    def __init__(self, controller: TableController) -> None:
        super().__init__(controller)
        self._controller = controller
        self.dialog: GameOverDialog | None = None
        self._shown_for: GameState | None = None
        controller.session.gameOver.connect(self._on_game_over)

    def _on_game_over(self, result: GameResult) -> None:
        controller = self._controller
        session = controller.session
        controller.hints.withdraw()
        controller.coach.forget()
        match = session.match
        names = session.score_names
        controller.logged.emit(result_line(len(match.results), result.by_side(), names))
        for line in deal_revealed_lines(session.play):
            controller.logged.emit(line)
        if match.is_over() and not match.one_game:  # one game decides: said already
            sides = session.variant.partnerships
            controller.logged.emit(match_line(match.totals(), match.winner(), names, session.you_seat, sides))
        controller.score_model.add_game(result.by_side())
        controller.changed.emit()  # the result is recorded now: Next game may no longer apply (the recorder saves it)

    def maybe_show(self) -> None:
        """Open the game-over dialog for the finished game on the table, once, when its cards are at rest."""
        controller = self._controller
        session = controller.session
        state = session.state
        if not state.over or self._shown_for is state or controller.scene.animating:
            return
        self._shown_for = state
        match = session.match
        result = match.results[-1].by_side()
        names = session.score_names
        variant = session.played_variant
        # "You" and "the computer" by seat (by side in partnerships), never by a name a person may also take.
        you, computer = session.you_seat, session.computer_seat
        from .dialogs.game_over_dialog import NOBODY, GameOverDialog  # read when a first game ends

        dialog = GameOverDialog(
            variant,
            result,
            match.totals(),
            names,
            match.is_over(),
            controller.window,
            you=NOBODY if you is None else variant.side_of(you),
            computer=None if computer is None else variant.side_of(computer),
        )
        dialog.finished.connect(lambda code: self._closed(bool(code)))
        dialog.review_button.clicked.connect(self._review)
        self.dialog = dialog
        dialog.open()

    def _review(self) -> None:
        """The review opens alone, not behind the game-over dialog that blocks the window: that dialog closes
        without dealing, and the prompt says how to go on once the review is closed."""
        dialog = self.dialog
        if dialog is not None:
            dialog.reject()
        self._controller.reviewWanted.emit(None)

    def _closed(self, accepted: bool) -> None:
        controller = self._controller
        dialog = self.dialog
        self.dialog = None
        if dialog is not None:
            dialog.deleteLater()  # a dialog a game: none outlives its answer
        if controller.session.match.is_over():
            controller.show_prompt(self.match_over_words)
            if accepted:
                controller.new_games.new_match()
            return
        if accepted:
            controller.new_games.next_game()
        else:
            controller.show_prompt(lambda: _("Game over. Choose Next game in the Game menu (F3)."))

    def match_over_words(self) -> str:
        """The prompt once the match (or the one game that decides it) is over."""
        if contest(self._controller.session.played_variant) == "match":
            return _("The match is over. Press F2 for a new match.")
        return _("The game is over. Press F2 for a new game.")

    def game_record(self, index: int | None) -> tuple[int, GameState, list[Move]] | None:
        """Game ``index`` of the match (None: the game on the table) as its number, opening and moves, if finished.

        The game on the table starts from its own first position, so a game
        played on from a hand-made position can be reviewed as well.
        """
        session = self._controller.session
        play = session.play
        finished = play.finished_moves
        on_table = len(finished) - 1 if session.state.over else None
        online = self._controller.online
        if session.online and online is not None:  # its sealed cards are known once both seats have checked the deal
            if index is None and session.state.over:  # by the match's count: a game taken up again began elsewhere
                index = len(session.match.results) - 1
            verified = None if index is None else online.verified.get(index)
            if index is None or verified is None:
                return None
            return index, verified.opening, list(verified.moves)
        if index is None:
            index = on_table
        if index is None or not 0 <= index < len(finished):
            return None
        if index == on_table and play.history:
            return index, play.history[0], finished[index]
        if not play.saveable:
            return None
        return index, play.match.opening(index), finished[index]
