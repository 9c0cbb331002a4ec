"""Who sits where: the human at seat 0, at the bottom; the computers around the table.

Play passes to the left. Seen from the human's chair at the bottom, the
player on the left sits at the left side of the screen (West), then the one
opposite (North), then the right (East). Two players face each other.
"""

from __future__ import annotations

from ..engine import COMPUTER, HUMAN, seat_names

__all__ = ["COMPUTER", "HUMAN", "possessive", "seat_names", "seat_sides"]

_SIDES: dict[int, tuple[str, ...]] = {
    2: ("bottom", "top"),
    3: ("bottom", "left", "right"),
    4: ("bottom", "left", "top", "right"),
}


def seat_sides(players: int) -> tuple[str, ...]:
    """The side of the screen each seat sits at: bottom, left, top or right."""
    return _SIDES[players]


def possessive(players: int, seat: int) -> str:
    """'yours', 'the computer’s', 'West’s'."""
    if seat == HUMAN:
        return "yours"
    if players == 2:
        return "the computer’s"
    return f"{seat_names(players)[seat]}’s"
