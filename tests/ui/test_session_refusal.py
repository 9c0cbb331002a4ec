"""The sentence a refused Clearance build gets names the rule it breaks, with the values the player used.

The refusal used to ask the engine about a build of 14 whatever was played,
and Clearance answered "a group is worth 1 to 13, not 14" to a 9 on a 7.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from pytestqt.qtbot import QtBot

from cassino_desktop.engine import BUILD, CLEARANCE, Card, load_position
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
        "7D cannot be paired or combined into one group of 9 to take with 9S (rule 8)."
    )


def test_cassino_refusals_are_unchanged(qtbot: QtBot) -> None:
    assert refused("advanced", "9S", ["7D"]) == "Builds go up to 10 in Advanced (rule 4.4)."
