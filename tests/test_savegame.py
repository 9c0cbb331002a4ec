"""Saved matches (cassino_desktop.savegame): round trips of real matches, every refusal, and fuzzing.

A save is untrusted input: whatever a file holds, ``from_json`` and
``replay`` either give back a match or raise ``SaveError`` with a message
that says what is wrong; nothing else may escape.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any, cast

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cassino_desktop.engine import (
    ADVANCED,
    CARDS,
    ORIGINAL,
    ROYAL,
    VARIANTS,
    GameState,
    Match,
    MatchPlay,
    Move,
    Variant,
    with_house_rules,
)
from cassino_desktop.savegame import (
    PLAIN_VERSION,
    RULES_VERSION,
    SavedMatch,
    SaveError,
    from_json,
    game_mark,
    replay,
    saved_from,
    saved_of,
    to_json,
)

KEYS = ["format", "version", "variant", "players", "seed", "first_leader", "totals", "games", "current", "undo_used"]
FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


class Played:
    """A match played with random legal moves, with everything ``saved_from`` needs."""

    def __init__(
        self,
        variant: Variant,
        seed: int,
        *,
        games: int | None = None,
        current: int = 0,
        first_leader: int = 0,
        rnd_seed: int = 0,
    ) -> None:
        """Finish ``games`` games (None: the whole match), then play ``current`` moves of the next one."""
        rnd = random.Random(rnd_seed)
        self.match = Match(variant, seed, first_leader=first_leader)
        self.finished: list[list[Move]] = []
        self.current: list[Move] = []
        self.state: GameState | None = None
        while not self.match.is_over() and (games is None or len(self.finished) < games):
            state = self.match.start_game()
            moves: list[Move] = []
            while not state.over:
                move = rnd.choice(state.legal_moves())
                state = state.apply(move)
                moves.append(move)
            self.match.record(state.result())
            self.finished.append(moves)
            self.state = state
        if not self.match.is_over():
            state = self.match.start_game()
            for _ in range(current):
                move = rnd.choice(state.legal_moves())
                state = state.apply(move)
                self.current.append(move)
            self.state = state
        assert self.state is not None

    def saved(self, undo_used: bool = False) -> SavedMatch:
        return saved_from(self.match, self.finished, self.current, undo_used)


def replayed(saved: SavedMatch) -> tuple[Match, GameState, list[list[Move]], list[Move]]:
    """The replayed match, the position on the table, and the moves of the finished games and the game in progress."""
    play = replay(saved)
    finished, current = play.moves_to_save()
    return play.match, play.state, finished, current


def assert_replays(played: Played, saved: SavedMatch) -> None:
    match, state, finished, current = replayed(saved)
    assert state == played.state
    assert match.totals() == played.match.totals()
    assert match.results == played.match.results
    assert match.is_over() == played.match.is_over()
    assert match.seed == played.match.seed
    assert match.first_leader == played.match.first_leader
    assert match.variant is played.match.variant
    assert finished == played.finished
    assert current == played.current


# ---------------------------------------------------------------------- round trips


@pytest.mark.parametrize("variant", list(VARIANTS.values()), ids=list(VARIANTS))
@pytest.mark.parametrize(("seed", "games", "current"), [(1, 0, 0), (7, 0, 13), (2**64 - 1, 1, 1), (123456789, 2, 47)])
def test_round_trip_of_a_match_in_progress(variant: Variant, seed: int, games: int, current: int) -> None:
    played = Played(variant, seed, games=games, current=current, rnd_seed=seed % 1000)
    saved = played.saved(undo_used=bool(current % 2))
    assert saved.variant == variant.name
    assert saved.totals == tuple(played.match.totals())
    assert len(saved.games) == len(played.finished)
    text = to_json(saved)
    assert from_json(text) == saved
    assert_replays(played, from_json(text))


@pytest.mark.parametrize("variant", [ORIGINAL, ADVANCED, ROYAL], ids=lambda v: v.name)
@pytest.mark.parametrize("first_leader", [0, 1])
def test_round_trip_of_a_completed_match(variant: Variant, first_leader: int) -> None:
    played = Played(variant, 2024 + first_leader, first_leader=first_leader, rnd_seed=5)
    assert played.match.is_over()
    saved = played.saved()
    assert saved.current == ()
    assert saved.first_leader == first_leader
    loaded = from_json(to_json(saved))
    assert loaded == saved
    assert_replays(played, loaded)
    match, state, _, _ = replayed(loaded)
    assert state.over
    assert match.winner() == played.match.winner()


@settings(max_examples=25, deadline=None)
@given(
    variant=st.sampled_from(list(VARIANTS.values())),
    seed=st.integers(0, 2**64 - 1),
    games=st.integers(0, 3),
    current=st.integers(0, 47),
    first_leader=st.integers(0, 1),
    undo_used=st.booleans(),
)
def test_round_trip_property(
    variant: Variant, seed: int, games: int, current: int, first_leader: int, undo_used: bool
) -> None:
    played = Played(variant, seed, games=games, current=current, first_leader=first_leader, rnd_seed=seed)
    saved = played.saved(undo_used)
    loaded = from_json(to_json(saved))
    assert loaded == saved
    assert_replays(played, loaded)


def test_the_file_is_a_versioned_indented_object() -> None:
    played = Played(ADVANCED, 42, games=1, current=3)
    text = to_json(played.saved(undo_used=True))
    obj = json.loads(text)
    assert obj["format"] == "cassino-match"
    assert obj["version"] == PLAIN_VERSION == 1  # no house rules: readable by every version
    assert "rules" not in obj
    assert obj["variant"] == "advanced"
    assert obj["seed"] == 42
    assert obj["undo_used"] is True
    assert obj["totals"] == played.match.totals()
    assert obj["current"] == [str(m) for m in played.current]
    assert list(obj) == KEYS
    assert text.startswith('{\n  "format"') and text.endswith("}\n")
    assert f'\n      "{played.finished[0][0]}",\n' in text  # one move a line


def test_the_same_save_always_gives_the_same_match() -> None:
    saved = Played(ROYAL, 99, games=1, current=10).saved()
    first = replayed(saved)
    second = replayed(from_json(to_json(saved)))
    assert first[1] == second[1]
    assert first[0].results == second[0].results


def test_variant_names_are_read_like_variant_named() -> None:
    saved = Played(ADVANCED, 3).saved()
    obj = json.loads(to_json(saved))
    obj["variant"] = " Advanced "
    assert from_json(json.dumps(obj)) == saved


def test_saved_from_refuses_inconsistent_arguments() -> None:
    played = Played(ADVANCED, 8, games=1, current=2)
    with pytest.raises(ValueError, match="recorded 1 games but moves were given for 0"):
        saved_from(played.match, [], played.current, False)
    done = Played(ORIGINAL, 8)
    with pytest.raises(ValueError, match="no game is in progress"):
        saved_from(done.match, done.finished, [Move.parse("trail 7H")], False)
    with pytest.raises(ValueError, match="seed"):
        saved_from(Match(ADVANCED, 2**64), [], [], False)


# ---------------------------------------------------------------------- refusals of from_json


def valid_obj() -> dict[str, Any]:
    return cast(dict[str, Any], json.loads(to_json(Played(ADVANCED, 11, games=1, current=5).saved())))


def edited(**changes: object) -> str:
    obj = valid_obj()
    obj.update(changes)
    return json.dumps(obj)


def without(key: str) -> str:
    obj = valid_obj()
    del obj[key]
    return json.dumps(obj)


def refused(text: str) -> str:
    with pytest.raises(SaveError) as info:
        from_json(text)
    message = str(info.value)
    assert message and message[0].islower() and not message.endswith("."), message
    assert "\n" not in message
    return message


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("", "it is empty"),
        ("  \n\t", "it is empty"),
        ("{", "it is not valid JSON at line 1, column 2"),
        ('{"format": "cassino-match",\n "version": ', "it is not valid JSON at line 2"),
        ("not json at all", "it is not valid JSON at line 1, column 1"),
        ("[" * 100_000, "nested too deeply"),
        ("1" * 5000, "a number is too long"),
        ("[]", "it is an empty list, not a saved match"),
        ("[1, 2]", "it is a list, not a saved match"),
        ("3", "it is 3, not a saved match"),
        ("null", "it is null, not a saved match"),
        ('"match"', 'it is the text "match", not a saved match'),
        ("{}", "it is not a saved Cassino match"),
        ('{"format": "chess-game", "version": 1}', "it is not a saved Cassino match"),
    ],
)
def test_from_json_refuses_what_is_not_a_save(text: str, expected: str) -> None:
    assert expected in refused(text)


@pytest.mark.parametrize(
    ("changes", "expected"),
    [
        ({"version": 5}, "it was written by a newer version (5)"),
        ({"version": 10**50}, "it was written by a newer version (a number too big)"),
        ({"version": 0}, "it has an unknown version (0)"),
        ({"version": -1}, "it has an unknown version (-1)"),
        ({"version": True}, "its version must be a whole number, not true"),
        ({"version": "1"}, 'its version must be a whole number, not the text "1"'),
        ({"version": 1.0}, "its version must be a whole number, not a fraction"),
        ({"version": None}, "its version must be a whole number, not null"),
        ({"variant": "poker"}, 'its variant "poker" is unknown'),
        ({"variant": 3}, "its variant must be a name"),
        ({"players": 5}, "it must be for 2 or 3 or 4 players in Advanced, not 5"),
        ({"players": True}, "it must be for 2 or 3 or 4 players in Advanced, not true"),
        ({"seed": -1}, "its seed must be a whole number from 0 to 2**64 - 1, not -1"),
        ({"seed": 2**64}, "its seed must be a whole number from 0 to 2**64 - 1, not 18446744073709551616"),
        ({"seed": 10**100}, "not a number too big"),
        ({"seed": 1.5}, "its seed must be a whole number from 0 to 2**64 - 1, not a fraction"),
        ({"seed": float("nan")}, "its seed must be a whole number from 0 to 2**64 - 1, not NaN"),
        ({"seed": float("-inf")}, "not -Infinity"),
        ({"seed": True}, "its seed must be a whole number from 0 to 2**64 - 1, not true"),
        ({"seed": "11"}, 'not the text "11"'),
        ({"first_leader": 2}, "its first leader must be a seat from 0 to 1, not 2"),
        ({"first_leader": -1}, "its first leader must be a seat from 0 to 1, not -1"),
        ({"first_leader": False}, "its first leader must be a seat from 0 to 1, not false"),
        ({"totals": [1]}, "its totals must be a list of 2 scores, not a list"),
        ({"totals": {"a": 1}}, "its totals must be a list of 2 scores, not an object"),
        ({"totals": [1, -2]}, "total 2 must be a whole number from 0 up, not -2"),
        ({"totals": [True, 0]}, "total 1 must be a whole number from 0 up, not true"),
        ({"games": {}}, "its games must be a list of games, not an object"),
        ({"games": ["trail 7H"]}, 'game 1 must be a list of moves, not the text "trail 7H"'),
        ({"games": [[], None]}, "game 2 must be a list of moves, not null"),
        ({"games": [["trail 7H", 7]]}, 'move 2 of game 1 must be text such as "trail 7H", not 7'),
        ({"current": "trail 7H"}, "the game in progress must be a list of moves"),
        ({"current": [["trail 7H"]]}, "move 1 of the game in progress must be text"),
        ({"undo_used": 0}, "its undo_used must be true or false, not 0"),
        ({"undo_used": "false"}, 'its undo_used must be true or false, not the text "false"'),
        ({"extra": 1}, 'it has an unknown field "extra"'),
        ({"format": "Cassino-Match"}, "it is not a saved Cassino match"),
    ],
)
def test_from_json_refuses_bad_fields(changes: dict[str, object], expected: str) -> None:
    assert expected in refused(edited(**changes))


@pytest.mark.parametrize("key", KEYS[2:])
def test_from_json_refuses_a_missing_field(key: str) -> None:
    assert refused(without(key)) == f'it has no "{key}"'


def test_a_missing_version_is_a_version_error() -> None:
    assert refused(without("version")) == 'it has no "version"'


def test_a_long_text_is_not_quoted_whole() -> None:
    message = refused(edited(variant="x" * 10_000))
    assert len(message) < 100


def test_extreme_but_valid_fields_are_accepted() -> None:
    obj = valid_obj()
    obj["seed"] = 2**64 - 1
    assert from_json(json.dumps(obj)).seed == 2**64 - 1
    obj["seed"] = 0
    assert from_json(json.dumps(obj)).seed == 0


def test_from_json_refuses_what_is_not_text() -> None:
    with pytest.raises(SaveError, match=r"^it is not text$"):
        from_json(cast(str, b"{}"))


def test_a_byte_order_mark_is_not_json() -> None:
    # The store reads files with utf-8-sig, so a BOM never reaches from_json from a file.
    assert "not valid JSON" in refused("\ufeff" + to_json(Played(ADVANCED, 1).saved()))


# ---------------------------------------------------------------------- refusals of replay


def replay_refused(saved: SavedMatch) -> str:
    with pytest.raises(SaveError) as info:
        replay(saved)
    message = str(info.value)
    assert message and message[0].islower() and not message.endswith("."), message
    return message


def with_game(saved: SavedMatch, index: int, moves: tuple[str, ...]) -> SavedMatch:
    games = list(saved.games)
    games[index] = moves
    return SavedMatch(**{**saved.__dict__, "games": tuple(games)})


def changed(saved: SavedMatch, **changes: object) -> SavedMatch:
    return cast(SavedMatch, SavedMatch(**{**saved.__dict__, **changes}))


@pytest.fixture(scope="module")
def two_games() -> Played:
    return Played(ADVANCED, 5, games=2, current=6, rnd_seed=1)


def test_a_move_that_is_not_a_move(two_games: Played) -> None:
    saved = two_games.saved()
    game = list(saved.games[1])
    game[11] = "dance 7H"
    message = replay_refused(with_game(saved, 1, tuple(game)))
    assert message.startswith('move 12 of game 2 is not a move: unknown move "dance"')


def test_an_illegal_move_names_game_move_and_rule(two_games: Played) -> None:
    saved = two_games.saved()
    opening = Match(ADVANCED, 5).start_game()
    held = set(opening.hands[opening.to_move])
    stranger = next(c for c in CARDS if c not in held and c not in opening.table)
    game = list(saved.games[0])
    game[0] = f"trail {stranger}"
    message = replay_refused(with_game(saved, 0, tuple(game)))
    assert message == f"move 1 of game 1 is illegal: {stranger} is not in the hand of player {opening.to_move}"


def test_an_illegal_move_in_the_game_in_progress(two_games: Played) -> None:
    saved = two_games.saved()
    current = (*saved.current[:3], saved.current[2])  # a card played twice
    assert replay_refused(changed(saved, current=current)).startswith("move 4 of game 3 is illegal: ")


def test_a_finished_game_must_end(two_games: Played) -> None:
    saved = two_games.saved()
    assert replay_refused(with_game(saved, 0, saved.games[0][:-1])) == "game 1 does not end after its moves"
    assert replay_refused(with_game(saved, 1, ())) == "game 2 does not end after its moves"


def test_no_move_after_the_end_of_a_game(two_games: Played) -> None:
    saved = two_games.saved()
    longer = (*saved.games[0], saved.games[0][0])
    assert replay_refused(with_game(saved, 0, longer)) == "move 49 of game 1 comes after the end of the game"


def test_the_scores_must_match_the_moves(two_games: Played) -> None:
    saved = two_games.saved()
    totals = (saved.totals[0] + 1, saved.totals[1])
    assert replay_refused(changed(saved, totals=totals)) == "its scores do not match its moves"
    assert replay_refused(changed(saved, totals=(0, 0, 0))) == "its scores do not match its moves"


def test_another_seed_deals_other_cards(two_games: Played) -> None:
    saved = two_games.saved()
    assert "is illegal" in replay_refused(changed(saved, seed=saved.seed + 1))
    # The other leader gets the same deal with the seats exchanged: the moves stay legal, the scores swap.
    assert replay_refused(changed(saved, first_leader=1)) == "its scores do not match its moves"


def test_no_game_after_the_match_is_over() -> None:
    played = Played(ORIGINAL, 17)
    saved = played.saved()
    twice = changed(saved, games=(saved.games[0], saved.games[0]))
    assert replay_refused(twice) == "game 2 was played after the match was over"
    in_progress = changed(saved, current=("trail 7H",))
    assert replay_refused(in_progress) == "it has moves of a game 2 but the match was over after game 1"


def test_a_game_in_progress_is_not_over() -> None:
    played = Played(ORIGINAL, 17)
    saved = played.saved()
    as_current = changed(saved, games=(), totals=(0, 0), current=saved.games[0])
    assert replay_refused(as_current) == "game 1 is over after its moves but is saved as the game in progress"


def test_replay_checks_a_save_that_was_not_read_from_json(two_games: Played) -> None:
    saved = two_games.saved()
    assert replay_refused(changed(saved, variant="poker")) == 'its variant "poker" is unknown'
    assert "first leader" in replay_refused(changed(saved, first_leader=5))
    assert "2 or 3 or 4 players" in replay_refused(changed(saved, players=5))
    assert "seed" in replay_refused(changed(saved, seed=-3))


def test_a_long_move_text_is_not_quoted_whole(two_games: Played) -> None:
    saved = two_games.saved()
    message = replay_refused(changed(saved, current=("trail 7H " + "x" * 10_000,)))
    assert message.startswith("move 1 of game 3 is not a move: ")
    assert len(message) < 250


# ---------------------------------------------------------------------- fuzzing

JSON_SCALARS = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20)
JSON_VALUES = st.recursive(
    JSON_SCALARS,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner, max_size=5),
    max_leaves=20,
)
MOVE_TEXTS = st.builds(
    lambda kind, value, cards: " ".join([kind, *([str(value)] if kind == "build" else []), *map(str, cards)]),
    st.sampled_from(["trail", "capture", "build"]),
    st.integers(0, 15),
    st.lists(st.sampled_from(CARDS), min_size=0, max_size=4),
)


def survives(text: str) -> SavedMatch | None:
    """Read and replay ``text``: a match, or None after a ``SaveError``; any other exception fails the test."""
    try:
        saved = from_json(text)
        replay(saved)
    except SaveError as err:
        assert str(err)
        return None
    return saved


@pytest.fixture(scope="module")
def valid_text() -> str:
    return to_json(Played(ROYAL, 31, games=1, current=9, rnd_seed=4).saved())


@FUZZ
@given(st.text())
def test_fuzz_arbitrary_text(text: str) -> None:
    survives(text)


@FUZZ
@given(JSON_VALUES)
def test_fuzz_arbitrary_json(value: object) -> None:
    survives(json.dumps(value))


@FUZZ
@given(
    st.fixed_dictionaries(
        {
            "format": st.just("cassino-match") | JSON_VALUES,
            "version": st.just(1) | JSON_VALUES,
            "variant": st.sampled_from(list(VARIANTS)) | JSON_VALUES,
            "players": st.just(2) | JSON_VALUES,
            "seed": st.integers(0, 2**64 - 1) | JSON_VALUES,
            "first_leader": st.integers(0, 1) | JSON_VALUES,
            "totals": st.lists(st.integers(0, 30), min_size=2, max_size=2) | JSON_VALUES,
            "games": st.lists(st.lists(MOVE_TEXTS, max_size=4), max_size=2) | JSON_VALUES,
            "current": st.lists(MOVE_TEXTS, max_size=6) | JSON_VALUES,
            "undo_used": st.booleans() | JSON_VALUES,
        }
    )
)
def test_fuzz_save_shaped_json(obj: dict[str, object]) -> None:
    survives(json.dumps(obj))


@FUZZ
@given(st.sampled_from(KEYS))
def test_fuzz_drop_a_key(valid_text: str, key: str) -> None:
    obj = json.loads(valid_text)
    del obj[key]
    assert survives(json.dumps(obj)) is None


@FUZZ
@given(st.sampled_from(KEYS), JSON_VALUES)
def test_fuzz_change_a_value(valid_text: str, key: str, value: object) -> None:
    obj = json.loads(valid_text)
    obj[key] = value
    survives(json.dumps(obj))


@FUZZ
@given(st.data(), MOVE_TEXTS | st.text(max_size=30))
def test_fuzz_change_a_move(valid_text: str, data: st.DataObject, move: str) -> None:
    obj = json.loads(valid_text)
    games: list[list[str]] = [*obj["games"], obj["current"]]
    game = data.draw(st.sampled_from(games))
    index = data.draw(st.integers(0, len(game)))
    if index == len(game):
        game.append(move)
    else:
        game[index] = move
    survives(json.dumps(obj))


@FUZZ
@given(st.data())
def test_fuzz_truncate(valid_text: str, data: st.DataObject) -> None:
    cut = data.draw(st.integers(0, len(valid_text)))
    result = survives(valid_text[:cut])
    if cut < len(valid_text.rstrip()):
        assert result is None


@FUZZ
@given(st.data(), st.lists(st.tuples(st.integers(0, 10**6), st.characters()), min_size=1, max_size=8))
def test_fuzz_flip_characters(valid_text: str, data: st.DataObject, flips: list[tuple[int, str]]) -> None:
    chars = list(valid_text)
    for position, char in flips:
        chars[position % len(chars)] = char
    survives("".join(chars))


MUTATIONS: list[Callable[[dict[str, Any]], None]] = [
    lambda obj: obj["games"][0].pop(),
    lambda obj: obj["games"][0].reverse(),
    lambda obj: obj["current"].insert(0, obj["current"][-1]),
    lambda obj: obj.__setitem__("variant", "advanced"),
    lambda obj: obj.__setitem__("players", 2.0),
    lambda obj: obj["totals"].reverse(),
]


@pytest.mark.parametrize("mutate", MUTATIONS)
def test_plausible_edits_are_refused(valid_text: str, mutate: Callable[[dict[str, Any]], None]) -> None:
    obj = json.loads(valid_text)
    mutate(obj)
    assert survives(json.dumps(obj)) is None


# ---------------------------------------------------------------------- house rules


@pytest.mark.parametrize(
    ("variant", "rules"),
    [
        (ROYAL, {"preset": "classic"}),
        (ADVANCED, {"preset": "spade"}),
        (ROYAL, {"preset": "draw", "builder_duty": "take-or-add"}),
        (ADVANCED, {"preset": "california", "match_target": 11}),
    ],
    ids=["royal-classic", "advanced-spade", "royal-draw-duty", "advanced-california-11"],
)
def test_a_match_with_house_rules_saves_its_rules_and_replays_under_them(
    variant: Variant, rules: dict[str, object]
) -> None:
    ruled = with_house_rules(variant, rules)
    played = Played(ruled, 99, games=1, current=9, rnd_seed=3)
    saved = played.saved()
    obj = json.loads(to_json(saved))
    assert obj["version"] == RULES_VERSION == 2
    assert obj["rules"] == {k: v for k, v in saved.rules.items()} and "preset" not in obj["rules"]
    loaded = from_json(to_json(saved))
    assert loaded == saved
    match, state, finished, current = replayed(loaded)
    assert match.variant == ruled and state == played.state
    assert match.results == played.match.results and finished == played.finished and current == played.current


def test_replaying_under_other_rules_is_refused() -> None:
    """A save stripped of its house rules replays by the rule book, where some classic moves are illegal."""
    ruled = with_house_rules(ROYAL, {"preset": "classic"})
    refusals = 0
    for seed in range(20):
        obj = json.loads(to_json(Played(ruled, seed, games=1, rnd_seed=seed).saved()))
        del obj["rules"]
        obj["version"] = 1
        try:
            replay(from_json(json.dumps(obj)))
        except SaveError as err:
            assert "illegal" in str(err) or "do not match" in str(err), err
            refusals += 1
    assert refusals >= 5, refusals


@pytest.mark.parametrize(
    ("changes", "expected"),
    [
        ({"rules": []}, "its house rules must be an object, not an empty list"),
        ({"rules": {"speed": 1}}, 'its house rules are wrong: unknown house rule "speed"'),
        ({"rules": {"draw": "yes"}}, 'its house rules are wrong: house rule "draw" is true or false'),
        ({"rules": {"table_aces_high": False}}, "means nothing in Advanced"),
        ({"rules": {"draw": True}, "version": 1}, 'it has an unknown field "rules"'),
    ],
)
def test_bad_house_rules_in_a_save_are_refused(changes: dict[str, object], expected: str) -> None:
    changes.setdefault("version", 2)
    assert expected in refused(edited(**changes))


def test_a_save_made_as_a_game_ended_replays_with_that_game_on_the_table_and_marks_it() -> None:
    play = MatchPlay(Match(ADVANCED, 41))
    assert game_mark(saved_of(play)) == ""  # no game finished: nothing to count
    while not play.state.over:
        play.push(sorted(play.state.legal_moves(), key=Move.sort_key)[0])
    saved = saved_of(play)
    assert saved.games and not saved.current
    ended = replay(saved, last_game_on_table=True)
    assert ended.state == play.state and ended.dealt_this_game() == play.dealt_this_game()
    assert not replay(saved).state.over  # played on, the next game is dealt
    mark = game_mark(saved)
    assert len(mark) == 32 and game_mark(from_json(to_json(saved))) == mark
    play.next_game()
    assert game_mark(saved_of(play)) == mark  # the next game dealt: the same game is the last finished
    other = MatchPlay(Match(ADVANCED, 42))
    while not other.state.over:
        other.push(sorted(other.state.legal_moves(), key=Move.sort_key)[0])
    assert game_mark(saved_of(other)) != mark
