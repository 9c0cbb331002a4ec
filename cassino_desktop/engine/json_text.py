"""Reading a JSON document strictly, with one-line reasons for bad text.

Positions, saved matches and statistics are all JSON that a person may edit
or a disk may damage. They share this reader so that each rejects the same
things in the same words: text that is not JSON, nesting too deep for the
parser, numbers too long to convert, and an object with the same key twice
(which ``json`` would otherwise settle silently by keeping the last value,
so a hand-edited file could load as something its author did not write).
"""

from __future__ import annotations

import enum
import json
import math
from typing import Any, TypeGuard

EXCERPT_LIMIT = 40
"""The most characters of a piece of input that a message quotes."""


class JsonProblem(enum.Enum):
    """Why a text is not JSON this project reads; the value is the sentence, with the particulars as ``{fields}``."""

    NOT_JSON = "not valid JSON at line {line}, column {column}: {reason}"
    KEY_TWICE = "not valid JSON: the key {key} appears twice"
    TOO_DEEP = "not valid JSON: nested too deeply"
    NUMBER_TOO_LONG = "not valid JSON: a number is too long to read"


class JsonTextError(ValueError):
    """The text is not one JSON document this project will read: ``problem`` and its ``particulars`` say why."""

    def __init__(self, problem: JsonProblem, **particulars: object) -> None:
        super().__init__(problem.value.format(**particulars))
        self.problem = problem
        self.particulars = particulars


class _DuplicateKey(Exception):
    pass


def _no_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise _DuplicateKey(key)
        result[key] = value
    return result


def read_json(text: str) -> object:
    """The JSON value in ``text``; ``JsonTextError`` if it is not strict JSON.

    Every message begins ``not valid JSON``, so a caller can put it after
    "the file is" or "it is": ``... at line L, column C: expecting value``,
    ``...: the key "k" appears twice``, ``...: nested too deeply`` or
    ``...: a number is too long to read``.
    """
    try:
        return json.loads(text, object_pairs_hook=_no_duplicate_keys)
    except _DuplicateKey as err:
        raise JsonTextError(JsonProblem.KEY_TWICE, key=quote_excerpt(err.args[0])) from None
    except json.JSONDecodeError as err:
        reason = err.msg[:1].lower() + err.msg[1:]
        raise JsonTextError(JsonProblem.NOT_JSON, line=err.lineno, column=err.colno, reason=reason) from None
    except RecursionError:
        raise JsonTextError(JsonProblem.TOO_DEEP) from None
    except ValueError:  # an integer with more digits than Python converts
        raise JsonTextError(JsonProblem.NUMBER_TOO_LONG) from None


def is_whole_number(value: object) -> TypeGuard[int]:
    """A whole number, and not a bool (JSON true is not 1)."""
    return isinstance(value, int) and not isinstance(value, bool)


VALUE_WORDS = ("a number too big", "a fraction", "a list", "an empty list", "an object", "something else")
"""What ``describe_value`` calls a value it does not quote (numbers, null, true and false are shown as they are)."""


def describe_value(value: object) -> str:
    """A short description of a JSON value for a message; never the whole of a big value."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        digits = len(str(abs(value))) if abs(value) < 10**60 else 61
        return str(value) if digits <= 40 else "a number too big"
    if isinstance(value, float):
        return "a fraction" if math.isfinite(value) else json.dumps(value)
    if isinstance(value, str):
        return f"the text {quote_excerpt(value)}"
    if isinstance(value, list):
        return "a list" if value else "an empty list"
    if isinstance(value, dict):
        return "an object"
    return "something else"


def quote_excerpt(text: str, limit: int = EXCERPT_LIMIT) -> str:
    """Text from the input, quoted and cut to ``limit`` characters: a message never echoes all of it.

    Every message about input quotes it this way, so that a ten-megabyte key
    or card comes back as one short line, with anything unprintable escaped.
    """
    if len(text) <= limit:
        return json.dumps(text)
    return json.dumps(text[:limit]) + "…"
