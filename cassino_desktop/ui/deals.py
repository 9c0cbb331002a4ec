"""New deals asked for from the menus: a new match, the daily deal, this deal again, and how a deal was made fair.

Each asks the player before a game in progress is thrown away (a game given
up counts as lost; leaving the daily deal's counted try loses the day), then
lets the controller deal. Its strings keep the ``main_window`` context of the
translation files they were written under.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from ..engine import Variant
from ..engine import daily_deal as daily_deals
from .game_lines import game_on_table
from .i18n import translator
from .plain_text import PlainMessageBox
from .table_controller import TableController
from .words import full_title

if TYPE_CHECKING:
    from .dialogs.fair_deal_dialog import FairDealDialog

_ = translator("main_window")


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


class Deals:
    """The window's new deals: ``say`` puts a sentence on its status line for some milliseconds."""

    def __init__(self, window: QWidget, controller: TableController, say: Callable[[str, int], None]) -> None:
        self.window = window
        self.controller = controller
        self.say = say

    def confirm_abandon(self, question: str) -> bool:
        """Ask before a game in progress is thrown away; a game begun and given up counts as lost.

        The daily deal's counted try is asked about even before its first move: leaving it loses the day.
        """
        if self.controller.recorder.daily_counts():
            question += "\n\n" + _("This is your counted try at the daily deal: leaving it counts the day as lost.")
        elif not self.controller.game_under_way():
            return True
        answer = PlainMessageBox.question(
            self.window, _("Cassino"), question + "\n\n" + _("A game given up counts as lost.")
        )
        return answer == QMessageBox.StandardButton.Yes

    def leave_for_online(self) -> bool:
        """Before asking for a seat at an online table: may the game under way here be given up? It is given up
        (``NewGames.leave_for_online``) once the seat is there, so a table that cannot be had loses nothing."""
        return self.controller.session.online or self.confirm_abandon(_("Abandon this game to play online?"))

    def _abandon_game(self) -> None:
        controller = self.controller
        controller.recorder.abandon_game(controller.game_under_way(), controller.sharing)

    def new_match(self, variant: Variant | None = None, players: int | None = None) -> None:
        """F2, the toolbar, the menu: ask first if a game is under way. With a variant, the caller has asked."""
        if self.controller.session.variant.match_target is not None:
            question = _("Abandon this game and deal a new match?")
        else:
            question = _("Abandon this game and deal a new game?")
        if variant is None and not self.confirm_abandon(question):
            return
        self._abandon_game()
        self.controller.new_games.new_match(variant, players)

    def daily_deal(self) -> None:
        """Game ▸ Daily deal: ask first if a game is under way; say so when today's try has been counted."""
        today = daily_deals.today()
        recorder = self.controller.recorder
        if self.controller.session.match.daily == today and recorder.daily_counts():
            self.say(_("Today's daily deal is on the table: this is your counted try."), 6000)
            return
        if not self.confirm_abandon(_("Abandon this game and deal today's daily deal?")):
            return
        counted = recorder.stats.daily.counts_today(today)
        self._abandon_game()
        self.controller.new_games.daily_deal(today)
        if not counted:
            self.say(_("You have played today's daily deal: this replay does not count in Statistics."), 8000)

    def restart_deal(self) -> None:
        """Deal this game again, the same cards (F5); asks first if moves were made."""
        session = self.controller.session
        if not self.controller.started or not session.can_restart_deal():
            return
        if session.moves_this_game > 0:
            answer = PlainMessageBox.question(
                self.window, _("Cassino"), _("Deal this game again from the start? Its moves so far are lost.")
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        self.controller.new_games.restart_deal()

    def show_fair_deal(self) -> FairDealDialog:
        """How the game on the table was dealt: its commitment, and once it is over the proof."""
        from .dialogs.fair_deal_dialog import FairDealDialog, deal_report  # read when first opened

        online = self.controller.online
        if self.controller.session.online and online is not None:
            report = online.deal_words()
        else:
            report = deal_report(self.controller.session.play, game_on_table(self.controller))
        dialog = FairDealDialog(report, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog
