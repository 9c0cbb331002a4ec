"""Ready-made card pictures: each card rendered once per size and pixel ratio.

Painting a card from paths every frame would be wasteful, so
``CardPixmapCache`` renders each picture once per size and device pixel
ratio and hands out the same ``QPixmap`` until the size, theme or back
colour changes.  Everything here must run in the GUI thread (a ``QPixmap``
rule).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap

from cassino_desktop.engine import Card

from .builtin_deck import BACK_COLORS, CARD_ASPECT, CardTheme

__all__ = ["CardPixmapCache", "render_card"]

_DEFAULT_BACK = "Blue"


def render_card(
    theme: CardTheme, card: Card | None, width: int, device_pixel_ratio: float, back_color: QColor | None = None
) -> QPixmap:
    """A fresh pixmap of ``card`` (``None`` for the back) ``width`` logical pixels wide.

    The pixmap has ``round(width * dpr)`` device pixels across and carries
    the ratio, so it draws at ``width`` logical pixels and is sharp on
    high-DPI screens.
    """
    width = max(1, int(width))
    dpr = device_pixel_ratio if device_pixel_ratio > 0 else 1.0
    pixmap = QPixmap(max(1, round(width * dpr)), max(1, round(width * CARD_ASPECT * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = QRectF(0.0, 0.0, float(width), width * CARD_ASPECT)
        if card is None:
            theme.paint_back(painter, rect, back_color if back_color is not None else BACK_COLORS[_DEFAULT_BACK])
        else:
            theme.paint_face(painter, rect, card)
    finally:
        painter.end()
    return pixmap


class CardPixmapCache:
    """Ready-made card pixmaps for the table, rendered once per card, width and pixel ratio.

    The table repaints often and shows the same few sizes, so pictures are
    kept until they can no longer be used: only the current width's
    entries are kept (a resize drops the old ones, so memory stays bounded
    at one pack per pixel ratio), a new theme drops everything and a new
    back colour drops the backs.
    """

    def __init__(self, theme: CardTheme, back_color: QColor | None = None) -> None:
        self._theme = theme
        self._back_color = QColor(back_color if back_color is not None else BACK_COLORS[_DEFAULT_BACK])
        self._width: int | None = None
        self._pixmaps: dict[tuple[Card | None, int, float], QPixmap] = {}

    @property
    def theme(self) -> CardTheme:
        return self._theme

    @property
    def back_color(self) -> QColor:
        return QColor(self._back_color)

    def set_theme(self, theme: CardTheme) -> None:
        self._theme = theme
        self._pixmaps.clear()

    def set_back_color(self, color: QColor) -> None:
        self._back_color = QColor(color)
        for key in [key for key in self._pixmaps if key[0] is None]:
            del self._pixmaps[key]

    def clear(self) -> None:
        """Forget every pixmap (they are re-rendered on demand)."""
        self._pixmaps.clear()

    def __len__(self) -> int:
        return len(self._pixmaps)

    def pixmap(self, card: Card | None, width: int, device_pixel_ratio: float) -> QPixmap:
        """The picture of ``card`` (``None`` for the back) ``width`` logical pixels wide."""
        width = max(1, int(width))
        dpr = float(device_pixel_ratio) if device_pixel_ratio > 0 else 1.0
        if width != self._width:
            self._pixmaps.clear()
            self._width = width
        key = (card, width, dpr)
        cached = self._pixmaps.get(key)
        if cached is None:
            cached = render_card(self._theme, card, width, dpr, self._back_color)
            self._pixmaps[key] = cached
        return cached
