"""Crowded tables: the lazy generator agrees with the full one, and every question stays bounded.

A table of many low cards allows millions of moves. The players, the window
and the command line never list them all: they ask for a bounded list
(``candidate_moves``), about one move (``is_legal``) or about one gesture
(``moves_for``). Timings are the benchmark's job
(``benchmarks/crowded_tables_bench.py``); these tests check the answers,
and that they come at all on tables that used to take minutes.
"""

from __future__ import annotations

import io
import json
import sys

import pytest
from position_helpers import LOW_CARDS, crowded

from cassino_desktop.cli.cassino_engine import main as cli_main
from cassino_desktop.engine import (
    ADVANCED,
    CANDIDATE_LIMIT,
    CLEARANCE,
    ORIGINAL,
    ROYAL,
    Card,
    GameState,
    Move,
    Variant,
    capture_outcomes,
    generate_moves,
    item_cards,
    iterate_moves,
    list_moves,
    new_game,
    parse_cards,
    parse_position,
    preset_named,
    table_after,
    with_house_rules,
)
from cassino_desktop.engine.movegen import CrowdedTable, _crowded_listing, _Table, forget_tables
from cassino_desktop.engine.rng import SplitMix64

VARIANTS_AND_RULES: list[Variant] = [
    ORIGINAL,
    ADVANCED,
    ROYAL,
    CLEARANCE,
    *(with_house_rules(v, {"preset": "classic"}) for v in (ADVANCED, ROYAL) if preset_named("classic").applies(v)),
    with_house_rules(ROYAL, {"builds_in_sums": False}),
    with_house_rules(ADVANCED, {"loose_cards_in_raise": False}),
]


def mid_game_positions(variant: Variant, count: int, seed: int) -> list[GameState]:
    """Positions of random games, trails favoured so the tables grow."""
    rng = SplitMix64(seed)
    found: list[GameState] = []
    game = 0
    while len(found) < count:
        state = new_game(variant, seed * 100 + game, dealer=1)
        game += 1
        for _ in range(4 + rng.below(30)):
            if state.over:
                break
            moves = state.candidate_moves().moves
            trails = [m for m in moves if m.kind == "trail"]
            pool = trails if trails and rng.below(3) else moves
            state = state.apply(pool[rng.below(len(pool))])
        if not state.over:
            found.append(state)
    return found


@pytest.mark.parametrize("variant", VARIANTS_AND_RULES, ids=lambda v: v.title)
def test_the_lazy_generator_finds_exactly_the_full_generator_s_moves(variant: Variant) -> None:
    for state in mid_game_positions(variant, 40, seed=7):
        forget_tables()
        full = state.legal_moves()
        lazy = _crowded_listing(variant, state.hand, state.table, state.to_move, False, None)
        assert lazy.complete
        assert sorted(lazy.moves, key=Move.sort_key) == sorted(full, key=Move.sort_key), state
        assert len(set(lazy.moves)) == len(lazy.moves)  # each move once
        captures = _crowded_listing(variant, state.hand, state.table, state.to_move, True, None).moves
        assert set(captures) == {m for m in full if m.kind == "capture"}


@pytest.mark.parametrize("variant", VARIANTS_AND_RULES, ids=lambda v: v.title)
def test_one_gesture_is_answered_without_a_listing_as_the_listing_would(variant: Variant) -> None:
    for state in mid_game_positions(variant, 25, seed=11):
        full = state.legal_moves()
        by_gesture: dict[tuple[Card, tuple[Card, ...]], list[Move]] = {(c, ()): [] for c in state.hand}
        for m in full:
            by_gesture.setdefault((m.card, m.cards), []).append(m)
        for (card, cards), moves in by_gesture.items():
            assert state.moves_for(card, cards) == sorted(moves, key=Move.sort_key)


@pytest.mark.parametrize("variant", ["original", "advanced", "royal", "clearance"])
@pytest.mark.parametrize("size", [20, 30])
def test_a_crowded_table_gets_a_bounded_list_holding_every_card_and_every_trail(variant: str, size: int) -> None:
    state = crowded(variant, size, ["2H", "7H", "TS", "KD"])
    listing = state.candidate_moves()
    assert not listing.complete and len(listing.moves) <= CANDIDATE_LIMIT
    assert {m.card for m in listing.moves if m.kind != "trail"} >= {c for c in state.hand if c.rank <= 10}
    assert {m for m in listing.moves if m.kind == "trail"} == {Move.trail(c) for c in state.hand}
    assert all(state.is_legal(m) for m in listing.moves)
    assert len(set(listing.moves)) == len(listing.moves)


