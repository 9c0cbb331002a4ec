"""The window's commands: every action of the menus and the toolbar, its words, and whether it applies now.

Each action is made with its English words marked for translation, says
them in the language in use and again when it changes, and names its
shortcut in its tooltip. A command greyed out for a reason the player may
not guess (the daily deal's counted try) says that reason as its tips. The
strings keep the ``main_window`` context of the translation files they were
written under.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QIcon, QKeySequence
from PySide6.QtWidgets import QStyle

from .i18n import N_, translator

if TYPE_CHECKING:
    from .main_window import MainWindow

_ = translator("main_window")

ALT_LETTER_IN_BRACKETS = re.compile(r"\s*\(&\w\)")
"""A non-Latin translation's Alt letter, "नई बाज़ी (&N)": a toolbar button, pressed by no letter, shows it not."""


def say_action(action: QAction, text: str, tip: str, tooltip: bool) -> None:
    """An action's text, status tip and (``tooltip``) tooltip with its shortcut, in the language in use."""
    action.setText(_(text))
    action.setIconText(ALT_LETTER_IN_BRACKETS.sub("", action.text()).replace("&&", "&").replace("&", ""))
    if not tip:
        return
    action.setStatusTip(_(tip))
    if tooltip:
        keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        action.setToolTip(_("{tip} ({keys})").format(tip=_(tip), keys=keys) if keys else _(tip))


