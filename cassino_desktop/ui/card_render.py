"""Card faces and backs: a built-in vector deck plus optional SVG themes.

The game must look right on any machine without shipping image files, so
the default deck is drawn entirely by code with ``QPainter``: suit symbols
are our own ``QPainterPath`` shapes (never font glyphs, which differ from
system to system), indices and pips sit on a fixed 100 x 140 unit grid, and
everything is vector so it stays sharp from thumbnail size to a full-screen
table on a high-DPI display.  People who prefer the decks that come with
AisleRiot or KDE can point the game at one of those SVG files; any card
such a file lacks is still drawn by the built-in deck, so a partial or odd
theme never leaves a hole on the table.

Painting a card from paths every frame would be wasteful, so
``CardPixmapCache`` renders each picture once per size and device pixel
ratio and hands out the same ``QPixmap`` until the size, theme or back
colour changes.  Everything here must run in the GUI thread (a ``QPixmap``
rule).
"""

from __future__ import annotations

import gzip
import math
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QByteArray, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPixmap, QPolygonF, QTransform
from PySide6.QtSvg import QSvgRenderer

from cassino_desktop.engine import Card

__all__ = [
    "BACK_COLORS",
    "BUILTIN_THEME_NAME",
    "CARD_ASPECT",
    "CARD_CORNER_RADIUS",
    "DEFAULT_THEME_DIRS",
    "BuiltinTheme",
    "CardPixmapCache",
    "CardTheme",
    "SvgDeck",
    "SvgTheme",
    "ThemeError",
    "deck_name",
    "find_svg_decks",
    "find_svg_themes",
    "installed_deck",
    "load_theme",
    "rank_text",
    "readable_deck_name",
    "render_card",
    "suit_color",
    "suit_path",
]

CARD_ASPECT = 7 / 5
"""Height over width of every card the game shows (the classic 2.5 x 3.5 inch shape)."""

DEFAULT_THEME_DIRS: tuple[Path, ...] = (Path("/usr/share/aisleriot/cards"), Path("/usr/share/carddecks"))
"""Where Linux distributions install the AisleRiot and KDE card decks."""

CARD_CORNER_RADIUS = 0.055
"""Corner radius of the built-in deck as a fraction of the card's width (for matching highlights)."""

BUILTIN_THEME_NAME = "Classic"

BACK_COLORS: dict[str, QColor] = {
    "Blue": QColor("#1f4a96"),
    "Red": QColor("#a61c2c"),
    "Green": QColor("#1d6a43"),
    "Purple": QColor("#58307f"),
    "Black": QColor("#25262b"),
}
"""The back colours offered to players, keyed by the name shown in the menu."""

_DEFAULT_BACK = "Blue"

# The built-in deck is laid out on a 100 x 140 unit card; the painter is
# scaled so that one unit is a hundredth of the card's width.
_W = 100.0
_H = 140.0
_CORNER_RADIUS = CARD_CORNER_RADIUS * _W
_CENTRE = QPointF(_W / 2, _H / 2)
_HALF_TURN = QTransform(-1.0, 0.0, 0.0, -1.0, _W, _H)  # 180 degrees about the card's centre

_RED = QColor("#c4122f")
_BLACK = QColor("#17181c")
_BORDER = QColor("#8d9096")
_GOLD = QColor("#e8b637")
_WHITE = QColor("#ffffff")
_PANEL = {True: QColor("#fcebeb"), False: QColor("#e9ecf2")}

_RANK_TEXT = {1: "A", 11: "J", 12: "Q", 13: "K"}
_INDEX_FAMILIES = ["DejaVu Sans", "Liberation Sans", "Arial", "Helvetica", "Noto Sans", "sans-serif"]
_COURT_FAMILIES = ["DejaVu Serif", "Liberation Serif", "Times New Roman", "Noto Serif", "serif"]

