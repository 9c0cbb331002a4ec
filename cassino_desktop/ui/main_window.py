"""The main window: the chrome around the table (menus, toolbar, side panel, status line).

The game's flow (turns, the computer's answers, hints, the coach, the end of
a game, saving) lives in ``TableController``; the window builds the widgets,
asks the player before anything is thrown away, and shows what the
controller says. It sizes itself from the screen it opens on, so the whole
table fits a 1024×600 laptop as well as a 4K monitor.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import QByteArray, QEvent, QRect, Qt, QTimer
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAction,
    QActionGroup,
    QCloseEvent,
    QGuiApplication,
    QIcon,
    QKeySequence,
    QShowEvent,
    QStatusTipEvent,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QDockWidget,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QMenuBar,
    QMessageBox,
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
    Card,
    GameLineError,
    GameState,
    MatchPlay,
    Variant,
    read_game_line,
)
from ..engine import daily_deal as daily_deals
from ..engine.game_line import FORMAT as GAME_LINE_FORMAT
from ..savegame import SavedMatch
from ..seating import Seating, usual_seat_names
from ..stats import Statistics
from .about import show_about
from .builtin_deck import BACK_COLORS, BUILTIN_DECKS, back_color_name, deck_title
from .card_pixmaps import CardPixmapCache
from .deck_themes import deck_name, find_svg_themes, load_theme
from .fair_deal_dialog import FairDealDialog, deal_report, deal_verdict
from .game_over_dialog import GameOverDialog
from .i18n import N_, choose_language, is_language_change, translate_in, translator
from .message_bar import MessageBar
from .pace import PACES, pace_name
from .pass_screen import PassScreen
from .persistence import SaveStore
from .review_dialog import ReviewDialog
from .rules_dialog import RulesDialog
from .scene import ANIMATION_SPEEDS, FELTS, TableScene, speed_name
from .score_model import ScoreModel, ScoreSheet
from .session import GameSession
from .settings import Settings
from .settings_dialog import SettingsDialog
from .stats_dialog import StatsDialog, StatsStore
from .table_controller import CoachLine, TableController, is_clearance, tally_text
from .table_layout import table_description
from .variant_dialog import VariantDialog
from .window_parts import FittingLabel, StatusLine, TableView
from .words import button_text, full_title, level_name, score_names, seat_names, variant_title
from .worker import AiController

_ = translator("main_window")

WINDOW_SHARE = 0.88
"""How much of a big screen's free area the first window takes: room to see the desktop, the table large."""
SMALL_SCREEN_HEIGHT = 900
"""On a screen with less free height than this the first window opens maximized: every pixel goes to the cards."""
ROOMY_WINDOW_WIDTH = 1400
"""A first window this wide opens with the side panel; a narrower one leaves the width to the cards (View shows it)."""
SIDE_PANEL_SHARE = 0.22
"""The side panel's share of the window's width when it first opens."""
SIDE_PANEL_MAX_SHARE = 0.3
"""The most the panel takes at first to show the score sheet whole; the table keeps the rest."""
SIDE_PANEL_MIN_WIDTH = 220
"""Narrower than this, the move log and the score sheet stop being readable."""
ALT_LETTER_IN_BRACKETS = re.compile(r"\s*\(&\w\)")
"""A non-Latin translation's Alt letter, "नई बाज़ी (&N)": a toolbar button, pressed by no letter, shows it not."""
STATUS_TIP_MS = 4000
"""How long a hovered command's status tip stays on the status line."""
TAB_TITLES = (N_("Moves"), N_("Score sheet"), N_("Coach"))
"""The side panel's tabs, in order: the move log, the score sheet, the coach's list."""


def resume_question(saved: SavedMatch, play: MatchPlay) -> str:
    """The question that offers a saved match: its variant, the game in play, and who stands where."""
    seats = saved.seats.names if saved.seats else usual_seat_names(play.players)
    names = score_names(play.variant, seat_names(seats))
    totals = ", ".join(f"{name}\u00a0{total}" for name, total in zip(names, play.match.totals(), strict=True))
    return _(
        "You have a match of {variant} in progress: game {number} is being played, and the games before it "
        "stand at {totals}. Resume it?"
    ).format(variant=variant_title(play.variant), number=len(saved.games) + 1, totals=totals)


