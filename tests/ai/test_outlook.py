"""The outlook: most cards and most spades as chances, the expert's leaf and Hard's card worth."""

from __future__ import annotations

import pytest

from cassino_desktop.ai.evaluation import FLAT, Threats, shares_for
from cassino_desktop.ai.outlook import (
    applies,
    majorities_value,
    majority_value,
    outlook_difference,
    pile_counts,
    point_table,
)
from cassino_desktop.engine import (
    ADVANCED,
    CARDS,
    CLEARANCE,
    ORIGINAL,
    ROYAL,
    SPADES,
    Card,
    GameState,
    SplitMix64,
    Variant,
    new_game,
    parse_cards,
    view_for,
    with_house_rules,
)


def cards(text: str) -> list[Card]:
    return list(parse_cards(text.split()))


def test_majority_is_certain_when_nothing_is_left() -> None:
    assert majority_value(2, 0, 2.0, 3.0, True) == 3.0
    assert majority_value(-4, 0, 2.0, 3.0, True) == -3.0
    assert majority_value(0, 0, 2.0, 3.0, True) == 0.0  # 26-26: nobody scores


def test_majority_is_even_money_when_level_and_symmetric() -> None:
    assert majority_value(0, 30, 2.0, 3.0, True) == pytest.approx(0.0)
    assert majority_value(0, 11, 1.0, 1.0, False) == pytest.approx(0.0)
    assert majority_value(3, 20, 2.0, 3.0, True) == pytest.approx(-majority_value(-3, 20, 2.0, 3.0, True))


def test_a_big_lead_with_few_cards_left_is_nearly_the_whole_prize() -> None:
    assert majority_value(16, 8, 2.5, 3.0, True) > 2.99
    assert majority_value(1, 40, 2.5, 3.0, True) < 0.5


def test_majority_grows_with_the_lead() -> None:
    values = [majority_value(lead, 20, 2.0, 3.0, True) for lead in range(-10, 11)]
    assert values == sorted(values)


def test_pile_counts() -> None:
    points = point_table(ADVANCED)
    assert pile_counts(cards("TD 2S AS 5S KH AC"), points) == (6, 3, 5)
    assert pile_counts([], points) == (0, 0, 0)
    assert pile_counts(CARDS, points) == (52, 13, 7)
    # Spade Cassino's house rule: the engine's card points, so the jack of spades 2 and every other spade 1.
    spade = point_table(with_house_rules(ADVANCED, {"preset": "spade"}))
    assert pile_counts(cards("TD 2S AS 5S KH AC"), spade) == (6, 3, 5 + 3)
    assert pile_counts(CARDS, spade) == (52, 13, 7 + 14)


def test_the_outlook_is_for_two_players_scoring_points() -> None:
    assert applies(ADVANCED, 2) and applies(ROYAL, 2)
    assert not applies(ADVANCED, 3)
    assert not applies(ORIGINAL, 2) and not applies(CLEARANCE, 2)


def play_out(variant: Variant, seed: int) -> GameState:
    rng = SplitMix64(seed)
    state = new_game(variant, seed)
    while not state.over:
        moves = state.legal_moves()
        state = state.apply(moves[rng.below(len(moves))])
    return state


@pytest.mark.parametrize("variant", [ADVANCED, ROYAL], ids=lambda v: v.name)
def test_outlook_of_a_finished_game_is_the_score(variant: Variant) -> None:
    for seed in range(5):
        state = play_out(variant, seed)
        result = state.result()
        for seat in (0, 1):
            expected = result.players[seat].total - result.players[1 - seat].total
            assert outlook_difference(state, seat) == expected


def view_with_piles(mine: int, theirs: int, seat_is_dealer: bool, variant: Variant = ADVANCED) -> GameState:
    rest = list(CARDS)
    pile0, pile1 = rest[:mine], rest[mine : mine + theirs]
    left = rest[mine + theirs :]
    return GameState(
        variant,
        dealer=0 if seat_is_dealer else 1,
        to_move=0,
        hands=[left[:4], left[4:8]],
        table=left[8:12],
        stock=left[12:] if len(left) > 12 else [],
        captured=[pile0, pile1],
        round=2,
    )


def test_a_card_is_worth_most_when_the_count_is_close() -> None:
    close = shares_for(view_for(view_with_piles(16, 16, False), 0))
    settled = shares_for(view_for(view_with_piles(28, 4, False), 0))
    assert close.card > settled.card
    assert settled.card < 0.05
    assert close.card > FLAT.card


def test_other_tables_keep_the_flat_shares() -> None:
    state = new_game(ADVANCED, 3, players=3)
    assert shares_for(view_for(state, state.to_move)) == FLAT
    state = new_game(ORIGINAL, 3)
    assert shares_for(view_for(state, state.to_move)) == FLAT


def dealt(table: str, leader_hand: str, other_hand: str) -> GameState:
    """Round 2 of Advanced just dealt, seat 0 leading, nothing captured yet but four cards each."""
    used = (
        set(parse_cards(table.split())) | set(parse_cards(leader_hand.split())) | set(parse_cards(other_hand.split()))
    )
    rest = [c for c in CARDS if c not in used]
    return GameState(
        ADVANCED,
        dealer=1,
        to_move=0,
        hands=[cards(leader_hand), cards(other_hand)],
        table=list(parse_cards(table.split())),
        stock=rest[8 : 8 + 32],
        captured=[rest[:4], rest[4:8]],
        round=2,
    )