def test_a_table_found_crowded_by_its_ways_of_taking_lists_the_same_when_asked_again() -> None:
    # Few enough sums to be analysed (and remembered), too many ways of taking a queen: found crowded midway
    # through the first listing, which must leave nothing half made for the next one.
    table = [
        "QS",
        "9S",
        "6H",
        "TC",
        "9C",
        "7D",
        "7C",
        "4H",
        "QD",
        "TD",
        "9H",
        "5C",
        "JD",
        "QC",
        "2H",
        "5D",
        "9D",
        "AD",
        "3H",
        "JH",
    ]
    state = parse_position(json.dumps({"variant": "royal", "to_move": 0, "hands": [["QH"], ["KC"]], "table": table}))
    forget_tables()
    first = list_moves(state.variant, state.hand, state.table, state.to_move, 100)
    assert not first.complete and sum(m.kind == "capture" for m in first.moves) == 99
    assert list_moves(state.variant, state.hand, state.table, state.to_move, 100) == first


@pytest.mark.parametrize("variant", ["original", "advanced", "royal", "clearance"])
def test_a_limit_smaller_than_the_hand_and_its_trails_is_still_a_limit(variant: str) -> None:
    state = crowded(variant, 30, ["2H", "7H", "TS", "KD"])
    for limit in range(1, 12):
        listing = list_moves(state.variant, state.hand, state.table, state.to_move, limit)
        assert len(listing.moves) <= limit and not listing.complete, (limit, listing)
        assert len(set(listing.moves)) == len(listing.moves) and all(state.is_legal(m) for m in listing.moves)
        assert len(state.candidate_moves(limit).moves) == len(listing.moves)
    assert len(list_moves(state.variant, state.hand, state.table, state.to_move, 1, captures_only=True).moves) == 1


def test_an_owner_s_crowded_table_lists_no_trail_and_keeps_the_reserved_card() -> None:
    state = crowded("royal", 24, ["2H", "7H", "TS", "KD"], owner_build=True)
    listing = state.candidate_moves()
    assert listing.moves and all(m.kind != "trail" for m in listing.moves)
    assert all(state.is_legal(m) for m in listing.moves)


@pytest.mark.parametrize("variant", ["advanced", "royal", "clearance"])
def test_a_build_or_capture_of_the_whole_crowded_table_is_judged_at_once(variant: str) -> None:
    state = crowded(variant, 24, ["2H", "7H", "TS", "KD"])
    whole = tuple(c for item in state.table for c in item_cards(item))
    for card in state.hand:
        found = state.moves_for(card, whole)
        assert all(state.is_legal(m) and m.cards == tuple(sorted(whole)) for m in found)
        assert (state.why_no_move_for(card, whole) is None) == bool(found)
        for value in range(1, 15):
            build = Move.build(value, card, whole)
            assert state.is_legal(build) == (build in found)
    # The whole table adds up to 7 x 43 - 4 x 7 in Advanced: a build of 7 takes it in with the 2, held 7H;
    # no card captures it all (the king takes kings only, the ten has no split of 10 into all the cards).
    assert not state.is_legal(Move.capture(state.hand[-1], whole))


def test_a_clearance_table_too_crowded_to_group_at_once_still_gets_every_take() -> None:
    # Ace to nine once and three tens: more ways to group them than are worked out at once, so a bounded listing
    # searches for each card's Takes. A group paired and then combined counts too (rule 8, decision 11.8):
    # 2C and 4C make 6, paired with 6C; with 3C that group of 6 makes 9.
    table = ["AC", "2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC", "TD", "TH"]
    hands = [["TS", "9S", "5S", "AS"], ["QC"]]
    state = parse_position(json.dumps({"variant": "clearance", "to_move": 0, "hands": hands, "table": table}))
    every = set(generate_moves(CLEARANCE, state.hand, state.table, 0, captures_only=True))
    assert Move.capture(Card.from_text("9S"), parse_cards(["2C", "3C", "4C", "6C"])) in every
    bounded = list_moves(CLEARANCE, state.hand, state.table, 0, 10_000, captures_only=True)
    assert bounded.complete and len(bounded.moves) == len(every) and set(bounded.moves) == every
    streamed = [m for m in iterate_moves(CLEARANCE, state.hand, state.table, 0) if m.kind == "capture"]
    assert len(streamed) == len(every) and set(streamed) == every


