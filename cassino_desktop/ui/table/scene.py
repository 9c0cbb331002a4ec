"""TableScene: the felt, the cards on it, and the player's hands on the cards.

The scene shows a ``GameState`` from one chair (``seats.Viewpoint``): the
others' hands face down around the table, the stock on the left, the
captured piles beside their hands, the table items in the middle (builds
fanned, with a badge), and the hand of the person at the screen at the
bottom (face down too while the screen is passed). It turns what the player does (drag a hand card,
click table items, double-click, keys) into *intents* — this hand card with
these table cards, perhaps of this kind — and emits them; it never decides
what is legal. It owns dragging and dropping, the selection and the keys;
its parts lay the items out (``placement``), fly the cards of a deal or a
move and say its banners (``playback``), and fan out the last captures
(``last_captures``). It tells the window when the cards have come to rest.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from ...engine import CARDS, Card, GameState, Move, item_cards
from ..cards.card_pixmaps import CardPixmapCache
from ..i18n import translator
from ..pace import DEFAULT_PACE, PACES
from .card_item import CardItem
from .felt import FELT, FELTS, felt_brush, felt_name
from .felt_text import CaptionItem
from .keyboard_focus import KeyboardFocus
from .last_captures import LastCaptures
from .placement import ItemPlacement
from .playback import ANIMATION_SPEEDS, MovePlayback, speed_name
from .seats import Viewpoint
from .table_layout import Z_MOVING

__all__ = ["ANIMATION_SPEEDS", "FELTS", "TableScene", "felt_name", "speed_name"]
"""The speeds and felts Settings name are said here too, where the window and its dialogs look for them."""

_ = translator("scene")

DRAG_THRESHOLD = 5.0
GO_ON_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Right)
"""The keys that let a move held for the player's click go on, as a click on the table does."""


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
        self._state: GameState | None = None
        self.size = (960.0, 640.0)
        self.playback = MovePlayback(self, self._items)
        self._caption = CaptionItem()
        self.addItem(self._caption)
        self.placement = ItemPlacement(self, self._items, self._caption)
        self.last_captures = LastCaptures(self, self._items)
        self._input_enabled = False
        self._selected_hand: Card | None = None
        self._selected_items: set[int] = set()
        self._shown_move: Move | None = None  # the hint on display, until the player changes the selection
        self._focus = KeyboardFocus()
        self._press: tuple[CardItem, QPointF, QPointF] | None = None
        self._dragging = False
        self._viewpoint: Viewpoint | None = None  # None: the usual table, you at seat 0
        self._felt = FELTS["Green"]
        self.setBackgroundBrush(FELT)
        self.setSceneRect(QRectF(0, 0, *self.size))

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
        return self.playback.at_rest

    @property
    def card_width(self) -> float:
        """How wide the cards of the table shown are drawn at this size (0 with no game shown)."""
        return self.placement.layout_of(self._state).width if self._state is not None else 0.0

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

    def card_item(self, card: Card) -> CardItem:
        return self._items[card]

    def item_rects(self) -> list[QRectF]:
        """Scene rectangles of the table items, in table order (for tests and hit-testing)."""
        return list(self.placement.layout.item_rects) if self.placement.layout else []

    def selected_hand_card(self) -> Card | None:
        return self._selected_hand

    def selected_table_cards(self) -> tuple[Card, ...]:
        if self._state is None:
            return ()
        chosen = [c for i in sorted(self._selected_items) for c in item_cards(self._state.table[i])]
        return tuple(sorted(chosen))

    # ------------------------------------------------------------------ settings

    def set_speed(self, name: str) -> None:
        """How fast the cards fly (``ANIMATION_SPEEDS``; an unknown name is the Normal speed)."""
        self.playback.speed = ANIMATION_SPEEDS.get(name, 1.0)

    def set_pace(self, name: str) -> None:
        """How the other seats' moves are played out (``pace.PACES``; an unknown name is the usual pace)."""
        self.playback.pace = PACES.get(name, PACES[DEFAULT_PACE])

    @property
    def caption(self) -> str:
        """The sentence naming the last move, as the felt shows it."""
        return self._caption.text

    def set_caption(self, text: str) -> None:
        """Name the last move on the felt, until the next one (or '' for none)."""
        self._caption.set_text(text)

    def set_open_hands(self, on: bool) -> None:
        """Show every hand face up (a game under review, where nothing is hidden any more)."""
        self.placement.open_hands = on
        if self._state is not None and self._at_rest:
            self.placement.place_all(self._state)

    def set_viewpoint(self, viewpoint: Viewpoint | None) -> None:
        """See the table from another chair (people passing the screen): the cards move to their new places."""
        if viewpoint == self._viewpoint:
            return
        self._viewpoint = viewpoint
        self._clear_selection()
        state = self._state
        if state is None or not self._at_rest:
            return
        if viewpoint is not None and len(viewpoint.names) != state.players:
            return  # the chair of a table of another size: the game coming to the table places its cards
        self.placement.place_all(state)

    def set_input_enabled(self, enabled: bool) -> None:
        self._input_enabled = enabled
        if not enabled:
            self._set_hints(set())

    def resize_to(self, width: float, height: float) -> None:
        self.size = (max(320.0, width), max(240.0, height))
        self.setSceneRect(QRectF(0, 0, *self.size))
        self.setBackgroundBrush(felt_brush(self._felt, *self.size))
        if self._state is not None and self._at_rest:
            self.placement.place_all(self._state)

    def set_felt(self, name: str) -> None:
        """Lay another felt (``FELTS``; an unknown name lays the green one)."""
        self._felt = FELTS.get(name, FELTS["Green"])
        self.setBackgroundBrush(felt_brush(self._felt, *self.size))

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
            self.placement.place_all(self._state)

    def refresh_cards(self) -> None:
        """Repaint every card (after a theme or back-colour change)."""
        for item in self._items.values():
            item.update()

    # ------------------------------------------------------------------ showing states

    def set_state(self, state: GameState, *, deal: bool = False) -> None:
        """Show a state: at once, or (``deal``) with the cards flying from the stock."""
        self.playback.stop()
        self._clear_selection()
        self.last_captures.end()
        self._state = state
        if not deal or self.playback.speed == 0:
            self.placement.place_all(state)
            self.cardsAtRest.emit()
            return
        self.playback.deal(state)

    def restand(self, state: GameState) -> None:
        """Show ``state`` at once in place of the table's position, from which it differs only in face-down cards."""
        self._state = state
        self.placement.place_all(state)

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
        """Show ``move`` from ``before`` to ``after``: the selection and a peek end, and the cards fly
        (``MovePlayback.play``: ``played_out`` at the player's pace, with ``banners``); ``cardsAtRest`` when done."""
        self.playback.stop()
        self._clear_selection()
        self.last_captures.end()
        old = self.placement.layout
        self._state = after
        self.playback.play(move, before, after, old, played_out=played_out, banners=banners)

    def return_card(self, card: Card) -> None:
        """Send a dragged card back to its place in the hand (a refused move)."""
        if self._state is None:
            return
        layout = self.placement.layout_of(self._state, self._selected_hand)
        if card not in layout.cards:
            return
        self.playback.send(card, layout.cards[card].pos, self._state)

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
        if self.placement.layout is None:
            return None
        for index in reversed(range(len(self.placement.layout.item_rects))):
            if self.placement.layout.item_rects[index].contains(point):
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
            layout = self.placement.layout_of(self._state, self._selected_hand)
            for c in self.own_hand():
                if c != self.dragged_card():
                    self._items[c].setPos(layout.cards[c].pos)
            self.placement.layout = layout
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

    def dragged_card(self) -> Card | None:
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

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.playback.go_on():  # a move held for this click goes on
            event.accept()
            return
        point = event.scenePos()
        pile = (
            self.last_captures.seat_at(point, self.placement.layout)
            if event.button() == Qt.MouseButton.LeftButton
            else None
        )
        if pile is not None and self._at_rest:  # a click on a pile shows its last capture, whoever's turn it is
            self.last_captures.peek(() if self.last_captures.held and pile in self.last_captures.peeking else (pile,))
            event.accept()
            return
        if event.button() != Qt.MouseButton.LeftButton or not self._input_enabled or not self._at_rest:
            event.accept()
            return
        if self.last_captures.held:
            self.last_captures.peek(())
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
                self.placement.place_all(self._state)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            if not self.last_captures.held and self._at_rest:  # resting the pointer on a pile shows its last capture
                pile = self.last_captures.seat_at(event.scenePos(), self.placement.layout)
                self.last_captures.peek(() if pile is None else (pile,), held=False)
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

    def update_focus(self) -> None:
        state = self._state
        focus_card = self._focus.card(self.own_hand(), state.table) if state is not None else None
        for card, item in self._items.items():
            item.set_focused(card == focus_card and self._focus.used)
        self.shownChanged.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        state = self._state
        if key in GO_ON_KEYS and self.playback.go_on():
            event.accept()
            return
        if key == Qt.Key.Key_L and not event.modifiers() and self._at_rest:
            self.last_captures.toggle()
            event.accept()
            return
        if key == Qt.Key.Key_Escape and self.last_captures.peeking:  # the last captures back to their piles first
            self.last_captures.peek(())
            event.accept()
            return
        if state is None or not self._input_enabled or not self._at_rest:
            event.ignore()
            return
        self._focus.used = True
        if key == Qt.Key.Key_Space:
            card, index = self._focus.hand_card(self.own_hand()), self._focus.table_index(state.table)
            if card is not None:
                self.select_hand_card(card)
            elif index is not None:
                self.toggle_table_item(index)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.play_selected()
        elif key == Qt.Key.Key_Escape:
            self._clear_selection()
            self.placement.place_all(state)
        elif not self._focus.step(key):  # an arrow moves the focus; any other key is not the table's
            event.ignore()
            return
        self.update_focus()
        event.accept()
