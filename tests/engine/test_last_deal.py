"""The lean last deal plays exactly the rules of ``GameState``: every play, every ending, every house rule.

A search trusts ``LastDeal`` instead of playing ``GameState``, so any
difference would be a wrong value; these walks compare the two after every
play of many seeded last deals, under each variant and each house rule that
changes them.
"""

from __future__ import annotations

import pytest
from position_helpers import position

from cassino_desktop.engine import (
    ADVANCED,
    CLEARANCE,
    PRESETS,
    SWITCHES,
    VARIANTS,
    GameState,
    LastDeal,
    Move,
    SplitMix64,
    Variant,
    house_rules_json,
    new_game,
    parse_cards,
    with_house_rules,
)
from cassino_desktop.engine.house_rules import TABLE_SWITCHES


def _house_rule_variants() -> list[Variant]:
    """Each variant as it is, under each preset that applies, and with each switch that applies turned over."""
    found: list[Variant] = []
    for base in VARIANTS.values():
        found.append(base)
        found.extend(with_house_rules(base, {"preset": p.name}) for p in PRESETS if p.applies(base))
        for switch in SWITCHES:
            if not switch.applies(base) or switch.key in TABLE_SWITCHES:  # a table of two here
                continue
            value = getattr(base, switch.field)
            if switch.key == "builder_duty":
                duties = ("no-trail", "take-or-add")
                found.extend(with_house_rules(base, {switch.key: d}) for d in duties if d != switch.json_value(base))
            elif isinstance(value, bool):
                found.append(with_house_rules(base, {switch.key: not value}))
    return list(dict.fromkeys(found))


def _rules_id(variant: Variant) -> str:
    return "-".join([variant.name, *(f"{key}={value}" for key, value in house_rules_json(variant).items())])


LEAN_VARIANTS = [v for v in _house_rule_variants() if LastDeal.applies(new_game(v, 1).replaced(stock=()))]
GAMES = 12


def _random_move(state: GameState, rng: SplitMix64) -> Move:
    moves = sorted(state.legal_moves(), key=Move.sort_key)
    return moves[rng.below(len(moves))]


def _last_deal(variant: Variant, seed: int) -> GameState:
    """A game played at random to the first play of its last deal."""
    rng = SplitMix64(seed)
    state = new_game(variant, seed, dealer=seed % 2)
    while not LastDeal.applies(state):
        state = state.apply(_random_move(state, rng))
    return state


def _final_difference(state: GameState, seat: int) -> float:
    players = state.result().players
    return float(players[seat].total - players[1 - seat].total)


def test_the_house_rules_leave_a_lean_last_deal_to_check_for_every_variant_that_has_one() -> None:
    """Original, Advanced and Royal each have one, under several house rules: the walks below are not empty."""
    names = {v.name for v in LEAN_VARIANTS}
    assert {"original", "advanced", "royal"} <= names
    assert len(LEAN_VARIANTS) >= 20
    assert any(v.last_play_sweep for v in LEAN_VARIANTS)
    assert any(v.spades_break_card_tie for v in LEAN_VARIANTS)
    assert any(not v.sweeps_score for v in LEAN_VARIANTS if v.name != "original")


@pytest.mark.parametrize("variant", LEAN_VARIANTS, ids=_rules_id)
def test_every_play_and_the_ending_are_what_the_game_state_makes_them(variant: Variant) -> None:
    """After each play the lean position is the game state's own, seen from either seat; at the end the
    score is the game's, the table's leftovers given to the last capturer."""
    for game in range(GAMES):
        start = _last_deal(variant, 1000 + game)
        for seat in (0, 1):
            rng = SplitMix64(7 * game + seat)
            deal = LastDeal(start, seat)
            state, node = start, deal.start
            while not state.over:
                assert node == LastDeal(state, seat).start, (game, seat)
                assert node[0] == state.to_move
                move = _random_move(state, rng)
                state, node = state.apply(move), deal.play(node, move)
            assert node[0] == -1
            assert deal.end(node) == _final_difference(state, seat), (game, seat)


def test_with_no_capture_in_the_game_the_dealer_takes_the_table() -> None:
    """Nobody took anything, so the cards left go to the dealer (here seat 1): their lead in every count."""
    start = position("original", [["2C"], ["3D"]], ["KS", "QH"], dealer=1, stock=[])
    for seat in (0, 1):
        deal = LastDeal(start, seat)
        node = deal.play(deal.play(deal.start, Move.parse("trail 2C")), Move.parse("trail 3D"))
        state = start.apply(Move.parse("trail 2C")).apply(Move.parse("trail 3D"))
        assert state.over and state.captured[1]
        assert node[0] == -1
        assert deal.end(node) == _final_difference(state, seat) == (4.0 if seat == 1 else -4.0)


def test_a_sweep_by_the_last_play_scores_only_under_its_house_rule() -> None:
    """Taking the whole table with the game's last card is a sweep only where ``last_play_sweep`` says so."""
    ends = []
    for rule in (False, True):
        variant = with_house_rules(ADVANCED, {"last_play_sweep": rule})
        hands = [parse_cards(["AC"]), parse_cards(["6D"])]
        start = GameState(variant, dealer=1, to_move=0, hands=hands, table=parse_cards(["5H"]))
        plays = [Move.parse("trail AC"), Move.parse("capture 6D 5H AC")]
        deal = LastDeal(start, 1)
        state, node = start, deal.start
        for move in plays:
            state, node = state.apply(move), deal.play(node, move)
        assert state.over and not state.table
        assert state.sweeps[1] == int(rule)
        assert deal.end(node) == _final_difference(state, 1)
        ends.append(deal.end(node))
    assert ends[1] == ends[0] + 1


def test_only_a_two_player_last_deal_of_cassino_building_scored_by_points_or_cards_is_lean() -> None:
    """Clearance, a deal with stock left, a game over and a three-player game are played by ``GameState`` alone."""
    advanced = ADVANCED
    assert LastDeal.applies(new_game(advanced, 3).replaced(stock=()))
    assert not LastDeal.applies(new_game(advanced, 3))
    assert not LastDeal.applies(new_game(CLEARANCE, 3).replaced(stock=()))
    three = [v for v in VARIANTS.values() if 3 in v.player_counts and v is not CLEARANCE]
    for variant in three:
        assert not LastDeal.applies(new_game(variant, 3, players=3).replaced(stock=()))
    over = _last_deal(advanced, 5)
    while not over.over:
        over = over.apply(over.legal_moves()[0])
    assert not LastDeal.applies(over)
