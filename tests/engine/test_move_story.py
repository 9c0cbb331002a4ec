"""What a move did at the table: the items it took, a build raised or joined, a sweep, a cassino, the last cards."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from position_helpers import position

from cassino_desktop.engine import (
    ADVANCED,
    BIG_CASSINO,
    CLEARANCE,
    ORIGINAL,
    ROYAL,
    Build,
    Card,
    Move,
    MoveStory,
    item_cards,
    new_game,
    story_of,
)


def told(move: str, variant: str, hands: list[list[str]], table: list[Any], **extra: Any) -> MoveStory:
    """The story of ``move`` played in the position given (player 0 to move unless told otherwise)."""
    state = position(variant, hands, table, **extra)
    played = Move.parse(move)
    return story_of(played, state, state.apply(played))


def test_a_raise_names_the_build_as_it_was_and_as_it_is() -> None:
    raise_4 = [{"value": 4, "owner": 0, "groups": [["AS", "3H"]]}, "6C"]
    story = told("build 9 5D 3H AS", "advanced", [["2C", "4D"], ["5D", "9C"]], raise_4, to_move=1)
    assert story.seat == 1
    assert story.raised == Build(4, 0, ((Card.from_text("AS"), Card.from_text("3H")),))
    assert story.build is not None and (story.build.value, story.build.owner) == (9, 1)
    assert story.loose == () and story.builds == (story.raised,)
    assert not story.sweep and story.cassinos == () and story.builds_taken_from == ()


def test_joining_a_build_at_its_value_is_no_raise() -> None:
    nine = [{"value": 9, "owner": 1, "groups": [["4H", "5S"]]}, "4C"]
    story = told("build 9 5D 4C 4H 5S", "advanced", [["5D", "9S"], ["9H"]], nine)
    assert story.raised is None
    assert story.build is not None and story.build.multiple and story.build.owner == 0
    assert story.loose == (Card.from_text("4C"),)
    assert [b.owner for b in story.builds] == [1]


def test_taking_the_other_sides_build_is_told_and_an_empty_table_is_a_sweep() -> None:
    table = [{"value": 9, "owner": 1, "groups": [["4H", "5S"]]}, "6C", "3D"]
    story = told("capture 9S 3D 4H 5S 6C", "advanced", [["9S", "2C"], ["9H", "KD"]], table)
    assert story.builds_taken_from == (1,)
    assert story.sweep
    assert story.loose == (Card.from_text("6C"), Card.from_text("3D"))  # in table order
    assert Counter(c for item in story.items for c in item_cards(item)) == Counter(story.move.cards)


def test_taking_ones_own_build_takes_nothing_away() -> None:
    mine = [{"value": 9, "owner": 0, "groups": [["4H", "5S"]]}, "7C"]
    story = told("capture 9S 4H 5S", "advanced", [["9S", "2C"], ["KH"]], mine)
    assert story.builds_taken_from == () and not story.sweep


def test_a_partners_build_taken_is_not_taken_away() -> None:
    hands = [["9S", "2C"], ["9H"], ["9D"], ["4C"]]
    partners = {"players": 4, "rules": {"partnerships": True}}
    partners_build = [{"value": 9, "owner": 2, "groups": [["4H", "5S"]]}, "7C"]  # seat 2 sits opposite seat 0
    assert told("capture 9S 4H 5S", "royal", hands, partners_build, **partners).builds_taken_from == ()
    opponents_build = [{"value": 9, "owner": 1, "groups": [["4H", "5S"]]}, "7C"]
    assert told("capture 9S 4H 5S", "royal", hands, opponents_build, **partners).builds_taken_from == (1,)


@pytest.mark.parametrize(
    ("variant", "won"), [("advanced", (BIG_CASSINO,)), ("clearance", (BIG_CASSINO,)), ("original", ())]
)
def test_a_cassino_is_told_where_it_scores(variant: str, won: tuple[Card, ...]) -> None:
    story = told("capture TD TC", variant, [["TD", "2C"], ["KH", "KD"]], ["TC", "5H"])
    assert story.cassinos == won


def test_no_sweep_where_sweeps_do_not_score_nor_on_the_last_play() -> None:
    assert not told("capture 9S 9C", "original", [["9S", "2C"], ["KH"]], ["9C"]).sweep
    last = told("capture 9S 9C", "advanced", [["9S"], []], ["9C"])
    assert not last.sweep and last.left_to is None and last.left == ()


def test_the_last_cards_go_to_the_last_capturer_rule_book_example_8() -> None:
    story = told("trail 2C", "advanced", [["2C"], []], ["5C", "9D"], last_capturer=1)
    assert story.left_to == 1
    assert story.left == tuple(Card.from_text(c) for c in ("2C", "5C", "9D"))


def test_with_no_capture_all_game_the_dealer_gathers_the_last_cards() -> None:
    story = told("trail 2C", "advanced", [["2C"], []], ["5C"], dealer=1)
    assert story.left_to == 1 and len(story.left) == 2


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), variant=st.sampled_from([ADVANCED, ROYAL, ORIGINAL, CLEARANCE]))
def test_every_move_of_a_game_tells_the_items_it_acted_on(seed: int, variant: object) -> None:
    state = new_game(variant, seed)  # type: ignore[arg-type]
    turn = 0
    while not state.over:
        moves = sorted(state.legal_moves(), key=Move.sort_key)
        move = moves[(seed + turn) % len(moves)]
        after = state.apply(move)
        story = story_of(move, state, after)
        assert Counter(c for item in story.items for c in item_cards(item)) == Counter(move.cards)
        assert (story.build is not None) == (move.kind == "build" and not after.over)  # the end clears the table
        if story.raised is not None:
            assert story.builds == (story.raised,) and not story.raised.multiple
        assert (story.left_to is not None) == (after.over and bool(story.left))
        state, turn = after, turn + 1
