"""TableScene: the felt, the cards on it, and the player's hands on the cards.

The scene shows a ``GameState`` from the human's seat: the computer's hand
face down at the top, the stock on the left, both captured piles on the
right, the table items in the middle (builds fanned, with a badge), and the
human's hand at the bottom. It turns what the player does (drag a hand card,
click table items, double-click, keys) into *intents* — this hand card with
these table cards, perhaps of this kind — and emits them; it never decides
what is legal. It animates each applied move from where the cards were to
where they go, and tells the window when the cards have come to rest.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QKeyEvent, QRadialGradient
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
)

from ..engine import CARDS, Build, Card, GameState, Move, item_cards
from .card_item import BuildBadge, CardItem
from .card_render import CARD_ASPECT, CardPixmapCache
from .seats import HUMAN, possessive, seat_names, seat_sides

ANIMATION_SPEEDS: dict[str, float] = {"Off": 0.0, "Fast": 0.5, "Normal": 1.0, "Slow": 1.8}
BASE_DURATION_MS = 260
DRAG_THRESHOLD = 5.0
FELT = QColor(30, 110, 60)
FELT_EDGE = QColor(14, 62, 34)

Z_PILE = 10
Z_STOCK = 20
Z_TABLE = 100
Z_HAND = 300
Z_MOVING = 1_000


@dataclass(frozen=True)
class Placement:
    pos: QPointF
    face_up: bool
    z: float
    raised: bool = False


@dataclass(frozen=True)
class BadgeSpot:
    build: Build
    pos: QPointF
    mine: bool
    players: int = 2

    @property
    def owner_name(self) -> str:
        """Who owns the build, or '' for a Clearance group (nobody does)."""
        owner = self.build.owner
        return "" if owner is None else seat_names(self.players)[owner]


@dataclass
class Layout:
    """Where every card goes for one state at one scene size."""

    width: float
    cards: dict[Card, Placement]
    badges: list[BadgeSpot]
    item_rects: list[QRectF]
    stock_pos: QPointF
    piles: list[QPointF]
    hand_slots: dict[Card, QPointF]


def card_width_for(width: float, height: float) -> float:
    """The card width that fits three rows of cards and the table between them."""
    by_height = height / (5.9 * CARD_ASPECT)
    by_width = width / 9.4
    return max(28.0, min(by_height, by_width))


def compute_layout(state: GameState, size: tuple[float, float], raised: Card | None = None) -> Layout:
    """Place every card of ``state`` in a scene of ``size``, from seat 0's side."""
    width, height = size
    w = card_width_for(width, height)
    ch = w * CARD_ASPECT
    margin = w * 0.3
    badge_h = ch * 0.22
    cards: dict[Card, Placement] = {}

    sides = seat_sides(state.players)
    # The computers' hands, face down: fanned at the top, stacked down the sides.
    for seat in range(1, state.players):
        if sides[seat] != "top":
            continue
        top_hand = state.hands[seat]
        step = w * (0.62 if state.players == 2 else 0.4)
        x0 = (width - (w + step * max(0, len(top_hand) - 1))) / 2
        for i, c in enumerate(top_hand):
            cards[c] = Placement(QPointF(x0 + i * step, margin), False, Z_HAND + i)

    # The human's hand, face up, at the bottom; the selected card raised.
    hand = state.hands[HUMAN]
    step = w * 1.14
    x0 = (width - (w + step * max(0, len(hand) - 1))) / 2
    y_hand = height - margin - ch
    slots: dict[Card, QPointF] = {}
    for i, c in enumerate(hand):
        slot = QPointF(x0 + i * step, y_hand)
        slots[c] = slot
        up = c == raised
        pos = QPointF(slot.x(), slot.y() - ch * 0.16) if up else slot
        cards[c] = Placement(pos, True, Z_HAND + 10 + i, up)

    # Stock on the left, piles on the right, table in between.
    region_top = margin + ch + badge_h + ch * 0.2
    region_bottom = y_hand - ch * 0.25
    stock_pos = QPointF(margin, (region_top + region_bottom - ch) / 2)
    for i, c in enumerate(reversed(state.stock)):
        offset = min(i, 12) * 0.35
        cards[c] = Placement(QPointF(stock_pos.x() + offset, stock_pos.y() - offset), False, Z_STOCK + i)
    if state.players == 2:
        piles = [
            QPointF(width - margin - w, region_bottom - ch),
            QPointF(width - margin - w, region_top - badge_h * 0.5),
        ]
    else:
        # Corners: the stock top left, your pile bottom right, each computer's pile near its seat.
        stock_pos = QPointF(margin, margin)
        for i, c in enumerate(reversed(state.stock)):
            offset = min(i, 12) * 0.35
            cards[c] = Placement(QPointF(stock_pos.x() + offset, stock_pos.y() - offset), False, Z_STOCK + i)
        corner = {
            "bottom": QPointF(width - margin - w, y_hand),
            "left": QPointF(margin, y_hand),
            "top": QPointF(margin + w * 1.4, margin),
            "right": QPointF(width - margin - w, margin),
        }
        piles = [corner[side] for side in sides]
        side_top = margin + ch + badge_h + ch * 0.3
        side_room = max(ch, y_hand - badge_h - side_top - ch * 0.1)
        for seat, side in enumerate(sides):
            if side not in ("left", "right"):
                continue
            held = state.hands[seat]
            step = min(ch * 0.32, (side_room - ch) / max(1, len(held) - 1)) if len(held) > 1 else 0.0
            y0 = side_top + (side_room - (ch + step * max(0, len(held) - 1))) / 2
            x = margin if side == "left" else width - margin - w
            for i, c in enumerate(held):
                cards[c] = Placement(QPointF(x, y0 + i * step), False, Z_HAND + i)
    for seat, pile in enumerate(state.captured):
        for i, c in enumerate(pile):
            offset = min(i, 12) * 0.3
            cards[c] = Placement(QPointF(piles[seat].x() + offset, piles[seat].y() - offset), False, Z_PILE + i)

    left = margin * 2 + w * 1.35
    right = width - margin * 2 - w * 1.35
    badges: list[BadgeSpot] = []
    item_rects: list[QRectF] = []
    _layout_table(state, w, left, right, region_top, region_bottom, badge_h, cards, badges, item_rects)
    return Layout(w, cards, badges, item_rects, stock_pos, piles, slots)


