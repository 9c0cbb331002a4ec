"""Worlds a seat cannot tell apart: its view with the hidden cards dealt out.

A computer player that searches must play on full game states, but it may
only know what its seat knows. ``sample_world`` deals the cards the seat has
not seen into the other hands and the stock at random, keeping everything
the seat does know: hand sizes, the stock's size, and that a player who owns
a build holds a card that takes it (rule 4.5). Once the stock is empty every
hidden card is in the other hand, and the one world is the true position.

The plays of the round say more. A player who trailed while a card of theirs
could have taken something from the table most likely held no such card
(``passed_up``); worlds that deal them one anyway are made rarer
(``PASSED_UP_WEIGHT``), not impossible, since a person may trail on purpose.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

from ..engine import TRAIL, Build, Card, GameState, SeatView, SplitMix64, generate_moves

PASSED_UP_WEIGHT = 0.1
"""Weight of a card its possible holder would have captured with, against 1 for any other card.

Nobody at the table sees the other hands, so a trail while a capture was
there to make says the trailer had no card to make it; a player may still
hold one back on purpose, so such a card is ten times less likely, not excluded."""


def all_cards_known(view: SeatView) -> bool:
    """True when the unseen cards are exactly one other hand: the last deal of a two-player game.

    With three or four players the unseen cards of the last deal are split
    between several hands in a way the seat cannot know, until only one other
    hand still holds cards.
    """
    others_holding = sum(1 for seat, size in enumerate(view.hand_sizes) if seat != view.seat and size)
    return view.stock_size == 0 and others_holding <= 1 and len(view.unseen_cards()) == view.hidden_count()


def passed_up(view: SeatView) -> dict[int, frozenset[Card]]:
    """By seat: the unseen cards with which that seat could have captured when it trailed this round.

    Cards dealt later are not affected: a round's hands are dealt at its
    start, so a hand now holds only cards it held at every trail of the round.
    In Draw Cassino a player draws after every play, so a card held now may
    have come from the stock after the trail: the trails say nothing there.
    """
    if view.variant.draw:
        return {}
    unseen = view.unseen_cards()
    found: dict[int, set[Card]] = {}
    for play in view.round_plays:
        if play.seat == view.seat or play.move.kind != TRAIL:
            continue
        takers = found.setdefault(play.seat, set())
        for card in unseen:
            if card not in takers and generate_moves(
                view.variant, (card,), play.table, play.seat, captures_only=True, limit=1
            ):
                takers.add(card)
    return {seat: frozenset(cards) for seat, cards in found.items() if cards}


def _weighted_first(cards: list[Card], unlikely: frozenset[Card], rng: SplitMix64) -> list[Card]:
    """``cards`` in a random order where an unlikely card comes early ``PASSED_UP_WEIGHT`` times as often.

    Drawing the first n is sampling n without replacement with those weights
    (each card's key is log(u) / weight, the largest first).
    """

    def key(card: Card) -> float:
        u = (rng.next_u64() + 1) / 2.0**64
        return math.log(u) / (PASSED_UP_WEIGHT if card in unlikely else 1.0)

    keys = {card: key(card) for card in cards}
    return sorted(cards, key=keys.__getitem__, reverse=True)


def sample_world(view: SeatView, rng: SplitMix64, unlikely: Mapping[int, frozenset[Card]] | None = None) -> GameState:
    """A full game state consistent with ``view``: the hidden cards dealt at random.

    The other players' hands get their known sizes; a player who owns a build
    is dealt a card that takes it first (rule 4.5 says they hold one).
    ``unlikely`` (from ``passed_up``) names, by seat, cards that seat is
    unlikely to hold; they are dealt to it less often.
    """
    unseen = list(view.unseen_cards())
    rng.shuffle(unseen)
    hands: list[list[Card]] = [[] for _ in range(view.players)]
    hands[view.seat] = list(view.hand)
    for seat in range(view.players):
        if seat == view.seat:
            continue
        for item in view.table:
            if isinstance(item, Build) and item.owner == seat:
                if any(item.value in view.variant.values(c) for c in hands[seat]):
                    continue
                for i, c in enumerate(unseen):
                    if item.value in view.variant.values(c):
                        hands[seat].append(unseen.pop(i))
                        break
    for seat in range(view.players):
        if seat == view.seat:
            continue
        need = view.hand_sizes[seat] - len(hands[seat])
        doubtful = unlikely.get(seat) if unlikely else None
        if need and doubtful and not doubtful.isdisjoint(unseen):
            unseen = _weighted_first(unseen, doubtful, rng)
            hands[seat].extend(unseen[:need])
            del unseen[:need]
            rng.shuffle(unseen)  # the cards left over go anywhere, as before
            continue
        hands[seat].extend(unseen[:need])
        del unseen[:need]
    stock = unseen[: view.stock_size]
    return GameState(
        view.variant,
        dealer=view.dealer,
        to_move=view.to_move,
        hands=hands,
        table=view.table,
        stock=stock,
        captured=view.captured,
        sweeps=view.sweeps,
        last_capturer=view.last_capturer,
        round=view.round,
        round_plays=view.round_plays,
    )