# Pip centres of the number cards as (column, row): columns 0, 1, 2 are left,
# centre and right; rows are fractions of the way from the top pip row to
# the bottom one, the positions printed on traditional cards.
_PIP_LAYOUTS: dict[int, tuple[tuple[int, float], ...]] = {
    2: ((1, 0.0), (1, 1.0)),
    3: ((1, 0.0), (1, 0.5), (1, 1.0)),
    4: ((0, 0.0), (2, 0.0), (0, 1.0), (2, 1.0)),
    5: ((0, 0.0), (2, 0.0), (1, 0.5), (0, 1.0), (2, 1.0)),
    6: ((0, 0.0), (2, 0.0), (0, 0.5), (2, 0.5), (0, 1.0), (2, 1.0)),
    7: ((0, 0.0), (2, 0.0), (1, 0.25), (0, 0.5), (2, 0.5), (0, 1.0), (2, 1.0)),
    8: ((0, 0.0), (2, 0.0), (1, 0.25), (0, 0.5), (2, 0.5), (1, 0.75), (0, 1.0), (2, 1.0)),
    9: ((0, 0.0), (2, 0.0), (0, 1 / 3), (2, 1 / 3), (1, 0.5), (0, 2 / 3), (2, 2 / 3), (0, 1.0), (2, 1.0)),
    10: (
        (0, 0.0),
        (2, 0.0),
        (1, 1 / 6),
        (0, 1 / 3),
        (2, 1 / 3),
        (0, 2 / 3),
        (2, 2 / 3),
        (1, 5 / 6),
        (0, 1.0),
        (2, 1.0),
    ),
}
_PIP_COLUMNS = (30.5, 50.0, 69.5)
_PIP_TOP = 24.0
_PIP_BOTTOM = 116.0
_PIP_SIZE = 19.0

_SUIT_NAMES = ("club", "diamond", "heart", "spade")
_SVG_RANK_NAMES: dict[int, tuple[str, ...]] = {
    1: ("1", "ace"),
    11: ("jack", "11"),
    12: ("queen", "12"),
    13: ("king", "13"),
}
_SVG_SUFFIXES = (".svg", ".svgz")


class ThemeError(Exception):
    """A card theme file could not be used; the message is one sentence a player can read."""


class CardTheme(Protocol):
    """Anything that can paint card faces and backs into a rectangle.

    The table never cares where a picture comes from, so the built-in deck
    and SVG decks are interchangeable behind this small interface.
    """

    name: str

    def paint_face(self, painter: QPainter, rect: QRectF, card: Card) -> None: ...

    def paint_back(self, painter: QPainter, rect: QRectF, color: QColor) -> None: ...


# ---------------------------------------------------------------------------
# Shapes (all centred on the origin, one unit tall)


def _union(*paths: QPainterPath, scale: float = 1000.0) -> QPainterPath:
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
    return _union(body, _stem_path())


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
    return _union(*parts, centre, _stem_path())


@lru_cache(maxsize=4)
def suit_path(suit: int) -> QPainterPath:
    """The suit symbol (0 clubs, 1 diamonds, 2 hearts, 3 spades), centred on 0 and 1 unit tall.

    The path is shared: map it with a ``QTransform`` rather than changing it.
    """
    makers: tuple[Callable[[], QPainterPath], ...] = (_club_path, _diamond_path, _heart_path, _spade_path)
    path = makers[suit]()
    path.setFillRule(Qt.FillRule.WindingFill)
    return path


def suit_color(suit: int) -> QColor:
    """Red for diamonds and hearts, near-black for clubs and spades."""
    return QColor(_RED) if suit in (1, 2) else QColor(_BLACK)


def rank_text(rank: int) -> str:
    """The index printed in the corner: A, 2 ... 10, J, Q, K."""
    return _RANK_TEXT.get(rank, str(rank))


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


