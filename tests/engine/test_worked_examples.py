"""The worked examples of docs/RULES.md section 7, one test each.

Every test asserts what its example says, including what it says must *not*
be legal, so an engine that gets the rule wrong fails here.
"""

from __future__ import annotations

import pytest
from position_helpers import builds, cards, group_texts, legal, legal_with, only_build, play, position, refused

from cassino_desktop.engine import Card, GameState, Illegal, IllegalMove, Move

# ----------------------------------------------------------------- example 1


def test_example_1_original_seven_takes_groups_and_ace_as_14() -> None:
    state = position("original", [["AH", "7S"], ["5D"]], ["AC", "3D", "4H", "6S"])

    # 7S takes 3+4, or A+6, or both groups at once; nothing else.
    assert legal_with(state, "7S", "capture") == {
        "capture 7S 3D 4H",
        "capture 7S AC 6S",
        "capture 7S AC 3D 4H 6S",
    }
    # AH pairs AC, or as 14 takes 1+3+4+6 (the table ace counted as 1).
    assert legal_with(state, "AH", "capture") == {
        "capture AH AC",
        "capture AH AC 3D 4H 6S",
    }
    after = play(state, "capture AH AC 3D 4H 6S")
    assert set(after.captured[0]) == cards("AH", "AC", "3D", "4H", "6S")
    assert after.table == ()


# ----------------------------------------------------------------- example 2


def test_example_2_advanced_ace_is_one_and_builds_seven() -> None:
    state = position("advanced", [["AH", "7S"], ["5D"]], ["AC", "3D", "4H", "6S"])

    # Aces are 1: AH takes AC only, never the 1+3+4+6 = 14 of Original.
    assert legal_with(state, "AH", "capture") == {"capture AH AC"}
    assert "4.2" in refused(state, "capture AH AC 3D 4H 6S")

    # Builds of 7 with AH, holding 7S: on 6S, or on 6S 3D 4H as a multiple build.
    assert legal_with(state, "AH", "build") == {"build 7 AH 6S", "build 7 AH 3D 4H 6S"}

    single = only_build(play(state, "build 7 AH 6S"))
    assert (single.value, single.owner, single.multiple) == (7, 0, False)
    assert group_texts(single) == {("AH", "6S")}

    multiple = only_build(play(state, "build 7 AH 3D 4H 6S"))
    assert (multiple.value, multiple.owner, multiple.multiple) == (7, 0, True)
    assert group_texts(multiple) == {("AH", "6S"), ("3D", "4H")}

    # Without the 7 kept in hand there is no build of 7.
    no_seven = position("advanced", [["AH", "8S"], ["5D"]], ["AC", "3D", "4H", "6S"])
    assert not any(m.startswith("build 7 ") for m in legal(no_seven))
    assert "keep a card that takes 7" in refused(no_seven, "build 7 AH 6S")


# ----------------------------------------------------------------- example 3

SINGLE_FIVE = {"value": 5, "owner": 0, "groups": [["4S", "AD"]]}
MULTIPLE_FIVE_1 = {"value": 5, "owner": 1, "groups": [["4S", "AD"], ["2H", "3C"]]}


def test_example_3_advanced_extend_to_multiple_or_raise_single_build() -> None:
    state = position("advanced", [["2H", "5C", "7C"], ["5D", "2D", "7D"]], [SINGLE_FIVE, "3C"])

    # 2H either joins 3C as a second group of 5, or alone raises the build to 7.
    assert legal_with(state, "2H") == {"build 5 2H AD 3C 4S", "build 7 2H AD 4S"}

    extended = play(state, "build 5 2H AD 3C 4S")
    five = only_build(extended)
    assert (five.value, five.owner, five.multiple) == (5, 0, True)
    assert group_texts(five) == {("AD", "4S"), ("2H", "3C")}
    assert extended.table == (five,)

    raised = only_build(play(state, "build 7 2H AD 4S"))
    assert (raised.value, raised.owner, raised.multiple) == (7, 0, False)
    assert Card.from_text("3C") in play(state, "build 7 2H AD 4S").table

    # Once multiple it can never be raised: the opponent holds 2D and 7D
    # (exactly what raised the single build) and has no raise.
    assert extended.to_move == 1
    assert not any(m.startswith("build 7 ") for m in legal(extended))
    assert "keeps its value" in refused(extended, "build 7 2D AD 2H 3C 4S")


def test_example_3_multiple_build_cannot_be_raised_by_its_owner_either() -> None:
    state = position("advanced", [["2D", "5C", "7C"], ["5D"]], [{**MULTIPLE_FIVE_1, "owner": 0}, "8S"])
    assert legal_with(state, "2D", "build") == set()
    assert "keeps its value" in refused(state, "build 7 2D AD 2H 3C 4S")


