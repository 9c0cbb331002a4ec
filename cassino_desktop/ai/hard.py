"""Hard: a card-counting player that weighs the next exchange.

Every legal move is scored as

    what it captures now
  + FOLLOW_UP x the expected next exchange: the opponent's most damaging
    capture on the table I leave, then my best capture back with the cards
    I keep (a build of mine survives only if they cannot take it)
  + HOLD x the capturing power of the cards I keep (so, other things equal,
    it trails a 2 and keeps a 9)

where the opponent's chances come from counting the cards this seat has not
seen (``evaluation.Threats``): a build of 7 is safe when all four 7s are
seen, risky when three are unseen and the opponent holds four cards, and
certain to be taken when the opponent owns a build of 7 themselves. In the
last deal, once every card is known and few are left, it plays exactly
(``solver``), which settles the last capture and its leftover cards.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import CAPTURE, Move, SeatView, SplitMix64, is_sweep, table_after
from .evaluation import Threats, table_worth
from .player import Budget, CancelToken, sorted_legal_moves
from .solver import LastDealSolver, OutOfTime
from .worlds import all_cards_known, sample_world

FOLLOW_UP = 0.8
"""Weight of the next exchange against what a move takes now: the future is less certain,
and a build still has to be taken next turn, so a little is lost on the way."""
ENDGAME_CARDS = 8
"""With this few cards left in the last deal, every card known, Hard plays the end exactly."""
ENDGAME_NODES = 10_000
"""Node limit of that exact endgame: a limit, not a clock, so Hard plays the same on a busy machine."""
HOLD = 0.3
"""Worth of keeping a card, per 10 of its capturing value (a king in Royal 1.3, a face card
in Advanced, which only pairs, nothing). The next exchange sees only the next capture;
a high card kept captures sums for the rest of the round, a low one hardly ever, and every
card kept must be played at last. 0.3 won Hard the most matches against Medium
(docs/STRENGTH.md has the tournaments)."""


def score_move(view: SeatView, move: Move, threats: Threats) -> float:
    """Expected point difference this move makes, in the heuristic's model."""
    variant = view.variant
    seat = view.seat
    table = table_after(variant, view.table, seat, move)
    score = 0.0
    captured_now = move.kind == CAPTURE
    last_play = view.last_play()
    if captured_now:
        score += threats.capture_worth(move.card, move.cards, is_sweep(variant, move, table, last_play))

    if last_play:
        # The last play of the game: the table goes to the last capturer (rule 5).
        last = seat if captured_now else view.last_capturer
        leftover = table_worth(variant, table, threats.shares)
        ours = last is not None and variant.side_of(last) == variant.side_of(seat)  # a partner's is ours too
        return score + (leftover if ours else -leftover)

    hand_after = tuple(c for c in view.hand if c != move.card)
    held = HOLD * sum(max(variant.values(c), default=0) for c in hand_after) / 10
    return score + held + FOLLOW_UP * threats.expected_exchange(table, hand_after, seat)


def heuristic_choice(view: SeatView, moves: Sequence[Move]) -> Move:
    """The best of ``moves`` by ``score_move``: Hard's choice without its exact endgame."""
    threats = Threats(view, (view.seat + 1) % view.players).weigh(len(moves))
    return max(moves, key=lambda m: score_move(view, m, threats))


class HardPlayer:
    """Hard: immediate gain, build safety and the opponent's likely reply."""

    name = "hard"

    def choose(self, view: SeatView, budget: float | Budget, cancel: CancelToken) -> Move:
        moves = sorted_legal_moves(view)
        if len(moves) == 1:
            return moves[0]
        if all_cards_known(view) and sum(view.hand_sizes) <= ENDGAME_CARDS:
            # A node limit, not a clock: Hard must choose the same move on a busy machine.
            solver = LastDealSolver(view.seat, float("inf"), cancel, ENDGAME_NODES)
            try:
                return solver.best_move(sample_world(view, SplitMix64(0)), moves)
            except OutOfTime:
                pass
        return heuristic_choice(view, moves)
