"""CardItem: one card on the table for the whole game, and the badge of a build.

Every card keeps one item from the deal to the end of the game; moves only
change where it lies, whether it shows its face and how it is highlighted,
so every move can be animated from where the card was to where it goes
(the model of KDE's libkcardgame). The picture comes from the shared
``CardPixmapCache``, rendered for the item's current width and the screen's
pixel ratio, so cards stay sharp at every size.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...engine import Card
from ..cards.builtin_deck import CARD_ASPECT
from ..cards.card_pixmaps import CardPixmapCache
from ..i18n import translator
from ..plain_text import plain_tip
from ..words import card_name
from .label_font import badge_font, badge_size, text_width
from .seats import COMPUTERS, PARTNERS, YOURS
from .table_words import badge_words

_ = translator("card_item")

SELECTED_COLOR = QColor(255, 204, 0)
HINT_COLOR = QColor(120, 255, 160)
FOCUS_COLOR = QColor(255, 255, 255)
LIT_COLOR = QColor(255, 150, 30)
"""The glow of the cards another seat's move played and took, while the table shows it: no other mark is orange."""


class CardItem(QGraphicsObject):
    """A card that can lie face up or down, be selected, hinted and focused."""

    def __init__(self, card: Card, cache: CardPixmapCache) -> None:
        super().__init__()
        self.card = card
        self._cache = cache
        self._width = 60.0
        self._face_up = False
        self._selected = False
        self._hinted = False
        self._focused = False
        self._lit = False
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setToolTip("")

    # ------------------------------------------------------------------ state

    @property
    def width(self) -> float:
        return self._width

    @property
    def height(self) -> float:
        return self._width * CARD_ASPECT

    def set_width(self, width: float) -> None:
        if width != self._width:
            self.prepareGeometryChange()
            self._width = width
            self.update()

    @property
    def face_up(self) -> bool:
        return self._face_up

    def set_face_up(self, face_up: bool) -> None:
        if face_up != self._face_up:
            self._face_up = face_up
            self.retranslate()
            self.update()

    def retranslate(self) -> None:
        """The tooltip in the language in use: the card's name when it shows its face, nothing when it does not."""
        self.setToolTip(card_name(self.card) if self._face_up else "")

    @property
    def marked(self) -> bool:
        return self._selected

    def set_marked(self, selected: bool) -> None:
        if selected != self._selected:
            self._selected = selected
            self.update()

    def set_hinted(self, hinted: bool) -> None:
        if hinted != self._hinted:
            self._hinted = hinted
            self.update()

    def set_focused(self, focused: bool) -> None:
        if focused != self._focused:
            self._focused = focused
            self.update()

    @property
    def hinted(self) -> bool:
        return self._hinted

    @property
    def lit(self) -> bool:
        """Lit up: a card of the move being played out on the table."""
        return self._lit

    def set_lit(self, lit: bool) -> None:
        if lit != self._lit:
            self._lit = lit
            self.update()

    @property
    def focused(self) -> bool:
        return self._focused

    # ------------------------------------------------------------------ painting

    def boundingRect(self) -> QRectF:
        pad = max(3.0, self._width * 0.06)
        return QRectF(-pad, -pad, self._width + 2 * pad, self.height + 2 * pad)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        ratio = widget.devicePixelRatioF() if widget is not None else painter.device().devicePixelRatioF()
        pixmap = self._cache.pixmap(self.card if self._face_up else None, round(self._width), ratio)
        painter.drawPixmap(QPointF(0, 0), pixmap)
        radius = self._width * 0.07
        outline = QRectF(0, 0, self._width, self.height)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self._lit:
            glow = QColor(LIT_COLOR)
            glow.setAlpha(110)
            painter.setPen(QPen(glow, max(4.0, self._width * 0.07)))
            painter.drawRoundedRect(outline.adjusted(-2, -2, 2, 2), radius, radius)
            painter.setPen(QPen(LIT_COLOR, max(2.5, self._width * 0.04)))
            painter.drawRoundedRect(outline.adjusted(-1, -1, 1, 1), radius, radius)
        if self._hinted:
            painter.setPen(QPen(HINT_COLOR, max(2.0, self._width * 0.045)))
            painter.drawRoundedRect(outline.adjusted(-1, -1, 1, 1), radius, radius)
        if self._selected:
            painter.setPen(QPen(SELECTED_COLOR, max(2.5, self._width * 0.06)))
            painter.drawRoundedRect(outline.adjusted(-2, -2, 2, 2), radius, radius)
        if self._focused:
            pen = QPen(FOCUS_COLOR, max(1.5, self._width * 0.03), Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawRoundedRect(outline.adjusted(-4, -4, 4, 4), radius, radius)


class BuildBadge(QGraphicsObject):
    """The label over a build: its value, whether it is fixed (a multiple build), and whose it is."""

    def __init__(
        self, value: int, multiple: bool, owner_name: str, mine: bool, pixel_size: int, whose: str = "", text: str = ""
    ) -> None:
        """``owner_name`` empty: a Clearance group, which nobody owns. ``text`` as the layout wrote it.

        ``mine``: the build is your side's (yours or your partner's), drawn in your side's colour.
        ``whose`` is ``seats.YOURS``, ``PARTNERS``, ``COMPUTERS`` or ``NAMED`` (``Viewpoint.ownership``).
        """
        super().__init__()
        self.value = value
        self.multiple = multiple
        self.owner_name = owner_name
        self._mine = mine
        self._owned = bool(owner_name)
        self.label = text or badge_words(value, multiple, owner_name)
        self.setToolTip(plain_tip(build_tooltip(value, multiple, owner_name, whose or (YOURS if mine else COMPUTERS))))
        self._font = badge_font(pixel_size)
        width, height = badge_size(self.label, pixel_size, text_width)
        self._rect = QRectF(0, 0, width, height)
        self._lit = False
        self.cards: frozenset[Card] = frozenset()
        """The build's cards (the scene says which), so the badge lights with them."""
        self.setZValue(10_000)

    @property
    def lit(self) -> bool:
        """Lit up: the build the move being played out made or changed."""
        return self._lit

    def set_lit(self, lit: bool) -> None:
        if lit != self._lit:
            self._lit = lit
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = self._rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not self._owned:
            colour = QColor(90, 70, 30, 235)
        else:
            colour = QColor(40, 90, 200, 235) if self._mine else QColor(180, 50, 50, 235)
        edge = max(2.5, rect.height() * 0.14) if self._lit else 1.2
        inset = edge / 2
        path = QPainterPath()
        path.addRoundedRect(rect.adjusted(inset, inset, -inset, -inset), rect.height() / 2, rect.height() / 2)
        painter.fillPath(path, colour)
        painter.setPen(QPen(LIT_COLOR, edge) if self._lit else QPen(QColor(255, 255, 255, 200), edge))
        painter.drawPath(path)
        painter.setFont(self._font)
        painter.setPen(QColor("white"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.label)


def build_tooltip(value: int, multiple: bool, owner_name: str, whose: str) -> str:
    """What a build's badge explains: its kind, whose it is (``seats.YOURS``, ``PARTNERS``, ``COMPUTERS``, ``NAMED``),
    who takes it.

    ``owner_name`` empty: a Clearance group, which nobody owns.
    """
    if not owner_name:
        text = _("A group of {value}: a {value} takes it; anyone may pair or combine it further (up to 10)")
    elif whose == YOURS:
        text = (
            _("A multiple build of {value}, yours: its value is fixed; only a {value} takes it")
            if multiple
            else _("A single build of {value}, yours: it can be raised or taken")
        )
    elif whose == PARTNERS:
        text = (
            _("A multiple build of {value}, your partner {owner}’s: its value is fixed; only a {value} takes it")
            if multiple
            else _("A single build of {value}, your partner {owner}’s: it can be raised or taken")
        )
    elif whose == COMPUTERS:
        text = (
            _("A multiple build of {value}, the computer’s: its value is fixed; only a {value} takes it")
            if multiple
            else _("A single build of {value}, the computer’s: it can be raised or taken")
        )
    else:
        text = (
            _("A multiple build of {value}, {owner}’s: its value is fixed; only a {value} takes it")
            if multiple
            else _("A single build of {value}, {owner}’s: it can be raised or taken")
        )
    return text.format(value=value, owner=owner_name)
