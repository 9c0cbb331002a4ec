"""Refusals by value: every ``Illegal`` reason, reached from a position, with the sentence a player reads.

A program tells refusals apart by ``reason`` (``err.reason is Illegal.X``),
a player by the sentence; both are held here, and the table of cases must
name every member of ``Illegal`` so that no reason goes untested.
"""

from __future__ import annotations

from typing import Any

import pytest
from position_helpers import position

from cassino_desktop.engine import (
    BUILD,
    CAPTURE,
    TRAIL,
    Card,
    GameState,
    Illegal,
    IllegalMove,
    Move,
    Refusal,
)
from cassino_desktop.engine.rules import explain_intent
from cassino_desktop.engine.state import table_after

BUILD_OF_5 = {"value": 5, "owner": 0, "groups": [["4S", "AD"]]}
THEIR_BUILD_OF_5 = {"value": 5, "owner": 1, "groups": [["4S", "AD"]]}
THEIR_MULTIPLE_5 = {"value": 5, "owner": 1, "groups": [["4S", "AD"], ["2H", "3C"]]}
THEIR_BUILD_OF_7 = {"value": 7, "owner": 1, "groups": [["3S", "4C"]]}


def card(text: str) -> Card:
    return Card.from_text(text)


def parse_cards(texts: str) -> tuple[Card, ...]:
    return tuple(card(t) for t in texts.split())


def move(kind: str, played: str, table_cards: str = "", value: int = 0) -> Move:
    """A move as a program might make it by hand, shape unchecked (``Move.parse`` refuses bad shapes)."""
    return Move(kind, card(played), parse_cards(table_cards), value)


def ruled(variant: str, rules: dict[str, Any], hands: list[list[str]], table: list[Any]) -> GameState:
    return position(variant, hands, table, rules=rules)


def game_over() -> GameState:
    state = position("advanced", [["7H"], []], ["5C"])
    state = state.apply(Move.trail(card("7H")))
    assert state.over
    return state


