"""Peeking at the captures: each seat's last capture, fanned face up beside its pile when the player asks.

A pile names its seat's last capture in a tooltip; a click on it (or the key
L for every pile) fans that capture out until asked back, and resting the
pointer on a pile shows it while the pointer stays. Only a table at rest is
peeked at. The scene owns this part (``TableScene.last_captures``) and lays
the fanned cards out with the rest of the table; ``peeked`` says their words.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QPen
from PySide6.QtWidgets import QGraphicsRectItem

from ...engine import Card
from ..cards.builtin_deck import CARD_ASPECT
from ..plain_text import plain_tip
from .card_item import CardItem
from .table_layout import BUILD_FAN, Z_MOVING, Z_PILE, Layout

if TYPE_CHECKING:
    from .scene import TableScene


class LastCaptures(QObject):
    """Each seat's last capture on one scene, its child: the piles' tooltips and the captures fanned out."""

    def __init__(self, scene: TableScene, items: dict[Card, CardItem]) -> None:
        super().__init__(scene)  # the scene is reached as the parent: no reference cycle keeps a dropped one
        self._items = items
        self._captures: dict[int, tuple[tuple[Card, ...], str]] = {}
        self._pile_spots: list[QGraphicsRectItem] = []
        self._peeking: frozenset[int] = frozenset()  # the seats whose last capture lies fanned face up
        self.held = False
        """Shown by a click or a key, not by the pointer resting on a pile."""

    @property
    def scene(self) -> TableScene:
        return cast("TableScene", self.parent())

    def set(self, captures: dict[int, tuple[tuple[Card, ...], str]]) -> None:
        """Each seat's last capture in this game: its cards (the played one first) and the words naming it."""
        scene = self.scene
        self._captures = dict(captures)
        if not self._peeking <= set(captures):  # a capture shown is no longer its seat's last (undone, new game)
            self.end()
            if scene.state is not None and not scene.animating:
                scene.placement.place_all(scene.state)
        for spot in self._pile_spots:
            spot.setToolTip(plain_tip(self._captures.get(int(spot.data(0)), ((), ""))[1]))

    @property
    def peeking(self) -> frozenset[int]:
        """The seats whose last capture lies fanned face up beside their pile."""
        return self._peeking

    def peek(self, seats: Iterable[int], held: bool = True) -> None:
        """Fan out the last capture of ``seats`` face up by their piles.

        ``held``: until asked back (a click, the key L), not only while the pointer rests on a pile.
        """
        scene = self.scene
        wanted = frozenset(seat for seat in seats if self._captures.get(seat, ((), ""))[0])
        if scene.animating or scene.state is None or wanted == self._peeking:
            return
        self._peeking = wanted
        self.held = held and bool(wanted)
        scene.placement.place_all(scene.state)
        scene.peeked.emit("\n".join(self._captures[seat][1] for seat in sorted(wanted)))

    def pointer_left(self) -> None:
        """The pointer has left the felt: a last capture shown only while it rested on a pile goes back."""
        if self._peeking and not self.held:
            self.peek(())

    def toggle(self) -> None:
        """Every seat's last capture fanned out, or back to the piles (the key L)."""
        self.peek(() if self._peeking else self._captures)

    def end(self) -> None:
        """The captures fanned out go back to their piles (a new position is shown)."""
        if self._peeking:
            self._peeking = frozenset()
            self.held = False
            self.scene.peeked.emit("")

    def seat_at(self, point: QPointF, layout: Layout | None) -> int | None:
        """The seat whose captured pile lies under ``point``, if it has a last capture to show."""
        if layout is None:
            return None
        for seat in range(len(layout.piles)):
            if layout.regions.get(f"pile {seat}", QRectF()).contains(point) and seat in self._captures:
                return seat
        return None

    def place_pile_spots(self, layout: Layout) -> None:
        """Over each captured pile, a place that names its seat's last capture when the pointer rests on it."""
        scene = self.scene
        for spot in self._pile_spots:
            scene.removeItem(spot)
        self._pile_spots = []
        for seat in range(len(layout.piles)):
            spot = QGraphicsRectItem(layout.regions.get(f"pile {seat}", QRectF()))
            spot.setPen(QPen(Qt.PenStyle.NoPen))
            spot.setZValue(Z_PILE + 90)  # over the pile's cards, under anything in flight
            spot.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            spot.setToolTip(plain_tip(self._captures.get(seat, ((), ""))[1]))
            spot.setData(0, seat)
            scene.addItem(spot)
            self._pile_spots.append(spot)

    def fan(self, layout: Layout) -> None:
        """The peeked seats' last captures (if any), face up, fanned from their piles towards the table's middle."""
        w, ch = layout.width, layout.width * CARD_ASPECT
        rect = self.scene.sceneRect()
        width, height = rect.width(), rect.height()
        for seat in self._peeking:
            cards = self._captures[seat][0]
            pile = layout.piles[seat]
            span = w + w * BUILD_FAN * (len(cards) - 1)
            towards_x = 1.0 if pile.x() + w / 2 < width / 2 else -1.0
            towards_y = 1.0 if pile.y() + ch / 2 < height / 2 else -1.0
            x = pile.x() + towards_x * w * 0.6 - (span - w if towards_x < 0 else 0.0)
            y = pile.y() + towards_y * ch * 0.45
            x = min(max(2.0, x), width - span - 2.0)
            y = min(max(2.0, y), height - ch - 2.0)
            for i, card in enumerate(cards):
                item = self._items[card]
                item.setPos(QPointF(x + i * w * BUILD_FAN, y))
                item.set_face_up(True)
                item.setZValue(Z_MOVING + 200 + i)
