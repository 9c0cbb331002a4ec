"""What a two-player Advanced or Royal position is worth before the game ends.

Most cards (3 points) and most spades (1 point) are all-or-nothing: a card
is worth a lot when the count is on a knife-edge and almost nothing once
the majority is settled. A flat share per card (``evaluation.CARD_SHARE``)
misses both. Here the cards still to be won are modelled as a random split
whose mean and spread come from measured play:

* the difference ``mine - theirs`` of the final counts is normal around the
  present difference, with a variance of ``CARD_SPREAD`` (cards) or
  ``SPADE_SPREAD`` (spades) for every card still to be won: captures come in
  clumps, so the spread is about twice a coin flip's;
* at the start of a round, a card on the table goes more often to the
  player who leads it (first go at it), far more often when the leader
  holds a card of its value and the other does not (``ITEM_SHARE``); a lone
  card the leader can take is a likely sweep; and over the rest of the game
  the dealer gains ``DEALER_EDGE`` cards (the dealer plays last, so usually
  makes the last capture and gets the leftovers).

The figures were measured from Hard playing itself (300 to 800 games a
variant); regressing final scores on this value gave coefficients near 1
for the cards' majority term in every round. The value is a point
difference, the given seat's view, like the final score's. The leaf reads
the new round's hands of the world it is searching: the expert averages
over sampled worlds, so this is its expectation over the hands it cannot see.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..engine import (
    CARDS,
    MOST_CARDS_POINTS,
    MOST_SPADES_POINTS,
    SPADES,
    Build,
    Card,
    GameState,
    Scoring,
    Variant,
    card_points,
)

TOTAL_CARDS = 52
TOTAL_SPADES = 13
CARD_SPREAD = {"advanced": 2.1, "royal": 2.8}
"""Variance of the final card difference per card still to be won (measured: 2.1 to 2.6 and 2.6 to 3.5)."""
SPADE_SPREAD = {"advanced": 1.0, "royal": 1.35}
"""The same for spades (measured: 0.9 to 1.1 and 1.3 to 1.6)."""
ITEM_SHARE = {
    "advanced": ((0.555, 0.19), (0.93, 0.69)),
    "royal": ((0.59, 0.385), (0.84, 0.71)),
}
"""Share of a table item at a round's start that the round's leader ends up with,
by [the leader holds a card of its value][the other player does] (measured)."""
DEFAULT_ITEM_SHARE = ((0.57, 0.3), (0.88, 0.7))
SWEEP_CHANCE = 0.85
"""Chance that a leader who can take the only item on the table does, for a sweep."""
DEALER_EDGE = 1.8
"""Cards the dealer gains over the rest of the game, table aside (measured 1.6 to 2.5)."""
DEALER_SPADE_EDGE = 0.5
"""The same in spades (measured 0.4 to 0.7)."""


def card_spread(variant: Variant) -> float:
    """Variance of the final card difference per card still to be won."""
    return CARD_SPREAD.get(variant.name, 2.5)


def spade_spread(variant: Variant) -> float:
    """Variance of the final spade difference per spade still to be won."""
    return SPADE_SPREAD.get(variant.name, 1.2)


def applies(variant: Variant, players: int) -> bool:
    """The model is measured for two players scoring points (Advanced, Royal)."""
    return players == 2 and variant.scoring is Scoring.POINTS


def _normal_at_least(mean: float, variance: float, threshold: float) -> float:
    """Chance that a normal variable is above ``threshold``; a step when nothing is left to vary."""
    if variance <= 0.0:
        return 1.0 if mean > threshold else 0.0
    return 0.5 * (1.0 + math.erf((mean - threshold) / math.sqrt(2.0 * variance)))


def majority_chances(lead: float, remaining: int, spread: float, even_total: bool) -> tuple[float, float]:
    """Chances that the player ``lead`` cards ahead wins and loses a majority; a tie is the rest.

    With an even total a tie is possible: a win needs a final lead of 2 or
    more (the difference keeps its parity), hence the threshold 1. With an
    odd total (13 spades) there is no tie.
    """
    if remaining == 0:
        return (1.0, 0.0) if lead > 0 else (0.0, 1.0) if lead < 0 else (0.0, 0.0)
    variance = spread * remaining
    if even_total:
        return _normal_at_least(lead, variance, 1.0), _normal_at_least(-lead, variance, 1.0)
    win = _normal_at_least(lead, variance, 0.0)
    return win, 1.0 - win


def majority_value(lead: float, remaining: int, spread: float, prize: float, even_total: bool) -> float:
    """Expected point difference from a majority prize, for the player ``lead`` cards ahead (a tie scores nothing)."""
    win, lose = majority_chances(lead, remaining, spread, even_total)
    return prize * (win - lose)


def majorities_value(variant: Variant, lead: float, remaining: int, spade_lead: float, spades_left: int) -> float:
    """Expected point difference from most cards and most spades together.

    Under Portuguese rules (``spades_break_card_tie``) a 26-26 tie in cards
    is not nothing: the 3 points go to the player with more spades, so the
    tie's chance is worth the spade majority's chances, three times over.
    """
    win, lose = majority_chances(lead, remaining, card_spread(variant), True)
    spade_win, spade_lose = majority_chances(spade_lead, spades_left, spade_spread(variant), False)
    cards = win - lose
    if variant.spades_break_card_tie:
        cards += (1.0 - win - lose) * (spade_win - spade_lose)
    return MOST_CARDS_POINTS * cards + MOST_SPADES_POINTS * (spade_win - spade_lose)


_SPADE = tuple(1 if c.suit == SPADES else 0 for c in CARDS)
"""1 for a spade, by card number: the leaf runs thousands of times a search, so counts are table look-ups."""
_POINT_TABLES: dict[Variant, tuple[int, ...]] = {}


def point_table(variant: Variant) -> tuple[int, ...]:
    """The points each card itself scores (cassinos, aces; spades by Spade Cassino's house rule),
    by card number, as the engine counts them."""
    found = _POINT_TABLES.get(variant)
    if found is None:
        found = tuple(card_points(variant, c) for c in CARDS)
        _POINT_TABLES[variant] = found
    return found


_PILES: dict[tuple[int, tuple[Card, ...]], tuple[int, int, int]] = {}
"""Counts of piles seen lately: a search meets the same piles at thousands of leaves."""
PILE_CACHE = 4096


def forget_piles() -> None:
    """Drop the counts of piles and hands seen: a new game's searches meet none of the last game's."""
    _PILES.clear()
    _HAND_REACH.clear()


def pile_counts(cards: Sequence[Card], points: tuple[int, ...]) -> tuple[int, int, int]:
    """Cards, spades and card points (by the ``point_table`` given) in a pile."""
    key = (id(points), tuple(cards))
    found = _PILES.get(key)
    if found is None:
        pile = key[1]
        found = len(pile), sum(map(_SPADE.__getitem__, pile)), sum(map(points.__getitem__, pile))
        if len(_PILES) >= PILE_CACHE:
            _PILES.clear()
        _PILES[key] = found
    return found


def outlook_difference(state: GameState, seat: int) -> float:
    """``seat``'s expected final point difference in a two-player points game (exact once it is over).

    Meant for positions where a round has just been dealt (the end of a
    searched round): the table's cards then lean to the new round's leader.
    """
    if state.over:
        result = state.result()
        return float(result.players[seat].total - result.players[1 - seat].total)
    variant = state.variant
    other = 1 - seat
    table = point_table(variant)
    cards, spades, points = pile_counts(state.captured[seat], table)
    their_cards, their_spades, their_points = pile_counts(state.captured[other], table)
    remaining = TOTAL_CARDS - cards - their_cards
    spades_left = TOTAL_SPADES - spades - their_spades
    lead = float(cards - their_cards)
    spade_lead = float(spades - their_spades)
    point_lead = float(points - their_points)
    if variant.sweeps_score:
        point_lead += state.sweeps[seat] - state.sweeps[other]
    if len(state.hands[state.to_move]) == variant.hand_size:
        # A round has just been dealt: the table leans to its leader, the rest of the game to the dealer.
        # (In Draw Cassino hands stay full, so every round's end looks like this, whoever is to move.)
        sign = 1.0 if state.to_move == seat else -1.0
        dealer_sign = 1.0 if state.dealer == seat else -1.0
        table_lead, table_spades, table_points = _table_lean(state)
        lead += sign * table_lead + dealer_sign * DEALER_EDGE
        spade_lead += sign * table_spades + dealer_sign * DEALER_SPADE_EDGE
        point_lead += sign * table_points
    return point_lead + majorities_value(variant, lead, remaining, spade_lead, spades_left)


_REACH: dict[str, tuple[tuple[int, ...], ...]] = {}
_HAND_REACH: dict[tuple[str, tuple[Card, ...]], frozenset[int]] = {}


def _reach_table(variant: Variant) -> tuple[tuple[int, ...], ...]:
    """By card number: the values a card captures with; an Advanced face card -rank (it only pairs)."""
    found = _REACH.get(variant.name)
    if found is None:
        found = tuple(variant.values(c) or (-c.rank,) for c in CARDS)
        _REACH[variant.name] = found
    return found


def _hand_reach(variant: Variant, hand: tuple[Card, ...]) -> frozenset[int]:
    """Every value a hand captures with (the hands of one world's next round recur at every leaf)."""
    key = (variant.name, hand)
    found = _HAND_REACH.get(key)
    if found is None:
        reaches = _reach_table(variant)
        found = frozenset(v for c in hand for v in reaches[c])
        if len(_HAND_REACH) >= PILE_CACHE:
            _HAND_REACH.clear()
        _HAND_REACH[key] = found
    return found


def _table_lean(state: GameState) -> tuple[float, float, float]:
    """Expected (cards, spades, points) the new round's leader gains over the other from the table.

    Each table item goes to the leader with a chance that depends on who
    holds a card of its value (``ITEM_SHARE``); a lone item the leader can
    take is usually taken at once, and that is a sweep.
    """
    variant = state.variant
    leader = state.to_move
    shares = ITEM_SHARE.get(variant.name, DEFAULT_ITEM_SHARE)
    reaches = _reach_table(variant)
    mine = _hand_reach(variant, state.hands[leader])
    theirs = _hand_reach(variant, state.hands[1 - leader])
    card_points_table = point_table(variant)
    cards = spades = points = 0.0
    for item in state.table:
        if isinstance(item, Build):
            reach: tuple[int, ...] = (item.value,)
            count, spade_count, item_points = pile_counts(item.cards, card_points_table)
        else:
            reach = reaches[item]
            count, spade_count, item_points = 1, _SPADE[item], card_points_table[item]
        has_mine = not mine.isdisjoint(reach)
        lean = 2.0 * shares[has_mine][not theirs.isdisjoint(reach)] - 1.0
        cards += lean * count
        spades += lean * spade_count
        points += lean * item_points
        if has_mine and len(state.table) == 1 and variant.sweeps_score:
            points += SWEEP_CHANCE
    return cards, spades, points
