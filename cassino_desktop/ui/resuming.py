"""Resuming a saved match at the table: replayed, seated, its finished games scored and its moves logged again.

A save that cannot be replayed is refused with its reason and the table is
left as it was. A resumed match of the player's own table becomes the table
Settings remember (a daily deal does not). The strings keep the
``table_controller`` context of the translation files they were written under.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine import MatchPlay
from ..savegame import SavedMatch, SaveError, replay
from ..seating import Seating
from .i18n import translator
from .move_log import finished_games_lines

if TYPE_CHECKING:
    from .table_controller import TableController

_ = translator("table_controller")


def resume_saved(controller: TableController, saved: SavedMatch | MatchPlay, seating: Seating | None = None) -> bool:
    """Carry on a saved match on ``controller``'s table; False (with a message) if it cannot be replayed or is over.

    A save read from disk comes already replayed (``SaveStore.load_match``)
    and is not replayed again, with its ``seating``; a bare ``SavedMatch``
    is replayed here and brings its own.
    """
    session, settings, score_model = controller.session, controller.settings, controller.score_model
    if isinstance(saved, SavedMatch):
        seating = saved.seats
    try:
        play = replay(saved) if isinstance(saved, SavedMatch) else saved
        controller.ai.cancel()
        if seating is None:  # the usual table: the computers play at today's Difficulty
            seating = Seating.against_computers(play.players, settings.difficulty)
        session.resume(play, seating)
    except (SaveError, ValueError) as err:
        controller.say(_("The saved match could not be resumed: {reason}.").format(reason=err), 10_000)
        return False
    match = play.match
    if match.daily is None:  # a daily deal is not the player's own table
        settings.set_ruled_variant(match.variant)
        settings.opponents = match.players - 1
        settings.set_seating(session.seating)
    score_model.set_variant(session.played_variant, session.score_names)
    for result in match.results:
        score_model.add_game(result.by_side())
    controller.logCleared.emit()
    controller.logged.emit(_("Resumed the saved match."))
    for line in finished_games_lines(match, session.score_names):
        controller.logged.emit(line)
    controller.recorder.saving = True
    controller.start_game(deal=False)
    _log_current_moves(controller)
    return True


def _log_current_moves(controller: TableController) -> None:
    """The moves of the resumed game so far, as they were logged when they were played."""
    session = controller.session
    play = session.play
    if play.match.is_over() or not play.history:  # saved as the game was dealt: no move to log
        return
    afters = [*play.history[1:], play.state]
    for story, before, after in zip(session.stories(), play.history, afters, strict=True):
        sentence, banners = controller.log_move(story, before, after)
        controller.said_since.append((story.seat, [sentence, *banners]))
    controller.caption_the_last_move()