def abandon_question(variant: Variant, people: int = 1, players: int = 2) -> str:
    """Whether to give up the game on the table for a new match (or game) of ``variant``, with the table said."""
    title = full_title(variant)
    match = variant.match_target is not None
    if people > 1 and players > people:
        text = (
            _(
                "Abandon this game and start a match of {title} for {people} people and %n computer(s)?",
                n=players - people,
            )
            if match
            else _(
                "Abandon this game and start a game of {title} for {people} people and %n computer(s)?",
                n=players - people,
            )
        )
    elif people > 1:
        text = (
            _("Abandon this game and start a match of {title} for %n people?", n=people)
            if match
            else _("Abandon this game and start a game of {title} for %n people?", n=people)
        )
    elif not variant.partnerships and players > 2:
        text = (
            _("Abandon this game and start a match of {title} with %n computer opponent(s)?", n=players - 1)
            if match
            else _("Abandon this game and start a game of {title} with %n computer opponent(s)?", n=players - 1)
        )
    else:
        text = (
            _("Abandon this game and start a match of {title}?")
            if match
            else _("Abandon this game and start a game of {title}?")
        )
    return text.format(title=title, people=people)


def initial_geometry(available: QRect, share: float = WINDOW_SHARE) -> QRect:
    """The first window: a share of the screen's free area, centred on it."""
    rect = QRect(0, 0, int(available.width() * share), int(available.height() * share))
    rect.moveCenter(available.center())
    return rect


