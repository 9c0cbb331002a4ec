"""The engine's move generator against an independent reference (``reference_movegen.py``).

Positions come from two seeded, deterministic sources per variant:

* random legal play from ``new_game(variant, seed)``, every position of every game;
* synthetic positions loaded through ``load_position``: random tables of loose cards and
  single and multiple builds (owned by either player, at most one per value), random hands
  of 1-4 cards, with the mover often owning builds and aces, raises and multiple builds
  common. Positions ``load_position`` refuses are skipped.

On every position the engine must list exactly the reference's moves, each once, accept each
of them, and refuse a sample of illegal candidate moves with a reason, without changing the
state. The reference itself is checked against the worked examples of docs/RULES.md section 7 and
against its literal subset-by-subset twin on small tables.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from functools import cache
from typing import Any

import pytest

from cassino_desktop.engine import (
    ADVANCED,
    CAPTURE,
    DECK,
    ORIGINAL,
    ROYAL,
    Build,
    Card,
    GameState,
    IllegalMove,
    Move,
    PositionError,
    Variant,
    load_position,
    new_game,
    position_to_json,
)
from cassino_desktop.engine.movegen import generate_moves
from cassino_desktop.engine.reference_movegen import brute_force_moves, reference_moves

VARIANTS = [ORIGINAL, ADVANCED, ROYAL]
RANDOM_PLAY_GAMES = 30  # x 48 plays = 1,440 positions per variant
SYNTHETIC_POSITIONS = 1_200  # accepted by load_position, per variant
MAX_SYNTHETIC_ITEMS = 8
BRUTE_FORCE_MAX_ITEMS = 7


def _card(text: str) -> Card:
    return Card.from_text(text)


def _json(state: GameState) -> str:
    """The position as one line of JSON, ready to paste into a bug report or ``cassino-engine``."""
    return json.dumps(position_to_json(state))


def _texts(moves: Sequence[Move] | set[Move]) -> list[str]:
    return sorted(str(m) for m in moves)


# ================================================================ positions


@cache
def random_play_states(variant: Variant) -> tuple[GameState, ...]:
    """Every position met in seeded random games (the mover picks uniformly among legal moves)."""
    states: list[GameState] = []
    for seed in range(RANDOM_PLAY_GAMES):
        rng = random.Random(seed)
        state = new_game(variant, seed, dealer=seed % 2)
        while not state.is_over():
            states.append(state)
            moves = sorted(state.legal_moves())  # sorted: the games do not depend on the engine's order
            if not moves:
                break  # the comparison with the reference reports this position
            state = state.apply(rng.choice(moves))
    return tuple(states)


@cache
def synthetic_states(variant: Variant) -> tuple[GameState, ...]:
    return load_synthetic_states(variant, SYNTHETIC_POSITIONS)


def load_synthetic_states(
    variant: Variant,
    count: int,
    seed_prefix: str = "",
    rules: Callable[[Variant, random.Random], dict[str, Any]] | None = None,
) -> tuple[GameState, ...]:
    """``count`` synthetic positions that ``load_position`` accepts, each from its own seeded generator.

    ``rules`` draws a ``rules`` object for each (with the same generator, after the position).
    """
    states: list[GameState] = []
    seed = 0
    while len(states) < count:
        rng = random.Random(f"{seed_prefix}{variant.name} {seed}")
        position = synthetic_position(variant, rng)
        if rules is not None:
            position["rules"] = rules(variant, rng)
        seed += 1
        try:
            states.append(load_position(position))
        except PositionError:
            continue
    return tuple(states)


def synthetic_position(variant: Variant, rng: random.Random) -> dict[str, Any]:
    """A random position as JSON: builds (single and multiple, owners 0/1), loose cards, hands of 1-4."""
    pool = sorted(DECK)
    rng.shuffle(pool)
    highest_rank = 13 if variant.numbered_faces else 10

    def take(rank: int) -> Card | None:
        for c in pool:
            if c.rank == rank:
                pool.remove(c)
                return c
        return None

    def take_biased() -> Card:
        roll = rng.random()
        if roll < 0.2:
            card = take(1)  # aces: 1 or 14
        elif roll < 0.6:
            card = take(rng.randint(2, 7))  # small cards sum and build
        else:
            card = None
        return card if card is not None else pool.pop()

    def make_group(value: int, min_cards: int) -> list[Card] | None:
        for _ in range(20):
            parts: list[int] = []
            remaining = value
            while remaining > 0:
                if remaining == 14 and variant.ace_high and rng.random() < 0.5:
                    part = 14  # an ace alone as 14
                else:
                    part = rng.randint(1, min(remaining, highest_rank))
                parts.append(part)
                remaining -= part
            if len(parts) < min_cards:
                continue
            cards = [take(1 if part == 14 else part) for part in parts]
            if all(c is not None for c in cards):
                return [c for c in cards if c is not None]
            pool.extend(c for c in cards if c is not None)
        return None

    mover = rng.randrange(2)
    hands: list[list[Card]] = [[], []]
    table: list[Any] = []
    sizes = {mover: rng.randint(1, 4), 1 - mover: rng.randint(0, 4)}
    build_count = rng.choice([0, 1, 1, 2, 2, 3])
    for value in rng.sample(range(2, variant.highest_build + 1), build_count):
        owner = rng.choice([mover, mover, 1 - mover])
        group_count = rng.choice([1, 1, 2, 2, 3])
        groups = [make_group(value, 2 if group_count == 1 else 1) for _ in range(group_count)]
        if any(g is None for g in groups):
            continue
        table.append({"value": value, "owner": owner, "groups": [[str(c) for c in g or ()] for g in groups]})
        if rng.random() < 0.9 and len(hands[owner]) < sizes[owner]:  # the owner's reserved card, usually
            reserved = take(1 if value == 14 else value)
            if reserved is not None:
                hands[owner].append(reserved)
    for _ in range(rng.randint(0 if table else 1, MAX_SYNTHETIC_ITEMS - len(table))):
        table.append(str(take_biased()))
    for seat in (0, 1):
        while len(hands[seat]) < sizes[seat]:
            card = None
            if rng.random() < 0.3 and table:
                # a card matching something on the table: pairs (face cards too), builds, extensions
                item = rng.choice(table)
                card = take(_card(item).rank if isinstance(item, str) else item["value"] % 13 or 13)
            hands[seat].append(card if card is not None else take_biased())
    rng.shuffle(table)
    return {
        "variant": variant.name,
        "dealer": rng.randrange(2),
        "to_move": mover,
        "hands": [[str(c) for c in h] for h in hands],
        "table": table,
    }


# ================================================================ checks


def check_against_reference(state: GameState) -> set[Move]:
    engine = state.legal_moves()
    reference = reference_moves(state)
    assert len(engine) == len(set(engine)), (
        f"moves listed twice: {[str(m) for m, n in Counter(engine).items() if n > 1]}\n{_json(state)}"
    )
    if set(engine) != reference:
        pytest.fail(
            f"engine and reference disagree in\n{_json(state)}\n"
            f"only the engine: {_texts(set(engine) - reference)}\n"
            f"only the reference: {_texts(reference - set(engine))}"
        )
    return reference


def check_moves_accepted(state: GameState, reference: set[Move]) -> None:
    before = position_to_json(state)
    where = json.dumps(before)
    for move in reference:
        reason = state.why_illegal(move)
        assert reason is None, f"{move} refused in {where}: {reason}"
        after = state.apply(move)
        assert sorted(after.all_cards()) == sorted(state.all_cards()), f"{move} lost or made cards in {where}"
    assert position_to_json(state) == before


def random_candidates(state: GameState, rng: random.Random, count: int) -> list[Move]:
    """Moves of every kind with random hand cards and random sets of table items or table cards."""
    items = list(state.table)
    table_cards = [c for item in items for c in (item.cards if isinstance(item, Build) else (item,))]
    others = sorted(DECK - set(state.hand) - set(table_cards))
    candidates: list[Move] = []
    for _ in range(count):
        card = rng.choice(state.hand) if rng.random() < 0.9 or not others else rng.choice(others)
        kind = rng.choice(["capture", "capture", "build", "build", "build", "trail"])
        if kind == "trail" or not items:
            candidates.append(Move.trail(card))
            continue
        if rng.random() < 0.75:  # whole items, as a legal move names them
            chosen = rng.sample(items, rng.randint(1, len(items)))
            cards = [c for item in chosen for c in (item.cards if isinstance(item, Build) else (item,))]
        else:  # any cards, possibly part of a build
            cards = rng.sample(table_cards, rng.randint(1, len(table_cards)))
        if kind == "capture":
            candidates.append(Move.capture(card, cards))
        else:
            candidates.append(Move.build(rng.randint(2, 14), card, cards))
    return candidates


def check_candidates(state: GameState, reference: set[Move], rng: random.Random, count: int) -> int:
    """Random candidates: legal ones are accepted, illegal ones refused with a reason. Returns the refused.

    A refused move leaves the state as it was: the same JSON, equal to a copy loaded from it.
    """
    refused = 0
    before = position_to_json(state)
    where = json.dumps(before)
    copy = load_position(before)
    assert copy == state, f"the position does not survive a JSON round trip: {where}"
    for move in random_candidates(state, rng, count):
        reason = state.why_illegal(move)
        if move in reference:
            assert reason is None, f"{move} refused in {where}: {reason}"
            continue
        refused += 1
        assert reason is not None and reason.sentence.strip(), f"{move} is illegal in {where} but has no reason"
        with pytest.raises(IllegalMove):
            state.apply(move)
        assert position_to_json(state) == before, f"refusing {move} changed the state {where}"
        assert state == copy, f"refusing {move} changed the state {where}"
    return refused


def check_position(state: GameState, rng: random.Random, seen: Counter[str], candidates: int) -> set[Move]:
    """Every check on one position; returns the reference moves."""
    reference = check_against_reference(state)
    if rng.random() < 0.3:
        # A fresh copy, whose legal moves are not computed yet: apply() and illegal_reason()
        # must refuse on their own, without the generator's list. It is the same position, so
        # the reference's moves are the same.
        fresh = load_position(position_to_json(state))
        assert fresh == state, f"the position does not survive a JSON round trip: {_json(state)}"
        seen["refused"] += check_candidates(fresh, reference, rng, candidates)
    check_moves_accepted(state, reference)
    seen["refused"] += check_candidates(state, reference, rng, candidates)
    seen["positions"] += 1
    return reference


# ================================================================ the reference against the rule book


def _position(variant: Variant, hand: str, table: list[Any], other: str) -> GameState:
    """Seat 0 to move with ``hand``; seat 1 holds ``other``."""
    hands = [hand.split(), other.split()]
    return load_position({"variant": variant.name, "to_move": 0, "hands": hands, "table": table})


def _moves(*texts: str) -> set[Move]:
    return {Move.parse(t) for t in texts}


def test_reference_follows_worked_example_1() -> None:
    moves = reference_moves(_position(ORIGINAL, "AH 7S", ["AC", "3D", "4H", "6S"], "2C"))
    assert _moves("capture 7S 3D 4H", "capture 7S AC 6S", "capture 7S AC 3D 4H 6S") <= moves
    assert _moves("capture AH AC 3D 4H 6S") <= moves  # the played ace as 14
    assert not _moves("capture 7S AC 3D 4H") & moves


def test_reference_follows_worked_example_2() -> None:
    moves = reference_moves(_position(ADVANCED, "AH 7S", ["AC", "3D", "4H", "6S"], "2C"))
    assert {m for m in moves if m.card == _card("AH") and m.kind == "capture"} == _moves("capture AH AC")
    assert _moves("build 7 AH 6S", "build 7 AH 3D 4H 6S", "trail AH") <= moves


def test_reference_follows_worked_example_3() -> None:
    single = {"value": 5, "owner": 1, "groups": [["4S", "AD"]]}
    moves = reference_moves(_position(ADVANCED, "2H 5C 7C", [single, "3C"], "5D"))
    assert _moves("build 5 2H 3C 4S AD", "build 7 2H 4S AD", "capture 5C 4S AD") <= moves
    multiple = {"value": 5, "owner": 1, "groups": [["4S", "AD"], ["2H", "3C"]]}
    moves = reference_moves(_position(ADVANCED, "2D 5C 7C", [multiple], "5D"))
    # Never raised; not extended with the only 5 in hand either.
    assert moves == _moves("capture 5C 2H 3C 4S AD", "trail 2D", "trail 5C", "trail 7C")


def test_reference_follows_worked_example_4() -> None:
    multiple = {"value": 5, "owner": 1, "groups": [["4S", "AD"], ["2H", "3C"]]}
    moves = reference_moves(_position(ORIGINAL, "AH 5D", [multiple, "9D"], "5C"))
    assert not _moves("capture AH AD 2H 3C 4S 9D") & moves
    assert _moves("capture 5D AD 2H 3C 4S") <= moves
    single = {"value": 5, "owner": 1, "groups": [["4S", "AD"]]}
    moves = reference_moves(_position(ORIGINAL, "AH 5D", [single, "9D"], "5C"))
    assert _moves("capture AH AD 4S 9D") <= moves  # a single build sums like a card


def test_reference_follows_worked_example_5() -> None:
    moves = reference_moves(_position(ROYAL, "KS AH", ["AD"], "2C"))
    assert _moves("build 14 KS AD") <= moves
    fourteen = {"value": 14, "owner": 0, "groups": [["KS", "AD"]]}
    moves = reference_moves(_position(ROYAL, "AH 2D", [fourteen], "2C"))
    assert moves == _moves("capture AH AD KS")  # no trail; the 2 cannot be played away


def test_reference_follows_worked_example_6() -> None:
    moves = reference_moves(_position(ADVANCED, "QD", ["QS", "QH"], "2C"))
    assert moves == _moves("capture QD QS", "capture QD QH", "trail QD")


def test_reference_follows_worked_example_7() -> None:
    seven = {"value": 7, "owner": 0, "groups": [["3C", "4D"]]}
    moves = reference_moves(_position(ORIGINAL, "5C 7S", [seven, "7H", "2S"], "2C"))
    assert moves == _moves(
        "capture 7S 3C 4D",
        "capture 7S 3C 4D 7H",
        "build 7 5C 2S 3C 4D",
        "build 7 5C 2S 3C 4D 7H",
    )


def test_reference_respects_one_build_per_value_and_reserved_cards() -> None:
    # A build of 9 lies on the table: a new 9 must take it in, whoever owns it.
    nine = {"value": 9, "owner": 1, "groups": [["5C", "4D"]]}
    moves = reference_moves(_position(ADVANCED, "3H 9S", [nine, "6C"], "9D"))
    assert not _moves("build 9 3H 6C") & moves
    assert _moves("build 9 3H 4D 5C 6C") <= moves
    # The mover owns a build of 8 and holds one 8: a build of 10 with the 8 would leave the 8-build bare.
    eight = {"value": 8, "owner": 0, "groups": [["5C", "3D"]]}
    moves = reference_moves(_position(ADVANCED, "8S TS 2H", [eight, "2C"], "9D"))
    assert not _moves("build 10 8S 2C") & moves
    assert _moves("build 10 2H 3D 5C") <= moves  # raising one's own build, holding the 10
    assert not any(m.kind == "trail" for m in moves)


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.name)
def test_reference_generators_agree_on_small_tables(variant: Variant) -> None:
    """The group-by-group reference against its literal subset-by-subset twin."""
    checked = check_references_agree((*synthetic_states(variant)[::2], *random_play_states(variant)[::8]))
    assert checked >= 500, checked


def check_references_agree(states: Iterable[GameState], max_items: int = BRUTE_FORCE_MAX_ITEMS) -> int:
    """Assert the two references agree on every position with at most ``max_items`` on the table; how many."""
    checked = 0
    for state in states:
        if len(state.table) <= max_items:
            assert reference_moves(state) == brute_force_moves(state), _json(state)
            checked += 1
    return checked


# ================================================================ the engine against the reference


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.name)
def test_random_play_matches_reference(variant: Variant) -> None:
    states = random_play_states(variant)
    rng = random.Random(f"random-play {variant.name}")
    seen: Counter[str] = Counter()
    for state in states:
        check_position(state, rng, seen, 4)
    assert seen["positions"] >= 1_000, seen
    assert seen["refused"] >= 3_000, seen


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.name)
def test_synthetic_positions_match_reference(variant: Variant) -> None:
    states = synthetic_states(variant)
    assert len(states) >= 1_000
    rng = random.Random(f"synthetic {variant.name}")
    seen: Counter[str] = Counter()
    for state in states:
        reference = check_position(state, rng, seen, 6)
        _count_features(state, reference, seen)
    # The positions exercise what they are meant to.
    assert seen["mover owns a build"] >= 300, seen
    assert seen["multiple build on the table"] >= 300, seen
    assert seen["trail forbidden"] >= 300, seen
    assert seen["raise"] >= 100, seen
    assert seen["multiple build extended"] >= 100, seen
    assert seen["single build summed in a capture"] >= 50, seen
    assert seen["one reserved card for an own build"] >= 200, seen
    assert seen["positions"] >= 1_000, seen
    assert seen["refused"] >= 3_000, seen
    if variant.ace_high:
        assert seen["played ace as 14"] >= 100, seen
        assert seen["ace as 14 inside the groups"] >= 20, seen
        assert seen["build of 14"] >= 50, seen
    else:
        assert seen["face card pair"] >= 50, seen


def _count_features(state: GameState, reference: set[Move], seen: Counter[str]) -> None:
    mover = state.to_move
    builds = [item for item in state.table if isinstance(item, Build)]
    if any(b.owner == mover for b in builds):
        seen["mover owns a build"] += 1
    if any(b.multiple for b in builds):
        seen["multiple build on the table"] += 1
    if state.hand and not any(m.kind == "trail" for m in reference):
        seen["trail forbidden"] += 1
    for b in builds:
        keepers = [c for c in state.hand if b.value in state.variant.values(c)]
        if b.owner == mover and len(keepers) == 1 and len(state.hand) > 1:
            seen["one reserved card for an own build"] += 1
    for move in reference:
        taken = [b for b in builds if b.cards[0] in move.cards]
        if move.kind == "build" and any(not b.multiple and b.value != move.value for b in taken):
            seen["raise"] += 1
        if move.kind == "build" and any(b.multiple for b in taken):
            seen["multiple build extended"] += 1
        if move.kind == "capture" and any(not b.multiple and b.value < move.card.rank for b in taken):
            seen["single build summed in a capture"] += 1
        if move.kind == "capture" and not state.variant.values(move.card):
            seen["face card pair"] += 1
        if move.kind == "capture" and move.card.rank == 1 and any(c.rank != 1 for c in move.cards):
            seen["played ace as 14"] += 1
        if not state.variant.ace_high:
            continue
        if (move.kind == "capture" and move.card.rank == 1) or (move.kind == "build" and move.value == 14):
            # With every ace as 1 the cards in the groups do not make a multiple of 14: an ace counts 14.
            loose = [c for c in move.cards if not any(c in b.cards for b in taken)]
            if move.kind == "build":
                loose.append(move.card)
            low_total = sum(c.rank for c in loose) + sum(b.value * len(b.groups) for b in taken)
            if low_total % 14 and any(c.rank == 1 for c in loose) and any(c.rank != 1 for c in move.cards):
                seen["ace as 14 inside the groups"] += 1
        if move.kind == "build" and move.value == 14:
            seen["build of 14"] += 1


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.name)
def test_captures_only_are_the_captures_of_the_full_generation(variant: Variant) -> None:
    """The shortcut the players' threat counting uses: same captures, same order, nothing else."""
    captures = 0
    for state in (*synthetic_states(variant)[::3], *random_play_states(variant)[::3]):
        hand, mover = state.hands[state.to_move], state.to_move
        full = [m for m in generate_moves(variant, hand, state.table, mover) if m.kind == CAPTURE]
        assert generate_moves(variant, hand, state.table, mover, captures_only=True) == full
        captures += len(full)
    assert captures >= 500
