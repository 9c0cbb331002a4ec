"""The player's language for the modules that run without Qt: the files' and the statistics' sentences.

``storage.py`` and its kind say what happened to the player's files in
whole sentences, and the window shows them. They are written in English and
looked up through this module's ``translator`` (``_ = translator("storage")``);
the window plugs Qt's translators in with ``use`` (``ui/i18n.py``), and the
command line, which speaks English, leaves the English as it is.
"""

from __future__ import annotations

import re
from collections.abc import Callable

Lookup = Callable[[str, str, int], str]
"""(context, English source, count or -1) -> the words in the language in use."""

_CHOICE = re.compile(r"\[([^|\]]*)\|([^\]]*)\]")


def english_forms(text: str, n: int) -> str:
    """A counted source string in English: "(s)", "(es)" and "[one|many]" chosen for ``n``."""
    one = n == 1
    text = _CHOICE.sub(lambda found: found.group(1) if one else found.group(2), text)
    return text.replace("(es)", "" if one else "es").replace("(s)", "" if one else "s")


def _english(context: str, text: str, n: int) -> str:
    return english_forms(text.replace("%n", str(n)), n) if n >= 0 else text


_lookup: Lookup = _english


def use(lookup: Lookup | None) -> None:
    """Look every later sentence up with ``lookup`` (None: English again)."""
    global _lookup
    _lookup = lookup if lookup is not None else _english


def translator(context: str) -> Callable[..., str]:
    """The ``_`` of one module: ``_("text")``, ``_("%n file(s)", n=count)``, looked up under ``context``."""

    def translate(text: str, n: int = -1) -> str:
        return _lookup(context, text, n)

    return translate


def N_(text: str) -> str:
    """Mark ``text`` for translation where it is defined; it is translated where it is said."""
    return text