ADVANCED = position("advanced", [["7H", "AH", "QD"], ["5D", "KS"]], ["3D", "4H", "QS", "QH"])
CASES: list[tuple[Illegal, GameState, Move, str]] = [
    (Illegal.GAME_OVER, game_over(), Move.trail(card("7H")), "the game is over"),
    (Illegal.UNKNOWN_KIND, ADVANCED, move("steal", "7H"), "unknown kind of move 'steal'"),
    (
        Illegal.TRAIL_TAKES_NOTHING,
        ADVANCED,
        move(TRAIL, "7H", "3D"),
        "a trail plays one card and takes none (rule 4.1)",
    ),
    (
        Illegal.CAPTURE_HAS_NO_VALUE,
        ADVANCED,
        move(CAPTURE, "7H", "3D 4H", 7),
        "a capture has no value of its own; it is the played card's",
    ),
    (
        Illegal.NO_TABLE_CARDS,
        ADVANCED,
        move(CAPTURE, "7H"),
        "a capture needs at least one table card (rules 4.2, 4.4)",
    ),
    (Illegal.CARD_NAMED_TWICE, ADVANCED, move(CAPTURE, "7H", "3D 3D"), "a card is named twice in the move"),
    (
        Illegal.TABLE_CARDS_UNSORTED,
        ADVANCED,
        Move(CAPTURE, card("7H"), (card("4H"), card("3D"))),
        "the table cards of a move are listed in sort order",
    ),
    (Illegal.NOT_IN_HAND, ADVANCED, move(CAPTURE, "9H", "3D"), "9H is not in the hand of player 0"),
    (Illegal.NOT_ON_TABLE, ADVANCED, move(CAPTURE, "7H", "2C"), "2C is not on the table"),
    (
        Illegal.BUILD_TAKEN_WHOLE,
        position("advanced", [["5C", "7H"], ["5D", "KS"]], [THEIR_BUILD_OF_5, "3D"]),
        move(CAPTURE, "5C", "4S"),
        "a build is taken whole: name all of its cards (AD 4S)",
    ),
    (
        Illegal.OWNER_MAY_NOT_TRAIL,
        position("advanced", [["5C", "7H"], ["9D", "KS"]], [BUILD_OF_5, "3D"]),
        Move.trail(card("7H")),
        "you own a build of 5: you may not trail until it is taken (rule 4.1)",
    ),
    (
        Illegal.OWNER_MUST_TAKE_OR_ADD,
        ruled("advanced", {"builder_duty": "take-or-add"}, [["5C", "7H"], ["9D", "KS"]], [BUILD_OF_5, "3D"]),
        Move.trail(card("7H")),
        "you own a build of 5: this turn you must take it in or add to it (house rule)",
    ),
    (
        Illegal.KEEP_CARD_FOR_OWN_BUILD,
        position("advanced", [["5C", "7H"], ["9D", "KS"]], [BUILD_OF_5, "5D"]),
        Move.capture(card("5C"), [card("5D")]),
        "you must keep a card to take your build of 5 (rule 4.5)",
    ),
    (
        Illegal.ONE_CARD_FOR_TWO_BUILDS,
        ruled(
            "royal",
            {"preset": "classic"},
            [["AD", "8C"], ["2H", "3H"]],
            [{"value": 1, "owner": 0, "groups": [["AC"], ["AS"]]}, "6D", "7H"],
        ),
        Move.build(14, card("8C"), [card("6D")]),
        "one card kept back answers for one build: keep a card for your build of 1 and another for your build of 14 "
        "(rule 4.5)",
    ),
    (
        Illegal.FACE_TAKES_ONE,
        ADVANCED,
        Move.capture(card("QD"), parse_cards("QH QS")),
        "a queen takes exactly one loose queen (rule 4.3)",
    ),
    (
        Illegal.FACE_TAKES_ALL,
        ruled("advanced", {"faces_take_all": True}, [["QD", "7H"], ["5D", "KS"]], ["QS", "QH"]),
        Move.capture(card("QD"), [card("QH")]),
        "a queen takes every loose queen at once (house rule)",
    ),
    (
        Illegal.FACE_NEVER_SUMMED,
        position("advanced", [["7H", "5C"], ["5D", "2S"]], ["3D", "KS"]),
        Move.capture(card("7H"), parse_cards("3D KS")),
        "KS is a face card: it is never summed, only paired by its rank (rule 4.3)",
    ),
    (
        Illegal.MULTIPLE_BUILD_TAKEN_BY_ITS_VALUE,  # the rule book's worked example 4
        position("original", [["AH", "7H"], ["5D", "KS"]], [THEIR_MULTIPLE_5, "9D"]),
        Move.capture(card("AH"), parse_cards("AD 2H 3C 4S 9D")),
        "a multiple build of 5 is only taken by a 5 (rule 4.2)",
    ),
    (
        Illegal.NO_CAPTURE_GROUPS,
        ADVANCED,
        Move.capture(card("7H"), [card("3D")]),
        "3D cannot be split into groups of 7 to take with 7H (rule 4.2)",
    ),
    (
        Illegal.BUILD_TOO_HIGH,
        ADVANCED,
        Move.build(11, card("7H"), [card("4H")]),
        "builds go up to 10 in Advanced (rule 4.4)",
    ),
    (Illegal.BUILD_TOO_LOW, ADVANCED, move(BUILD, "7H", "3D", 1), "a build is worth at least 2 (rule 4.4)"),
    (
        Illegal.FACE_NEVER_BUILDS,
        ADVANCED,
        Move.build(5, card("QD"), [card("3D")]),
        "QD is a face card: face cards never build in Advanced (rule 4.3)",
    ),
    (
        Illegal.ONE_BUILD_PER_VALUE,
        position("advanced", [["4H", "7S"], ["7D", "KS"]], [THEIR_BUILD_OF_7, "3D"]),
        Move.build(7, card("4H"), [card("3D")]),
        "there is already a build of 7 on the table: a new build of 7 must take it in (rule 3)",
    ),
    (
        Illegal.MULTIPLE_BUILD_KEEPS_VALUE,  # the rule book's worked example 3: once multiple, never raised
        position("advanced", [["2D", "7C"], ["5D", "KS"]], [THEIR_MULTIPLE_5]),
        Move.build(7, card("2D"), parse_cards("AD 2H 3C 4S")),
        "a multiple build of 5 keeps its value: it cannot become 7 (rule 4.4)",
    ),
    (
        Illegal.NO_BUILD_GROUPS,
        ADVANCED,
        Move.build(9, card("7H"), [card("3D")]),
        "7H with 3D cannot be split into groups of 9 (rule 4.4)",
    ),
    (
        Illegal.KEEP_CARD_FOR_NEW_BUILD,
        ADVANCED,
        Move.build(10, card("7H"), [card("3D")]),
        "you must keep a card that takes 10 to build 10 (rule 4.4)",
    ),
    (
        Illegal.BUILDS_ONLY_WHOLE,
        ruled("advanced", {"builds_in_sums": False}, [["9C", "7H"], ["5D", "KS"]], [THEIR_BUILD_OF_5, "4H"]),
        Move.capture(card("9C"), parse_cards("AD 4H 4S")),
        "a build is taken only whole, never summed with other cards (house rule)",
    ),
    (
        Illegal.ONLY_PLAYED_CARD_RAISES,
        ruled("advanced", {"loose_cards_in_raise": False}, [["2D", "9C"], ["5D", "KS"]], [THEIR_BUILD_OF_5, "2C"]),
        Move.build(9, card("2D"), parse_cards("AD 2C 4S")),
        "only the played card may raise a build; table cards may not help (house rule)",
    ),
    (
        Illegal.TABLE_ACES_LOW,
        ruled("original", {"table_aces_high": False}, [["AH", "5C"], ["5D", "KS"]], ["AC", "7D", "7S"]),
        Move.capture(card("AH"), parse_cards("AC 7D 7S")),
        "an ace on the table counts 1; aces count 14 only from the hand (house rule)",
    ),
    (
        Illegal.BUILDS_NEVER_MERGE,
        ruled(
            "advanced",
            {"builds_merge": False},
            [["2H", "5H"], ["3S", "5C"]],
            [
                {"value": 3, "owner": 1, "groups": [["AC", "2D"]]},
                {"value": 5, "owner": 1, "groups": [["4S", "AD"]]},
            ],
        ),
        Move.build(5, card("2H"), parse_cards("AC AD 2D 4S")),
        "a play adds to one build at most; two builds are never merged (house rule)",
    ),
]

