"""Four players in two partnerships: the sides score together, win together, and a partner's build binds nobody."""

from __future__ import annotations

import pytest
from position_helpers import legal_with, position

from cassino_desktop.engine import (
    ADVANCED,
    CARDS,
    CLEARANCE,
    ORIGINAL,
    ROYAL,
    Card,
    GameResult,
    HouseRulesError,
    Match,
    MatchPlay,
    Move,
    Variant,
    new_game,
    parse_cards,
    score_game,
    with_house_rules,
)
from cassino_desktop.stats import Statistics

PARTNERS = {"partnerships": True}


def partnered(variant: Variant) -> Variant:
    return with_house_rules(variant, PARTNERS)


def piles(*chosen: str) -> list[list[Card]]:
    """Four piles: seats 0 to 2 hold the cards named, seat 3 every card left."""
    named = [list(parse_cards(text.split())) for text in chosen]
    taken = {card for pile in named for card in pile}
    return [*named, [card for card in CARDS if card not in taken]]


def test_partnerships_seat_four_and_only_four() -> None:
    variant = partnered(ADVANCED)
    assert variant.player_counts == (4,) and variant.side_of(2) == 0 and variant.side_of(3) == 1
    with pytest.raises(ValueError, match="played by 4 players, not 2"):
        new_game(variant, 1)
    with pytest.raises(HouseRulesError, match="means nothing in Original"):
        partnered(ORIGINAL)


def test_the_sides_score_most_cards_and_most_spades_from_both_partners_piles() -> None:
    # Side 0 (seats 0 and 2) holds 27 cards between them, 7 spades; side 1 holds 25 and 6. No single player
    # has most cards (seat 3 holds 19): by sides, side 0 has both.
    spades_side_0 = "AS 3S 4S 5S 6S 7S 8S"
    seat_0 = f"{spades_side_0} AH 2H 3H 4H 5H 6H 7H"  # 14 cards
    seat_1 = "2S 9S TS JS QS KS"  # 6 spades
    seat_2 = "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC"  # 13 cards
    result = score_game(partnered(ADVANCED), piles(seat_0, seat_1, seat_2), [1, 0, 0, 2])
    side_0, side_1 = result.sides
    assert (side_0.cards, side_0.spades, side_1.cards, side_1.spades) == (27, 7, 25, 6)
    assert (side_0.most_cards, side_0.most_spades, side_1.most_cards, side_1.most_spades) == (3, 1, 0, 0)
    seat_points = [p.total for p in result.players]
    assert all(p.most_cards == 0 and p.most_spades == 0 for p in result.players)
    assert side_0.total == seat_points[0] + seat_points[2] + 4 and side_1.total == seat_points[1] + seat_points[3]
    assert side_0.sweeps == 1 and side_1.sweeps == 2
    assert result.winner == (0 if side_0.total > side_1.total else 1)
    assert result.won_by(2) == result.won_by(0) != result.won_by(1)


@pytest.mark.parametrize(
    ("variant", "most_cards"),
    [
        (partnered(ADVANCED), (0, 0)),  # shared: nobody scores it
        (partnered(ROYAL), (0, 0)),
        (with_house_rules(ADVANCED, {"partnerships": True, "spades_break_card_tie": True}), (0, 3)),
        (partnered(CLEARANCE), (1, 1)),  # Clearance: to every side that shares the most
    ],
    ids=["advanced", "royal", "portuguese-tie-break", "clearance"],
)
def test_sides_tied_at_26_cards(variant: Variant, most_cards: tuple[int, int]) -> None:
    seat_0 = "AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH"  # 13 cards, no spade
    seat_1 = "AS 2S 3S 4S 5S 6S 7S"  # 7 spades: side 1 has more spades
    seat_2 = "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC"  # side 0: 26 cards
    result = score_game(variant, piles(seat_0, seat_1, seat_2), [0, 0, 0, 0])
    assert [side.cards for side in result.sides] == [26, 26]
    assert tuple(side.most_cards for side in result.sides) == most_cards
    assert [side.spades for side in result.sides] == [0, 13]


