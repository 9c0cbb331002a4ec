"""The last-deal solver: its lean search against the general one, and choosing among tied values."""

from __future__ import annotations

import pytest
from exact_play import minimax

from cassino_desktop.ai import CancelToken
from cassino_desktop.ai.hard import HardPlayer
from cassino_desktop.ai.solver import LastDealSolver
from cassino_desktop.engine import (
    ADVANCED,
    ORIGINAL,
    PRESETS,
    ROYAL,
    GameState,
    Move,
    SplitMix64,
    Variant,
    new_game,
    view_for,
    with_house_rules,
)
from cassino_desktop.engine.house_rules import PRESET_BY_NAME, SWITCH_BY_KEY

RULES: list[dict[str, object]] = [
    *({"preset": p.name} for p in PRESETS),
    {"last_play_sweep": True},
    {"table_aces_high": False},
    {"builder_duty": "take-or-add"},
]


def _means_something(base: Variant, rules: dict[str, object]) -> bool:
    if "preset" in rules:
        return PRESET_BY_NAME[str(rules["preset"])].applies(base)
    return all(SWITCH_BY_KEY[key].applies(base) for key in rules)


VARIANTS = [
    with_house_rules(base, rules)
    for base in (ORIGINAL, ADVANCED, ROYAL)
    for rules in RULES
    if _means_something(base, rules)
]
NEVER = CancelToken()


class GeneralSolver(LastDealSolver):
    """The same solver with the lean search turned off: the reference it must agree with."""

    def _lean_applies(self, world: GameState) -> bool:
        return False


def last_deal(variant: Variant, seed: int) -> GameState:
    """A game played at random to somewhere in its last deal."""
    rng = SplitMix64(seed)
    state = new_game(variant, seed)
    last = variant.rounds(2)
    stop = rng.below(8)
    while not state.over and (state.round < last or sum(map(len, state.hands)) > 8 - stop):
        moves = sorted(state.legal_moves(), key=Move.sort_key)
        state = state.apply(moves[rng.below(len(moves))])
    return state


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.name)
def test_the_lean_search_values_positions_as_the_general_search_does(variant: Variant) -> None:
    """Every house rule: both seats' values, every move's value, on random last deals."""
    checked = 0
    for seed in range(8):
        state = last_deal(variant, 300 + seed)
        if state.over:
            continue
        for seat in (0, 1):
            lean = LastDealSolver(seat, float("inf"), NEVER, 10**7)
            general = GeneralSolver(seat, float("inf"), NEVER, 10**7)
            assert lean.value(state) == general.value(state), (seed, seat)
        mover = state.to_move
        lean_values = LastDealSolver(mover, float("inf"), NEVER, 10**7).values(state, state.legal_moves())
        assert lean_values == GeneralSolver(mover, float("inf"), NEVER, 10**7).values(state, state.legal_moves())
        checked += 1
    assert checked >= 5


@pytest.mark.parametrize("variant", [ADVANCED, ROYAL], ids=lambda v: v.name)
def test_the_value_on_the_other_players_turn_is_their_best_reply(variant: Variant) -> None:
    for seed in range(6):
        state = last_deal(variant, 700 + seed)
        if state.over or sum(map(len, state.hands)) > 6:
            continue
        other = 1 - state.to_move
        assert LastDealSolver(other, float("inf"), NEVER, 10**7).value(state) == minimax(state, other)


def hard_last_deal_starts(variant: Variant, games: int) -> list[GameState]:
    """The first position of the last deal in games the hard level plays against itself."""
    hard = HardPlayer()
    starts = []
    for game in range(games):
        state = new_game(variant, 5000 + game, dealer=game % 2)
        while state.round < variant.rounds(2):
            state = state.apply(hard.choose(view_for(state, state.to_move), 0.0, NEVER))
        starts.append(state)
    return starts


def test_the_best_move_is_one_of_the_best_value() -> None:
    """Moves searched after the best only show they are no better: a tie with it is not a best move.

    On these deals the largest of ``values(exact_all=False)`` picks a
    worse move several times, by up to several points.
    """
    for state in hard_last_deal_starts(ADVANCED, 40):
        seat = state.to_move
        moves = state.legal_moves()
        exact = LastDealSolver(seat, float("inf"), NEVER, 10**7).values(state, moves)
        chosen = LastDealSolver(seat, float("inf"), NEVER, 10**7).best_move(state, moves)
        assert exact[chosen] == max(exact.values()), str(chosen)


def test_the_solver_values_only_its_own_seats_moves() -> None:
    state = last_deal(ADVANCED, 1)
    with pytest.raises(ValueError, match="own seat"):
        LastDealSolver(1 - state.to_move, float("inf"), NEVER, 10**7).values(state, state.legal_moves())
