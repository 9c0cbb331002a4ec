"""What the table deals next: a new match, the next game, this deal again, the daily deal, a position.

Each is asked for once the player has agreed (``deals`` asks the question);
it stops the computer's thinking, tells the session what to deal, keeps the
daily deal's books and the score sheet in step, and lets the controller put
the game on the table. The strings keep the ``table_controller`` context of
the translation files they were written under.
"""

from __future__ import annotations

import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ..engine import GameState, Variant, random_cut
from ..engine import daily_deal as daily_deals
from .i18n import translator

if TYPE_CHECKING:
    from .table_controller import TableController

_ = translator("table_controller")


class NewGames(QObject):
    """Starts the games of one table: each new match, game or position the menus and dialogs ask for."""

    def __init__(self, controller: TableController) -> None:
        super().__init__(controller)
        self._controller = controller

    def cut(self, commitment: str) -> str:
        """A fair deal's cut: the player's, when Settings say to ask, else a random one."""
        if not self._controller.settings.cut_by_hand:
            return random_cut()
        from .dialogs.fair_deal_dialog import CutDialog  # read when a deal is first cut by hand

        dialog = CutDialog(commitment, self._controller.window)
        dialog.exec()
        cut = dialog.cut()
        dialog.deleteLater()
        return cut

    def next_game(self) -> None:
        """Deal the match's next game, once the one on the table is over (F3)."""
        controller = self._controller
        session = controller.session
        if not session.state.over or session.match.is_over():
            return
        if session.online and controller.online is not None:
            controller.online.next_game()  # dealt at the online table, not here
            return
        session.next_game()
        controller.start_game(deal=True)

    def restart_deal(self) -> None:
        """Deal this game again from its first position (F5); the caller has asked the player."""
        controller = self._controller
        if not controller.started or not controller.session.can_restart_deal():
            return
        refusal = controller.recorder.daily_refusal()
        if refusal:
            controller.say(refusal, 6000)
            return
        controller.ai.cancel()
        controller.session.restart_deal()
        controller.logged.emit(_("The deal was restarted: the same cards, from the first move."))
        controller.start_game(deal=True)

    def new_match(self, variant: Variant | None = None, players: int | None = None) -> None:
        """Deal a new match (the same variant and table unless given); the caller has asked the player."""
        controller = self._controller
        session, settings = controller.session, controller.settings
        controller.ai.cancel()
        if controller.recorder.daily_counts():
            controller.recorder.give_up_daily()
        if variant is None and session.match.daily is not None:  # back to the player's own table
            variant = settings.ruled_variant()
            wanted = settings.opponents + 1
            players = wanted if wanted in variant.player_counts else min(variant.player_counts)
        seating = settings.seating(players or session.players)
        first = seating.first_leader(settings.computer_leads)
        session.new_match(variant, players=players, first_leader=first, seating=seating)
        controller.score_model.set_variant(session.played_variant, session.score_names)
        controller.logCleared.emit()
        controller.start_game(deal=True)

    def leave_for_online(self) -> None:
        """The player has a seat at an online table: the game under way here is given up as F2 gives it up, a
        counted daily try too, and its save goes (the online game is kept at its table, not in a save)."""
        controller = self._controller
        if controller.session.online:
            return
        controller.ai.cancel()
        recorder = controller.recorder
        if recorder.daily_counts():
            recorder.give_up_daily()
        recorder.abandon_game(controller.game_under_way(), controller.sharing)
        if recorder.save_store is not None:
            recorder.save_store.clear()

    def daily_deal(self, day: datetime.date | None = None) -> None:
        """Deal the daily deal of ``day`` (today); the caller has asked the player. Its first try of a day counts."""
        controller = self._controller
        session = controller.session
        controller.ai.cancel()
        day = day or daily_deals.today()
        controller.recorder.start_daily(day)
        session.start_daily(day)
        controller.score_model.set_variant(session.played_variant, session.score_names)
        controller.logCleared.emit()
        controller.start_game(deal=True)

    def start_from(self, state: GameState) -> None:
        """Play on from a given position (as the first game of a new match)."""
        controller = self._controller
        session = controller.session
        controller.ai.cancel()
        if controller.recorder.daily_counts():
            controller.recorder.give_up_daily()
        session.load_state(state)
        controller.score_model.set_variant(session.variant, session.score_names)
        controller.logCleared.emit()
        controller.start_game(deal=False)
