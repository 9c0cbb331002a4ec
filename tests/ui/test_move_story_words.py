"""A move told as the table saw it: whose build was raised, joined or taken, and the banners of a move."""

from __future__ import annotations

from typing import Any

import pytest

from cassino_desktop.engine import ADVANCED, Move, MoveStory, load_position, story_of
from cassino_desktop.ui import words
from cassino_desktop.ui.words import SeatWords

TWO = SeatWords(("You", "Computer"), you=0, computer=1)
FOUR = SeatWords(("You", "West", "North", "East"), you=0)
PEOPLE = SeatWords(("Ana", "Ben"))  # a shared screen: everyone goes by name


def told(move: str, variant: str, hands: list[list[str]], table: list[Any], **extra: Any) -> MoveStory:
    obj: dict[str, Any] = {"variant": variant, "to_move": 0, "hands": hands, "table": table, **extra}
    state = load_position(obj)
    played = Move.parse(move)
    return story_of(played, state, state.apply(played))


def build(value: int, owner: int, *groups: list[str]) -> dict[str, Any]:
    return {"value": value, "owner": owner, "groups": list(groups)}


FOUR_HANDS = [["4C", "9S"], ["5D", "9C"], ["2H", "KS"], ["3H", "KD"]]
"""Seat 0 holds a 4 (for a build of 4 of its own); seat 1, to play, a 5 to raise it to 9 and a 9 to take that."""


def test_a_raise_of_another_seats_build_names_its_owner_and_both_values() -> None:
    story = told("build 9 5D 3C AH", "advanced", FOUR_HANDS, [build(4, 0, ["AH", "3C"]), "7C"], players=4, to_move=1)
    assert words.story_sentence(story, FOUR, ADVANCED) == "West raises your build of 4 to 9 with 5♦"


@pytest.mark.parametrize(
    ("seats", "sentence", "banners"),
    [
        (
            TWO,
            "You take 3♦ 6♣ and the computer’s build of 9 with 9♠",
            ["You sweep the table", "You take away the computer’s build of 9"],
        ),
        (
            PEOPLE,
            "Ana takes 3♦ 6♣ and Ben’s build of 9 with 9♠",
            ["Ana sweeps the table", "Ana takes away Ben’s build of 9"],
        ),
    ],
)
def test_a_capture_names_the_build_it_takes_by_whose_it_was(
    seats: SeatWords, sentence: str, banners: list[str]
) -> None:
    table = [build(9, 1, ["4H", "5S"]), "6C", "3D"]
    story = told("capture 9S 3D 4H 5S 6C", "advanced", [["9S", "2C"], ["9H", "KD"]], table)
    assert words.story_sentence(story, seats, ADVANCED) == sentence
    assert words.story_banners(story, seats) == banners


def test_joining_a_build_at_its_value_adds_to_it() -> None:
    story = told("build 9 5D 4C 4H 5S", "advanced", [["5D", "9S"], ["9H"]], [build(9, 1, ["4H", "5S"]), "4C"])
    assert words.story_sentence(story, TWO, ADVANCED) == "You add 4♣ to the computer’s build of 9 with 5♦"


def test_raising_ones_own_build_says_their_own() -> None:
    hands = [["4C", "9S"], ["5D", "9C", "4D"], ["2H", "KS"], ["3H", "KD"]]
    story = told("build 9 5D 3C AH", "advanced", hands, [build(4, 1, ["AH", "3C"]), "7C"], players=4, to_move=1)
    sentence = words.story_sentence(story, FOUR, ADVANCED)
    assert sentence == "West raises their own build of 4 to 9 with 5♦"


def test_a_plain_move_reads_as_the_log_always_said_it() -> None:
    story = told("capture 9S 3D 6C", "advanced", [["9S", "2C"], ["9H", "KD"]], ["6C", "3D", "7H"])
    assert words.story_sentence(story, TWO, ADVANCED) == words.move_sentence(story.move, "You", ADVANCED, yourself=True)
    assert words.story_banners(story, TWO) == []


def test_the_big_cassino_and_the_last_cards_get_banners() -> None:
    story = told("capture TD TC", "advanced", [["TD"], []], ["TC", "5H"], last_capturer=1)
    assert words.story_banners(story, TWO) == [
        "You take the big cassino, 10♦",
        "The 1 card left on the table goes to you: 5♥.",
    ]