def fitted_geometry(frame: QRect, available: QRect) -> QRect:
    """``frame`` shrunk to fit ``available`` and moved inside it (a geometry saved on a bigger monitor)."""
    width = min(frame.width(), available.width())
    height = min(frame.height(), available.height())
    x = min(max(frame.x(), available.x()), available.x() + available.width() - width)
    y = min(max(frame.y(), available.y()), available.y() + available.height() - height)
    return QRect(x, y, width, height)


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

        With ``deal`` False the table stays empty until ``offer_resume`` (or ``begin``)
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
        self._before_full_screen = (False, QRect())  # maximised, and the geometry, as full screen found the window

        self.status_line = StatusLine(self)
        self.setStatusBar(self.status_line)
        self._build_central()
        self._build_docks()
        self._build_actions()
        self._build_menus()
        self._build_toolbar()
        self.retranslate()
        self._built = True
        self._connect()
        self._place_on_screen()
        # What was found wrong with the player's files is shown whole above the table, until closed.
        for message in (self.settings.problem, stats_problem, problem):
            if message:
                self.show_file_message(message)
        for store in (stats_store, save_store):
            if store is not None:
                store.listeners.append(self.show_file_message)
        self._refresh()
        if deal:
            self.begin()

    # ------------------------------------------------------------------ what tests and the app reach

    @property
    def save_store(self) -> SaveStore | None:
        return self.controller.save_store

    @property
    def stats(self) -> Statistics:
        return self.controller.stats

    @property
    def chooser(self) -> QMenu | None:
        """The menu open when one drop could mean several moves."""
        return self.controller.chooser

    @property
    def game_over_dialog(self) -> GameOverDialog | None:
        return self.controller.game_over_dialog

    def begin(self) -> None:
        """Deal the first game onto the empty table (cut by the player first, if Settings say so)."""
        if not self.controller.started:
            if self.settings.cut_by_hand and self.session.play.commitment(0) is not None:
                self.session.deal_fairly_again()  # it was sealed and cut at random before the window was up
            self.controller.start_game(deal=True)

    def play_intent(self, card: Card, table_cards: tuple[Card, ...], kind: str | None) -> None:
        self.controller.play_intent(card, table_cards, kind)

    def play_trail(self) -> None:
        self.controller.play_trail()

    def ask_hint(self) -> None:
        self.controller.ask_hint()

    def undo(self) -> None:
        self.controller.undo()

    def next_game(self) -> None:
        self.controller.next_game()

    def start_from(self, state: GameState) -> None:
        self.controller.start_from(state)

    def pass_lead(self) -> None:
        self.controller.pass_lead()

    def start_saving(self) -> None:
        self.controller.start_saving()

    def resume_saved(self, saved: SavedMatch | MatchPlay, seating: Seating | None = None) -> bool:
        return self.controller.resume_saved(saved, seating)

    # ------------------------------------------------------------------ building

    def _build_central(self) -> None:
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.message_bar = MessageBar()
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
        self.coach_list = QListWidget()
        self.coach_list.setWordWrap(True)
        self.coach_list.itemActivated.connect(self._coach_pick)
        self.coach_list.itemClicked.connect(self._coach_pick)
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
            self.new_match,
            "F2",
            N_("Deal a new match"),
            self._icon(("document-new", "view-refresh"), pixmap.SP_FileIcon),
        )
        self.daily_action = self._make_action(
            N_("Dail&y deal"),
            self.daily_deal,
            None,
            N_("Today's deal, the same for everyone: one game of Advanced, and only the day's first try counts"),
        )
        self.restart_action = self._make_action(
            N_("&Restart this deal"),
            self.restart_deal,
            "F5",
            N_("Deal this game again, the same cards"),
            self._icon(("view-refresh",), pixmap.SP_BrowserReload),
        )
        self.next_action = self._make_action(
            N_("Ne&xt game"), self.next_game, "F3", N_("Deal the next game of the match")
        )
        self.review_action = self._make_action(
            N_("Revie&w this game…"),
            lambda: self.review_game(None),
            "Ctrl+R",
            N_("Replay the game move by move, every hand face up, your moves valued against the best"),
        )
        self.copy_line_action = self._make_action(
            N_("Co&py this game as a line"),
            self.copy_game_line,
            None,
            N_("Put the game on the clipboard as one line of text (variant, rules, deal and moves): a bug report"),
        )
        self.fair_deal_action = self._make_action(
            N_("&Fair deal…"),
            self.show_fair_deal,
            None,
            N_("The commitment sealed before this deal and, once the game is over, the proof that the deal was fair"),
        )
        self.open_line_action = self._make_action(
            N_("&Open a game line…"),
            self.open_game_line,
            None,
            N_("Paste a game line to replay it move by move and review it"),
        )
        self.variants_action = self._make_action(
            N_("&Variants…"), self.choose_variant, None, N_("Choose the variant, the players and the house rules")
        )
        self.undo_action = self._make_action(
            N_("&Undo"),
            self.undo,
            QKeySequence.StandardKey.Undo,
            N_("Take back your last move and the computer's reply"),
            self._icon(("edit-undo",), pixmap.SP_ArrowBack),
        )
        self.redo_action = self._make_action(
            N_("Re&do"),
            self.redo,
            "Ctrl+Shift+Z",
            N_("Play again the moves the last undo took back"),
            self._icon(("edit-redo",), pixmap.SP_ArrowForward),
        )
        self.stats_action = self._make_action(
            N_("&Statistics…"), self.show_statistics, None, N_("Games and matches won, streaks and records")
        )
        self.hint_action = self._make_action(
            N_("&Hint"),
            self.ask_hint,
            "H",
            N_("Show the move the strongest computer level would play"),
            self._icon(("games-hint", "help-hint", "help-contextual"), pixmap.SP_MessageBoxQuestion),
        )
        self.coach_action = self._make_action(
            N_("&Coach"),
            self._toggle_coach,
            "Ctrl+K",
            N_("Show every move you can make with what it is worth"),
            self._icon(("games-solve", "view-list-details", "view-list-text"), pixmap.SP_FileDialogDetailedView),
        )
        self.coach_action.setCheckable(True)
        self.coach_action.setChecked(self.settings.coach)
        self.pass_action = self._make_action(
            N_("Let the computer &lead"),
            self.pass_lead,
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
            N_("&Full screen"), self.toggle_full_screen, "F11", N_("Fill the screen with the table")
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
        self._radio_menu(pace, list(PACES), self.settings.pace, self._set_pace, pace_name)
        self.pace_menu = pace
        view.addSeparator()
        view.addAction(self.full_screen_action)

        settings = self._menu(bar, N_("&Settings"))
        settings.addAction(self.configure_action)
        settings.addSeparator()
        difficulty = self._menu(settings, N_("&Difficulty"))
        self._radio_menu(difficulty, list(LEVELS), self.settings.difficulty, self._set_difficulty, level_name)
        self.difficulty_menu = difficulty
        speed = self._menu(settings, N_("&Animation speed"))
        self._radio_menu(speed, list(ANIMATION_SPEEDS), self.settings.speed, self._set_speed, speed_name)
        self.speed_menu = speed
        backs = self._menu(settings, N_("Card &back"))
        self._radio_menu(backs, list(BACK_COLORS), self.settings.back_color, self._set_back, back_color_name)
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
            self._show_coach([])  # the usual line, in the new words, if the coach has no list to say again
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
        controller.coachChanged.connect(self._show_coach)
        self._show_coach([])
        controller.reviewWanted.connect(self.review_game)
        self.score_sheet.reviewAsked.connect(self.review_game)
        controller.coachFocus.connect(self._show_coach_tab)
        controller.passWanted.connect(self._cover_table)
        controller.passDone.connect(self._uncover_table)
        self.pass_screen.taken.connect(controller.take_screen)
        # The table's own sentences: why Enter did nothing, and the like.
        self.scene.notice.connect(lambda text: self.status_line.showMessage(text, 6000))
        self.scene.peeked.connect(self._say_peeked)
        self.capture_button.clicked.connect(lambda: controller.play_selected(CAPTURE))
        self.build_button.clicked.connect(lambda: controller.play_selected(BUILD))
        self.trail_button.clicked.connect(lambda: controller.play_trail())
        self.dock.visibilityChanged.connect(self._remember_side_panel)
        self.side_panel_action.triggered.connect(self._side_panel_chosen)

    # ------------------------------------------------------------------ the screen

    def _available(self) -> QRect:
        screen = self.screen() or QGuiApplication.primaryScreen()
        return screen.availableGeometry()

    def _place_on_screen(self) -> None:
        """Size the first window from the screen; a remembered geometry is kept only as far as it fits."""
        available = self._available()
        small = available.height() < SMALL_SCREEN_HEIGHT
        self.setGeometry(available if small else initial_geometry(available))
        saved = self.settings.geometry()
        if saved is not None and self.restoreGeometry(saved):
            screen = QGuiApplication.screenAt(self.geometry().center()) or self.screen()
            here = screen.availableGeometry() if screen is not None else available
            if not here.contains(self.geometry()):
                self.setGeometry(fitted_geometry(self.geometry(), here))
        elif small:
            self.setWindowState(Qt.WindowState.WindowMaximized)
        panel = self.settings.side_panel
        self.dock.setVisible(self.width() >= ROOMY_WINDOW_WIDTH if panel is None else panel)
        self._size_side_panel()

    def _size_side_panel(self) -> None:
        """A share of the window, widened (up to a cap) until the score sheet shows every name and column."""
        sheet = self.score_sheet.sizeHint().width() + self.score_sheet.verticalScrollBar().sizeHint().width() + 16
        readable = min(sheet, int(self.width() * SIDE_PANEL_MAX_SHARE))
        width = max(SIDE_PANEL_MIN_WIDTH, int(self.width() * SIDE_PANEL_SHARE), readable)
        self.resizeDocks([self.dock], [width], Qt.Orientation.Horizontal)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._placed:
            return
        self._placed = True
        self._size_side_panel()
        QTimer.singleShot(0, self._keep_frame_on_screen)
        QTimer.singleShot(0, self.controller.table_shown)  # a computer leading plays on a table seen first

    def _keep_frame_on_screen(self) -> None:
        """Once the frame's size is known, the whole window, title bar included, lies on the screen."""
        if self.isFullScreen() or self.isMaximized():
            return
        frame, available = self.frameGeometry(), self._available()
        if available.contains(frame):
            return
        fitted = fitted_geometry(frame, available)
        extra_width, extra_height = frame.width() - self.width(), frame.height() - self.height()
        self.resize(max(1, fitted.width() - extra_width), max(1, fitted.height() - extra_height))
        self.move(fitted.topLeft())

    def toggle_full_screen(self) -> None:
        """F11: the table fills the screen; again, the window is back exactly as it was, maximised or not."""
        if self.isFullScreen():
            maximized, geometry = self._before_full_screen
            if maximized:
                self.showMaximized()
            else:
                self.showNormal()  # showNormal alone forgets a maximised window: it comes back small
                if geometry.isValid():  # none when full screen came from elsewhere than F11
                    self.setGeometry(geometry)
        else:
            self._before_full_screen = (self.isMaximized(), self.geometry())
            self.showFullScreen()
        self.full_screen_action.setChecked(self.isFullScreen())

    def _side_panel_chosen(self, shown: bool) -> None:
        if shown:  # brought back from the View menu: wide enough for the score sheet again
            self._size_side_panel()

    def _remember_side_panel(self, visible: bool) -> None:
        if self.isVisible():  # not the dock hidden with the window as it closes
            self.settings.side_panel = visible

    # ------------------------------------------------------------------ showing what the controller says

    def show_file_message(self, text: str) -> None:
        """A sentence about the player's files: in full in the message bar, until the player closes it."""
        self.message_bar.show_message(text)

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

    def _show_coach(self, lines: list[CoachLine]) -> None:
        if not lines:  # an empty tab would look broken
            if self.controller.coach_on:
                lines = [CoachLine(_("The coach weighs your moves when it is your turn."))]
            else:
                lines = [CoachLine(_("The coach is off: Game ▸ Coach (Ctrl+K) turns it on."))]
        self.coach_list.clear()
        for line in lines:
            item = QListWidgetItem(line.text)
            if line.move:
                item.setData(Qt.ItemDataRole.UserRole, line.move)
            if line.tip:
                item.setToolTip(line.tip)
            self.coach_list.addItem(item)

    def _show_coach_tab(self) -> None:
        """The coach has just been turned on: its list is shown, the side panel too if it was hidden."""
        if not self.dock.isVisible():
            self.dock.show()
            self._size_side_panel()
        self.side_tabs.setCurrentWidget(self.coach_list)

    def _coach_pick(self, item: QListWidgetItem) -> None:
        text = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(text, str):
            self.controller.coach_pick(text)
            self.view.setFocus()  # Enter now plays the move picked

    def _toggle_coach(self) -> None:
        self.controller.set_coach(self.coach_action.isChecked())

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
        self.score_label.setText(self.controller.score_text())
        self._set_button_words(session.variant)
        playable = self.controller.playable_kinds()
        self.capture_button.setEnabled(playable[CAPTURE])
        self.build_button.setEnabled(playable[BUILD])
        self.trail_button.setEnabled(playable[TRAIL])
        self.hint_action.setEnabled(self.controller.my_turn)  # not over the resume question, nor at game over
        self.pass_action.setEnabled(session.can_pass_lead())
        self.next_action.setEnabled(session.state.over and not session.match.is_over())
        self.review_action.setEnabled(session.state.over and bool(session.current_moves))
        daily = self.controller.daily_refusal()  # the daily deal's counted try is played as it falls
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

    def _confirm_abandon(self, question: str) -> bool:
        """Ask before a game in progress is thrown away; a game begun and given up counts as lost.

        The daily deal's counted try is asked about even before its first move: leaving it loses the day.
        """
        if self.controller.daily_counts():
            question += "\n\n" + _("This is your counted try at the daily deal: leaving it counts the day as lost.")
        elif not self.controller.game_under_way():
            return True
        answer = QMessageBox.question(self, _("Cassino"), question + "\n\n" + _("A game given up counts as lost."))
        return answer == QMessageBox.StandardButton.Yes

    def new_match(self, variant: Variant | None = None, players: int | None = None) -> None:
        """F2, the toolbar, the menu: ask first if a game is under way. With a variant, the caller has asked."""
        if self.session.variant.match_target is not None:
            question = _("Abandon this game and deal a new match?")
        else:
            question = _("Abandon this game and deal a new game?")
        if variant is None and not self._confirm_abandon(question):
            return
        self.controller.abandon_game()
        self.controller.new_match(variant, players)

    def daily_deal(self) -> None:
        """Game ▸ Daily deal: ask first if a game is under way; say so when today's try has been counted."""
        today = daily_deals.today()
        if self.session.match.daily == today and self.controller.daily_counts():
            self.status_line.showMessage(_("Today's daily deal is on the table: this is your counted try."), 6000)
            return
        if not self._confirm_abandon(_("Abandon this game and deal today's daily deal?")):
            return
        counted = self.controller.stats.daily.counts_today(today)
        self.controller.abandon_game()
        self.controller.daily_deal(today)
        if not counted:
            self.status_line.showMessage(
                _("You have played today's daily deal: this replay does not count in Statistics."), 8000
            )

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
        if not self._confirm_abandon(abandon_question(variant, len(seating.people), players)):
            return
        self.settings.set_ruled_variant(variant)
        self.settings.opponents = players - 1
        self.settings.set_seating(seating)
        if seating.usual:  # the computers' one level is the Difficulty too
            self.settings.difficulty = seating.level(1)
            self._tick(self.difficulty_menu, seating.level(1))
        self.new_match(variant, players)

    def redo(self) -> None:
        self.controller.redo()

    def restart_deal(self) -> None:
        """Deal this game again, the same cards (F5); asks first if moves were made."""
        if not self.controller.started or not self.session.can_restart_deal():
            return
        if self.session.moves_this_game > 0:
            answer = QMessageBox.question(
                self, _("Cassino"), _("Deal this game again from the start? Its moves so far are lost.")
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        self.controller.restart_deal()

    def review_game(self, index: int | None) -> ReviewDialog | None:
        """Open the review of game ``index`` (from 0) of the match, or of the finished game on the table (None)."""
        record = self.controller.game_record(index)
        if record is None:
            self.status_line.showMessage(_("Only a finished game can be reviewed."), 5000)
            return None
        number, start, moves = record
        variant, play, session = self.session.variant, self.session.play, self.session
        fair = play.saveable
        deal, seed = (play.revealed_deal(number), play.match.game_seed(number)) if fair else (None, 0)
        seats = (self.controller.at_screen,)  # the moves of the person at the screen, valued for them
        # The dialog stays open while the language may change: its title and verdict are said anew, the seats'
        # names go in English, and who is "You" and "the computer" goes by seat, never by a name.
        dialog = ReviewDialog(
            lambda: _("{title}, game {number}").format(title=full_title(variant), number=number + 1),
            start,
            moves,
            self.cache,
            seats,
            parent=self,
            deal_words=(lambda: deal_verdict(deal, seed, start)) if fair else "",
            names=session.seating.names,
            you=session.you_seat,
            computer=session.computer_seat,
        )
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()  # the keys go to the review, not to the table behind it
        return dialog

    def _game_on_table(self) -> int:
        """The number (from 0) of the game on the table, finished or not."""
        play = self.session.play
        return play.match.game_number - (1 if play.state.over else 0)

    def show_fair_deal(self) -> FairDealDialog:
        """How the game on the table was dealt: its commitment, and once it is over the proof."""
        dialog = FairDealDialog(deal_report(self.session.play, self._game_on_table()), self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def copy_game_line(self) -> str | None:
        """The game on the table, as far as it has gone, onto the clipboard as one line of text."""
        play = self.session.play
        try:
            line = play.line_of(self._game_on_table())
        except ValueError as err:
            self.status_line.showMessage(_("This game cannot be written as a line: {reason}.").format(reason=err), 6000)
            return None
        QGuiApplication.clipboard().setText(line)
        self.status_line.showMessage(
            _(
                "The game is on the clipboard as one line: paste it into a bug report, or open it with Game ▸ "
                "Open a game line."
            ),
            8000,
        )
        return line

    def open_game_line(self, text: str | None = None) -> ReviewDialog | None:
        """Ask for a game line (or take ``text``) and open its replay and review; a bad line is explained."""
        if text is None:
            pasted = QGuiApplication.clipboard().text().strip()
            text, ok = QInputDialog.getText(
                self,
                _("Open a game line"),
                _("A game line begins with 'cassino-game 1'. Paste one here:"),
                text=pasted if pasted.startswith(GAME_LINE_FORMAT) else "",
            )
            if not ok or not text.strip():
                return None
        try:
            line = read_game_line(text)
        except GameLineError as err:
            QMessageBox.warning(
                self, _("Cassino"), _("That line is not a game that can be replayed: {reason}.").format(reason=err)
            )
            return None
        dialog = ReviewDialog(
            lambda: _("{title}, a game from a line").format(title=full_title(line.start.variant)),
            line.start,
            line.moves,
            self.cache,
            parent=self,
            deal_words=lambda: deal_verdict(line.deal, line.seed, line.start),  # said anew if the language changes
        )
        dialog.show()
        return dialog

    def show_statistics(self) -> None:
        dialog = StatsDialog(self.stats, self.session.variant.name, self)
        dialog.changed.connect(self.controller.save_stats)
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
            self._set_difficulty(s.difficulty)
        if "speed" in changed:
            self._set_speed(s.speed)
        if "pace" in changed:
            self._set_pace(s.pace)
        if "back_color" in changed:
            self._set_back(s.back_color)
        if "theme" in changed:
            self._set_theme(s.theme)
        if "felt" in changed:
            self._lay_felt(s.felt)
        if s.undo_allowed != self.allow_undo_action.isChecked():
            self.allow_undo_action.setChecked(s.undo_allowed)
        if "computer_leads" in changed and s.computer_leads and self.session.can_pass_lead():
            self.pass_lead()  # before the first move of a match it applies at once; otherwise from the next match
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

    def _set_difficulty(self, level: str) -> None:
        """Every computer at the table plays at ``level`` from its next move (the Variants dialog sets each seat)."""
        self.settings.set_computer_level(level)
        self.session.seating = self.session.seating.with_computers_at(level)
        self.status_line.showMessage(_("Difficulty: {level}").format(level=level_name(level)), 4000)

    def _set_speed(self, name: str) -> None:
        self.settings.speed = name
        self.scene.set_speed(name)

    def _set_pace(self, name: str) -> None:
        """How the others' moves are played out, from the next one (one held for a click now goes on)."""
        self.settings.pace = name
        self.scene.set_pace(name)
        if not PACES[name].waits:
            self.scene.go_on()

    def _set_back(self, name: str) -> None:
        self.settings.back_color = name
        self.cache.set_back_color(BACK_COLORS[name])
        self.scene.refresh_cards()

    def _lay_felt(self, name: str) -> None:
        """The table's felt, and the score bar above it in the felt's edge colour."""
        self.scene.set_felt(name)
        bar = FELTS.get(name, FELTS["Green"])[1].name()
        self.pass_screen.set_felt(bar)
        self.tally_bar.setStyleSheet(f"#tally {{ background: {bar}; }} QLabel {{ color: #eef5ee; padding: 4px 10px; }}")

    def _set_theme(self, name: str) -> None:
        """Repaint the cards in deck ``name`` at once: a built-in style by its name, an installed deck by its file."""
        path = self._theme_paths.get(name)
        theme, problem = load_theme(name if path is None else path)  # the built-in styles have no file
        self.cache.set_theme(theme)
        self.scene.refresh_cards()
        if problem:
            self.status_line.showMessage(problem, 10_000)
            self.show_file_message(problem)
            self.settings.theme = "Classic"
        else:
            self.settings.theme = name

    def _set_undo_allowed(self, on: bool) -> None:
        self.settings.undo_allowed = on
        self._refresh()

    # ------------------------------------------------------------------ resuming

    def offer_resume(self) -> bool:
        """At start: offer to carry on the saved match before any cards are dealt; True if resumed.

        Asked over the empty table, centred on this window; Yes puts the saved
        game on the table with its log, No (or nothing to resume) deals the new one
        (the match asked for on the command line, if any): a save is never
        replaced without the question.
        """
        store = self.save_store
        resumed = False
        if store is not None:
            saved, play, problem = store.load_match()
            if problem:
                self.show_file_message(problem)
            if saved is not None and play is not None and (saved.games or saved.current):  # a match begun
                question = resume_question(saved, play)
                if QMessageBox.question(self, _("Cassino"), question) == QMessageBox.StandardButton.Yes:
                    resumed = self.resume_saved(play, saved.seats)
        if not resumed:
            self.begin()
        self.start_saving()
        return resumed

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
