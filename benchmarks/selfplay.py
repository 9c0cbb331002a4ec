"""Seeded positions for the benchmarks: the games the hard level plays against itself."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from cassino_desktop.ai.hard import HardPlayer
from cassino_desktop.ai.player import CancelToken
from cassino_desktop.ai.worlds import all_cards_known
from cassino_desktop.engine import GameState, SeatView, new_game, variant_named, view_for


def hard_self_play(state: GameState) -> Iterator[SeatView]:
    """The mover's view at every position of the game the hard level plays against itself from ``state``."""
    hard = HardPlayer()
    cancel = CancelToken()
    while not state.over:
        view = view_for(state, state.to_move)
        yield view
        state = state.apply(hard.choose(view, 0.0, cancel))


def before_last_deal(view: SeatView) -> bool:
    """A choice to make while some card is still unknown (before the last deal)."""
    return not all_cards_known(view) and len(view.legal_moves()) > 1


def hard_decisions(
    variant_name: str, count: int, seed: int, wanted: Callable[[SeatView], bool], every: int = 1
) -> list[SeatView]:
    """``count`` views of seeded hard-level games (seeds ``seed * 1000``, ``+ 1``, ...) that ``wanted`` accepts.

    With ``every`` above 1 only one in ``every`` of a game's accepted views is
    kept, at a phase that shifts from game to game, so the positions spread
    over the whole game instead of crowding its first plays.
    """
    variant = variant_named(variant_name)
    found: list[SeatView] = []
    game = 0
    while len(found) < count:
        start = new_game(variant, seed * 1000 + game, dealer=game % 2)
        game += 1
        accepted = 0
        for view in hard_self_play(start):
            if len(found) == count:
                break
            if wanted(view):
                accepted += 1
                if accepted % every == game % every:
                    found.append(view)
    return found