CLEARANCE = position("clearance", [["9S", "KS", "2H"], ["4C", "5C"]], ["7D", "3C", "KD"])
# Twenty-six low cards: whether all of them make one group of 9 is more than one check may search.
CROWDED_CLEARANCE_TABLE = parse_cards("3C 3D 3H 4C 4D 4H 4S 6C 7C 7D 7H 8C 8D 8H 8S 9C 9D 9H 9S")
"""Nineteen cards that no quick way makes one group of 10, and too many for the whole search."""
CROWDED_CLEARANCE = position("clearance", [["TS", "3S"], ["QC"]], [str(c) for c in CROWDED_CLEARANCE_TABLE])
CLEARANCE_CASES: list[tuple[Illegal, GameState, Move, str]] = [
    (
        Illegal.NO_TAKE_GROUP,
        CLEARANCE,
        Move.capture(card("9S"), [card("7D")]),
        "7D cannot be paired or combined into one group of 9 to take with 9S (rule 8)",
    ),
    (
        Illegal.GROUP_VALUE_OUT_OF_RANGE,
        CLEARANCE,
        Move.build(14, card("KS"), [card("KD")]),
        "a group is worth 1 to 13, not 14 (rule 8)",
    ),
    (
        Illegal.FACES_ONLY_PAIR,
        CLEARANCE,
        Move.build(13, card("KS"), [card("7D")]),
        "J, Q and K only pair: a group of 13 holds cards of that rank only (rule 8)",
    ),
    (
        Illegal.NO_GROUP,
        CLEARANCE,
        Move.build(10, card("2H"), [card("7D")]),
        "2H with 7D cannot be paired or combined into one group of 10 (rule 8)",
    ),
    (
        Illegal.GROUP_TOO_LARGE,
        CROWDED_CLEARANCE,
        Move.capture(card("TS"), CROWDED_CLEARANCE_TABLE),
        "19 cards are too many to check as one group of 10; play fewer at a time (rule 8)",
    ),
]


