"""How moves are told: the log's sentences, the menus' commands, and Clearance's own words.

The move text of the rule book (``str`` and ``Move.parse``) is a file format
and must not move; the words around it are for players and are checked by value.
"""

from __future__ import annotations

import pytest

from cassino_desktop.engine import ADVANCED, CLEARANCE, ROYAL, Move
from cassino_desktop.engine.clearance import CLEARANCE_WORDS, move_words
from cassino_desktop.engine.moves import CASSINO_WORDS, MoveWords

TRAIL_7H = Move.parse("trail 7H")
TAKE_5S = Move.parse("capture 5D 5S")
BUILD_10 = Move.parse("build 10 4S 6D")
GROUP_8 = Move.parse("build 8 AS AD 3H 4C")


@pytest.mark.parametrize(
    ("move", "command"),
    [
        (TRAIL_7H, "Trail 7♥"),
        (TAKE_5S, "Take 5♠ with 5♦"),
        (BUILD_10, "Build 10 with 4♠ on 6♦"),
    ],
)
def test_menu_items_are_commands(move: Move, command: str) -> None:
    assert move.imperative() == command
    assert move.imperative(CASSINO_WORDS) == command


@pytest.mark.parametrize(
    ("move", "command"),
    [
        (TRAIL_7H, "Drop 7♥"),
        (TAKE_5S, "Take 5♠ with 5♦"),
        (GROUP_8, "Build a group of 8 with A♠ on A♦ 3♥ 4♣"),
    ],
)
def test_clearance_commands_use_its_own_words(move: Move, command: str) -> None:
    assert move.imperative(CLEARANCE_WORDS) == command


@pytest.mark.parametrize(
    ("move", "who", "words", "line"),
    [
        (TRAIL_7H, "You", CASSINO_WORDS, "You trail 7♥"),
        (TRAIL_7H, "Computer", CASSINO_WORDS, "Computer trails 7♥"),
        (TAKE_5S, "West", CASSINO_WORDS, "West takes 5♠ with 5♦"),
        (BUILD_10, "You", CASSINO_WORDS, "You build 10: 4♠ on 6♦"),
        (BUILD_10, "Computer", CASSINO_WORDS, "Computer builds 10: 4♠ on 6♦"),
        (TRAIL_7H, "East", CLEARANCE_WORDS, "East drops 7♥"),
        (TRAIL_7H, "You", CLEARANCE_WORDS, "You drop 7♥"),
        (TAKE_5S, "North", CLEARANCE_WORDS, "North takes 5♠ with 5♦"),
        (GROUP_8, "You", CLEARANCE_WORDS, "You build a group of 8: A♠ on A♦ 3♥ 4♣"),
        (GROUP_8, "East", CLEARANCE_WORDS, "East builds a group of 8: A♠ on A♦ 3♥ 4♣"),
    ],
)
def test_log_lines(move: Move, who: str, words: MoveWords, line: str) -> None:
    assert move.describe(who, words) == line


def test_the_log_wording_of_cassino_is_unchanged_by_default() -> None:
    assert BUILD_10.describe("Computer") == "Computer builds 10: 4♠ on 6♦"
    assert TAKE_5S.describe() == "takes 5♠ with 5♦"


def test_each_variant_has_its_words() -> None:
    assert move_words(CLEARANCE) is CLEARANCE_WORDS
    assert move_words(ADVANCED) is CASSINO_WORDS
    assert move_words(ROYAL) is CASSINO_WORDS


@pytest.mark.parametrize("move", [TRAIL_7H, TAKE_5S, BUILD_10, GROUP_8])
def test_the_move_text_of_the_rule_book_is_untouched(move: Move) -> None:
    assert Move.parse(str(move)) == move
    assert [str(m) for m in (TRAIL_7H, TAKE_5S, BUILD_10, GROUP_8)] == [
        "trail 7H",
        "capture 5D 5S",
        "build 10 4S 6D",
        "build 8 AS AD 3H 4C",
    ]
