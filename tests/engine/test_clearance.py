"""Clearance (docs/RULES.md section 8): grouping, moves, scoring, positions, every player count.

The brute-force reference below is written from the seed's words alone: a
set of table items becomes one group of a value if it is a single item of
that value, or splits into two or more parts that each become a group of
that value (pair), or into two or more parts whose group values add up to
it, at most 10, none of them a face value (combine). It tries every split
of every subset, so it is slow and obviously right on small tables.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache
from itertools import combinations
from typing import Any

import pytest

from cassino_desktop.engine import (
    BUILD,
    CAPTURE,
    CLEARANCE,
    TRAIL,
    Build,
    Card,
    GameState,
    Item,
    Move,
    MoveListing,
    PositionError,
    generate_moves,
    list_moves,
    load_position,
    new_game,
    position_to_json,
    variant_named,
)
from cassino_desktop.engine.cards import parse_cards
from cassino_desktop.engine.clearance import (
    TooComplex,
    _GroupSearch,
    _profile,
    _reduction_found,
    cards_form_group,
    items_form_group,
    values_form_group,
)
from cassino_desktop.engine.rng import SplitMix64
from cassino_desktop.engine.selfplay import check_game, play_random_game


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text.split())


def group(value: int, text: str) -> Build:
    return Build(value, None, (cards(text),))


def item_value(item: Item) -> int:
    return item.value if isinstance(item, Build) else item.rank


# ------------------------------------------------------------ the reference


@cache
def splits(items: tuple[int, ...]) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """Every way to split a tuple of values into two or more non-empty parts.

    (Cached: the answer depends on the values alone.)
    """
    if len(items) < 2:
        return ()
    first, rest = items[0], items[1:]
    found: list[tuple[tuple[int, ...], ...]] = []
    for size in range(0, len(rest) + 1):
        for chosen in combinations(range(len(rest)), size):
            part = (first, *(rest[i] for i in chosen))
            others = tuple(rest[i] for i in range(len(rest)) if i not in chosen)
            if not others:
                continue
            found.append((part, others))
            for more in splits(others):
                found.append((part, *more))
    return tuple(found)


@cache
def reference_values(items: tuple[int, ...]) -> frozenset[int]:
    """Every value a sorted tuple of group values can become, by the seed's definition."""
    if len(items) == 1:
        return frozenset(items)
    values: set[int] = set()
    for parts in splits(items):
        options = [reference_values(tuple(sorted(p))) for p in parts]
        # Pair: every part becomes the same value.
        values.update(set.intersection(*(set(o) for o in options)))
        # Combine: the parts' values add up to at most 10, none a face value.
        sums = {0}
        for o in options:
            sums = {s + v for s in sums for v in o if v <= 10 and s + v <= 10}
        values.update(s for s in sums if s)
    return frozenset(values)


def reference_moves(state: GameState) -> set[Move]:
    table = state.table
    # Every subset of the table as (the cards it takes, its sorted values): the same for every hand card.
    subsets = [
        (
            tuple(sorted(c for it in chosen for c in (it.cards if isinstance(it, Build) else (it,)))),
            tuple(sorted(item_value(it) for it in chosen)),
        )
        for size in range(1, len(table) + 1)
        for chosen in combinations(table, size)
    ]
    moves: set[Move] = set()
    for card in state.hand:
        moves.add(Move(TRAIL, card, (), 0))
        for taken, values in subsets:
            if card.rank in reference_values(values):
                moves.add(Move(CAPTURE, card, taken, 0))
            for value in reference_values(tuple(sorted((*values, card.rank)))):
                moves.add(Move(BUILD, card, taken, value))
    return moves


