"""Hard: a card-counting heuristic that looks at the next player's best reply.

Every legal move is scored as

    what it captures now
  + what my builds on the table will bring, if the next player cannot take them
  - the expected worth of the next player's best capture on the table I leave

where the chances come from counting the cards this seat has not seen
(``evaluation.Threats``): a build of 7 is safe when all four 7s are seen,
risky when three are unseen and the opponent holds four cards. On the last
play of the game the cards left on the table go, exactly, to the last capturer.
"""

from __future__ import annotations

from ..engine import CAPTURE, Build, Move, SeatView, item_cards
from ..engine.state import table_after
from .evaluation import Threats, capture_worth, card_worth, cards_worth, table_worth
from .player import CancelToken, sorted_legal_moves

BUILD_DISCOUNT = 0.9
"""A build still has to be taken next turn; a little is lost on the way."""


def score_move(view: SeatView, move: Move, threats: Threats) -> float:
    """Expected point difference this move makes, in the heuristic's model."""
    variant = view.variant
    seat = view.seat
    table = table_after(variant, view.table, seat, move)
    total_before = sum(len(item_cards(it)) for it in view.table)
    score = 0.0
    captured_now = move.kind == CAPTURE
    if captured_now:
        score += capture_worth(variant, move.card, move.cards, len(move.cards) == total_before)

    cards_left_after = sum(view.hand_sizes) - 1
    if cards_left_after == 0 and view.stock_size == 0:
        # The last play of the game: the table goes to the last capturer (rule 5).
        last = seat if captured_now else view.last_capturer
        leftover = table_worth(variant, table)
        return score + (leftover if last == seat else -leftover)

    hand_after = [c for c in view.hand if c != move.card]
    for it in table:
        if isinstance(it, Build) and it.owner == seat:
            safe = 1.0 - threats.holds_value(it.value)
            taker = next((c for c in hand_after if it.value in variant.values(c)), None)
            taker_worth = card_worth(variant, taker) if taker is not None else 0.0
            score += BUILD_DISCOUNT * safe * (cards_worth(variant, it.cards) + taker_worth)
    score -= threats.expected_best_capture(table)
    return score


class HardPlayer:
    """Hard: immediate gain, build safety and the opponent's likely reply."""

    name = "hard"

    def choose(self, view: SeatView, budget: float, cancel: CancelToken) -> Move:
        moves = sorted_legal_moves(view)
        if len(moves) == 1:
            return moves[0]
        threats = Threats(view, (view.seat + 1) % view.players)
        return max(moves, key=lambda m: score_move(view, m, threats))
