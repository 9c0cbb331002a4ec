"""The strict JSON reader shared by positions, saved matches and statistics."""

from __future__ import annotations

import json

import pytest

from cassino_desktop.engine.json_text import (
    EXCERPT_LIMIT,
    JsonProblem,
    JsonTextError,
    describe_value,
    quote_excerpt,
    read_json,
)
from cassino_desktop.engine.position import PositionError, parse_position, position_to_json
from cassino_desktop.engine.state import new_game
from cassino_desktop.engine.variants import ROYAL
from cassino_desktop.savegame import SaveError, from_json
from cassino_desktop.stats import Statistics, StatsError


def test_reads_what_json_writes() -> None:
    value = {"a": [1, 2, {"b": None}], "c": "x", "d": 1.5, "e": True}
    assert read_json(json.dumps(value)) == value


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("", "not valid JSON at line 1, column 1: expecting value"),
        ('{"a": 1,\n "b" 2}', "not valid JSON at line 2, column 6: expecting ':' delimiter"),
        ('{"a": 1, "a": 2}', 'not valid JSON: the key "a" appears twice'),
        ('{"outer": {"k": 1, "k": 1}}', 'not valid JSON: the key "k" appears twice'),
        ("[" * 100_000 + "]" * 100_000, "not valid JSON: nested too deeply"),
        ("1" * 5000, "not valid JSON: a number is too long to read"),
    ],
)
def test_bad_text_is_refused_in_one_line(text: str, expected: str) -> None:
    with pytest.raises(JsonTextError) as caught:
        read_json(text)
    assert str(caught.value) == expected


def test_a_position_with_a_key_twice_is_refused_not_half_read() -> None:
    text = json.dumps(position_to_json(new_game(ROYAL, seed=3)))
    doubled = text.replace('"round":', '"round": 2, "round":', 1)
    with pytest.raises(PositionError, match='the key "round" appears twice'):
        parse_position(doubled)


def test_a_save_and_statistics_with_a_key_twice_are_refused() -> None:
    with pytest.raises(SaveError, match='it is not valid JSON: the key "format" appears twice'):
        from_json('{"format": "cassino-match", "format": "cassino-match"}')
    with pytest.raises(StatsError, match='the key "version" appears twice'):
        Statistics.from_json('{"format": "cassino-statistics", "version": 1, "version": 1, "variants": {}}')


def test_a_huge_key_twice_is_quoted_as_a_short_excerpt() -> None:
    key = "k" * 10_000_000
    with pytest.raises(JsonTextError) as caught:
        read_json(f'{{"{key}": 1, "{key}": 2}}')
    message = str(caught.value)
    assert message == f'not valid JSON: the key "{"k" * EXCERPT_LIMIT}"… appears twice'


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("short", '"short"'),
        ("x" * 41, '"' + "x" * 40 + '"…'),
        ("line\nbreak", '"line\\nbreak"'),
        ("Aſ", '"A\\u017f"'),
    ],
)
def test_an_excerpt_is_short_quoted_and_on_one_line(text: str, expected: str) -> None:
    assert quote_excerpt(text) == expected


def test_describing_a_deeply_nested_value_never_walks_it() -> None:
    value: list[object] = []
    for _ in range(100_000):
        value = [value]
    assert describe_value(value) == "a list"
    assert describe_value(10**5000) == "a number too big"


def test_a_refusal_says_its_problem_as_a_value_with_its_particulars() -> None:
    with pytest.raises(JsonTextError) as refused:
        read_json("[1,")
    assert refused.value.problem is JsonProblem.NOT_JSON
    assert refused.value.particulars == {"line": 1, "column": 4, "reason": "expecting value"}
    assert str(refused.value) == "not valid JSON at line 1, column 4: expecting value"
    with pytest.raises(JsonTextError) as twice:
        read_json('{"a": 1, "a": 2}')
    assert twice.value.problem is JsonProblem.KEY_TWICE and twice.value.particulars == {"key": '"a"'}


def test_the_files_word_a_refusal_in_the_language_plugged_in() -> None:
    from cassino_desktop import language
    from cassino_desktop.json_words import json_problem_words, value_words

    language.use(lambda context, text, n: f"<{context}:{text}>")
    try:
        with pytest.raises(JsonTextError) as refused:
            read_json("{")
        assert json_problem_words(refused.value).startswith("<engine.json:not valid JSON at line 1, column 2: ")
        assert value_words([]) == "<json_words:an empty list>"
        assert value_words(7) == "7"
    finally:
        language.use(None)
    assert value_words([]) == "an empty list"
