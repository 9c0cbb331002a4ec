"""Scoring by the rule book: what a captured card is worth, the certain score, who won and by how much.

docs/RULES.md 5 (a game's points), 6 (the running "certain" score), 8 (Clearance's scoring),
9.2 (a finished game written out), 10 (the scoring house rules), 11.4 and 11.6 (ties, three
players and partnerships). Piles are made by hand, so each case shows the rule it checks.
"""

from __future__ import annotations

import pytest

from cassino_desktop.engine import (
    ADVANCED,
    CARDS,
    CLEARANCE,
    ORIGINAL,
    ROYAL,
    SPADES,
    Card,
    PlayerScore,
    Variant,
    card_points,
    certain_points,
    majorities_margin,
    parse_cards,
    score_game,
    with_house_rules,
)

SPADE_CASSINO = with_house_rules(ADVANCED, {"preset": "spade"})
NO_SWEEPS = with_house_rules(ADVANCED, {"sweeps": False})
PORTUGUESE = with_house_rules(ADVANCED, {"preset": "portuguese"})
PARTNERS = with_house_rules(ADVANCED, {"partnerships": True})
SPADE_PARTNERS = with_house_rules(ADVANCED, {"preset": "spade", "partnerships": True})
RESULT_FIELDS = {  # a player's line in a finished game (docs/RULES.md 9.2)
    "total",
    "cards",
    "spades",
    "most_cards",
    "most_spades",
    "big_cassino",
    "little_cassino",
    "aces",
    "sweeps",
}


def cards(text: str) -> list[Card]:
    return list(parse_cards(text.split()))


def rest_of_deck(*piles: list[Card]) -> list[Card]:
    """Every card none of ``piles`` holds, in deck order."""
    taken = {card for pile in piles for card in pile}
    return [card for card in CARDS if card not in taken]


def split_deck(spades_and_cards: list[tuple[int, int]]) -> list[list[Card]]:
    """Piles holding the given numbers of spades and of cards in all, the deck's cards dealt in order."""
    spades = [c for c in CARDS if c.suit == SPADES]
    others = [c for c in CARDS if c.suit != SPADES]
    piles = []
    for spade_count, card_count in spades_and_cards:
        piles.append(spades[:spade_count] + others[: card_count - spade_count])
        del spades[:spade_count], others[: card_count - spade_count]
    assert not spades and not others, "the piles hold the whole deck"
    return piles


@pytest.mark.parametrize(
    ("card", "original", "advanced", "clearance", "spade_cassino"),
    [
        ("TD", 0, 2, 2, 2),  # big cassino: 2 (rule 5.2), and 2 in Clearance (rule 8)
        ("2S", 0, 1, 2, 2),  # little cassino: 1, but 2 in Clearance; in Spade Cassino a spade too
        ("AH", 0, 1, 1, 1),  # each ace 1
        ("AS", 0, 1, 1, 2),  # an ace that is a spade
        ("JS", 0, 0, 0, 2),  # Spade Cassino: the jack of spades 2
        ("5S", 0, 0, 0, 1),  # ... and every other spade 1
        ("5H", 0, 0, 0, 0),  # a plain card brings nothing sure
    ],
)
def test_what_one_captured_card_is_sure_to_bring(
    card: str, original: int, advanced: int, clearance: int, spade_cassino: int
) -> None:
    played = Card.from_text(card)
    # Original scores cards, not points: no single card is worth anything apart from the count.
    assert card_points(ORIGINAL, played) == original
    assert card_points(ADVANCED, played) == advanced
    assert card_points(ROYAL, played) == advanced
    assert card_points(CLEARANCE, played) == clearance
    assert card_points(SPADE_CASSINO, played) == spade_cassino


