"""The Classic preset plays pagat.com's classic rules, and Royal's aces in builds (docs/RULES.md 10, 11.9).

Classic differs from the rule book in three further points, each a switch:
aces build alike (a multiple build of 1), a play adds to one build at
most (two builds are never merged), and a sweep on the last play of the
game counts. Each point has a worked example here, legal one way and
refused by reason the other; the Royal switch keeps an ace at 1 inside
every build.
"""

from __future__ import annotations

from typing import Any

import pytest
from position_helpers import legal_with, play, position, refused

from cassino_desktop.engine import (
    ADVANCED,
    ORIGINAL,
    ROYAL,
    Build,
    GameState,
    Illegal,
    Move,
    PositionError,
    dump_position,
    house_rules_json,
    parse_position,
    preset_named,
    preset_of,
    with_house_rules,
)

CLASSIC = {"preset": "classic"}


def _reason(state: GameState, text: str) -> Illegal:
    refused(state, text)  # refused both ways of asking, and the state left alone
    refusal = state.why_illegal(Move.parse(text))
    assert refusal is not None
    return refusal.reason


# ---------------------------------------------------------------- 1. aces build alike


def test_classic_builds_aces_as_pagat_builds_fives() -> None:
    """Table AC, hand AD AH: AD on AC is "building aces", a multiple build of 1 the AH takes."""
    hands = [["AD", "AH"], ["5C"]]
    for variant in ("advanced", "royal", "original"):
        classic = position(variant, hands, ["AC", "9S"], rules=CLASSIC)
        assert {"build 1 AD AC", "capture AD AC"} <= legal_with(classic, "AD")
        built = play(classic, "build 1 AD AC")
        (aces,) = [it for it in built.table if isinstance(it, Build)]
        assert (aces.value, aces.owner, aces.multiple) == (1, 0, True)
        assert "capture AH AC AD" in legal_with(play(built, "trail 5C"), "AH")

        book = position(variant, hands, ["AC", "9S"])
        assert _reason(book, "build 1 AD AC") is Illegal.BUILD_TOO_LOW


def test_building_aces_keeps_the_capturing_ace() -> None:
    """As with any build (rule 4.4), the builder must keep an ace: with one ace there is no build of 1."""
    classic = position("advanced", [["AD", "7H"], ["5C"]], ["AC"], rules=CLASSIC)
    assert _reason(classic, "build 1 AD AC") is Illegal.KEEP_CARD_FOR_NEW_BUILD


def test_builds_of_1_and_14_held_by_one_player_need_two_aces_kept() -> None:
    """Royal: an ace takes a build of 1 or one of 14, not both (decision 11.2.7), so a position where one
    player owns both is held to two aces in that player's hand."""
    table = [{"value": 1, "owner": 0, "groups": [["AC"], ["AD"]]}, {"value": 14, "owner": 0, "groups": [["9S", "5S"]]}]
    with pytest.raises(PositionError, match="owns builds of 1 and 14 but holds one ace for both"):
        position("royal", [["AH", "7D"], ["5C"]], table, rules=CLASSIC)
    two_aces = position("royal", [["AH", "AS"], ["5C"]], [*table, "9H", "5D", "KD"], rules=CLASSIC)
    # Playing one ace, the player takes in a build of 1 or of 14, so the other ace is kept for the other one.
    assert {"capture AH AC AD", "capture AH 5S 9S", "capture AH 5D 5S 9H 9S"} <= legal_with(two_aces, "AH")
    assert _reason(two_aces, "capture AH 5D 9H") is Illegal.ONE_CARD_FOR_TWO_BUILDS
    assert _reason(two_aces, "build 14 AH KD 5S 9S") is Illegal.ONE_CARD_FOR_TWO_BUILDS
    assert "trail AH" not in legal_with(two_aces, "AH")


# ---------------------------------------------------------------- 2. one build at most


def _two_fives(rules: dict[str, Any]) -> GameState:
    """Two builds of 5 side by side (Classic allows that); player 0 holds two fives."""
    table = [
        {"value": 5, "owner": 1, "groups": [["4S", "AD"]]},
        {"value": 5, "owner": 1, "groups": [["2H", "3C"]]},
        "9D",
    ]
    return position("advanced", [["5D", "5H"], ["5C", "KC"]], table, rules=rules)


