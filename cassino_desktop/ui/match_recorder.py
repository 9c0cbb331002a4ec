"""The match's books: the statistics, the match in progress saved after every move, and the daily deal's record.

The recorder listens to the session's signals and writes what happened; the
table's controller, which keeps the turn moving, only asks it whether the
daily deal's counted try is on the table and tells it when a game is given
up. What it has to say (a file that could not be written, the daily deal's
outcome) leaves as signals for the window. The strings keep the
``table_controller`` context of the translation files they were written under.

Nothing a kill can cut short loses a result. The statistics are changed as
saved (read afresh under their lock, changed, written back), so another
process's count is kept too. A game that ends is saved with its last move,
then counted with its mark, and only then does a finished match's save go;
at the next start a save made as a game ended whose count is missing is
counted then (``settle_saved``), once, and what a write cut short left is
cleared (``clear_leftovers``). Declining to resume gives the saved game up
as New game does (``decline_saved``).
"""

from __future__ import annotations

import datetime
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from ..ai.levels import LEVELS
from ..engine import GameResult, GameState, MatchPlay, Move
from ..savegame import SavedMatch, SaveError, game_mark, replay, saved_of
from ..seating import YOUR_SEAT, Seating
from ..stats import MARK_UNKNOWN, Statistics
from .i18n import N_, translator
from .move_log import daily_counted_line
from .persistence import SaveStore, StatsStore
from .session import GameSession

_ = translator("table_controller")

DAILY_AS_PLAYED = N_("The daily deal's first try counts as it is played: no taking back, no dealing again.")