def random_position(rng: random.Random) -> GameState:
    deck = list(cards("AC AD AH AS 2C 2D 2H 2S 3C 3D 3H 3S 4C 4D 5C 5H 6S 7D 8C 9H TC TD JS JH QD KC KS"))
    rng.shuffle(deck)
    hand = deck[: rng.randint(1, 4)]
    del deck[: len(hand)]
    table: list[Item] = []
    for _ in range(rng.randint(0, 6)):
        if rng.random() < 0.25 and len(deck) >= 2:
            a, b = deck.pop(), deck.pop()
            possible = sorted(reference_values(tuple(sorted((a.rank, b.rank)))))
            if possible:
                table.append(Build(rng.choice(possible), None, ((a, b),)))
                continue
            deck.extend([a, b])
        table.append(deck.pop())
    return GameState(CLEARANCE, dealer=1, to_move=0, hands=[hand, []], table=table, stock=deck[:8])


def test_the_fast_generator_agrees_with_the_brute_force_reference() -> None:
    rng = random.Random(2026)
    compared = 0
    for _ in range(600):
        state = random_position(rng)
        fast = state.legal_moves()
        assert len(fast) == len(set(fast)), "a move is listed twice"
        assert set(fast) == reference_moves(state), state.table
        compared += len(fast)
    assert compared > 5000


def test_group_checks_agree_with_the_reference_on_small_sets() -> None:
    rng = random.Random(7)
    for _ in range(1500):
        values = tuple(sorted(rng.randint(1, 13) for _ in range(rng.randint(1, 6))))
        expected = reference_values(values)
        for value in range(1, 14):
            assert values_form_group(values, value) == (value in expected), (values, value)


# ------------------------------------------------------------ the seed's examples


def test_seed_example_1_pair_two_kings() -> None:
    assert cards_form_group(cards("KS KH"), 13)
    state = GameState(CLEARANCE, dealer=1, to_move=0, hands=[cards("KD 5C"), cards("2C")], table=cards("KS KH"))
    assert Move.parse("capture KD KH KS") in state.legal_moves()
    assert Move.parse("build 13 KD KH KS") in state.legal_moves()
    # Face cards only pair: a king and a queen never make a group.
    assert not cards_form_group(cards("KS QH"), 13) and not cards_form_group(cards("KS QH"), 25)


def test_seed_example_2_combine_a_group_with_two_cards() -> None:
    table = (group(4, "AC 3H"), *cards("2D 3C"))
    assert items_form_group(table, 9)
    state = GameState(CLEARANCE, dealer=1, to_move=0, hands=[cards("9S 5H"), cards("2C")], table=table)
    assert Move.parse("capture 9S AC 2D 3C 3H") in state.legal_moves()


def test_seed_example_3_pair_then_combine_then_build() -> None:
    # Face-up: AD, a group of 4, a group of 3; place AS, pair the aces, combine 1 + 4 + 3 = 8.
    table = (cards("AD")[0], group(4, "2C 2H"), group(3, "2D AH"))
    state = GameState(CLEARANCE, dealer=1, to_move=0, hands=[cards("AS 8H"), cards("2S")], table=table)
    move = Move.parse("build 8 AS AD AH 2C 2D 2H")
    assert move in state.legal_moves()
    after = state.apply(move)
    (new_group,) = after.table
    assert isinstance(new_group, Build) and new_group.value == 8 and new_group.owner is None
    # The paired aces count 1 in the sum, not 2: the same cards make no group of 9.
    assert Move.parse("build 9 AS AD AH 2C 2D 2H") in state.legal_moves()  # 1 + 1 + 4 + 3 without the pair
    assert not items_form_group((*cards("AS AD"), group(4, "2C 2H")), 7)


def test_a_take_takes_one_group_and_combines_only_up_to_ten() -> None:
    state = GameState(CLEARANCE, dealer=1, to_move=0, hands=[cards("7S"), cards("2C")], table=cards("7D 3C 4H 6S"))
    moves = {str(m) for m in state.legal_moves()}
    assert {"capture 7S 7D", "capture 7S 3C 4H", "capture 7S 3C 4H 7D"} <= moves
    assert "capture 7S 3C 4H 6S 7D" not in moves  # 6 is no part of a group of 7
    # Builds need no card to take them (no reserved cards) but never pass 10 by combining.
    assert "build 10 7S 3C" in moves and "build 13 7S 6S" not in moves
    assert "trail 7S" in moves


