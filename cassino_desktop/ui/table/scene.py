"""TableScene: the felt, the cards on it, and the player's hands on the cards.

The scene shows a ``GameState`` from one chair (``seats.Viewpoint``): the
others' hands face down around the table, the stock on the left, the
captured piles beside their hands, the table items in the middle (builds
fanned, with a badge), and the hand of the person at the screen at the
bottom (face down too while the screen is passed). It turns what the player does (drag a hand card,
click table items, double-click, keys) into *intents* — this hand card with
these table cards, perhaps of this kind — and emits them; it never decides
what is legal. It animates each applied move from where the cards were to
where they go, and tells the window when the cards have come to rest.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable, Sequence

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPoint,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QPainterPath, QPen, QRadialGradient
from PySide6.QtWidgets import (
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
)

from ...engine import BUILD, CAPTURE, CARDS, Card, GameState, Move, MoveStory, item_cards, story_of
from ..cards.builtin_deck import CARD_ASPECT
from ..cards.card_pixmaps import CardPixmapCache
from ..i18n import N_, translator
from ..pace import DEFAULT_PACE, PACES
from .card_item import BuildBadge, CardItem
from .felt_text import BannerItem, CaptionItem
from .seats import Viewpoint
from .table_layout import (
    BUILD_FAN,
    Z_MOVING,
    Z_PILE,
    BadgeSpot,
    Layout,
    Placement,
    badge_font,
    card_width_for,
    compute_layout,
    spread_badges,
    text_width,
)

__all__ = [
    "ANIMATION_SPEEDS",
    "FELTS",
    "BadgeSpot",
    "Layout",
    "Placement",
    "TableScene",
    "card_width_for",
    "compute_layout",
    "felt_name",
    "speed_name",
]

_ = translator("scene")

ANIMATION_SPEEDS: dict[str, float] = {N_("Off"): 0.0, N_("Fast"): 0.5, N_("Normal"): 1.0, N_("Slow"): 1.8}
"""The animation speeds by the name Settings keep (``speed_name`` says it in the player's words)."""
BASE_DURATION_MS = 260
DRAG_THRESHOLD = 5.0
GO_ON_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Right)
"""The keys that let a move held for the player's click go on, as a click on the table does."""
FELTS: dict[str, tuple[QColor, QColor]] = {
    N_("Green"): (QColor(30, 110, 60), QColor(14, 62, 34)),
    N_("Blue"): (QColor(28, 78, 128), QColor(12, 36, 66)),
    N_("Red"): (QColor(122, 32, 40), QColor(60, 14, 20)),
    N_("Grey"): (QColor(84, 88, 92), QColor(40, 42, 46)),
    N_("High contrast"): (QColor(0, 0, 0), QColor(0, 0, 0)),
}
"""The table's felts by the name Settings keep (``felt_name`` says it): the colour at the middle and at the edges.
High contrast is plain black, so white cards and white labels stand out as far as they can."""
FELT, FELT_EDGE = FELTS["Green"]


def speed_name(name: str) -> str:
    """An animation speed of ``ANIMATION_SPEEDS`` in the player's words."""
    return _(name) if name in ANIMATION_SPEEDS else name


def felt_name(name: str) -> str:
    """A felt of ``FELTS`` in the player's words."""
    return _(name) if name in FELTS else name


