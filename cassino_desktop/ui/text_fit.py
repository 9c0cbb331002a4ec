"""Long sentences in short room: as many whole words as fit, then '…'."""

from __future__ import annotations

from typing import Protocol


class Measures(Protocol):
    """Font metrics, whole-pixel or not: all a fit needs is a text's width."""

    def horizontalAdvance(self, text: str, /) -> float: ...


def elide_words(text: str, metrics: Measures, width: float) -> str:
    """As many whole words of ``text`` as fit in ``width``, then '…': never a word cut in the middle."""
    if metrics.horizontalAdvance(text) <= width:
        return text
    words = text.split()
    while words:
        candidate = " ".join(words) + "…"
        if metrics.horizontalAdvance(candidate) <= width:
            return candidate
        words.pop()
    return "…"
