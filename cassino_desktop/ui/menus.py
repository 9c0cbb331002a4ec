"""The window's menus and toolbar: the Game, View, Settings and Help menus, and KPatience's toolbar.

The menus show the window's actions (``window_actions``); the Settings and
View submenus offer one checked choice each (the difficulty, the animation
speed, the others' moves, the card back and deck), ticked to agree with the
Settings dialog. Their titles and choices are said again in a new language.
The strings keep the ``main_window`` context of the translation files they
were written under.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QMenuBar, QToolBar

from ..ai.levels import LEVELS
from .cards.builtin_deck import BACK_COLORS, BUILTIN_DECKS, back_color_name, deck_title
from .cards.deck_themes import deck_name, find_svg_themes
from .i18n import N_, translator
from .pace import PACES, pace_name
from .settings import Settings
from .table.scene import ANIMATION_SPEEDS, speed_name
from .window_actions import WindowActions
from .words import level_name

if TYPE_CHECKING:
    from .main_window import MainWindow

_ = translator("main_window")


class WindowMenus(QObject):
    """The menu bar, its submenus of choices and the toolbar of one window."""

    def __init__(self, window: MainWindow, commands: WindowActions) -> None:
        super().__init__(window)
        self._window = window
        self._titles: list[tuple[QMenu, str]] = []
        self._choices: list[tuple[QMenu, Callable[[str], str]]] = []
        self._build_game(window.menuBar(), commands)
        self._build_view(window.menuBar(), commands)
        self._build_settings(window.menuBar(), commands)
        help_menu = self._menu(window.menuBar(), N_("&Help"))
        help_menu.addAction(commands.rules_action)
        help_menu.addAction(commands.about_action)
        self._build_toolbar(commands)

    def _build_game(self, bar: QMenuBar, commands: WindowActions) -> None:
        game = self._menu(bar, N_("&Game"))
        c = commands
        for action in (c.new_action, c.daily_action, c.online_action, c.restart_action, c.next_action, c.review_action):
            game.addAction(action)
        game.addSeparator()
        game.addAction(c.undo_action)
        game.addAction(c.redo_action)
        game.addSeparator()
        for action in (c.hint_action, c.coach_action, c.pass_action):
            game.addAction(action)
        game.addSeparator()
        game.addAction(c.fair_deal_action)
        game.addAction(c.copy_line_action)
        game.addAction(c.open_line_action)
        game.addSeparator()
        game.addAction(c.variants_action)
        game.addAction(c.stats_action)
        game.addSeparator()
        game.addAction(c.quit_action)

    def _build_view(self, bar: QMenuBar, commands: WindowActions) -> None:
        view = self._menu(bar, N_("&View"))
        view.addAction(commands.side_panel_action)
        view.addAction(commands.toolbar_action)
        view.addSeparator()
        self.pace_menu = self._menu(view, N_("&Others' moves"))
        effects = self._window.effects
        self._choice_menu(self.pace_menu, list(PACES), self._window.settings.pace, effects.set_pace, pace_name)
        view.addSeparator()
        view.addAction(commands.full_screen_action)

    def _build_settings(self, bar: QMenuBar, commands: WindowActions) -> None:
        settings, effects = self._window.settings, self._window.effects
        menu = self._menu(bar, N_("&Settings"))
        menu.addAction(commands.configure_action)
        menu.addSeparator()
        self.difficulty_menu = self._menu(menu, N_("&Difficulty"))
        self._choice_menu(self.difficulty_menu, list(LEVELS), settings.difficulty, effects.set_difficulty, level_name)
        self.speed_menu = self._menu(menu, N_("&Animation speed"))
        self._choice_menu(self.speed_menu, list(ANIMATION_SPEEDS), settings.speed, effects.set_speed, speed_name)
        self.back_menu = self._menu(menu, N_("Card &back"))
        self._choice_menu(self.back_menu, list(BACK_COLORS), settings.back_color, effects.set_back, back_color_name)
        menu.addAction(commands.allow_undo_action)
        self._deck_menu = self._menu(menu, N_("Card d&eck"))
        self._decks_listed = False
        self._theme_paths: dict[str, str | None] | None = None
        menu.aboutToShow.connect(self._list_decks)  # the submenu's entry and its tooltip show with the Settings menu

    @property
    def theme_paths(self) -> dict[str, str | None]:
        """Every deck the Card deck menu offers, by name: the built-in ones (None) and the SVG decks' files.

        The system's folders are searched for SVG decks when first asked (the Settings menu opened, a deck
        chosen), not at start: the first table needs only the deck it is drawn with.
        """
        if self._theme_paths is None:
            paths: dict[str, str | None] = dict.fromkeys(BUILTIN_DECKS)
            paths.update({name: str(path) for name, path in find_svg_themes()})
            self._theme_paths = paths
        return self._theme_paths

    @property
    def theme_menu(self) -> QMenu:
        """The Card deck submenu, its decks listed."""
        self._list_decks()
        return self._deck_menu

    def _list_decks(self) -> None:
        """One choice per deck found in the Card deck submenu, the one in use ticked (once)."""
        if self._decks_listed:
            return
        self._decks_listed = True
        current = deck_name(self._window.settings.theme)
        current = current if current in self.theme_paths else "Classic"
        self._choice_menu(self._deck_menu, list(self.theme_paths), current, self.set_theme, deck_title)
        self._say_deck_tip()

    def _say_deck_tip(self) -> None:
        only_builtin = len(self.theme_paths) == len(BUILTIN_DECKS)
        self._deck_menu.setToolTip(
            _("No SVG card decks are installed; the built-in deck is used") if only_builtin else ""
        )

    def _build_toolbar(self, commands: WindowActions) -> None:
        """KPatience's toolbar: New, Undo, Redo, Hint and the coach, the commands used every game."""
        window = self._window
        bar = QToolBar(_("Toolbar"), window)
        bar.setObjectName("main-toolbar")
        bar.setMovable(False)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        c = commands
        for action in (c.new_action, c.undo_action, c.redo_action, c.hint_action, c.coach_action):
            bar.addAction(action)
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        self.toolbar = bar
        c.toolbar_action.setCheckable(True)
        c.toolbar_action.setChecked(True)
        c.toolbar_action.toggled.connect(bar.setVisible)
        bar.visibilityChanged.connect(c.toolbar_action.setChecked)

    def _menu(self, parent: QMenu | QMenuBar, title: str) -> QMenu:
        """A menu of the menu bar, or a submenu; its ``title`` (marked with ``N_``) is said again in a new language."""
        menu = parent.addMenu(_(title))
        self._titles.append((menu, title))
        return menu

    def _choice_menu(
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
        self._choices.append((menu, name))

    def set_theme(self, name: str) -> None:
        """Draw the cards with the deck of this name (the Card deck menu, or the Settings dialog)."""
        self._window.effects.set_theme(name, self.theme_paths.get(name))

    @staticmethod
    def tick(menu: QMenu, key: str) -> None:
        """Tick the choice of ``key`` (the setting's value) in one of the Settings submenus."""
        for action in menu.actions():
            if action.isCheckable():
                action.setChecked(action.data() == key)

    def tick_settings(self, settings: Settings) -> None:
        """Tick every submenu's choice to agree with ``settings`` (after the Settings dialog wrote them)."""
        self.tick(self.difficulty_menu, settings.difficulty)
        self.tick(self.speed_menu, settings.speed)
        self.tick(self.pace_menu, settings.pace)
        self.tick(self.back_menu, settings.back_color)
        if self._decks_listed:  # else ticked as listed
            self.tick(self._deck_menu, deck_name(settings.theme))

    def retranslate(self) -> None:
        """The toolbar's and menus' titles and every choice's name again, in the language in use."""
        self.toolbar.setWindowTitle(_("Toolbar"))
        for menu, title in self._titles:
            menu.setTitle(_(title))
        for menu, name in self._choices:
            for action in menu.actions():
                if action.isCheckable():
                    action.setText(name(str(action.data())))
        if self._decks_listed:
            self._say_deck_tip()
