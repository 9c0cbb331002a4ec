"""The engine's reasons for refusing a JSON file, in the player's language: one place for saves and statistics.

``engine.json_text`` says why a text is not JSON as a typed ``JsonProblem``
and describes a bad value in English words; both files' messages
(``savegame.py``, ``stats.py``) quote them, so they are worded here, through
``language`` (English on the command line, the window's language in it).
"""

from __future__ import annotations

from .engine.json_text import VALUE_WORDS, JsonTextError, describe_value, quote_excerpt
from .language import translator

_ = translator("json_words")
_json = translator("engine.json")


def value_words(value: object) -> str:
    """``describe_value(value)`` in the player's words: "a list", "the text 'x'", 7 (numbers stay as they are)."""
    if isinstance(value, str):
        return _("the text {text}").format(text=quote_excerpt(value))
    described = describe_value(value)
    return _(described) if described in VALUE_WORDS else described


def json_problem_words(error: JsonTextError) -> str:
    """Why the text is not JSON, "not valid JSON at line 3, column 7: expecting value", in the player's words.

    Python's own reason for a syntax error ("expecting value") is quoted as it is.
    """
    return _json(error.problem.value).format(**error.particulars)