@pytest.mark.parametrize(("reason", "state", "refused", "sentence"), CASES + CLEARANCE_CASES)
def test_each_refusal_is_told_by_value_and_in_words(
    reason: Illegal, state: GameState, refused: Move, sentence: str
) -> None:
    refusal = state.why_illegal(refused)
    assert refusal is not None
    assert refusal.reason is reason
    assert refusal.sentence == sentence
    assert not state.is_legal(refused)
    with pytest.raises(IllegalMove) as info:
        state.apply(refused)
    assert info.value.reason is reason
    assert info.value.sentence == sentence
    assert str(info.value) == f"illegal move '{refused}': {sentence}"


def test_a_move_the_rules_cannot_lay_down_is_not_a_build() -> None:
    state = position("advanced", [["7H", "AH"], ["5D", "KS"]], ["3D", "4H"])
    unmade = Move.build(9, card("7H"), [card("3D")])
    with pytest.raises(IllegalMove) as info:
        table_after(state.variant, state.table, 0, unmade)
    assert info.value.move == unmade and info.value.reason is Illegal.NOT_A_BUILD
    assert info.value.sentence == "7H and the named cards do not form a build of 9"


def test_every_reason_has_a_case() -> None:
    covered = {reason for reason, *_ in CASES + CLEARANCE_CASES} | {Illegal.NOT_A_BUILD, Illegal.COMBINED_TOO_HIGH}
    assert covered == set(Illegal)


def test_a_legal_move_has_no_refusal() -> None:
    assert ADVANCED.why_illegal(Move.capture(card("7H"), parse_cards("3D 4H"))) is None


# ------------------------------------------------------- the table's question: this card on these cards


def intent(state: GameState, played: str, table_cards: str, kind: str | None = None) -> Refusal | None:
    return state.why_no_move_for(card(played), parse_cards(table_cards), kind)


def test_moves_for_lists_the_legal_moves_of_one_gesture() -> None:
    state = position("advanced", [["7H", "AH"], ["5D", "KS"]], ["3D", "4H", "6S"])
    assert [str(m) for m in state.moves_for(card("AH"), parse_cards("3D 4H 6S"))] == ["build 7 AH 3D 4H 6S"]
    assert [str(m) for m in state.moves_for(card("7H"), parse_cards("4H 3D"), CAPTURE)] == ["capture 7H 3D 4H"]
    assert state.moves_for(card("7H"), parse_cards("3D 4H"), BUILD) == []
    assert [str(m) for m in state.moves_for(card("7H"), [])] == ["trail 7H"]
    assert intent(state, "7H", "3D 4H") is None


def test_a_gesture_with_no_move_gets_the_rules_reason() -> None:
    state = position("advanced", [["5C", "7H"], ["9D", "KS"]], [BUILD_OF_5, "3D", "5D"])
    trail = intent(state, "7H", "")
    assert trail is not None and trail.reason is Illegal.OWNER_MAY_NOT_TRAIL
    take = intent(state, "5C", "5D")
    assert take is not None and take.reason is Illegal.KEEP_CARD_FOR_OWN_BUILD
    build = intent(state, "5C", "", BUILD)
    assert build is not None and build.reason is Illegal.NO_TABLE_CARDS
    assert build.sentence == "a build needs at least one table card (rules 4.2, 4.4)"