def _fitted_text(
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


def _placed(path: QPainterPath, cx: float, cy: float, size: float, upside_down: bool = False) -> QPainterPath:
    """A unit shape scaled to ``size`` and centred on (cx, cy), optionally turned 180 degrees."""
    transform = QTransform()
    transform.translate(cx, cy)
    if upside_down:
        transform.rotate(180.0)
    transform.scale(size, size)
    return transform.map(path)


def _pixel_in_units(painter: QPainter) -> float:
    """How many card units one device pixel spans under the painter's current transform."""
    matrix = painter.deviceTransform()
    scale = math.sqrt(abs(matrix.m11() * matrix.m22() - matrix.m12() * matrix.m21()))
    return 1.0 / scale if scale > 1e-9 else 1.0


def _begin_card(painter: QPainter, rect: QRectF) -> None:
    """Save the painter and map the 100 x 140 unit card grid onto ``rect`` (centred if shapes differ)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    scale = min(rect.width() / _W, rect.height() / _H)
    painter.translate(rect.center().x() - _W * scale / 2, rect.center().y() - _H * scale / 2)
    painter.scale(scale, scale)


def _mix(color: QColor, other: QColor, amount: float) -> QColor:
    """``color`` moved ``amount`` (0 to 1) of the way towards ``other``, fully opaque."""
    return QColor.fromRgbF(
        color.redF() + (other.redF() - color.redF()) * amount,
        color.greenF() + (other.greenF() - color.greenF()) * amount,
        color.blueF() + (other.blueF() - color.blueF()) * amount,
        1.0,
    )


def _round_pen(color: QColor, width: float) -> QPen:
    return QPen(color, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)


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
    body = _union(spikes, _balls((37.0, 16.6, 1.8), (50.0, 13.0, 1.9), (63.0, 16.6, 1.8)), scale=40.0)
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
    body = _union(arches, balls, scale=40.0)
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
def _headdress(rank: int) -> tuple[QPainterPath, ...]:
    """The jack's cap, the queen's or the king's crown, as parts drawn in order."""
    makers: dict[int, Callable[[], list[QPainterPath]]] = {11: _jack_cap, 12: _queen_crown, 13: _king_crown}
    return tuple(makers[rank]())


# ---------------------------------------------------------------------------
# The built-in deck


class BuiltinTheme:
    """The deck drawn by this module's own code: always available and identical everywhere.

    It is the default and also the safety net for SVG themes, so it never
    fails and needs nothing from the file system except a system font for
    the rank letters, whose outlines are scaled into a fixed box, so a
    different font changes the letter style but never the layout.
    """

    name = BUILTIN_THEME_NAME

    def paint_face(self, painter: QPainter, rect: QRectF, card: Card) -> None:
        _begin_card(painter, rect)
        try:
            _paint_blank(painter)
            color = suit_color(card.suit)
            if card.rank >= 11:
                _paint_court(painter, card, color)
            elif card.rank == 1:
                _paint_ace(painter, card, color)
            else:
                _paint_pips(painter, card, color)
            _paint_indices(painter, card, color)
        finally:
            painter.restore()

    def paint_back(self, painter: QPainter, rect: QRectF, color: QColor) -> None:
        _begin_card(painter, rect)
        try:
            _paint_back(painter, QColor(color))
        finally:
            painter.restore()


def _paint_blank(painter: QPainter) -> None:
    pen_width = max(0.55, _pixel_in_units(painter))
    inset = pen_width / 2
    painter.setPen(QPen(_BORDER, pen_width))
    painter.setBrush(QBrush(_WHITE))
    radius = _CORNER_RADIUS - inset
    painter.drawRoundedRect(QRectF(inset, inset, _W - 2 * inset, _H - 2 * inset), radius, radius)


def _paint_indices(painter: QPainter, card: Card, color: QColor) -> None:
    column_x = 10.0
    index = _fitted_text(rank_text(card.rank), False, column_x, 6.0, 15.0, 14.5)
    index.addPath(_placed(suit_path(card.suit), column_x, 31.0, 10.5))
    index.addPath(_HALF_TURN.map(index))
    index.setFillRule(Qt.FillRule.WindingFill)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(color))
    painter.drawPath(index)


def _paint_pips(painter: QPainter, card: Card, color: QColor) -> None:
    shape = suit_path(card.suit)
    pips = QPainterPath()
    pips.setFillRule(Qt.FillRule.WindingFill)
    for column, row in _PIP_LAYOUTS[card.rank]:
        y = _PIP_TOP + row * (_PIP_BOTTOM - _PIP_TOP)
        pips.addPath(_placed(shape, _PIP_COLUMNS[column], y, _PIP_SIZE, upside_down=row > 0.5))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(color))
    painter.drawPath(pips)


def _paint_ace(painter: QPainter, card: Card, color: QColor) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(color))
    if card.suit != 3:
        painter.drawPath(_placed(suit_path(card.suit), _CENTRE.x(), _CENTRE.y(), 38.0))
        return
    # The ace of spades is traditionally the decorated card of the deck.
    painter.drawPath(_placed(suit_path(3), _CENTRE.x(), _CENTRE.y(), 46.0))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(color, 1.0))
    painter.drawEllipse(_CENTRE, 32.0, 32.0)
    painter.setPen(QPen(color, 0.5))
    painter.drawEllipse(_CENTRE, 34.0, 34.0)


