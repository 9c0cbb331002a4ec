"""The exact solver for the last deal, when every card is known.

In the last deal of a two-player game the cards a seat has not seen are the
other player's hand, so the end of the game is a game of perfect
information. Alpha-beta search over the remaining plays, on the final point
difference (the table's leftovers to the last capturer included), with a
transposition table, finds the best play exactly. It gives up (``OutOfTime``)
past a node limit, a deadline or a cancel, so callers always keep a fallback.

The plain last deal of a two-player game, the case every level meets, is
searched on a lean position (``_Tally``): hands and table as tuples, the
captured piles reduced to the card and spade leads and the points already
certain, so a leaf is scored from a few numbers instead of recounting the
piles, and positions that differ only in how the same leads were won share
one transposition entry. Moves and tables are computed by the engine's
own generator and ``table_after``, remembered per (hand, table), so the
rules are the engine's, and the search gives the same values as the
general one: the tests compare the two under every house rule, and
``benchmarks/solver_bench.py`` on the hard level's last deals.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from ..engine import BUILD, CAPTURE, GameState, Item, Move, Variant, item_cards
from ..engine.cards import CARDS, SPADES, Card
from ..engine.movegen import generate_moves
from ..engine.scoring import card_points
from ..engine.state import table_after
from ..engine.variants import Grouping, Scoring
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


LeanNode = tuple[int, tuple[tuple[Card, ...], ...], tuple[Item, ...], int | None, int, int, int]
"""A last-deal position for the lean search: (mover, or -1 once the game is over; hands; table;
last capturer; this seat's lead in cards; its lead in spades; its lead in points already certain)."""
LEAN_CACHE = 65_536
"""Moves and tables remembered across searches: the hard level solves the same last deal at each
of its turns, and the expert's worlds of one decision share it."""
_MOVES: dict[tuple[Variant, int, tuple[Card, ...], tuple[Item, ...]], list[Move]] = {}
_TABLES: dict[tuple[Variant, tuple[Item, ...], int, Move], tuple[Item, ...]] = {}


class _Tally:
    """What the lean search needs of a variant's scoring: what cards count, and the final difference.

    A two-player game scored by points (Advanced, Royal) or by cards
    (Original): points already certain add up card by card, sweeps add up,
    and most cards and most spades follow from the two leads alone.
    """

    def __init__(self, variant: Variant) -> None:
        by_cards = variant.scoring is Scoring.CARDS
        self.variant = variant
        self.majorities = not by_cards
        self.sweeps = variant.sweeps_score and not by_cards  # a game scored by cards counts cards only
        spade = [1 if c.suit == SPADES else 0 for c in CARDS]
        points = [1 if by_cards else card_points(variant, c) for c in CARDS]
        self._spade = spade
        self._points = points
        self._items: dict[object, tuple[int, int, int]] = {}

    @classmethod
    def of(cls, variant: Variant) -> _Tally:
        found = _TALLIES.get(variant)
        if found is None:
            found = _TALLIES[variant] = cls(variant)
        return found

    @staticmethod
    def applies(state: GameState) -> bool:
        """A two-player last deal of a game scored by points or by cards, still being played."""
        variant = state.variant
        return (
            state.players == 2
            and not state.stock
            and not state.over
            and variant.grouping is Grouping.CASSINO
            and variant.scoring in (Scoring.POINTS, Scoring.CARDS)
        )

    def counts(self, cards: Sequence[Card]) -> tuple[int, int, int]:
        """Cards, spades and certain points in ``cards``."""
        return len(cards), sum(self._spade[c] for c in cards), sum(self._points[c] for c in cards)

    def taken(self, key: object, cards: Sequence[Card]) -> tuple[int, int, int]:
        """``counts`` of a capture or of a table item, remembered by ``key``."""
        found = self._items.get(key)
        if found is None:
            if len(self._items) >= LEAN_CACHE:
                self._items.clear()
            found = self._items[key] = self.counts(cards)
        return found

    def final(self, points: int, card_lead: int, spade_lead: int) -> float:
        """The final point difference from the certain points' lead and the two leads (docs/RULES.md 5)."""
        if not self.majorities:
            return float(points)
        spades = (spade_lead > 0) - (spade_lead < 0)
        cards = (card_lead > 0) - (card_lead < 0)
        if not cards and self.variant.spades_break_card_tie:
            cards = spades  # Portuguese: the tied player with more spades takes most cards
        return float(points + 3 * cards + spades)


_TALLIES: dict[Variant, _Tally] = {}


class OutOfTime(Exception):
    """The search hit its deadline, node limit or a cancel before finishing."""


class LastDealSolver:
    """Alpha-beta search on the final point difference for one seat."""

    def __init__(self, seat: int, deadline: float, cancel: CancelToken, node_limit: int) -> None:
        self.seat = seat
        self.deadline = deadline
        self.cancel = cancel
        self.node_limit = node_limit
        self.nodes = 0
        self._table: dict[tuple[object, ...], tuple[int, float]] = {}
        self._lean_table: dict[tuple[object, ...], tuple[int, float]] = {}
        # Set by ``_lean_root`` for the position being solved.
        self._tally: _Tally
        self._variant: Variant
        self._dealer: int

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
                value = self._lean_search(self._lean_play(root, move), alpha, INFINITY)
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
            self.nodes % CHECK_EVERY == 0 and (time.perf_counter() > self.deadline or self.cancel.cancelled)
        ):
            raise OutOfTime

    def _search(self, state: GameState, alpha: float, beta: float) -> float:
        seat = self.seat
        if state.over:
            result = state.result()
            mine = result.players[seat].total
            return float(mine - max(p.total for i, p in enumerate(result.players) if i != seat))
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
        maximise = state.to_move == seat
        best = -INFINITY if maximise else INFINITY
        for move in sorted(state.legal_moves(), key=_order):
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
        return _Tally.applies(world)

    def _lean_root(self, world: GameState) -> LeanNode:
        tally = _Tally.of(world.variant)
        seat, other = self.seat, 1 - self.seat
        cards, spades, points = tally.counts(world.captured[seat])
        their_cards, their_spades, their_points = tally.counts(world.captured[other])
        points -= their_points
        if tally.sweeps:
            points += world.sweeps[seat] - world.sweeps[other]
        self._tally = tally
        self._variant = world.variant
        self._dealer = world.dealer
        mover = world.to_move if world.hands[world.to_move] else -1
        leads = (cards - their_cards, spades - their_spades, points)
        return (mover, world.hands, world.table, world.last_capturer, *leads)

    def _lean_moves(self, mover: int, hand: tuple[Card, ...], table: tuple[Item, ...]) -> list[Move]:
        """The engine's legal moves in search order, remembered."""
        key = (self._variant, mover, hand, table)
        found = _MOVES.get(key)
        if found is None:
            if len(_MOVES) >= LEAN_CACHE:
                _MOVES.clear()
            moves = generate_moves(self._variant, hand, table, mover, remember=False)
            found = _MOVES[key] = sorted(moves, key=_order)
        return found

    def _lean_play(self, node: LeanNode, move: Move) -> LeanNode:
        """The position after ``move``, as ``GameState._play`` makes it in the last deal."""
        mover, hands, table, last, card_lead, spade_lead, points = node
        hand = tuple(c for c in hands[mover] if c != move.card)
        hands = (hand, hands[1]) if mover == 0 else (hands[0], hand)
        key = (self._variant, table, mover, move)
        after = _TABLES.get(key)
        if after is None:
            if len(_TABLES) >= LEAN_CACHE:
                _TABLES.clear()
            after = _TABLES[key] = table_after(self._variant, table, mover, move)
        if move.kind == CAPTURE:
            cards, spades, gained = self._tally.taken(move, (move.card, *move.cards))
            sign = 1 if mover == self.seat else -1
            if not after and self._tally.sweeps and self._variant.is_sweep(not hands[0] and not hands[1]):
                gained += 1
            card_lead += sign * cards
            spade_lead += sign * spades
            points += sign * gained
            last = mover
        following = 1 - mover
        if not hands[following]:
            following = mover if hands[mover] else -1
        return (following, hands, after, last, card_lead, spade_lead, points)

    def _lean_end(self, node: LeanNode) -> float:
        """The final difference: the table's leftovers go to the last capturer, or the dealer (docs/RULES.md 5)."""
        _, _, table, last, card_lead, spade_lead, points = node
        taker = last if last is not None else self._dealer
        sign = 1 if taker == self.seat else -1
        for item in table:
            cards, spades, gained = self._tally.taken(item, item_cards(item))
            card_lead += sign * cards
            spade_lead += sign * spades
            points += sign * gained
        return self._tally.final(points, card_lead, spade_lead)

    def _lean_search(self, node: LeanNode, alpha: float, beta: float) -> float:
        """``_search`` on a lean position; transposition values are kept less the points already certain."""
        mover, hands, table, last, card_lead, spade_lead, points = node
        if mover < 0:
            return self._lean_end(node)
        self._count_node()
        key = (mover, hands, table, last, card_lead, spade_lead)
        known, alpha, beta = _probe(self._lean_table.get(key), points, alpha, beta)
        if known is not None:
            return known
        low, high = alpha, beta
        maximise = mover == self.seat
        best = -INFINITY if maximise else INFINITY
        for move in self._lean_moves(mover, hands[mover], table):
            value = self._lean_search(self._lean_play(node, move), alpha, beta)
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