@pytest.mark.parametrize(
    ("variant", "expected"),
    [
        (ORIGINAL, 5),  # Original: the cards themselves (rule 6)
        (ADVANCED, 2 + 1 + 1 + 2),  # big cassino, little cassino, an ace, two sweeps
        (NO_SWEEPS, 2 + 1 + 1),  # sweeps counted but scoring nothing (house rule)
        (CLEARANCE, 2 + 2 + 1),  # Clearance: the TD 2, the 2S 2, an ace; emptying the table scores nothing
        (SPADE_CASSINO, 2 + 1 + 1 + 2 + 1),  # and the 2S as a spade
    ],
    ids=["original", "advanced", "no-sweeps", "clearance", "spade-cassino"],
)
def test_the_certain_score_counts_what_no_later_play_can_take_away(variant: Variant, expected: int) -> None:
    pile = cards("TD 2S AH 5H 9C")
    assert certain_points(variant, pile, 2) == expected
    assert certain_points(variant, [], 0) == 0


def test_a_three_player_game_is_won_by_the_one_player_with_the_top_score_by_its_margin() -> None:
    first, second = cards("AH"), cards("AD AC")
    third = rest_of_deck(first, second)  # most cards, most spades, both cassinos, one ace, one sweep
    result = score_game(ADVANCED, [first, second, third], [0, 0, 1])
    assert [p.total for p in result.players] == [1, 2, 3 + 1 + 2 + 1 + 1 + 1]
    assert result.winner == 2 and result.scores == result.players
    assert [result.won_by(seat) for seat in range(3)] == [False, False, True]
    assert [result.margin(seat) for seat in range(3)] == [1 - 9, 2 - 9, 9 - 2]
    assert result.by_side() is result  # everyone plays alone: the players are the sides


def test_a_draw_is_won_by_nobody_and_lost_by_nobody() -> None:
    first, second = split_deck([(7, 26), (6, 26)])
    result = score_game(ORIGINAL, [first, second], [0, 0])
    assert [p.total for p in result.players] == [26, 26] and result.winner is None
    assert not result.won_by(0) and not result.won_by(1)
    assert result.margin(0) == result.margin(1) == 0


def test_partners_win_lose_and_count_their_margin_as_a_side() -> None:
    # Side 0 (seats 0 and 2) takes the four aces and the cassinos; side 1 (seats 1 and 3) the most cards and spades.
    seat_0, seat_2 = cards("AH AD TD"), cards("AC AS 2S")
    seat_1 = [c for c in rest_of_deck(seat_0, seat_2) if c.suit == SPADES]
    seat_3 = rest_of_deck(seat_0, seat_1, seat_2)
    result = score_game(PARTNERS, [seat_0, seat_1, seat_2, seat_3], [0, 1, 0, 0])
    side_0, side_1 = result.sides
    assert (side_0.total, side_1.total) == (2 + 1 + 4, 3 + 1 + 1)
    assert result.winner == 0 and result.scores == result.sides
    assert [result.won_by(seat) for seat in range(4)] == [True, False, True, False]
    assert [result.margin(seat) for seat in range(4)] == [2, -2, 2, -2]
    by_side = result.by_side()
    assert by_side.players == result.sides and by_side.winner == 0 and not by_side.sides
    assert [p.total for p in result.players] == [4, 1, 3, 0]  # each seat's own pile: cassinos, aces, sweeps


def test_a_card_tie_broken_by_spades_needs_strictly_the_most_spades() -> None:
    # Portuguese (house rule): among the players tied for the most cards, the one with strictly the most spades
    # scores them; three players, two tied at 20 cards and 5 spades each: nobody scores most cards or spades.
    piles = split_deck([(5, 20), (5, 20), (3, 12)])
    result = score_game(PORTUGUESE, piles, [0, 0, 0])
    assert [p.most_cards for p in result.players] == [0, 0, 0]
    assert [p.most_spades for p in result.players] == [0, 0, 0]
    # One spade more for the second, and the tie in cards is broken in its favour.
    piles = split_deck([(4, 20), (6, 20), (3, 12)])
    result = score_game(PORTUGUESE, piles, [0, 0, 0])
    assert [p.most_cards for p in result.players] == [0, 3, 0]
    assert [p.most_spades for p in result.players] == [0, 1, 0]