def test_a_build_gesture_is_explained_by_the_build_the_cards_make() -> None:
    """A 5 on a multiple build of 5 makes a build of 5 and no other: what stops it is the missing second 5.

    Guessing the value from the cards' sum (5 + 10 = 15) used to answer with
    the highest build instead.
    """
    state = position("advanced", [["5H", "9C"], ["5D", "KS"]], [THEIR_MULTIPLE_5])
    refusal = intent(state, "5H", "AD 2H 3C 4S", BUILD)
    assert refusal is not None
    assert refusal.reason is Illegal.KEEP_CARD_FOR_NEW_BUILD
    assert refusal.sentence == "you must keep a card that takes 5 to build 5 (rule 4.4)"


def test_a_build_gesture_past_the_highest_build_says_so() -> None:
    for variant, highest, title in (("advanced", 10, "Advanced"), ("original", 14, "Original")):
        state = position(variant, [["9S", "2H"], ["4C", "5C"]], ["7D", "3C"])
        refusal = intent(state, "9S", "7D", BUILD)
        assert refusal is not None and refusal.reason is Illegal.BUILD_TOO_HIGH
        assert refusal.sentence == f"builds go up to {highest} in {title} (rule 4.4)"


def test_a_build_gesture_summing_past_the_highest_build_is_explained_by_a_build_it_makes_below() -> None:
    # Original: 5 + 5 + 5 is 15, one past the highest build, but the three fives also make a build of 5.
    state = position("original", [["5H", "9C"], ["4D", "KS"]], ["5C", "5D"])
    refusal = intent(state, "5H", "5C 5D", BUILD)
    assert refusal is not None and refusal.reason is Illegal.KEEP_CARD_FOR_NEW_BUILD
    assert refusal.sentence == "you must keep a card that takes 5 to build 5 (rule 4.4)"


def test_a_build_gesture_the_cards_cannot_make_names_their_sum() -> None:
    state = position("advanced", [["9H", "AH"], ["5D", "KS"]], ["3D", "4H", "6S"])
    refusal = intent(state, "AH", "6S", BUILD)
    assert refusal is not None and refusal.reason is Illegal.KEEP_CARD_FOR_NEW_BUILD
    assert refusal.sentence == "you must keep a card that takes 7 to build 7 (rule 4.4)"
    held = position("advanced", [["7H", "5S"], ["5D", "KS"]], ["3D", "4H", "6S"])
    refusal = intent(held, "5S", "6S", BUILD)
    assert refusal is not None and refusal.reason is Illegal.BUILD_TOO_HIGH


def test_a_build_gesture_making_the_highest_build_is_explained_by_that_build() -> None:
    # Advanced: a ten on a ten makes a build of 10 (two groups of 10), not 20; the player holds no other ten.
    state = position("advanced", [["TH", "9C"], ["5D", "KS"]], ["TD"])
    refusal = intent(state, "TH", "TD", BUILD)
    assert refusal is not None and refusal.reason is Illegal.KEEP_CARD_FOR_NEW_BUILD
    assert refusal.sentence == "you must keep a card that takes 10 to build 10 (rule 4.4)"


def test_a_clearance_build_too_large_to_check_counts_the_played_card() -> None:
    refusal = CROWDED_CLEARANCE.why_illegal(Move.build(10, card("3S"), CROWDED_CLEARANCE_TABLE))
    assert refusal is not None and refusal.reason is Illegal.GROUP_TOO_LARGE
    assert refusal.sentence == "20 cards are too many to check as one group of 10; play fewer at a time (rule 8)"


