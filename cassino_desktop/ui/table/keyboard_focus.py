"""Where the keyboard stands on the table: in the hand or among the table's items, and at which one.

The scene owns the keys (``TableScene.keyPressEvent``); this is the cursor they move. It is shown only once a
key has been used, so a player of the mouse never sees a focus frame they did not ask for.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from PySide6.QtCore import Qt

from ...engine import Card, Item, item_cards


class Zone(Enum):
    """The row the keyboard is on: Up goes to the table's items, Down back to the hand."""

    HAND = "hand"
    TABLE = "table"


MOVES: dict[int, tuple[Zone | None, int]] = {
    Qt.Key.Key_Left.value: (None, -1),
    Qt.Key.Key_Right.value: (None, 1),
    Qt.Key.Key_Up.value: (Zone.TABLE, 0),
    Qt.Key.Key_Down.value: (Zone.HAND, 0),
}
"""What each arrow does: along the row (a step either way), or to the start of the other row."""


class KeyboardFocus:
    """The keyboard's cursor: a row and a place in it, wrapping at either end."""

    def __init__(self) -> None:
        self.zone = Zone.HAND
        self.index = 0
        self.used = False
        """Whether a key has moved or used the cursor yet: until then no card shows it."""

    def step(self, key: int) -> bool:
        """Move for an arrow key; False for any other key."""
        move = MOVES.get(key)
        if move is None:
            return False
        zone, step = move
        if zone is None:
            self.index += step
        else:
            self.zone, self.index = zone, 0
        return True

    def hand_card(self, hand: Sequence[Card]) -> Card | None:
        """The hand's card the cursor is on, if it is in the hand and the hand holds any."""
        if self.zone is not Zone.HAND or not hand:
            return None
        self.index %= len(hand)
        return hand[self.index]

    def table_index(self, table: Sequence[Item]) -> int | None:
        """The table's item the cursor is on, if it is among the items and there are any."""
        if self.zone is not Zone.TABLE or not table:
            return None
        self.index %= len(table)
        return self.index

    def card(self, hand: Sequence[Card], table: Sequence[Item]) -> Card | None:
        """The card to frame: the hand's card, or a table item's first card, under the cursor."""
        index = self.table_index(table)
        return self.hand_card(hand) if index is None else item_cards(table[index])[0]
