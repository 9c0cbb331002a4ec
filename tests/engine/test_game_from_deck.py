"""Dealing from a given deck (an online table's sealed shuffle), and moves judged against a hidden hand.

``new_game`` deals a seed's shuffle through ``game_from_deck``, so a deck dealt online is dealt by the same
rules; ``could_also_hold`` lets a seat that cannot see the mover's hand refuse only what no hand could make
legal.
"""

from __future__ import annotations

import random

import pytest

from cassino_desktop.engine import (
    ADVANCED,
    CARDS,
    ORIGINAL,
    ROYAL,
    Card,
    GameState,
    IllegalMove,
    Move,
    game_from_deck,
    generate_moves,
    new_game,
    shuffled_deck,
    with_house_rules,
)
from cassino_desktop.engine.refusals import Illegal

C = Card.from_text


@pytest.mark.parametrize("variant", [ORIGINAL, ADVANCED, ROYAL], ids=lambda v: v.name)
@pytest.mark.parametrize("seed", [0, 7, 2026])
def test_a_seed_deals_what_its_shuffled_deck_deals(variant: object, seed: int) -> None:
    assert isinstance(variant, type(ADVANCED))
    for dealer in (0, 1):
        deck = shuffled_deck(seed)
        assert game_from_deck(variant, deck, dealer=dealer) == new_game(variant, seed, dealer=dealer)


def test_the_deck_is_dealt_in_its_order() -> None:
    """Two at a time from the top, the dealer's opponent first, then the table, the rest the stock (RULES 2)."""
    deck = list(CARDS)
    state = game_from_deck(ADVANCED, deck, dealer=1)
    assert state.hands[0] == tuple(sorted(deck[0:2] + deck[4:6]))
    assert state.hands[1] == tuple(sorted(deck[2:4] + deck[6:8]))
    assert state.table == tuple(deck[8:12])
    assert state.stock == tuple(deck[12:])
    assert state.to_move == 0


@pytest.mark.parametrize(
    "deck",
    [list(CARDS[:51]), [*CARDS[:51], CARDS[0]], [*CARDS, CARDS[0]], []],
    ids=["51 cards", "a card twice", "53 cards", "empty"],
)
def test_a_deck_that_is_not_the_52_cards_once_is_refused(deck: list[Card]) -> None:
    with pytest.raises(ValueError, match="each of the 52 cards once"):
        game_from_deck(ADVANCED, deck)


def test_the_players_and_dealer_are_checked_as_for_a_seed() -> None:
    with pytest.raises(ValueError, match="not 3"):
        game_from_deck(ORIGINAL, CARDS, players=3)
    with pytest.raises(ValueError, match="dealer"):
        game_from_deck(ADVANCED, CARDS, dealer=2)


def test_plain_numbers_are_dealt_as_cards() -> None:
    state = game_from_deck(ADVANCED, list(range(52)))
    assert all(type(card) is Card for hand in state.hands for card in hand)


def building_position() -> GameState:
    """South (0) to move holding 3C 5C QS KS, a 6 on the table: building 9 with the 3 needs a 9 kept in the hand."""
    deck = [C("3C"), C("KS"), C("2D"), C("2H"), C("5C"), C("QS"), C("4D"), C("4H"), C("6D"), C("JC"), C("JD"), C("JH")]
    rest = [card for card in CARDS if card not in deck]
    return game_from_deck(ADVANCED, deck + rest, dealer=1)


def test_a_move_needing_a_hidden_card_is_refused_without_it_and_taken_with_it() -> None:
    state = building_position()
    build = Move.build(9, C("3C"), [C("6D")])
    refusal = state.why_illegal(build)
    assert refusal is not None and refusal.reason is Illegal.KEEP_CARD_FOR_NEW_BUILD
    assert state.why_illegal(build, could_also_hold=[C("9S")]) is None
    assert state.why_illegal(build, could_also_hold=[C("8S")]) is not None
    after = state.apply(build, could_also_hold=[C("9S")])
    assert set(after.hands[0]) == {C("5C"), C("QS"), C("KS")}, "hidden cards are counted, never added"
    with pytest.raises(IllegalMove):
        state.apply(build)


def test_a_hidden_card_never_lets_a_card_not_in_the_hand_be_played() -> None:
    state = building_position()
    refusal = state.why_illegal(Move.trail(C("9S")), could_also_hold=[C("9S")])
    assert refusal is None, "could_also_hold widens the hand: the online table checks the position itself"
    assert state.why_illegal(Move.trail(C("9S"))) is not None


@pytest.mark.parametrize("seed", range(12))
def test_more_cards_held_never_forbid_a_move(seed: int) -> None:
    """What ``could_also_hold`` rests on: every move legal with a hand stays legal with more cards beside it,
    so a seat that counts every card the mover might hold refuses only moves no hand allows."""
    chooser = random.Random(seed)
    variant = chooser.choice([ORIGINAL, ADVANCED, ROYAL, with_house_rules(ADVANCED, {"builder_duty": "take-or-add"})])
    state = new_game(variant, seed)
    while not state.over:
        hidden = [c for c in CARDS if c not in state.hand and c not in {x for h in state.hands for x in h}]
        extra = chooser.sample(hidden + list(state.stock), k=min(6, len(state.stock)))
        for move in state.legal_moves():
            assert state.why_illegal(move, could_also_hold=extra) is None, move
        widened = generate_moves(variant, (*state.hand, *extra), state.table, state.to_move)
        for move in widened:
            if move.card in state.hand:
                assert state.why_illegal(move, could_also_hold=extra) is None, move
        state = state.apply(chooser.choice(state.legal_moves()))
