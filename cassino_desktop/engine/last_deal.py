"""The last deal of a two-player game, played fast on a lean position for an exact search.

When the stock is empty nothing is dealt or drawn any more, so a play
changes only the hands, the table, the last capturer and who leads in
cards, spades and points already certain. ``LastDeal`` plays the rules of
``GameState`` on exactly those numbers, seen from one seat, so a search
scores a finished deal from a few numbers instead of recounting the piles
and positions that differ only in how the same leads were won are one
position. It lives beside the rules it plays so that they exist once;
``tests/engine/test_last_deal.py`` checks every play and every ending
against ``GameState.apply`` and ``GameState.result``.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import CARDS, SPADES, Card
from .moves import CAPTURE, Move
from .plays import table_after
from .scoring import card_points, majorities_margin
from .state import GameState
from .table import Item, item_cards
from .variants import Grouping, Scoring, Variant

LastDealNode = tuple[int, tuple[tuple[Card, ...], ...], tuple[Item, ...], int | None, int, int, int]
"""A last-deal position: (mover, or -1 once the game is over; hands; table; last capturer;
the seat's lead in cards; its lead in spades; its lead in points already certain)."""
LAST_DEAL_CACHE = 65_536
"""Tables and counts remembered across searches: a player solves the same last deal at each of its
turns, and in each of the worlds it imagines for one decision."""
_TABLES: dict[tuple[Variant, tuple[Item, ...], int, Move], tuple[Item, ...]] = {}


class _Tally:
    """What a variant's scoring makes of a pile: what cards count, and the final difference.

    A two-player game scored by points (Advanced, Royal) or by cards
    (Original): points already certain add up card by card, sweeps add up,
    and most cards and most spades follow from the two leads alone.
    """

    def __init__(self, variant: Variant) -> None:
        by_cards = variant.scoring is Scoring.CARDS
        self.variant = variant
        self.sweeps = variant.sweeps_score and not by_cards  # a game scored by cards counts cards only
        self._spade = [1 if c.suit == SPADES else 0 for c in CARDS]
        self._points = [1 if by_cards else card_points(variant, c) for c in CARDS]
        self._items: dict[object, tuple[int, int, int]] = {}

    @classmethod
    def of(cls, variant: Variant) -> _Tally:
        found = _TALLIES.get(variant)
        if found is None:
            found = _TALLIES[variant] = cls(variant)
        return found

    def counts(self, cards: Sequence[Card]) -> tuple[int, int, int]:
        """Cards, spades and certain points in ``cards``."""
        return len(cards), sum(self._spade[c] for c in cards), sum(self._points[c] for c in cards)

    def taken(self, key: object, cards: Sequence[Card]) -> tuple[int, int, int]:
        """``counts`` of a capture or of a table item, remembered by ``key``."""
        found = self._items.get(key)
        if found is None:
            if len(self._items) >= LAST_DEAL_CACHE:
                self._items.clear()
            found = self._items[key] = self.counts(cards)
        return found

    def final(self, points: int, card_lead: int, spade_lead: int) -> float:
        """The final point difference from the certain points' lead and the two leads (docs/RULES.md 5)."""
        return float(points + majorities_margin(self.variant, card_lead, spade_lead))


_TALLIES: dict[Variant, _Tally] = {}


class LastDeal:
    """The last deal of ``state``, seen from ``seat``: its lean position, its plays and its final score.

    Every lead in a node is ``seat``'s lead over the other player, so the
    value of a finished deal is ``end(node)`` and the search needs nothing else.
    """

    __slots__ = ("_tally", "_variant", "dealer", "seat", "start")

    def __init__(self, state: GameState, seat: int) -> None:
        """The lean form of ``state``, which ``applies`` must accept."""
        tally = _Tally.of(state.variant)
        other = 1 - seat
        cards, spades, points = tally.counts(state.captured[seat])
        their_cards, their_spades, their_points = tally.counts(state.captured[other])
        points -= their_points
        if tally.sweeps:
            points += state.sweeps[seat] - state.sweeps[other]
        self._tally = tally
        self._variant = state.variant
        self.seat = seat
        self.dealer = state.dealer
        mover = state.to_move if state.hands[state.to_move] else -1
        self.start: LastDealNode = (
            mover,
            state.hands,
            state.table,
            state.last_capturer,
            cards - their_cards,
            spades - their_spades,
            points,
        )

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

    def play(self, node: LastDealNode, move: Move) -> LastDealNode:
        """The position after ``move`` (assumed legal), as ``GameState.apply`` makes it in the last deal."""
        mover, hands, table, last, card_lead, spade_lead, points = node
        hand = tuple(c for c in hands[mover] if c != move.card)
        hands = (hand, hands[1]) if mover == 0 else (hands[0], hand)
        key = (self._variant, table, mover, move)
        after = _TABLES.get(key)
        if after is None:
            if len(_TABLES) >= LAST_DEAL_CACHE:
                _TABLES.clear()
            after = _TABLES[key] = table_after(self._variant, table, mover, move)
        if move.kind == CAPTURE:
            tally = self._tally
            cards, spades, gained = tally.taken(move, (move.card, *move.cards))
            sign = 1 if mover == self.seat else -1
            if not after and tally.sweeps and self._variant.is_sweep(not hands[0] and not hands[1]):
                gained += 1
            card_lead += sign * cards
            spade_lead += sign * spades
            points += sign * gained
            last = mover
        following = 1 - mover
        if not hands[following]:
            following = mover if hands[mover] else -1
        return (following, hands, after, last, card_lead, spade_lead, points)

    def end(self, node: LastDealNode) -> float:
        """The seat's final point difference once the deal is over: the table's leftovers go to the
        last capturer, or the dealer (docs/RULES.md 5)."""
        _, _, table, last, card_lead, spade_lead, points = node
        taker = last if last is not None else self.dealer
        sign = 1 if taker == self.seat else -1
        tally = self._tally
        for item in table:
            cards, spades, gained = tally.taken(item, item_cards(item))
            card_lead += sign * cards
            spade_lead += sign * spades
            points += sign * gained
        return tally.final(points, card_lead, spade_lead)
