"""The game's flow at the table: whose turn it is, the computer's answers, hints, the coach, the end of a game.

The controller keeps the turn moving and nothing else: when the cards come
to rest it either waits for the player or asks the computer's worker thread
for a move; when an answer comes it hands it to the session. It never blocks
on the computer and never decides legality itself. What the player should
read (the prompt, the move log, the status line, the coach's list) leaves as
signals, so the window around it stays only the chrome that shows them.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable, Sequence
from dataclasses import dataclass

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
    Scoring,
    SeatView,
    Variant,
    random_cut,
    story_of,
    view_for,
)
from ..engine import daily_deal as daily_deals
from ..engine.cards import SPADES, sorted_cards
from ..savegame import SavedMatch, SaveError, replay, saved_of
from ..seating import YOUR_SEAT, Seating, usual_seat_names
from ..stats import Statistics
from . import words
from .fair_deal_dialog import CutDialog, deal_verdict, short_commitment
from .game_over_dialog import NOBODY, GameOverDialog
from .i18n import N_, translator
from .persistence import SaveStore
from .scene import TableScene
from .score_model import ScoreModel
from .seats import Viewpoint
from .session import GameSession
from .settings import Settings
from .stats_dialog import StatsStore
from .worker import AiController

_ = translator("table_controller")

THINKING_BUDGET = 1.0
"""Seconds the computer thinks about its own move (and the Hint about the player's)."""
HINT_LEVEL = "expert"
"""The level whose choice the Hint shows: the strongest one available."""
COACH_BUDGET = 1.0
"""Seconds the coach weighs the player's moves, once per position."""
CAPTION_ON_STATUS_MS = 8000
"""The longest the status line says a move: it gives way to the prompt as the cards come to rest."""


DAILY_AS_PLAYED = N_("The daily deal's first try counts as it is played: no taking back, no dealing again.")


COMPACT_SEPARATOR = "\N{EM SPACE}\N{EM SPACE}"
"""Between seats on a compact tally: wide and blank, so a wrapped line never ends in a separator mark."""


def spades_score(variant: Variant) -> bool:
    """Whether the spades a pile holds can score: most spades in Advanced, Royal and Clearance (and Spade
    Cassino's spades), never in Original, where only the number of cards counts (docs/RULES.md 5.1)."""
    return variant.scoring is not Scoring.CARDS


def tally_text(state: GameState, compact: bool = False, names: Sequence[str] = ()) -> str:
    """What each seat has captured so far, as the tally above the table shows it: the cards, and the spades
    where they score.

    ``compact`` is for a narrow window or a table of four: spades as ♠, and each seat's figures held
    together by no-break spaces, so a line that must wrap breaks only between seats.
    """
    parts = []
    counted = spades_score(state.variant)
    for seat, name in enumerate(names or words.seat_names(usual_seat_names(state.players))):
        pile = state.captured[seat]
        spades = sum(1 for c in pile if c.suit == SPADES)
        cards = _("%n card(s)", n=len(pile))
        if not counted:
            text = _("{name}: {cards}").format(name=name, cards=cards)
            parts.append(text.replace(" ", "\N{NO-BREAK SPACE}") if compact else text)
        elif compact:
            text = _("{name}: {cards}, {spades}♠").format(name=name, cards=cards, spades=spades)
            parts.append(text.replace(" ", "\N{NO-BREAK SPACE}"))
        else:
            spade_count = _("%n spade(s)", n=spades)
            parts.append(_("{name}: {cards}, {spades}").format(name=name, cards=cards, spades=spade_count))
    return (COMPACT_SEPARATOR if compact else "   ·   ").join(parts)


def result_line(number: int, result: GameResult, names: Sequence[str]) -> str:
    """The move log's last line of a game: who scored what."""
    scores = ", ".join(f"{name} {player.total}" for name, player in zip(names, result.players, strict=True))
    return _("Game {number} is over: {scores}.").format(number=number, scores=scores)


def match_line(
    totals: Sequence[int], winner: int | None, names: Sequence[str], you: int | None = None, sides: bool = False
) -> str:
    """The move log's last line of a match: who won it, and every player's points.

    ``you`` is the seat the table calls "You" (None: nobody); ``sides``: the names are partnerships' sides.
    """
    scores = ", ".join(f"{name} {total}" for name, total in zip(names, totals, strict=True))
    if winner is None:
        text = _("The match is drawn: {scores}.")
    elif sides:
        text = _("{name} win the match: {scores}.")  # two partners: "West and East win"
    elif winner == you:
        text = _("You win the match: {scores}.")
    else:
        text = _("{name} wins the match: {scores}.")
    return text.format(name="" if winner is None else names[winner], scores=scores)


def contest(variant: Variant) -> str:
    """What the players are playing: a "match" to a target, or a "game" where one game decides (a key, never shown)."""
    return "match" if variant.match_target is not None else "game"


def is_clearance(variant: Variant) -> bool:
    """Clearance has its own words for the three kinds of move (Take, Build a group, Drop)."""
    return variant.name == "clearance"


@dataclass(frozen=True)
class CoachLine:
    """One line of the coach's list: what it says, the move it stands for ('' for none), and why."""

    text: str
    move: str = ""
    tip: str = ""


class TableController(QObject):
    """Turn flow, hints, the coach, the game-over dialog, saving and resuming for one window's table."""

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
        self.stats = stats
        self.stats_store = stats_store
        self.save_store = save_store
        self.saving = save_store is None  # not before the player has answered the offer to resume
        self.started = False  # no game is on the table before the first deal (or the resumed game)
        self.chooser: QMenu | None = None
        self.game_over_dialog: GameOverDialog | None = None
        self._selection_refusal = ""
        self._game_over_shown_for: GameState | None = None
        self._hint_text = ""
        self._hint_wait = ""  # the sentence said while the hint is thought of, to withdraw it
        self._prompt_words: Callable[[], str] | None = None  # the prompt shown now, said again in a new language
        self._coach_answer: tuple[dict[Move, float], bool] = ({}, False)  # what the coach's lines say, and if exact
        self.coach_on = settings.coach
        self._coach_view: SeatView | None = None  # the position the coach's answer (or question) is for
        self._coach_lines: list[CoachLine] = []
        self._coach_asked = False  # a question for _coach_view is with the worker
        self._redoing = False  # the moves being announced are a redo's: the table shows them at once
        self.coach_evaluations = 0  # how many times the coach was asked to weigh a position (tests)
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
        session.moveApplied.connect(lambda _m, _b, after, _s: None if after.over else self.save_match())
        session.gameStarted.connect(lambda _state: self.save_match())
        session.undone.connect(lambda _state, _count: self.save_match())
        scene.cardsAtRest.connect(self._on_cards_at_rest)
        scene.waiting.connect(self._on_waiting)
        scene.intentMade.connect(self.play_intent)
        scene.moveChosen.connect(self._chosen)
        scene.selectionChanged.connect(self._selection_changed)
        ai.moveReady.connect(self._on_computer_move)
        ai.error.connect(self._on_computer_error)
        ai.hintReady.connect(self._on_hint)
        ai.coachReady.connect(self._on_coach)

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
        if self._coach_lines:
            self._coach_lines = self._coach_list(*self._coach_answer)
            self.coachChanged.emit(list(self._coach_lines))
        elif self._coach_asked:
            self.coachChanged.emit([CoachLine(_("The coach is weighing your moves…"))])
        self.changed.emit()

    # ------------------------------------------------------------------ the flow of play

    def start_game(self, deal: bool) -> None:
        """Put the session's game on the table (dealing it, or as it stands) and let the turn begin."""
        self.started = True
        self.ai.cancel()
        self._withdraw_hint()
        forget_between_games()  # the last game's searches are no use to this one
        collect_between_games()  # as the cards are dealt, not in the middle of a search
        self._log_game_header()
        self._forget_coach()
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
            self._coach_view = None
            self._coach_lines = []
            self.coachChanged.emit([])
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

    def _log_game_header(self) -> None:
        play = self.session.play
        game = play.match.game_number
        day = play.match.daily
        title = words.full_title(self.session.variant)
        if day is not None:
            self.logged.emit(_("— Daily deal, {day} —").format(day=day.isoformat()))
            if self.daily_counts():
                text = _("One game of {title}, the same cards for everyone on this date. This first try counts.")
            else:
                text = _(
                    "One game of {title}, the same cards for everyone on this date. "
                    "A replay: only the day's first try counts."
                )
            self.logged.emit(text.format(title=title))
            return
        commitment = play.commitment(game)
        if commitment is None:
            header = _("— {title}, game {number} (match seed {seed}) —")
            self.logged.emit(header.format(title=title, number=game + 1, seed=play.match.seed))
            return
        self.logged.emit(_("— {title}, game {number}, dealt fairly —").format(title=title, number=game + 1))
        self.logged.emit(
            _(
                "Sealed before the deal: commitment {commitment}, then cut. "
                "The secret is revealed when the game is over (Game ▸ Fair deal)."
            ).format(commitment=short_commitment(commitment))
        )

    def _log_deal_revealed(self) -> None:
        play = self.session.play
        game = len(play.match.results) - 1
        deal = play.revealed_deal(game)
        if deal is not None:
            self.logged.emit(deal_verdict(deal, play.match.game_seed(game), play.match.opening(game)))

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
        """Log a move as the table saw it, with its banners (a sweep, a cassino…); returns both."""
        seats = self.session.seat_words
        sentence = words.story_sentence(story, seats, self.session.variant)
        banners = words.story_banners(story, seats)
        self.logged.emit(sentence)
        for line in banners:
            self.logged.emit(line)
        if after.round != before.round:
            text = _("Round {round}: four more cards each (%n left in the stock).", n=len(after.stock))
            self.logged.emit(text.format(round=after.round))
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
        if self.daily_counts():
            self._say(_(DAILY_AS_PLAYED), 6000)
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
        if self.daily_counts():
            self._say(_(DAILY_AS_PLAYED), 6000)
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
        self._coach_asked = False  # the hint's question replaces the coach's in the worker

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
        self.coach_on = on
        self.settings.coach = on
        if on:
            self.coachFocus.emit()
            self.start_coach()
        else:
            self.coachChanged.emit([])

    def start_coach(self) -> None:
        """Weigh the player's moves once per position: the same position keeps the answer it got.

        Each search samples new deals of the unseen cards, so asking again for
        the same position would reshuffle a ranking the player has already read.
        """
        state = self.session.state
        if not self.coach_on or not self.my_turn:
            return
        view = view_for(state, self.at_screen)
        if view == self._coach_view and (self._coach_lines or self._coach_asked):
            if self._coach_lines:
                self.coachChanged.emit(list(self._coach_lines))
            return
        self._coach_view = view
        self._coach_lines = []
        self._coach_asked = True
        self.coach_evaluations += 1
        self.coachChanged.emit([CoachLine(_("The coach is weighing your moves…"))])
        self.ai.coach(view, COACH_BUDGET)

    def _forget_coach(self) -> None:
        """The coach's advice was for a game that is over or gone: the list says only the usual line."""
        self._coach_view = None
        self._coach_lines = []
        self._coach_asked = False
        self.coachChanged.emit([])

    def _on_coach(self, values: dict[Move, float]) -> None:
        state = self.session.state
        self._coach_asked = False
        mine = not state.over and state.to_move == self.at_screen and not self.covered
        if not mine or not values or view_for(state, self.at_screen) != self._coach_view:
            return
        self._coach_answer = (values, not state.stock)
        self._coach_lines = self._coach_list(*self._coach_answer)
        self.coachChanged.emit(list(self._coach_lines))

    def _coach_list(self, values: dict[Move, float], exact: bool) -> list[CoachLine]:
        """The coach's lines for its answer: each move, best first, with its value (``exact`` in the last deal)."""
        if not values:
            return []
        best = max(values.values())
        if exact:
            tip = _("Final point difference with best play (all cards are known in the last deal)")
        else:
            tip = _(
                "Estimated point difference (you minus the computer) by the end of this round, "
                "averaged over deals of the cards you cannot see"
            )
        variant = self.session.variant
        lines = []
        for move, value in sorted(values.items(), key=lambda mv: (-mv[1], Move.sort_key(mv[0]))):
            points, gap = f"{value:+.1f}", f"{value - best:+.1f}"
            if value >= best - 1e-9:
                worth = _("{points} points (best)")
            elif gap == "-0.0":  # worse by less than the list shows
                worth = _("{points} points (about as good as the best)")
            else:
                worth = _("{points} points ({gap} against the best)")
            command = words.move_command(move, variant)
            lines.append(CoachLine(f"{command}\n    {worth.format(points=points, gap=gap)}", str(move), tip))
        return lines

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
        self._forget_coach()
        match = self.session.match
        names = self.session.score_names
        self.logged.emit(result_line(len(match.results), result.by_side(), names))
        self._log_deal_revealed()
        if match.is_over() and not match.one_game:  # one game decides: said already
            sides = self.session.variant.partnerships
            self.logged.emit(match_line(match.totals(), match.winner(), names, self.session.you_seat, sides))
        self.score_model.add_game(result.by_side())
        self.changed.emit()  # the result is recorded now: Next game may no longer apply
        self.save_match()
        daily_replay = match.daily is not None and not self.daily_counts()  # its cards were known: counts nowhere
        if self.session.saveable and not daily_replay:
            self._record(result)
        elif daily_replay:
            self.logged.emit(_("A replay of the daily deal: only the day's first try counts."))

    def _record(self, result: GameResult) -> None:
        """Statistics: yours when you play alone against the computers; every named person's own record."""
        match = self.session.match
        state = self.session.state
        name = self.session.variant.name
        people = self.session.seating.people
        if len(people) == 1:
            you = people[0]
            self.stats.record_game(name, result, you, used_undo=self.session.undo_used, sweeps=state.sweeps[you])
            self.stats.record_deal(name, self.session.play.dealt_this_game(), you)
            if match.daily is not None:
                self._finish_daily(match.daily, result)
            if match.is_over() and match.daily is None:  # a daily deal is a game, not a match of the variant
                self.stats.record_match(name, won=match.winner() == self.session.play.variant.side_of(you))
        if match.daily is None:
            seating = self.session.seating
            for seat in people:
                if seating.seats[seat].name:  # a person counted by their own name, not a chair's
                    self.stats.record_person(seating.seats[seat].name, name, result, seat)
        self.save_stats()

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

    def abandon_game(self) -> None:
        """A game given up in the middle counts as played and lost, as KPatience counts it (yours, played alone)."""
        if not self.game_under_way() or not self.session.saveable or self.sharing:
            return
        self.stats.record_abandoned(self.session.variant.name)
        self.save_stats()

    def new_match(self, variant: Variant | None = None, players: int | None = None) -> None:
        """Deal a new match (the same variant and table unless given); the caller has asked the player."""
        self.ai.cancel()
        if self.daily_counts():
            self._give_up_daily()
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
        self._daily_from_disk()
        self._give_up_daily()
        self.stats.start_daily(day)
        self.save_stats()
        self.session.start_daily(day)
        self.score_model.set_variant(self.session.played_variant, self.session.score_names)
        self.logCleared.emit()
        self.start_game(deal=True)

    def _finish_daily(self, day: datetime.date, result: GameResult) -> None:
        mine = result.winner == YOUR_SEAT  # the daily deal is played at the usual table (``session.start_daily``)
        outcome = "drawn" if result.winner is None else "won" if mine else "lost"
        self._daily_from_disk()
        self.stats.finish_daily(day, outcome)
        streak = self.stats.daily.current_streak(day)
        if outcome == "won":
            text = _("The daily deal of {day}, won, is counted; winning streak {streak}.")
        elif outcome == "lost":
            text = _("The daily deal of {day}, lost, is counted; winning streak {streak}.")
        else:
            text = _("The daily deal of {day}, drawn, is counted; winning streak {streak}.")
        self.logged.emit(text.format(day=day.isoformat(), streak=streak))

    def _daily_from_disk(self) -> None:
        """The daily deal's record as saved: another window may have counted a try since this one read it."""
        if self.stats_store is None:
            return
        saved, problem = self.stats_store.load()
        if problem is None and saved.daily.last_day >= self.stats.daily.last_day:
            self.stats.daily = saved.daily

    def _give_up_daily(self) -> None:
        """A counted daily try left unfinished (for another game, or not resumed) is lost: no second chance."""
        daily = self.stats.daily
        if daily.last_day and not daily.last_result:
            self.stats.finish_daily(datetime.date.fromisoformat(daily.last_day), "lost")
            self.save_stats()

    def daily_counts(self) -> bool:
        """Whether the game on the table is a daily deal's counted first try, still being played."""
        day = self.session.match.daily
        daily = self.stats.daily
        return day is not None and daily.last_day == day.isoformat() and not daily.last_result

    def daily_refusal(self) -> str:
        """Why Undo and Restart are greyed out in the daily deal's counted try; "" in any other game."""
        return _(DAILY_AS_PLAYED) if self.daily_counts() else ""

    def start_from(self, state: GameState) -> None:
        """Play on from a given position (as the first game of a new match)."""
        self.ai.cancel()
        if self.daily_counts():
            self._give_up_daily()
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

    # ------------------------------------------------------------------ saving and resuming

    def save_match(self) -> None:
        """Write the match in progress (after every move): seeds and moves, atomically."""
        store = self.save_store
        if store is None or not self.saving or not self.session.saveable:
            return
        session = self.session
        if session.match.is_over():
            store.clear()
            return
        problem = store.save(saved_of(session.play, session.seating))
        if problem:
            self._say(problem, 10_000)

    def start_saving(self) -> None:
        """From now on the match in progress is written after every move."""
        self.saving = True
        self.save_match()

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
        self._log_finished_games()
        self.saving = True
        self.start_game(deal=False)
        self._log_current_moves()
        return True

    def _log_finished_games(self) -> None:
        """One line per finished game of a resumed match: who scored what."""
        match = self.session.match
        names = self.session.score_names
        for number, result in enumerate(match.results, start=1):
            self.logged.emit(result_line(number, result.by_side(), names))

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

    def save_stats(self) -> None:
        if self.stats_store is None:
            return
        problem = self.stats_store.save(self.stats)
        if problem:
            self._say(problem, 10_000)

    def shutdown(self) -> None:
        self.scene.stop()
        self.ai.shutdown()