class TableScene(QGraphicsScene):
    """The card table. Emits intents; animates moves; never judges legality."""

    intentMade = Signal(object, object, object)  # Card, tuple[Card, ...] table cards, kind or None
    selectionChanged = Signal()
    cardsAtRest = Signal()
    waiting = Signal(bool)  # another seat's move is held lit for the player's click (True), or has gone on (False)
    peeked = Signal(str)  # the words of the last captures just fanned out ("" when they go back to their piles)
    notice = Signal(str)  # a sentence for the status bar: why a key did nothing
    moveChosen = Signal(object)  # Move: the hint (or coach's pick) on display, played exactly as named
    shownChanged = Signal()  # the cards were placed or the keyboard focus moved (for the accessibility tree)

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
        self._outlines: list[QGraphicsPathItem] = []
        self._state: GameState | None = None
        self._layout: Layout | None = None
        self._size = (960.0, 640.0)
        self._speed = 1.0
        self._animation: QAbstractAnimation | None = None
        self._waiting: Callable[[], None] | None = None  # what goes on when the player clicks the held move
        self._pace = PACES[DEFAULT_PACE]
        self._caption = CaptionItem()
        self.addItem(self._caption)
        self._banner: BannerItem | None = None
        self._last_captures: dict[int, tuple[tuple[Card, ...], str]] = {}
        self._pile_spots: list[QGraphicsRectItem] = []
        self._peeking: frozenset[int] = frozenset()  # the seats whose last capture lies fanned face up
        self._peek_held = False  # shown by a click or a key, not by the pointer resting on a pile
        self._input_enabled = False
        self._selected_hand: Card | None = None
        self._selected_items: set[int] = set()
        self._shown_move: Move | None = None  # the hint on display, until the player changes the selection
        self._focus_zone = "hand"
        self._focus_index = 0
        self._press: tuple[CardItem, QPointF, QPointF] | None = None
        self._dragging = False
        self._keyboard_used = False
        self._open_hands = False
        self._viewpoint: Viewpoint | None = None  # None: the usual table, you at seat 0
        self._felt = FELTS["Green"]
        self.setBackgroundBrush(FELT)
        self.setSceneRect(QRectF(0, 0, *self._size))

    # ------------------------------------------------------------------ queries

    @property
    def state(self) -> GameState | None:
        return self._state

    @property
    def animating(self) -> bool:
        return not self._at_rest

    @property
    def _at_rest(self) -> bool:
        """No card in flight and no move held lit for the player's click."""
        return self._animation is None and self._waiting is None

    @property
    def waiting_for_click(self) -> bool:
        """Another seat's move is held lit on the table until the player clicks it or presses a key (``go_on``)."""
        return self._waiting is not None

    @property
    def card_width(self) -> float:
        """How wide the cards of the table shown are drawn at this size (0 with no game shown)."""
        return self._layout_of(self._state).width if self._state is not None else 0.0

    @property
    def layout(self) -> Layout | None:
        """Where everything of the table shown lies (None before a game is shown)."""
        return self._layout

    @property
    def viewpoint(self) -> Viewpoint | None:
        """The chair the table is seen from (None: the usual one, seat 0's)."""
        return self._viewpoint

    def own_hand(self) -> tuple[Card, ...]:
        """The hand face up at the bottom, the one the pointer and keys play from (none while the screen is passed)."""
        state = self._state
        if state is None:
            return ()
        shown = self._viewpoint.shown if self._viewpoint is not None else 0
        return () if shown is None else tuple(state.hands[shown])

    def _layout_of(self, state: GameState, raised: Card | None = None) -> Layout:
        return compute_layout(state, self._size, raised=raised, viewpoint=self._viewpoint)

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

    def set_pace(self, name: str) -> None:
        """How the other seats' moves are played out (``pace.PACES``; an unknown name is the usual pace)."""
        self._pace = PACES.get(name, PACES[DEFAULT_PACE])

    @property
    def look_ms(self) -> int:
        """How long a move just played is left on the table before anything covers it (none, animations off)."""
        return int(self._pace.hold_ms * self._speed)

    @property
    def caption(self) -> str:
        """The sentence naming the last move, as the felt shows it."""
        return self._caption.text

    def set_caption(self, text: str) -> None:
        """Name the last move on the felt, until the next one (or '' for none)."""
        self._caption.set_text(text)

    def set_open_hands(self, on: bool) -> None:
        """Show every hand face up (a game under review, where nothing is hidden any more)."""
        self._open_hands = on
        if self._state is not None and self._at_rest:
            self._place_all(self._state)

    def set_viewpoint(self, viewpoint: Viewpoint | None) -> None:
        """See the table from another chair (people passing the screen): the cards move to their new places."""
        if viewpoint == self._viewpoint:
            return
        self._viewpoint = viewpoint
        self._clear_selection()
        if self._state is not None and self._at_rest:
            self._place_all(self._state)

    def _face_up(self, card: Card, place: Placement) -> bool:
        if place.face_up or not self._open_hands or self._state is None:
            return place.face_up
        return any(card in hand for hand in self._state.hands)

    def set_input_enabled(self, enabled: bool) -> None:
        self._input_enabled = enabled
        if not enabled:
            self._set_hints(set())

    def resize_to(self, width: float, height: float) -> None:
        self._size = (max(320.0, width), max(240.0, height))
        self.setSceneRect(QRectF(0, 0, *self._size))
        self._gradient_background()
        if self._state is not None and self._at_rest:
            self._place_all(self._state)

    def _gradient_background(self) -> None:
        width, height = self._size
        gradient = QRadialGradient(QPointF(width / 2, height / 2), max(width, height) * 0.7)
        felt, edge = self._felt
        gradient.setColorAt(0.0, felt.lighter(118))
        gradient.setColorAt(0.75, felt)
        gradient.setColorAt(1.0, edge)
        self.setBackgroundBrush(QBrush(gradient))

    def set_felt(self, name: str) -> None:
        """Lay another felt (``FELTS``; an unknown name lays the green one)."""
        self._felt = FELTS.get(name, FELTS["Green"])
        self._gradient_background()

    def retranslate(self, viewpoint: Viewpoint | None = None) -> None:
        """Say the table's words again in the language in use: the seats' labels, the badges, the cards' tooltips.

        ``viewpoint`` is the chair the table is seen from, its names in the new
        language (None: the one it has, or the usual one); the selection stays.
        """
        if viewpoint is not None:
            self._viewpoint = viewpoint
        for item in self._items.values():
            item.retranslate()
        if self._state is not None and self._at_rest:  # else the cards' coming to rest lays them out
            self._place_all(self._state)

    def refresh_cards(self) -> None:
        """Repaint every card (after a theme or back-colour change)."""
        for item in self._items.values():
            item.update()

    # ------------------------------------------------------------------ showing states

    def set_state(self, state: GameState, *, deal: bool = False) -> None:
        """Show a state: at once, or (``deal``) with the cards flying from the stock."""
        self._stop_animation()
        self._clear_selection()
        self._end_peek()
        self._state = state
        if not deal or self._speed == 0:
            self._place_all(state)
            self.cardsAtRest.emit()
            return
        layout = self._layout_of(state)
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

    def show_move(
        self,
        move: Move,
        before: GameState,
        after: GameState,
        seat: int,
        *,
        played_out: bool = False,
        banners: Sequence[str] = (),
    ) -> None:
        """Animate ``move`` from ``before`` to ``after``; ``cardsAtRest`` when done.

        ``played_out``: the move is another seat's, shown at the player's pace: its card travels from that
        seat's hand, what it takes or builds lights up and stays lit (until a click, at "wait for my
        click"), then the table goes on. ``banners`` are said over the table as the cards light up.
        """
        self._stop_animation()
        self._clear_selection()
        self._end_peek()
        self._remove_banner()  # the last move's words are done with: they must not hide this one
        old = self._layout
        self._state = after
        story = story_of(move, before, after)
        pace = self._pace if played_out else None
        if self._speed == 0 or old is None:
            if pace is not None and pace.waits and old is not None:
                self._hold_at_once(story, old, after, banners)
                return
            self._show_banners(banners)
            self._remove_badges()
            self._place_all(after)
            self.cardsAtRest.emit()
            return
        final = self._layout_of(after)
        for card in final.cards:
            self._items[card].set_width(final.width)  # a crowded table may have made every card smaller
        played = self._items[move.card]
        played.set_face_up(True)
        played.setZValue(Z_MOVING)
        dealt = {c for h in after.hands for c in h} - {c for h in before.hands for c in h}
        if pace is None:
            self._show_banners(banners)  # your own sweep or cassino is said as your card travels
            self._remove_badges()
            phases = QSequentialAnimationGroup(self)
            phases.addAnimation(self._travel(story, old, final, after, 1.0))
            self._add_settling(phases, final, dealt, move.card)
            self._run(phases, after)
            return
        lead = QSequentialAnimationGroup(self)
        if move.kind == CAPTURE or after.over:  # onto the table as it was, which stays until the move is seen
            arrived: QAbstractAnimation = self._travel(story, old, final, after, pace.travel)
            lead.addAnimation(arrived)
        else:  # a trail or a build: to its place, the build formed there with its new value and owner over it
            if move.kind == BUILD:
                lead.addAnimation(self._travel(story, old, final, after, pace.travel))
            arrived = self._settling(final, dealt, move.card, 1.0 if move.kind == BUILD else pace.travel)
            lead.addAnimation(arrived)
            arrived.finished.connect(self._weakly(lambda scene: scene._place_badges(final)))
        arrived.finished.connect(self._weakly(lambda scene: scene._light(story, banners, held=pace.waits)))
        if not pace.waits:
            lead.addPause(int(pace.hold_ms * self._speed))

        def go_on(scene: TableScene) -> None:
            scene._unlight()
            rest = QSequentialAnimationGroup(scene)
            scene._add_settling(rest, final, dealt, None)
            if rest.animationCount():
                scene._remove_badges()  # the taken builds' badges go with their cards; the new ones come at rest
                scene._run(rest, after)
            else:
                scene._place_all(after)
                scene.cardsAtRest.emit()

        self._run(lead, after, then=(lambda scene: scene._wait(lambda: go_on(scene))) if pace.waits else go_on)

    def _landing(self, story: MoveStory, old: Layout, final: Layout, after: GameState) -> QPointF:
        """Where the played card goes first: onto the cards it acts on, or to its place on the table (a trail)."""
        move = story.move
        acted_on = [old.cards[c].pos for c in move.cards if c in old.cards]
        if acted_on:
            corner = max(acted_on, key=lambda pos: (pos.x(), pos.y()))
            return corner + QPointF(old.width * 0.25, 0.0)
        if move.card in final.cards and not after.over:
            return final.cards[move.card].pos
        # The game's last card trailed: beside the cards left on the table, before all go to the last capturer.
        if old.item_rects:
            last = old.item_rects[-1]
            return QPointF(last.right() + old.width * 0.28, last.top())
        table = old.regions.get("table", QRectF(0, 0, *self._size))
        return QPointF(table.center().x() - old.width / 2, table.center().y() - old.width * CARD_ASPECT / 2)

    def _travel(
        self, story: MoveStory, old: Layout, final: Layout, after: GameState, length: float
    ) -> QParallelAnimationGroup:
        """The played card's journey to where it lands (``_landing``)."""
        group = QParallelAnimationGroup()
        group.addAnimation(self._fly(story.move.card, self._landing(story, old, final, after), length))
        return group

    def _settling(
        self, final: Layout, dealt: set[Card], played: Card | None, played_length: float = 1.0
    ) -> QParallelAnimationGroup:
        """Every card not dealt just now to its place in ``final``: taken cards to the pile, the table closed up.

        The ``played`` card flies ``played_length`` usual flights (a trail played out at the player's pace).
        """
        group = QParallelAnimationGroup()
        for card, place in final.cards.items():
            if card in dealt:
                continue
            if self._items[card].pos() != place.pos or card == played:
                group.addAnimation(self._fly(card, place.pos, played_length if card == played else 1.0))
        group.finished.connect(self._weakly(lambda scene: scene._settle_faces(final, exclude=dealt)))
        return group

    def _add_settling(
        self, phases: QSequentialAnimationGroup, final: Layout, dealt: set[Card], played: Card | None
    ) -> None:
        """The cards settle into ``final``, then a new round's cards fly from the stock to the hands."""
        settling = self._settling(final, dealt, played)
        if settling.animationCount():
            phases.addAnimation(settling)
        if dealt:
            deal = QParallelAnimationGroup()
            for i, card in enumerate(sorted(dealt, key=lambda c: (c not in self.own_hand(), c))):
                seq = QSequentialAnimationGroup()
                seq.addPause(int(i * 40 * self._speed))
                seq.addAnimation(self._fly(card, final.cards[card].pos, 1.1))
                deal.addAnimation(seq)
            phases.addAnimation(deal)

    def _hold_at_once(self, story: MoveStory, old: Layout, after: GameState, banners: Sequence[str]) -> None:
        """Animations off, yet the player asked to be waited for: the move lit where it was played, at once."""
        if story.kind == CAPTURE or after.over:
            played = self._items[story.move.card]
            played.setPos(self._landing(story, old, old, after))
            played.setVisible(True)
            played.set_face_up(True)
            played.setZValue(Z_MOVING)
        else:
            self._place_all(after)
        self._light(story, banners, held=True)

        def go_on() -> None:
            self._unlight()
            self._remove_badges()
            self._place_all(after)
            self.cardsAtRest.emit()

        self._wait(go_on)

    def _wait(self, then: Callable[[], None]) -> None:
        """Hold the table as it is until ``go_on`` (a click on the table, or a key)."""
        self._waiting = then
        self.waiting.emit(True)

    def go_on(self) -> bool:
        """Let a move held lit for the player's click go on; False when none is held."""
        then = self._waiting
        if then is None:
            return False
        self._waiting = None
        self.waiting.emit(False)
        then()
        self._fade_banner()
        return True

    def _light(self, story: MoveStory, banners: Sequence[str], held: bool = False) -> None:
        """Light up what the move played and took, or the build it made, and say its banners (``held``: to a click)."""
        move = story.move
        cards = {move.card, *move.cards, *story.left}  # the last cards gathered at the end light up too
        if story.build is not None:
            cards |= set(story.build.cards)
        for card in cards:
            self._items[card].set_lit(True)
        for badge in self._badges:
            badge.set_lit(bool(badge.cards & cards))
        self._show_banners(banners, held)

    def _unlight(self) -> None:
        for item in self._items.values():
            item.set_lit(False)
        for badge in self._badges:
            badge.set_lit(False)

    def _show_banners(self, lines: Sequence[str], held: bool = False) -> None:
        """A sweep, a cassino won, a build taken away, the last cards: big words over the table, fading.

        ``held``: the move waits for the player's click, and the banner with it; it fades once play goes on.
        """
        self._remove_banner()
        if not lines or self._layout is None:
            return
        banner = BannerItem(lines, 0.0, 0.0, self._layout.label_px, max(120.0, self._size[0] * 0.8))
        banner.setPos(self._banner_place(self._layout, banner.boundingRect()))
        self.addItem(banner)
        self._banner = banner
        if not held:
            self._fade_banner()

    def _banner_place(self, layout: Layout, box: QRectF) -> QPointF:
        """Where a banner's centre goes: at the top of the felt, over the hand opposite (face down), never over
        the cards a move plays nor, where it can help it, over the pile and name of the seat at the top."""
        width = self._size[0]
        top = max(2.0, layout.width * 0.1)
        x = width / 2
        seat_at_top = [
            layout.regions[name]
            for name in layout.regions
            if name.startswith(("pile ", "label ")) and layout.regions[name].top() <= top + box.height()
        ]
        if seat_at_top:
            stop = min(rect.left() for rect in seat_at_top) - layout.width * 0.1
            x = min(x, stop - box.width() / 2)
        x = max(x, box.width() / 2 + 2.0)
        return QPointF(x, top + box.height() / 2)

    def _fade_banner(self) -> None:
        banner = self._banner
        if banner is None or banner.fading:
            return
        faded = banner.fade(int(self._pace.banner_ms * max(self._speed, 0.5)))
        faded.finished.connect(self._weakly(lambda scene: scene._remove_banner(banner)))

    @property
    def banner_lines(self) -> tuple[str, ...]:
        """What the banner over the table says now (none: ``()``)."""
        return self._banner.lines if self._banner is not None else ()

    def _remove_banner(self, banner: BannerItem | None = None) -> None:
        """Take the banner off the table (only ``banner``, if given: a newer one stays)."""
        if self._banner is None or (banner is not None and banner is not self._banner):
            return
        banner, self._banner = self._banner, None
        self.removeItem(banner)
        banner.deleteLater()

    def stop(self) -> None:
        """Stop any cards in flight (the window is closing): nothing may animate a deleted item."""
        self._stop_animation()

    def return_card(self, card: Card) -> None:
        """Send a dragged card back to its place in the hand (a refused move)."""
        if self._state is None:
            return
        layout = self._layout_of(self._state, self._selected_hand)
        if card not in layout.cards:
            return
        self._run(self._fly(card, layout.cards[card].pos, 0.8), self._state)

    # ------------------------------------------------------------------ internals: layout

    def _place_all(self, state: GameState | None) -> None:
        if state is None:
            return
        layout = self._layout_of(state, self._selected_hand)
        self._layout = layout
        dragged = self._dragged_card()
        for card, item in self._items.items():
            place = layout.cards.get(card)
            if place is None:
                item.setVisible(False)
                continue
            item.setVisible(True)
            item.set_width(layout.width)
            item.set_face_up(self._face_up(card, place))
            item.set_marked(card == self._selected_hand or card in self.selected_table_cards())
            if card == dragged:
                continue  # the card in the player's hand stays under the pointer, above everything
            item.setPos(place.pos)
            item.setZValue(place.z)
        self._place_badges(layout)
        self._place_labels(layout)
        self._place_outlines(layout)
        self._place_pile_spots(layout)
        self._caption.place(layout.regions.get("caption", QRectF()), layout.label_px)
        self._update_focus()
        if self._peeking:
            self._fan_last_captures(layout)

    def _place_outlines(self, layout: Layout) -> None:
        """A faint card outline where each pile and the stock lie, so an empty one still shows its place."""
        for outline in self._outlines:
            self.removeItem(outline)
        self._outlines = []
        w = layout.width
        for spot in (layout.stock_pos, *layout.piles):
            path = QPainterPath()
            path.addRoundedRect(QRectF(spot.x(), spot.y(), w, w * CARD_ASPECT), w * 0.07, w * 0.07)
            outline = QGraphicsPathItem(path)
            outline.setPen(QPen(QColor(235, 245, 235, 90), max(1.0, w * 0.02)))
            outline.setZValue(Z_PILE - 2)
            self.addItem(outline)
            self._outlines.append(outline)

    def _place_pile_spots(self, layout: Layout) -> None:
        """Over each captured pile, a place that names its seat's last capture when the pointer rests on it."""
        for spot in self._pile_spots:
            self.removeItem(spot)
        self._pile_spots = []
        for seat in range(len(layout.piles)):
            spot = QGraphicsRectItem(layout.regions.get(f"pile {seat}", QRectF()))
            spot.setPen(QPen(Qt.PenStyle.NoPen))
            spot.setZValue(Z_PILE + 90)  # over the pile's cards, under anything in flight
            spot.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            spot.setToolTip(self._last_captures.get(seat, ((), ""))[1])
            spot.setData(0, seat)
            self.addItem(spot)
            self._pile_spots.append(spot)

    # ------------------------------------------------------------------ last captures

    def set_last_captures(self, captures: dict[int, tuple[tuple[Card, ...], str]]) -> None:
        """Each seat's last capture in this game: its cards (the played one first) and the words naming it."""
        self._last_captures = dict(captures)
        if not self._peeking <= set(captures):  # a capture shown is no longer its seat's last (undone, new game)
            self._end_peek()
            if self._state is not None and self._at_rest:
                self._place_all(self._state)
        for spot in self._pile_spots:
            spot.setToolTip(self._last_captures.get(int(spot.data(0)), ((), ""))[1])

    @property
    def peeking(self) -> frozenset[int]:
        """The seats whose last capture lies fanned face up beside their pile."""
        return self._peeking

    def peek(self, seats: Iterable[int], held: bool = True) -> None:
        """Fan out the last capture of ``seats`` face up by their piles.

        ``held``: until asked back (a click, the key L), not only while the pointer rests on a pile.
        """
        wanted = frozenset(seat for seat in seats if self._last_captures.get(seat, ((), ""))[0])
        if not self._at_rest or self._state is None or wanted == self._peeking:
            return
        self._peeking = wanted
        self._peek_held = held and bool(wanted)
        self._place_all(self._state)
        self.peeked.emit("\n".join(self._last_captures[seat][1] for seat in sorted(wanted)))

    def pointer_left(self) -> None:
        """The pointer has left the felt: a last capture shown only while it rested on a pile goes back."""
        if self._peeking and not self._peek_held:
            self.peek(())

    def toggle_peek(self) -> None:
        """Every seat's last capture fanned out, or back to the piles (the key L)."""
        self.peek(() if self._peeking else self._last_captures)

    def _end_peek(self) -> None:
        if self._peeking:
            self._peeking = frozenset()
            self._peek_held = False
            self.peeked.emit("")

    def _fan_last_captures(self, layout: Layout) -> None:
        """The peeked seats' last captures, face up, fanned from their piles towards the middle of the table."""
        w, ch = layout.width, layout.width * CARD_ASPECT
        width, height = self._size
        for seat in self._peeking:
            cards = self._last_captures[seat][0]
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

    def _place_badges(self, layout: Layout) -> None:
        """One badge per build, over it, moved apart where two would touch or one would leave the felt."""
        self._remove_badges()
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
        for badge, rect in zip(badges, spread_badges(wanted, self._size[0]), strict=True):
            badge.setPos(rect.topLeft())
            self.addItem(badge)
            self._badges.append(badge)

    def _place_labels(self, layout: Layout) -> None:
        """Each seat's name and pile size beside its pile, and the stock's size under the stock."""
        for label in self._labels:
            self.removeItem(label)
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
                self.addItem(label)
                self._labels.append(label)

    def labels(self) -> list[QGraphicsSimpleTextItem]:
        """The table's text labels (seat names with pile sizes, the stock's size), for tests."""
        return list(self._labels)

    def _settle_faces(self, layout: Layout, exclude: set[Card]) -> None:
        """Cards come to lie as ``layout`` shows them: each face up or down, each over the one it should cover."""
        for card, place in layout.cards.items():
            if card not in exclude:
                item = self._items[card]
                item.set_face_up(self._face_up(card, place))
                item.setZValue(place.z)

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

    def _run(
        self, animation: QAbstractAnimation, rest: GameState, then: Callable[[TableScene], None] | None = None
    ) -> None:
        """Start ``animation``; when it ends, do ``then``, else place every card of ``rest`` and say ``cardsAtRest``."""
        self._stop_animation()
        self._animation = animation

        def finished(scene: TableScene) -> None:
            if scene._animation is animation:
                scene._animation = None
                if then is not None:
                    then(scene)
                    return
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
        """Cards in flight stop where they are and a move held for a click lets go; the next placing lays them out."""
        animation = self._animation
        self._animation = None
        if self._waiting is not None:
            self._waiting = None
            self.waiting.emit(False)
        self._unlight()
        if animation is not None:
            animation.stop()

    # ------------------------------------------------------------------ internals: selection

    def _clear_selection(self) -> None:
        self._shown_move = None
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
        self._shown_move = None
        self._selected_items ^= {index}
        marked = set(self.selected_table_cards())
        for c in (c for it in self._state.table for c in item_cards(it)):
            self._items[c].set_marked(c in marked)
        self.selectionChanged.emit()

    def select_hand_card(self, card: Card | None) -> None:
        if self._state is None:
            return
        self._shown_move = None
        self._selected_hand = None if card == self._selected_hand else card
        for c in self.own_hand():
            self._items[c].set_marked(c == self._selected_hand)
        self._set_hints(self._capturable(self._selected_hand) if self._selected_hand is not None else set())
        if self._at_rest:
            layout = self._layout_of(self._state, self._selected_hand)
            for c in self.own_hand():
                if c != self._dragged_card():
                    self._items[c].setPos(layout.cards[c].pos)
            self._layout = layout
        self.selectionChanged.emit()

    def show_hint(self, move: Move) -> None:
        """Select the hint's hand card and table cards, so Enter plays it."""
        if self._state is None or move.card not in self.own_hand():
            return
        self._clear_selection()
        self._selected_items = {i for i, it in enumerate(self._state.table) if set(item_cards(it)) & set(move.cards)}
        self.select_hand_card(move.card)
        marked = set(move.cards)
        for c in (c for it in self._state.table for c in item_cards(it)):
            self._items[c].set_marked(c in marked)
        self._shown_move = move  # Enter plays this move, not whatever else these cards could make
        self.selectionChanged.emit()

    def screen_point_above(self, card: Card) -> QPoint | None:
        """The screen point at the top-left corner of a card, where a menu about it should open."""
        item = self._items.get(card)
        views = self.views()
        if item is None or not views:
            return None
        view = views[0]
        corner = view.mapFromScene(item.sceneBoundingRect().topLeft())
        return view.viewport().mapToGlobal(corner)

    def play_selected(self, kind: str | None = None) -> None:
        """Play the selected hand card with the selected table items (buttons, Enter).

        Only a card the player chose is ever played: with none selected nothing
        happens but a notice saying what to do, never a guess at the focused card.
        """
        if not self._input_enabled:
            return
        if self._selected_hand is None:
            self.notice.emit(self._why_nothing_to_play())
            return
        shown = self._shown_move
        if shown is not None and kind in (None, shown.kind):
            self.moveChosen.emit(shown)
            return
        self.intentMade.emit(self._selected_hand, self.selected_table_cards(), kind)

    def _why_nothing_to_play(self) -> str:
        if self._selected_items:
            return _("Now select the card of your hand to play with them (Space), or drag it onto them.")
        return _("Select a card of your hand first (Space), or drag one.")

    # ------------------------------------------------------------------ mouse

    def _dragged_card(self) -> Card | None:
        """The hand card under the pointer while the player drags it, else None."""
        return self._press[0].card if self._press is not None and self._dragging else None

    def _human_card_at(self, point: QPointF) -> CardItem | None:
        if self._state is None:
            return None
        for graphic in self.items(point):
            if isinstance(graphic, CardItem) and graphic.card in self.own_hand():
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

    def _pile_seat_at(self, point: QPointF) -> int | None:
        """The seat whose captured pile lies under ``point``, if it has a last capture to show."""
        if self._layout is None:
            return None
        for seat in range(len(self._layout.piles)):
            if self._layout.regions.get(f"pile {seat}", QRectF()).contains(point) and seat in self._last_captures:
                return seat
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.go_on():  # a move held for this click goes on
            event.accept()
            return
        point = event.scenePos()
        pile = self._pile_seat_at(point) if event.button() == Qt.MouseButton.LeftButton else None
        if pile is not None and self._at_rest:  # a click on a pile shows its last capture, whoever's turn it is
            self.peek(() if self._peek_held and pile in self._peeking else (pile,))
            event.accept()
            return
        if event.button() != Qt.MouseButton.LeftButton or not self._input_enabled or not self._at_rest:
            event.accept()
            return
        if self._peek_held:
            self.peek(())
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
            elif self._selected_hand is not None or self._selected_items:
                self._clear_selection()  # a click on the bare felt lets go of everything, as in KPat
                self._place_all(self._state)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            if not self._peek_held and self._at_rest:  # resting the pointer on a pile shows its last capture
                pile = self._pile_seat_at(event.scenePos())
                self.peek(() if pile is None else (pile,), held=False)
            return
        item, start, origin = self._press
        delta = event.scenePos() - start
        if not self._dragging and (abs(delta.x()) + abs(delta.y())) < DRAG_THRESHOLD:
            return
        if not self._dragging:
            self._dragging = True
            self._set_hints(self._capturable(item.card))
        item.setZValue(Z_MOVING + 50)  # above every card, even one another move put in flight
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
        if not self._input_enabled or not self._at_rest:
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
            hand = self.own_hand()
            if self._focus_zone == "hand" and hand:
                self._focus_index %= len(hand)
                focus_card = hand[self._focus_index]
            elif self._focus_zone == "table" and state.table:
                self._focus_index %= len(state.table)
                focus_card = item_cards(state.table[self._focus_index])[0]
        for card, item in self._items.items():
            item.set_focused(card == focus_card and self._keyboard_used)
        self.shownChanged.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        state = self._state
        if key in GO_ON_KEYS and self.go_on():
            event.accept()
            return
        if key == Qt.Key.Key_L and not event.modifiers() and self._at_rest:
            self.toggle_peek()
            event.accept()
            return
        if key == Qt.Key.Key_Escape and self._peeking:  # the last captures back to their piles first
            self.peek(())
            event.accept()
            return
        if state is None or not self._input_enabled or not self._at_rest:
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
            hand = self.own_hand()
            if self._focus_zone == "hand" and hand:
                self.select_hand_card(hand[self._focus_index % len(hand)])
            elif self._focus_zone == "table" and state.table:
                self.toggle_table_item(self._focus_index % len(state.table))
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.play_selected()
        elif key == Qt.Key.Key_Escape:
            self._clear_selection()
            self._place_all(state)
        else:
            event.ignore()
            return
        self._update_focus()
        event.accept()
