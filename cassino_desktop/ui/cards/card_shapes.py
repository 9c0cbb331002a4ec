"""The built-in deck's shapes: suit symbols, court headdresses and index text as vector paths.

Suits are the game's own ``QPainterPath`` shapes, never font glyphs (which
differ from system to system), and text is drawn as outlines scaled from a
large reference size, so every card looks the same on any machine and stays
sharp at any size. ``builtin_deck`` paints cards with them.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QPainterPath, QPolygonF, QTransform

__all__ = ["fitted_text", "headdress", "placed", "suit_path", "united"]

_INDEX_FAMILIES = ["DejaVu Sans", "Liberation Sans", "Arial", "Helvetica", "Noto Sans", "sans-serif"]
_COURT_FAMILIES = ["DejaVu Serif", "Liberation Serif", "Times New Roman", "Noto Serif", "serif"]


# ---------------------------------------------------------------------------
# Shapes (all centred on the origin, one unit tall)


def united(*paths: QPainterPath, scale: float = 1000.0) -> QPainterPath:
    """The union of paths, computed ``scale`` times larger than they are.

    Qt's path boolean operations flatten curves into line segments with an
    absolute tolerance, so a unit-sized club united at its own size would
    come out as a polygon.
    """
    up = QTransform.fromScale(scale, scale)
    result = QPainterPath()
    result.setFillRule(Qt.FillRule.WindingFill)
    for path in paths:
        result = result.united(up.map(path))
    return QTransform.fromScale(1.0 / scale, 1.0 / scale).map(result)


def _heart_path() -> QPainterPath:
    path = QPainterPath(QPointF(0.0, 0.5))
    path.cubicTo(-0.1, 0.36, -0.5, 0.1, -0.5, -0.19)
    path.cubicTo(-0.5, -0.39, -0.36, -0.5, -0.235, -0.5)
    path.cubicTo(-0.1, -0.5, -0.025, -0.41, 0.0, -0.3)
    path.cubicTo(0.025, -0.41, 0.1, -0.5, 0.235, -0.5)
    path.cubicTo(0.36, -0.5, 0.5, -0.39, 0.5, -0.19)
    path.cubicTo(0.5, 0.1, 0.1, 0.36, 0.0, 0.5)
    path.closeSubpath()
    return path


def _diamond_path() -> QPainterPath:
    half_width = 0.39
    bow = 0.045  # how far the sides curve inwards
    control_x = half_width / 2 - bow
    control_y = 0.25 - bow
    path = QPainterPath(QPointF(0.0, -0.5))
    path.quadTo(QPointF(control_x, -control_y), QPointF(half_width, 0.0))
    path.quadTo(QPointF(control_x, control_y), QPointF(0.0, 0.5))
    path.quadTo(QPointF(-control_x, control_y), QPointF(-half_width, 0.0))
    path.quadTo(QPointF(-control_x, -control_y), QPointF(0.0, -0.5))
    path.closeSubpath()
    return path


def _stem_path() -> QPainterPath:
    """The flared foot shared by spades and clubs."""
    path = QPainterPath(QPointF(-0.04, 0.1))
    path.cubicTo(-0.04, 0.32, -0.11, 0.44, -0.21, 0.5)
    path.lineTo(0.21, 0.5)
    path.cubicTo(0.11, 0.44, 0.04, 0.32, 0.04, 0.1)
    path.closeSubpath()
    return path


def _spade_path() -> QPainterPath:
    body = QPainterPath(QPointF(0.0, -0.5))
    body.cubicTo(0.1, -0.33, 0.5, -0.13, 0.5, 0.11)
    body.cubicTo(0.5, 0.27, 0.38, 0.36, 0.25, 0.36)
    body.cubicTo(0.14, 0.36, 0.05, 0.3, 0.0, 0.21)
    body.cubicTo(-0.05, 0.3, -0.14, 0.36, -0.25, 0.36)
    body.cubicTo(-0.38, 0.36, -0.5, 0.27, -0.5, 0.11)
    body.cubicTo(-0.5, -0.13, -0.1, -0.33, 0.0, -0.5)
    body.closeSubpath()
    return united(body, _stem_path())


def _club_path() -> QPainterPath:
    radius = 0.23
    parts = []
    for cx, cy in ((0.0, -0.27), (-0.255, 0.075), (0.255, 0.075)):
        lobe = QPainterPath()
        lobe.addEllipse(QPointF(cx, cy), radius, radius)
        parts.append(lobe)
    centre = QPainterPath()
    centre.addPolygon(QPolygonF([QPointF(0.0, -0.2), QPointF(-0.2, 0.12), QPointF(0.2, 0.12)]))
    centre.closeSubpath()
    return united(*parts, centre, _stem_path())


@lru_cache(maxsize=4)
def suit_path(suit: int) -> QPainterPath:
    """The suit symbol (0 clubs, 1 diamonds, 2 hearts, 3 spades), centred on 0 and 1 unit tall.

    The path is shared: map it with a ``QTransform`` rather than changing it.
    """
    makers: tuple[Callable[[], QPainterPath], ...] = (_club_path, _diamond_path, _heart_path, _spade_path)
    path = makers[suit]()
    path.setFillRule(Qt.FillRule.WindingFill)
    return path


@lru_cache(maxsize=64)
def _text_path(text: str, serif: bool) -> QPainterPath:
    """Text outlines at a large reference size, so font hinting never distorts them once scaled."""
    font = QFont()
    font.setFamilies(_COURT_FAMILIES if serif else _INDEX_FAMILIES)
    font.setPixelSize(200)
    font.setBold(True)
    path = QPainterPath()
    path.addText(0.0, 0.0, font, text)
    return path


def fitted_text(
    text: str, serif: bool, centre_x: float, top: float, cap_height: float, max_width: float
) -> QPainterPath:
    """``text`` scaled so a capital is ``cap_height`` tall, its top at ``top``, centred on ``centre_x``.

    Scaling by the height of "H" rather than each text's own box keeps A, 7
    and Q the same size, as on printed cards; text wider than
    ``max_width`` (the "10") is condensed horizontally.
    """
    path = _text_path(text, serif)
    cap = _text_path("H", serif).boundingRect()
    box = path.boundingRect()
    if cap.height() <= 0 or box.width() <= 0:
        return QPainterPath()  # no usable font at all: leave the index out rather than fail
    scale_y = cap_height / cap.height()
    scale_x = min(scale_y, max_width / box.width())
    transform = QTransform()
    transform.translate(centre_x, top - cap.top() * scale_y)
    transform.scale(scale_x, scale_y)
    transform.translate(-box.center().x(), 0.0)
    return transform.map(path)


def placed(path: QPainterPath, cx: float, cy: float, size: float, upside_down: bool = False) -> QPainterPath:
    """A unit shape scaled to ``size`` and centred on (cx, cy), optionally turned 180 degrees."""
    transform = QTransform()
    transform.translate(cx, cy)
    if upside_down:
        transform.rotate(180.0)
    transform.scale(size, size)
    return transform.map(path)


# ---------------------------------------------------------------------------
# Court headdresses, drawn in the top half of the panel around x = 50


def _balls(*centres: tuple[float, float, float]) -> QPainterPath:
    path = QPainterPath()
    for x, y, radius in centres:
        path.addEllipse(QPointF(x, y), radius, radius)
    return path


def _king_crown() -> list[QPainterPath]:
    spikes = QPainterPath()
    spikes.addPolygon(
        QPolygonF(
            [
                QPointF(39.0, 30.0),
                QPointF(37.0, 18.0),
                QPointF(44.0, 23.5),
                QPointF(50.0, 14.5),
                QPointF(56.0, 23.5),
                QPointF(63.0, 18.0),
                QPointF(61.0, 30.0),
            ]
        )
    )
    spikes.closeSubpath()
    body = united(spikes, _balls((37.0, 16.6, 1.8), (50.0, 13.0, 1.9), (63.0, 16.6, 1.8)), scale=40.0)
    band = QPainterPath()
    band.addRect(QRectF(38.0, 29.0, 24.0, 5.0))
    return [body, band]


def _queen_crown() -> list[QPainterPath]:
    arches = QPainterPath(QPointF(39.5, 30.0))
    arches.lineTo(37.5, 20.0)
    arches.quadTo(QPointF(42.0, 25.5), QPointF(44.5, 18.0))
    arches.quadTo(QPointF(47.5, 24.0), QPointF(50.0, 16.0))
    arches.quadTo(QPointF(52.5, 24.0), QPointF(55.5, 18.0))
    arches.quadTo(QPointF(58.0, 25.5), QPointF(62.5, 20.0))
    arches.lineTo(60.5, 30.0)
    arches.closeSubpath()
    balls = _balls((37.5, 18.8, 1.5), (44.5, 16.7, 1.5), (55.5, 16.7, 1.5), (62.5, 18.8, 1.5), (50.0, 13.6, 2.1))
    body = united(arches, balls, scale=40.0)
    band = QPainterPath()
    band.addRoundedRect(QRectF(38.5, 29.0, 23.0, 5.0), 2.5, 2.5)
    return [body, band]


def _jack_cap() -> list[QPainterPath]:
    # A slouched beret with a long feather sweeping up behind it.
    feather = QPainterPath(QPointF(53.0, 24.0))
    feather.cubicTo(55.0, 16.0, 61.0, 11.0, 70.0, 9.5)
    feather.cubicTo(66.5, 13.5, 62.5, 18.5, 59.5, 24.5)
    feather.closeSubpath()
    beret = QPainterPath(QPointF(38.0, 30.0))
    beret.cubicTo(34.5, 24.0, 41.0, 19.5, 50.0, 19.5)
    beret.cubicTo(58.5, 19.5, 67.5, 22.0, 65.5, 27.5)
    beret.cubicTo(64.5, 29.5, 62.5, 30.0, 62.0, 30.0)
    beret.closeSubpath()
    band = QPainterPath()
    band.addRoundedRect(QRectF(37.5, 29.0, 25.0, 5.0), 2.5, 2.5)
    return [feather, beret, band]


@lru_cache(maxsize=3)
def headdress(rank: int) -> tuple[QPainterPath, ...]:
    """The jack's cap, the queen's or the king's crown, as parts drawn in order."""
    makers: dict[int, Callable[[], list[QPainterPath]]] = {11: _jack_cap, 12: _queen_crown, 13: _king_crown}
    return tuple(makers[rank]())
