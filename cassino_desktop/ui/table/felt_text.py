"""Words on the felt: the caption naming the last move, and the banner of a moment worth marking.

With the side panel hidden (the usual laptop window) the felt is all a
player sees, so the move just made is named there, in the caption strip
the layout keeps free under the table, until the next move; a sweep, a
cassino won, a build taken away or the last cards gathered get a banner
over the table that fades by itself.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPropertyAnimation, QRectF, QSequentialAnimationGroup, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..plain_text import plain_tip
from ..text_fit import elide_words
from .label_font import badge_font
from .table_layout import Z_MOVING, Z_PILE

__all__ = ["BannerItem", "CaptionItem"]

CAPTION_TEXT = QColor(245, 248, 240)
CAPTION_BACK = QColor(0, 0, 0, 90)
BANNER_BACK = QColor(20, 24, 20, 225)
BANNER_EDGE = QColor(255, 200, 60)
BANNER_SCALE = 1.5
"""The banner's letters against the labels': big enough to catch the eye from the hand."""


class CaptionItem(QGraphicsObject):
    """One line naming the last move, centred in the caption strip; the whole sentence in its tooltip."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self._text = ""
        self._shown = ""
        self._font = badge_font(12)
        self.setZValue(Z_PILE - 1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    @property
    def text(self) -> str:
        """The whole sentence, as the status line and the screen reader say it."""
        return self._text

    @property
    def shown_text(self) -> str:
        """What the strip draws: the sentence, or as much of it as fits."""
        return self._shown

    def place(self, rect: QRectF, pixel_size: int) -> None:
        """Lay the strip where the layout keeps it, in letters of the labels' size."""
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self._font = badge_font(pixel_size)
        self._fit()

    def set_text(self, text: str) -> None:
        self._text = text
        self._fit()

    def _fit(self) -> None:
        self._shown = elide_words(
            self._text, QFontMetricsF(self._font), max(0.0, self._rect.width() - self._rect.height())
        )
        self.setToolTip(plain_tip(self._text) if self._shown != self._text else "")
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(self._rect)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self._shown:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(self._font)
        metrics = QFontMetricsF(self._font)
        height = self._rect.height()
        width = metrics.horizontalAdvance(self._shown) + height
        pill = QRectF(self._rect.center().x() - width / 2, self._rect.top(), width, height)
        path = QPainterPath()
        path.addRoundedRect(pill, height / 2, height / 2)
        painter.fillPath(path, CAPTION_BACK)
        painter.setPen(CAPTION_TEXT)
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, self._shown)


class BannerItem(QGraphicsObject):
    """Big words over the middle of the table for a moment, then faded away: "West sweeps the table"."""

    def __init__(self, lines: Sequence[str], centre_x: float, centre_y: float, pixel_size: int, room: float) -> None:
        super().__init__()
        self.lines = tuple(lines)
        self._font = badge_font(round(pixel_size * BANNER_SCALE))
        metrics = QFontMetricsF(self._font)
        self._shown = [elide_words(line, metrics, room) for line in self.lines]
        pad = metrics.height() * 0.7
        width = max(metrics.horizontalAdvance(line) for line in self._shown) + 2 * pad
        self._line_h = metrics.height() * 1.2
        height = self._line_h * len(self._shown) + pad
        self._rect = QRectF(-width / 2, -height / 2, width, height)
        self.setPos(centre_x, centre_y)
        self.setZValue(Z_MOVING + 500)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setToolTip(plain_tip("\n".join(self.lines)))
        self.fading = False
        """Its fade has begun (it does not begin twice)."""

    def fade(self, stay_ms: int) -> QAbstractAnimation:
        """Stay ``stay_ms``, then fade out; the animation is the banner's own, so play never waits on it."""
        self.fading = True
        group = QSequentialAnimationGroup(self)
        group.addPause(stay_ms)
        out = QPropertyAnimation(self, b"opacity", group)
        out.setStartValue(1.0)
        out.setEndValue(0.0)
        out.setDuration(450)
        out.setEasingCurve(QEasingCurve.Type.InQuad)
        group.addAnimation(out)
        group.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
        return group

    def boundingRect(self) -> QRectF:
        return QRectF(self._rect)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect
        path = QPainterPath()
        radius = min(rect.height() / 2, self._line_h)
        path.addRoundedRect(rect, radius, radius)
        painter.fillPath(path, BANNER_BACK)
        painter.setPen(QPen(BANNER_EDGE, max(2.0, self._line_h * 0.08)))
        painter.drawPath(path)
        painter.setFont(self._font)
        painter.setPen(QColor("white"))
        top = rect.top() + (rect.height() - self._line_h * len(self._shown)) / 2
        for row, line in enumerate(self._shown):
            line_rect = QRectF(rect.left(), top + row * self._line_h, rect.width(), self._line_h)
            painter.drawText(line_rect, Qt.AlignmentFlag.AlignCenter, line)
