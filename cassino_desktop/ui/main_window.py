"""The main window: the chrome around the table (menus, toolbar, side panel, status line).

The game's flow (turns, the computer's answers, hints, the coach, the end of
a game) lives in ``TableController`` and the match's books in its
``MatchRecorder``; the window builds the widgets and the commands, and each
command reaches the object that does its job: ``Deals`` (a new match, the
daily deal, a deal again, the fair deal's proof), ``GameLines`` (reviews, and
games as lines), ``ResumeOffer``, the ``CoachPanel`` and ``ScreenFit``, which
sizes the window from the screen it opens on, so the whole table fits a
1024×600 laptop as well as a 4K monitor.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import QByteArray, QEvent, Qt, QTimer
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAction,
    QActionGroup,
    QCloseEvent,
    QIcon,
    QKeySequence,
    QShowEvent,
    QStatusTipEvent,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMainWindow,
    QMenu,
    QMenuBar,
    QPushButton,
    QStackedWidget,
    QStyle,
    QTabWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from ..ai.levels import LEVELS
from ..engine import (
    BUILD,
    CAPTURE,
    TRAIL,
    GameState,
    Variant,
)
from ..stats import Statistics
from .cards.builtin_deck import BACK_COLORS, BUILTIN_DECKS, back_color_name, deck_title
from .cards.card_pixmaps import CardPixmapCache
from .cards.deck_themes import deck_name, find_svg_themes, load_theme
from .coach_panel import CoachPanel
from .deals import Deals, abandon_question
from .dialogs.about import show_about
from .dialogs.review_dialog import ReviewDialog
from .dialogs.rules_dialog import RulesDialog
from .dialogs.settings_dialog import SettingsDialog
from .dialogs.stats_dialog import StatsDialog, StatsStore
from .dialogs.variant_dialog import VariantDialog
from .game_lines import GameLines
from .i18n import N_, choose_language, is_language_change, translate_in, translator
from .message_bar import MessageBar
from .move_log import is_clearance, score_line, tally_text
from .pace import PACES, pace_name
from .pass_screen import PassScreen
from .persistence import SaveStore
from .resume_offer import ResumeOffer
from .score_model import ScoreModel
from .score_sheet import ScoreSheet
from .screen_fit import SIDE_PANEL_MIN_WIDTH, ScreenFit
from .session import GameSession
from .settings import Settings
from .settings_effects import SettingsEffects
from .table.scene import ANIMATION_SPEEDS, FELTS, TableScene, speed_name
from .table.table_words import table_description
from .table_controller import TableController
from .window_parts import FittingLabel, StatusLine, TableView
from .words import button_text, level_name
from .worker import AiController

_ = translator("main_window")

ALT_LETTER_IN_BRACKETS = re.compile(r"\s*\(&\w\)")
"""A non-Latin translation's Alt letter, "नई बाज़ी (&N)": a toolbar button, pressed by no letter, shows it not."""
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
        self._build_actions()
        self.screen_fit = ScreenFit(self, self.dock, self.score_sheet, self.settings, self.full_screen_action)
        self._build_menus()
        self._build_toolbar()
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
        self.score_label = QLabel()
        self.score_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.tally_label, 1)  # what the score line leaves
        row.addWidget(self.score_label, 0)
        layout.addWidget(tally)
        self.pass_screen = PassScreen()
        self.table_stack = QStackedWidget()
        self.table_stack.addWidget(self.view)
        self.table_stack.addWidget(self.pass_screen)
        layout.addWidget(self.table_stack, 1)
        self._lay_felt(self.settings.felt)

        self.capture_button = QPushButton()
        self.build_button = QPushButton()
        self.trail_button = QPushButton()
        for button in (self.capture_button, self.build_button, self.trail_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.status_line.add_buttons(self.capture_button, self.build_button, self.trail_button)
        self._words_for: Variant | None = None
        self.setCentralWidget(central)

    def _build_docks(self) -> None:
        self.log = QListWidget()
        self.log.setWordWrap(True)
        self.score_sheet = ScoreSheet()
        self.score_sheet.setModel(self.score_model)
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

    def _icon(self, names: tuple[str, ...], fallback: QStyle.StandardPixmap) -> QIcon:
        """The desktop theme's icon by its freedesktop name, else one Qt's style always has."""
        for name in names:
            if QIcon.hasThemeIcon(name):
                return QIcon.fromTheme(name)
        return self.style().standardIcon(fallback)

    def _make_action(
        self,
        text: str,
        slot: Callable[[], object],
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
        tip: str = "",
        icon: QIcon | None = None,
    ) -> QAction:
        """A command of the menus and the toolbar; ``text`` and ``tip`` are English marked with ``N_``."""
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if icon is not None:
            action.setIcon(icon)
        self._remember(action, text, tip, tooltip=True)
        # Not ``connect(slot)``: ``triggered`` passes ``checked``, which New game once took for a variant
        # (False) and so dealt without asking.
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def _remember(self, action: QAction, text: str, tip: str = "", tooltip: bool = False) -> None:
        """Say ``action``'s words (English marked with ``N_``) now, and again whenever the language changes."""
        self._action_words.append((action, text, tip, tooltip))
        self._say(action, text, tip, tooltip)

    @staticmethod
    def _say(action: QAction, text: str, tip: str, tooltip: bool) -> None:
        """An action's text, status tip and (``tooltip``) tooltip with its shortcut, in the language in use."""
        action.setText(_(text))
        action.setIconText(ALT_LETTER_IN_BRACKETS.sub("", action.text()).replace("&&", "&").replace("&", ""))
        if not tip:
            return
        action.setStatusTip(_(tip))
        if tooltip:
            keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            action.setToolTip(_("{tip} ({keys})").format(tip=_(tip), keys=keys) if keys else _(tip))

    def _menu(self, parent: QMenu | QMenuBar, title: str) -> QMenu:
        """A menu of the menu bar, or a submenu; its ``title`` (marked with ``N_``) is said again in a new language."""
        menu = parent.addMenu(_(title))
        self._menu_titles.append((menu, title))
        return menu

    def _build_actions(self) -> None:
        pixmap = QStyle.StandardPixmap
        self._action_words: list[tuple[QAction, str, str, bool]] = []
        self.new_action = self._make_action(
            N_("&New game"),
            self.deals.new_match,
            "F2",
            N_("Deal a new match"),
            self._icon(("document-new", "view-refresh"), pixmap.SP_FileIcon),
        )
        self.daily_action = self._make_action(
            N_("Dail&y deal"),
            self.deals.daily_deal,
            None,
            N_("Today's deal, the same for everyone: one game of Advanced, and only the day's first try counts"),
        )
        self.restart_action = self._make_action(
            N_("&Restart this deal"),
            self.deals.restart_deal,
            "F5",
            N_("Deal this game again, the same cards"),
            self._icon(("view-refresh",), pixmap.SP_BrowserReload),
        )
        self.next_action = self._make_action(
            N_("Ne&xt game"), self.controller.new_games.next_game, "F3", N_("Deal the next game of the match")
        )
        self.review_action = self._make_action(
            N_("Revie&w this game…"),
            lambda: self.game_lines.review_game(None),
            "Ctrl+R",
            N_("Replay the game move by move, every hand face up, your moves valued against the best"),
        )
        self.copy_line_action = self._make_action(
            N_("Co&py this game as a line"),
            self.game_lines.copy_game_line,
            None,
            N_("Put the game on the clipboard as one line of text (variant, rules, deal and moves): a bug report"),
        )
        self.fair_deal_action = self._make_action(
            N_("&Fair deal…"),
            self.deals.show_fair_deal,
            None,
            N_("The commitment sealed before this deal and, once the game is over, the proof that the deal was fair"),
        )
        self.open_line_action = self._make_action(
            N_("&Open a game line…"),
            self.game_lines.open_game_line,
            None,
            N_("Paste a game line to replay it move by move and review it"),
        )
        self.variants_action = self._make_action(
            N_("&Variants…"), self.choose_variant, None, N_("Choose the variant, the players and the house rules")
        )
        self.undo_action = self._make_action(
            N_("&Undo"),
            self.controller.taking_back.undo,
            QKeySequence.StandardKey.Undo,
            N_("Take back your last move and the computer's reply"),
            self._icon(("edit-undo",), pixmap.SP_ArrowBack),
        )
        self.redo_action = self._make_action(
            N_("Re&do"),
            self.controller.taking_back.redo,
            "Ctrl+Shift+Z",
            N_("Play again the moves the last undo took back"),
            self._icon(("edit-redo",), pixmap.SP_ArrowForward),
        )
        self.stats_action = self._make_action(
            N_("&Statistics…"), self.show_statistics, None, N_("Games and matches won, streaks and records")
        )
        self.hint_action = self._make_action(
            N_("&Hint"),
            self.controller.hints.ask,
            "H",
            N_("Show the move the strongest computer level would play"),
            self._icon(("games-hint", "help-hint", "help-contextual"), pixmap.SP_MessageBoxQuestion),
        )
        self.coach_action = self._make_action(
            N_("&Coach"),
            lambda: self.controller.set_coach(self.coach_action.isChecked()),
            "Ctrl+K",
            N_("Show every move you can make with what it is worth"),
            self._icon(("games-solve", "view-list-details", "view-list-text"), pixmap.SP_FileDialogDetailedView),
        )
        self.coach_action.setCheckable(True)
        self.coach_action.setChecked(self.settings.coach)
        self.pass_action = self._make_action(
            N_("Let the computer &lead"),
            self.controller.pass_lead,
            "Ctrl+L",
            N_("Pass the first lead of the match to the computer"),
        )
        self.quit_action = self._make_action(N_("&Quit"), self.close, QKeySequence.StandardKey.Quit, N_("Quit Cassino"))
        self.side_panel_action = self.dock.toggleViewAction()
        self.side_panel_action.setShortcut(QKeySequence("Ctrl+D"))
        # The dock sets this action's text to its own title whenever that changes: retranslate says the dock first.
        self._remember(
            self.side_panel_action,
            N_("Show the side &panel"),
            N_("Show or hide the moves, the score sheet and the coach"),
            tooltip=True,
        )
        self.full_screen_action = self._make_action(
            N_("&Full screen"),
            lambda: self.screen_fit.toggle_full_screen(),
            "F11",
            N_("Fill the screen with the table"),
        )
        self.full_screen_action.setCheckable(True)
        self.configure_action = self._make_action(
            N_("&Configure Cassino…"),
            self.configure,
            "Ctrl+,",
            N_("Difficulty, animation, card deck, card back, undo and who leads, in one place"),
            self._icon(("configure", "preferences-system"), pixmap.SP_FileDialogContentsView),
        )

    def _build_menus(self) -> None:
        self._menu_titles: list[tuple[QMenu, str]] = []
        self._radio_menus: list[tuple[QMenu, Callable[[str], str]]] = []
        bar = self.menuBar()
        game = self._menu(bar, N_("&Game"))
        for action in (self.new_action, self.daily_action, self.restart_action, self.next_action, self.review_action):
            game.addAction(action)
        game.addSeparator()
        game.addAction(self.undo_action)
        game.addAction(self.redo_action)
        game.addSeparator()
        for action in (self.hint_action, self.coach_action, self.pass_action):
            game.addAction(action)
        game.addSeparator()
        game.addAction(self.fair_deal_action)
        game.addAction(self.copy_line_action)
        game.addAction(self.open_line_action)
        game.addSeparator()
        game.addAction(self.variants_action)
        game.addAction(self.stats_action)
        game.addSeparator()
        game.addAction(self.quit_action)

        view = self._menu(bar, N_("&View"))
        view.addAction(self.side_panel_action)
        self.toolbar_action = QAction(self)  # the toolbar's own action, once it exists
        self._remember(self.toolbar_action, N_("Show the &toolbar"))
        view.addAction(self.toolbar_action)
        view.addSeparator()
        pace = self._menu(view, N_("&Others' moves"))
        self._radio_menu(pace, list(PACES), self.settings.pace, self.effects.set_pace, pace_name)
        self.pace_menu = pace
        view.addSeparator()
        view.addAction(self.full_screen_action)

        settings = self._menu(bar, N_("&Settings"))
        settings.addAction(self.configure_action)
        settings.addSeparator()
        difficulty = self._menu(settings, N_("&Difficulty"))
        self._radio_menu(difficulty, list(LEVELS), self.settings.difficulty, self.effects.set_difficulty, level_name)
        self.difficulty_menu = difficulty
        speed = self._menu(settings, N_("&Animation speed"))
        self._radio_menu(speed, list(ANIMATION_SPEEDS), self.settings.speed, self.effects.set_speed, speed_name)
        self.speed_menu = speed
        backs = self._menu(settings, N_("Card &back"))
        self._radio_menu(backs, list(BACK_COLORS), self.settings.back_color, self.effects.set_back, back_color_name)
        self.back_menu = backs
        self.allow_undo_action = QAction(self)
        self._remember(
            self.allow_undo_action,
            N_("Allow &undo"),
            N_("Let moves be taken back (statistics note games played with undo)"),
        )
        self.allow_undo_action.setCheckable(True)
        self.allow_undo_action.setChecked(self.settings.undo_allowed)
        self.allow_undo_action.toggled.connect(self._set_undo_allowed)
        settings.addAction(self.allow_undo_action)
        themes = self._menu(settings, N_("Card d&eck"))
        found = find_svg_themes()
        names = [*BUILTIN_DECKS, *(name for name, _path in found)]
        self._theme_paths: dict[str, str | None] = dict.fromkeys(BUILTIN_DECKS)
        self._theme_paths.update({name: str(path) for name, path in found})
        current = deck_name(self.settings.theme)
        current = current if current in self._theme_paths else "Classic"
        self._radio_menu(themes, names, current, self._set_theme, deck_title)
        self.theme_menu = themes

        help_menu = self._menu(bar, N_("&Help"))
        help_menu.addAction(
            self._make_action(
                N_("&How to play"),
                self.show_rules,
                QKeySequence.StandardKey.HelpContents,
                N_("The rules of the chosen variant and the controls"),
            )
        )
        help_menu.addAction(self._make_action(N_("&About Cassino"), lambda: show_about(self)))

    def _build_toolbar(self) -> None:
        """KPatience's toolbar: New, Undo, Redo, Hint and the coach, the commands used every game."""
        bar = QToolBar(_("Toolbar"), self)
        bar.setObjectName("main-toolbar")
        bar.setMovable(False)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        for action in (self.new_action, self.undo_action, self.redo_action, self.hint_action, self.coach_action):
            bar.addAction(action)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        self.toolbar = bar
        self.toolbar_action.setCheckable(True)
        self.toolbar_action.setChecked(True)
        self.toolbar_action.toggled.connect(bar.setVisible)
        bar.visibilityChanged.connect(self.toolbar_action.setChecked)

    def _radio_menu(
        self, menu: QMenu, keys: list[str], current: str, choose: Callable[[str], None], name: Callable[[str], str]
    ) -> None:
        """One checkable action per key (its ``data``), named by ``name`` in the language in use."""
        group = QActionGroup(menu)
        group.setExclusive(True)
        for key in keys:
            action = QAction(name(key), menu)
            action.setData(key)
            action.setCheckable(True)
            action.setChecked(key == current)
            action.triggered.connect(lambda _checked=False, k=key: choose(k))
            group.addAction(action)
            menu.addAction(action)
        self._radio_menus.append((menu, name))

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
        self.toolbar.setWindowTitle(_("Toolbar"))
        for action, text, tip, tooltip in self._action_words:
            self._say(action, text, tip, tooltip)
        for menu, title in self._menu_titles:
            menu.setTitle(_(title))
        for menu, name in self._radio_menus:
            for action in menu.actions():
                if action.isCheckable():
                    action.setText(name(str(action.data())))
        only_builtin = len(self._theme_paths) == len(BUILTIN_DECKS)
        self.theme_menu.setToolTip(
            _("No SVG card decks are installed; the built-in deck is used") if only_builtin else ""
        )
        self._words_for = None  # the move buttons' words are said again by the next _refresh
        self._retranslate_qt_buttons()

    def _retranslate_qt_buttons(self) -> None:
        """Qt's own buttons (the dock's, the tab arrows, the bars' "more" buttons) name themselves only when made."""
        dock_buttons = (
            (
                "qt_dockwidget_closebutton",
                translate_in("QDockWidget", "Close"),
                translate_in("QDockWidget", "Closes the dock widget"),
            ),
            (
                "qt_dockwidget_floatbutton",
                translate_in("QDockWidget", "Float"),
                translate_in("QDockWidget", "Undocks and re-attaches the dock widget"),
            ),
        )
        for name, text, description in dock_buttons:
            button = self.dock.findChild(QAbstractButton, name)
            if button is not None:
                button.setAccessibleName(text)
                button.setAccessibleDescription(description)
        arrows = (
            ("ScrollLeftButton", translate_in("QTabBar", "Scroll Left")),
            ("ScrollRightButton", translate_in("QTabBar", "Scroll Right")),
        )
        for name, text in arrows:
            arrow = self.side_tabs.tabBar().findChild(QAbstractButton, name)
            if arrow is not None:
                arrow.setAccessibleName(text)
        unnamed = (  # buttons Qt draws without a word for a screen reader
            (self.menuBar(), "qt_menubar_ext_button", _("More menus")),
            (self.toolbar, "qt_toolbar_ext_button", _("More tools")),
            (self.score_sheet, "qt_tableview_cornerbutton", _("Select the whole score sheet")),
        )
        for parent, name, text in unnamed:
            button = parent.findChild(QAbstractButton, name)
            if button is not None:
                button.setAccessibleName(text)

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
        self.pass_screen.taken.connect(controller.take_screen)
        # The table's own sentences: why Enter did nothing, and the like.
        self.scene.notice.connect(lambda text: self.status_line.showMessage(text, 6000))
        self.scene.peeked.connect(self._say_peeked)
        self.capture_button.clicked.connect(lambda: self.scene.play_selected(CAPTURE))
        self.build_button.clicked.connect(lambda: self.scene.play_selected(BUILD))
        self.trail_button.clicked.connect(lambda: controller.play_trail())

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
        self._set_button_words(session.variant)
        playable = self.controller.playable_kinds()
        self.capture_button.setEnabled(playable[CAPTURE])
        self.build_button.setEnabled(playable[BUILD])
        self.trail_button.setEnabled(playable[TRAIL])
        self.hint_action.setEnabled(self.controller.my_turn)  # not over the resume question, nor at game over
        self.pass_action.setEnabled(session.can_pass_lead())
        self.next_action.setEnabled(session.state.over and not session.match.is_over())
        self.review_action.setEnabled(session.state.over and bool(session.current_moves))
        daily = self.controller.recorder.daily_refusal()  # the daily deal's counted try is played as it falls
        undo = self.settings.undo_allowed and session.can_undo(self.controller.at_screen)
        self.undo_action.setEnabled(undo and not daily)
        self.redo_action.setEnabled(self.settings.undo_allowed and session.can_redo())
        self.restart_action.setEnabled(self.controller.started and session.can_restart_deal() and not daily)
        for action in (self.undo_action, self.restart_action):
            self._say_why_off(action, daily)

    def _say_why_off(self, action: QAction, why: str) -> None:
        """A command greyed out for a reason the player may not guess says it as its tips; otherwise its usual tips."""
        if why:
            if action.statusTip() != why:
                action.setStatusTip(why)
                action.setToolTip(why)
            return
        for said, text, tip, tooltip in self._action_words:
            if said is action and action.statusTip() != _(tip):
                self._say(action, text, tip, tooltip)

    def _describe_table(self, state: GameState) -> None:
        """Tell a screen reader what is on the felt: the cards are drawn, so the view says them in words."""
        words = table_description(state, self.controller.viewpoint)
        if words != self.view.accessibleDescription():
            self.view.setAccessibleDescription(words)
            QAccessible.updateAccessibility(QAccessibleEvent(self.view, QAccessible.Event.DescriptionChanged))

    def _set_button_words(self, variant: Variant) -> None:
        """Clearance speaks of Take, Build a group and Drop; the other variants of Capture, Build and Trail."""
        if self._words_for is variant:
            return
        self._words_for = variant
        if is_clearance(variant):
            said = {
                self.capture_button: _("Take the selected group with the selected hand card"),
                self.build_button: _("Form one group of the selected hand card and table cards"),
                self.trail_button: _("Drop the selected hand card on the table"),
            }
        else:
            said = {
                self.capture_button: _("Take the selected table cards with the selected hand card"),
                self.build_button: _("Build the selected hand card onto the selected table cards"),
                self.trail_button: _("Lay the selected hand card on the table"),
            }
        kinds = {self.capture_button: CAPTURE, self.build_button: BUILD, self.trail_button: TRAIL}
        for button, tip in said.items():
            button.setText(button_text(kinds[button], variant))
            button.setToolTip(tip)

    # ------------------------------------------------------------------ commands

    def choose_variant(self) -> None:
        session = self.session
        dialog = VariantDialog(session.variant, self, opponents=session.players - 1, seating=session.seating)
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
            self._tick(self.difficulty_menu, seating.level(1))
        self.deals.new_match(variant, players)

    def show_statistics(self) -> None:
        dialog = StatsDialog(self.controller.recorder.stats, self.session.variant.name, self)
        dialog.changed.connect(self.controller.recorder.save_stats)
        dialog.exec()

    def show_rules(self) -> None:
        RulesDialog(self.session.variant, self).exec()

    def configure(self) -> None:
        """The settings in one dialog (Ctrl+,); the Settings submenus stay as shortcuts."""
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
            self._set_theme(s.theme)
        if "felt" in changed:
            self._lay_felt(s.felt)
        if s.undo_allowed != self.allow_undo_action.isChecked():
            self.allow_undo_action.setChecked(s.undo_allowed)
        if "computer_leads" in changed and s.computer_leads and self.session.can_pass_lead():
            # Before the first move of a match it applies at once; otherwise from the next match.
            self.controller.pass_lead()
        self._tick(self.difficulty_menu, s.difficulty)
        self._tick(self.speed_menu, s.speed)
        self._tick(self.pace_menu, s.pace)
        self._tick(self.back_menu, s.back_color)
        self._tick(self.theme_menu, deck_name(s.theme))
        self._refresh()

    @staticmethod
    def _tick(menu: QMenu, key: str) -> None:
        """Tick the choice of ``key`` (the setting's value) in one of the Settings submenus."""
        for action in menu.actions():
            if action.isCheckable():
                action.setChecked(action.data() == key)

    def _lay_felt(self, name: str) -> None:
        """The table's felt, and the score bar above it in the felt's edge colour."""
        self.scene.set_felt(name)
        bar = FELTS.get(name, FELTS["Green"])[1].name()
        self.pass_screen.set_felt(bar)
        self.tally_bar.setStyleSheet(f"#tally {{ background: {bar}; }} QLabel {{ color: #eef5ee; padding: 4px 10px; }}")

    def _set_theme(self, name: str) -> None:
        self.effects.set_theme(name, self._theme_paths.get(name))

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
        for review in self.findChildren(ReviewDialog):
            review.close()  # its search stops before the window goes
        self.settings.set_geometry(self.saveGeometry() if not self.isFullScreen() else QByteArray())
        self.settings.sync()
        self.controller.shutdown()
        super().closeEvent(event)
