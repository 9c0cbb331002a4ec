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

from ..engine import COMPUTER, HUMAN, seat_names

__all__ = ["COMPUTER", "HUMAN", "Viewpoint", "seat_names", "seat_sides"]

_SIDES: dict[int, tuple[str, ...]] = {
    2: ("bottom", "top"),
    3: ("bottom", "left", "right"),
    4: ("bottom", "left", "top", "right"),
}


def seat_sides(players: int) -> tuple[str, ...]:
    """The side of the screen each seat sits at, seen from seat 0: bottom, left, top or right."""
    return _SIDES[players]


@dataclass(frozen=True)
class Viewpoint:
    """The table as one chair sees it: every seat's name, the seat at the bottom, and whose hand is face up.

    ``shown`` is None while the screen passes from one person to the next:
    then every hand lies face down.
    """

    names: tuple[str, ...]
    bottom: int = HUMAN
    shown: int | None = HUMAN

    @classmethod
    def of(cls, players: int) -> Viewpoint:
        """The usual table: you at seat 0, at the bottom, your hand face up."""
        return cls(seat_names(players))

    @property
    def players(self) -> int:
        return len(self.names)

    def side(self, seat: int) -> str:
        """Where ``seat`` sits on the screen: bottom, left, top or right."""
        return _SIDES[self.players][(seat - self.bottom) % self.players]

    def possessive(self, seat: int) -> str:
        """'yours', 'the computer’s', 'West’s', 'Ana’s'."""
        if seat == self.shown:
            return "yours"
        if self.names[seat] == seat_names(2)[COMPUTER]:
            return "the computer’s"
        return f"{self.names[seat]}’s"
