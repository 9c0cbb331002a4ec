"""What cards are worth, and what the next player can probably do to a table.

Shared by the heuristic players. Worth is measured in game points: a point
card its points, and every card a share of "most cards" and, for spades,
of "most spades"; in Original, where cards are the score, each card is 1.
The threat model counts cards: from the cards a seat has not seen and the
size of the next player's hand it computes the chance that hand holds at
least one card of each rank, and from that the expected value of that
player's best capture on a given table.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from math import comb

from ..engine import CAPTURE, Build, Card, Item, SeatView, Variant, card_points, item_cards
from ..engine.cards import SPADES
from ..engine.movegen import generate_moves
from ..engine.state import table_after
from ..engine.variants import Scoring

CARD_SHARE = 0.12
"""A card's share of the 3 points for most cards (27 of 52 needed)."""
SPADE_SHARE = 0.08
"""A spade's extra share of the point for most spades (7 of 13 needed)."""
CLEARANCE_CARD_SHARE = 0.04
"""Clearance: a card's share of the 1 point for most cards."""
SWEEP = 1.0

NO_SEAT = -1
"""Mover number that owns no build: a hypothetical player free of rule 4.5."""


def card_worth(variant: Variant, card: Card) -> float:
    """Points one captured card is worth to its captor, on average.

    The points a card is sure to bring come from the engine (``card_points``),
    so the house rules that change them (Spade Cassino) change this too; the
    shares of most cards and most spades are the player's own estimate.
    """
    if variant.scoring is Scoring.CARDS:
        return 1.0
    share = CLEARANCE_CARD_SHARE if variant.scoring is Scoring.CLEARANCE else CARD_SHARE
    return share + (SPADE_SHARE if card.suit == SPADES else 0.0) + card_points(variant, card)


def cards_worth(variant: Variant, cards: Iterable[Card]) -> float:
    return sum(card_worth(variant, c) for c in cards)


def table_worth(variant: Variant, table: Sequence[Item]) -> float:
    return sum(cards_worth(variant, item_cards(it)) for it in table)


def capture_worth(variant: Variant, card: Card, taken: Sequence[Card], sweep: bool) -> float:
    """Worth of a capture to its maker: the cards, plus a sweep where it scores."""
    worth = card_worth(variant, card) + cards_worth(variant, taken)
    if sweep and variant.sweeps_score:
        worth += SWEEP
    return worth


def holds_probability(unseen: int, hand: int, copies: int) -> float:
    """Chance that a hand of ``hand`` cards dealt from ``unseen`` holds one of ``copies``."""
    if copies <= 0 or hand <= 0 or unseen <= 0:
        return 0.0
    if hand >= unseen or copies > unseen - hand:
        return 1.0
    return 1.0 - comb(unseen - copies, hand) / comb(unseen, hand)


class Threats:
    """The next player's chances, from one seat's knowledge, for any table."""

    def __init__(self, view: SeatView, next_seat: int) -> None:
        self.variant = view.variant
        unseen = view.unseen_cards()
        hand = view.hand_sizes[next_seat]
        self.sure_values = {it.value for it in view.table if isinstance(it, Build) and it.owner == next_seat}
        by_rank: dict[int, list[Card]] = {}
        for c in unseen:
            by_rank.setdefault(c.rank, []).append(c)
        self.ranks: list[tuple[Card, float]] = []
        for cards in by_rank.values():
            p = holds_probability(len(unseen), hand, len(cards))
            if any(v in self.sure_values for v in self.variant.values(cards[0])):
                p = 1.0
            if p > 0:
                self.ranks.append((cards[0], p))

    def expected_exchange(self, table: tuple[Item, ...], my_hand: tuple[Card, ...], seat: int) -> float:
        """Expected worth of the next exchange for ``seat``: my best capture after their reply, less theirs.

        The next player picks, among the captures their likely cards allow,
        the one that leaves ``seat`` worst off (counting what ``seat`` can take
        back with ``my_hand`` afterwards), or trails if nothing beats that.
        """
        variant = self.variant
        mine: dict[tuple[Item, ...], float] = {}

        def my_best(on: tuple[Item, ...]) -> float:
            found = mine.get(on)
            if found is None:
                found = 0.0
                if on and my_hand:
                    total = sum(len(item_cards(it)) for it in on)
                    for move in generate_moves(variant, my_hand, on, seat):
                        if move.kind == CAPTURE:
                            worth = capture_worth(variant, move.card, move.cards, len(move.cards) == total)
                            found = max(found, worth)
                mine[on] = found
            return found

        if_they_trail = my_best(table)
        total_cards = sum(len(item_cards(it)) for it in table)
        options: list[tuple[float, float]] = []
        for card, p in self.ranks:
            worst = if_they_trail
            for move in generate_moves(variant, (card,), table, NO_SEAT):
                if move.kind == CAPTURE:
                    gain = capture_worth(variant, card, move.cards, len(move.cards) == total_cards)
                    after = table_after(variant, table, NO_SEAT, move)
                    worst = min(worst, my_best(after) - gain)
            if worst < if_they_trail:
                options.append((worst, p))
        options.sort()
        expected = 0.0
        none_better = 1.0
        for value, p in options:
            expected += none_better * p * value
            none_better *= 1.0 - p
        return expected + none_better * if_they_trail