@pytest.mark.parametrize("variant", ["royal", "clearance"])
def test_capture_outcomes_on_a_crowded_table_are_legal_captures_at_most_the_limit(variant: str) -> None:
    # In Royal the player to move owns a build of 10 and holds one ten: a capture with it must take the build in.
    state = crowded(variant, 24, ["2H", "7H", "TS", "KD"], owner_build=variant == "royal")
    outcomes = capture_outcomes(state.variant, state.hand, state.table, 0, 60)
    assert 0 < len(outcomes) <= 60
    for move, left in outcomes:
        assert move.kind == "capture" and state.is_legal(move), move
        assert left == table_after(state.variant, state.table, 0, move)


def test_the_lazy_generator_counts_a_table_ace_1_in_a_build_where_a_house_rule_says_so() -> None:
    # Royal with aces counting 1 in every build: the ace of clubs on the table joins the king (1 and 13 make 14)
    # beside 5S and 9H in a build of 14, but is no group of 14 on its own there, though it is one in a capture.
    variant = with_house_rules(ROYAL, {"aces_high_in_builds": False})
    table = ["AC", "9H", "KD", "3C"]
    document = {"variant": "royal", "rules": {"aces_high_in_builds": False}, "to_move": 0}
    state = parse_position(json.dumps({**document, "hands": [["5S", "AH"], ["QC"]], "table": table}))
    lazy = _crowded_listing(variant, state.hand, state.table, 0, False, None)
    five = Card.from_text("5S")
    assert Move.build(14, five, parse_cards(["AC", "9H", "KD"])) in lazy.moves
    assert Move.build(14, five, parse_cards(["AC", "9H"])) not in lazy.moves
    assert Move.capture(Card.from_text("AH"), parse_cards(["AC"])) in lazy.moves
    full = generate_moves(variant, state.hand, state.table, 0)
    assert lazy.complete and sorted(lazy.moves, key=Move.sort_key) == sorted(full, key=Move.sort_key)


def test_every_move_of_a_crowded_table_s_builder_keeps_the_builder_s_duties() -> None:
    # Twelve items, among them player 0's build of 10: crowded (its moves found lazily), yet about 1300 moves,
    # so the whole listing is asked for. The builder may not trail (4.5) and keeps the ten unless taking the build.
    state = crowded("royal", 12, ["TS", "KD"], owner_build=True)
    with pytest.raises(CrowdedTable):
        _Table(state.variant, state.table)
    every = generate_moves(state.variant, state.hand, state.table, 0)
    assert len(every) > 1000 and not any(m.kind == "trail" for m in every)
    assert sorted(every, key=Move.sort_key) == sorted(
        iterate_moves(state.variant, state.hand, state.table, 0), key=Move.sort_key
    )


def test_a_lazy_listing_whose_busiest_card_fills_its_share_exactly_is_complete() -> None:
    # Each card may list its share of the limit: a card with exactly that many moves loses none of them.
    hands = [["2H", "7H", "TS", "KD"], ["QC"]]
    table = ["AC", "3D", "4S", "5C", "6H", "9D"]
    state = parse_position(json.dumps({"variant": "royal", "to_move": 0, "hands": hands, "table": table}))
    every = _crowded_listing(ROYAL, state.hand, state.table, 0, False, None)
    trails = sum(m.kind == "trail" for m in every.moves)
    share = max(sum(m.card == c and m.kind != "trail" for m in every.moves) for c in state.hand)
    assert every.complete and share > 1
    limit = trails + share * len(state.hand)
    assert _crowded_listing(ROYAL, state.hand, state.table, 0, False, limit) == every
    short = _crowded_listing(ROYAL, state.hand, state.table, 0, False, limit - len(state.hand))
    assert not short.complete and set(short.moves) < set(every.moves)


