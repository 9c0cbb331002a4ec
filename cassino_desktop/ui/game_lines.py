"""Games taken off the table to look at: a game of the match reviewed, the game copied as one line, a line opened.

A game line (``engine/game_line.py``) holds the variant, the rules, the deal
and the moves; the review replays any game move by move with every hand face
up. Its strings keep the ``main_window`` context of the translation files
they were written under.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QInputDialog, QWidget

from ..engine import GameLineError, read_game_line
from ..engine.game_line import FORMAT as GAME_LINE_FORMAT
from .cards.card_pixmaps import CardPixmapCache
from .i18n import translator
from .plain_text import PlainMessageBox
from .table_controller import TableController
from .words import full_title

if TYPE_CHECKING:
    from .dialogs.review_dialog import ReviewDialog

_ = translator("main_window")


def game_on_table(controller: TableController) -> int:
    """The number (from 0) of the game on the table, finished or not."""
    play = controller.session.play
    return play.match.game_number - (1 if play.state.over else 0)


class GameLines:
    """Reviews and game lines for one window: ``say`` puts a sentence on its status line for some milliseconds."""

    def __init__(
        self,
        window: QWidget,
        controller: TableController,
        cache: CardPixmapCache,
        say: Callable[[str, int], None],
    ) -> None:
        self.window = window
        self.controller = controller
        self.cache = cache
        self.say = say

    def review_game(self, index: int | None) -> ReviewDialog | None:
        """Open the review of game ``index`` (from 0) of the match, or of the finished game on the table (None)."""
        record = self.controller.game_over.game_record(index)
        if record is None:
            if self.controller.session.online and self.controller.session.state.over:
                self.say(_("An online game can be reviewed once both seats have checked its deal."), 5000)
            else:
                self.say(_("Only a finished game can be reviewed."), 5000)
            return None
        number, start, moves = record
        session = self.controller.session
        variant, play = session.variant, session.play
        fair = play.saveable
        deal, seed = (play.revealed_deal(number), play.match.game_seed(number)) if fair else (None, 0)
        from .dialogs.fair_deal_dialog import how_dealt  # the review's modules are read when first opened
        from .dialogs.review_dialog import ReviewDialog

        seats = (self.controller.at_screen,)  # the moves of the person at the screen, valued for them
        # The dialog stays open while the language may change: its title and verdict are said anew, the seats'
        # names go in English, and who is "You" and "the computer" goes by seat, never by a name.
        dialog = ReviewDialog(
            lambda: _("{title}, game {number}").format(title=full_title(variant), number=number + 1),
            start,
            moves,
            self.cache,
            seats,
            parent=self.window,
            deal_words=(lambda: how_dealt(deal, seed, start)) if fair else "",
            names=session.seating.names,
            you=session.you_seat,
            computer=session.computer_seat,
        )
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()  # the keys go to the review, not to the table behind it
        return dialog

    def copy_game_line(self) -> str | None:
        """The game on the table, as far as it has gone, onto the clipboard as one line of text."""
        play = self.controller.session.play
        if self.controller.session.online:
            self.say(_("An online game is dealt from a sealed deck, not a seed: it has no line to copy."), 6000)
            return None
        try:
            line = play.line_of(game_on_table(self.controller))
        except ValueError as err:
            self.say(_("This game cannot be written as a line: {reason}.").format(reason=err), 6000)
            return None
        QGuiApplication.clipboard().setText(line)
        if play.match.daily is not None and not play.state.over:
            words = _(
                "The daily deal is on the clipboard as one line, its seed sealed until the game is over (copy it "
                "again then to replay it)."
            )
        else:
            words = _(
                "The game is on the clipboard as one line: paste it into a bug report, or open it with Game ▸ "
                "Open a game line."
            )
        self.say(words, 8000)
        return line

    def open_game_line(self, text: str | None = None) -> ReviewDialog | None:
        """Ask for a game line (or take ``text``) and open its replay and review; a bad line is explained."""
        if text is None:
            pasted = QGuiApplication.clipboard().text().strip()
            text, ok = QInputDialog.getText(
                self.window,
                _("Open a game line"),
                _("A game line begins with 'cassino-game 1'. Paste one here:"),
                text=pasted if pasted.startswith(GAME_LINE_FORMAT) else "",
            )
            if not ok or not text.strip():
                return None
        try:
            line = read_game_line(text)
        except GameLineError as err:
            PlainMessageBox.warning(
                self.window,
                _("Cassino"),
                _("That line is not a game that can be replayed: {reason}.").format(reason=err),
            )
            return None
        from .dialogs.fair_deal_dialog import how_dealt
        from .dialogs.review_dialog import ReviewDialog

        dialog = ReviewDialog(
            lambda: _("{title}, a game from a line").format(title=full_title(line.start.variant)),
            line.start,
            line.moves,
            self.cache,
            parent=self.window,
            deal_words=lambda: how_dealt(line.deal, line.seed, line.start),  # said anew if the language changes
        )
        dialog.show()
        return dialog
