"""The bold font of the felt's seat labels and build badges: its pixel size at a card width, and widths of text in it.

The sizes follow the cards, so the words grow and shrink with the table. A
text's width comes from the real font metrics once the application runs, and
from a generous guess before, so the layout can be worked out (and tested)
without a display.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from PySide6.QtGui import QFont, QFontMetricsF, QGuiApplication

LABEL_SIZE = 0.15
BADGE_SIZE = 0.13
"""Label and badge font pixel sizes, in card widths (never below 10 and 9 pixels)."""

TextWidth = Callable[[str, int], float]
"""The width in pixels of a text in the bold font of a given pixel size."""


def estimated_text_width(text: str, pixel_size: int) -> float:
    """A generous guess of a bold label's width, for when no font is at hand (no application yet)."""
    return len(text) * pixel_size * 0.72


def badge_font(pixel_size: int) -> QFont:
    """The bold font of badges and table labels, at a pixel size that follows the cards."""
    font = QFont()
    font.setPixelSize(pixel_size)
    font.setBold(True)
    return font


@functools.lru_cache(maxsize=4096)
def _font_width(text: str, pixel_size: int) -> float:
    return QFontMetricsF(badge_font(pixel_size)).horizontalAdvance(text)


def text_width(text: str, pixel_size: int) -> float:
    """The width of ``text`` in the label font: real metrics once the application runs, else the guess.

    Whoever lays the table out in the same process (the scene, a test checking
    the scene) gets the same answer, so the same layout.
    """
    if QGuiApplication.instance() is None:
        return estimated_text_width(text, pixel_size)
    return _font_width(text, pixel_size)


def badge_size(text: str, pixel_size: int, measure: TextWidth) -> tuple[float, float]:
    """The badge's width and height: the text with rounded ends around it."""
    return measure(text, pixel_size) + pixel_size * 1.4, pixel_size * 1.8


def label_px_for(width: float) -> int:
    return max(10, round(width * LABEL_SIZE))


def badge_px_for(width: float) -> int:
    return max(9, round(width * BADGE_SIZE))
