"""The offer to carry on the saved match, asked once at start over the empty table before any card is dealt.

Its strings keep the ``main_window`` context of the translation files they
were written under.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QMessageBox, QWidget

from ..engine import MatchPlay
from ..savegame import SavedMatch
from ..seating import usual_seat_names
from .i18n import translator
from .match_recorder import given_up
from .plain_text import PlainMessageBox
from .resuming import resume_saved
from .table_controller import TableController
from .words import score_names, seat_names, variant_title

_ = translator("main_window")


def resume_question(saved: SavedMatch, play: MatchPlay) -> str:
    """The question that offers a saved match: its variant, the game in play, and who stands where."""
    seats = saved.seats.names if saved.seats else usual_seat_names(play.players)
    names = score_names(play.variant, seat_names(seats))
    totals = ", ".join(f"{name}\u00a0{total}" for name, total in zip(names, play.match.totals(), strict=True))
    return _(
        "You have a match of {variant} in progress: game {number} is being played, and the games before it "
        "stand at {totals}. Resume it?"
    ).format(variant=variant_title(play.variant), number=len(saved.games) + 1, totals=totals)


class ResumeOffer:
    """Asks, centred on ``window``, whether to resume; ``deal`` puts a new game on the table otherwise.

    ``show_problem`` shows what was wrong with the saved file (it is kept, and said, never silently lost).
    """

    def __init__(
        self,
        window: QWidget,
        controller: TableController,
        deal: Callable[[], None],
        show_problem: Callable[[str], None],
    ) -> None:
        self.window = window
        self.controller = controller
        self.deal = deal
        self.show_problem = show_problem

    def _declining_words(self, play: MatchPlay) -> str:
        """What No gives up, said as New game says it: the daily deal's counted try, a game begun."""
        day = play.match.daily
        words = []
        if day is not None and self.controller.recorder.stats.daily.trying(day):
            words.append(_("This is your counted try at the daily deal: leaving it counts the day as lost."))
        if given_up(play):
            words.append(_("A game given up counts as lost."))
        return "".join("\n\n" + sentence for sentence in words)

    def ask(self) -> bool:
        """At start: offer to carry on the saved match before any cards are dealt; True if resumed.

        Yes puts the saved game on the table with its log, No (or nothing to
        resume) deals the new one (the match asked for on the command line, if
        any): a save is never replaced without the question, and No gives the
        saved game up as New game (F2) does, a game begun counted as lost. What a kill left
        is dealt with first: the temporary files of a write cut short are
        cleared, and a game that ended uncounted is counted.
        """
        recorder = self.controller.recorder
        store = recorder.save_store
        resumed = False
        recorder.clear_leftovers()
        if store is not None:
            saved, play, problem = store.load_match()
            if problem:
                self.show_problem(problem)
            if saved is not None and recorder.settle_saved(saved):  # a match over, counted: nothing to resume
                saved = play = None
            if saved is not None and play is not None and (saved.games or saved.current):  # a match begun
                question = resume_question(saved, play) + self._declining_words(play)
                if PlainMessageBox.question(self.window, _("Cassino"), question) == QMessageBox.StandardButton.Yes:
                    resumed = resume_saved(self.controller, play, saved.seats)
                else:
                    recorder.decline_saved(saved, play)  # given up, as New game gives a game up
        if not resumed:
            self.deal()
        recorder.start_saving()
        return resumed
