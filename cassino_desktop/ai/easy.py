"""Easy: a random choice among the decent moves.

"Decent" means it never throws away what a beginner would not: it picks at
random among the moves whose immediate worth (the greedy measure) is not
far below the best. Its own seeded generator keeps games reproducible.
"""

from __future__ import annotations

from ..engine import Move, SeatView, SplitMix64
from .greedy import move_value
from .player import Budget, CancelToken, sorted_legal_moves

DECENT_MARGIN = 1.5
"""How far below the best immediate worth a move may be and still be chosen.

Wide enough that the step from Easy to Medium is as plain as the one above
it (the tournaments that chose it are in docs/STRENGTH.md), narrow enough
that Easy never plays a move far below the best one: a beginner's
opponent, not a random one."""


class EasyPlayer:
    """Easy: random among the moves close to the best immediate worth."""

    name = "easy"

    def __init__(self, seed: int = 0) -> None:
        self._rng = SplitMix64(seed)

    def choose(self, view: SeatView, budget: float | Budget, cancel: CancelToken) -> Move:
        moves = sorted_legal_moves(view)
        worth = [move_value(view, m) for m in moves]
        best = max(worth)
        decent = [m for m, w in zip(moves, worth, strict=True) if w >= best - DECENT_MARGIN]
        return self._rng.choice(decent)
