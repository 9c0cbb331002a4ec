"""The card's shape and the built-in deck: every card drawn by the game's own code.

The game must look right on any machine without shipping image files, so
the default deck is drawn entirely by code with ``QPainter``: suit symbols
are our own ``QPainterPath`` shapes (never font glyphs, which differ from
system to system), indices and pips sit on a fixed 100 x 140 unit grid, and
everything is vector so it stays sharp from thumbnail size to a full-screen
table on a high-DPI display.  It is also the safety net behind every SVG
deck (``deck_themes``), so it lives apart from them and needs nothing from
the file system.  Everything here must run in the GUI thread.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QTransform

from cassino_desktop.engine import Card

from ..i18n import N_, translator
from .card_shapes import fitted_text, headdress, placed, suit_path

_ = translator("builtin_deck")

__all__ = [
    "BACK_COLORS",
    "BUILTIN_DECKS",
    "BUILTIN_THEME_NAME",
    "CARD_ASPECT",
    "CARD_CORNER_RADIUS",
    "BuiltinTheme",
    "CardTheme",
    "DeckStyle",
    "back_color_name",
    "deck_title",
    "rank_text",
    "suit_color",
    "suit_path",
]

CARD_ASPECT = 7 / 5
"""Height over width of every card the game shows (the classic 2.5 x 3.5 inch shape)."""

CARD_CORNER_RADIUS = 0.055
"""Corner radius of the built-in deck as a fraction of the card's width (for matching highlights)."""

BUILTIN_THEME_NAME = N_("Classic")


@dataclass(frozen=True)
class DeckStyle:
    """How the built-in deck is drawn: its suit colours and the size of its print."""

    four_colours: bool = False
    """Spades black, hearts red, diamonds blue, clubs green: no two suits alike at a glance."""
    large_print: bool = False
    """A big rank and suit in the middle of every card and large corner indices, in strong colours, for older eyes."""

    def colour(self, suit: int) -> QColor:
        if self.four_colours:
            return QColor(_FOUR_COLOURS[suit])
        return QColor(_RED) if suit in (1, 2) else QColor(_BLACK)


BUILTIN_DECKS: dict[str, DeckStyle] = {
    BUILTIN_THEME_NAME: DeckStyle(),
    N_("Four colours"): DeckStyle(four_colours=True),
    N_("Large print"): DeckStyle(large_print=True),
    N_("Large print, four colours"): DeckStyle(four_colours=True, large_print=True),
}
"""The built-in deck's styles, by their English names: what settings keep; menus show ``deck_title``."""

BACK_COLORS: dict[str, QColor] = {
    N_("Blue"): QColor("#1f4a96"),
    N_("Red"): QColor("#a61c2c"),
    N_("Green"): QColor("#1d6a43"),
    N_("Purple"): QColor("#58307f"),
    N_("Black"): QColor("#25262b"),
}
"""The back colours offered to players, by their English names: what settings keep; menus show ``back_color_name``."""


def deck_title(name: str) -> str:
    """A deck's name in the player's language: a built-in style's translated, an installed deck's as it is."""
    return _(name) if name in BUILTIN_DECKS else name


def back_color_name(name: str) -> str:
    """A back colour (a key of ``BACK_COLORS``) in the player's language."""
    return _(name) if name in BACK_COLORS else name


# The built-in deck is laid out on a 100 x 140 unit card; the painter is
# scaled so that one unit is a hundredth of the card's width.
_W = 100.0
_H = 140.0
_CORNER_RADIUS = CARD_CORNER_RADIUS * _W
_CENTRE = QPointF(_W / 2, _H / 2)
_HALF_TURN = QTransform(-1.0, 0.0, 0.0, -1.0, _W, _H)  # 180 degrees about the card's centre

_RED = QColor("#c4122f")
_BLACK = QColor("#17181c")
_FOUR_COLOURS = {0: "#0a7a2f", 1: "#0b4fc4", 2: "#c4122f", 3: "#17181c"}
"""Clubs green, diamonds blue, hearts red, spades black (suits numbered as ``cards.py`` numbers them)."""
_BORDER = QColor("#8d9096")
_GOLD = QColor("#e8b637")
_WHITE = QColor("#ffffff")
_PANEL = {True: QColor("#fcebeb"), False: QColor("#e9ecf2")}

_RANK_TEXT = {1: "A", 11: "J", 12: "Q", 13: "K"}

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


class CardTheme(Protocol):
    """Anything that can paint card faces and backs into a rectangle.

    The table never cares where a picture comes from, so the built-in deck
    and SVG decks are interchangeable behind this small interface.
    """

    name: str

    def paint_face(self, painter: QPainter, rect: QRectF, card: Card) -> None: ...

    def paint_back(self, painter: QPainter, rect: QRectF, color: QColor) -> None: ...


def suit_color(suit: int) -> QColor:
    """Red for diamonds and hearts, near-black for clubs and spades (the classic deck's colours)."""
    return DeckStyle().colour(suit)


def rank_text(rank: int) -> str:
    """The index printed in the corner: A, 2 ... 10, J, Q, K."""
    return _RANK_TEXT.get(rank, str(rank))


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
# The built-in deck


