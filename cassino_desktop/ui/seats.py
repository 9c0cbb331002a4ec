"""Where each seat sits on the screen, and whose hand shows: the table seen from one chair.

Play passes to the left. Seen from the chair at the bottom, the player on
the left sits at the left side of the screen (West), then the one opposite
(North), then the right (East). Two players face each other. Alone against
the computers a person always sits at the bottom; people sharing one screen
each take the bottom chair in turn, and nobody's hand shows while the screen
is being passed.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Variant
from ..seating import COMPUTER_SEAT, YOUR_SEAT, usual_seat_names
from . import words

__all__ = ["COMPUTERS", "NAMED", "PARTNERS", "YOURS", "Viewpoint", "seat_sides"]

_SIDES: dict[int, tuple[str, ...]] = {
    2: ("bottom", "top"),
    3: ("bottom", "left", "right"),
    4: ("bottom", "left", "top", "right"),
}

YOURS = "yours"
"""A seat's thing is the person's at the screen ('your build')."""
COMPUTERS = "computer"
"""A seat's thing is the one computer's at a table of two ('the computer’s build')."""
NAMED = "named"
"""A seat's thing goes by the seat's name ('West’s build', 'Ana’s build')."""
PARTNERS = "partner"
"""A seat's thing is your partner's, on your side in partnerships ('your partner North’s build')."""


def seat_sides(players: int) -> tuple[str, ...]:
    """The side of the screen each seat sits at, seen from seat 0: bottom, left, top or right."""
    return _SIDES[players]


@dataclass(frozen=True)
class Viewpoint:
    """The table as one chair sees it: every seat's name, the seat at the bottom, and whose hand is face up.

    ``shown`` is None while the screen passes from one person to the next:
    then every hand lies face down. ``names`` are in the player's words
    (``words.seat_names``); ``computer`` is the seat of "the computer", the
    one opponent of a person alone at a table of two (None: no seat is).
    """

    names: tuple[str, ...]
    bottom: int = YOUR_SEAT
    shown: int | None = YOUR_SEAT
    computer: int | None = None

    @classmethod
    def of(cls, players: int) -> Viewpoint:
        """The usual table: you at seat 0, at the bottom, your hand face up."""
        return cls(words.seat_names(usual_seat_names(players)), computer=COMPUTER_SEAT if players == 2 else None)

    @property
    def players(self) -> int:
        return len(self.names)

    def side(self, seat: int) -> str:
        """Where ``seat`` sits on the screen: bottom, left, top or right (a key, never shown)."""
        return _SIDES[self.players][(seat - self.bottom) % self.players]

    def ownership(self, seat: int, variant: Variant | None = None) -> str:
        """Whose a thing of ``seat``'s is, as a sentence about it says: ``YOURS``, ``PARTNERS``, ``COMPUTERS`` or
        ``NAMED``. Only with the ``variant`` played can it tell a partner, who sits on your side."""
        if seat == self.shown:
            return YOURS
        if variant is not None and self.shown is not None and variant.side_of(seat) == variant.side_of(self.shown):
            return PARTNERS
        if seat == self.computer:
            return COMPUTERS
        return NAMED