def _layout_table(
    state: GameState,
    w: float,
    left: float,
    right: float,
    top: float,
    bottom: float,
    badge_h: float,
    cards: dict[Card, Placement],
    badges: list[BadgeSpot],
    item_rects: list[QRectF],
) -> None:
    ch = w * CARD_ASPECT
    fan = w * 0.24
    gap = w * 0.28
    row_h = ch + badge_h + ch * 0.12
    rows_fit = max(1, int((bottom - top + ch * 0.12) // row_h))
    widths = [
        w + fan * (len(item_cards(it)) - 1) + (fan * 0.6 * (len(it.groups) - 1) if isinstance(it, Build) else 0)
        for it in state.table
    ]
    region_w = max(w, right - left)
    total = sum(widths) + gap * max(0, len(widths) - 1)
    rows = min(rows_fit, max(1, -(-int(total) // int(region_w)))) if widths else 1
    target = total / rows
    assigned: list[list[int]] = [[]]
    run = 0.0
    for i, iw in enumerate(widths):
        if assigned[-1] and run + iw > target + w * 0.5 and len(assigned) < rows:
            assigned.append([])
            run = 0.0
        assigned[-1].append(i)
        run += iw + gap
    used_h = len(assigned) * row_h
    y = top + max(0.0, (bottom - top - used_h) / 2) + badge_h
    for row in assigned:
        row_w = sum(widths[i] for i in row) + gap * max(0, len(row) - 1)
        squeeze = min(1.0, region_w / row_w) if row_w else 1.0
        x = left + max(0.0, (region_w - row_w * squeeze) / 2)
        for i in row:
            item = state.table[i]
            z = Z_TABLE + i * 20
            if isinstance(item, Build):
                cx = x
                n = 0
                for g, group in enumerate(item.groups):
                    if g:
                        cx += fan * 0.6 * squeeze
                    for c in group:
                        cards[c] = Placement(QPointF(cx, y + n * ch * 0.02), True, z + n)
                        cx += fan * squeeze
                        n += 1
                span = widths[i] * squeeze
                badges.append(
                    BadgeSpot(item, QPointF(x + span / 2, y - badge_h * 0.15), item.owner == HUMAN, state.players)
                )
                item_rects.append(QRectF(x, y, span, ch))
            else:
                cards[item] = Placement(QPointF(x, y), True, z)
                item_rects.append(QRectF(x, y, w, ch))
            x += (widths[i] + gap) * squeeze
        y += row_h


class TableScene(QGraphicsScene):
    """The card table. Emits intents; animates moves; never judges legality."""

    intentMade = Signal(object, object, object)  # Card, tuple[Card, ...] table cards, kind or None
    selectionChanged = Signal()
    cardsAtRest = Signal()

    def __init__(
        self, cache: CardPixmapCache, capturable: Callable[[Card], set[Card]], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._cache = cache
        self._capturable = capturable
        self._items: dict[Card, CardItem] = {}
        for card in CARDS:
            item = CardItem(card, cache)
            item.setVisible(False)
            self.addItem(item)
            self._items[card] = item
        self._badges: list[BuildBadge] = []
        self._labels: list[QGraphicsSimpleTextItem] = []
        self._state: GameState | None = None
        self._layout: Layout | None = None
        self._size = (960.0, 640.0)
        self._speed = 1.0
        self._animation: QAbstractAnimation | None = None
        self._input_enabled = False
        self._selected_hand: Card | None = None
        self._selected_items: set[int] = set()
        self._focus_zone = "hand"
        self._focus_index = 0
        self._press: tuple[CardItem, QPointF, QPointF] | None = None
        self._dragging = False
        self._keyboard_used = False
        self.setBackgroundBrush(FELT)
        self.setSceneRect(QRectF(0, 0, *self._size))

    # ------------------------------------------------------------------ queries

    @property
    def state(self) -> GameState | None:
        return self._state

    @property
    def animating(self) -> bool:
        return self._animation is not None

    def card_item(self, card: Card) -> CardItem:
        return self._items[card]

    def item_rects(self) -> list[QRectF]:
        """Scene rectangles of the table items, in table order (for tests and hit-testing)."""
        return list(self._layout.item_rects) if self._layout else []

    def badges(self) -> list[BuildBadge]:
        return list(self._badges)

    def selected_hand_card(self) -> Card | None:
        return self._selected_hand

    def selected_table_cards(self) -> tuple[Card, ...]:
        if self._state is None:
            return ()
        chosen = [c for i in sorted(self._selected_items) for c in item_cards(self._state.table[i])]
        return tuple(sorted(chosen))

    # ------------------------------------------------------------------ settings

    def set_speed(self, name: str) -> None:
        self._speed = ANIMATION_SPEEDS.get(name, 1.0)

    def set_input_enabled(self, enabled: bool) -> None:
        self._input_enabled = enabled
        if not enabled:
            self._set_hints(set())

    def resize_to(self, width: float, height: float) -> None:
        self._size = (max(320.0, width), max(240.0, height))
        self.setSceneRect(QRectF(0, 0, *self._size))
        self._gradient_background()
        if self._state is not None and self._animation is None:
            self._place_all(self._state)

    def _gradient_background(self) -> None:
        width, height = self._size
        gradient = QRadialGradient(QPointF(width / 2, height / 2), max(width, height) * 0.7)
        gradient.setColorAt(0.0, FELT.lighter(118))
        gradient.setColorAt(0.75, FELT)
        gradient.setColorAt(1.0, FELT_EDGE)
        self.setBackgroundBrush(QBrush(gradient))

    def refresh_cards(self) -> None:
        """Repaint every card (after a theme or back-colour change)."""
        for item in self._items.values():
            item.update()

    # ------------------------------------------------------------------ showing states

    def set_state(self, state: GameState, *, deal: bool = False) -> None:
        """Show a state: at once, or (``deal``) with the cards flying from the stock."""
        self._stop_animation()
        self._clear_selection()
        self._state = state
        if not deal or self._speed == 0:
            self._place_all(state)
            self.cardsAtRest.emit()
            return
        layout = compute_layout(state, self._size)
        for card, item in self._items.items():
            item.setVisible(card in layout.cards)
            item.set_width(layout.width)
            item.set_face_up(False)
            item.setPos(layout.stock_pos)
        group = QParallelAnimationGroup(self)
        order = [c for hand in state.hands for c in hand] + [c for it in state.table for c in item_cards(it)]
        for i, card in enumerate(order):
            seq = QSequentialAnimationGroup(group)
            seq.addPause(int(i * 45 * self._speed))
            seq.addAnimation(self._fly(card, layout.cards[card].pos, 1.2))
            group.addAnimation(seq)
        self._run(group, state)

    def show_move(self, move: Move, before: GameState, after: GameState, seat: int) -> None:
        """Animate ``move`` from ``before`` to ``after``; ``cardsAtRest`` when done."""
        self._stop_animation()
        self._clear_selection()
        self._state = after
        self._remove_badges()
        if self._speed == 0:
            self._place_all(after)
            self.cardsAtRest.emit()
            return
        final = compute_layout(after, self._size)
        old = self._layout
        played = self._items[move.card]
        played.set_face_up(True)
        played.setZValue(Z_MOVING)
        phases = QSequentialAnimationGroup(self)

        # 1. The played card goes to the cards it acts on, or to its place on the table.
        first = QParallelAnimationGroup()
        if move.cards and old is not None and move.cards[0] in old.cards:
            target = old.cards[move.cards[-1]].pos + QPointF(old.width * 0.25, old.width * 0.12)
        elif move.card in final.cards and not after.over:
            target = final.cards[move.card].pos
        else:
            target = played.pos()
        first.addAnimation(self._fly(move.card, target, 1.0))
        phases.addAnimation(first)

        # 2. Everything else settles: captured cards to the pile, builds fanned, table closed up.
        dealt = {c for h in after.hands for c in h} - {c for h in before.hands for c in h}
        second = QParallelAnimationGroup()
        for card, place in final.cards.items():
            if card in dealt:
                continue
            item = self._items[card]
            if item.pos() != place.pos or card == move.card:
                second.addAnimation(self._fly(card, place.pos, 1.0))
        if second.animationCount():
            phases.addAnimation(second)
            second.finished.connect(self._weakly(lambda scene: scene._apply_faces(final, exclude=dealt)))

        # 3. A new round: the dealt cards fly from the stock to the hands.
        if dealt:
            third = QParallelAnimationGroup()
            for i, card in enumerate(sorted(dealt, key=lambda c: (c not in after.hands[HUMAN], c))):
                seq = QSequentialAnimationGroup()
                seq.addPause(int(i * 40 * self._speed))
                seq.addAnimation(self._fly(card, final.cards[card].pos, 1.1))
                third.addAnimation(seq)
            phases.addAnimation(third)
        self._run(phases, after)

    def stop(self) -> None:
        """Stop any cards in flight (the window is closing): nothing may animate a deleted item."""
        self._stop_animation()

    def return_card(self, card: Card) -> None:
        """Send a dragged card back to its place in the hand (a refused move)."""
        if self._state is None:
            return
        layout = compute_layout(self._state, self._size, raised=self._selected_hand)
        if card not in layout.cards:
            return
        self._run(self._fly(card, layout.cards[card].pos, 0.8), self._state)

    # ------------------------------------------------------------------ internals: layout

    def _place_all(self, state: GameState | None) -> None:
        if state is None:
            return
        layout = compute_layout(state, self._size, raised=self._selected_hand)
        self._layout = layout
        for card, item in self._items.items():
            place = layout.cards.get(card)
            if place is None:
                item.setVisible(False)
                continue
            item.setVisible(True)
            item.set_width(layout.width)
            item.set_face_up(place.face_up)
            item.setPos(place.pos)
            item.setZValue(place.z)
            item.set_marked(card == self._selected_hand or card in self.selected_table_cards())
        self._remove_badges()
        scale = layout.width / 70.0
        for spot in layout.badges:
            owner = spot.build.owner
            badge = BuildBadge(
                spot.build.value,
                spot.build.multiple,
                spot.owner_name,
                spot.mine,
                max(0.55, min(scale, 1.6)),
                "" if owner is None else possessive(spot.players, owner),
            )
            rect = badge.boundingRect()
            badge.setPos(spot.pos.x() - rect.width() / 2, spot.pos.y() - rect.height())
            self.addItem(badge)
            self._badges.append(badge)
        self._place_labels(state, layout)
        self._update_focus()

    def _place_labels(self, state: GameState, layout: Layout) -> None:
        for label in self._labels:
            self.removeItem(label)
        self._labels = []
        font = QFont()
        font.setPixelSize(max(10, round(layout.width * 0.19)))
        font.setBold(True)
        ch = layout.width * CARD_ASPECT
        texts = [(f"Stock {len(state.stock)}", QPointF(layout.stock_pos.x(), layout.stock_pos.y() + ch + 4))]
        names = seat_names(state.players)
        for seat, pile in enumerate(layout.piles):
            text = f"{names[seat]} {len(state.captured[seat])}"
            if state.players > 2 and seat == state.to_move and not state.over:
                text = f"\N{BLACK RIGHT-POINTING TRIANGLE} {text}"
            texts.append((text, QPointF(pile.x(), pile.y() + ch + 4)))
        for text, pos in texts:
            label = QGraphicsSimpleTextItem(text)
            label.setFont(font)
            label.setBrush(QColor(235, 245, 235))
            overflow = pos.x() + label.boundingRect().width() - (self._size[0] - 4)
            label.setPos(pos.x() - max(0.0, overflow), pos.y())
            label.setZValue(Z_PILE - 1)
            self.addItem(label)
            self._labels.append(label)

    def _apply_faces(self, layout: Layout, exclude: set[Card]) -> None:
        for card, place in layout.cards.items():
            if card not in exclude:
                self._items[card].set_face_up(place.face_up)

    def _remove_badges(self) -> None:
        for badge in self._badges:
            self.removeItem(badge)
        self._badges = []

    # ------------------------------------------------------------------ internals: animation

    def _fly(self, card: Card, to: QPointF, length: float) -> QPropertyAnimation:
        item = self._items[card]
        item.setVisible(True)
        animation = QPropertyAnimation(item, b"pos")
        animation.setStartValue(item.pos())
        animation.setEndValue(to)
        animation.setDuration(max(1, int(BASE_DURATION_MS * self._speed * length)))
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        animation.stateChanged.connect(
            lambda new, _old, it=item: (
                it.setZValue(Z_MOVING + it.zValue() % 100) if new == QAbstractAnimation.State.Running else None
            )
        )
        return animation

    def _run(self, animation: QAbstractAnimation, rest: GameState) -> None:
        """Start ``animation``; when it ends, place every card of ``rest`` and announce ``cardsAtRest``."""
        self._stop_animation()
        self._animation = animation

        def finished(scene: TableScene) -> None:
            if scene._animation is animation:
                scene._animation = None
                scene._place_all(rest)
                scene.cardsAtRest.emit()

        animation.finished.connect(self._weakly(finished))
        animation.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def _weakly(self, action: Callable[[TableScene], None]) -> Callable[[], None]:
        """A slot for an animation's signal that does ``action`` on this scene if it still exists.

        The animations are the scene's children. A slot holding the scene itself
        would keep a dropped scene alive until its animation is deleted, and then
        the scene would be destroyed from inside its child's destructor: a
        double delete that crashed the process. A weak reference lets a dropped
        scene go at once, taking its animations with it.
        """
        scene_ref = weakref.ref(self)

        def slot() -> None:
            scene = scene_ref()
            if scene is not None:
                action(scene)

        return slot

    def _stop_animation(self) -> None:
        animation = self._animation
        self._animation = None
        if animation is not None:
            animation.stop()

    # ------------------------------------------------------------------ internals: selection

    def _clear_selection(self) -> None:
        self._selected_hand = None
        self._selected_items = set()
        self._set_hints(set())
        for item in self._items.values():
            item.set_marked(False)
        self.selectionChanged.emit()

    def _set_hints(self, cards: set[Card]) -> None:
        for card, item in self._items.items():
            item.set_hinted(card in cards)

    def _table_index_at(self, point: QPointF) -> int | None:
        if self._layout is None:
            return None
        for index in reversed(range(len(self._layout.item_rects))):
            if self._layout.item_rects[index].contains(point):
                return index
        return None

    def _table_index_of(self, card: Card) -> int | None:
        if self._state is None:
            return None
        for index, it in enumerate(self._state.table):
            if card in item_cards(it):
                return index
        return None

    def toggle_table_item(self, index: int) -> None:
        if self._state is None or not 0 <= index < len(self._state.table):
            return
        self._selected_items ^= {index}
        marked = set(self.selected_table_cards())
        for c in (c for it in self._state.table for c in item_cards(it)):
            self._items[c].set_marked(c in marked)
        self.selectionChanged.emit()

    def select_hand_card(self, card: Card | None) -> None:
        if self._state is None:
            return
        self._selected_hand = None if card == self._selected_hand else card
        for c in self._state.hands[HUMAN]:
            self._items[c].set_marked(c == self._selected_hand)
        self._set_hints(self._capturable(self._selected_hand) if self._selected_hand is not None else set())
        if self._animation is None:
            layout = compute_layout(self._state, self._size, raised=self._selected_hand)
            for c in self._state.hands[HUMAN]:
                self._items[c].setPos(layout.cards[c].pos)
            self._layout = layout
        self.selectionChanged.emit()

    def show_hint(self, move: Move) -> None:
        """Select the hint's hand card and table cards, so Enter plays it."""
        if self._state is None or move.card not in self._state.hands[HUMAN]:
            return
        self._clear_selection()
        self._selected_items = {i for i, it in enumerate(self._state.table) if set(item_cards(it)) & set(move.cards)}
        self.select_hand_card(move.card)
        marked = set(move.cards)
        for c in (c for it in self._state.table for c in item_cards(it)):
            self._items[c].set_marked(c in marked)
        self.selectionChanged.emit()

    def play_selected(self, kind: str | None = None) -> None:
        """Play the selected hand card with the selected table items (buttons, Enter)."""
        if not self._input_enabled or self._selected_hand is None:
            return
        self.intentMade.emit(self._selected_hand, self.selected_table_cards(), kind)

    # ------------------------------------------------------------------ mouse

    def _human_card_at(self, point: QPointF) -> CardItem | None:
        if self._state is None:
            return None
        for graphic in self.items(point):
            if isinstance(graphic, CardItem) and graphic.card in self._state.hands[HUMAN]:
                return graphic
        return None

    def _table_card_at(self, point: QPointF) -> Card | None:
        if self._state is None:
            return None
        on_table = {c for it in self._state.table for c in item_cards(it)}
        for graphic in self.items(point):
            if isinstance(graphic, CardItem) and graphic.card in on_table:
                return graphic.card
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or not self._input_enabled or self._animation is not None:
            event.accept()
            return
        point = event.scenePos()
        hand_item = self._human_card_at(point)
        if hand_item is not None:
            self._press = (hand_item, point, hand_item.pos())
            self._dragging = False
        else:
            self._press = None
            card = self._table_card_at(point)
            index = self._table_index_of(card) if card is not None else self._table_index_at(point)
            if index is not None:
                self.toggle_table_item(index)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        item, start, origin = self._press
        delta = event.scenePos() - start
        if not self._dragging and (abs(delta.x()) + abs(delta.y())) < DRAG_THRESHOLD:
            return
        if not self._dragging:
            self._dragging = True
            item.setZValue(Z_MOVING)
            self._set_hints(self._capturable(item.card))
        item.setPos(origin + delta)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        item, _start, _origin = self._press
        self._press = None
        if not self._dragging:
            self.select_hand_card(item.card)
            return
        self._dragging = False
        self._set_hints(set())
        centre = item.sceneBoundingRect().center()
        target = self._table_index_at(centre)
        chosen = set(self._selected_items)
        if target is not None:
            chosen.add(target)
        cards: tuple[Card, ...] = ()
        if self._state is not None:
            cards = tuple(sorted(c for i in chosen for c in item_cards(self._state.table[i])))
        self.intentMade.emit(item.card, cards, None)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self._input_enabled or self._animation is not None:
            return
        hand_item = self._human_card_at(event.scenePos())
        if hand_item is not None:
            self._press = None
            self.intentMade.emit(hand_item.card, self.selected_table_cards(), None)

    # ------------------------------------------------------------------ keyboard

    def _update_focus(self) -> None:
        state = self._state
        focus_card: Card | None = None
        if state is not None:
            if self._focus_zone == "hand" and state.hands[HUMAN]:
                self._focus_index %= len(state.hands[HUMAN])
                focus_card = state.hands[HUMAN][self._focus_index]
            elif self._focus_zone == "table" and state.table:
                self._focus_index %= len(state.table)
                focus_card = item_cards(state.table[self._focus_index])[0]
        for card, item in self._items.items():
            item.set_focused(card == focus_card and self._keyboard_used)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        state = self._state
        if state is None or not self._input_enabled or self._animation is not None:
            event.ignore()
            return
        self._keyboard_used = True
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self._focus_index += -1 if key == Qt.Key.Key_Left else 1
        elif key == Qt.Key.Key_Up:
            self._focus_zone, self._focus_index = "table", 0
        elif key == Qt.Key.Key_Down:
            self._focus_zone, self._focus_index = "hand", 0
        elif key == Qt.Key.Key_Space:
            if self._focus_zone == "hand" and state.hands[HUMAN]:
                self.select_hand_card(state.hands[HUMAN][self._focus_index % len(state.hands[HUMAN])])
            elif self._focus_zone == "table" and state.table:
                self.toggle_table_item(self._focus_index % len(state.table))
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            card = self._selected_hand
            if card is None and self._focus_zone == "hand" and state.hands[HUMAN]:
                card = state.hands[HUMAN][self._focus_index % len(state.hands[HUMAN])]
            if card is not None:
                self.intentMade.emit(card, self.selected_table_cards(), None)
        elif key == Qt.Key.Key_Escape:
            self._clear_selection()
            self._place_all(state)
        else:
            event.ignore()
            return
        self._update_focus()
        event.accept()
