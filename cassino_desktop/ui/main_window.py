"""The main window: table, tally, move log, score sheet, menus, and the game's flow.

The window wires the pieces together and keeps the turn moving: when the
cards come to rest it either waits for the player or asks the computer's
worker thread for a move; when an answer comes it hands it to the session.
It never blocks on the computer and never decides legality itself.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QCursor, QKeySequence, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ..ai.collector import collect_between_games
from ..ai.levels import LEVELS
from ..engine import (
    BUILD,
    CAPTURE,
    TRAIL,
    Card,
    GameResult,
    GameState,
    Match,
    Move,
    SeatView,
    Variant,
    full_title,
    view_for,
)
from ..engine.cards import SPADES
from ..savegame import SavedMatch, SaveError, replay, saved_from
from ..stats import Statistics
from .card_render import BACK_COLORS, CardPixmapCache, find_svg_themes, load_theme
from .dialogs import GameOverDialog, RulesDialog, VariantDialog, show_about
from .persistence import SaveStore
from .scene import ANIMATION_SPEEDS, TableScene
from .score_model import ScoreModel, ScoreSheet
from .seats import HUMAN, seat_names
from .session import GameSession
from .settings import Settings
from .stats_dialog import StatsDialog, StatsStore
from .worker import AiController

THINKING_BUDGET = 1.0
HINT_LEVEL = "expert"
COACH_BUDGET = 1.0
"""The level whose choice the Hint shows: the strongest one available."""


class TableView(QGraphicsView):
    """The view of the felt: the scene always matches its size, so cards render sharp."""

    resized = Signal(int, int)

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 360)
        self.setAccessibleName("Card table")

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        scene = self.scene()
        if isinstance(scene, TableScene):
            scene.resize_to(size.width(), size.height())
        self.setSceneRect(0, 0, size.width(), size.height())
        self.resized.emit(size.width(), size.height())


class MainWindow(QMainWindow):
    """One window, one match against the computer."""

    def __init__(
        self,
        settings: Settings | None = None,
        seed: int | None = None,
        stats_store: StatsStore | None = None,
        save_store: SaveStore | None = None,
    ) -> None:
        """With stores None, statistics and the match in progress live in memory only (tests)."""
        super().__init__()
        self.save_store = save_store
        self._saving = save_store is None  # not before the player has answered the offer to resume
        self.setWindowTitle("Cassino")
        self.settings = settings if settings is not None else Settings()
        self.stats_store = stats_store
        self.stats, stats_problem = stats_store.load() if stats_store is not None else (Statistics(), None)
        variant = self.settings.ruled_variant()
        theme, problem = load_theme(self.settings.theme)
        self.cache = CardPixmapCache(theme)
        self.cache.set_back_color(BACK_COLORS.get(self.settings.back_color, BACK_COLORS["Blue"]))

        players = self.settings.opponents + 1
        self.session = GameSession(variant, seed, self, players if players in variant.player_counts else 2)
        self.scene = TableScene(self.cache, self.session.capturable_cards, self)
        self.scene.set_speed(self.settings.speed)
        self.view = TableView(self.scene)
        self.ai = AiController(self)
        self._game_over_shown_for: GameState | None = None
        self.game_over_dialog: GameOverDialog | None = None
        self.chooser: QMenu | None = None

        self._build_central()
        self._build_docks()
        self._build_menus()
        self._connect()
        self.resize(1100, 760)
        geometry = self.settings.geometry()
        if geometry is not None:
            self.restoreGeometry(geometry)
        for message in (problem, stats_problem):
            if message:
                QTimer.singleShot(0, lambda m=message: self.statusBar().showMessage(m, 10_000))
        self._start_game(deal=True)

    # ------------------------------------------------------------------ building

    def _build_central(self) -> None:
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)

        tally = QWidget()
        tally.setObjectName("tally")
        tally.setStyleSheet("#tally { background: #173d26; } QLabel { color: #eef5ee; padding: 4px 10px; }")
        row = QHBoxLayout(tally)
        row.setContentsMargins(6, 2, 6, 2)
        self.tally_label = QLabel()
        self.tally_label.setAccessibleName("Cards and spades captured")
        self.score_label = QLabel()
        self.score_label.setAccessibleName("Match score")
        self.score_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.tally_label, 1)
        row.addWidget(self.score_label, 1)
        layout.addWidget(tally)
        layout.addWidget(self.view, 1)

        bar = QWidget()
        bar.setObjectName("actions")
        bar.setStyleSheet("#actions { background: #173d26; } QLabel { color: #eef5ee; }")
        buttons = QHBoxLayout(bar)
        buttons.setContentsMargins(8, 4, 8, 4)
        self.prompt_label = QLabel()
        buttons.addWidget(self.prompt_label, 1)
        self.capture_button = QPushButton("&Capture")
        self.build_button = QPushButton("&Build")
        self.trail_button = QPushButton("&Trail")
        tips = {
            self.capture_button: "Take the selected table cards with the selected hand card",
            self.build_button: "Build the selected hand card onto the selected table cards",
            self.trail_button: "Lay the selected hand card on the table",
        }
        for button, tip in tips.items():
            button.setToolTip(tip)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            buttons.addWidget(button)
        layout.addWidget(bar)
        self.setCentralWidget(central)

    def _build_docks(self) -> None:
        self.log = QListWidget()
        self.log.setAccessibleName("Move log")
        self.log.setWordWrap(True)
        self.score_model = ScoreModel(self.session.variant, seat_names(self.session.players), self)
        self.score_sheet = ScoreSheet()
        self.score_sheet.setModel(self.score_model)
        self.coach_list = QListWidget()
        self.coach_list.setAccessibleName("Coach: your moves and what each is worth")
        self.coach_list.setWordWrap(True)
        self.coach_list.itemActivated.connect(self._coach_pick)
        self.coach_list.itemClicked.connect(self._coach_pick)
        tabs = QTabWidget()
        tabs.addTab(self.log, "Moves")
        tabs.addTab(self.score_sheet, "Score sheet")
        tabs.addTab(self.coach_list, "Coach")
        self.side_tabs = tabs
        dock = QDockWidget("Game", self)
        dock.setObjectName("game-dock")
        dock.setWidget(tabs)
        features = QDockWidget.DockWidgetFeature
        dock.setFeatures(features.DockWidgetMovable | features.DockWidgetClosable)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.resizeDocks([dock], [300], Qt.Orientation.Horizontal)
        self.dock = dock

    def _action(
        self,
        menu: QMenu,
        text: str,
        slot: Callable[[], object],
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
        tip: str = "",
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu("&Game")
        self.new_action = self._action(game, "&New game", self.new_match, "F2", "Deal a new match")
        self._action(
            game, "&Variants…", self.choose_variant, None, "Choose the variant, the players and the house rules"
        )
        self.undo_action = self._action(
            game, "&Undo", self.undo, QKeySequence.StandardKey.Undo, "Take back your last move and the computer's reply"
        )
        self.next_action = self._action(game, "Ne&xt game", self.next_game, "F3", "Deal the next game of the match")
        self._action(game, "&Statistics…", self.show_statistics, None, "Games and matches won, streaks and records")
        self.hint_action = self._action(
            game, "&Hint", self.ask_hint, "H", "Show the move the strongest computer level would play"
        )
        self.coach_action = self._action(
            game, "&Coach", self._toggle_coach, "Ctrl+K", "Show every move you can make with what it is worth"
        )
        self.coach_action.setCheckable(True)
        self.coach_action.setChecked(self.settings.coach)
        self.pass_action = self._action(
            game, "Let the computer &lead", self.pass_lead, "Ctrl+L", "Pass the first lead of the match to the computer"
        )
        game.addSeparator()
        self._action(game, "&Quit", self.close, QKeySequence.StandardKey.Quit, "Quit Cassino")

        settings = self.menuBar().addMenu("&Settings")
        difficulty = settings.addMenu("&Difficulty")
        self._radio_menu(
            difficulty,
            [name.capitalize() for name in LEVELS],
            self.settings.difficulty.capitalize(),
            lambda name: self._set_difficulty(name.lower()),
        )
        speed = settings.addMenu("&Animation speed")
        self._radio_menu(speed, list(ANIMATION_SPEEDS), self.settings.speed, self._set_speed)
        backs = settings.addMenu("Card &back")
        self._radio_menu(backs, list(BACK_COLORS), self.settings.back_color, self._set_back)
        self.allow_undo_action = QAction("Allow &undo", self)
        self.allow_undo_action.setCheckable(True)
        self.allow_undo_action.setChecked(self.settings.undo_allowed)
        self.allow_undo_action.setStatusTip("Let moves be taken back (statistics note games played with undo)")
        self.allow_undo_action.toggled.connect(self._set_undo_allowed)
        settings.addAction(self.allow_undo_action)
        themes = settings.addMenu("Card &theme")
        names = ["Classic"] + [name for name, _path in find_svg_themes()]
        self._theme_paths: dict[str, str | None] = {"Classic": None}
        self._theme_paths.update({name: str(path) for name, path in find_svg_themes()})
        current = self.settings.theme if self.settings.theme in self._theme_paths else "Classic"
        self._radio_menu(themes, names, current, self._set_theme)
        if len(names) == 1:
            themes.setToolTip("No SVG card decks are installed; the built-in deck is used")

        help_menu = self.menuBar().addMenu("&Help")
        self._action(
            help_menu,
            "&How to play",
            self.show_rules,
            QKeySequence.StandardKey.HelpContents,
            "The rules of the chosen variant and the controls",
        )
        self._action(help_menu, "&About Cassino", lambda: show_about(self))

    def _radio_menu(self, menu: QMenu, names: list[str], current: str, choose: Callable[[str], None]) -> None:
        group = QActionGroup(menu)
        group.setExclusive(True)
        for name in names:
            action = QAction(name, menu)
            action.setCheckable(True)
            action.setChecked(name == current)
            action.triggered.connect(lambda _checked=False, n=name: choose(n))
            group.addAction(action)
            menu.addAction(action)

    def _connect(self) -> None:
        self.session.moveApplied.connect(self._on_move_applied)
        self.session.gameOver.connect(self._on_game_over)
        self.session.undone.connect(self._on_undone)
        self.session.moveApplied.connect(lambda _m, _b, after, _s: None if after.over else self._save_match())
        self.session.gameStarted.connect(lambda _state: self._save_match())
        self.session.undone.connect(lambda _state, _count: self._save_match())
        self.scene.cardsAtRest.connect(self._on_cards_at_rest)
        self.scene.intentMade.connect(self.play_intent)
        self.scene.selectionChanged.connect(self._update_controls)
        self.ai.moveReady.connect(self._on_computer_move)
        self.ai.error.connect(self._on_computer_error)
        self.ai.hintReady.connect(self._on_hint)
        self.ai.coachReady.connect(self._on_coach)
        self.capture_button.clicked.connect(lambda: self.scene.play_selected(CAPTURE))
        self.build_button.clicked.connect(lambda: self.scene.play_selected(BUILD))
        self.trail_button.clicked.connect(lambda: self.play_trail())

    # ------------------------------------------------------------------ the flow of play

    def _start_game(self, deal: bool) -> None:
        self.ai.cancel()
        collect_between_games()  # as the cards are dealt, not in the middle of a search
        state = self.session.state
        self.log.addItem(
            f"— {full_title(self.session.variant)}, game {self.session.match.game_number + 1} "
            f"(match seed {self.session.match.seed}) —"
        )
        self.log.scrollToBottom()
        self.scene.set_input_enabled(False)
        self.scene.set_state(state, deal=deal)
        self._update_tally()
        self._update_controls()

    def _on_move_applied(self, move: Move, before: GameState, after: GameState, seat: int) -> None:
        self.scene.set_input_enabled(False)
        who = seat_names(after.players)[seat]
        self.log.addItem(move.describe(who))
        if after.round != before.round:
            self.log.addItem(f"Round {after.round}: four more cards each ({len(after.stock)} left in the stock).")
        self.log.scrollToBottom()
        self.scene.show_move(move, before, after, seat)
        self._update_tally()
        self._update_controls()

    def _on_cards_at_rest(self) -> None:
        state = self.session.state
        if self.scene.state is not state:
            return
        if state.over:
            self.prompt_label.setText("Game over.")
            # After the session has recorded the result (it announces the move first).
            QTimer.singleShot(0, self._maybe_show_game_over)
            return
        if state.to_move != HUMAN:
            thinker = "The computer" if state.players == 2 else seat_names(state.players)[state.to_move]
            self.prompt_label.setText(f"{thinker} is thinking…")
            if not self.ai.thinking:
                self.ai.request(self._computer_view(), self.settings.difficulty, THINKING_BUDGET)
        else:
            self.prompt_label.setText("Your turn: drag a card, or select cards and press a button.")
            self.scene.set_input_enabled(True)
            self._start_coach()
        self._update_controls()

    def _computer_view(self) -> SeatView:
        state = self.session.state
        return view_for(state, state.to_move)

    def undo(self) -> None:
        """Take back the player's last move and the computer's reply (Ctrl+Z)."""
        if not self.settings.undo_allowed:
            self.statusBar().showMessage("Undo is turned off in Settings.", 5000)
            return
        if not self.session.can_undo():
            self.statusBar().showMessage("There is no move of yours to take back in this game.", 5000)
            return
        self.ai.cancel()
        self.session.undo()

    def _on_undone(self, state: GameState, count: int) -> None:
        self.log.addItem(
            "You took back your last move." if count == 1 else "You took back your last move and the reply."
        )
        self.log.scrollToBottom()
        self.scene.set_input_enabled(False)
        self.scene.set_state(state)
        self._update_tally()
        self._update_controls()

    def _set_undo_allowed(self, on: bool) -> None:
        self.settings.undo_allowed = on
        self._update_controls()

    def _on_computer_move(self, move: Move) -> None:
        state = self.session.state
        if state.over or state.to_move == HUMAN:
            return
        try:
            self.session.apply(move)
        except ValueError as err:
            self._on_computer_error(f"The computer chose a move the rules refuse ({err}).")

    def _on_computer_error(self, message: str) -> None:
        self.statusBar().showMessage(message, 10_000)
        self.prompt_label.setText("The computer is stuck; start a new game (F2).")

    def play_intent(self, card: Card, table_cards: tuple[Card, ...], kind: str | None) -> None:
        """Match the player's intent against the legal moves: play, choose, or explain."""
        state = self.session.state
        if state.over or state.to_move != HUMAN or self.scene.animating:
            return
        if kind is None and not table_cards:
            kind = TRAIL
        moves = self.session.moves_for(card, table_cards, kind)
        if not moves:
            self.statusBar().showMessage(self.session.refusal(card, table_cards, kind), 8000)
            self.scene.return_card(card)
            return
        if len(moves) == 1:
            self.session.apply(moves[0])
            return
        self._offer_choice(card, moves)

    def _offer_choice(self, card: Card, moves: list[Move]) -> None:
        """A small menu when one drag could mean several moves (capture or build, build values)."""
        menu = QMenu(self)
        menu.setObjectName("move-chooser")
        for move in moves:
            text = move.describe()
            action = menu.addAction(text[0].upper() + text[1:])
            action.setData(str(move))
            action.triggered.connect(lambda _checked=False, m=move: self._chosen(m))
        menu.aboutToHide.connect(lambda: QTimer.singleShot(0, lambda: self._chooser_closed(card)))
        self.chooser = menu
        menu.popup(QCursor.pos() if self.isVisible() else QPoint(0, 0))

    def _chosen(self, move: Move) -> None:
        self.chooser = None
        state = self.session.state
        if not state.over and state.to_move == HUMAN and move in state.legal_moves():
            self.session.apply(move)

    def _chooser_closed(self, card: Card) -> None:
        if self.chooser is not None:  # closed without a choice
            self.chooser = None
            self.scene.return_card(card)

    def ask_hint(self) -> None:
        state = self.session.state
        if state.over or state.to_move != HUMAN or self.scene.animating:
            return
        self.statusBar().showMessage("Thinking of a hint…", 3000)
        self.ai.hint(view_for(state, HUMAN), HINT_LEVEL, THINKING_BUDGET)

    def _on_hint(self, move: Move) -> None:
        state = self.session.state
        if state.over or state.to_move != HUMAN or move not in state.legal_moves():
            return
        self.scene.show_hint(move)
        advice = move.describe("You").removeprefix("You ")
        self.statusBar().showMessage(f"Hint: {advice} (press Enter to play it).", 8000)
        self._update_controls()

    def _toggle_coach(self) -> None:
        on = self.coach_action.isChecked()
        self.settings.coach = on
        if on:
            self.side_tabs.setCurrentWidget(self.coach_list)
            self._start_coach()
        else:
            self.coach_list.clear()

    def _start_coach(self) -> None:
        state = self.session.state
        if not self.coach_action.isChecked() or state.over or state.to_move != HUMAN:
            return
        self.coach_list.clear()
        self.coach_list.addItem("The coach is weighing your moves…")
        self.ai.coach(view_for(state, HUMAN), COACH_BUDGET)

    def _on_coach(self, values: dict[Move, float]) -> None:
        state = self.session.state
        if state.over or state.to_move != HUMAN or not values:
            return
        self.coach_list.clear()
        best = max(values.values())
        exact = not state.stock
        for move, value in sorted(values.items(), key=lambda mv: (-mv[1], Move.sort_key(mv[0]))):
            words = move.describe("You").removeprefix("You ")
            words = words[0].upper() + words[1:]
            gap = "best" if value >= best - 1e-9 else f"{value - best:+.1f} against the best"
            item = QListWidgetItem(f"{words}\n    {value:+.1f} points ({gap})")
            item.setData(Qt.ItemDataRole.UserRole, str(move))
            item.setToolTip(
                "Final point difference with best play (all cards are known in the last deal)"
                if exact
                else "Estimated point difference (you minus the computer) by the end of this round, "
                "averaged over deals of the cards you cannot see"
            )
            self.coach_list.addItem(item)

    def _coach_pick(self, item: QListWidgetItem) -> None:
        text = item.data(Qt.ItemDataRole.UserRole)
        if not text:
            return
        move = Move.parse(text)
        if move in self.session.state.legal_moves() and not self.scene.animating:
            self.scene.show_hint(move)
            self._update_controls()

    def play_trail(self) -> None:
        card = self.scene.selected_hand_card()
        if card is not None:
            self.play_intent(card, (), TRAIL)

    def _on_game_over(self, result: GameResult) -> None:
        self.score_model.add_game(result)
        self._update_tally()
        self._update_controls()  # the result is recorded now: Next game may no longer apply
        self._save_match()
        if self.session.saveable:
            state = self.session.state
            name = self.session.variant.name
            self.stats.record_game(name, result, HUMAN, used_undo=self.session.undo_used, sweeps=state.sweeps[HUMAN])
            match = self.session.match
            if match.is_over():
                self.stats.record_match(name, won=match.winner() == HUMAN)
            self._save_stats()

    # ------------------------------------------------------------------ saving and resuming

    def _save_match(self) -> None:
        """Write the match in progress (after every move): seeds and moves, atomically."""
        store = self.save_store
        if store is None or not self._saving or not self.session.saveable:
            return
        session = self.session
        if session.match.is_over():
            store.clear()
            return
        current = [] if session.state.over else session.current_moves
        saved = saved_from(session.match, session.finished_moves, current, session.undo_used)
        problem = store.save(saved)
        if problem:
            self.statusBar().showMessage(problem, 10_000)

    def offer_resume(self) -> None:
        """At start: offer to carry on the saved match, or say in one sentence why it could not be read."""
        store = self.save_store
        if store is None:
            return
        saved, problem = store.load()
        if problem:
            QMessageBox.information(self, "Cassino", problem)
        if saved is not None and (saved.games or saved.current):  # a match not yet begun is not worth asking about
            totals = " to ".join(str(t) for t in saved.totals)
            question = (
                f"You have a match of {saved.variant.capitalize()} in progress "
                f"(game {len(saved.games) + 1}, {totals}). Resume it?"
            )
            if QMessageBox.question(self, "Cassino", question) == QMessageBox.StandardButton.Yes:
                self.resume_saved(saved)
        self.start_saving()

    def start_saving(self) -> None:
        """From now on the match in progress is written after every move."""
        self._saving = True
        self._save_match()

    def resume_saved(self, saved: SavedMatch) -> bool:
        """Carry on a saved match; False (with a message) if it cannot be replayed."""
        try:
            match, _state, finished, current = replay(saved)
            self.ai.cancel()
            self.session.resume(match, finished, current, saved.undo_used)
        except (SaveError, ValueError) as err:
            self.statusBar().showMessage(f"The saved match could not be resumed: {err}.", 10_000)
            return False
        self.settings.set_ruled_variant(match.variant)
        self.settings.opponents = match.players - 1
        self.score_model.set_variant(match.variant, seat_names(match.players))
        for result in match.results:
            self.score_model.add_game(result)
        self.log.clear()
        self.log.addItem("Resumed the saved match.")
        self._saving = True
        self._start_game(deal=False)
        return True

    def _save_stats(self) -> None:
        if self.stats_store is None:
            return
        problem = self.stats_store.save(self.stats)
        if problem:
            self.statusBar().showMessage(problem, 10_000)

    def show_statistics(self) -> None:
        dialog = StatsDialog(self.stats, self.session.variant.name, self)
        dialog.changed.connect(self._save_stats)
        dialog.exec()

    def _maybe_show_game_over(self) -> None:
        state = self.session.state
        if not state.over or self._game_over_shown_for is state or self.scene.animating:
            return
        self._game_over_shown_for = state
        match = self.session.match
        result = match.results[-1]
        names = seat_names(match.players)
        dialog = GameOverDialog(self.session.variant, result, match.totals(), names, match.is_over(), self)
        dialog.finished.connect(lambda code: self._game_over_closed(bool(code)))
        self.game_over_dialog = dialog
        dialog.open()

    def _game_over_closed(self, accepted: bool) -> None:
        self.game_over_dialog = None
        match = self.session.match
        if match.is_over():
            self.prompt_label.setText("The match is over. Press F2 for a new match.")
            if accepted:
                self.new_match()
            return
        if accepted:
            self.next_game()
        else:
            self.prompt_label.setText("Game over. Choose Next game in the Game menu (F3).")

    def next_game(self) -> None:
        if self.session.state.over and not self.session.match.is_over():
            self.session.next_game()
            self._start_game(deal=True)

    # ------------------------------------------------------------------ commands

    def _confirm_abandon(self, question: str) -> bool:
        if self.session.moves_this_game == 0 or self.session.state.over:
            return True
        answer = QMessageBox.question(self, "Cassino", question)
        return answer == QMessageBox.StandardButton.Yes

    def new_match(self, variant: Variant | None = None, players: int | None = None) -> None:
        if variant is None and not self._confirm_abandon("Abandon this game and deal a new match?"):
            return
        self.ai.cancel()
        self.session.new_match(variant, players=players)
        self.score_model.set_variant(self.session.variant, seat_names(self.session.players))
        self.log.clear()
        self._start_game(deal=True)

    def start_from(self, state: GameState) -> None:
        """Play on from a given position (as the first game of a new match)."""
        self.ai.cancel()
        self.session.load_state(state)
        self.score_model.set_variant(self.session.variant, seat_names(self.session.players))
        self.log.clear()
        self._start_game(deal=False)

    def choose_variant(self) -> None:
        dialog = VariantDialog(self.session.variant, self, opponents=self.session.players - 1)
        if not dialog.exec():
            return
        variant = dialog.selected_variant()
        players = dialog.selected_opponents() + 1
        if variant == self.session.variant and players == self.session.players:
            return
        table = "" if players == 2 else f" with {players - 1} computer opponents"
        if not self._confirm_abandon(f"Abandon this game and start a match of {full_title(variant)}{table}?"):
            return
        self.settings.set_ruled_variant(variant)
        self.settings.opponents = players - 1
        self.new_match(variant, players)

    def pass_lead(self) -> None:
        if not self.session.can_pass_lead():
            self.statusBar().showMessage("The lead can be passed only before the first move of a match.", 6000)
            return
        self.ai.cancel()
        self.session.pass_lead()
        self.log.clear()
        self._start_game(deal=False)

    def show_rules(self) -> None:
        RulesDialog(self.session.variant, self).exec()

    def _set_difficulty(self, level: str) -> None:
        self.settings.difficulty = level
        self.statusBar().showMessage(f"Difficulty: {level}", 4000)

    def _set_speed(self, name: str) -> None:
        self.settings.speed = name
        self.scene.set_speed(name)

    def _set_back(self, name: str) -> None:
        self.settings.back_color = name
        self.cache.set_back_color(BACK_COLORS[name])
        self.scene.refresh_cards()

    def _set_theme(self, name: str) -> None:
        theme, problem = load_theme(self._theme_paths.get(name))
        self.cache.set_theme(theme)
        self.scene.refresh_cards()
        if problem:
            self.statusBar().showMessage(problem, 10_000)
            self.settings.theme = "Classic"
        else:
            self.settings.theme = name

    # ------------------------------------------------------------------ display

    def _update_tally(self) -> None:
        state = self.session.state
        parts = []
        names = seat_names(state.players)
        for seat, name in enumerate(names):
            pile = state.captured[seat]
            spades = sum(1 for c in pile if c.suit == SPADES)
            parts.append(f"{name}: {len(pile)} cards, {spades} spades")
        self.tally_label.setText("   ·   ".join(parts))
        match: Match = self.session.match
        if self.session.variant.match_target is None:
            won = match.games_won()
            self.score_label.setText("Games won: " + " – ".join(f"{n} {w}" for n, w in zip(names, won, strict=True)))
        else:
            scores = self.session.running_scores()
            self.score_label.setText(
                f"Match (to {self.session.variant.match_target}): "
                + " – ".join(f"{n} {s}" for n, s in zip(names, scores, strict=True))
            )

    def _update_controls(self) -> None:
        state = self.session.state
        my_turn = not state.over and state.to_move == HUMAN and not self.scene.animating
        card = self.scene.selected_hand_card()
        chosen = self.scene.selected_table_cards()
        playable = {CAPTURE: False, BUILD: False, TRAIL: False}
        if my_turn and card is not None:
            for kind in playable:
                cards = () if kind == TRAIL else chosen
                playable[kind] = (kind != TRAIL or not chosen) and bool(self.session.moves_for(card, cards, kind))
        self.capture_button.setEnabled(playable[CAPTURE])
        self.build_button.setEnabled(playable[BUILD])
        self.trail_button.setEnabled(playable[TRAIL])
        self.pass_action.setEnabled(self.session.can_pass_lead())
        self.next_action.setEnabled(self.session.state.over and not self.session.match.is_over())
        self.undo_action.setEnabled(self.settings.undo_allowed and self.session.can_undo())

    # ------------------------------------------------------------------ closing

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.set_geometry(self.saveGeometry())
        self.settings.sync()
        self.scene.stop()
        self.ai.shutdown()
        super().closeEvent(event)