def test_example_3_extending_needs_the_five_in_hand() -> None:
    # The same extension without a 5 left in hand is refused (rule 4.4).
    state = position("advanced", [["2H", "7C"], ["5D"]], [{**SINGLE_FIVE, "owner": 1}, "3C"])
    assert legal_with(state, "2H") == {"build 7 2H AD 4S", "trail 2H"}
    assert "keep a card that takes 5" in refused(state, "build 5 2H AD 3C 4S")


# ----------------------------------------------------------------- example 4


def test_example_4_original_multiple_build_never_summed_with_ace_as_14() -> None:
    state = position("original", [["AH", "5C"], ["5D"]], [MULTIPLE_FIVE_1, "9D"])

    # 5 + 9 = 14, but a multiple build is never summed: the ace takes nothing.
    assert legal_with(state, "AH", "capture") == set()
    assert "multiple build of 5" in refused(state, "capture AH AD 2H 3C 4S 9D")
    # Only a 5 takes that build (and the 9D is no group of 5).
    assert legal_with(state, "5C", "capture") == {"capture 5C AD 2H 3C 4S"}

    # The same 5 + 9 with a *single* build of 5 is taken by the ace as 14.
    single = position("original", [["AH", "5C"], ["5D"]], [{**SINGLE_FIVE, "owner": 1}, "9D"])
    assert legal_with(single, "AH", "capture") == {"capture AH AD 4S 9D"}


# ----------------------------------------------------------------- example 5


def test_example_5_royal_king_and_ace_built_to_14_taken_by_ace() -> None:
    state = position("royal", [["AD", "AC"], ["3H", "4H"]], ["KS", "9C"])

    assert "build 14 AD KS" in legal(state)
    built = play(state, "build 14 AD KS")
    fourteen = only_build(built)
    assert (fourteen.value, fourteen.owner, fourteen.multiple) == (14, 0, False)
    assert set(fourteen.cards) == cards("AD", "KS")

    later = play(built, "trail 3H")
    # Player 0 holds only AC: the build is theirs, so the one move is the ace as 14 taking it.
    assert legal(later) == {"capture AC AD KS"}
    taken = play(later, "capture AC AD KS")
    assert set(taken.captured[0]) == cards("AC", "AD", "KS")
    assert builds(taken) == []

    # Advanced has no such build: kings do not build and builds stop at 10.
    advanced = position("advanced", [["AD", "AC"], ["3H", "4H"]], ["KS", "9C"])
    assert "build 14 AD KS" not in legal(advanced)
    assert advanced.why_illegal(Move.parse("build 14 AD KS")) is not None


# ----------------------------------------------------------------- example 6


def test_example_6_advanced_queen_takes_one_queen_not_both() -> None:
    state = position("advanced", [["QD"], ["5C"]], ["QS", "QH"])

    assert legal_with(state, "QD", "capture") == {"capture QD QH", "capture QD QS"}
    assert "4.3" in refused(state, "capture QD QH QS")
    after = play(state, "capture QD QS")
    assert after.table == (Card.from_text("QH"),)
    assert set(after.captured[0]) == cards("QD", "QS")


# ----------------------------------------------------------------- example 7

OWN_SEVEN = {"value": 7, "owner": 0, "groups": [["3C", "4D"]]}


def test_example_7_build_owner_may_not_trail_and_keeps_the_seven_for_the_build() -> None:
    state = position("advanced", [["7S", "2D", "9C"], ["8H"]], [OWN_SEVEN, "7H", "2S", "5C"])

    # No trail at all while owning a build (rule 4.1), and the refusal says so.
    assert not any(m.kind == "trail" for m in state.legal_moves())
    for card in ("7S", "2D", "9C"):
        reason = refused(state, f"trail {card}")
        assert "4.1" in reason
        assert "build of 7" in reason

    # The one 7 is used only to take the build, possibly with more groups of 7.
    assert legal_with(state, "7S") == {
        "capture 7S 3C 4D",
        "capture 7S 3C 4D 7H",
        "capture 7S 2S 3C 4D 5C",
        "capture 7S 2S 3C 4D 5C 7H",
    }
    assert "4.5" in refused(state, "capture 7S 7H")
    assert "4.5" in refused(state, "capture 7S 2S 5C")
    assert "4.5" in refused(state, "build 9 7S 2S")


# ----------------------------------------------------------------- example 8


def test_example_8_last_play_leftovers_go_to_last_capturer_no_sweep() -> None:
    # A (seat 0) dealt; B (seat 1) makes the last capture, then A trails the
    # last card of the game.
    state = position(
        "advanced",
        [["KH"], ["8S"]],
        ["8D", "5C", "9D"],
        to_move=1,
        dealer=0,
        captured=[["2C"], ["3C"]],
        last_capturer=0,
    )
    b_captured = play(state, "capture 8S 8D")
    assert b_captured.last_capturer == 1
    assert not b_captured.over

    assert legal(b_captured) == {"trail KH"}
    end = play(b_captured, "trail KH")
    assert end.over
    assert end.table == ()
    assert set(end.captured[0]) == cards("2C")
    assert set(end.captured[1]) == cards("3C", "8S", "8D", "5C", "9D", "KH")
    assert end.sweeps == (0, 0)
    assert [p.sweeps for p in end.result().players] == [0, 0]
    assert end.legal_moves() == []


