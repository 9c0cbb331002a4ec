"""The game's flow at the table: whose turn it is, the computer's answers, passing the screen.

The controller keeps the turn moving: when the cards come to rest it either waits for the player or
asks the computer's worker thread for a move; when an answer comes it hands it to the session. It never
blocks on the computer and never decides legality itself. Around it, each with one job and leaning on
it: the coach (``coach``), the Hint (``hints``), Undo and Redo (``taking_back``), a drop's choice of
moves (``move_chooser``), the end of a game and its dialog (``game_over_flow``), the deals it starts
(``new_games``), resuming a saved match (``resuming``), the move log's words (``move_log``) and the
books (``match_recorder``). What the player should read leaves as signals, so the window around it
stays only the chrome that shows them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

from ..ai.gc_pacing import collect_between_games
from ..ai.memory import forget_between_games
from ..engine import (
    BUILD,
    CAPTURE,
    TRAIL,
    Card,
    GameState,
    Move,
    MoveStory,
    SeatView,
    story_of,
    view_for,
)
from ..engine.cards import sorted_cards
from ..seating import YOUR_SEAT
from ..stats import Statistics
from . import words
from .coach import Coach
from .game_over_flow import GameOverFlow
from .hints import Hints
from .i18n import translator
from .match_recorder import MatchRecorder
from .move_chooser import MoveChooser
from .move_log import game_header_lines, move_lines
from .new_games import NewGames
from .persistence import SaveStore, StatsStore
from .score_model import ScoreModel
from .session import GameSession
from .settings import Settings
from .table.scene import TableScene
from .table.seats import Viewpoint
from .taking_back import TakingBack
from .worker import AiController

if TYPE_CHECKING:
    from .online.online_play import OnlinePlay

_ = translator("table_controller")

THINKING_BUDGET = 1.0
"""Seconds the computer thinks about its own move (and the Hint about the player's)."""
CAPTION_ON_STATUS_MS = 8000
"""The longest the status line says a move: it gives way to the prompt as the cards come to rest."""


class TableController(QObject):
    """Turn flow, the computer's questions and passing the screen for one window's table."""

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
        self._selection_refusal = ""
        self._prompt_words: Callable[[], str] | None = None  # the prompt shown now, said again in a new language
        self.at_screen = YOUR_SEAT
        """The person at the screen: whose chair is at the bottom, who undoes, asks for hints, hears the coach."""
        self.said_since: list[tuple[int, list[str]]] = []
        """What each move of this game said (its seat, its sentence and banners): the pass screen lists them."""
        self._prompt_before_wait: Callable[[], str] | None = None
        self._caption_said = ""  # the last move as the status line says it while it is played out
        self._played_out: tuple[GameState, GameState] | None = None  # a move being played out: before, after
        self.online: OnlinePlay | None = None
        """The online table, once the player has opened Play online (its moves and deals come from there)."""
        self.covered = False
        """The screen is being passed to the next person: every hand face down until they take it."""
        self._passing_to = 0
        """The person the screen is being passed to, while it is covered."""

        session.moveApplied.connect(self._on_move_applied)
        self.game_over = GameOverFlow(self)
        self.taking_back = TakingBack(self)
        scene.cardsAtRest.connect(self._on_cards_at_rest)
        scene.waiting.connect(self._on_waiting)
        scene.intentMade.connect(self.play_intent)
        scene.selectionChanged.connect(self._selection_changed)
        ai.moveReady.connect(self._on_computer_move)
        ai.error.connect(self._on_computer_error)
        self.hints = Hints(self)
        self.move_chooser = MoveChooser(self)
        self.new_games = NewGames(self)
        session.cutter = self.new_games.cut
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
        waiting = self.session.move_sent is not None or self.session.table_stopped  # on the online table
        mine = state.to_move == self.at_screen and not self.covered and not waiting
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
        """True when leaving now would throw away a game the player has begun (an online one waits at its table)."""
        session = self.session
        return self.started and session.moves_this_game > 0 and not session.state.over and not session.online

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

    def say(self, text: str, timeout: int = 8000) -> None:
        self.message.emit(text, timeout)

    def show_prompt(self, make: Callable[[], str]) -> None:
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
        self.hints.withdraw()
        forget_between_games()  # the last game's searches are no use to this one
        collect_between_games()  # as the cards are dealt, not in the middle of a search
        session = self.session
        for line in game_header_lines(session.play, session.variant, self.recorder.daily_counts(), session.online):
            self.logged.emit(line)
        self.coach.forget()
        self.scene.set_input_enabled(False)
        self.said_since = []
        self._seat_the_people()
        self.caption_the_last_move()
        self.scene.set_state(self.session.state, deal=deal)
        self.changed.emit()

    def _seat_the_people(self) -> None:
        """Who sits at the screen as the game begins: the one person, or (people sharing it) nobody yet."""
        people = self.session.seating.people
        if self.at_screen not in people:
            state = self.session.state
            self.at_screen = min(people, key=lambda seat: (seat - state.to_move) % state.players)
        self.passDone.emit()  # a pass asked for in another game is not this one's: the table shows the deal
        self.hide_hands(self.sharing)

    def hide_hands(self, hidden: bool) -> None:
        """Every hand face down (the screen is about to pass), or the hand of the person at the screen face up.

        What the side panel says of a hand goes with it: the coach's list and the hint name its cards.
        """
        self.covered = hidden
        if hidden:
            self.hints.withdraw()
            self.coach.hide()
            if self._selection_refusal:
                self.messageWithdrawn.emit(self._selection_refusal)
                self._selection_refusal = ""
        self.scene.set_viewpoint(self.viewpoint)

    def _ask_to_pass(self, seat: int) -> None:
        """Cover the table for the next person: the hand at the screen goes face down until ``seat`` takes it."""
        self.scene.set_input_enabled(False)
        self.hide_hands(True)
        self._passing_to = seat
        name = self.session.seat_names[seat]
        self.show_prompt(lambda: _("Pass the screen to {name}.").format(name=self.session.seat_names[seat]))
        self.passWanted.emit(name, self.said_since_turn_of(seat))
        self.changed.emit()

    def said_since_turn_of(self, seat: int) -> list[str]:
        """What the moves since ``seat``'s last move said (every move so far, if it has not played in this game)."""
        lines: list[str] = []
        for mover, said in reversed(self.said_since):
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
        self.hide_hands(False)
        self._on_cards_at_rest()

    def _on_move_applied(self, move: Move, before: GameState, after: GameState, seat: int) -> None:
        if self.ai.thinking:  # a question about the position before this move: its answer would be stale
            self.ai.cancel()
        self.scene.set_input_enabled(False)
        self.hints.withdraw()
        story = story_of(move, before, after)
        sentence, banners = self.log_move(story, before, after)
        self.said_since.append((seat, [sentence, *banners]))
        self.scene.set_caption(sentence)
        if not self.taking_back.redoing:
            self._withdraw_caption()
            self._caption_said = sentence
            self.say(sentence, CAPTION_ON_STATUS_MS)
            played_out = seat != self.at_screen or not self.session.seating.is_person(seat)
            self._played_out = (before, after) if played_out else None
            self.scene.show_move(move, before, after, seat, played_out=played_out, banners=banners)
        self._show_last_captures()
        self.changed.emit()

    def log_move(self, story: MoveStory, before: GameState, after: GameState) -> tuple[str, list[str]]:
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
        self.scene.last_captures.set(captures)

    def caption_the_last_move(self) -> None:
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
            over = self.game_over.match_over_words if self.session.match.is_over() else lambda: _("Game over.")
            self.show_prompt(over)
            # After the session has recorded the result (it announces the move first), and once the last
            # move and its banner (the last cards gathered) have been seen.
            QTimer.singleShot(self.scene.playback.look_ms, self.game_over.maybe_show)
            return
        seating = self.session.seating
        seat = state.to_move
        if not seating.is_person(seat):
            self.show_prompt(lambda: self._thinking_words(seat))
            if seat in seating.online_seats:
                self.changed.emit()
                return  # the friend's move comes from the online table
            if not self.session.current_moves and not self._table_seen():
                return  # the computer leads on a table the player has seen: once the window shows (table_shown)
            if not self.ai.thinking:
                self.ai.request(view_for(state, seat), seating.level(seat), THINKING_BUDGET)
        elif self.covered or seat != self.at_screen:
            self._ask_to_pass(seat)
            return
        else:
            self.show_prompt(self._your_turn_words)
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
            self.show_prompt(lambda: _("Click the table or press Space to go on."))
        elif self._prompt_before_wait is not None:
            self.show_prompt(self._prompt_before_wait)
            self._prompt_before_wait = None

    def _thinking_words(self, seat: int) -> str:
        if seat in self.session.seating.online_seats:
            return _("Waiting for {name}…").format(name=self.session.seat_names[seat])
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
        seating = self.session.seating
        if state.over or seating.is_person(state.to_move) or state.to_move in seating.online_seats:
            return
        try:
            self.session.apply(move)
        except ValueError as err:
            self._on_computer_error(_("The computer chose a move the rules refuse ({reason}).").format(reason=err))

    def _on_computer_error(self, message: str) -> None:
        self.say(message, 10_000)
        self.show_prompt(lambda: _("The computer is stuck; start a new game (F2)."))

    def _selection_changed(self) -> None:
        """The buttons follow the selection; a selection that makes no move says why, as a drop would."""
        self.changed.emit()
        if self._selection_refusal:  # said of a selection that has changed since
            self.messageWithdrawn.emit(self._selection_refusal)
            self._selection_refusal = ""
        card, chosen = self.scene.selected_hand_card(), self.scene.selected_table_cards()
        if self.my_turn and card is not None and chosen and not any(self.playable_kinds().values()):
            self._selection_refusal = self.session.refusal(card, chosen)
            self.say(self._selection_refusal, 6000)

    def play_intent(self, card: Card, table_cards: tuple[Card, ...], kind: str | None) -> None:
        """Match the player's intent against the legal moves: play, choose, or explain."""
        if not self.my_turn:
            return
        if kind is None and not table_cards:
            kind = TRAIL
        moves = self.session.moves_for(card, table_cards, kind)
        if not moves:
            self.say(self.session.refusal(card, table_cards, kind))
            self.scene.return_card(card)
            return
        if len(moves) == 1:
            self.session.apply(moves[0])
            return
        self.move_chooser.offer(card, moves)

    def play_trail(self) -> None:
        card = self.scene.selected_hand_card()
        if card is not None:
            self.play_intent(card, (), TRAIL)

    # ------------------------------------------------------------------ the coach

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

    def pass_lead(self) -> None:
        """Let the other seat lead the match's first game, before anyone has played."""
        if not self.session.can_pass_lead():
            self.say(_("The lead can be passed only before the first move of a match."), 6000)
            return
        self.ai.cancel()
        self.session.pass_lead()
        self.logCleared.emit()
        self.start_game(deal=False)

    def shutdown(self) -> None:
        self.scene.playback.stop()
        self.ai.shutdown()
        if self.online is not None:
            self.online.shutdown()
