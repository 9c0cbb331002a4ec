"""The move generator's remembered tables: a table analysed for one hand answers every other hand.

``generate_moves`` keeps what a table allows (its groups, each card's
captures) and leaves the hand and the mover to each call. These tests ask
about one table with many hands and movers, in an order that fills the
memory first, and compare every answer with a table analysed afresh, so a
hand's or a mover's part kept with the table by mistake would show.
"""

from __future__ import annotations

import itertools

import pytest

from cassino_desktop.engine import (
    ADVANCED,
    CLEARANCE,
    ORIGINAL,
    ROYAL,
    Card,
    GameState,
    Move,
    Variant,
    movegen,
    new_game,
)
from cassino_desktop.engine.movegen import capture_outcomes, generate_moves
from cassino_desktop.engine.state import table_after

try:  # tests/engine as a plain directory on sys.path (pytest's default here), or as a package
    from test_house_rules_reference import random_play_states as house_random_play_states
    from test_house_rules_reference import synthetic_states as house_synthetic_states
    from test_movegen_reference import random_play_states, synthetic_states
except ImportError:  # pragma: no cover
    from .test_house_rules_reference import (  # type: ignore[no-redef,import-not-found,unused-ignore]
        random_play_states as house_random_play_states,
    )
    from .test_house_rules_reference import (  # type: ignore[no-redef,import-not-found,unused-ignore]
        synthetic_states as house_synthetic_states,
    )
    from .test_movegen_reference import random_play_states, synthetic_states  # type: ignore[no-redef,import-not-found,unused-ignore]

NO_SEAT = -1


def _askers(state: GameState) -> list[tuple[tuple[Card, ...], int]]:
    """Hands and movers to ask about the state's table: both hands, their halves, each for every seat."""
    hands = {state.hands[seat] for seat in range(state.players)}
    hands |= {hand[: len(hand) // 2 + 1] for hand in hands if hand}
    return [(hand, mover) for hand in sorted(hands) for mover in (*range(state.players), NO_SEAT)]


def _fresh(variant: Variant, state: GameState, hand: tuple[Card, ...], mover: int, captures_only: bool) -> list[Move]:
    movegen._TABLES.get().pop((variant, state.table), None)
    return generate_moves(variant, hand, state.table, mover, captures_only, remember=False)


def check_tables(states: tuple[GameState, ...]) -> int:
    """Every asker's moves from the remembered table equal those of a fresh analysis; how many were compared."""
    compared = 0
    for state in states:
        variant = state.variant
        askers = _askers(state)
        expected = {
            (hand, mover, only): _fresh(variant, state, hand, mover, only)
            for (hand, mover), only in itertools.product(askers, (False, True))
        }
        # Captures first, then every hand, backwards: each answer comes from the table the others filled.
        for only in (True, False):
            for hand, mover in reversed(askers):
                found = generate_moves(variant, hand, state.table, mover, only)
                assert found == expected[(hand, mover, only)], (state.table, hand, mover, only)
                compared += 1
    return compared


@pytest.mark.parametrize("variant", [ORIGINAL, ADVANCED, ROYAL], ids=lambda v: v.name)
def test_a_remembered_table_answers_every_hand_and_mover(variant: Variant) -> None:
    states = (*synthetic_states(variant)[::4], *random_play_states(variant)[::6])
    assert check_tables(states) >= 2_000


@pytest.mark.parametrize("variant", [ADVANCED, ROYAL], ids=lambda v: v.name)
def test_a_remembered_table_answers_every_hand_under_house_rules(variant: Variant) -> None:
    states = (*house_synthetic_states(variant)[::4], *house_random_play_states(variant)[::6])
    assert check_tables(states) >= 1_000


def test_without_remember_a_new_table_is_not_kept() -> None:
    state = synthetic_states(ADVANCED)[0]
    movegen._TABLES.get().pop((ADVANCED, state.table), None)
    generate_moves(ADVANCED, state.hands[state.to_move], state.table, state.to_move, remember=False)
    assert (ADVANCED, state.table) not in movegen._TABLES.get()
    generate_moves(ADVANCED, state.hands[state.to_move], state.table, state.to_move)
    assert (ADVANCED, state.table) in movegen._TABLES.get()


def _random_clearance_states() -> list[GameState]:
    """Positions of seeded Clearance games, each game's players picking the move at the same place in the list."""
    states: list[GameState] = []
    for seed in range(6):
        state = new_game(CLEARANCE, seed)
        while not state.over:
            states.append(state)
            moves = state.legal_moves()
            state = state.apply(moves[seed % len(moves)])
    return states


@pytest.mark.parametrize("variant", [ORIGINAL, ADVANCED, ROYAL, CLEARANCE], ids=lambda v: v.name)
def test_capture_outcomes_are_the_captures_with_the_table_each_leaves(variant: Variant) -> None:
    """The threat counting's shortcut: the same captures in the same order, each with ``table_after``'s table."""
    if variant is CLEARANCE:
        states: tuple[GameState, ...] = tuple(_random_clearance_states())
    else:
        states = (*synthetic_states(variant)[::5], *random_play_states(variant)[::8])
    compared = 0
    for state in states:
        for hand, mover in _askers(state):
            captures = generate_moves(state.variant, hand, state.table, mover, captures_only=True)
            expected = [(move, table_after(state.variant, state.table, mover, move)) for move in captures]
            assert capture_outcomes(state.variant, hand, state.table, mover) == expected
            compared += len(captures)
    assert compared >= 300


@pytest.mark.parametrize("variant", [ORIGINAL, ADVANCED, ROYAL], ids=lambda v: v.name)
def test_capture_outcomes_cut_to_a_limit_are_the_first_ones_and_spoil_no_later_answer(variant: Variant) -> None:
    """``limit`` outcomes are the head of the whole list, and a cut answer is not remembered as the whole one."""
    cut = 0
    for state in (*synthetic_states(variant)[::30], *random_play_states(variant)[::40]):
        movegen.forget_tables()
        for hand, mover in _askers(state):
            captures = generate_moves(state.variant, hand, state.table, mover, captures_only=True)
            expected = [(move, table_after(state.variant, state.table, mover, move)) for move in captures]
            for limit in sorted({1, len(captures) // 2, len(captures) - 1} - {0}):
                assert capture_outcomes(state.variant, hand, state.table, mover, limit) == expected[:limit]
                cut += 1
            assert capture_outcomes(state.variant, hand, state.table, mover) == expected
    assert cut >= 300, cut