def test_a_listing_s_limit_is_kept_and_says_whether_it_is_all() -> None:
    state = crowded("royal", 20, ["2H", "7H", "TS", "KD"])
    few = list_moves(state.variant, state.hand, state.table, 0, 10)
    assert not few.complete and len(few.moves) <= 10
    ordinary = new_game(ROYAL, 3)
    every = list_moves(ordinary.variant, ordinary.hand, ordinary.table, 0, CANDIDATE_LIMIT)
    assert every.complete and every.moves == ordinary.legal_moves()
    # An ordinary table's listing cut exactly at its number of moves is still all of them; one fewer is not.
    exact = list_moves(ordinary.variant, ordinary.hand, ordinary.table, 0, len(every.moves))
    assert exact == every
    cut = list_moves(ordinary.variant, ordinary.hand, ordinary.table, 0, len(every.moves) - 1)
    assert not cut.complete and cut.moves == every.moves[:-1]


def test_every_move_streams_one_at_a_time_and_each_is_legal() -> None:
    state = crowded("royal", 14, ["2H", "7H", "TS", "KD"])
    streamed = iterate_moves(state.variant, state.hand, state.table, 0)
    first = [next(streamed) for _ in range(3000)]  # more than a bounded list holds: found as asked for
    assert len(set(first)) == 3000 and all(state.is_legal(m) for m in first[::97])


def test_the_players_choose_on_a_crowded_table() -> None:
    from cassino_desktop.ai import Budget, CancelToken
    from cassino_desktop.ai.levels import LEVELS, make_player
    from cassino_desktop.engine import view_for

    state = crowded("royal", 20, ["2H", "7H", "TS", "KD"])
    for level in LEVELS:
        move = make_player(level, 1).choose(view_for(state, 0), Budget(worlds=2), CancelToken())
        assert state.is_legal(move)


def run_cli(args: list[str], stdin: str = "") -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    real_err, real_in = sys.stderr, sys.stdin
    sys.stderr = err
    try:
        status = cli_main(args, out=out, stdin=io.StringIO(stdin))
    finally:
        sys.stderr, sys.stdin = real_err, real_in
    return status, out.getvalue(), err.getvalue()


def crowded_text(size: int) -> str:
    table = [c for c in LOW_CARDS if c not in ("2H", "7H", "TS")][:size]
    return json.dumps({"variant": "royal", "to_move": 0, "hands": [["2H", "7H", "TS", "KD"], ["QC"]], "table": table})


def test_the_command_line_lists_a_crowded_table_up_to_its_limit_and_says_so() -> None:
    status, out, err = run_cli(["moves", "-"], crowded_text(20))
    assert status == 0 and 0 < len(out.splitlines()) <= CANDIDATE_LIMIT
    assert f"{len(out.splitlines())} moves shown; the position allows more" in err
    status, out, err = run_cli(["moves", "--limit", "25", "-"], crowded_text(20))
    assert status == 0 and len(out.splitlines()) <= 25 and "allows more" in err
    status, out, err = run_cli(["moves", "--jsonl", "--limit", "25"], crowded_text(20) + "\n")
    assert status == 0 and len(json.loads(out)) <= 25 and err.startswith("cassino-engine: line 1: ")


def test_the_command_line_streams_every_move_when_asked_and_counts_them() -> None:
    status, out, err = run_cli(["moves", "--limit", "0", "-"], crowded_text(13))
    lines = out.splitlines()
    assert status == 0 and len(lines) > CANDIDATE_LIMIT and len(set(lines)) == len(lines)
    assert err.strip() == f"cassino-engine: {len(lines)} moves listed"


def test_an_ordinary_table_lists_as_before_and_a_bad_limit_is_one_line() -> None:
    text = json.dumps({"variant": "advanced", "to_move": 0, "hands": [["7H", "AH"], ["5D"]], "table": ["3D", "4H"]})
    status, out, err = run_cli(["moves", "-"], text)
    assert status == 0 and err == "" and out.splitlines() == ["capture 7H 3D 4H", "trail AH", "trail 7H"]
    status, out, err = run_cli(["moves", "--limit", "-3", "-"], text)
    assert status == 2 and out == "" and len(err.strip().splitlines()) == 1
