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
from dataclasses import dataclass
from math import comb

from ..engine import (
    SPADES,
    Build,
    Card,
    Item,
    Move,
    Scoring,
    SeatView,
    Variant,
    capture_outcomes,
    card_points,
    item_cards,
)
from .outlook import (
    DEALER_EDGE,
    DEALER_SPADE_EDGE,
    TOTAL_CARDS,
    TOTAL_SPADES,
    majorities_value,
)
from .outlook import applies as outlook_applies

CARD_SHARE = 0.12
"""A card's share of the 3 points for most cards (27 of 52 needed)."""
SPADE_SHARE = 0.08
"""A spade's extra share of the point for most spades (7 of 13 needed)."""
CLEARANCE_CARD_SHARE = 0.04
"""Clearance: a card's share of the 1 point for most cards."""
SWEEP = 1.0

NO_SEAT = -1
"""Mover number that owns no build: a hypothetical player free of rule 4.5."""
THREAT_CAPTURES = 64
"""The most captures weighed in one look at a table: more than an ordinary table allows, so only a table of
many low cards has its captures cut, and a look stays quick however many ways its cards could be taken."""
REPLY_TABLES = 48
"""The most tables left by the next player's captures on which one move's follow-up is weighed (the rest count
as taking nothing back): an ordinary table leaves a few dozen; a crowded one would leave thousands."""
REPLY_BUDGET = 480
"""Tables weighed for the follow-ups of all the moves of one choice, shared out evenly (``Threats.weigh``): a
handful of moves keep ``REPLY_TABLES`` each; the dozens a big table allows get fewer, and the choice stays quick."""


@dataclass(frozen=True)
class Shares:
    """What one more captured card, and one more spade, adds to the captor's point difference."""

    card: float = CARD_SHARE
    spade: float = SPADE_SHARE


FLAT = Shares()


def shares_for(view: SeatView) -> Shares:
    """The marginal worth of a card and of a spade for ``view.seat`` now.

    Near a tie in cards one more card moves the chance of the 3 points a
    lot; once the majority is settled it moves nothing (``outlook``). The
    same holds for spades and their 1 point.
    """
    if not outlook_applies(view.variant, view.players):
        return FLAT
    seat, other = view.seat, 1 - view.seat
    mine, theirs = view.captured[seat], view.captured[other]
    edge = 1.0 if view.dealer == seat else -1.0
    lead = len(mine) - len(theirs) + edge * DEALER_EDGE
    spade_lead = sum(1 for c in mine if c.suit == SPADES) - sum(1 for c in theirs if c.suit == SPADES)
    spade_lead_f = spade_lead + edge * DEALER_SPADE_EDGE
    left = TOTAL_CARDS - len(mine) - len(theirs) - 1
    spades_left = TOTAL_SPADES - sum(1 for p in (mine, theirs) for c in p if c.suit == SPADES) - 1
    variant = view.variant
    # With every spade won (the card in question is not one) spades decide nothing more,
    # but under Portuguese rules the won spades still settle a tie in cards.
    spades_open = max(spades_left, 0)
    card = majorities_value(variant, lead + 1, left, spade_lead_f, spades_open)
    card -= majorities_value(variant, lead - 1, left, spade_lead_f, spades_open)
    spade = 0.0
    if spades_left >= 0:
        spade = majorities_value(variant, lead, left, spade_lead_f + 1, spades_left)
        spade -= majorities_value(variant, lead, left, spade_lead_f - 1, spades_left)
    return Shares(card / 2, spade / 2)


def card_worth(variant: Variant, card: Card, shares: Shares = FLAT) -> float:
    """Points one captured card is worth to its captor, on average.

    The points a card is sure to bring come from the engine (``card_points``),
    so the house rules that change them (Spade Cassino) change this too; the
    shares of most cards and most spades are the player's own estimate.
    """
    if variant.scoring is Scoring.CARDS:
        return 1.0
    if variant.scoring is Scoring.CLEARANCE:
        shares = Shares(CLEARANCE_CARD_SHARE, SPADE_SHARE)
    return shares.card + (shares.spade if card.suit == SPADES else 0.0) + card_points(variant, card)


def cards_worth(variant: Variant, cards: Iterable[Card], shares: Shares = FLAT) -> float:
    return sum(card_worth(variant, c, shares) for c in cards)


def table_worth(variant: Variant, table: Sequence[Item], shares: Shares = FLAT) -> float:
    return sum(cards_worth(variant, item_cards(it), shares) for it in table)


def holds_probability(unseen: int, hand: int, copies: int) -> float:
    """Chance that a hand of ``hand`` cards dealt from ``unseen`` holds one of ``copies``."""
    if copies <= 0 or hand <= 0 or unseen <= 0:
        return 0.0
    if hand >= unseen or copies > unseen - hand:
        return 1.0
    return 1.0 - comb(unseen - copies, hand) / comb(unseen, hand)


def _owned_values(view: SeatView, seat: int) -> set[int]:
    """The values of the builds ``seat`` owns: it holds a card to take each."""
    return {it.value for it in view.table if isinstance(it, Build) and it.owner == seat}


def _likely_ranks(
    variant: Variant, by_rank: dict[int, list[Card]], unseen: int, hand: int, owned: set[int]
) -> list[tuple[Card, float]]:
    """One card of each unseen rank, with the chance that a hand of ``hand`` unseen cards holds one of them.

    Certain where the hand's player owns a build that rank takes, since they must hold a card to take it.
    """
    ranks = []
    for cards in by_rank.values():
        p = holds_probability(unseen, hand, len(cards))
        if any(v in owned for v in variant.values(cards[0])):
            p = 1.0
        if p > 0:
            ranks.append((cards[0], p))
    return ranks