def test_the_table_leans_to_the_next_leader() -> None:
    hands = ("7D 8D JD QD", "5C 6C 9C 9H")
    big_cassino = dealt("TD", *hands)
    four = dealt("4C", *hands)
    assert outlook_difference(big_cassino, 0) > outlook_difference(four, 0)
    assert outlook_difference(big_cassino, 1) < outlook_difference(four, 1)
    assert outlook_difference(big_cassino, 0) == pytest.approx(-outlook_difference(big_cassino, 1))


def test_captured_points_count_in_full() -> None:
    state = dealt("4C", "7D 8D JD QD", "5C 6C 9C 9H")
    big = parse_cards(["TD"])[0]
    stock = [c for c in state.stock if c != big]
    captured = [list(p) for p in state.captured]
    with_me = GameState(
        ADVANCED,
        dealer=1,
        to_move=0,
        hands=state.hands,
        table=state.table,
        stock=stock,
        captured=[[*captured[0], big], captured[1]],
        round=2,
    )
    with_them = GameState(
        ADVANCED,
        dealer=1,
        to_move=0,
        hands=state.hands,
        table=state.table,
        stock=stock,
        captured=[captured[0], [*captured[1], big]],
        round=2,
    )
    assert outlook_difference(with_me, 0) - outlook_difference(with_them, 0) > 4.0


def test_an_item_the_leader_can_take_leans_further_to_the_leader() -> None:
    takes = dealt("9C 3H", "9D 4C 5C 6C", "7D 8D JD QD")
    cannot = dealt("9C 3H", "7D 4C 5C 6C", "9D 8D JD QD")
    assert outlook_difference(takes, 0) > outlook_difference(cannot, 0)


def test_a_lone_card_the_leader_can_take_counts_a_likely_sweep() -> None:
    lone = dealt("9C", "9D 4C 5C 6C", "7D 8D JD QD")
    gained = outlook_difference(lone, 0) - outlook_difference(dealt("9C", "7C 4C 5C 6C", "7D 8D JD QD"), 0)
    assert gained > 0.85


def test_at_a_rounds_last_play_hard_fears_the_next_leader() -> None:
    """The dealer plays the round's last card: the other hand is empty, but the next deal is not."""
    used = parse_cards(["5C", "TD"])
    rest = [c for c in CARDS if c not in used]
    state = GameState(
        ADVANCED,
        dealer=1,
        to_move=1,
        hands=[[], [used[0]]],
        table=[],
        stock=rest[:24],
        captured=[rest[24:36], rest[36:]],
        round=3,
    )
    view = view_for(state, 1)
    threats = Threats(view, 0)
    assert threats.expected_exchange((used[1],), (), 1) < -0.5


def test_a_card_tie_goes_to_the_spades_under_portuguese_rules() -> None:
    """26-26 with every card won: nothing for the cards normally, the 3 points to the spade leader in Portuguese."""
    portuguese = with_house_rules(ADVANCED, {"preset": "portuguese"})
    assert majorities_value(ADVANCED, 0, 0, 3, 0) == 1.0
    assert majorities_value(portuguese, 0, 0, 3, 0) == 4.0
    assert majorities_value(portuguese, 0, 0, -3, 0) == -4.0
    assert majorities_value(portuguese, 2, 0, -3, 0) == 3.0 - 1.0  # no tie: the spades only score their point
    # Before the end, a likely tie makes a spade lead worth more than its own point.
    assert majorities_value(portuguese, 0, 10, 2, 3) > majorities_value(ADVANCED, 0, 10, 2, 3) > 0
    shares, portuguese_shares = (
        shares_for(view_for(view_with_piles(20, 20, False, v), 0)) for v in (ADVANCED, portuguese)
    )
    assert portuguese_shares.spade > shares.spade


def test_the_rest_of_the_game_leans_to_the_dealer_whoever_is_to_move_in_draw_cassino() -> None:
    """Draw Cassino keeps hands full: a round may end with the dealer to move, and the dealer's edge stays theirs."""
    draw = with_house_rules(ADVANCED, {"draw": True})
    values = []
    for to_move in (0, 1):
        rest = list(CARDS)
        state = GameState(
            draw,
            dealer=0,
            to_move=to_move,
            hands=[rest[:4], rest[4:8]],
            table=[],
            stock=rest[8:30],
            captured=[rest[30:41], rest[41:]],
            round=3,
        )
        values.append(outlook_difference(state, 0))
    assert values[0] == pytest.approx(values[1])
    assert values[0] > 0 > outlook_difference(state, 1)  # the same piles: the dealer is ahead


def test_won_spades_still_settle_a_card_tie_in_portuguese_card_worth() -> None:
    """Every spade captured, cards level: in Portuguese the spade leader needs only a tie, so a card is worth
    something else to them than in the standard game; a spade is worth nothing more in either."""
    spades = [c for c in CARDS if c.suit == SPADES]
    others = [c for c in CARDS if c.suit != SPADES]
    shares = []
    for variant in (ADVANCED, with_house_rules(ADVANCED, {"preset": "portuguese"})):
        state = GameState(
            variant,
            dealer=1,
            to_move=0,
            hands=[others[:1], others[1:2]],
            table=[],
            stock=[],
            captured=[spades + others[2:14], others[14:]],
            round=6,
        )
        shares.append(shares_for(view_for(state, 0)))
    assert shares[0].spade == shares[1].spade == 0.0
    assert shares[1].card != pytest.approx(shares[0].card)
