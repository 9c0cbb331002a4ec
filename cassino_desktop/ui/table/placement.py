"""Where each thing on the felt lies: the cards, the builds' badges, the seats' labels and the piles' outlines.

The layout (``table_layout``) says where everything goes for a position seen
from a chair; this part puts the scene's items there at once (no flight: that
is ``playback``), face up or down as the chair sees them, every hand face up
for a game under review. The scene owns it (``TableScene.placement``) and asks
it to lay the table out whenever the cards are at rest.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QObject, QRectF
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsSimpleTextItem

from ...engine import Card, GameState
from ..cards.builtin_deck import CARD_ASPECT
from .card_item import BuildBadge, CardItem
from .felt_text import CaptionItem
from .label_font import badge_font, text_width
from .table_layout import Z_PILE, Layout, Placement, compute_layout, spread_badges

if TYPE_CHECKING:
    from .scene import TableScene


class ItemPlacement(QObject):
    """Lays one scene's items out, its child: the cards, the badges, the labels, the outlines and the caption."""

    def __init__(self, scene: TableScene, items: dict[Card, CardItem], caption: CaptionItem) -> None:
        super().__init__(scene)  # the scene is reached as the parent: no reference cycle keeps a dropped one
        self._items = items
        self._caption = caption
        self.layout: Layout | None = None
        """Where everything of the table shown lies (None before a game is shown)."""
        self.open_hands = False
        """Every hand face up (a game under review, where nothing is hidden any more)."""
        self._badges: list[BuildBadge] = []
        self._labels: list[QGraphicsSimpleTextItem] = []
        self._outlines: list[QGraphicsPathItem] = []

    @property
    def scene(self) -> TableScene:
        return cast("TableScene", self.parent())

    def badges(self) -> list[BuildBadge]:
        """The builds' badges on the table now."""
        return list(self._badges)

    def layout_of(self, state: GameState, raised: Card | None = None) -> Layout:
        """Where everything of ``state`` lies on this scene, from its chair (``raised``: the hand card lifted)."""
        scene = self.scene
        return compute_layout(state, scene.size, raised=raised, viewpoint=scene.viewpoint)

    def _face_up(self, card: Card, place: Placement) -> bool:
        scene = self.scene
        if place.face_up or not self.open_hands or scene.state is None:
            return place.face_up
        return any(card in hand for hand in scene.state.hands)

    def place_all(self, state: GameState | None) -> None:
        """Lay every item of ``state`` out where it rests (the card being dragged stays under the pointer)."""
        scene = self.scene
        if state is None:
            return
        selected, chosen = scene.selected_hand_card(), scene.selected_table_cards()
        layout = self.layout_of(state, selected)
        self.layout = layout
        dragged = scene.dragged_card()
        for card, item in self._items.items():
            place = layout.cards.get(card)
            if place is None:
                item.setVisible(False)
                continue
            item.setVisible(True)
            item.set_width(layout.width)
            item.set_face_up(self._face_up(card, place))
            item.set_marked(card == selected or card in chosen)
            if card == dragged:
                continue  # the card in the player's hand stays under the pointer, above everything
            item.setPos(place.pos)
            item.setZValue(place.z)
        self.place_badges(layout)
        self._place_labels(layout)
        self._place_outlines(layout)
        scene.last_captures.place_pile_spots(layout)
        self._caption.place(layout.regions.get("caption", QRectF()), layout.label_px)
        scene.update_focus()
        scene.last_captures.fan(layout)

    def _place_outlines(self, layout: Layout) -> None:
        """A faint card outline where each pile and the stock lie, so an empty one still shows its place."""
        scene = self.scene
        for outline in self._outlines:
            scene.removeItem(outline)
        self._outlines = []
        w = layout.width
        for spot in (layout.stock_pos, *layout.piles):
            path = QPainterPath()
            path.addRoundedRect(QRectF(spot.x(), spot.y(), w, w * CARD_ASPECT), w * 0.07, w * 0.07)
            outline = QGraphicsPathItem(path)
            outline.setPen(QPen(QColor(235, 245, 235, 90), max(1.0, w * 0.02)))
            outline.setZValue(Z_PILE - 2)
            scene.addItem(outline)
            self._outlines.append(outline)

    def place_badges(self, layout: Layout) -> None:
        """One badge per build, over it, moved apart where two would touch or one would leave the felt."""
        scene = self.scene
        self.remove_badges()
        badges: list[BuildBadge] = []
        for spot in layout.badges:
            badges.append(
                BuildBadge(
                    spot.build.value,
                    spot.build.multiple,
                    spot.owner_name,
                    spot.mine,
                    layout.badge_px,
                    spot.whose,
                    spot.text,
                )
            )
        wanted = []
        for spot, badge in zip(layout.badges, badges, strict=True):
            badge.cards = frozenset(spot.build.cards)
            box = badge.boundingRect()
            wanted.append(QRectF(spot.pos.x() - box.width() / 2, spot.rect.top(), box.width(), box.height()))
        for badge, rect in zip(badges, spread_badges(wanted, scene.size[0]), strict=True):
            badge.setPos(rect.topLeft())
            scene.addItem(badge)
            self._badges.append(badge)

    def _place_labels(self, layout: Layout) -> None:
        """Each seat's name and pile size beside its pile, and the stock's size under the stock."""
        scene = self.scene
        for label in self._labels:
            scene.removeItem(label)
        self._labels = []
        font = badge_font(layout.label_px)
        line_h = layout.label_px * 1.3
        for spot in layout.labels:
            for row, line in enumerate(spot.lines):
                label = QGraphicsSimpleTextItem(line)
                label.setFont(font)
                label.setBrush(QColor(235, 245, 235))
                text_w = text_width(line, layout.label_px)
                x = spot.rect.x() + ((spot.rect.width() - text_w) / 2 if spot.centred else 0.0)
                label.setPos(x, spot.rect.y() + row * line_h)
                label.setZValue(Z_PILE - 1)
                scene.addItem(label)
                self._labels.append(label)

    def labels(self) -> list[QGraphicsSimpleTextItem]:
        """The table's text labels (seat names with pile sizes, the stock's size), for tests."""
        return list(self._labels)

    def settle_faces(self, layout: Layout, exclude: set[Card]) -> None:
        """Cards come to lie as ``layout`` shows them: each face up or down, each over the one it should cover."""
        for card, place in layout.cards.items():
            if card not in exclude:
                item = self._items[card]
                item.set_face_up(self._face_up(card, place))
                item.setZValue(place.z)

    def remove_badges(self) -> None:
        """Take the builds' badges off the table (they come back as the cards come to rest)."""
        scene = self.scene
        for badge in self._badges:
            scene.removeItem(badge)
        self._badges = []
