"""The terminal game speaks each variant's language and counts in whole words.

Clearance has no owners and its own names for moves (Drop, Take, group), and
a score is only readable when every point says where it came from.
"""

from __future__ import annotations

import io
import re
from collections.abc import Iterator

from cassino_desktop.cli.text_game import _item_text, play_match, score_line, title_line
from cassino_desktop.engine import ADVANCED, CLEARANCE, Build, Card, Match, MatchPlay, PlayerScore, plural
from cassino_desktop.seating import COMPUTER_SEAT


def always(answer: str) -> Iterator[str]:
    while True:
        yield answer


def play_out(variant_name: str, seed: int) -> str:
    """A whole match in which the player always plays the last listed move (a trail)."""
    variant = CLEARANCE if variant_name == "clearance" else ADVANCED
    out = io.StringIO()

    def last_move(_prompt: str) -> str:
        listing = out.getvalue().rsplit("Your hand:", 1)[-1]
        numbers = [line.split(".")[0].strip() for line in listing.splitlines() if line.startswith("  ")]
        return numbers[-1]

    assert play_match(variant, seed, False, last_move, out) == 0
    return out.getvalue()


def test_plural() -> None:
    assert [plural(n, "spade") for n in (0, 1, 2)] == ["0 spades", "1 spade", "2 spades"]


def test_a_clearance_group_is_nobodys() -> None:
    group = Build(8, None, ((Card.from_text("AS"), Card.from_text("3H"), Card.from_text("4C")),))
    assert _item_text(group, 0) == "[group of 8 (A♠ 3♥ 4♣)]"


def test_clearance_is_called_by_its_name() -> None:
    assert title_line(CLEARANCE) == "Clearance"
    assert title_line(ADVANCED) == "Advanced Cassino"


def test_the_score_says_where_every_point_came_from() -> None:
    score = PlayerScore(total=5, cards=27, spades=1, most_cards=1, big_cassino=2, aces=2)
    assert score_line("You", score) == "You: 5 points (most cards 1, 10♦ 2, aces 2; 27 cards, 1 spade captured)"
    assert score_line("Computer", PlayerScore(total=0, cards=1, spades=0)) == (
        "Computer: 0 points (nothing scored; 1 card, 0 spades captured)"
    )


def test_a_clearance_match_in_the_terminal_uses_clearance_words() -> None:
    text = play_out("clearance", 4)
    assert text.startswith("Clearance. ")
    assert "You drop " in text and "You trail " not in text
    assert "Computer trails" not in text and not re.search(r"(You build|Computer builds) \d", text)
    assert "computer's" not in text  # no group has an owner
    assert "Game over." in text and "Match over:" in text


def test_an_advanced_match_in_the_terminal_counts_in_words() -> None:
    text = play_out("advanced", 4)
    assert text.startswith("Advanced Cassino. ")
    assert "You trail " in text
    assert " 1 spades" not in text and " 1 cards" not in text and " 1 points" not in text
    assert text.count("  You: ") >= 1 and text.count("  Computer: ") >= 1


def test_a_card_not_in_your_hand_is_refused_naming_you_not_player_0() -> None:
    opening = MatchPlay(Match(ADVANCED, 4)).state
    answers = iter([f"trail {opening.hands[COMPUTER_SEAT][0]}", "q"])
    out = io.StringIO()
    assert play_match(ADVANCED, 4, False, lambda _prompt: next(answers), out) == 1
    refused = next(line for line in out.getvalue().splitlines() if line.startswith("Not that:"))
    assert refused == f"Not that: illegal move 'trail {opening.hands[COMPUTER_SEAT][0]}': " + (
        f"{opening.hands[COMPUTER_SEAT][0]} is not in your hand"
    )
