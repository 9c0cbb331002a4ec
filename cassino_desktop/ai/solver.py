"""The exact solver for the last deal, when every card is known.

In the last deal of a two-player game the cards a seat has not seen are the
other player's hand, so the end of the game is a game of perfect
information. Alpha-beta search over the remaining plays, on the final point
difference (the table's leftovers to the last capturer included), with a
transposition table, finds the best play exactly. It gives up (``OutOfTime``)
past a node limit, a deadline or a cancel, so callers always keep a fallback.

The plain last deal of a two-player game, the case every level meets, is
searched on the engine's lean position (``LastDeal``): hands and table as
tuples, the captured piles reduced to the card and spade leads and the
points already certain, so a leaf is scored from a few numbers and
positions that differ only in how the same leads were won share one
transposition entry. The engine plays those positions by its own rules, so
the search gives the same values as the general one: the tests compare the
two under every house rule, and ``benchmarks/solver_bench.py`` on the hard
level's last deals.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from ..engine import (
    BUILD,
    CANDIDATE_LIMIT,
    CAPTURE,
    Card,
    GameState,
    Item,
    LastDeal,
    LastDealNode,
    Move,
    Variant,
    generate_moves,
)
from .player import CancelToken

INFINITY = float("inf")
EXACT, LOWER, UPPER = 0, 1, 2
"""Transposition-table flags: the stored value is exact, a lower bound or an upper bound."""
CHECK_EVERY = 32
"""Nodes between looks at the clock and the cancel: often enough to stop on time, rarely enough to cost nothing."""


def _order(move: Move) -> int:
    """Search order: the biggest captures first, then builds, then trails.

    Good moves first make alpha-beta cut more; taking many cards is the
    likeliest good move, and a trail the likeliest poor one.
    """
    if move.kind == CAPTURE:
        return -len(move.cards)
    return 0 if move.kind == BUILD else 1


def _probe(entry: tuple[int, float] | None, shift: int, alpha: float, beta: float) -> tuple[float | None, float, float]:
    """What a transposition entry (its value plus ``shift``) says: the value if it settles the
    position, else ``None``, with the window narrowed by its bound."""
    if entry is None:
        return None, alpha, beta
    flag, value = entry
    value += shift
    if flag == EXACT:
        return value, alpha, beta
    if flag == LOWER:
        alpha = max(alpha, value)
    else:
        beta = min(beta, value)
    return (value if alpha >= beta else None), alpha, beta


def _flag(best: float, low: float, high: float) -> int:
    """The flag of a value searched in the window (``low``, ``high``): a bound where it fell outside."""
    return UPPER if best <= low else LOWER if best >= high else EXACT


LEAN_CACHE = 65_536
"""Move lists remembered across searches: the hard level solves the same last deal at each of its
turns, and the expert's worlds of one decision share it."""
_MOVES: dict[tuple[Variant, int, tuple[Card, ...], tuple[Item, ...]], list[Move]] = {}


def forget_move_lists() -> None:
    """Drop the remembered move lists: a new game's last deal meets none of the last game's."""
    _MOVES.clear()


class OutOfTime(Exception):
    """The search hit its deadline, node limit or a cancel before finishing."""