def test_example_8_leftovers_follow_the_last_capturer_not_the_last_player() -> None:
    # Same ending, but A made the last capture earlier: the table goes to A.
    state = position("advanced", [["KH"], ["4S"]], ["5C", "9D"], to_move=1, dealer=0, last_capturer=0)
    end = play(play(state, "trail 4S"), "trail KH")
    assert end.over
    assert set(end.captured[0]) == cards("5C", "9D", "4S", "KH")
    assert end.captured[1] == ()
    assert end.sweeps == (0, 0)


def test_last_play_capture_that_clears_the_table_is_no_sweep() -> None:
    # docs/RULES.md 4.2 [decided]: clearing the table on the last play is no sweep,
    # while the same capture earlier in the game is one.
    last = position("advanced", [["9H"], []], ["4C", "5D"], last_capturer=1)
    end = play(last, "capture 9H 4C 5D")
    assert end.over
    assert end.sweeps == (0, 0)

    earlier = position("advanced", [["9H"], ["KS"]], ["4C", "5D"])
    swept = play(earlier, "capture 9H 4C 5D")
    assert not swept.over
    assert swept.sweeps == (1, 0)


# ----------------------------------------------------------------- the examples' refusals, by value

EXAMPLE_REFUSALS = [
    (
        "2",
        position("advanced", [["AH", "7S"], ["5D"]], ["AC", "3D", "4H", "6S"]),
        "capture AH AC 3D 4H 6S",
        Illegal.NO_CAPTURE_GROUPS,
    ),
    (
        "2",
        position("advanced", [["AH", "8S"], ["5D"]], ["AC", "3D", "4H", "6S"]),
        "build 7 AH 6S",
        Illegal.KEEP_CARD_FOR_NEW_BUILD,
    ),
    (
        "3",
        position("advanced", [["2D", "5C", "7C"], ["5D"]], [{**MULTIPLE_FIVE_1, "owner": 0}, "8S"]),
        "build 7 2D AD 2H 3C 4S",
        Illegal.MULTIPLE_BUILD_KEEPS_VALUE,
    ),
    (
        "3",
        position("advanced", [["2H", "7C"], ["5D"]], [{**SINGLE_FIVE, "owner": 1}, "3C"]),
        "build 5 2H AD 3C 4S",
        Illegal.KEEP_CARD_FOR_NEW_BUILD,
    ),
    (
        "4",
        position("original", [["AH", "5C"], ["5D"]], [MULTIPLE_FIVE_1, "9D"]),
        "capture AH AD 2H 3C 4S 9D",
        Illegal.MULTIPLE_BUILD_TAKEN_BY_ITS_VALUE,
    ),
    ("5", position("advanced", [["AD", "AC"], ["3H", "4H"]], ["KS", "9C"]), "build 14 AD KS", Illegal.BUILD_TOO_HIGH),
    ("6", position("advanced", [["QD"], ["5C"]], ["QS", "QH"]), "capture QD QH QS", Illegal.FACE_TAKES_ONE),
    (
        "7",
        position("advanced", [["7S", "2D", "9C"], ["8H"]], [OWN_SEVEN, "7H", "2S", "5C"]),
        "trail 2D",
        Illegal.OWNER_MAY_NOT_TRAIL,
    ),
    (
        "7",
        position("advanced", [["7S", "2D", "9C"], ["8H"]], [OWN_SEVEN, "7H", "2S", "5C"]),
        "capture 7S 7H",
        Illegal.KEEP_CARD_FOR_OWN_BUILD,
    ),
    (
        "7",
        position("advanced", [["7S", "2D", "9C"], ["8H"]], [OWN_SEVEN, "7H", "2S", "5C"]),
        "build 9 7S 2S",
        Illegal.KEEP_CARD_FOR_OWN_BUILD,
    ),
]


@pytest.mark.parametrize(("example", "state", "text", "reason"), EXAMPLE_REFUSALS)
def test_the_examples_refusals_by_value(example: str, state: GameState, text: str, reason: Illegal) -> None:
    with pytest.raises(IllegalMove) as info:
        state.apply(Move.parse(text))
    assert info.value.reason is reason, example


@pytest.mark.parametrize("variant", ["advanced", "clearance"])
def test_a_new_build_lies_where_the_first_of_its_items_lay(variant: str) -> None:
    # The table keeps its order for the player: AH on 3D and 4H builds 8 where the 3D lay, before the 9C.
    state = position(variant, [["AH", "8S"], ["5D", "KS"]], ["3D", "9C", "4H", "KC"])
    after = play(state, "build 8 AH 3D 4H")
    assert [str(item) if isinstance(item, Card) else "build" for item in after.table] == ["build", "9C", "KC"]
