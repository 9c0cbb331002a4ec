"""The player's statistics: recording games and matches, reset, and the JSON they are saved as."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cassino_desktop.engine import VARIANTS, GameResult, PlayerScore
from cassino_desktop.stats import (
    DAYS_KEPT,
    FORMAT,
    MARK_UNKNOWN,
    MAX_COUNT,
    VERSION,
    Statistics,
    StatsError,
    VariantStats,
)

WIN = GameResult((PlayerScore(8, 27, 7, most_cards=3, most_spades=1, aces=2, sweeps=2), PlayerScore(3, 25, 6)), 0)
LOSS = GameResult((PlayerScore(4, 20, 5, sweeps=1), PlayerScore(7, 32, 8)), 1)
DRAW = GameResult((PlayerScore(5, 26, 6), PlayerScore(5, 26, 7)), None)
ORIGINAL_WIN = GameResult((PlayerScore(30, 30, 8), PlayerScore(22, 22, 5)), 0)
ORIGINAL_LOSS = GameResult((PlayerScore(24, 24, 6), PlayerScore(28, 28, 7)), 1)


def played(*results: GameResult, variant: str = "advanced") -> VariantStats:
    stats = Statistics()
    for result in results:
        stats.record_game(variant, result)
    return stats.for_variant(variant)


# ------------------------------------------------------------------ recording


def test_fresh_statistics_are_zero_for_every_variant() -> None:
    stats = Statistics()
    for name in VARIANTS:
        assert stats.for_variant(name) == VariantStats()
        assert stats.for_variant(name).is_empty()


def test_a_win_a_loss_and_a_draw() -> None:
    figures = played(WIN, LOSS, DRAW)
    assert figures.games_played == 3
    assert figures.games_won == 1
    assert figures.games_drawn == 1
    assert figures.games_lost == 1


def test_wins_build_a_streak_and_a_loss_or_draw_ends_it() -> None:
    figures = played(WIN, WIN, WIN, LOSS, WIN, WIN, DRAW, WIN)
    assert figures.longest_streak == 3
    assert figures.current_streak == 1
    assert played(WIN, WIN, DRAW).current_streak == 0
    assert played(WIN, WIN, LOSS).current_streak == 0
    assert played(LOSS, WIN, WIN, WIN, WIN).longest_streak == 4
    assert played(LOSS, WIN, WIN, WIN, WIN).current_streak == 4


def test_best_game_score_is_the_best_total() -> None:
    assert played(LOSS).best_game_score == 4
    assert played(LOSS, WIN, DRAW).best_game_score == 8


def test_original_best_game_score_is_cards_captured() -> None:
    figures = played(ORIGINAL_LOSS, ORIGINAL_WIN, variant="original")
    assert figures.best_game_score == 30
    assert figures.games_won == 1


def test_sweeps_add_up() -> None:
    assert played(WIN, LOSS, WIN, DRAW).sweeps == 5


def test_sweeps_can_be_given_where_they_do_not_score() -> None:
    stats = Statistics()
    stats.record_game("original", ORIGINAL_WIN)  # Original results hold no sweeps
    stats.record_game("original", ORIGINAL_WIN, sweeps=3)
    assert stats.for_variant("original").sweeps == 3
    with pytest.raises(ValueError):
        stats.record_game("original", ORIGINAL_WIN, sweeps=-1)


def test_games_with_undo_are_counted() -> None:
    stats = Statistics()
    stats.record_game("royal", WIN, used_undo=True)
    stats.record_game("royal", LOSS)
    stats.record_game("royal", DRAW, used_undo=True)
    assert stats.for_variant("royal").games_with_undo == 2


def test_the_seat_decides_whose_game_it_is() -> None:
    stats = Statistics()
    stats.record_game("advanced", LOSS, seat=1)
    figures = stats.for_variant("advanced")
    assert (figures.games_won, figures.best_game_score, figures.sweeps) == (1, 7, 0)
    with pytest.raises(ValueError, match="seat 2"):
        stats.record_game("advanced", LOSS, seat=2)
    with pytest.raises(ValueError):
        stats.record_game("advanced", LOSS, seat=-1)


def test_variants_are_kept_apart() -> None:
    stats = Statistics()
    stats.record_game("advanced", WIN)
    stats.record_game("royal", LOSS)
    assert stats.for_variant("advanced").games_won == 1
    assert stats.for_variant("royal").games_won == 0
    assert stats.for_variant("original").is_empty()


def test_matches() -> None:
    stats = Statistics()
    stats.record_match("advanced", True)
    stats.record_match("advanced", False)
    stats.record_match("advanced", True)
    stats.record_match("original", False)
    assert (stats.for_variant("advanced").matches_played, stats.for_variant("advanced").matches_won) == (3, 2)
    assert (stats.for_variant("original").matches_played, stats.for_variant("original").matches_won) == (1, 0)
    assert stats.for_variant("advanced").games_played == 0  # matches and games are counted apart


def test_unknown_variants_are_refused() -> None:
    stats = Statistics()
    with pytest.raises(ValueError, match="unknown variant"):
        stats.record_game("spades", WIN)
    with pytest.raises(ValueError, match="unknown variant"):
        stats.record_match("spades", True)
    with pytest.raises(ValueError, match="unknown variant"):
        stats.for_variant("spades")
    with pytest.raises(ValueError, match="unknown variant"):
        stats.reset("spades")


def test_variant_names_are_matched_like_elsewhere() -> None:
    stats = Statistics()
    stats.record_game("Advanced", WIN)
    assert stats.for_variant(" advanced ").games_won == 1


def test_for_variant_is_a_copy() -> None:
    stats = Statistics()
    stats.for_variant("advanced").games_played = 99
    assert stats.for_variant("advanced").games_played == 0


# ------------------------------------------------------------------ reset


def busy() -> Statistics:
    stats = Statistics()
    for name in VARIANTS:
        stats.record_game(name, WIN, used_undo=True)
        stats.record_match(name, True)
    return stats


def test_reset_one_variant() -> None:
    stats = busy()
    stats.reset("royal")
    assert stats.for_variant("royal").is_empty()
    assert stats.for_variant("advanced").games_won == 1
    assert stats.for_variant("original").matches_won == 1


def test_reset_all() -> None:
    stats = busy()
    stats.reset()
    assert stats == Statistics()


# ------------------------------------------------------------------ JSON


def test_json_round_trip() -> None:
    stats = busy()
    stats.record_game("advanced", LOSS)
    stats.record_game("original", ORIGINAL_WIN, sweeps=4)
    again = Statistics.from_json(stats.to_json())
    assert again == stats
    assert again.for_variant("advanced") == stats.for_variant("advanced")
    assert Statistics.from_json(Statistics().to_json()) == Statistics()


def test_json_is_versioned_and_lists_every_variant() -> None:
    document = json.loads(busy().to_json())
    assert document["format"] == FORMAT == "cassino-statistics"
    assert document["version"] == VERSION == 4
    assert document["counted"] == ""
    assert document["daily"]["days_played"] == 0
    assert document["people"] == {}
    assert set(document["variants"]) == set(VARIANTS)
    assert document["variants"]["advanced"]["games_won"] == 1


def test_missing_variants_load_as_zero() -> None:
    stats = Statistics.from_json(json.dumps({"format": FORMAT, "version": 1, "variants": {}}))
    assert stats.counted == MARK_UNKNOWN  # every game was counted as it ended, before marks were kept
    stats.counted = ""
    assert stats == Statistics()


def valid() -> dict[str, Any]:
    stats = busy()
    stats.record_game("advanced", LOSS)
    document: dict[str, Any] = json.loads(stats.to_json())
    return document


def with_field(key: str, value: object) -> str:
    document = valid()
    document["variants"]["advanced"][key] = value
    return json.dumps(document)


def with_fields(**values: int) -> str:
    document = valid()
    figures = document["variants"]["advanced"]
    figures.update({key: 0 for key in figures})
    figures.update(values)
    return json.dumps(document)


def without(key: str) -> str:
    document = valid()
    del document[key]
    return json.dumps(document)


MALFORMED: list[tuple[str, str, str]] = [
    ("empty", "", "not valid JSON"),
    ("not JSON", "statistics: lots", "not valid JSON"),
    ("truncated", json.dumps(valid())[:-20], "not valid JSON"),
    ("NaN", with_field("sweeps", float("nan")), "whole number"),
    ("a list", "[1, 2, 3]", "expected a JSON object"),
    ("a number", "3", "expected a JSON object"),
    ("null", "null", "expected a JSON object"),
    ("no format", without("format"), "not a Cassino statistics file"),
    ("wrong format", json.dumps({**valid(), "format": "cassino-position"}), "not a Cassino statistics file"),
    ("no version", without("version"), "version must be a whole number"),
    ("version as text", json.dumps({**valid(), "version": "1"}), "version must be a whole number"),
    ("version as bool", json.dumps({**valid(), "version": True}), "version must be a whole number"),
    ("version as float", json.dumps({**valid(), "version": 1.0}), "version must be a whole number"),
    ("newer version", json.dumps({**valid(), "version": VERSION + 1}), "newer version"),
    ("a mark that is no mark", json.dumps({**valid(), "counted": "game one"}), "counted must be the mark of a game"),
    ("a mark before version 4", json.dumps({**valid(), "version": 3}), 'unknown key "counted"'),
    ("older version", json.dumps({**valid(), "version": 0}), "unsupported statistics version 0"),
    ("unknown top-level key", json.dumps({**valid(), "player": "Ann"}), 'unknown key "player"'),
    ("no variants", without("variants"), "no 'variants'"),
    ("variants a list", json.dumps({**valid(), "variants": []}), "'variants' must be an object"),
    ("unknown variant", json.dumps({**valid(), "variants": {"spades": {}}}), 'unknown variant "spades"'),
    ("variant not an object", json.dumps({**valid(), "variants": {"royal": 3}}), "royal: expected an object"),
    ("missing field", json.dumps({**valid(), "variants": {"royal": {"games_played": 1}}}), "missing field"),
    ("unknown field", with_field("games_lost", 1), 'unknown field "games_lost"'),
    ("negative", with_field("sweeps", -1), "must not be negative"),
    ("float", with_field("sweeps", 2.0), "whole number"),
    ("text", with_field("sweeps", "2"), "whole number"),
    ("bool", with_field("games_with_undo", True), "whole number"),
    ("null count", with_field("sweeps", None), "whole number"),
    ("list count", with_field("sweeps", [2]), "whole number"),
    ("huge", with_field("sweeps", MAX_COUNT + 1), "implausibly large"),
    ("won more than played", with_fields(games_played=2, games_won=3), "more games won and drawn"),
    ("won and drawn more than played", with_fields(games_played=2, games_won=1, games_drawn=2), "more games won"),
    ("matches won more than played", with_fields(matches_played=1, matches_won=2), "more matches won"),
    ("streak longer than wins", with_fields(games_played=5, games_won=2, longest_streak=3), "longest winning streak"),
    (
        "current streak longer than longest",
        with_fields(games_played=5, games_won=3, longest_streak=2, current_streak=3),
        "current winning streak",
    ),
    ("undo in more games than played", with_fields(games_played=1, games_with_undo=2), "more games with undo"),
    ("best score without games", with_fields(best_game_score=8), "without any game"),
    ("sweeps without games", with_fields(sweeps=8), "without any game"),
    ("duplicate key", '{"format": "cassino-statistics", "format": "x", "version": 1, "variants": {}}', "twice"),
    ("deep nesting", "[" * 100_000 + "]" * 100_000, "nested too deeply"),
    ("too many digits", '{"format": "cassino-statistics", "version": ' + "1" * 5000 + "}", "not valid JSON"),
]


@pytest.mark.parametrize(
    ("text", "reason"), [(text, reason) for _, text, reason in MALFORMED], ids=[m[0] for m in MALFORMED]
)
def test_malformed_json_is_refused_with_a_one_line_reason(text: str, reason: str) -> None:
    with pytest.raises(StatsError) as caught:
        Statistics.from_json(text)
    message = str(caught.value)
    assert reason in message
    assert "\n" not in message
    assert len(message) < 200


def test_from_json_wants_text() -> None:
    with pytest.raises(StatsError, match="must be text"):
        Statistics.from_json(b"{}")  # type: ignore[arg-type]


def test_stats_error_is_a_value_error() -> None:
    assert issubclass(StatsError, ValueError)


# ------------------------------------------------------------------ properties

OUTCOMES = st.sampled_from([WIN, LOSS, DRAW])


@given(
    variant=st.sampled_from(sorted(VARIANTS)),
    games=st.lists(st.tuples(OUTCOMES, st.booleans()), max_size=40),
    matches=st.lists(st.booleans(), max_size=10),
)
def test_recorded_statistics_are_consistent_and_round_trip(
    variant: str, games: list[tuple[GameResult, bool]], matches: list[bool]
) -> None:
    stats = Statistics()
    for result, undo in games:
        stats.record_game(variant, result, used_undo=undo)
    for won in matches:
        stats.record_match(variant, won)
    figures = stats.for_variant(variant)
    assert figures.problem() is None
    assert figures.games_played == len(games)
    assert figures.games_won == sum(1 for result, _ in games if result is WIN)
    run = longest = 0
    for result, _ in games:
        run = run + 1 if result is WIN else 0
        longest = max(longest, run)
    assert (figures.current_streak, figures.longest_streak) == (run, longest)
    assert Statistics.from_json(stats.to_json()) == stats


JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**12), max_value=10**12)
    | st.floats(allow_nan=True)
    | st.text(max_size=12),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=12), children, max_size=4),
    max_leaves=20,
)
KEYS = st.sampled_from(["format", "version", "variants", "extra"])
FIELD_NAMES = st.sampled_from([*VariantStats.__dataclass_fields__, "unknown"])


def _load(text: str) -> None:
    try:
        stats = Statistics.from_json(text)
    except StatsError as error:
        assert "\n" not in str(error)
    else:
        assert Statistics.from_json(stats.to_json()) == stats


@settings(max_examples=300)
@given(st.text())
def test_from_json_on_any_text_only_raises_stats_error(text: str) -> None:
    _load(text)


@settings(max_examples=300)
@given(JSON_VALUES)
def test_from_json_on_any_json_value_only_raises_stats_error(value: object) -> None:
    _load(json.dumps(value))


@settings(max_examples=300)
@given(
    variant=st.sampled_from([*VARIANTS, "spades"]),
    key=FIELD_NAMES,
    value=JSON_VALUES,
    top=st.none() | st.tuples(KEYS, JSON_VALUES),
)
def test_from_json_on_damaged_files_only_raises_stats_error(
    variant: str, key: str, value: object, top: tuple[str, object] | None
) -> None:
    document = valid()
    document["variants"].setdefault(variant, {})[key] = value
    if top is not None:
        document[top[0]] = top[1]
    _load(json.dumps(document))


@settings(max_examples=200)
@given(st.data())
def test_from_json_on_cut_or_flipped_files_only_raises_stats_error(data: st.DataObject) -> None:
    text = busy().to_json()
    at = data.draw(st.integers(0, len(text) - 1))
    cut = text[:at]
    flipped = text[:at] + data.draw(st.characters()) + text[at + 1 :]
    _load(cut)
    _load(flipped)


# ------------------------------------------------------------------ games given up


def test_an_abandoned_game_counts_as_played_and_lost_and_ends_the_streak() -> None:
    stats = Statistics()
    stats.record_game("advanced", WIN)
    stats.record_game("advanced", WIN)
    stats.record_abandoned("advanced")
    figures = stats.for_variant("advanced")
    assert (figures.games_played, figures.games_won, figures.games_lost) == (3, 2, 1)
    assert figures.games_abandoned == 1
    assert (figures.current_streak, figures.longest_streak) == (0, 2)
    assert figures.problem() is None
    assert stats.for_variant("royal").is_empty()  # only the variant given up
    with pytest.raises(ValueError):
        stats.record_abandoned("snap")


def test_abandoned_games_are_saved_and_loaded() -> None:
    stats = Statistics()
    stats.record_abandoned("clearance")
    stats.record_abandoned("clearance")
    stats.record_game("clearance", LOSS)
    document = json.loads(stats.to_json())
    assert document["variants"]["clearance"]["games_abandoned"] == 2
    again = Statistics.from_json(stats.to_json())
    assert again == stats
    assert again.for_variant("clearance").games_lost == 3


def test_a_file_written_before_abandoned_games_were_counted_still_loads() -> None:
    document = valid()
    for figures in document["variants"].values():
        del figures["games_abandoned"]
    stats = Statistics.from_json(json.dumps(document))
    assert stats.for_variant("advanced").games_played == busy().for_variant("advanced").games_played + 1
    assert all(stats.for_variant(name).games_abandoned == 0 for name in VARIANTS)


def test_more_games_given_up_than_lost_is_refused() -> None:
    with pytest.raises(StatsError, match="more games given up than games lost"):
        Statistics.from_json(with_fields(games_played=2, games_won=2, longest_streak=2, games_abandoned=1))


# ------------------------------------------------------------------ the cards dealt, against chance


def test_the_cards_each_side_was_dealt_are_counted_against_what_chance_gives() -> None:
    from cassino_desktop.engine import ADVANCED, MatchPlay, Move
    from cassino_desktop.stats import OTHERS, YOU

    stats = Statistics()
    play = MatchPlay.new(ADVANCED, seed=5)
    while not play.state.over:
        play.push(sorted(play.state.legal_moves(), key=Move.sort_key)[0])
    dealt = play.dealt_this_game()
    assert [len(cards) for cards in dealt] == [24, 24]  # six rounds of four; the table's first four are nobody's
    stats.record_game("advanced", play.match.results[-1], 0)
    stats.record_deal("advanced", dealt, seat=0)
    figures = stats.for_variant("advanced")
    assert figures.dealt_games == 1 and figures.dealt(YOU, "cards") == figures.dealt(OTHERS, "cards") == 24
    assert figures.chance(YOU, "aces") == pytest.approx(4 * 24 / 52)
    assert figures.chance(OTHERS, "spades") == pytest.approx(13 * 24 / 52)
    for item in ("big_cassino", "little_cassino", "aces", "spades"):
        assert figures.dealt(YOU, item) + figures.dealt(OTHERS, item) <= {"aces": 4, "spades": 13}.get(item, 1)
    assert figures.dealt(YOU, "spades") == sum(1 for c in dealt[0] if c.suit == 3)
    assert Statistics.from_json(stats.to_json()) == stats
    bad = json.loads(stats.to_json())
    bad["variants"]["advanced"]["dealt_you_aces"] = 9
    with pytest.raises(StatsError, match="more aces dealt than the deals held"):
        Statistics.from_json(json.dumps(bad))


def test_a_version_1_file_reads_with_no_deals_counted_and_no_daily_deal() -> None:
    document = json.loads(busy().to_json())
    document["version"] = 1
    del document["daily"], document["people"], document["counted"]
    for figures in document["variants"].values():
        for key in [key for key in figures if key.startswith("dealt_")]:
            del figures[key]
    stats = Statistics.from_json(json.dumps(document))
    assert stats.for_variant("advanced").dealt_games == 0 and stats.daily.days_played == 0
    document["daily"] = {}
    with pytest.raises(StatsError, match='unknown key "daily"'):
        Statistics.from_json(json.dumps(document))


def test_every_person_keeps_their_own_record_by_name_and_a_damaged_one_is_refused() -> None:
    stats = busy()
    stats.record_person("Ana", "royal", WIN, 0)
    stats.record_person("Ana", "advanced", WIN, 1)
    stats.record_person("Ben", "advanced", WIN, 1)
    ana, ben = stats.people["Ana"], stats.people["Ben"]
    assert (ana.games_played, ana.games_won, ana.games_lost) == (2, 1, 1)
    assert (ben.games_played, ben.games_won, ben.games_lost) == (1, 0, 1)
    again = Statistics.from_json(stats.to_json())
    assert again == stats and again.people["Ana"] == ana
    version_2 = json.loads(stats.to_json())
    version_2["version"] = 2
    del version_2["counted"], version_2["daily"]["settled_until"], version_2["daily"]["days"]
    with pytest.raises(StatsError, match='unknown key "people"'):
        Statistics.from_json(json.dumps(version_2))
    del version_2["people"]
    assert Statistics.from_json(json.dumps(version_2)).people == {}
    for damage in ({"Ana": {"games_played": 1, "games_won": 2}}, {"": {}}, {"Ana": [1]}, {"Ana": {"x": 1}}):
        document = json.loads(stats.to_json())
        document["people"] = damage
        with pytest.raises(StatsError, match="people"):
            Statistics.from_json(json.dumps(document))
    stats.reset()
    assert stats.people == {}


# ------------------------------------------------------------------ the daily deal


def test_the_daily_deal_counts_the_first_attempt_of_a_day_and_the_days_won_in_a_row() -> None:
    import datetime

    day = datetime.date(2026, 11, 23)
    stats = Statistics()
    assert stats.start_daily(day)
    stats.finish_daily(day, "won")
    assert not stats.start_daily(day)  # played again: not counted
    stats.finish_daily(day, "lost")
    assert stats.daily.last_result == "won" and stats.daily.days_played == 1
    next_day = day + datetime.timedelta(days=1)
    assert stats.start_daily(next_day)
    stats.finish_daily(next_day, "won")
    assert stats.daily.current_streak(next_day) == 2 and stats.daily.longest_streak == 2
    assert stats.daily.current_streak(next_day + datetime.timedelta(days=2)) == 0  # a day missed ends it
    later = day + datetime.timedelta(days=5)
    assert stats.start_daily(later)  # left unfinished: played, not won
    assert stats.daily.days_played == 3 and stats.daily.days_won == 2
    stats.finish_daily(later, "won")
    assert stats.daily.streak == 1 and stats.daily.longest_streak == 2
    assert not stats.start_daily(day)  # no going back to an earlier day
    assert Statistics.from_json(stats.to_json()) == stats
    bad = json.loads(stats.to_json())
    bad["daily"]["last_day"] = "25/11/2026"
    with pytest.raises(StatsError, match="daily dates are written"):
        Statistics.from_json(json.dumps(bad))
    bad["daily"] = {"days_won": 3}
    with pytest.raises(StatsError, match="more daily deals won"):
        Statistics.from_json(json.dumps(bad))


def test_a_daily_deal_played_with_the_clock_ahead_refuses_that_day_alone() -> None:
    import datetime

    today = datetime.date(2026, 11, 26)
    ahead = datetime.date(2027, 3, 1)  # the machine's clock was set ahead, then put right
    stats = Statistics()
    assert stats.start_daily(ahead)
    stats.finish_daily(ahead, "won")
    assert stats.daily.counts_today(today)  # today is not refused for a day played ahead
    assert stats.start_daily(today)
    stats.finish_daily(today, "lost")
    assert stats.daily.days_played == 2
    assert not stats.daily.counts_today(today) and not stats.start_daily(today)  # once a day
    assert stats.daily.counts_today(today + datetime.timedelta(days=1))
    assert not stats.daily.counts_today(ahead) and not stats.start_daily(ahead)  # nor a second try when it comes
    again = Statistics.from_json(stats.to_json())
    assert again == stats and not again.daily.counts_today(ahead) and again.daily.counts_today(ahead.replace(day=2))
    stats.reset()
    assert not stats.daily.counts_today(ahead) and not stats.daily.counts_today(today)  # a reset is no second chance


def test_a_version_3_file_settles_every_day_up_to_its_last_one_played() -> None:
    import datetime

    document = json.loads(Statistics().to_json())
    document["version"] = 3
    del document["counted"], document["daily"]["settled_until"], document["daily"]["days"]
    document["daily"].update(last_day="2026-11-20", last_result="won", days_played=5, days_won=1)
    stats = Statistics.from_json(json.dumps(document))
    assert not stats.daily.counts_today(datetime.date(2026, 11, 20))
    assert not stats.daily.counts_today(datetime.date(2026, 11, 12))  # which of these it played, it did not keep
    assert stats.daily.counts_today(datetime.date(2026, 11, 21))
    document["daily"]["days"] = ["2026-11-21"]
    with pytest.raises(StatsError, match='unknown field "days"'):
        Statistics.from_json(json.dumps(document))


def test_the_days_played_are_dates_in_order_and_the_oldest_are_settled_together() -> None:
    import datetime

    stats = Statistics()
    first = datetime.date(2026, 1, 1)
    for offset in range(DAYS_KEPT + 3):
        assert stats.start_daily(first + datetime.timedelta(days=offset))
    daily = stats.daily
    assert len(daily.days) == DAYS_KEPT and daily.settled_until == (first + datetime.timedelta(days=2)).isoformat()
    assert not daily.counts_today(first) and Statistics.from_json(stats.to_json()) == stats
    for damage in (["2026-01-02", "2026-01-01"], ["soon"], "2026-01-01", [7]):
        document = json.loads(Statistics().to_json())
        document["daily"]["days"] = damage
        with pytest.raises(StatsError, match="daily"):
            Statistics.from_json(json.dumps(document))
