"""The main window: the chrome around the table (menus, toolbar, side panel, status line).

The game's flow (turns, the computer's answers, hints, the coach, the end of
a game) lives in ``TableController`` and the match's books in its
``MatchRecorder``; the window lays out the widgets and wires them, its
actions are made in ``window_actions`` and shown by the menus and toolbar
of ``menus``, and each command reaches the object that does its job: ``Deals`` (a new match, the
daily deal, a deal again, the fair deal's proof), ``GameLines`` (reviews, and
games as lines), ``ResumeOffer``, the ``CoachPanel`` and ``ScreenFit``, which
sizes the window from the screen it opens on, so the whole table fits a
1024×600 laptop as well as a 4K monitor.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, Qt, QTimer
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QCloseEvent,
    QShowEvent,
    QStatusTipEvent,
)
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QListWidget,
    QMainWindow,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ..engine import GameState
from ..stats import Statistics
from .cards.builtin_deck import BACK_COLORS
from .cards.card_pixmaps import CardPixmapCache
from .cards.deck_themes import load_theme
from .coach_panel import CoachPanel
from .deals import Deals, abandon_question
from .game_lines import GameLines
from .i18n import N_, choose_language, is_language_change, translator
from .menus import WindowMenus
from .message_bar import MessageBar
from .move_buttons import MoveButtons
from .move_log import score_line, tally_text
from .persistence import SaveStore, StatsStore, default_directory
from .plain_text import PlainLabel
from .qt_button_names import name_qt_buttons
from .resume_offer import ResumeOffer
from .score_model import ScoreModel
from .score_sheet import ScoreSheet
from .screen_fit import SIDE_PANEL_MIN_WIDTH, ScreenFit
from .session import GameSession
from .settings import Settings
from .settings_effects import SettingsEffects
from .table.scene import FELTS, TableScene
from .table.table_words import table_description
from .table_controller import TableController
from .window_actions import WindowActions
from .window_parts import FittingLabel, StatusLine, TableView
from .worker import AiController

if TYPE_CHECKING:
    from .online.online_play import OnlinePlay
    from .pass_screen import PassScreen

_ = translator("main_window")

STATUS_TIP_MS = 4000
"""How long a hovered command's status tip stays on the status line."""
TAB_TITLES = (N_("Moves"), N_("Score sheet"), N_("Coach"))
"""The side panel's tabs, in order: the move log, the score sheet, the coach's list."""