def test_a_partner_may_take_the_build_left_for_them_and_nobody_must_keep_a_partners_build() -> None:
    # Seat 2 (the partner) owns a build of 9 and seat 0 holds a 9 and a 4.
    build = {"value": 9, "owner": 2, "groups": [["4D", "5C"]]}
    state = position(
        "advanced",
        [["9H", "4S"], ["2C"], ["9C", "3C"], ["6D"]],
        [build, "8S"],
        players=4,
        dealer=3,
        rules=PARTNERS,
        captured=[[], [], [], []],
        sweeps=[0, 0, 0, 0],
    )
    assert "capture 9H 4D 5C" in legal_with(state, "9H")
    assert legal_with(state, "4S", "trail") == {"trail 4S"}  # only a partner's build is on the table
    owner_to_move = position(
        "advanced",
        [["9H", "4S"], ["2C"], ["9C", "3C"], ["6D"]],
        [build, "8S"],
        players=4,
        dealer=1,
        to_move=2,
        rules=PARTNERS,
        captured=[[], [], [], []],
        sweeps=[0, 0, 0, 0],
    )
    assert legal_with(owner_to_move, "3C", "trail") == set()  # the builder's own duty stands


def test_a_partnership_match_is_won_by_a_side_and_counted_for_both_partners() -> None:
    play = MatchPlay(Match(partnered(ROYAL), 77, players=4))
    while not play.match.is_over():
        while not play.state.over:
            play.push(sorted(play.state.legal_moves(), key=Move.sort_key)[0])
        if not play.match.is_over():
            play.next_game()
    match = play.match
    totals = match.totals()
    assert len(totals) == 2 and max(totals) >= 21 and match.winner() == totals.index(max(totals))
    assert totals == [sum(r.sides[side].total for r in match.results) for side in (0, 1)]
    stats = Statistics()
    last: GameResult = match.results[-1]
    stats.record_game("royal", last, seat=2)
    assert stats.for_variant("royal").games_won == int(last.won_by(0))


def test_the_computer_counts_on_its_partner_for_the_sides_next_capture() -> None:
    """A table the partner is sure to take (they own a build of 8 and an 8 lies loose) is worth more to the side
    than the same table is to a player alone, who sees only what the next player may take."""
    from cassino_desktop.ai.evaluation import Threats
    from cassino_desktop.engine import view_for

    build = {"value": 8, "owner": 2, "groups": [["5D", "3C"]]}
    common = {"players": 4, "dealer": 3, "captured": [[], [], [], []], "sweeps": [0, 0, 0, 0]}
    hands = [["KH", "2D"], ["JC", "QC"], ["8C", "4S"], ["KD", "QS"]]
    together = position("advanced", hands, [build, "8H"], rules=PARTNERS, **common)
    alone = position("advanced", hands, [build, "8H"], **common)
    table = together.table
    partnered_worth = Threats(view_for(together, 0), 1).expected_exchange(table, (Card.from_text("2D"),), 0)
    alone_worth = Threats(view_for(alone, 0), 1).expected_exchange(table, (Card.from_text("2D"),), 0)
    assert any(p == 1.0 for _card, p in Threats(view_for(together, 0), 1).partner_ranks)
    assert partnered_worth > alone_worth


@pytest.mark.parametrize("variant", ["advanced", "royal", "clearance"])
def test_selfplay_in_partnerships_keeps_every_card_and_point(variant: str) -> None:
    import io

    from cassino_desktop.cli.cassino_engine import main as cli_main

    out = io.StringIO()
    args = ["selfplay", "--variant", variant, "--players", "4", "--partners", "--games", "25", "--seed", "3"]
    assert cli_main(args, out=out) == 0
    report = out.getvalue()
    assert "checks: 25 games passed" in report and "side 0 (players 0 and 2)" in report


def test_a_tournament_of_partners_plays_sides_and_refuses_a_table_it_cannot_seat() -> None:
    import io

    from cassino_desktop.cli.cassino_engine import main as cli_main

    base = ["tournament", "--variant", "royal", "--a", "medium", "--b", "easy", "--matches", "2", "--jobs", "1"]
    out = io.StringIO()
    assert cli_main([*base, "--players", "4", "--partners"], out=out) == 0
    assert "in partnerships" in out.getvalue()
    assert cli_main([*base, "--players", "4"], out=io.StringIO()) == 2
    assert cli_main([*base, "--blind-a"], out=io.StringIO()) == 2


def test_a_partner_is_never_shown_the_other_partners_hand() -> None:
    from dataclasses import fields

    from cassino_desktop.engine import view_for

    state = new_game(partnered(ADVANCED), 12, players=4, dealer=3)
    view = view_for(state, 0)
    partner_hand = set(state.hands[2])
    assert partner_hand <= set(view.unseen_cards())
    held = {
        card
        for f in fields(view)
        if f.name not in ("hand", "table", "captured")
        for card in (getattr(view, f.name) if isinstance(getattr(view, f.name), tuple) else ())
        if isinstance(card, Card)
    }
    assert not held & partner_hand and not set(view.hand) & partner_hand