class BuiltinTheme:
    """The deck drawn by this module's own code: always available and identical everywhere.

    It is the default and also the safety net for SVG themes, so it never
    fails and needs nothing from the file system except a system font for
    the rank letters, whose outlines are scaled into a fixed box, so a
    different font changes the letter style but never the layout.
    """

    def __init__(self, name: str = BUILTIN_THEME_NAME) -> None:
        self.name = name if name in BUILTIN_DECKS else BUILTIN_THEME_NAME
        self.style = BUILTIN_DECKS[self.name]

    def paint_face(self, painter: QPainter, rect: QRectF, card: Card) -> None:
        _begin_card(painter, rect)
        try:
            _paint_blank(painter)
            color = self.style.colour(card.suit)
            if self.style.large_print:
                _paint_large(painter, card, color)
                return
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
    index = fitted_text(rank_text(card.rank), False, column_x, 6.0, 15.0, 14.5)
    index.addPath(placed(suit_path(card.suit), column_x, 31.0, 10.5))
    index.addPath(_HALF_TURN.map(index))
    index.setFillRule(Qt.FillRule.WindingFill)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(color))
    painter.drawPath(index)


def _paint_large(painter: QPainter, card: Card, color: QColor) -> None:
    """Large print: a big rank over a big suit in the middle, and corner indices half again as large."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(color))
    painter.drawPath(fitted_text(rank_text(card.rank), False, _CENTRE.x(), 28.0, 44.0, 62.0))
    painter.drawPath(placed(suit_path(card.suit), _CENTRE.x(), 100.0, 34.0))
    index = fitted_text(rank_text(card.rank), False, 12.0, 5.0, 19.0, 20.0)
    index.addPath(placed(suit_path(card.suit), 12.0, 33.0, 13.0))
    painter.drawPath(index)


def _paint_pips(painter: QPainter, card: Card, color: QColor) -> None:
    shape = suit_path(card.suit)
    pips = QPainterPath()
    pips.setFillRule(Qt.FillRule.WindingFill)
    for column, row in _PIP_LAYOUTS[card.rank]:
        y = _PIP_TOP + row * (_PIP_BOTTOM - _PIP_TOP)
        pips.addPath(placed(shape, _PIP_COLUMNS[column], y, _PIP_SIZE, upside_down=row > 0.5))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(color))
    painter.drawPath(pips)


def _paint_ace(painter: QPainter, card: Card, color: QColor) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(color))
    if card.suit != 3:
        painter.drawPath(placed(suit_path(card.suit), _CENTRE.x(), _CENTRE.y(), 38.0))
        return
    # The ace of spades is traditionally the decorated card of the deck.
    painter.drawPath(placed(suit_path(3), _CENTRE.x(), _CENTRE.y(), 46.0))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(color, 1.0))
    painter.drawEllipse(_CENTRE, 32.0, 32.0)
    painter.setPen(QPen(color, 0.5))
    painter.drawEllipse(_CENTRE, 34.0, 34.0)


def _paint_court(painter: QPainter, card: Card, color: QColor) -> None:
    red = card.suit in (1, 2)
    ink = _mix(color, QColor("#000000"), 0.12)  # the suit's own colour, darkened, in every style
    frame = QRectF(21.0, 8.5, 58.0, 123.0)
    painter.setPen(QPen(ink, 1.3))
    painter.setBrush(QBrush(_PANEL[red]))
    painter.drawRect(frame)
    for turned in (False, True):
        painter.save()
        if turned:
            painter.setTransform(_HALF_TURN, combine=True)
        _paint_court_half(painter, card, ink, color)
        painter.restore()
    # The diagonal that divides the two mirrored halves, and an inner frame line.
    painter.setPen(QPen(ink, 0.9))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawLine(QPointF(frame.left(), 78.0), QPointF(frame.right(), 62.0))
    painter.setPen(QPen(ink, 0.45))
    painter.drawRect(frame.adjusted(2.2, 2.2, -2.2, -2.2))


def _paint_court_half(painter: QPainter, card: Card, ink: QColor, color: QColor) -> None:
    """One half of a court card: corner pip, headdress and the big letter."""
    painter.setPen(_round_pen(ink, 0.9))
    painter.setBrush(QBrush(_GOLD))
    for part in headdress(card.rank):
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
        painter.drawPath(placed(suit_path(1), x, 31.5, 3.4))
    painter.setBrush(QBrush(color))
    painter.drawPath(placed(suit_path(card.suit), 28.5, 17.5, 8.0))
    painter.drawPath(fitted_text(rank_text(card.rank), True, 50.0, 39.0, 20.0, 36.0))


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
                dots.addPath(placed(suit_path(1), _CENTRE.x() + i * dw / 2, _CENTRE.y() + j * dh / 2, 4.6))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(light))
    painter.drawPath(dots)
    painter.restore()

    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(_WHITE, 1.6))
    painter.drawRoundedRect(field.adjusted(-1.5, -1.5, 1.5, 1.5), 3.5, 3.5)
