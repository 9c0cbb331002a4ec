"""Worlds a seat cannot tell apart: its view with the hidden cards dealt out.

A computer player that searches must play on full game states, but it may
only know what its seat knows. ``sample_world`` deals the cards the seat has
not seen into the other hands and the stock at random, keeping everything
the seat does know: hand sizes, the stock's size, and that a player who owns
a build holds a card that takes it (rule 4.5). Once the stock is empty every
hidden card is in the other hand, and the one world is the true position.
"""

from __future__ import annotations

from ..engine import Build, Card, GameState, SeatView
from ..engine.rng import SplitMix64


def all_cards_known(view: SeatView) -> bool:
    """True when the unseen cards are exactly one other hand: the last deal of a two-player game.

    With three or four players the unseen cards of the last deal are split
    between several hands in a way the seat cannot know, until only one other
    hand still holds cards.
    """
    others_holding = sum(1 for seat, size in enumerate(view.hand_sizes) if seat != view.seat and size)
    return view.stock_size == 0 and others_holding <= 1 and len(view.unseen_cards()) == view.hidden_count()


def sample_world(view: SeatView, rng: SplitMix64) -> GameState:
    """A full game state consistent with ``view``: the hidden cards dealt at random.

    The other players' hands get their known sizes; a player who owns a build
    is dealt a card that takes it first (rule 4.5 says they hold one).
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
    )
