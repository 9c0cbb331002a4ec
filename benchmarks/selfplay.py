"""Seeded positions for the benchmarks: the games the hard level plays against itself."""

from __future__ import annotations

from collections.abc import Iterator

from cassino_desktop.ai.hard import HardPlayer
from cassino_desktop.ai.player import CancelToken
from cassino_desktop.engine import GameState, SeatView, view_for


def hard_self_play(state: GameState) -> Iterator[SeatView]:
    """The mover's view at every position of the game the hard level plays against itself from ``state``."""
    hard = HardPlayer()
    cancel = CancelToken()
    while not state.over:
        view = view_for(state, state.to_move)
        yield view
        state = state.apply(hard.choose(view, 0.0, cancel))
