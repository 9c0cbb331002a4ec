"""The examples of the seed texts (/work/shared/seeds), one test each.

Sources: the Psellos rule pages for the Original variant and for the Advanced
and Royal variants, the Go ``cassino`` module's README and the encyclopedia
article. The figures of the Psellos pages are pictures; the text names the
ranks, so the suits below are our choice. Where a seed's rules differ from
docs/RULES.md the test checks OUR rule (docs/RULES.md decides) and a comment says how
the seed differs.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator
from typing import Any

from position_helpers import cards, group_texts, legal, legal_with, only_build, play, position, refused

from cassino_desktop.engine import (
    ADVANCED,
    CARDS,
    ROYAL,
    Build,
    Card,
    GameState,
    Variant,
    certain_points,
    new_game,
)

# ----------------------------------------------------------------- helpers


def games(variant: Variant, count: int) -> Iterator[list[GameState]]:
    """Whole games of random legal play, each as its list of states."""
    for seed in range(count):
        rng = random.Random(seed)
        state = new_game(variant, seed, dealer=seed % 2)
        states = [state]
        while not state.over:
            state = state.apply(rng.choice(state.legal_moves()))
            states.append(state)
        yield states


_PLAIN = [
    str(c)
    for c in CARDS
    if c.suit != 3 and c.rank != 1 and str(c) != "TD"  # no spade, ace or big cassino
]


def piles_for(used: set[str], first: list[str], first_count: int) -> list[list[str]]:
    """Captured piles holding the rest of the deck: player 0 gets ``first``
    plus plain cards up to ``first_count``; player 1 gets every other card."""
    taken = used | set(first)
    filler = [c for c in _PLAIN if c not in taken][: first_count - len(first)]
    pile0 = [*first, *filler]
    pile1 = [str(c) for c in CARDS if str(c) not in taken | set(filler)]
    assert len(pile0) == first_count
    return [pile0, pile1]


def last_play(
    variant: str,
    last_card: str,
    table: list[str],
    first: list[str],
    first_count: int,
    last_capturer: int,
    **extra: Any,
) -> GameState:
    """The last play of a two-player game: player 0 holds the last card, all
    52 cards are accounted for."""
    piles = piles_for({last_card, *table}, first, first_count)
    return position(
        variant,
        [[last_card], []],
        table,
        captured=piles,
        last_capturer=last_capturer,
        round=6,
        **extra,
    )


# ======================================================= Psellos, Original


def test_psellos_original_figure_1_capture_possibilities() -> None:
    # "you could capture the ace on the table with the ace from your hand",
    # "the three and four ... with the seven", "your seven can capture the
    # three, four, ace, and six", and the ace as 14 takes 1 + 3 + 4 + 6.
    state = position("original", [["AS", "7D"], ["5D"]], ["AH", "3C", "4C", "6H"])
    assert legal_with(state, "7D", "capture") == {
        "capture 7D 3C 4C",
        "capture 7D AH 6H",
        "capture 7D AH 3C 4C 6H",
    }
    assert legal_with(state, "AS", "capture") == {"capture AS AH", "capture AS AH 3C 4C 6H"}


def test_psellos_original_face_cards_are_11_12_13_and_aces_1_or_14() -> None:
    # "Jack 11, Queen 12, King 13, Ace 1 or 14, your choice."
    state = position("original", [["JH", "QH", "KH", "AS"], ["5D"]], ["5C", "6C", "7C", "JD"])
    assert legal_with(state, "JH", "capture") == {"capture JH 5C 6C", "capture JH JD", "capture JH 5C 6C JD"}
    assert legal_with(state, "QH", "capture") == {"capture QH 5C 7C"}
    assert legal_with(state, "KH", "capture") == {"capture KH 6C 7C"}
    # No group of the table sums to 1 or 14.
    assert legal_with(state, "AS", "capture") == set()
    ace_table = position("original", [["AS"], ["5D"]], ["AC", "6C", "7C", "KD"])
    # Each ace 1 or 14 independently: AC as 14 is a group, 1 + 13 is a group, 1 + 6 + 7 is one.
    assert legal_with(ace_table, "AS", "capture") == {
        "capture AS AC",
        "capture AS AC KD",
        "capture AS AC 6C 7C",
    }


def test_psellos_original_figure_2_build_possibilities_and_reserved_seven() -> None:
    state = position("original", [["AH", "7S"], ["5D", "9D", "8D"]], ["AC", "3D", "4H", "6S"])
    assert {"build 7 AH 6S", "build 7 AH 3D 4H 6S"} <= legal_with(state, "AH", "build")
    multiple = only_build(play(state, "build 7 AH 3D 4H 6S"))
    assert multiple.multiple
    assert group_texts(multiple) == {("AH", "6S"), ("3D", "4H")}

    # "You can only make a build if you can capture it with a card remaining in your hand."
    without_seven = position("original", [["AH", "8S"], ["5D"]], ["AC", "3D", "4H", "6S"])
    assert not any(m.value == 7 for m in without_seven.legal_moves())

    # "The capturing card is reserved ... you can't use the card for another purpose."
    built = play(state, "build 7 AH 6S")
    reply = play(built, "trail 5D")
    assert legal(reply) == {"capture 7S AH 6S", "capture 7S AH 3D 4H 6S"}
    assert "4.1" in refused(reply, "trail 7S")
    assert "4.5" in refused(reply, "capture 7S 3D 4H")


def test_psellos_original_opponent_steals_a_single_build() -> None:
    # "The computer can capture or extend (steal) your build if it has the right cards."
    state = position(
        "original", [["9D", "2D", "7D"], ["7S", "5C"]], [{"value": 7, "owner": 1, "groups": [["AH", "6S"]]}, "KC"]
    )
    assert "capture 7D AH 6S" in legal(state)
    stolen = only_build(play(state, "build 9 2D AH 6S"))
    assert (stolen.value, stolen.owner) == (9, 0)


def test_psellos_original_figure_3_extend_with_second_group_or_raise_to_king() -> None:
    # Build of 5 (four and ace), a three and a nine on the table; hand 2, 5, K.
    state = position(
        "original",
        [["2H", "5C", "KC"], ["8D"]],
        [{"value": 5, "owner": 0, "groups": [["4S", "AD"]]}, "3C", "9D"],
    )
    # "add the two from your hand and the three from the table ... a larger build of 5"
    assert legal_with(state, "2H", "build") == {"build 5 2H AD 3C 4S"}
    five = only_build(play(state, "build 5 2H AD 3C 4S"))
    assert (five.value, five.owner, five.multiple) == (5, 0, True)
    assert group_texts(five) == {("AD", "4S"), ("2H", "3C")}

    # "add the five from your hand and the three from the table ... a new build of kings (13)"
    assert legal_with(state, "5C", "build") == {"build 13 5C AD 3C 4S"}
    king = only_build(play(state, "build 13 5C AD 3C 4S"))
    assert (king.value, king.owner, king.multiple) == (13, 0, False)
    assert set(king.cards) == cards("AD", "3C", "4S", "5C")
    # While the build of 5 is ours there is no trailing.
    assert not any(m.kind == "trail" for m in state.legal_moves())


def test_psellos_original_raising_the_opponents_build_makes_it_yours() -> None:
    # "When you extend the computer's build in this way it becomes your build."
    state = position(
        "original",
        [["2H", "5C", "KC"], ["5D"]],
        [{"value": 5, "owner": 1, "groups": [["4S", "AD"]]}, "3C", "9D"],
    )
    king = only_build(play(state, "build 13 5C AD 3C 4S"))
    assert (king.value, king.owner) == (13, 0)
    # Extending at the same value also takes ownership (the last player to add owns it).
    five = only_build(play(state, "build 5 2H AD 3C 4S"))
    assert (five.value, five.owner) == (5, 0)


MULTIPLE_FIVE = {"value": 5, "owner": 0, "groups": [["4S", "AD"], ["2H", "3C"]]}


def test_psellos_original_figure_4_multiple_build_is_fixed() -> None:
    # The computer (seat 1) faces our multiple build of 5 and a nine.
    state = position("original", [["5C"], ["AS", "8D", "KD", "5D"]], [MULTIPLE_FIVE, "9D"], to_move=1)
    # "It couldn't capture the build of 5 and the nine on the table with its own ace."
    assert legal_with(state, "AS", "capture") == set()
    assert "multiple build of 5" in refused(state, "capture AS AD 2H 3C 4S 9D")
    # "the computer can't try to steal it by extending it to a build with a larger value"
    assert legal_with(state, "8D", "build") == set()
    assert "keeps its value" in refused(state, "build 13 8D AD 2H 3C 4S")
    # "The computer can only capture the build with a five."
    assert legal_with(state, "5D", "capture") == {"capture 5D AD 2H 3C 4S"}

    # The same hand against a *single* build of 5 could do both.
    single = position(
        "original",
        [["5C"], ["AS", "8D", "KD", "5D"]],
        [{"value": 5, "owner": 0, "groups": [["4S", "AD"]]}, "9D"],
        to_move=1,
    )
    assert "capture AS AD 4S 9D" in legal(single)
    assert "build 13 8D AD 4S" in legal(single)


def test_psellos_original_figure_4_multiple_build_extends_at_its_value() -> None:
    # "it can only be extended to a larger build of the same value"
    state = position("original", [["5C"], ["5D", "5H"]], [MULTIPLE_FIVE, "9D"], to_move=1)
    assert legal_with(state, "5D", "build") == {"build 5 5D AD 2H 3C 4S"}
    five = only_build(play(state, "build 5 5D AD 2H 3C 4S"))
    assert (five.value, five.owner, len(five.groups)) == (5, 1, 3)


def test_psellos_original_last_capture_bonus_and_most_cards_wins() -> None:
    # "any cards left on the table are awarded to the player that made the last capture"
    state = last_play("original", "KH", ["5C", "9D", "3H"], [], 20, last_capturer=1)
    assert legal(state) == {"trail KH"}
    end = play(state, "trail KH")
    result = end.result()
    assert [p.cards for p in result.players] == [20, 32]
    assert [p.total for p in result.players] == [20, 32]
    assert result.winner == 1
    # Had player 0 made the last capture, the same four cards would be theirs.
    mine = play(last_play("original", "KH", ["5C", "9D", "3H"], [], 20, last_capturer=0), "trail KH")
    assert [p.cards for p in mine.result().players] == [24, 28]


# ==================================================== Psellos, Advanced


def test_psellos_advanced_figure_2_capture_possibilities_and_their_worth() -> None:
    state = position("advanced", [["AS", "7H", "KC"], ["5D", "8D"]], ["AC", "3D", "4H", "6D"])

    # The ace has a single value: it pairs the ace only.
    assert legal_with(state, "AS", "capture") == {"capture AS AC"}
    aces = play(state, "capture AS AC")
    # "worth 2 points (for the two aces) and would add 2 cards ... and 1 spade"
    assert len(aces.captured[0]) == 2
    assert sum(1 for c in aces.captured[0] if c.suit == 3) == 1
    assert certain_points(ADVANCED, aces.captured[0], aces.sweeps[0]) == 2

    # "capture the three and four ... with the seven ... would just add 3 cards"
    three_four = play(state, "capture 7H 3D 4H")
    assert len(three_four.captured[0]) == 3
    assert certain_points(ADVANCED, three_four.captured[0], three_four.sweeps[0]) == 0

    # "your seven can capture the three, four, ace, and six ... worth 2 points
    # (for one ace and a sweep), plus 5 cards"
    sweep = play(state, "capture 7H AC 3D 4H 6D")
    assert sweep.table == ()
    assert sweep.sweeps == (1, 0)
    assert len(sweep.captured[0]) == 5
    assert certain_points(ADVANCED, sweep.captured[0], sweep.sweeps[0]) == 2

    # "your king can't make a capture, because there is no king on the table"
    assert legal_with(state, "KC") == {"trail KC"}


def test_psellos_advanced_face_card_captures_one_card_of_its_rank() -> None:
    # "A face card can only capture one other card of the same rank."
    advanced = position("advanced", [["KH", "2C"], ["5D"]], ["KS", "6C", "7D", "QD"])
    assert legal_with(advanced, "KH") == {"capture KH KS", "trail KH"}
    assert "4.3" in refused(advanced, "capture KH 6C 7D")
    assert "4.3" in refused(advanced, "capture KH 6C 7D KS")
    # Face cards are never summed: no 2 + Q build or capture.
    assert not any(Card.from_text("QD") in m.cards for m in advanced.legal_moves())

    # Royal: "all cards have numeric values" - the same king also takes 6 + 7.
    royal = position("royal", [["KH", "2C"], ["5D"]], ["KS", "6C", "7D", "QD"])
    assert legal_with(royal, "KH", "capture") == {
        "capture KH KS",
        "capture KH 6C 7D",
        "capture KH 6C 7D KS",
    }


def test_psellos_advanced_builds_only_numbered_cards_up_to_ten() -> None:
    # "face cards can't participate in builds ... only build ... with numbered cards (ace through 10)"
    state = position("advanced", [["2C", "TC", "JH"], ["5D"]], ["8D", "9H", "JS"])
    assert legal_with(state, "2C", "build") == {"build 10 2C 8D"}
    assert legal_with(state, "JH") == {"capture JH JS", "trail JH"}
    assert "4.4" in refused(state, "build 11 2C 9H")
    # The same in Royal builds 11 with a jack kept in hand.
    royal = position("royal", [["2C", "TC", "JH"], ["5D"]], ["8D", "9H", "JS"])
    assert "build 11 2C 9H" in legal(royal)


def test_psellos_advanced_face_card_saved_for_the_last_play_always_captures() -> None:
    # "if you have a face card in the last round you can save it to the last
    # play of the game and be certain to be able to capture with it"
    # (face cards leave the table only in pairs, docs/RULES.md 4.3).
    seen = 0
    for states in games(ADVANCED, 300):
        before_last = states[-2]
        card = before_last.hand[0]
        if not before_last.stock and sum(len(h) for h in before_last.hands) == 1 and card.rank > 10:
            seen += 1
            assert any(m.kind == "capture" for m in before_last.legal_moves()), before_last.table
    assert seen >= 20


def test_psellos_royal_figure_5_king_and_ace_built_to_14() -> None:
    # "you have built together a king (13) and an ace (1) to be captured later
    # with your ace (counting as 14)" - here the king is played on a table ace.
    state = position("royal", [["KS", "AC", "3D"], ["4H", "5H", "6H"]], ["AD"])
    assert "build 14 KS AD" in legal(state)
    built = play(state, "build 14 KS AD")
    fourteen = only_build(built)
    assert (fourteen.value, fourteen.owner) == (14, 0)
    later = play(built, "trail 4H")
    assert legal_with(later, "AC") == {"capture AC AD KS"}
    assert "4.1" in refused(later, "trail 3D")


def test_psellos_advanced_eleven_points_a_game_plus_sweeps() -> None:
    # "Leaving aside the sweeps ... 11 points are awarded in each game" (none
    # for most cards at 26-26, docs/RULES.md 5.2).
    sweeps_seen = 0
    for variant in (ADVANCED, ROYAL):
        for states in games(variant, 100):
            end = states[-1]
            result = end.result()
            total = sum(p.total for p in result.players)
            sweeps = sum(end.sweeps)
            sweeps_seen += sweeps
            assert sum(p.cards for p in result.players) == 52
            tie = result.players[0].cards == 26
            assert total == (8 if tie else 11) + sweeps
            assert sum(p.sweeps for p in result.players) == sweeps
    assert sweeps_seen > 0


def test_psellos_advanced_full_points_table() -> None:
    # 10 of diamonds 2, 2 of spades 1, each ace 1, most cards 3, most spades 1, each sweep 1.
    first = ["TD", "2S", "AC", "AD", "AH", "3S", "4S", "5S", "6S", "7S", "8S"]
    state = last_play("advanced", "9C", ["9D"], first, 30, last_capturer=1, sweeps=[2, 1])
    end = play(state, "capture 9C 9D")
    assert end.sweeps == (2, 1)  # the last play's clearing of the table is no sweep
    p0, p1 = end.result().players
    assert (p0.cards, p0.spades) == (32, 7)
    assert (p0.most_cards, p0.most_spades, p0.big_cassino, p0.little_cassino, p0.aces, p0.sweeps) == (3, 1, 2, 1, 3, 2)
    assert p0.total == 12
    assert (p1.cards, p1.spades, p1.aces, p1.sweeps, p1.total) == (20, 6, 1, 1, 2)
    assert end.result().winner == 0


def test_psellos_advanced_26_26_gives_no_most_cards_points() -> None:
    # "If both players capture 26 cards, the 3 points are not awarded."
    first = ["TD", "AS", "AH", "2S", "3S", "4S", "5S", "6S", "7S"]
    state = last_play("advanced", "5D", ["5C"], first, 24, last_capturer=1)
    end = play(state, "capture 5D 5C")
    p0, p1 = end.result().players
    assert (p0.cards, p1.cards) == (26, 26)
    assert (p0.most_cards, p1.most_cards) == (0, 0)
    assert (p0.total, p1.total) == (2 + 2 + 1 + 1, 2)
    # One card more either way and the 3 points are awarded.
    uneven = play(last_play("advanced", "5D", ["5C"], first, 25, last_capturer=1), "capture 5D 5C")
    assert [p.most_cards for p in uneven.result().players] == [3, 0]


def test_psellos_original_26_26_is_a_draw() -> None:
    state = last_play("original", "5D", ["5C"], [], 24, last_capturer=1)
    result = play(state, "capture 5D 5C").result()
    assert [p.total for p in result.players] == [26, 26]
    assert result.winner is None


def test_psellos_advanced_most_spades_needs_seven() -> None:
    # "The point for most spades is awarded to the player who captures 7 or more spades."
    seven = ["3S", "4S", "5S", "6S", "7S", "8S"]  # plus the 9S captured on the last play
    state = last_play("advanced", "9H", ["9S"], seven, 18, last_capturer=1)
    p0, p1 = play(state, "capture 9H 9S").result().players
    assert (p0.spades, p1.spades) == (7, 6)
    assert (p0.most_spades, p1.most_spades) == (1, 0)
    assert (p0.most_cards, p1.most_cards) == (0, 3)  # spades count apart from cards

    # With six spades the point goes to the other player's seven.
    six = ["3S", "4S", "5S", "6S", "7S"]
    p0, p1 = play(last_play("advanced", "9H", ["9S"], six, 18, last_capturer=1), "capture 9H 9S").result().players
    assert (p0.spades, p1.spades) == (6, 7)
    assert (p0.most_spades, p1.most_spades) == (0, 1)


def test_psellos_advanced_last_capture_bonus_carries_points() -> None:
    # The table's big cassino and ace go to the last capturer, not to the player who trails last.
    state = last_play("advanced", "KH", ["TD", "AS", "9C"], [], 20, last_capturer=1)
    end = play(state, "trail KH")
    p0, p1 = end.result().players
    assert (p0.big_cassino, p1.big_cassino) == (0, 2)
    assert Card.from_text("AS") in end.captured[1]
    assert end.sweeps == (0, 0)
    mine = play(last_play("advanced", "KH", ["TD", "AS", "9C"], [], 20, last_capturer=0), "trail KH")
    assert [p.big_cassino for p in mine.result().players] == [2, 0]


# ======================================================= Go module README


def test_go_simple_build_seven_from_five_on_two() -> None:
    # "With a 2 on the table, a player with a 5 and a 7 in hand plays the 5 onto the 2 to 'build 7'."
    state = position("advanced", [["5D", "7H"], ["KS"]], ["2C"])
    assert legal_with(state, "5D", "build") == {"build 7 5D 2C"}
    seven = only_build(play(state, "build 7 5D 2C"))
    assert (seven.value, seven.owner, seven.multiple) == (7, 0, False)
    # The 7 itself may not be played onto the 2 to build 9 (no 9 kept), nor the 5 without a 7.
    assert legal_with(state, "7H", "build") == set()
    assert legal_with(position("advanced", [["5D", "8H"], ["KS"]], ["2C"]), "5D", "build") == set()


def test_go_simple_build_nine_from_ace_and_six() -> None:
    # "With an ace and a 6 on the table, a player with a 2 and a 9 ... 'build 9'."
    state = position("advanced", [["2H", "9S"], ["KS"]], ["AC", "6D"])
    assert legal_with(state, "2H", "build") == {"build 9 2H AC 6D"}
    nine = only_build(play(state, "build 9 2H AC 6D"))
    assert group_texts(nine) == {("AC", "2H", "6D")}


def test_go_raise_simple_build_of_five_to_eight() -> None:
    # "With a simple build of 2 and 3 (building 5) on the table, a player with
    # a 3 and an 8 in hand plays the 3 onto it to change its value to 8."
    state = position("advanced", [["3H", "8S"], ["5H"]], [{"value": 5, "owner": 1, "groups": [["2C", "3D"]]}])
    assert legal_with(state, "3H", "build") == {"build 8 3H 2C 3D"}
    eight = only_build(play(state, "build 8 3H 2C 3D"))
    assert (eight.value, eight.owner, eight.multiple) == (8, 0, False)


def test_go_raise_two_aces_and_a_five_to_ten() -> None:
    # "With a simple build of two aces (building 2) and a 5 on the table, a
    # player with a 3 and a 10 in hand adds the 5 to the build and then plays
    # the 3 onto it to change its value to 10."
    # The Go module describes this as two steps, the first moving only table
    # cards. In docs/RULES.md (4.4) every move plays exactly one card from hand, so
    # it is one move: the 3 with the two-ace build and the 5, built to 10.
    state = position(
        "advanced",
        [["3H", "TS"], ["2H"]],
        [{"value": 2, "owner": 1, "groups": [["AC", "AD"]]}, "5S"],
    )
    assert legal_with(state, "3H", "build") == {"build 10 3H AC AD 5S"}
    ten = only_build(play(state, "build 10 3H AC AD 5S"))
    assert (ten.value, ten.owner, ten.multiple) == (10, 0, False)
    assert set(ten.cards) == cards("AC", "AD", "3H", "5S")
    # The Go module's first step alone (a table card added to a build) is no move here.
    assert "not in the hand" in refused(state, "build 7 5S AC AD")


def test_go_compound_build_sevens() -> None:
    # "With a 7 on the table, a player with two 7s in hand plays one of them onto the 7 to 'build 7s'."
    state = position("advanced", [["7D", "7H"], ["KS"]], ["7C"])
    assert legal_with(state, "7D", "build") == {"build 7 7D 7C"}
    sevens = only_build(play(state, "build 7 7D 7C"))
    assert (sevens.value, sevens.multiple) == (7, True)
    assert group_texts(sevens) == {("7C",), ("7D",)}
    # With only one 7 in hand there is nothing left to take the build.
    assert "keep a card that takes 7" in refused(position("advanced", [["7D", "8H"], ["KS"]], ["7C"]), "build 7 7D 7C")


def test_go_compound_build_nines() -> None:
    # "With a 3 and a 6 on the table, a player with two 9s ... 'build 9s'."
    state = position("advanced", [["9H", "9S"], ["KS"]], ["3C", "6D"])
    assert legal_with(state, "9H", "build") == {"build 9 9H 3C 6D"}
    nines = only_build(play(state, "build 9 9H 3C 6D"))
    assert nines.multiple
    assert group_texts(nines) == {("3C", "6D"), ("9H",)}


def test_go_compound_build_tens() -> None:
    # "With an 8 and a 10 on the table, a player with a 2 and a 10 in hand
    # plays the 2 onto the 8 and then adds the 10 on top to 'build 10s'."
    # (Go describes two steps; here it is one move playing the 2, docs/RULES.md 4.4.)
    state = position("advanced", [["2H", "TS"], ["KS"]], ["8C", "TD"])
    assert legal_with(state, "2H", "build") == {"build 10 2H 8C", "build 10 2H 8C TD"}
    tens = only_build(play(state, "build 10 2H 8C TD"))
    assert tens.multiple
    assert group_texts(tens) == {("2H", "8C"), ("TD",)}


def test_go_compound_build_sixes() -> None:
    # "With an ace, a 2, and a 5 on the table, a player with a 4 and a 6 in
    # hand plays the 4 onto the 2 and then combines the ace and 5 on top to 'build 6s'."
    state = position("advanced", [["4S", "6C"], ["KS"]], ["AC", "2D", "5H"])
    assert "build 6 4S AC 2D 5H" in legal_with(state, "4S", "build")
    sixes = only_build(play(state, "build 6 4S AC 2D 5H"))
    assert sixes.multiple
    assert group_texts(sixes) == {("2D", "4S"), ("AC", "5H")}


def test_go_compound_build_is_never_part_of_a_simple_build_or_sum() -> None:
    # "A compound build's value is fixed ... may not be used as part of a simple build."
    state = position(
        "advanced",
        [["9C"], ["AD", "TC"]],
        [{"value": 9, "owner": 0, "groups": [["3C", "6D"], ["9H"]]}, "AS"],
        to_move=1,
    )
    assert "keeps its value" in refused(state, "build 10 AD 3C 6D 9H")
    assert "multiple build of 9" in refused(state, "capture TC AS 3C 6D 9H")
    assert not any(Card.from_text("9H") in m.cards for m in state.legal_moves())


def test_go_capture_builds_and_combinations_with_simple_builds() -> None:
    # "a number card may be used to capture any builds of the same value, as
    # well as any combinations of number cards and/or simple builds whose
    # total equals the capturing card's value"
    simple = position(
        "advanced",
        [["7S", "3S"], ["3H"]],
        [{"value": 3, "owner": 1, "groups": [["AC", "2D"]]}, "4H"],
    )
    assert legal_with(simple, "7S", "capture") == {"capture 7S AC 2D 4H"}
    assert legal_with(simple, "3S", "capture") == {"capture 3S AC 2D"}
    compound = position(
        "advanced",
        [["7S", "3S"], ["3H"]],
        [{"value": 3, "owner": 1, "groups": [["AC", "2D"], ["3C"]]}, "4H"],
    )
    assert legal_with(compound, "7S", "capture") == set()
    assert legal_with(compound, "3S", "capture") == {"capture 3S AC 2D 3C"}


def test_go_face_cards_capture_one_card_of_their_rank() -> None:
    # The Go module lets a card capture "any cards on the table of the same
    # rank", so a jack could take two jacks at once. docs/RULES.md 4.3 (with the
    # Psellos pages and the encyclopedia) lets a face card take exactly one,
    # so no face card is left without a partner.
    state = position("advanced", [["JS"], ["5C"]], ["JC", "JD"])
    assert legal_with(state, "JS", "capture") == {"capture JS JC", "capture JS JD"}
    assert "4.3" in refused(state, "capture JS JC JD")


def test_go_number_card_pairs_every_card_of_its_rank() -> None:
    # For number cards the Go rule ("any cards on the table of the same rank")
    # agrees with ours: each equal card is a group of its own.
    state = position("advanced", [["6S"], ["5C"]], ["6C", "6D", "6H"])
    assert "capture 6S 6C 6D 6H" in legal(state)


def test_go_controller_may_not_trail_or_give_up_the_capturing_card() -> None:
    # "A player who controls a build may not trail, and may not play in such a
    # way that they are left without a card of equal value in hand."
    state = position(
        "advanced",
        [["8C", "3D", "KH"], ["KS"]],
        [{"value": 8, "owner": 0, "groups": [["2H", "6C"]]}, "5D", "3S"],
    )
    assert not any(m.kind == "trail" for m in state.legal_moves())
    # The king has no partner and may not trail: it has no move at all.
    assert legal_with(state, "KH") == set()
    # The one 8 takes the build (with the 3 + 5 if wanted), nothing else.
    assert legal_with(state, "8C") == {"capture 8C 2H 6C", "capture 8C 2H 3S 5D 6C"}
    assert "4.5" in refused(state, "capture 8C 3S 5D")
    # 3D onto 5D builds 8: it must take in the existing build of 8 (docs/RULES.md 3).
    assert "build 8 3D 2H 5D 6C" in legal_with(state, "3D", "build")
    assert "rule 3" in refused(state, "build 8 3D 5D")


def test_go_a_build_is_captured_in_the_round_it_was_made() -> None:
    # "Therefore, a build must be captured in the same round in which it is created."
    rounds_checked = 0
    builds_made = 0
    for variant in (ADVANCED, ROYAL):
        for states in games(variant, 100):
            for before, after in itertools.pairwise(states):
                builds_made += any(isinstance(it, Build) for it in after.table)
                if after.round != before.round:
                    rounds_checked += 1
                    assert not any(isinstance(it, Build) for it in after.table)
    assert rounds_checked > 500
    assert builds_made > 100


# ===================================================== encyclopedia article


def test_encyclopedia_combining_examples() -> None:
    # "a player may take a 3 and a 6 with a 9, or may take a 2, 4, and 4 with a 10"
    state = position("advanced", [["9S", "TC"], ["KS"]], ["3H", "6H", "2D", "4C", "4D"])
    assert "capture 9S 3H 6H" in legal(state)
    assert "capture TC 2D 4C 4D" in legal(state)
    # "a player may take a 3, a 4 and a 7 with his own seven"
    pair_and_combine = position("advanced", [["7S"], ["KS"]], ["3H", "4C", "7D"])
    assert legal_with(pair_and_combine, "7S", "capture") == {
        "capture 7S 3H 4C",
        "capture 7S 7D",
        "capture 7S 3H 4C 7D",
    }


def test_encyclopedia_eight_build_combined_with_an_ace_by_a_nine() -> None:
    # "an eight build may be combined with an ace if an adversary holds a nine"
    state = position("advanced", [["9D"], ["8S"]], [{"value": 8, "owner": 1, "groups": [["2C", "6C"]]}, "AH"])
    assert legal_with(state, "9D", "capture") == {"capture 9D AH 2C 6C"}


def test_encyclopedia_build_eights_gathering_the_table() -> None:
    # "suppose the cards on the table are 2 K 6 5 8, and the player holds a 3
    # and an 8. They may play their 3 onto the 5 to 'build eight' and in the
    # same move 'build eights' by gathering the 5-3, the 8, and the 6-2".
    # The encyclopedia calls this optional; docs/RULES.md 4.4 allows it.
    state = position("advanced", [["3C", "8C"], ["4D"]], ["2H", "KD", "6S", "5H", "8D"])
    assert "build 8 3C 2H 5H 6S 8D" in legal(state)
    eights = only_build(play(state, "build 8 3C 2H 5H 6S 8D"))
    assert group_texts(eights) == {("3C", "5H"), ("8D",), ("2H", "6S")}
    assert Card.from_text("KD") in play(state, "build 8 3C 2H 5H 6S 8D").table


def test_encyclopedia_royal_king_takes_jack_and_two() -> None:
    # "a player could combine a jack and a two with a king, since 11+2=13"
    state = position("royal", [["KC"], ["5D"]], ["JH", "2D"])
    assert legal_with(state, "KC", "capture") == {"capture KC 2D JH"}


def test_encyclopedia_royal_sweeps_score_in_our_royal() -> None:
    # The encyclopedia's Royal Cassino says "Sweeps do not count"; the Psellos
    # Royal variant (which docs/RULES.md section 2 follows) scores 1 a sweep.
    state = position("royal", [["KC", "5C"], ["5D"]], ["JH", "2D"])
    swept = play(state, "capture KC 2D JH")
    assert swept.sweeps == (1, 0)
    assert certain_points(ROYAL, swept.captured[0], swept.sweeps[0]) == 1