def test_no_owners_no_reserved_cards_trailing_always_allowed() -> None:
    state = GameState(CLEARANCE, dealer=1, to_move=0, hands=[cards("5S 9H"), cards("2C 3C")], table=cards("4D"))
    after = state.apply(Move.parse("build 9 5S 4D"))
    assert after.table[0] == Build(9, None, (cards("4D 5S"),))
    # The other player may take the group or trail; the builder may trail next turn too.
    assert Move.parse("trail 2C") in after.legal_moves()
    again = after.apply(Move.parse("trail 2C"))
    assert Move.parse("trail 9H") in again.legal_moves()


def test_refusals_name_the_clearance_rule() -> None:
    state = GameState(CLEARANCE, dealer=1, to_move=0, hands=[cards("7S KD"), cards("2C")], table=cards("3C 5H KS QH"))
    assert "one group of 7" in str(state.why_illegal(Move.parse("capture 7S 3C 5H")))
    assert "only pair" in str(state.why_illegal(Move.parse("build 13 KD QH")))
    assert "1 to 13" in str(state.why_illegal(Move.parse("build 14 KD KS")))
    assert state.why_illegal(Move.parse("build 13 KD KS")) is None


# ------------------------------------------------------------ scoring and rounds


def finished(captured: Sequence[str]) -> GameState:
    piles = [cards(p) for p in captured]
    return GameState(CLEARANCE, dealer=0, to_move=0, hands=[[] for _ in piles], table=[], captured=piles, over=True)


def test_scoring_aces_cassinos_and_ties_that_all_score() -> None:
    result = finished(["AS AH 2S 5S", "AD AC TD 9S"]).result()
    a, b = result.players
    assert (a.aces, a.little_cassino, a.big_cassino) == (2, 2, 0)
    assert (b.aces, b.little_cassino, b.big_cassino) == (2, 0, 2)
    # Four cards each: both score most cards; spades 3 to 1: only A scores most spades.
    assert (a.most_cards, b.most_cards, a.most_spades, b.most_spades) == (1, 1, 1, 0)
    assert (a.total, b.total) == (6, 5) and result.winner == 0
    three = finished(["5S 6S", "7S 8S", "9H"]).result()
    assert [p.most_spades for p in three.players] == [1, 1, 0]
    assert [p.most_cards for p in three.players] == [1, 1, 0]
    assert three.winner is None  # 2, 2, 0: the top is shared


@pytest.mark.parametrize(("players", "rounds"), [(2, 6), (3, 4), (4, 3)])
def test_rounds_and_the_same_leader_every_round(players: int, rounds: int) -> None:
    assert CLEARANCE.rounds(players) == rounds
    state = new_game(CLEARANCE, 11, dealer=players - 1, players=players)
    leaders = []
    rng = SplitMix64(3)
    while not state.over:
        if all(len(h) == 4 for h in state.hands):
            leaders.append(state.to_move)
        moves = state.legal_moves()
        state = state.apply(moves[rng.below(len(moves))])
    assert len(leaders) == rounds and set(leaders) == {0}


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("variant_name", ["clearance", "advanced", "royal"])
def test_self_play_conserves_cards_and_points(variant_name: str, players: int) -> None:
    """Every variant that seats more than two: all 52 cards end in the piles and the points add up."""
    variant = variant_named(variant_name)
    for seed in range(30):
        game = play_random_game(variant, seed, players=players, dealer=seed % players)
        assert check_game(game) == []
        assert len(game.result.players) == players