def _paint_court(painter: QPainter, card: Card, color: QColor) -> None:
    red = card.suit in (1, 2)
    ink = _mix(color, QColor("#000000"), 0.12)
    frame = QRectF(21.0, 8.5, 58.0, 123.0)
    painter.setPen(QPen(ink, 1.3))
    painter.setBrush(QBrush(_PANEL[red]))
    painter.drawRect(frame)
    for turned in (False, True):
        painter.save()
        if turned:
            painter.setTransform(_HALF_TURN, combine=True)
        _paint_court_half(painter, card, ink)
        painter.restore()
    # The diagonal that divides the two mirrored halves, and an inner frame line.
    painter.setPen(QPen(ink, 0.9))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawLine(QPointF(frame.left(), 78.0), QPointF(frame.right(), 62.0))
    painter.setPen(QPen(ink, 0.45))
    painter.drawRect(frame.adjusted(2.2, 2.2, -2.2, -2.2))


def _paint_court_half(painter: QPainter, card: Card, ink: QColor) -> None:
    """One half of a court card: corner pip, headdress and the big letter."""
    painter.setPen(_round_pen(ink, 0.9))
    painter.setBrush(QBrush(_GOLD))
    for part in _headdress(card.rank):
        painter.drawPath(part)
    if card.rank == 11:  # the feather's quill
        quill = QPainterPath(QPointF(56.5, 23.5))
        quill.quadTo(QPointF(59.5, 14.5), QPointF(68.0, 10.5))
        painter.setPen(_round_pen(ink, 0.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(quill)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(ink))
    for x in (44.0, 50.0, 56.0):  # jewels on the band
        painter.drawPath(_placed(suit_path(1), x, 31.5, 3.4))
    painter.setBrush(QBrush(suit_color(card.suit)))
    painter.drawPath(_placed(suit_path(card.suit), 28.5, 17.5, 8.0))
    painter.drawPath(_fitted_text(rank_text(card.rank), True, 50.0, 39.0, 20.0, 36.0))


def _paint_back(painter: QPainter, color: QColor) -> None:
    pixel = _pixel_in_units(painter)
    edge = max(0.55, pixel)
    painter.setPen(QPen(_mix(color, QColor("#000000"), 0.35), edge))
    painter.setBrush(QBrush(color))
    radius = _CORNER_RADIUS - edge / 2
    painter.drawRoundedRect(QRectF(edge / 2, edge / 2, _W - edge, _H - edge), radius, radius)

    light = _mix(color, _WHITE, 0.3)
    field = QRectF(7.5, 7.5, _W - 15.0, _H - 15.0)
    clip = QPainterPath()
    clip.addRoundedRect(field, 2.5, 2.5)
    painter.save()
    painter.setClipPath(clip)
    # A diamond lattice centred on the card: lines of slope +-dh/dw through
    # the points (i * dw / 2, j * dh / 2) with i + j even, small diamonds in
    # the cells whose centres are the points with i + j odd.
    dw, dh = 11.0, 15.4
    lattice = QPainterPath()
    for k in range(-14, 15):
        x0 = _CENTRE.x() + k * dw
        lattice.moveTo(x0 - _H * dw / dh, _CENTRE.y() - _H)
        lattice.lineTo(x0 + _H * dw / dh, _CENTRE.y() + _H)
        lattice.moveTo(x0 + _H * dw / dh, _CENTRE.y() - _H)
        lattice.lineTo(x0 - _H * dw / dh, _CENTRE.y() + _H)
    painter.setPen(QPen(light, max(0.7, pixel * 0.8)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(lattice)
    dots = QPainterPath()
    dots.setFillRule(Qt.FillRule.WindingFill)
    for i in range(-10, 11):
        for j in range(-10, 11):
            if (i + j) % 2:
                dots.addPath(_placed(suit_path(1), _CENTRE.x() + i * dw / 2, _CENTRE.y() + j * dh / 2, 4.6))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(light))
    painter.drawPath(dots)
    painter.restore()

    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(_WHITE, 1.6))
    painter.drawRoundedRect(field.adjusted(-1.5, -1.5, 1.5, 1.5), 3.5, 3.5)


# ---------------------------------------------------------------------------
# SVG themes


def _svg_ids(card: Card) -> tuple[str, ...]:
    """Element ids that name ``card`` in AisleRiot and KDE decks, most common first."""
    suit = _SUIT_NAMES[card.suit]
    ranks = _SVG_RANK_NAMES.get(card.rank, (str(card.rank),))
    return tuple(f"{rank}_{suit}" for rank in ranks)


def _theme_name(path: Path) -> str:
    name = path.name
    for suffix in (".gz", ".svgz", ".svg"):
        if name.lower().endswith(suffix):
            name = name[: -len(suffix)]
    return name or path.name


def _svg_in_folder(folder: Path) -> Path | None:
    try:
        files = sorted(p for p in folder.iterdir() if p.suffix.lower() in _SVG_SUFFIXES and p.is_file())
    except OSError:
        return None
    return files[0] if files else None


class SvgTheme:
    """A deck from an SVG file in the AisleRiot / KDE format, for people who prefer those pictures.

    Each card is an element of one big SVG document, named like ``1_club``,
    ``10_diamond``, ``jack_heart`` or (in older decks) ``ace_spade``; the
    back is ``back``.  Cards the file does not have are painted by the
    built-in deck, so a partial theme still gives a complete pack.
    """

    def __init__(self, path: Path, name: str | None = None) -> None:
        path = Path(path)
        if path.is_dir():
            inside = _svg_in_folder(path)
            if inside is None:
                raise ThemeError("The folder contains no SVG file.")
            path = inside
        self.path = path
        self.name = name or _theme_name(path)
        self._renderer = QSvgRenderer()
        if not self._renderer.load(QByteArray(_read_svg(path))) or not self._renderer.isValid():
            raise ThemeError("The file is not a valid SVG image.")
        self._face_ids: dict[Card, str] = {}
        for index in range(52):
            card = Card(index)
            for element in _svg_ids(card):
                if self._has(element):
                    self._face_ids[card] = element
                    break
        if not self._face_ids:
            raise ThemeError("The file contains no card elements.")
        self._back_id = "back" if self._has("back") else None
        self._builtin = BuiltinTheme()

    def _has(self, element: str) -> bool:
        return self._renderer.elementExists(element) and not self._renderer.boundsOnElement(element).isEmpty()

    def has_face(self, card: Card) -> bool:
        """Whether the file draws ``card`` itself (otherwise the built-in face is used)."""
        return card in self._face_ids

    @property
    def has_back(self) -> bool:
        """Whether the file has its own back (otherwise the built-in back is used)."""
        return self._back_id is not None

    def paint_face(self, painter: QPainter, rect: QRectF, card: Card) -> None:
        element = self._face_ids.get(card)
        if element is None:
            self._builtin.paint_face(painter, rect, card)
        else:
            self._render(painter, rect, element)

    def paint_back(self, painter: QPainter, rect: QRectF, color: QColor) -> None:
        if self._back_id is None:
            self._builtin.paint_back(painter, rect, color)
        else:
            self._render(painter, rect, self._back_id)

    def _render(self, painter: QPainter, rect: QRectF, element: str) -> None:
        """Draw one element as large as fits in ``rect`` without distorting it."""
        bounds = self._renderer.boundsOnElement(element)
        scale = min(rect.width() / bounds.width(), rect.height() / bounds.height())
        width, height = bounds.width() * scale, bounds.height() * scale
        target = QRectF(rect.center().x() - width / 2, rect.center().y() - height / 2, width, height)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        self._renderer.render(painter, element, target)
        painter.restore()


def _read_svg(path: Path) -> bytes:
    """The file's SVG text, decompressed if it is gzipped (.svgz); ThemeError if unusable."""
    if not path.is_file():
        raise ThemeError("The file does not exist.")
    try:
        data = path.read_bytes()
    except OSError as error:
        raise ThemeError(f"The file could not be read: {error.strerror or error}.") from error
    if data[:2] == b"\x1f\x8b":
        try:
            data = gzip.decompress(data)
        except (OSError, EOFError, zlib.error) as error:
            raise ThemeError("The file is not a valid compressed SVG image.") from error
    if not data.strip():
        raise ThemeError("The file is empty.")
    return data


@dataclass(frozen=True)
class SvgDeck:
    """An installed SVG deck: the name players read, its file, and the name older versions saved."""

    name: str
    path: Path
    saved_name: str
    """The file or folder name (``svg-oxygen-air``) that settings of older versions hold."""


def readable_deck_name(file_or_folder: str) -> str:
    """'svg-oxygen-air' -> 'Oxygen Air', 'anglo.svgz' -> 'Anglo': what a menu should show."""
    stem = _theme_name(Path(file_or_folder))
    if stem.casefold().startswith("svg-"):
        stem = stem[4:]
    words = stem.replace("_", " ").replace("-", " ").split()
    return " ".join(word[:1].upper() + word[1:] for word in words) or file_or_folder


def _desktop_name(folder: Path) -> str | None:
    """The ``Name=`` of a KDE deck's ``index.desktop`` (the untranslated one), if it has one."""
    try:
        text = (folder / "index.desktop").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None
    for line in text.splitlines():
        key, equals, value = line.partition("=")
        if equals and key.strip() == "Name" and value.strip():
            return value.strip()
    return None


def find_svg_decks(dirs: Sequence[Path] | None = None) -> list[SvgDeck]:
    """Installed SVG decks, sorted by name; folders that do not exist are skipped.

    A ``.svg`` / ``.svgz`` file directly in a folder is a deck named after
    the file, title-cased (AisleRiot's layout: ``anglo.svgz`` is "Anglo"); a
    subfolder holding one is a KDE ``carddecks`` deck named by its
    ``index.desktop`` (``svg-oxygen-air`` is "Oxygen Air"). Two decks of one
    name are told apart by their file name. Without ``dirs``, the folders
    of ``DEFAULT_THEME_DIRS`` as it is now (tests point it elsewhere).
    """
    found: list[SvgDeck] = []
    for folder in DEFAULT_THEME_DIRS if dirs is None else dirs:
        try:
            entries = sorted(Path(folder).iterdir())
        except OSError:
            continue
        for entry in entries:
            try:
                if entry.is_file() and entry.suffix.lower() in _SVG_SUFFIXES:
                    saved = _theme_name(entry)
                    found.append(SvgDeck(readable_deck_name(entry.name), entry, saved))
                elif entry.is_dir():
                    inside = _svg_in_folder(entry)
                    if inside is not None:
                        name = _desktop_name(entry) or readable_deck_name(entry.name)
                        found.append(SvgDeck(name, inside, entry.name))
            except OSError:
                continue
    counts: dict[str, int] = {}
    for deck in found:
        counts[deck.name.casefold()] = counts.get(deck.name.casefold(), 0) + 1
    named = [
        SvgDeck(f"{deck.name} ({deck.saved_name})", deck.path, deck.saved_name)
        if counts[deck.name.casefold()] > 1
        else deck
        for deck in found
    ]
    return sorted(named, key=lambda deck: (deck.name.casefold(), deck.name, str(deck.path)))


def find_svg_themes(dirs: Sequence[Path] | None = None) -> list[tuple[str, Path]]:
    """Installed SVG decks as (readable name, file), sorted by name (see ``find_svg_decks``)."""
    return [(deck.name, deck.path) for deck in find_svg_decks(dirs)]


def installed_deck(setting: str) -> SvgDeck | None:
    """The installed deck a setting names: by its readable name, or by the folder or file name saved before."""
    wanted = setting.strip().casefold()
    decks = find_svg_decks()
    for deck in decks:
        if deck.name.casefold() == wanted:
            return deck
    for deck in decks:
        if deck.saved_name.casefold() == wanted:
            return deck
    return None


def deck_name(setting: str | None) -> str:
    """The name a menu shows for a saved deck setting: "Classic", an installed deck's name, or the setting itself."""
    if setting is None or not setting.strip() or setting.strip().casefold() == BUILTIN_THEME_NAME.casefold():
        return BUILTIN_THEME_NAME
    deck = installed_deck(setting)
    return deck.name if deck is not None else setting


def load_theme(name_or_path: str | None) -> tuple[CardTheme, str | None]:
    """The theme a setting names, and a message for the player if it had to fall back.

    ``None`` or "Classic" is the built-in deck; anything else is a path to
    an SVG deck (or folder) or the name of an installed one.  A broken theme
    must never stop the game from starting, so this never raises: it
    returns the built-in deck and a sentence explaining why.
    """
    if name_or_path is None or not name_or_path.strip() or name_or_path.strip().casefold() == "classic":
        return BuiltinTheme(), None
    path = Path(name_or_path).expanduser()
    name: str | None = None
    if not path.exists():
        deck = installed_deck(name_or_path)  # a readable name, or the folder name older versions saved
        if deck is not None:
            name, path = deck.name, deck.path
    try:
        return SvgTheme(path, name), None
    except Exception as error:  # a theme must never stop the game, whatever went wrong
        reason = str(error).strip().rstrip(".") or type(error).__name__
        if reason[:1].isupper() and reason[1:2].islower():
            reason = reason[0].lower() + reason[1:]
        return BuiltinTheme(), f"The card theme {name_or_path} could not be loaded ({reason}); using the built-in deck."


# ---------------------------------------------------------------------------
# Pixmaps


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