class LastDealSolver:
    """Alpha-beta search on the final point difference for one seat."""

    def __init__(
        self,
        seat: int,
        deadline: float,
        cancel: CancelToken,
        node_limit: int,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        """``deadline`` is a time of ``clock`` (infinite: only the node limit and a cancel stop the search)."""
        self.seat = seat
        self.deadline = deadline
        self.cancel = cancel
        self.node_limit = node_limit
        self.clock = clock
        self.nodes = 0
        self._table: dict[tuple[object, ...], tuple[int, float]] = {}
        self._lean_table: dict[tuple[object, ...], tuple[int, float]] = {}
        # Set by ``_lean_root`` for the position being solved.
        self._deal: LastDeal
        self._variant: Variant

    def values(self, world: GameState, moves: Sequence[Move], exact_all: bool = True) -> dict[Move, float]:
        """Solved values of ``moves`` for this seat, which is to move in ``world``.

        With ``exact_all`` False only the best is exact: every other move is
        searched only far enough to show it is no better, and its value is
        then an upper bound that may *equal* the best (values are whole
        points). To choose, ask ``best_move``, which knows which one is exact.
        """
        return self._solve_moves(world, moves, exact_all)[1]

    def best_move(self, world: GameState, moves: Sequence[Move]) -> Move:
        """The best of ``moves`` for this seat, which is to move: the first in search order to reach the best value.

        Taking the largest of the values instead would pick, on a tie, a
        move only shown to be no better than the best, and lose points
        (docs/STRENGTH.md).
        """
        chosen = self._solve_moves(world, moves, exact_all=False)[0]
        if chosen is None:
            raise ValueError("no moves to choose from")
        return chosen

    def value(self, world: GameState) -> float:
        """The exact value of ``world`` for this seat, whoever is to move."""
        if self._lean_applies(world):
            return self._lean_search(self._lean_root(world), -INFINITY, INFINITY)
        return self._search(world, -INFINITY, INFINITY)

    def _solve_moves(
        self, world: GameState, moves: Sequence[Move], exact_all: bool
    ) -> tuple[Move | None, dict[Move, float]]:
        if world.to_move != self.seat:
            raise ValueError("the solver values the moves of its own seat; ask value() for the other's turn")
        values: dict[Move, float] = {}
        best = -INFINITY
        chosen: Move | None = None
        root = self._lean_root(world) if self._lean_applies(world) else None
        lean_moves = set(self._lean_moves(self.seat, world.hands[self.seat], world.table)) if root else set()
        for move in sorted(moves, key=_order):
            alpha = -INFINITY if exact_all else best
            if root is not None and move in lean_moves:
                value = self._lean_search(self._deal.play(root, move), alpha, INFINITY)
            else:
                value = self._search(world.apply(move), alpha, INFINITY)
            values[move] = value
            if value > best:
                best, chosen = value, move
        return chosen, values

    def _count_node(self) -> None:
        """One more position searched; ``OutOfTime`` past the node limit, the deadline or a cancel."""
        self.nodes += 1
        if self.nodes > self.node_limit or (
            self.nodes % CHECK_EVERY == 0 and (self._past_deadline() or self.cancel.cancelled)
        ):
            raise OutOfTime

    def _past_deadline(self) -> bool:
        """True once the clock has passed the deadline; without one the clock is not read."""
        return self.deadline < INFINITY and self.clock() > self.deadline

    def _search(self, state: GameState, alpha: float, beta: float) -> float:
        seat = self.seat
        if state.over:
            return float(state.result().margin(seat))
        self._count_node()
        key = (
            state.to_move,
            state.hands,
            state.table,
            state.last_capturer,
            state.sweeps,
            tuple(frozenset(p) for p in state.captured),
        )
        known, alpha, beta = _probe(self._table.get(key), 0, alpha, beta)
        if known is not None:
            return known
        low, high = alpha, beta
        side_of = state.variant.side_of
        maximise = side_of(state.to_move) == side_of(seat)  # a partner plays for the same side
        best = -INFINITY if maximise else INFINITY
        for move in sorted(state.candidate_moves().moves, key=_order):
            value = self._search(state.apply(move), alpha, beta)
            if maximise:
                best = max(best, value)
                alpha = max(alpha, best)
            else:
                best = min(best, value)
                beta = min(beta, best)
            if alpha >= beta:
                break
        self._table[key] = (_flag(best, low, high), best)
        return best

    # ------------------------------------------------------------- the lean search

    def _lean_applies(self, world: GameState) -> bool:
        return LastDeal.applies(world)

    def _lean_root(self, world: GameState) -> LastDealNode:
        self._deal = LastDeal(world, self.seat)
        self._variant = world.variant
        return self._deal.start

    def _lean_moves(self, mover: int, hand: tuple[Card, ...], table: tuple[Item, ...]) -> list[Move]:
        """The engine's legal moves in search order, remembered."""
        key = (self._variant, mover, hand, table)
        found = _MOVES.get(key)
        if found is None:
            if len(_MOVES) >= LEAN_CACHE:
                _MOVES.clear()
            moves = generate_moves(self._variant, hand, table, mover, remember=False, limit=CANDIDATE_LIMIT)
            found = _MOVES[key] = sorted(moves, key=_order)
        return found

    def _lean_search(self, node: LastDealNode, alpha: float, beta: float) -> float:
        """``_search`` on a lean position; transposition values are kept less the points already certain."""
        mover, hands, table, last, card_lead, spade_lead, points = node
        if mover < 0:
            return self._deal.end(node)
        self._count_node()
        key = (mover, hands, table, last, card_lead, spade_lead)
        known, alpha, beta = _probe(self._lean_table.get(key), points, alpha, beta)
        if known is not None:
            return known
        low, high = alpha, beta
        maximise = mover == self.seat
        best = -INFINITY if maximise else INFINITY
        play = self._deal.play
        for move in self._lean_moves(mover, hands[mover], table):
            value = self._lean_search(play(node, move), alpha, beta)
            if maximise:
                if value > best:
                    best = value
                    alpha = max(alpha, best)
            elif value < best:
                best = value
                beta = min(beta, best)
            if alpha >= beta:
                break
        self._lean_table[key] = (_flag(best, low, high), best - points)
        return best