def _expected_first(options: Sequence[tuple[float, float]], fallback: float) -> float:
    """The expected value when the first option held is taken: ``options`` are (value, chance held), in order
    of preference; ``fallback`` is the value when none is held."""
    expected = 0.0
    none_held = 1.0
    for value, p in options:
        expected += none_held * p * value
        none_held *= 1.0 - p
    return expected + none_held * fallback


class Threats:
    """The next player's chances, from one seat's knowledge, for any table."""

    def __init__(self, view: SeatView, next_seat: int) -> None:
        self.variant = view.variant
        self.shares = shares_for(view)
        unseen = view.unseen_cards()
        hand = view.hand_sizes[next_seat]
        if hand == 0 and view.stock_size > 0:
            # The last play of a round: the next player's hand is empty, but a fresh one is coming; count that.
            hand = view.variant.hand_size
        self.sure_values = _owned_values(view, next_seat)
        by_rank: dict[int, list[Card]] = {}
        for c in unseen:
            by_rank.setdefault(c.rank, []).append(c)
        self.ranks = _likely_ranks(self.variant, by_rank, len(unseen), hand, self.sure_values)
        self._rank_cards = tuple(card for card, _ in self.ranks)
        self._worth: dict[Card, float] = {}
        self.reply_tables = REPLY_TABLES
        # In partnerships the partner plays after the next player: the side's next capture is theirs.
        self.partner_ranks: list[tuple[Card, float]] = []
        if view.variant.partnerships:
            partner = (view.seat + 2) % view.players
            owned = _owned_values(view, partner)
            self.partner_ranks = _likely_ranks(self.variant, by_rank, len(unseen), view.hand_sizes[partner], owned)

    def weigh(self, moves: int) -> Threats:
        """Share the follow-up tables of one choice among ``moves`` moves (``REPLY_BUDGET``); returns itself."""
        self.reply_tables = min(REPLY_TABLES, max(8, REPLY_BUDGET // max(1, moves)))
        return self

    def capture_worth(self, card: Card, taken: Sequence[Card], sweep: bool) -> float:
        """Worth of a capture to its maker: its cards at this seat's shares, plus a sweep where it scores.

        Each card's worth is worked out once: the hard level asks for the
        worth of thousands of captures per choice, and the expert asks for
        thousands of hard choices per move, so looking the cards up instead
        of scoring them again is a third of the hard level's time.
        """
        worth = self._worth
        total = worth.get(card)
        if total is None:
            total = worth[card] = card_worth(self.variant, card, self.shares)
        taken_worth = 0.0
        for c in taken:
            w = worth.get(c)
            if w is None:
                w = worth[c] = card_worth(self.variant, c, self.shares)
            taken_worth += w
        total += taken_worth
        if sweep and self.variant.sweeps_score:
            total += SWEEP
        return total

    def expected_exchange(self, table: tuple[Item, ...], my_hand: tuple[Card, ...], seat: int) -> float:
        """Expected worth of the next exchange for ``seat``: my best capture after their reply, less theirs.

        The next player picks, among the captures their likely cards allow,
        the one that leaves ``seat`` worst off (counting what ``seat`` can take
        back with ``my_hand`` afterwards), or trails if nothing beats that.
        """
        variant = self.variant
        mine: dict[tuple[Item, ...], float] = {}
        partner_cards = tuple(card for card, _ in self.partner_ranks)

        def my_best(on: tuple[Item, ...]) -> float:
            found = mine.get(on)
            if found is None:
                found = 0.0
                if on and my_hand and len(mine) < self.reply_tables:
                    for move, left in capture_outcomes(variant, my_hand, on, seat, THREAT_CAPTURES):
                        worth = self.capture_worth(move.card, move.cards, not left)
                        if worth > found:
                            found = worth
                    if partner_cards:
                        found = max(found, partner_expected(on))
                mine[on] = found
            return found

        def partner_expected(on: tuple[Item, ...]) -> float:
            """The partner's expected best capture on ``on``: the side's next turn after the next player's."""
            best: dict[Card, float] = {}
            for move, left in capture_outcomes(variant, partner_cards, on, NO_SEAT, THREAT_CAPTURES):
                worth = self.capture_worth(move.card, move.cards, not left)
                if worth > best.get(move.card, 0.0):
                    best[move.card] = worth
            gains = [(best[card], p) for card, p in self.partner_ranks if best.get(card, 0.0) > 0]
            return _expected_first(sorted(gains, reverse=True), 0.0)

        if_they_trail = my_best(table)
        # One look at the table for every rank: a card's captures do not depend on the others
        # (the hypothetical player owns no build), and the table's sums are worked out once.
        captures: dict[Card, list[tuple[Move, tuple[Item, ...]]]] = {card: [] for card in self._rank_cards}
        for move, left in capture_outcomes(variant, self._rank_cards, table, NO_SEAT, THREAT_CAPTURES):
            captures[move.card].append((move, left))
        options: list[tuple[float, float]] = []
        for card, p in self.ranks:
            worst = if_they_trail
            for move, after in captures[card]:
                gain = self.capture_worth(card, move.cards, not after)
                worst = min(worst, my_best(after) - gain)
            if worst < if_they_trail:
                options.append((worst, p))
        options.sort()
        return _expected_first(options, if_they_trail)
