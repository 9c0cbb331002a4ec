"""What one seat may know: the information set the computer player reasons over.

A ``SeatView`` is built from a state and then has no link back to it, so a
player holding a view cannot reach the other hands or the order of the
stock, however it tries. Hidden cards appear only as counts and as the set
of cards this seat has not seen.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import DECK, Card
from .movegen import CANDIDATE_LIMIT, MoveListing, generate_moves, list_moves
from .moves import Move
from .rules import is_legal_move
from .state import GameState, Play
from .table import Item, item_cards
from .variants import Variant


@dataclass(frozen=True)
class SeatView:
    """One seat's knowledge of a game in progress."""

    variant: Variant
    seat: int
    players: int
    dealer: int
    to_move: int
    round: int
    hand: tuple[Card, ...]
    table: tuple[Item, ...]
    captured: tuple[tuple[Card, ...], ...]
    sweeps: tuple[int, ...]
    last_capturer: int | None
    hand_sizes: tuple[int, ...]
    """Cards in every seat's hand (this seat's own included)."""
    stock_size: int
    over: bool
    round_plays: tuple[Play, ...] = ()
    """The plays of this round so far with the table each was made on: everyone watched them."""

    @staticmethod
    def of(state: GameState, seat: int) -> SeatView:
        if not 0 <= seat < state.players:
            raise ValueError(f"no seat {seat} in a game of {state.players}")
        return SeatView(
            variant=state.variant,
            seat=seat,
            players=state.players,
            dealer=state.dealer,
            to_move=state.to_move,
            round=state.round,
            hand=state.hands[seat],
            table=state.table,
            captured=state.captured,
            sweeps=state.sweeps,
            last_capturer=state.last_capturer,
            hand_sizes=tuple(len(h) for h in state.hands),
            stock_size=len(state.stock),
            over=state.over,
            round_plays=state.round_plays,
        )

    def seen_cards(self) -> frozenset[Card]:
        """Cards this seat has seen: its hand, the table and every captured pile."""
        seen = set(self.hand)
        seen.update(c for it in self.table for c in item_cards(it))
        seen.update(c for pile in self.captured for c in pile)
        return frozenset(seen)

    def unseen_cards(self) -> tuple[Card, ...]:
        """Cards in other hands or the stock, as far as this seat can tell, sorted.

        In a position with cards out of play (hand-made puzzles) this is
        every card the seat has not seen, which may be more than the hidden count.
        """
        return tuple(sorted(DECK - self.seen_cards()))

    def last_play(self) -> bool:
        """True if the move to make is the last play of the game (one card left in all, no stock)."""
        return sum(self.hand_sizes) == 1 and self.stock_size == 0

    def hidden_count(self) -> int:
        """How many cards lie in other hands and the stock."""
        return sum(self.hand_sizes) - len(self.hand) + self.stock_size

    def legal_moves(self) -> list[Move]:
        """This seat's legal moves, when it is to move (they need only its own hand); all of them, however many."""
        if self.over or self.to_move != self.seat:
            return []
        return generate_moves(self.variant, self.hand, self.table, self.seat)

    def candidate_moves(self, limit: int = CANDIDATE_LIMIT) -> MoveListing:
        """The moves a player weighs, as ``GameState.candidate_moves`` gives them: every legal move on an
        ordinary table, at most ``limit`` on a crowded one, and whether they are all."""
        if self.over or self.to_move != self.seat:
            return MoveListing([], True)
        return list_moves(self.variant, self.hand, self.table, self.seat, limit)

    def is_legal(self, move: Move) -> bool:
        """Whether this seat, to move, may make ``move`` (asked of the move alone, never of a listing)."""
        if self.over or self.to_move != self.seat:
            return False
        return is_legal_move(self.variant, self.hand, self.table, self.seat, move)


def view_for(state: GameState, seat: int) -> SeatView:
    """The information set of ``seat`` in ``state``."""
    return SeatView.of(state, seat)
