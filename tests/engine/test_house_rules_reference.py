"""The move generator against the reference with random house rules.

Every position gets a random setting of the switches that change the moves
(builds in sums, loose cards in a raise, one build per value, the builder's
duty, table aces high, face cards taking all of their rank), as many as
apply to its variant. Positions come from seeded random play under those
switches (building whenever a coin says so, so that two builds of one value and
builders bound by the duty turn up as play makes them) and from the synthetic positions of
``test_movegen_reference`` with a ``rules`` object added. On each the engine
must list exactly the reference's moves, accept each, and refuse random
illegal candidates with a reason without changing the state; on small
tables the reference must agree with its subset-by-subset twin.
"""

from __future__ import annotations

import random
from collections import Counter
from functools import cache
from typing import Any

import pytest

from cassino_desktop.engine import (
    ADVANCED,
    ORIGINAL,
    ROYAL,
    SWITCHES,
    Build,
    GameState,
    PositionError,
    Variant,
    load_position,
    new_game,
    position_to_json,
    with_house_rules,
)

try:  # tests/engine as a plain directory on sys.path (pytest's default here), or as a package
    from test_movegen_reference import check_position, check_references_agree, load_synthetic_states
except ImportError:  # pragma: no cover
    from .test_movegen_reference import check_position, check_references_agree, load_synthetic_states  # type: ignore[no-redef,import-not-found,unused-ignore]

VARIANTS = [ORIGINAL, ADVANCED, ROYAL]
MOVE_SWITCHES = (
    "builds_in_sums",
    "loose_cards_in_raise",
    "one_build_per_value",
    "builder_duty",
    "table_aces_high",
    "faces_take_all",
    "building_aces",
    "builds_merge",
    "aces_high_in_builds",
)
RANDOM_PLAY_GAMES = 32  # x 48 plays per variant
SYNTHETIC_POSITIONS = 600
BRUTE_FORCE_MAX_ITEMS = 6


def random_rules(variant: Variant, rng: random.Random) -> dict[str, Any]:
    """A random setting of the move switches that apply to the variant (each off the default half the time)."""
    rules: dict[str, Any] = {}
    for switch in SWITCHES:
        if switch.key not in MOVE_SWITCHES or not switch.applies(variant) or rng.random() < 0.5:
            continue
        if switch.key == "builder_duty":
            rules[switch.key] = "take-or-add"
        else:
            default = getattr(variant, switch.field)
            rules[switch.key] = not default
    return rules


@cache
def random_play_states(variant: Variant) -> tuple[GameState, ...]:
    states: list[GameState] = []
    for seed in range(RANDOM_PLAY_GAMES):
        rng = random.Random(f"house {variant.name} {seed}")
        ruled = with_house_rules(variant, random_rules(variant, rng))
        state = new_game(ruled, seed, dealer=seed % 2)
        while not state.is_over():
            states.append(state)
            moves = sorted(state.legal_moves())
            if not moves:
                break  # the comparison with the reference reports this position
            builds = [m for m in moves if m.kind == "build"]
            # Builds half the time they are possible: builds are what the switches are about.
            state = state.apply(rng.choice(builds if builds and rng.random() < 0.5 else moves))
    return tuple(states)


@cache
def synthetic_states(variant: Variant) -> tuple[GameState, ...]:
    return load_synthetic_states(variant, SYNTHETIC_POSITIONS, "house synthetic ", random_rules)


def _rule_book_moves(state: GameState) -> set[str] | None:
    """The same position's moves without house rules (None if the rule book refuses the position)."""
    obj = position_to_json(state)
    obj.pop("rules", None)
    try:
        return {str(m) for m in load_position(obj).legal_moves()}
    except PositionError:
        return None


def _count(state: GameState, seen: Counter[str]) -> None:
    builds = [item for item in state.table if isinstance(item, Build)]
    values = [b.value for b in builds]
    if len(values) != len(set(values)):
        seen["two builds of one value"] += 1
    if state.variant.changed_fields():
        seen["with house rules"] += 1
    book = _rule_book_moves(state)
    if book is None:
        seen["a position only the house rules allow"] += 1
    elif book != {str(m) for m in state.legal_moves()}:
        seen["the switches change the moves"] += 1


def _check_all(states: tuple[GameState, ...], rng: random.Random, candidates: int) -> Counter[str]:
    """Every check of ``test_movegen_reference`` on each position; what the positions held."""
    seen: Counter[str] = Counter()
    for state in states:
        check_position(state, rng, seen, candidates)
        _count(state, seen)
    return seen


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.name)
def test_random_play_with_house_rules_matches_reference(variant: Variant) -> None:
    seen = _check_all(random_play_states(variant), random.Random(f"house random-play {variant.name}"), 3)
    assert seen["positions"] >= 500, seen
    assert seen["the switches change the moves"] >= 30, seen
    assert seen["two builds of one value"] >= 3, seen


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.name)
def test_synthetic_positions_with_house_rules_match_reference(variant: Variant) -> None:
    seen = _check_all(synthetic_states(variant), random.Random(f"house synthetic checks {variant.name}"), 4)
    assert seen["positions"] >= 500, seen
    assert seen["with house rules"] >= 400, seen
    assert seen["the switches change the moves"] >= 100, seen
    assert seen["refused"] >= 1_000, seen


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.name)
def test_reference_generators_agree_with_house_rules(variant: Variant) -> None:
    states = (*synthetic_states(variant)[::3], *random_play_states(variant)[::6])
    checked = check_references_agree(states, BRUTE_FORCE_MAX_ITEMS)
    assert checked >= 200, checked
