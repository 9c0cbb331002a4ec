"""The game's flow at the table: whose turn it is, the computer's answers, hints, the coach, the end of a game.

The controller keeps the turn moving: when the cards come to rest it either
waits for the player or asks the computer's worker thread for a move; when an
answer comes it hands it to the session. It never blocks on the computer and
never decides legality itself. The coach (``coach``) weighs the moves of
the person at the screen when the controller says it is their turn. What the
move log says is worded in ``move_log``; the statistics, the saved match and the daily deal's books are
kept by the ``MatchRecorder`` it owns, which listens to the session. What the
player should read (the prompt, the move log, the status line, the coach's
list) leaves as signals, so the window around it stays only the chrome that
shows them.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable

from PySide6.QtCore import QObject, QPoint, QTimer, Signal
from PySide6.QtWidgets import QMenu, QWidget

from ..ai.gc_pacing import collect_between_games
from ..ai.memory import forget_between_games
from ..engine import (
    BUILD,
    CAPTURE,
    TRAIL,
    Card,
    GameResult,
    GameState,
    MatchPlay,
    Move,
    MoveStory,
    SeatView,
    Variant,
    random_cut,
    story_of,
    view_for,
)
from ..engine import daily_deal as daily_deals
from ..engine.cards import sorted_cards
from ..savegame import SavedMatch, SaveError, replay
from ..seating import YOUR_SEAT, Seating
from ..stats import Statistics
from . import words
from .coach import Coach
from .dialogs.fair_deal_dialog import CutDialog
from .dialogs.game_over_dialog import NOBODY, GameOverDialog
from .dialogs.stats_dialog import StatsStore
from .i18n import translator
from .match_recorder import MatchRecorder
from .move_log import (
    contest,
    deal_revealed_lines,
    finished_games_lines,
    game_header_lines,
    match_line,
    move_lines,
    result_line,
)
from .persistence import SaveStore
from .score_model import ScoreModel
from .session import GameSession
from .settings import Settings
from .table.scene import TableScene
from .table.seats import Viewpoint
from .worker import AiController

_ = translator("table_controller")

THINKING_BUDGET = 1.0
"""Seconds the computer thinks about its own move (and the Hint about the player's)."""
HINT_LEVEL = "expert"
"""The level whose choice the Hint shows: the strongest one available."""
CAPTION_ON_STATUS_MS = 8000
"""The longest the status line says a move: it gives way to the prompt as the cards come to rest."""


class TableController(QObject):
    """Turn flow, hints, the coach, the game-over dialog, resuming for one window's table."""

    message = Signal(str, int)  # a sentence for the status line, and how long to show it (ms)
    messageWithdrawn = Signal(str)  # this sentence no longer holds: clear it if it is still shown
    prompt = Signal(str)  # the line beside the move buttons: whose turn, what to do
    logged = Signal(str)  # a line for the move log
    logCleared = Signal()
    changed = Signal()  # the tally, the score line and the enabled commands may differ now
    coachChanged = Signal(object)  # list[CoachLine]
    coachFocus = Signal()  # the coach has just been turned on: show its list
    passWanted = Signal(str, list)  # people share the screen: hand it to this person (and what was played since)
    passDone = Signal()  # the person to play has taken the screen: show the table
    reviewWanted = Signal(object)  # int | None: the game of the match to review (None: the one on the table)

    def __init__(
        self,
        session: GameSession,
        scene: TableScene,
        ai: AiController,
        settings: Settings,
        score_model: ScoreModel,
        window: QWidget,
        stats: Statistics,
        stats_store: StatsStore | None = None,
        save_store: SaveStore | None = None,
    ) -> None:
        super().__init__(window)
        self.session = session
        self.scene = scene
        self.ai = ai
        self.settings = settings
        self.score_model = score_model
        self.window = window
        self.started = False  # no game is on the table before the first deal (or the resumed game)
        self.chooser: QMenu | None = None
        self.game_over_dialog: GameOverDialog | None = None
        self._selection_refusal = ""
        self._game_over_shown_for: GameState | None = None
        self._hint_text = ""
        self._hint_wait = ""  # the sentence said while the hint is thought of, to withdraw it
        self._prompt_words: Callable[[], str] | None = None  # the prompt shown now, said again in a new language
        self._redoing = False  # the moves being announced are a redo's: the table shows them at once
        self.at_screen = YOUR_SEAT
        """The person at the screen: whose chair is at the bottom, who undoes, asks for hints, hears the coach."""
        self._said_since: list[tuple[int, list[str]]] = []
        """What each move of this game said (its seat, its sentence and banners): the pass screen lists them."""
        self._prompt_before_wait: Callable[[], str] | None = None
        self._caption_said = ""  # the last move as the status line says it while it is played out
        self._played_out: tuple[GameState, GameState] | None = None  # a move being played out: before, after
        self.covered = False
        self._passing_to = 0
        """The person the screen is being passed to, while it is covered."""
        """The screen is being passed to the next person: every hand face down until they take it."""

        session.cutter = self._cut
        session.moveApplied.connect(self._on_move_applied)
        session.gameOver.connect(self._on_game_over)
        session.undone.connect(self._on_undone)
        session.redone.connect(self._on_redone)
        scene.cardsAtRest.connect(self._on_cards_at_rest)
        scene.waiting.connect(self._on_waiting)
        scene.intentMade.connect(self.play_intent)
        scene.moveChosen.connect(self._chosen)
        scene.selectionChanged.connect(self._selection_changed)
        ai.moveReady.connect(self._on_computer_move)
        ai.error.connect(self._on_computer_error)
        ai.hintReady.connect(self._on_hint)
        self.coach = Coach(ai, settings.coach, lambda: self.session.variant, self._coach_position, self)
        self.coach.changed.connect(self.coachChanged)
        # The books are kept after the turn has moved: a game's own lines are logged before what they say of it.
        self.recorder = MatchRecorder(session, stats, stats_store, save_store, self)
        self.recorder.message.connect(self.message)
        self.recorder.logged.connect(self.logged)

    # ------------------------------------------------------------------ reading

    @property
    def my_turn(self) -> bool:
        """The person at the screen is to move, and may."""
        state = self.session.state
        mine = state.to_move == self.at_screen and not self.covered
        return self.started and not state.over and mine and not self.scene.animating

    @property
    def table_state(self) -> GameState:
        """The position the felt shows settled: while another seat's move is played out, the one before it.

        The tally, the score line and the screen reader's description follow it, so they never say a
        capture before its cards have reached the pile.
        """
        played_out = self._played_out
        if played_out is not None and played_out[1] is self.session.state:
            return played_out[0]
        return self.session.state  # no move being played out, or a new deal, undo or redo has replaced it

    @property
    def viewpoint(self) -> Viewpoint:
        """The table as the person at the screen sees it (no hand at all while it is passed)."""
        session = self.session
        shown = None if self.covered else self.at_screen
        return Viewpoint(session.seat_names, self.at_screen, shown, session.computer_seat)

    @property
    def sharing(self) -> bool:
        """Two or more people share the screen, passing it from one to the next."""
        return len(self.session.seating.people) > 1

    def person_at_screen_name(self) -> str:
        return self.session.seat_names[self.at_screen]

    def game_under_way(self) -> bool:
        """True when leaving now would throw away a game the player has begun."""
        return self.started and self.session.moves_this_game > 0 and not self.session.state.over

    def playable_kinds(self) -> dict[str, bool]:
        """Which of Capture, Build and Trail the selection on the table can make now."""
        card = self.scene.selected_hand_card()
        chosen = self.scene.selected_table_cards()
        playable = {CAPTURE: False, BUILD: False, TRAIL: False}
        if self.my_turn and card is not None:
            for kind in playable:
                cards = () if kind == TRAIL else chosen
                playable[kind] = (kind != TRAIL or not chosen) and bool(self.session.moves_for(card, cards, kind))
        return playable

    def score_text(self) -> str:
        """The match so far in one line: games won, or points towards the target."""
        session = self.session
        names = session.score_names
        variant = session.played_variant
        if variant.match_target is None:
            won = session.match.games_won()
            scores = " – ".join(f"{n} {w}" for n, w in zip(names, won, strict=True))
            return _("Games won: {scores}").format(scores=scores)
        scores = " – ".join(f"{n} {s}" for n, s in zip(names, session.running_scores(self.table_state), strict=True))
        return _("Match (to {target}): {scores}").format(target=variant.match_target, scores=scores)

    def _say(self, text: str, timeout: int = 8000) -> None:
        self.message.emit(text, timeout)

    def _prompt(self, make: Callable[[], str]) -> None:
        """Show the line beside the move buttons, made by ``make`` now and again when the language changes."""
        self._prompt_words = make
        self.prompt.emit(make())

    def retranslate(self) -> None:
        """Say the table again in the language in use (the window calls this when the language changes).

        The seats' labels, the badges and the cards' tooltips are laid out
        again, the prompt and the coach's list are said again, and ``changed``
        asks the window for its tally, score line and the table's description.
        The move log keeps its lines as they were said.
        """
        self.scene.retranslate(self.viewpoint if self.scene.viewpoint is not None else None)
        self.score_model.set_player_names(self.session.score_names)
        if self._prompt_words is not None:
            self.prompt.emit(self._prompt_words())
        if self.covered:
            seat = self._passing_to  # the cover names them anew
            self.passWanted.emit(self.session.seat_names[seat], self.said_since_turn_of(seat))
        self.coach.retranslate()
        self.changed.emit()

    # ------------------------------------------------------------------ the flow of play

    def start_game(self, deal: bool) -> None:
        """Put the session's game on the table (dealing it, or as it stands) and let the turn begin."""
        self.started = True
        self.ai.cancel()
        self._withdraw_hint()
        forget_between_games()  # the last game's searches are no use to this one
        collect_between_games()  # as the cards are dealt, not in the middle of a search
        for line in game_header_lines(self.session.play, self.session.variant, self.recorder.daily_counts()):
            self.logged.emit(line)
        self.coach.forget()
        self.scene.set_input_enabled(False)
        self._said_since = []
        self._seat_the_people()
        self._caption_the_last_move()
        self.scene.set_state(self.session.state, deal=deal)
        self.changed.emit()

    def _seat_the_people(self) -> None:
        """Who sits at the screen as the game begins: the one person, or (people sharing it) nobody yet."""
        people = self.session.seating.people
        if self.at_screen not in people:
            state = self.session.state
            self.at_screen = min(people, key=lambda seat: (seat - state.to_move) % state.players)
        self.passDone.emit()  # a pass asked for in another game is not this one's: the table shows the deal
        self._hide_hands(self.sharing)

    def _hide_hands(self, hidden: bool) -> None:
        """Every hand face down (the screen is about to pass), or the hand of the person at the screen face up.

        What the side panel says of a hand goes with it: the coach's list and the hint name its cards.
        """
        self.covered = hidden
        if hidden:
            self._withdraw_hint()
            self.coach.hide()
            if self._selection_refusal:
                self.messageWithdrawn.emit(self._selection_refusal)
                self._selection_refusal = ""
        self.scene.set_viewpoint(self.viewpoint)

    def _ask_to_pass(self, seat: int) -> None:
        """Cover the table for the next person: the hand at the screen goes face down until ``seat`` takes it."""
        self.scene.set_input_enabled(False)
        self._hide_hands(True)
        self._passing_to = seat
        name = self.session.seat_names[seat]
        self._prompt(lambda: _("Pass the screen to {name}.").format(name=self.session.seat_names[seat]))
        self.passWanted.emit(name, self.said_since_turn_of(seat))
        self.changed.emit()

    def said_since_turn_of(self, seat: int) -> list[str]:
        """What the moves since ``seat``'s last move said (every move so far, if it has not played in this game)."""
        lines: list[str] = []
        for mover, said in reversed(self._said_since):
            if mover == seat:
                break
            lines[:0] = said
        return lines

    def take_screen(self) -> None:
        """The person to play has the screen: their chair to the bottom, their hand face up, their turn."""
        state = self.session.state
        if not self.covered or state.over or not self.session.seating.is_person(state.to_move):
            return
        self.at_screen = state.to_move
        self.passDone.emit()
        self._hide_hands(False)
        self._on_cards_at_rest()

    def _cut(self, commitment: str) -> str:
        """A fair deal's cut: the player's, when Settings say to ask, else a random one."""
        if not self.settings.cut_by_hand:
            return random_cut()
        dialog = CutDialog(commitment, self.window)
        dialog.exec()
        cut = dialog.cut()
        dialog.deleteLater()
        return cut

    def _on_move_applied(self, move: Move, before: GameState, after: GameState, seat: int) -> None:
        if self.ai.thinking:  # a question about the position before this move: its answer would be stale
            self.ai.cancel()
        self.scene.set_input_enabled(False)
        self._withdraw_hint()
        story = story_of(move, before, after)
        sentence, banners = self._log_move(story, before, after)
        self._said_since.append((seat, [sentence, *banners]))
        self.scene.set_caption(sentence)
        if not self._redoing:
            self._withdraw_caption()
            self._caption_said = sentence
            self._say(sentence, CAPTION_ON_STATUS_MS)
            played_out = seat != self.at_screen or not self.session.seating.is_person(seat)
            self._played_out = (before, after) if played_out else None
            self.scene.show_move(move, before, after, seat, played_out=played_out, banners=banners)
        self._show_last_captures()
        self.changed.emit()

    def _log_move(self, story: MoveStory, before: GameState, after: GameState) -> tuple[str, list[str]]:
        """Log a move as the table saw it; returns its sentence and banners for the felt and the pass screen."""
        sentence, banners, lines = move_lines(story, before, after, self.session.seat_words, self.session.variant)
        for line in lines:
            self.logged.emit(line)
        return sentence, banners

    def _withdraw_caption(self) -> None:
        """The status line said the move while it was played out; at rest it says what to do now."""
        if self._caption_said:
            self.messageWithdrawn.emit(self._caption_said)
            self._caption_said = ""

    def _show_last_captures(self) -> None:
        """Each seat's last capture of this game, for its pile to show when looked at (and the caption's words)."""
        seats = self.session.seat_words
        variant = self.session.variant
        captures: dict[int, tuple[tuple[Card, ...], str]] = {}
        for story in self.session.stories():
            if story.kind == CAPTURE:
                said = _("Last capture: {move}").format(move=words.story_sentence(story, seats, variant))
                captures[story.seat] = ((story.move.card, *sorted_cards(story.move.cards)), said)
        self.scene.set_last_captures(captures)

    def _caption_the_last_move(self) -> None:
        """The felt names the game's last move (none yet: nothing), after the table was shown anew."""
        stories = self.session.stories()
        seats = self.session.seat_words
        self.scene.set_caption(words.story_sentence(stories[-1], seats, self.session.variant) if stories else "")
        self._show_last_captures()

    def _on_cards_at_rest(self) -> None:
        state = self.session.state
        if self.scene.state is not state:
            return
        if self._played_out is not None:  # the move played out has been seen: the tally may count it now
            self._played_out = None
            self.changed.emit()
        self._withdraw_caption()
        if state.over:
            self._prompt(self._match_over_prompt if self.session.match.is_over() else lambda: _("Game over."))
            # After the session has recorded the result (it announces the move first), and once the last
            # move and its banner (the last cards gathered) have been seen.
            QTimer.singleShot(self.scene.look_ms, self._maybe_show_game_over)
            return
        seating = self.session.seating
        seat = state.to_move
        if not seating.is_person(seat):
            self._prompt(lambda: self._thinking_words(seat))
            if not self.session.current_moves and not self._table_seen():
                return  # the computer leads on a table the player has seen: once the window shows (table_shown)
            if not self.ai.thinking:
                self.ai.request(view_for(state, seat), seating.level(seat), THINKING_BUDGET)
        elif self.covered or seat != self.at_screen:
            self._ask_to_pass(seat)
            return
        else:
            self._prompt(self._your_turn_words)
            self.scene.set_input_enabled(True)
            self.start_coach()
        self.changed.emit()

    def _table_seen(self) -> bool:
        """The felt is on the screen (a window not yet shown, or minimised, has not been seen)."""
        return any(view.isVisible() for view in self.scene.views()) and self.window.isVisible()

    def table_shown(self) -> None:
        """The window has come on the screen: a computer waiting to lead the game may play now."""
        state = self.session.state
        if self.started and not self.session.current_moves and not state.over and not self.scene.animating:
            self._on_cards_at_rest()

    def _on_waiting(self, waiting: bool) -> None:
        """A move held lit for the player's click: the status line says how to go on, then what it said before."""
        if waiting:
            self._withdraw_caption()
            self._prompt_before_wait = self._prompt_words
            self._prompt(lambda: _("Click the table or press Space to go on."))
        elif self._prompt_before_wait is not None:
            self._prompt(self._prompt_before_wait)
            self._prompt_before_wait = None

    def _thinking_words(self, seat: int) -> str:
        if seat == self.session.computer_seat:
            return _("The computer is thinking…")
        return _("{name} is thinking…").format(name=self.session.seat_names[seat])

    def _your_turn_words(self) -> str:
        if self.sharing:
            text = _("{name}, your turn: drag a card, or select cards and press a button.")
            return text.format(name=self.person_at_screen_name())
        return _("Your turn: drag a card, or select cards and press a button.")

    def _on_computer_move(self, move: Move) -> None:
        state = self.session.state
        if state.over or self.session.seating.is_person(state.to_move):
            return
        try:
            self.session.apply(move)
        except ValueError as err:
            self._on_computer_error(_("The computer chose a move the rules refuse ({reason}).").format(reason=err))

    def _on_computer_error(self, message: str) -> None:
        self._say(message, 10_000)
        self._prompt(lambda: _("The computer is stuck; start a new game (F2)."))

    def _selection_changed(self) -> None:
        """The buttons follow the selection; a selection that makes no move says why, as a drop would."""
        self.changed.emit()
        if self._selection_refusal:  # said of a selection that has changed since
            self.messageWithdrawn.emit(self._selection_refusal)
            self._selection_refusal = ""
        card, chosen = self.scene.selected_hand_card(), self.scene.selected_table_cards()
        if self.my_turn and card is not None and chosen and not any(self.playable_kinds().values()):
            self._selection_refusal = self.session.refusal(card, chosen)
            self._say(self._selection_refusal, 6000)

    def play_intent(self, card: Card, table_cards: tuple[Card, ...], kind: str | None) -> None:
        """Match the player's intent against the legal moves: play, choose, or explain."""
        if not self.my_turn:
            return
        if kind is None and not table_cards:
            kind = TRAIL
        moves = self.session.moves_for(card, table_cards, kind)
        if not moves:
            self._say(self.session.refusal(card, table_cards, kind))
            self.scene.return_card(card)
            return
        if len(moves) == 1:
            self.session.apply(moves[0])
            return
        self._offer_choice(card, moves)

    def play_selected(self, kind: str) -> None:
        self.scene.play_selected(kind)

    def play_trail(self) -> None:
        card = self.scene.selected_hand_card()
        if card is not None:
            self.play_intent(card, (), TRAIL)

    def _offer_choice(self, card: Card, moves: list[Move]) -> None:
        """A small menu when one drag could mean several moves (capture or build, build values)."""
        menu = QMenu(self.window)
        menu.setObjectName("move-chooser")
        for move in moves:
            action = menu.addAction(words.move_command(move, self.session.variant))
            action.setData(str(move))
            action.triggered.connect(lambda _checked=False, m=move: self._chosen(m))
        menu.aboutToHide.connect(lambda: QTimer.singleShot(0, lambda: self._chooser_closed(card, menu)))
        self.chooser = menu
        above = self.scene.screen_point_above(card)  # beside the cards in question, not where the pointer is
        if above is not None:
            above.setY(above.y() - menu.sizeHint().height() - 6)
        menu.popup(above if above is not None and self.window.isVisible() else QPoint(0, 0))

    def _chosen(self, move: Move) -> None:
        self.chooser = None
        if self.my_turn and self.session.state.is_legal(move):
            self.session.apply(move)

    def _chooser_closed(self, card: Card, menu: QMenu) -> None:
        if self.chooser is menu:  # closed without a choice
            self.chooser = None
            self.scene.return_card(card)
        menu.deleteLater()  # a menu a drop: none outlives its choice

    # ------------------------------------------------------------------ taking back, playing again

    def undo(self) -> None:
        """Take back the player's last move and the computer's reply (Ctrl+Z)."""
        if not self.settings.undo_allowed:
            self._say(_("Undo is turned off in Settings."), 5000)
            return
        refusal = self.recorder.daily_refusal()
        if refusal:
            self._say(refusal, 6000)
            return
        if not self.session.can_undo(self.at_screen):
            if self.session.play.can_undo(self.at_screen):
                self._say(
                    _("Someone else has played since your last move, and their move is theirs to take back."), 6000
                )
            else:
                self._say(_("There is no move of yours to take back in this game."), 5000)
            return
        self.ai.cancel()
        self.session.undo(self.at_screen)

    def _on_undone(self, state: GameState, count: int) -> None:
        self._withdraw_hint()
        if self.sharing:
            text = (
                _("{name} took back their last move.")
                if count == 1
                else _("{name} took back their last move and the replies to it.")
            )
        else:
            text = (
                _("You took back your last move.")
                if count == 1
                else _("You took back your last move and the replies to it.")
            )
        self.logged.emit(text.format(name=self.person_at_screen_name()))
        self.scene.set_input_enabled(False)
        # Whoever holds the screen now may not be the person whose move came back: with people sharing it,
        # it is passed to them again before their hand shows.
        self._hide_hands(self.sharing)
        del self._said_since[len(self.session.current_moves) :]
        self._caption_the_last_move()
        self.scene.set_state(state)
        self.changed.emit()

    def redo(self) -> None:
        """Play again what the last undo took back (Ctrl+Shift+Z): the same moves, shown at once."""
        if not self.settings.undo_allowed or not self.session.can_redo():
            self._say(_("There is nothing taken back to play again."), 5000)
            return
        self.ai.cancel()
        self._redoing = True
        try:
            self.session.redo()
        finally:
            self._redoing = False

    def _on_redone(self, state: GameState, count: int) -> None:
        if self.sharing:
            text = (
                _("{name} played their move again.")
                if count == 1
                else _("{name} played their move and the replies again.")
            )
        else:
            text = _("You played your move again.") if count == 1 else _("You played your move and the replies again.")
        self.logged.emit(text.format(name=self.person_at_screen_name()))
        self.scene.set_input_enabled(False)
        self._hide_hands(self.sharing)
        self._caption_the_last_move()
        self.scene.set_state(state)
        self.changed.emit()

    def restart_deal(self) -> None:
        """Deal this game again from its first position (F5); the caller has asked the player."""
        if not self.started or not self.session.can_restart_deal():
            return
        refusal = self.recorder.daily_refusal()
        if refusal:
            self._say(refusal, 6000)
            return
        self.ai.cancel()
        self.session.restart_deal()
        self.logged.emit(_("The deal was restarted: the same cards, from the first move."))
        self.start_game(deal=True)

    # ------------------------------------------------------------------ the hint and the coach

    def ask_hint(self) -> None:
        if not self.my_turn:
            return
        self._hint_wait = _("Thinking of a hint…")
        self._say(self._hint_wait, 3000)
        self.ai.hint(view_for(self.session.state, self.at_screen), HINT_LEVEL, THINKING_BUDGET)
        self.coach.displaced()  # the hint's question replaces the coach's in the worker

    def _on_hint(self, move: Move) -> None:
        if not self.my_turn or not self.session.state.is_legal(move):
            return
        self.scene.show_hint(move)
        advice = words.move_command(move, self.session.variant)
        self._hint_text = _("Hint: {move} (press Enter to play it).").format(move=advice)
        self._say(self._hint_text)
        self.changed.emit()
        self.start_coach()  # if the hint displaced the coach's question, ask it again

    def _withdraw_hint(self) -> None:
        """The hint named a move of a position that is gone: its sentence must not stay on the status line."""
        if self._hint_text:
            self.messageWithdrawn.emit(self._hint_text)
            self._hint_text = ""
        if self._hint_wait:
            self.messageWithdrawn.emit(self._hint_wait)
            self._hint_wait = ""

    def set_coach(self, on: bool) -> None:
        self.coach.on = on
        self.settings.coach = on
        if on:
            self.coachFocus.emit()
            self.start_coach()
        else:
            self.coachChanged.emit([])

    def start_coach(self) -> None:
        """The coach weighs the moves of the person at the screen, when it is on and it is their turn."""
        if self.coach.on and self.my_turn:
            self.coach.ask(view_for(self.session.state, self.at_screen))

    def _coach_position(self) -> tuple[SeatView, bool] | None:
        """The view of the person at the screen if it is theirs to move, and whether every card is known."""
        state = self.session.state
        if state.over or state.to_move != self.at_screen or self.covered:
            return None
        return view_for(state, self.at_screen), not state.stock

    def coach_pick(self, text: str) -> None:
        """Show the move the player picked in the coach's list on the table, ready for Enter."""
        if not text:
            return
        move = Move.parse(text)
        if self.session.state.is_legal(move) and not self.scene.animating:
            self.scene.show_hint(move)
            self.changed.emit()

    # ------------------------------------------------------------------ the end of a game

    def _on_game_over(self, result: GameResult) -> None:
        self._withdraw_hint()
        self.coach.forget()
        match = self.session.match
        names = self.session.score_names
        self.logged.emit(result_line(len(match.results), result.by_side(), names))
        for line in deal_revealed_lines(self.session.play):
            self.logged.emit(line)
        if match.is_over() and not match.one_game:  # one game decides: said already
            sides = self.session.variant.partnerships
            self.logged.emit(match_line(match.totals(), match.winner(), names, self.session.you_seat, sides))
        self.score_model.add_game(result.by_side())
        self.changed.emit()  # the result is recorded now: Next game may no longer apply (the recorder saves it)

    def _maybe_show_game_over(self) -> None:
        state = self.session.state
        if not state.over or self._game_over_shown_for is state or self.scene.animating:
            return
        self._game_over_shown_for = state
        match = self.session.match
        result = match.results[-1].by_side()
        names = self.session.score_names
        variant = self.session.played_variant
        # "You" and "the computer" by seat (by side in partnerships), never by a name a person may also take.
        you, computer = self.session.you_seat, self.session.computer_seat
        dialog = GameOverDialog(
            variant,
            result,
            match.totals(),
            names,
            match.is_over(),
            self.window,
            you=NOBODY if you is None else variant.side_of(you),
            computer=None if computer is None else variant.side_of(computer),
        )
        dialog.finished.connect(lambda code: self._game_over_closed(bool(code)))
        dialog.review_button.clicked.connect(self._review_from_game_over)
        self.game_over_dialog = dialog
        dialog.open()

    def _review_from_game_over(self) -> None:
        """The review opens alone, not behind the game-over dialog that blocks the window: that dialog closes
        without dealing, and the prompt says how to go on once the review is closed."""
        dialog = self.game_over_dialog
        if dialog is not None:
            dialog.reject()
        self.reviewWanted.emit(None)

    def _game_over_closed(self, accepted: bool) -> None:
        dialog = self.game_over_dialog
        self.game_over_dialog = None
        if dialog is not None:
            dialog.deleteLater()  # a dialog a game: none outlives its answer
        if self.session.match.is_over():
            self._prompt(self._match_over_prompt)
            if accepted:
                self.new_match()
            return
        if accepted:
            self.next_game()
        else:
            self._prompt(lambda: _("Game over. Choose Next game in the Game menu (F3)."))

    def game_record(self, index: int | None) -> tuple[int, GameState, list[Move]] | None:
        """Game ``index`` of the match (None: the game on the table) as its number, opening and moves, if finished.

        The game on the table starts from its own first position, so a game
        played on from a hand-made position can be reviewed as well.
        """
        play = self.session.play
        finished = play.finished_moves
        on_table = len(finished) - 1 if self.session.state.over else None
        if index is None:
            index = on_table
        if index is None or not 0 <= index < len(finished):
            return None
        if index == on_table and play.history:
            return index, play.history[0], finished[index]
        if not play.saveable:
            return None
        return index, play.match.opening(index), finished[index]

    def _match_over_prompt(self) -> str:
        if contest(self.session.played_variant) == "match":
            return _("The match is over. Press F2 for a new match.")
        return _("The game is over. Press F2 for a new game.")

    def next_game(self) -> None:
        if self.session.state.over and not self.session.match.is_over():
            self.session.next_game()
            self.start_game(deal=True)

    # ------------------------------------------------------------------ new matches and positions

    def new_match(self, variant: Variant | None = None, players: int | None = None) -> None:
        """Deal a new match (the same variant and table unless given); the caller has asked the player."""
        self.ai.cancel()
        if self.recorder.daily_counts():
            self.recorder.give_up_daily()
        if variant is None and self.session.match.daily is not None:  # back to the player's own table
            variant = self.settings.ruled_variant()
            wanted = self.settings.opponents + 1
            players = wanted if wanted in variant.player_counts else min(variant.player_counts)
        seating = self.settings.seating(players or self.session.players)
        first = seating.first_leader(self.settings.computer_leads)
        self.session.new_match(variant, players=players, first_leader=first, seating=seating)
        self.score_model.set_variant(self.session.played_variant, self.session.score_names)
        self.logCleared.emit()
        self.start_game(deal=True)

    def daily_deal(self, day: datetime.date | None = None) -> None:
        """Deal the daily deal of ``day`` (today); the caller has asked the player. Its first try of a day counts."""
        self.ai.cancel()
        day = day or daily_deals.today()
        self.recorder.start_daily(day)
        self.session.start_daily(day)
        self.score_model.set_variant(self.session.played_variant, self.session.score_names)
        self.logCleared.emit()
        self.start_game(deal=True)

    def start_from(self, state: GameState) -> None:
        """Play on from a given position (as the first game of a new match)."""
        self.ai.cancel()
        if self.recorder.daily_counts():
            self.recorder.give_up_daily()
        self.session.load_state(state)
        self.score_model.set_variant(self.session.variant, self.session.score_names)
        self.logCleared.emit()
        self.start_game(deal=False)

    def pass_lead(self) -> None:
        if not self.session.can_pass_lead():
            self._say(_("The lead can be passed only before the first move of a match."), 6000)
            return
        self.ai.cancel()
        self.session.pass_lead()
        self.logCleared.emit()
        self.start_game(deal=False)

    # ------------------------------------------------------------------ resuming

    def resume_saved(self, saved: SavedMatch | MatchPlay, seating: Seating | None = None) -> bool:
        """Carry on a saved match; False (with a message) if it cannot be replayed or is over.

        A save read from disk comes already replayed (``SaveStore.load_match``)
        and is not replayed again, with its ``seating``; a bare ``SavedMatch``
        is replayed here and brings its own.
        """
        if isinstance(saved, SavedMatch):
            seating = saved.seats
        try:
            play = replay(saved) if isinstance(saved, SavedMatch) else saved
            self.ai.cancel()
            if seating is None:  # the usual table: the computers play at today's Difficulty
                seating = Seating.against_computers(play.players, self.settings.difficulty)
            self.session.resume(play, seating)
        except (SaveError, ValueError) as err:
            self._say(_("The saved match could not be resumed: {reason}.").format(reason=err), 10_000)
            return False
        match = play.match
        if match.daily is None:  # a daily deal is not the player's own table
            self.settings.set_ruled_variant(match.variant)
            self.settings.opponents = match.players - 1
            self.settings.set_seating(self.session.seating)
        self.score_model.set_variant(self.session.played_variant, self.session.score_names)
        for result in match.results:
            self.score_model.add_game(result.by_side())
        self.logCleared.emit()
        self.logged.emit(_("Resumed the saved match."))
        for line in finished_games_lines(match, self.session.score_names):
            self.logged.emit(line)
        self.recorder.saving = True
        self.start_game(deal=False)
        self._log_current_moves()
        return True

    def _log_current_moves(self) -> None:
        """The moves of the resumed game so far, as they were logged when they were played."""
        play = self.session.play
        if play.match.is_over() or not play.history:  # saved as the game was dealt: no move to log
            return
        afters = [*play.history[1:], play.state]
        for story, before, after in zip(self.session.stories(), play.history, afters, strict=True):
            sentence, banners = self._log_move(story, before, after)
            self._said_since.append((story.seat, [sentence, *banners]))
        self._caption_the_last_move()

    def shutdown(self) -> None:
        self.scene.stop()
        self.ai.shutdown()
