"""The sentence a refused Clearance build gets names the rule it breaks, with the values the player used.

The refusal used to ask the engine about a build of 14 whatever was played,
and Clearance answered "a group is worth 1 to 13, not 14" to a 9 on a 7.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from pytestqt.qtbot import QtBot

from cassino_desktop.engine import ADVANCED, BUILD, CLEARANCE, Card, load_position
from cassino_desktop.ui.session import GameSession


def refused(variant: str, card: str, table_cards: list[str], kind: str | None = BUILD) -> str:
    session = GameSession(CLEARANCE)
    hands = [[card, "2H"], ["4C", "5C"]]
    session.load_state(load_position({"variant": variant, "to_move": 0, "hands": hands, "table": ["7D", "3C", "KD"]}))
    return session.refusal(Card.from_text(card), [Card.from_text(c) for c in table_cards], kind)


@pytest.mark.parametrize(
    ("card", "table_cards", "sentence"),
    [
        ("9S", ["7D"], "9♠ and 7♦ add up to 16: a combined group is worth at most 10 (rule 8)."),
        ("2S", ["3C", "7D"], "2♠, 3♣ and 7♦ add up to 12: a combined group is worth at most 10 (rule 8)."),
        ("KS", ["7D"], "J, Q and K only pair: a group of 13 holds cards of that rank only (rule 8)."),
    ],
)
def test_a_refused_clearance_build_says_why(qtbot: QtBot, card: str, table_cards: list[str], sentence: str) -> None:
    assert refused("clearance", card, table_cards) == sentence


def test_a_refused_take_still_names_the_group_it_wanted(qtbot: QtBot) -> None:
    assert refused("clearance", "9S", ["7D"], None) == (
        "7♦ cannot be paired or combined into one group of 9 to take with 9♠ (rule 8)."
    )


def test_cassino_refusals_are_unchanged(qtbot: QtBot) -> None:
    assert refused("advanced", "9S", ["7D"]) == "Builds go up to 10 in Advanced (rule 4.4)."


def test_a_refused_build_is_explained_by_the_build_the_cards_make(qtbot: QtBot) -> None:
    """A 5 on a multiple build of 5 can only make 5 again; the player is told the second 5 is missing.

    The value used to be guessed from the cards' sum, and the player read
    that builds go up to 10.
    """
    session = GameSession(ADVANCED)
    multiple = {"value": 5, "owner": 1, "groups": [["4S", "AD"], ["2H", "3C"]]}
    hands = [["5H", "9C"], ["5D", "KS"]]
    session.load_state(load_position({"variant": "advanced", "to_move": 0, "hands": hands, "table": [multiple]}))
    build_cards = [Card.from_text(c) for c in ("AD", "2H", "3C", "4S")]
    assert session.refusal(Card.from_text("5H"), build_cards, BUILD) == (
        "You must keep a card that takes 5 to build 5 (rule 4.4)."
    )


def test_out_of_turn_and_after_the_game_the_session_says_so(qtbot: QtBot) -> None:
    session = GameSession(ADVANCED)
    hands = [["7H"], ["5D"]]
    session.load_state(load_position({"variant": "advanced", "to_move": 1, "hands": hands, "table": ["2C"]}))
    assert session.refusal(Card.from_text("7H"), [], None) == "It is the computer's turn."
    session.apply(session.moves_for(Card.from_text("5D"), [], None)[0])
    session.apply(session.moves_for(Card.from_text("7H"), [], None)[0])
    assert session.state.over
    assert session.refusal(Card.from_text("7H"), [], None) == "The game is over."