def test_a_crowded_take_that_pairs_and_combines_in_twos_is_legal_not_too_large() -> None:
    table = parse_cards(" ".join(f"{r}{s}" for r in "A234567" for s in "CDHS"))[:26]
    state = position("clearance", [["9S"], ["QC"]], [str(c) for c in table])
    assert state.why_illegal(Move.capture(card("9S"), table)) is None
    assert len(state.apply(Move.capture(card("9S"), table)).table) == 0


def test_a_build_gesture_the_cards_cannot_make_counts_a_table_ace_as_one_in_their_sum() -> None:
    # Original: a 2 on a multiple build of 5 and a loose ace makes no build (the multiple build is only a group
    # of 5, and 2 + 1 is not 5); their plain sum, the ace counted 1, is 8, and a multiple build stays 5.
    state = position("original", [["2D", "9C"], ["5D", "KS"]], [THEIR_MULTIPLE_5, "AC"])
    refusal = intent(state, "2D", "AD 2H 3C 4S AC", BUILD)
    assert refusal is not None and refusal.reason is Illegal.MULTIPLE_BUILD_KEEPS_VALUE
    assert refusal.sentence == "a multiple build of 5 keeps its value: it cannot become 8 (rule 4.4)"


def test_a_clearance_build_gesture_up_to_ten_is_a_group_and_past_it_names_every_card() -> None:
    state = position("clearance", [["3H", "9S", "2H"], ["4C", "5C"]], ["7D", "3C", "KD"])
    for played in ("3H", "2H"):  # 3 and 7 combine into a group of 10, the most allowed; 2 and 7 into 9
        assert intent(state, played, "7D", BUILD) is None
        # The explainer itself, asked without the listing's answer first, finds the gesture legal too.
        assert explain_intent(state.variant, state.hand, state.table, 0, card(played), [card("7D")], BUILD) is None
    refusal = intent(state, "9S", "7D 3C", BUILD)
    assert refusal is not None and refusal.reason is Illegal.COMBINED_TOO_HIGH
    assert refusal.sentence == "9♠, 3♣ and 7♦ add up to 19: a combined group is worth at most 10 (rule 8)"


def test_a_clearance_build_gesture_over_ten_is_told_its_sum() -> None:
    refusal = intent(CLEARANCE, "9S", "7D", BUILD)
    assert refusal is not None and refusal.reason is Illegal.COMBINED_TOO_HIGH
    assert refusal.sentence == "9♠ and 7♦ add up to 16: a combined group is worth at most 10 (rule 8)"
    faces = intent(CLEARANCE, "KS", "7D", BUILD)
    assert faces is not None and faces.reason is Illegal.FACES_ONLY_PAIR


def test_after_the_game_every_gesture_is_refused_as_over() -> None:
    refusal = intent(game_over(), "7H", "")
    assert refusal is not None and refusal.reason is Illegal.GAME_OVER


@pytest.mark.parametrize(
    ("variant", "rules"),
    [
        ("advanced", {"builds_in_sums": False}),
        ("advanced", {"loose_cards_in_raise": False}),
        ("royal", {"table_aces_high": False}),
    ],
)
def test_a_play_no_house_rule_would_allow_is_not_blamed_on_one(variant: str, rules: dict[str, Any]) -> None:
    # 3D and 4H make 7: no group of 9 to take with the 9C and no build of 8 with the 2D, whatever the house rules.
    state = ruled(variant, rules, [["9C", "2D", "8C"], ["5D", "KS"]], ["3D", "4H"])
    capture = state.why_illegal(Move.capture(card("9C"), parse_cards("3D 4H")))
    assert capture is not None and capture.reason is Illegal.NO_CAPTURE_GROUPS
    assert capture.sentence == "3D 4H cannot be split into groups of 9 to take with 9C (rule 4.2)"
    build = state.why_illegal(Move.build(8, card("2D"), parse_cards("3D 4H")))
    assert build is not None and build.reason is Illegal.NO_BUILD_GROUPS
    assert build.sentence == "2D with 3D 4H cannot be split into groups of 8 (rule 4.4)"
