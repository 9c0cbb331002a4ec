"""Every rule set played at scale, and the dead end one of them had (docs/RULES.md 11.2.7).

A rule the default rules never reach is met only by playing the house rules
too: one ace held back for a build of 1 and a build of 14 at once left its
owner without a legal move, once in about 1,500 random games of the Classic
rules, never in the default ones. So each variant is played under each
preset it accepts, at each table size, seeded and audited move by move.
"""

from __future__ import annotations

import zlib

import pytest
from position_helpers import position

from cassino_desktop.engine import Illegal, Move, variant_named, with_house_rules
from cassino_desktop.engine.reference_movegen import reference_moves
from cassino_desktop.engine.selfplay import RuleSet, play_random_game, play_rule_set, rule_sets

GAMES_PER_RULE_SET = 200
"""Random games each rule set plays here, audited; ``benchmarks/rule_sets_bench.py`` plays as many as it is given."""

DEAD_END = {
    "rules": {"preset": "classic"},
    "dealer": 1,
    "stock": [],
}


def test_one_ace_is_not_held_back_for_a_build_of_1_and_a_build_of_14() -> None:
    state = position(
        "royal",
        [["AD", "8C"], ["2H", "3H"]],
        [{"value": 1, "owner": 0, "groups": [["AC"], ["AS"]]}, "6D", "7H"],
        **DEAD_END,
    )
    build_14 = Move.parse("build 14 8C 6D")
    assert not state.is_legal(build_14)
    refusal = state.why_illegal(build_14)
    assert refusal is not None and refusal.reason is Illegal.ONE_CARD_FOR_TWO_BUILDS
    assert {str(m) for m in state.legal_moves()} == {str(m) for m in reference_moves(state)} == {"capture AD AC AS"}


def test_two_aces_may_keep_a_build_of_1_and_a_build_of_14() -> None:
    state = position(
        "royal",
        [["AD", "AH", "8C"], ["2H", "3H", "4H"]],
        [{"value": 1, "owner": 0, "groups": [["AC"], ["AS"]]}, "6D", "7H"],
        **DEAD_END,
    )
    build_14 = Move.parse("build 14 8C 6D")
    assert state.is_legal(build_14)
    after = state.apply(build_14).apply(Move.parse("trail 2H"))
    # Each build keeps an ace of its own, so the owner can always take one and keep the other.
    assert {str(m) for m in after.legal_moves()} == {str(m) for m in reference_moves(after)}
    assert {"capture AD AC AS", "capture AD 6D 8C", "capture AH AC AS", "capture AH 6D 8C"} <= {
        str(m) for m in after.legal_moves()
    }


@pytest.mark.parametrize(("name", "seed", "dealer"), [("royal", 2611, 1), ("original", 5330, 0)])
def test_the_random_games_that_met_the_dead_end_play_to_the_end(name: str, seed: int, dealer: int) -> None:
    classic = with_house_rules(variant_named(name), {"preset": "classic"})
    game = play_random_game(classic, seed, dealer=dealer)
    assert game.faults == () and game.result is not None


@pytest.mark.parametrize("rule_set", rule_sets(), ids=lambda rule_set: rule_set.name)
def test_every_rule_set_plays_its_random_games_clean(rule_set: RuleSet) -> None:
    first_seed = zlib.crc32(rule_set.name.encode())  # each rule set its own deals, the same on every run
    assert play_rule_set(rule_set, first_seed, GAMES_PER_RULE_SET) == []
