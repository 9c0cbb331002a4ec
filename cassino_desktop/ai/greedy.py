"""A greedy player: the move worth most right now, in points and cards.

It looks one move deep: a capture is worth its cards and points, a build is
worth the cards it will take next turn (less, as the opponent may steal
it), and a trail costs what it offers the opponent. Ties go to the first
move in the engine's listing order, so the player is deterministic.
"""

from __future__ import annotations

from ..engine import BIG_CASSINO, CAPTURE, LITTLE_CASSINO, TRAIL, Card, Move, SeatView, item_cards
from .player import CancelToken, sorted_legal_moves


def card_points(card: Card, sweeps_score: bool) -> float:
    """What one card is worth to its captor, beyond counting as a card."""
    if card == BIG_CASSINO:
        return 2.0
    if card == LITTLE_CASSINO:
        return 1.0
    if card.rank == 1:
        return 1.0
    return 0.1 if card.suit == 3 else 0.0


def move_value(view: SeatView, move: Move) -> float:
    """Immediate worth of a move for the player making it."""
    sweeps = view.variant.sweeps_score
    if move.kind == CAPTURE:
        taken = (move.card, *move.cards)
        value = len(taken) * 0.25 + sum(card_points(c, sweeps) for c in taken)
        table_cards = sum(len(item_cards(it)) for it in view.table)
        if sweeps and len(move.cards) == table_cards and view.hidden_count() > 0:
            value += 1.0
        return value
    if move.kind == TRAIL:
        return -card_points(move.card, sweeps) - 0.05 * min(move.card.rank, 10) / 10
    built = (move.card, *move.cards)
    return 0.5 * (len(built) * 0.25 + sum(card_points(c, sweeps) for c in built))


class GreedyPlayer:
    """Medium: the best immediate points and cards."""

    name = "medium"

    def choose(self, view: SeatView, budget: float, cancel: CancelToken) -> Move:
        moves = sorted_legal_moves(view)
        return max(moves, key=lambda m: move_value(view, m))