def test_positions_round_trip_and_refuse_bad_groups() -> None:
    state = GameState(
        CLEARANCE, dealer=2, to_move=0, hands=[cards("5S"), cards("2C"), cards("3C")], table=(group(8, "AD AS 3H 4C"),)
    )
    obj = position_to_json(state)
    assert obj["table"][0] == {"value": 8, "owner": None, "groups": [["AD", "AS", "3H", "4C"]]}
    assert load_position(obj) == state
    bad = dict(obj, table=[{"value": 9, "owner": None, "groups": [["AD", "AS", "3H", "4C"]]}])
    assert load_position(bad) == GameState(
        CLEARANCE, dealer=2, to_move=0, hands=[cards("5S"), cards("2C"), cards("3C")], table=(group(9, "AD AS 3H 4C"),)
    )  # 1 + 1 + 3 + 4 = 9 is a group too
    with pytest.raises(PositionError, match="cannot be paired and combined"):  # they add up to 9 at most
        load_position(dict(obj, table=[{"value": 10, "owner": None, "groups": [["AD", "AS", "3H", "4C"]]}]))
    with pytest.raises(PositionError, match="no owner"):
        load_position(dict(obj, table=[{"value": 8, "owner": 1, "groups": [["AD", "AS", "3H", "4C"]]}]))


def test_a_large_group_made_in_play_is_proved_two_groups_at_a_time() -> None:
    """Twenty-one cards that the whole search gives up on: the quick proof pairs and combines them."""
    values = [*range(1, 10), *range(1, 10), 1, 2, 3]
    assert _reduction_found(values, 10)
    assert values_form_group(values, 10)
    assert not _reduction_found([9, 9, 9, 8], 10)  # nothing finishes a 9 or an 8


def test_the_quick_proof_never_accepts_what_the_whole_search_refuses() -> None:
    rng = random.Random(11)
    proved = 0
    for _ in range(4000):
        values = tuple(sorted(rng.randint(1, 10) for _ in range(rng.randint(2, 8))))
        value = rng.randint(max(values), 10)
        whole = _GroupSearch().forms(_profile(values), value)
        quick = _reduction_found(values, value)
        assert quick <= whole, (values, value)
        proved += quick
    assert proved > 500


def test_a_group_too_large_to_check_is_held_to_the_quick_rule() -> None:
    """Past its step limit the search says so (every time, and at once after the first: the answer
    is kept), and loading a position holds such a group to what every group obeys."""
    values = [3, 3, 3, 4, 4, 4, 4, 6, 7, 7, 7, 8, 8, 8, 8, 9, 9, 9, 9]  # no quick way found: the whole search runs
    for _ in range(2):
        with pytest.raises(TooComplex):
            values_form_group(values, 10)
    group = [str(Card.make(v, values[:i].count(v))) for i, v in enumerate(values)]
    table: list[Any] = [{"value": 10, "owner": None, "groups": [group]}]
    state = load_position({"variant": "clearance", "to_move": 0, "hands": [["2S"], ["5S"]], "table": table})
    assert len(state.table[0].cards) == 19  # type: ignore[union-attr]
    with pytest.raises(PositionError, match="cannot be paired and combined"):
        load_position(
            {"variant": "clearance", "to_move": 0, "hands": [["2S"], ["5S"]], "table": [{**table[0], "value": 2}]}
        )


def test_a_listing_up_to_a_limit_is_every_move_in_order_when_they_fit_and_says_so_when_not() -> None:
    state = new_game(CLEARANCE, 0)
    every = generate_moves(CLEARANCE, state.hand, state.table, state.to_move)
    assert len(every) > 20
    assert list_moves(CLEARANCE, state.hand, state.table, state.to_move, len(every)) == MoveListing(every, True)
    fewer = list_moves(CLEARANCE, state.hand, state.table, state.to_move, len(every) - 1)
    assert not fewer.complete and len(fewer.moves) < len(every) and set(fewer.moves) < set(every)