def test_a_finished_game_is_written_with_the_fields_of_the_rule_book() -> None:
    first, second = cards("AH AD TD"), cards("2S 3C")
    result = score_game(ADVANCED, [first, second, rest_of_deck(first, second)], [1, 0, 0])
    written = result.to_json()
    assert set(written) == {"winner", "players"} and written["winner"] == 2
    lines = written["players"]
    assert isinstance(lines, list) and [set(line) for line in lines] == [RESULT_FIELDS] * 3
    assert lines[0] == {
        **dict.fromkeys(RESULT_FIELDS, 0),
        **{"total": 5, "cards": 3, "big_cassino": 2, "aces": 2, "sweeps": 1},
    }


def test_partners_results_are_written_by_seat_and_by_side_and_spade_points_on_every_line() -> None:
    # Spade Cassino in partnerships: side 0 takes every spade, so side 1 scores no spade points, and its
    # line says so (a game that scores spade points lists them for everyone).
    spades = [c for c in CARDS if c.suit == SPADES]
    seat_0, seat_2 = spades[:7], spades[7:]
    seat_1 = rest_of_deck(spades)[:20]
    seat_3 = rest_of_deck(spades, seat_1)
    written = score_game(SPADE_PARTNERS, [seat_0, seat_1, seat_2, seat_3], [0, 0, 0, 0]).to_json()
    assert set(written) == {"winner", "players", "sides"}
    sides = written["sides"]
    players = written["players"]
    assert isinstance(sides, list) and isinstance(players, list)
    assert [side["spade_points"] for side in sides] == [2 + 12, 0]
    assert [line["spade_points"] for line in players] == [7, 0, 7, 0]  # seat 2 holds the jack, worth 2
    assert [side["cards"] for side in sides] == [13, 39]


def test_a_players_line_lists_spade_points_only_where_some_were_scored_unless_told() -> None:
    scored = PlayerScore(total=4, cards=3, spades=3, spade_points=4)
    none = PlayerScore(total=0, cards=0, spades=0)
    assert scored.to_json()["spade_points"] == 4
    assert "spade_points" not in none.to_json()
    assert none.to_json(spade_points=True)["spade_points"] == 0
    assert "spade_points" not in scored.to_json(spade_points=False)


@pytest.mark.parametrize(
    ("variant", "split"),
    [
        (ADVANCED, [(7, 27), (6, 25)]),
        (ADVANCED, [(4, 20), (9, 32)]),
        (ROYAL, [(6, 30), (7, 22)]),
        (PORTUGUESE, [(8, 26), (5, 26)]),  # a tie in cards, broken by spades
        (ADVANCED, [(8, 26), (5, 26)]),  # ... which nobody scores without the house rule
        (ORIGINAL, [(7, 27), (6, 25)]),  # scored by cards: no majorities
    ],
)
def test_the_majorities_margin_is_what_most_cards_and_most_spades_give_the_first_player_more(
    variant: Variant, split: list[tuple[int, int]]
) -> None:
    # The last-deal solver scores a finished game by this margin instead of score_game: the two must agree.
    piles = split_deck(split)
    first, second = score_game(variant, piles, [0, 0]).players
    card_lead = len(piles[0]) - len(piles[1])
    spade_lead = sum(c.suit == SPADES for c in piles[0]) - sum(c.suit == SPADES for c in piles[1])
    given = (first.most_cards + first.most_spades) - (second.most_cards + second.most_spades)
    assert majorities_margin(variant, card_lead, spade_lead) == given


def test_one_card_or_one_spade_more_is_a_majority() -> None:
    # Leads counted part-way through a deal can be odd: any lead at all is the most (docs/RULES.md 5.2).
    assert majorities_margin(ADVANCED, 1, 0) == 3 and majorities_margin(ADVANCED, -1, 0) == -3
    assert majorities_margin(ADVANCED, 0, 1) == 1 and majorities_margin(ADVANCED, 0, -1) == -1
    assert majorities_margin(ADVANCED, 1, -1) == 3 - 1
    assert majorities_margin(PORTUGUESE, 0, -1) == -3 - 1
    assert majorities_margin(ORIGINAL, 1, 1) == 0