class WindowActions(QObject):
    """The window's actions, each reaching the object that does its job; the menus and the toolbar show them."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self._words: list[tuple[QAction, str, str, bool]] = []
        pixmap = QStyle.StandardPixmap
        self.new_action = self._make(
            N_("&New game"),
            window.deals.new_match,
            "F2",
            N_("Deal a new match"),
            self._icon(("document-new", "view-refresh"), pixmap.SP_FileIcon),
        )
        self.daily_action = self._make(
            N_("Dail&y deal"),
            window.deals.daily_deal,
            None,
            N_("Today's deal, the same for everyone: one game of Advanced, and only the day's first try counts"),
        )
        self.online_action = self._make(
            N_("Play onl&ine…"),
            window.play_online,
            None,
            N_("Play a friend at another computer over Matrix, with a deal neither of you can see or bend"),
        )
        self.restart_action = self._make(
            N_("&Restart this deal"),
            window.deals.restart_deal,
            "F5",
            N_("Deal this game again, the same cards"),
            self._icon(("view-refresh",), pixmap.SP_BrowserReload),
        )
        self.next_action = self._make(
            N_("Ne&xt game"), window.controller.new_games.next_game, "F3", N_("Deal the next game of the match")
        )
        self.review_action = self._make(
            N_("Revie&w this game…"),
            lambda: window.game_lines.review_game(None),
            "Ctrl+R",
            N_("Replay the game move by move, every hand face up, your moves valued against the best"),
        )
        self.copy_line_action = self._make(
            N_("Co&py this game as a line"),
            window.game_lines.copy_game_line,
            None,
            N_("Put the game on the clipboard as one line of text (variant, rules, deal and moves): a bug report"),
        )
        self.fair_deal_action = self._make(
            N_("&Fair deal…"),
            window.deals.show_fair_deal,
            None,
            N_("The commitment sealed before this deal and, once the game is over, the proof that the deal was fair"),
        )
        self.open_line_action = self._make(
            N_("&Open a game line…"),
            window.game_lines.open_game_line,
            None,
            N_("Paste a game line to replay it move by move and review it"),
        )
        self.variants_action = self._make(
            N_("&Variants…"), window.choose_variant, None, N_("Choose the variant, the players and the house rules")
        )
        self.undo_action = self._make(
            N_("&Undo"),
            window.controller.taking_back.undo,
            QKeySequence.StandardKey.Undo,
            N_("Take back your last move and the computer's reply"),
            self._icon(("edit-undo",), pixmap.SP_ArrowBack),
        )
        self.redo_action = self._make(
            N_("Re&do"),
            window.controller.taking_back.redo,
            "Ctrl+Shift+Z",
            N_("Play again the moves the last undo took back"),
            self._icon(("edit-redo",), pixmap.SP_ArrowForward),
        )
        self.stats_action = self._make(
            N_("&Statistics…"), window.show_statistics, None, N_("Games and matches won, streaks and records")
        )
        self.hint_action = self._make(
            N_("&Hint"),
            window.controller.hints.ask,
            "H",
            N_("Show the move the strongest computer level would play"),
            self._icon(("games-hint", "help-hint", "help-contextual"), pixmap.SP_MessageBoxQuestion),
        )
        self.coach_action = self._make(
            N_("&Coach"),
            lambda: window.controller.set_coach(self.coach_action.isChecked()),
            "Ctrl+K",
            N_("Show every move you can make with what it is worth"),
            self._icon(("games-solve", "view-list-details", "view-list-text"), pixmap.SP_FileDialogDetailedView),
        )
        self.coach_action.setCheckable(True)
        self.coach_action.setChecked(window.settings.coach)
        self.pass_action = self._make(
            N_("Let the computer &lead"),
            window.controller.pass_lead,
            "Ctrl+L",
            N_("Pass the first lead of the match to the computer"),
        )
        self.quit_action = self._make(N_("&Quit"), window.close, QKeySequence.StandardKey.Quit, N_("Quit Cassino"))
        self.side_panel_action = window.dock.toggleViewAction()
        self.side_panel_action.setShortcut(QKeySequence("Ctrl+D"))
        # The dock sets this action's text to its own title whenever that changes: retranslate says the dock first.
        self.remember(
            self.side_panel_action,
            N_("Show the side &panel"),
            N_("Show or hide the moves, the score sheet and the coach"),
            tooltip=True,
        )
        self.full_screen_action = self._make(
            N_("&Full screen"),
            lambda: window.screen_fit.toggle_full_screen(),
            "F11",
            N_("Fill the screen with the table"),
        )
        self.full_screen_action.setCheckable(True)
        self.configure_action = self._make(
            N_("&Configure Cassino…"),
            window.configure,
            "Ctrl+,",
            N_("Difficulty, animation, card deck, card back, undo and who leads, in one place"),
            self._icon(("configure", "preferences-system"), pixmap.SP_FileDialogContentsView),
        )
        self.toolbar_action = QAction(window)  # the toolbar's own action, once it exists
        self.remember(self.toolbar_action, N_("Show the &toolbar"))
        self.allow_undo_action = QAction(window)
        self.remember(
            self.allow_undo_action,
            N_("Allow &undo"),
            N_("Let moves be taken back (statistics note games played with undo)"),
        )
        self.allow_undo_action.setCheckable(True)
        self.allow_undo_action.setChecked(window.settings.undo_allowed)
        self.rules_action = self._make(
            N_("&How to play"),
            window.show_rules,
            QKeySequence.StandardKey.HelpContents,
            N_("The rules of the chosen variant and the controls"),
        )
        self.about_action = self._make(N_("&About Cassino"), lambda: _show_about(window))

    def _icon(self, names: tuple[str, ...], fallback: QStyle.StandardPixmap) -> QIcon:
        """The desktop theme's icon by its freedesktop name, else one Qt's style always has."""
        for name in names:
            if QIcon.hasThemeIcon(name):
                return QIcon.fromTheme(name)
        return self._window.style().standardIcon(fallback)

    def _make(
        self,
        text: str,
        slot: Callable[[], object],
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
        tip: str = "",
        icon: QIcon | None = None,
    ) -> QAction:
        """A command of the menus and the toolbar; ``text`` and ``tip`` are English marked with ``N_``."""
        action = QAction(self._window)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if icon is not None:
            action.setIcon(icon)
        self.remember(action, text, tip, tooltip=True)
        # Not ``connect(slot)``: ``triggered`` passes ``checked``, which New game once took for a variant
        # (False) and so dealt without asking.
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def remember(self, action: QAction, text: str, tip: str = "", tooltip: bool = False) -> None:
        """Say ``action``'s words (English marked with ``N_``) now, and again whenever the language changes."""
        self._words.append((action, text, tip, tooltip))
        say_action(action, text, tip, tooltip)

    def retranslate(self) -> None:
        """Every action's words again, in the language in use (after the dock's title: it renames its action)."""
        for action, text, tip, tooltip in self._words:
            say_action(action, text, tip, tooltip)

    def refresh(self) -> None:
        """Which commands apply now: the hint at the player's turn, Next game after a game, Undo when allowed."""
        window = self._window
        session, controller, settings = window.session, window.controller, window.settings
        self.hint_action.setEnabled(controller.my_turn)  # not over the resume question, nor at game over
        self.pass_action.setEnabled(session.can_pass_lead())
        self.next_action.setEnabled(session.state.over and not session.match.is_over())
        self.review_action.setEnabled(session.state.over and bool(session.current_moves))
        daily = controller.recorder.daily_refusal()  # the daily deal's counted try is played as it falls
        undo = settings.undo_allowed and session.can_undo(controller.at_screen)
        self.undo_action.setEnabled(undo and not daily)
        self.redo_action.setEnabled(settings.undo_allowed and session.can_redo())
        self.restart_action.setEnabled(controller.started and session.can_restart_deal() and not daily)
        for action in (self.undo_action, self.restart_action):
            self._say_why_off(action, daily)

    def _say_why_off(self, action: QAction, why: str) -> None:
        """A command greyed out for a reason the player may not guess says it as its tips; otherwise its usual tips."""
        if why:
            if action.statusTip() != why:
                action.setStatusTip(why)
                action.setToolTip(why)
            return
        for said, text, tip, tooltip in self._words:
            if said is action and action.statusTip() != _(tip):
                say_action(action, text, tip, tooltip)


def _show_about(window: MainWindow) -> None:
    """Help ▸ About: its module is read when first opened."""
    from .dialogs.about import show_about

    show_about(window)
