"""The greedy player, the "medium" level: the move worth most right now, in points and cards.

It looks one move deep: a capture is worth its cards and points, a build is
worth the cards it will take next turn (less, as the opponent may steal
it), and a trail costs what it offers the opponent. Ties go to the first
move in the engine's listing order, so the player is deterministic.
"""

from __future__ import annotations

from ..engine import CAPTURE, SPADES, TRAIL, Card, Move, Scoring, SeatView, Variant, card_points, is_sweep, table_after
from .player import Budget, CancelToken, sorted_legal_moves


def points_at_once(variant: Variant, card: Card) -> float:
    """What one card brings its captor at once, beyond counting as a card (the medium level's own measure):
    its points by the variant's scoring (the engine's, house rules included), and a little for a spade."""
    spade = 0.1 if card.suit == SPADES and variant.scoring is not Scoring.CARDS else 0.0
    return card_points(variant, card) + spade


def move_value(view: SeatView, move: Move) -> float:
    """Immediate worth of a move for the player making it."""
    variant = view.variant
    if move.kind == CAPTURE:
        taken = (move.card, *move.cards)
        value = len(taken) * 0.25 + sum(points_at_once(variant, c) for c in taken)
        if variant.sweeps_score and is_sweep(
            variant, move, table_after(variant, view.table, view.seat, move), view.last_play()
        ):
            value += 1.0
        return value
    if move.kind == TRAIL:
        return -points_at_once(variant, move.card) - 0.05 * min(move.card.rank, 10) / 10
    built = (move.card, *move.cards)
    return 0.5 * (len(built) * 0.25 + sum(points_at_once(variant, c) for c in built))


class GreedyPlayer:
    """The best immediate points and cards; it plays the "medium" level, so that is its name."""

    name = "medium"

    def choose(self, view: SeatView, budget: float | Budget, cancel: CancelToken) -> Move:
        moves = sorted_legal_moves(view)
        return max(moves, key=lambda m: move_value(view, m))