class MatchRecorder(QObject):
    """Statistics, the saved match and the daily deal's books for one window's session."""

    message = Signal(str, int)  # a sentence for the status line, and how long to show it (ms)
    logged = Signal(str)  # a line for the move log

    def __init__(
        self,
        session: GameSession,
        stats: Statistics,
        stats_store: StatsStore | None = None,
        save_store: SaveStore | None = None,
        parent: QObject | None = None,
    ) -> None:
        """Connected after the controller, so a game's own lines are logged before what the books say of it."""
        super().__init__(parent)
        self.session = session
        self.stats = stats
        self.stats_store = stats_store
        self.save_store = save_store
        self.saving = save_store is None  # not before the player has answered the offer to resume
        session.moveApplied.connect(self._on_move_applied)
        session.gameStarted.connect(lambda _state: self.save_match())
        session.undone.connect(lambda _state, _count: self.save_match())
        session.gameOver.connect(self._on_game_over)

    def _on_move_applied(self, _move: Move, _before: GameState, after: GameState, _seat: int) -> None:
        if not after.over:  # the last move is saved with the result, once it is recorded
            self.save_match()

    def _on_game_over(self, _result: GameResult) -> None:
        """The finished game is saved, then counted, and only then does a finished match's save go.

        A kill at any instant loses nothing: before the save, the game is resumed
        at its last move; between the save and the count, the next start counts it
        (``settle_saved``); after the count, the next start clears what is left.
        """
        session = self.session
        if session.match.daily is not None and not self.daily_counts():  # its cards were known: counts nowhere
            self.logged.emit(_("A replay of the daily deal: only the day's first try counts."))
        if not session.saveable:  # a position set up by hand is no game of the statistics
            return
        self._write_save()
        outcome = self._count(session.play, session.seating)
        day = session.match.daily
        if day is not None and outcome:
            self.logged.emit(daily_counted_line(day, outcome, self.stats.daily.current_streak(day)))
        self.save_match()  # a match over: its save goes, now that its last game is counted

    def _count(self, play: MatchPlay, seating: Seating, *, cut_short: bool = False) -> str:
        """Count the game over on ``play``'s table, once: its mark (``game_mark``) goes into the statistics with it.

        Yours when you play alone against the computers; every named person's
        own record; the daily deal's only in its counted try, as the saved
        statistics say. A game counted already is not counted again, and a game
        found ``cut_short`` at start is not counted into statistics from a
        version that kept no marks (it was counted as it ended). Returns the
        daily deal's outcome ("won", "lost", "drawn") when its try was counted.
        """
        mark = game_mark(saved_of(play, seating))
        match = play.match
        result = match.results[-1]
        name = play.variant.name
        people = seating.people
        sweeps = play.state.sweeps
        used_undo = play.undo_used
        dealt = play.dealt_this_game()
        daily_outcome: list[str] = []

        def count(stats: Statistics) -> None:
            if stats.counted == mark or (cut_short and stats.counted == MARK_UNKNOWN):
                return
            stats.counted = mark
            day = match.daily
            if day is not None and not stats.daily.trying(day):  # a replay of a day played: it counts nowhere
                return
            if len(people) == 1:
                you = people[0]
                stats.record_game(name, result, you, used_undo=used_undo, sweeps=sweeps[you])
                stats.record_deal(name, dealt, you)
                if day is not None:
                    daily_outcome.append(_finish_daily(stats, day, result))
                if match.is_over() and day is None:  # a daily deal is a game, not a match of the variant
                    stats.record_match(name, won=match.winner() == play.variant.side_of(you))
            if day is None:
                for seat in people:
                    if seating.seats[seat].name:  # a person counted by their own name, not a chair's
                        stats.record_person(seating.seats[seat].name, name, result, seat)

        self.update_stats(count)
        return daily_outcome[0] if daily_outcome else ""

    def decline_saved(self, saved: SavedMatch, play: MatchPlay) -> None:
        """The offer to resume was declined: the saved game is given up as New game (F2) gives one up.

        A game begun counts as played and lost (yours, played alone), and a
        daily deal's counted try is lost with it, so declining is no way to
        dodge a loss that F2 would count.
        """
        seating = saved.seats or Seating.against_computers(play.players, next(iter(LEVELS)))
        counted = given_up(play) and len(seating.people) == 1
        name, day = play.variant.name, play.match.daily

        def give_up(stats: Statistics) -> None:
            if counted:
                stats.record_abandoned(name)
            if day is not None and stats.daily.trying(day):
                _give_up_daily(stats)

        if counted or day is not None:
            self.update_stats(give_up)

    def clear_leftovers(self) -> None:
        """At start: the temporary files a write cut short by a kill left beside the save and the statistics go.

        This window is the one that writes the save (``single_instance``); the
        statistics' own are cleared under their lock.
        """
        for store in (self.save_store, self.stats_store):
            if store is not None:
                store.clear_leftovers()

    def settle_saved(self, saved: SavedMatch) -> bool:
        """At start, before the offer to resume: what a kill as a game ended left undone is done now.

        A save made as a game ended, whose counting was cut short, has that game
        counted (once: its mark says whether it was); the save of a match that
        is over is cleared. True when the match was over: nothing is left to resume.
        """
        if saved.games and not saved.current:  # saved as a game ended: its counting may have been cut short
            try:
                play = replay(saved, last_game_on_table=True)
            except SaveError:  # the store replayed it already: it cannot fail here
                return False
            seating = saved.seats or Seating.against_computers(play.players, next(iter(LEVELS)))  # the usual table
            self._count(play, seating, cut_short=True)
            if play.match.is_over():
                if self.save_store is not None:
                    self.save_store.clear()
                return True
        return False

    def abandon_game(self, under_way: bool, sharing: bool) -> None:
        """A game given up in the middle counts as played and lost, as KPatience counts it (yours, played alone)."""
        if not under_way or not self.session.saveable or sharing:
            return
        name = self.session.variant.name
        self.update_stats(lambda stats: stats.record_abandoned(name))

    # ------------------------------------------------------------------ the daily deal

    def start_daily(self, day: datetime.date) -> None:
        """The daily deal of ``day`` is about to be dealt: an unfinished counted try is lost, this one noted."""

        def start(stats: Statistics) -> None:
            _give_up_daily(stats)
            stats.start_daily(day)

        self.update_stats(start)

    def give_up_daily(self) -> None:
        """A counted daily try left unfinished (for another game, or not resumed) is lost: no second chance."""
        self.update_stats(_give_up_daily)

    def daily_counts(self) -> bool:
        """Whether the game on the table is a daily deal's counted first try, still being played."""
        day = self.session.match.daily
        return day is not None and self.stats.daily.trying(day)

    def daily_refusal(self) -> str:
        """Why Undo and Restart are greyed out in the daily deal's counted try; "" in any other game."""
        return _(DAILY_AS_PLAYED) if self.daily_counts() else ""

    # ------------------------------------------------------------------ saving

    def save_match(self) -> None:
        """Write the match in progress (after every move): seeds and moves, atomically; a match over has none."""
        store = self.save_store
        if store is None or not self.saving or not self.session.saveable:
            return
        if self.session.match.is_over():
            store.clear()
            return
        self._write_save()

    def _write_save(self) -> None:
        """Write the match as it stands, a game just over included (it is counted next)."""
        store = self.save_store
        if store is None or not self.saving:
            return
        session = self.session
        problem = store.save(saved_of(session.play, session.seating))
        if problem:
            self.message.emit(problem, 10_000)

    def start_saving(self) -> None:
        """From now on the match in progress is written after every move."""
        self.saving = True
        self.save_match()

    def update_stats(self, change: Callable[[Statistics], None]) -> None:
        """Change the statistics as saved (read afresh under their lock, changed, written back), and show them.

        What another window or process counted meanwhile is kept. Without a
        store, or when the file cannot be read this time, the change is made
        to the figures in memory alone.
        """
        store = self.stats_store
        written, problem = (None, None) if store is None else store.update(change)
        if written is None:
            change(self.stats)
        else:
            self.stats.take(written)
        if problem:
            self.message.emit(problem, 10_000)

    def reset_stats(self, variant: str | None) -> None:
        """Set one variant's figures (None: every variant's) back to zero, as saved."""
        self.update_stats(lambda stats: stats.reset(variant))


def given_up(play: MatchPlay) -> bool:
    """Whether leaving ``play`` now would give up a game begun (counted lost, as F2 counts it)."""
    return bool(play.current_moves) and not play.state.over


def _finish_daily(stats: Statistics, day: datetime.date, result: GameResult) -> str:
    """Count the daily deal's try at ``day`` as it ended; its outcome, "won", "lost" or "drawn"."""
    mine = result.winner == YOUR_SEAT  # the daily deal is played at the usual table (``session.start_daily``)
    outcome = "drawn" if result.winner is None else "won" if mine else "lost"
    stats.finish_daily(day, outcome)
    return outcome


def _give_up_daily(stats: Statistics) -> None:
    """A counted daily try left unfinished is lost."""
    daily = stats.daily
    if daily.last_day and not daily.last_result:
        stats.finish_daily(datetime.date.fromisoformat(daily.last_day), "lost")
