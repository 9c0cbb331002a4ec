"""The exact solver for the last deal, when every card is known.

In the last deal of a two-player game the cards a seat has not seen are the
other player's hand, so the end of the game is a game of perfect
information. Alpha-beta search over the remaining plays, on the final point
difference (the table's leftovers to the last capturer included), with a
transposition table, finds the best play exactly. It gives up (``OutOfTime``)
past a node limit, a deadline or a cancel, so callers always keep a fallback.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from ..engine import BUILD, CAPTURE, GameState, Move, view_for
from .player import CancelToken, Player

INFINITY = float("inf")
EXACT, LOWER, UPPER = 0, 1, 2
"""Transposition-table flags: the stored value is exact, a lower bound or an upper bound."""
CHECK_EVERY = 32
"""Nodes between looks at the clock and the cancel: a modelled reply costs milliseconds, so not too many."""


def _order(move: Move) -> int:
    """Search order: the biggest captures first, then builds, then trails.

    Good moves first make alpha-beta cut more; taking many cards is the
    likeliest good move, and a trail the likeliest poor one.
    """
    if move.kind == CAPTURE:
        return -len(move.cards)
    return 0 if move.kind == BUILD else 1


class OutOfTime(Exception):
    """The search hit its deadline, node limit or a cancel before finishing."""


class LastDealSolver:
    """Alpha-beta search on the final point difference for one seat.

    With a ``horizon`` (a round number) the search stops where that round
    ends and scores the position there with ``leaf`` instead: that is how the
    expert searches each sampled world of an earlier round.

    With ``replies`` (a player) the other seats do not search: at each of
    their turns they play what that player chooses on that seat's own view
    of the position. In a sampled world the plain search lets the other
    player see this seat's hand, so it never trails into a card this seat
    holds and never leaves a build this seat can take; a real opponent,
    who sees only their own cards, does both. A player that sees only what
    a real opponent sees gives those plays their worth at the table (the
    expert's ``search="model"``; ``expert`` has what it measured).
    """

    def __init__(
        self,
        seat: int,
        deadline: float,
        cancel: CancelToken,
        node_limit: int,
        horizon: int | None = None,
        leaf: Callable[[GameState, int], float] | None = None,
        replies: Player | None = None,
    ) -> None:
        if (horizon is None) != (leaf is None):
            raise ValueError("a horizon needs a leaf evaluation, and only a horizon does")
        self.horizon = horizon
        self.leaf = leaf
        self.seat = seat
        self.deadline = deadline
        self.cancel = cancel
        self.node_limit = node_limit
        self.replies = replies
        self._never = CancelToken()
        self.nodes = 0
        self._table: dict[tuple[object, ...], tuple[int, float]] = {}

    def values(self, world: GameState, moves: Sequence[Move], exact_all: bool = True) -> dict[Move, float]:
        """Solved values of ``moves`` in ``world``; with ``exact_all`` False only the best is exact."""
        values: dict[Move, float] = {}
        best = -INFINITY
        for move in sorted(moves, key=_order):
            alpha = -INFINITY if exact_all else best
            values[move] = self._search(world.apply(move), alpha, INFINITY)
            best = max(best, values[move])
        return values

    def best_move(self, world: GameState, moves: Sequence[Move]) -> Move:
        values = self.values(world, moves, exact_all=False)
        return max(moves, key=lambda m: values[m])

    def _search(self, state: GameState, alpha: float, beta: float) -> float:
        seat = self.seat
        if state.over:
            result = state.result()
            mine = result.players[seat].total
            return float(mine - max(p.total for i, p in enumerate(result.players) if i != seat))
        if self.leaf is not None and state.round != self.horizon:
            return self.leaf(state, seat)
        self.nodes += 1
        if self.nodes > self.node_limit or (
            self.nodes % CHECK_EVERY == 0 and (time.perf_counter() > self.deadline or self.cancel.cancelled)
        ):
            raise OutOfTime
        key = (
            state.to_move,
            state.hands,
            state.table,
            state.last_capturer,
            state.sweeps,
            tuple(frozenset(p) for p in state.captured),
        )
        entry = self._table.get(key)
        if entry is not None:
            flag, value = entry
            if flag == EXACT:
                return value
            if flag == LOWER:
                alpha = max(alpha, value)
            else:
                beta = min(beta, value)
            if alpha >= beta:
                return value
        low, high = alpha, beta
        maximise = state.to_move == seat
        best = -INFINITY if maximise else INFINITY
        moves = state.legal_moves()
        if self.replies is not None and not maximise and len(moves) > 1:
            # The modelled player's one choice, on what that seat sees: the only line searched.
            moves = [self.replies.choose(view_for(state, state.to_move), 0.0, self._never)]
        for move in sorted(moves, key=_order):
            value = self._search(state.apply(move), alpha, beta)
            if maximise:
                best = max(best, value)
                alpha = max(alpha, best)
            else:
                best = min(best, value)
                beta = min(beta, best)
            if alpha >= beta:
                break
        flag = UPPER if best <= low else LOWER if best >= high else EXACT
        self._table[key] = (flag, best)
        return best