def test_classic_adds_to_one_build_and_never_merges_two() -> None:
    classic = _two_fives(CLASSIC)
    assert "build 5 5D 2H 3C" in legal_with(classic, "5D")  # adding to a build
    assert "build 5 5D AD 4S" in legal_with(classic, "5D")
    assert _reason(classic, "build 5 5D AD 2H 3C 4S") is Illegal.BUILDS_NEVER_MERGE
    assert "capture 5D AD 2H 3C 4S" in legal_with(classic, "5D")  # taking both is no merge

    merging = _two_fives({**CLASSIC, "builds_merge": True})
    assert "build 5 5D AD 2H 3C 4S" in legal_with(merging, "5D")


def test_a_raise_that_would_take_in_a_build_of_its_new_value_is_a_merge() -> None:
    """By the book a 2 raising a build of 3 to 5 takes in the build of 5 (rule 3): two builds become one."""
    table = [{"value": 3, "owner": 1, "groups": [["AC", "2D"]]}, {"value": 5, "owner": 1, "groups": [["4S", "AD"]]}]
    hands = [["2H", "5H"], ["3S", "5C"]]
    book = position("advanced", hands, table)
    assert "build 5 2H AC AD 2D 4S" in legal_with(book, "2H")
    no_merge = position("advanced", hands, table, rules={"builds_merge": False})
    assert _reason(no_merge, "build 5 2H AC AD 2D 4S") is Illegal.BUILDS_NEVER_MERGE
    assert _reason(no_merge, "build 5 2H AC 2D") is Illegal.ONE_BUILD_PER_VALUE


# ---------------------------------------------------------------- 3. a sweep on the last play


def _last_play(rules: dict[str, Any] | None) -> GameState:
    extra: dict[str, Any] = {"rules": rules} if rules else {}
    return position("advanced", [["5C"], []], ["5D"], last_capturer=1, **extra)


def test_classic_scores_a_sweep_made_by_the_last_play() -> None:
    classic = play(_last_play(CLASSIC), "capture 5C 5D")
    assert classic.is_over() and classic.sweeps == (1, 0)
    book = play(_last_play(None), "capture 5C 5D")
    assert book.is_over() and book.sweeps == (0, 0)
    assert classic.result().players[0].total == book.result().players[0].total + 1


def test_classic_in_original_leaves_out_the_sweep_it_does_not_score() -> None:
    classic = preset_named("classic")
    assert classic.applies(ORIGINAL)
    original = with_house_rules(ORIGINAL, CLASSIC)
    assert "last_play_sweep" not in house_rules_json(original)
    assert not original.last_play_sweep and original.building_aces and not original.builds_merge
    assert preset_of(original) == classic
    for base in (ADVANCED, ROYAL):
        assert with_house_rules(base, CLASSIC).last_play_sweep


# ---------------------------------------------------------------- Royal's aces in builds


def test_royal_aces_count_14_in_builds_unless_the_switch_keeps_them_at_1() -> None:
    hands = [["AD", "AH"], ["5C"]]
    book = position("royal", hands, ["AC", "KS"])
    assert {"build 14 AD AC", "build 14 AD KS"} <= legal_with(book, "AD")
    low = position("royal", hands, ["AC", "KS"], rules={"aces_high_in_builds": False})
    assert _reason(low, "build 14 AD AC") is Illegal.NO_BUILD_GROUPS
    assert _reason(low, "build 14 AD AC KS") is Illegal.NO_BUILD_GROUPS  # 13 + 1 and the AC as 14
    # Example 5 still builds 14 (13 + 1), and the ace still captures as 14.
    assert "build 14 AD KS" in legal_with(low, "AD")
    assert "capture AH AC KS" in legal_with(low, "AH")  # captures are untouched: AC + KS is a group of 14
    assert "capture AD AC" in legal_with(low, "AD")
    assert "capture AH AD KS" in legal_with(play(play(low, "build 14 AD KS"), "trail 5C"), "AH")


def test_the_new_switches_are_off_the_book_and_named_in_rules_objects() -> None:
    assert not ROYAL.building_aces and ROYAL.builds_merge and ROYAL.aces_high_in_builds
    variant = with_house_rules(ROYAL, {"aces_high_in_builds": False, "building_aces": True})
    assert house_rules_json(variant) == {"building_aces": True, "aces_high_in_builds": False}
    assert preset_of(variant) is None


def test_a_classic_position_holding_a_build_of_aces_loads_back() -> None:
    table = [{"value": 1, "owner": 0, "groups": [["AC"], ["AD"]]}]
    classic = position("advanced", [["AH", "5H"], ["3S", "5C"]], table, rules={"preset": "classic"})
    assert parse_position(dump_position(classic)) == classic  # written and read back whole
    with pytest.raises(PositionError, match="from 2 to"):
        position("advanced", [["AH", "5H"], ["3S", "5C"]], table)
