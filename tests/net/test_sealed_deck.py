"""The sealed shuffle: rounds that compose, positions that open one at a time, and every cheat of a round seen."""

from __future__ import annotations

import pytest
from table_helpers import TEST_GROUP, seeded_randomness

from cassino_desktop.net.sealed_deck import (
    DeckError,
    Round,
    RoundKind,
    SeatKeys,
    checked_deck,
    deal_rounds,
    make_round,
    opened_card,
    round_problem,
)

G = TEST_GROUP


def sealed(seed: int = 1) -> tuple[list[SeatKeys], list[tuple[int, ...]]]:
    """Two seats' keys and the decks of every round: the codes, then each round's result."""
    keys = [SeatKeys.fresh(G, seeded_randomness(seed * 10 + seat)) for seat in range(2)]
    decks = [G.codes]
    for step in deal_rounds(2):
        decks.append(make_round(G, step, decks[-1], keys[step.seat], seeded_randomness(seed * 100 + len(decks))))
    return keys, decks


def test_the_rounds_of_two_seats() -> None:
    assert deal_rounds(2) == (
        Round(RoundKind.SHUFFLE, 0, False),
        Round(RoundKind.SHUFFLE, 1, True),
        Round(RoundKind.RELOCK, 0, True),
    )
    assert [step.seat for step in deal_rounds(4)] == [0, 1, 2, 3, 0, 1, 2]


def test_every_position_opens_with_every_seats_key_for_it_and_only_so() -> None:
    keys, decks = sealed()
    final = decks[-1]
    cards = [opened_card(G, final[k], [keys[0].at(k), keys[1].at(k)]) for k in range(52)]
    assert sorted(c for c in cards if c is not None) == list(range(52))
    for k in range(52):
        assert opened_card(G, final[k], [keys[0].at(k)]) is None
        assert opened_card(G, final[k], [keys[0].at(k), keys[1].at((k + 1) % 52)]) is None
        assert opened_card(G, final[k], [keys[0].master, keys[1].at(k)]) is None


def test_the_shuffle_moves_the_cards() -> None:
    keys, decks = sealed(2)
    cards = [opened_card(G, decks[-1][k], [keys[0].at(k), keys[1].at(k)]) for k in range(52)]
    assert cards != list(range(52))
    other_keys, other_decks = sealed(3)
    assert [opened_card(G, other_decks[-1][k], [other_keys[0].at(k), other_keys[1].at(k)]) for k in range(52)] != cards


def test_honest_rounds_pass_their_check() -> None:
    keys, decks = sealed()
    for index, step in enumerate(deal_rounds(2)):
        assert round_problem(G, step, decks[index], decks[index + 1], keys[step.seat]) is None


@pytest.mark.parametrize("index", [0, 1, 2])
def test_a_round_changed_or_checked_with_other_keys_fails(index: int) -> None:
    keys, decks = sealed()
    step = deal_rounds(2)[index]
    before, after = decks[index], list(decks[index + 1])
    after[5], after[6] = after[6], after[5]
    problem = round_problem(G, step, before, after, keys[step.seat])
    if step.kind is RoundKind.SHUFFLE and not step.by_position:
        assert problem is None, "a shuffle's order is its seat's to choose"
    else:
        assert problem is not None
    after = list(decks[index + 1])
    after[7] = G.lock(after[7], 3)
    assert round_problem(G, step, before, after, keys[step.seat]) is not None
    assert round_problem(G, step, before, decks[index + 1], keys[1 - step.seat]) is not None


def test_a_received_deck_must_be_52_distinct_members() -> None:
    _, decks = sealed()
    deck = list(decks[1])
    assert checked_deck(G, deck) == tuple(deck)
    with pytest.raises(DeckError, match="51 values"):
        checked_deck(G, deck[:51])
    with pytest.raises(DeckError, match="same value twice"):
        checked_deck(G, [*deck[:51], deck[0]])
    non_square = next(x for x in range(2, 100) if not G.is_member(x))
    with pytest.raises(DeckError, match="position 3 is not a member"):
        checked_deck(G, [*deck[:3], non_square, *deck[4:]])
    with pytest.raises(DeckError, match="not a member"):
        checked_deck(G, [*deck[:51], G.p - 1])