class MainWindow(QMainWindow):
    """One window, one match against the computer: the chrome around ``TableController``."""

    def __init__(
        self,
        settings: Settings | None = None,
        seed: int | None = None,
        stats_store: StatsStore | None = None,
        save_store: SaveStore | None = None,
        deal: bool = True,
    ) -> None:
        """With stores None, statistics and the match in progress live in memory only (tests).

        With ``deal`` False the table stays empty until ``resume_offer.ask`` (or ``begin``)
        puts a game on it, so the offer to resume is not asked over a fresh deal.
        """
        super().__init__()
        self._built = False  # a language chosen while the window is being built is said by retranslate at its end
        self.settings = settings if settings is not None else Settings()
        choose_language(self.settings.language)  # every widget is built in its words
        self.stats_store = stats_store
        self.online_folder = (save_store.directory if save_store is not None else default_directory()) / "online"
        """Where the online tables' seat records (and, without a keyring, the account's token) are kept."""
        self.online_keyring = True
        """Whether the account's token may go to the system's keyring (tests keep it in their own folder)."""
        stats, stats_problem = stats_store.load() if stats_store is not None else (Statistics(), None)
        variant = self.settings.ruled_variant()
        theme, problem = load_theme(self.settings.theme)
        self.cache = CardPixmapCache(theme)
        self.cache.set_back_color(BACK_COLORS.get(self.settings.back_color, BACK_COLORS["Blue"]))

        players = self.settings.opponents + 1
        if players not in variant.player_counts:
            players = min(variant.player_counts)  # partnerships seat four whatever was chosen before
        self.session = GameSession(variant, seed, self, players, self.settings.seating(players))
        if self.settings.computer_leads and self.session.can_pass_lead():
            self.session.pass_lead()
        self.scene = TableScene(self.cache, self.session.capturable_cards, self)
        self.scene.set_speed(self.settings.speed)
        self.scene.set_pace(self.settings.pace)
        self.view = TableView(self.scene)
        self.ai = AiController(self)
        self.score_model = ScoreModel(self.session.variant, self.session.score_names, self)
        self.controller = TableController(
            self.session, self.scene, self.ai, self.settings, self.score_model, self, stats, stats_store, save_store
        )
        self._placed = False  # the first show checks the window against the screen it opened on
        self._peeked_words = ""  # the status line's words for the last captures fanned out on the felt

        self.status_line = StatusLine(self)
        self.setStatusBar(self.status_line)
        self.message_bar = MessageBar()
        say = self.status_line.showMessage
        self.deals = Deals(self, self.controller, say)
        self.game_lines = GameLines(self, self.controller, self.cache, say)
        self.resume_offer = ResumeOffer(self, self.controller, self.begin, self.message_bar.show_message)
        self.effects = SettingsEffects(
            self.settings, self.session, self.scene, self.cache, say, self.message_bar.show_message
        )
        self._build_central()
        self._build_docks()
        self.commands = WindowActions(self)
        full_screen = self.commands.full_screen_action
        self.screen_fit = ScreenFit(self, self.dock, self.score_sheet, self.settings, full_screen)
        self.menus = WindowMenus(self, self.commands)
        self.retranslate()
        self._built = True
        self._connect()
        self.screen_fit.place_on_screen()
        # What was found wrong with the player's files is shown whole above the table, until closed.
        for message in (self.settings.problem, stats_problem, problem):
            if message:
                self.message_bar.show_message(message)
        for store in (stats_store, save_store):
            if store is not None:
                store.listeners.append(self.message_bar.show_message)
        self._refresh()
        if deal:
            self.begin()

    def begin(self) -> None:
        """Deal the first game onto the empty table (cut by the player first, if Settings say so)."""
        if not self.controller.started:
            if self.settings.cut_by_hand and self.session.play.commitment(0) is not None:
                self.session.deal_fairly_again()  # it was sealed and cut at random before the window was up
            self.controller.start_game(deal=True)

    # ------------------------------------------------------------------ building

    def _build_central(self) -> None:
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.message_bar)

        tally = QWidget()
        tally.setObjectName("tally")
        self.tally_bar = tally
        row = QHBoxLayout(tally)
        row.setContentsMargins(6, 2, 6, 2)
        self.tally_label = FittingLabel()
        self.score_label = PlainLabel()
        self.score_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.tally_label, 1)  # what the score line leaves
        row.addWidget(self.score_label, 0)
        layout.addWidget(tally)
        self._pass_screen: PassScreen | None = None
        self._felt_edge = ""  # the felt's edge colour, for the pass screen when it is made
        self.table_stack = QStackedWidget()
        self.table_stack.addWidget(self.view)
        layout.addWidget(self.table_stack, 1)
        self._lay_felt(self.settings.felt)

        buttons = self.move_buttons = MoveButtons(self.controller, self.scene, self)
        self.status_line.add_buttons(buttons.capture, buttons.build, buttons.trail)
        self.setCentralWidget(central)

    @property
    def pass_screen(self) -> PassScreen:
        """The cover between two people's turns, made when first needed: a table of one person never shows it."""
        if self._pass_screen is None:
            from .pass_screen import PassScreen  # read when first needed

            screen = PassScreen()
            screen.set_felt(self._felt_edge)
            screen.taken.connect(self.controller.take_screen)
            self.table_stack.addWidget(screen)
            self._pass_screen = screen
        return self._pass_screen

    def _build_docks(self) -> None:
        self.log = QListWidget()
        self.log.setWordWrap(True)
        self.score_sheet = ScoreSheet()
        self.score_sheet.show_when_seen(self.score_model)
        self.coach_list = CoachPanel(self.controller, self.view)
        tabs = QTabWidget()
        for page, title in zip((self.log, self.score_sheet, self.coach_list), TAB_TITLES, strict=True):
            tabs.addTab(page, _(title))
        # A click in the panel leaves the keyboard with the table, so Enter still plays the move
        # chosen there; Tab still reaches every list.
        for widget in (tabs.tabBar(), self.log, self.score_sheet, self.coach_list):
            widget.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        tabs.setMinimumWidth(SIDE_PANEL_MIN_WIDTH)
        self.side_tabs = tabs
        dock = QDockWidget(_("Game"), self)
        dock.setObjectName("game-dock")
        dock.setWidget(tabs)
        features = QDockWidget.DockWidgetFeature
        dock.setFeatures(features.DockWidgetMovable | features.DockWidgetClosable)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.dock = dock

    def retranslate(self) -> None:
        """Every text of the window's chrome again, in the language in use.

        What the table says (the prompt, the seats' labels, the coach's list, the tally and the score
        line) is said again by ``changeEvent`` through the controller; the move log keeps its lines as
        they were said.
        """
        self.setWindowTitle(_("Cassino"))
        self.tally_label.setAccessibleName(_("Cards and spades captured"))
        self.score_label.setAccessibleName(_("Match score"))
        self.log.setAccessibleName(_("Move log"))
        self.coach_list.setAccessibleName(_("Coach: your moves and what each is worth"))
        for index, title in enumerate(TAB_TITLES):
            self.side_tabs.setTabText(index, _(title))
        self.dock.setWindowTitle(_("Game"))  # before the actions: it renames the side panel's action
        self.commands.retranslate()
        self.menus.retranslate()
        self.move_buttons.forget_words()  # said again by the next _refresh
        name_qt_buttons(self, self.dock, self.side_tabs, self.menus.toolbar, self.score_sheet)

    def changeEvent(self, event: QEvent) -> None:
        """The language changed: the chrome, the dynamic lines and the table's labels are said again."""
        if is_language_change(event) and self._built:
            self.retranslate()
            self.coach_list.show_lines([])  # the usual line, in the new words, if the coach has no list to say again
            self.controller.retranslate()  # the table's labels, the prompt and the coach's list
            self._refresh()  # the tally, the score line and the move buttons' words
        super().changeEvent(event)

    def _connect(self) -> None:
        controller = self.controller
        controller.message.connect(lambda text, ms: self.status_line.showMessage(text, ms))
        controller.messageWithdrawn.connect(self._withdraw_message)
        controller.prompt.connect(self.status_line.set_prompt)
        controller.logged.connect(self._log)
        controller.logCleared.connect(self.log.clear)
        controller.changed.connect(self._refresh)
        self.coach_list.show_lines([])
        controller.reviewWanted.connect(self.game_lines.review_game)
        self.score_sheet.reviewAsked.connect(self.game_lines.review_game)
        controller.coachFocus.connect(self._show_coach_tab)
        controller.passWanted.connect(self._cover_table)
        controller.passDone.connect(self._uncover_table)
        self.commands.allow_undo_action.toggled.connect(self._set_undo_allowed)
        # The table's own sentences: why Enter did nothing, and the like.
        self.scene.notice.connect(lambda text: self.status_line.showMessage(text, 6000))
        self.scene.peeked.connect(self._say_peeked)

    # ------------------------------------------------------------------ the screen

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._placed:
            return
        self._placed = True
        self.screen_fit.size_side_panel()
        QTimer.singleShot(0, self.screen_fit.keep_frame_on_screen)
        QTimer.singleShot(0, self.controller.table_shown)  # a computer leading plays on a table seen first

    # ------------------------------------------------------------------ showing what the controller says

    def _log(self, line: str) -> None:
        """A line for the move log, also said by a screen reader as it happens (every move, the computers' too)."""
        self.log.addItem(line)
        self.log.scrollToBottom()
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.view, line))

    def _say_peeked(self, words: str) -> None:
        """The last captures fanned out, named on the status line (and so to a screen reader) while they show."""
        if words:
            self._peeked_words = words.replace("\n", "   ·   ")
            self.status_line.showMessage(self._peeked_words, 10_000)
        elif self._peeked_words:
            self._withdraw_message(self._peeked_words)
            self._peeked_words = ""

    def _withdraw_message(self, text: str) -> None:
        if self.status_line.currentMessage() == text:
            self.status_line.clearMessage()

    def _show_coach_tab(self) -> None:
        """The coach has just been turned on: its list is shown, the side panel too if it was hidden."""
        self.screen_fit.show_side_panel()
        self.side_tabs.setCurrentWidget(self.coach_list)

    def _cover_table(self, name: str, played: list[str]) -> None:
        """People share the screen: cover the table until ``name`` takes it, saying what was ``played`` since."""
        self.pass_screen.ask(name, played)
        self.table_stack.setCurrentWidget(self.pass_screen)
        self.pass_screen.button.setFocus()

    def _uncover_table(self) -> None:
        if self.table_stack.currentWidget() is not self.view:
            self.table_stack.setCurrentWidget(self.view)
            self.view.setFocus()

    def _refresh(self) -> None:
        """The tally, the score line, the move buttons' words and which commands apply now."""
        session = self.session
        shown = self.controller.table_state
        names = session.seat_names
        self.tally_label.set_texts(tally_text(shown, names=names), tally_text(shown, compact=True, names=names))
        self._describe_table(shown)
        self.score_label.setText(score_line(self.controller.session, self.controller.table_state))
        self.move_buttons.refresh()
        self.commands.refresh()

    def _describe_table(self, state: GameState) -> None:
        """Tell a screen reader what is on the felt: the cards are drawn, so the view says them in words."""
        words = table_description(state, self.controller.viewpoint)
        if words != self.view.accessibleDescription():
            self.view.setAccessibleDescription(words)
            QAccessible.updateAccessibility(QAccessibleEvent(self.view, QAccessible.Event.DescriptionChanged))

    # ------------------------------------------------------------------ commands

    def choose_variant(self) -> None:
        session = self.session
        from .dialogs.variant_dialog import VariantDialog  # each dialog's module is read when first opened

        seating = self.settings.seating(session.players) if session.online else session.seating  # a table of here
        dialog = VariantDialog(session.variant, self, opponents=session.players - 1, seating=seating)
        if not dialog.exec():
            return
        variant = dialog.selected_variant()
        seating = dialog.selected_seating()
        players = seating.players
        if (variant, seating) == (session.variant, session.seating):
            return
        if not self.deals.confirm_abandon(abandon_question(variant, len(seating.people), players)):
            return
        self.settings.set_ruled_variant(variant)
        self.settings.opponents = players - 1
        self.settings.set_seating(seating)
        if seating.usual:  # the computers' one level is the Difficulty too
            self.settings.difficulty = seating.level(1)
            self.menus.tick(self.menus.difficulty_menu, seating.level(1))
        self.deals.new_match(variant, players)

    def show_statistics(self) -> None:
        recorder = self.controller.recorder
        from .dialogs.stats_dialog import StatsDialog

        dialog = StatsDialog(recorder.stats, self.session.variant.name, self)
        dialog.changed.connect(lambda: recorder.reset_stats(dialog.current_variant()))  # as saved, by now
        dialog.exec()

    def online_table(self) -> OnlinePlay:
        """The window's online table, made the first time it is asked for (its modules are read then too)."""
        online = self.controller.online
        if online is None:
            from .online.online_play import OnlinePlay

            online = OnlinePlay(self.controller, self.online_folder, self.online_keyring)
            self.controller.online = online
        return online

    def play_online(self) -> None:
        """Game ▸ Play online: sign in, choose or make a table; the match is then played at this window's table."""
        from .online.online_dialog import OnlineDialog

        dialog = OnlineDialog(self.online_table(), self.settings, self.deals.leave_for_online, self)
        dialog.exec()
        dialog.deleteLater()

    def show_rules(self) -> None:
        from .dialogs.rules_dialog import RulesDialog

        RulesDialog(self.session.variant, self).exec()

    def configure(self) -> None:
        """The settings in one dialog (Ctrl+,); the Settings submenus stay as shortcuts."""
        from .dialogs.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        if dialog.exec():
            self.apply_settings(dialog.changed_settings())

    def apply_settings(self, changed: list[str]) -> None:
        """Put into effect what the Settings dialog wrote, and tick the submenus to agree."""
        s = self.settings
        if "language" in changed:
            choose_language(s.language)  # Qt tells every widget: changeEvent says it all again
        if "difficulty" in changed:
            self.effects.set_difficulty(s.difficulty)
        if "speed" in changed:
            self.effects.set_speed(s.speed)
        if "pace" in changed:
            self.effects.set_pace(s.pace)
        if "back_color" in changed:
            self.effects.set_back(s.back_color)
        if "theme" in changed:
            self.menus.set_theme(s.theme)
        if "felt" in changed:
            self._lay_felt(s.felt)
        if s.undo_allowed != self.commands.allow_undo_action.isChecked():
            self.commands.allow_undo_action.setChecked(s.undo_allowed)
        if "computer_leads" in changed and s.computer_leads and self.session.can_pass_lead():
            # Before the first move of a match it applies at once; otherwise from the next match.
            self.controller.pass_lead()
        self.menus.tick_settings(s)
        self._refresh()

    def _lay_felt(self, name: str) -> None:
        """The table's felt, and the score bar above it in the felt's edge colour."""
        self.scene.set_felt(name)
        bar = FELTS.get(name, FELTS["Green"])[1].name()
        self._felt_edge = bar
        if self._pass_screen is not None:
            self._pass_screen.set_felt(bar)
        self.tally_bar.setStyleSheet(f"#tally {{ background: {bar}; }} QLabel {{ color: #eef5ee; padding: 4px 10px; }}")

    def _set_undo_allowed(self, on: bool) -> None:
        self.settings.undo_allowed = on
        self._refresh()

    def event(self, event: QEvent) -> bool:
        """A menu's or toolbar's status tip stays only a few seconds: a tip whose button is left
        without a leave event (a disabled one) must not stay on the status line for good."""
        if isinstance(event, QStatusTipEvent) and event.tip():
            self.status_line.showMessage(event.tip(), STATUS_TIP_MS)
            return True
        return super().event(event)

    # ------------------------------------------------------------------ closing

    def closeEvent(self, event: QCloseEvent) -> None:
        review_dialog = sys.modules.get(f"{__package__}.dialogs.review_dialog")  # not read if none was opened
        for review in self.findChildren(review_dialog.ReviewDialog) if review_dialog is not None else ():
            review.close()  # its search stops before the window goes
        self.settings.set_geometry(self.saveGeometry() if not self.isFullScreen() else QByteArray())
        self.settings.sync()
        self.controller.shutdown()
        super().closeEvent(event)
