"""How another seat's move is played out on the felt: how slowly its card travels, how long the table shows it.

A player follows the others' moves from the felt alone: the card travels
from that seat's hand, what it takes lights up and stays lit for a moment,
then goes to the pile. The pace is that moment, the player's choice; "wait
for my click" holds every move lit until the player has seen it. The
animation speed (Settings) still says how fast cards fly; with animations
off the table changes at once, unless the player asked to be waited for.
"""

from __future__ import annotations

from dataclasses import dataclass

from .i18n import N_, translator

_ = translator("pace")

__all__ = ["DEFAULT_PACE", "PACES", "Pace", "pace_name"]


@dataclass(frozen=True)
class Pace:
    """One pace: the card's journey as a share of a usual flight, the lit moment, and whether it waits for a click."""

    travel: float
    """How long the played card travels, in usual flights (``playback.BASE_DURATION_MS`` at the animation speed)."""
    hold_ms: int
    """How long the cards the move played and took stay lit before the table goes on."""
    waits: bool = False
    """Stay lit until the player clicks the table or presses a key."""
    banner_ms: int = 1600
    """How long a banner (a sweep, a cassino won) stays before it fades."""


PACES: dict[str, Pace] = {
    N_("Fast"): Pace(travel=1.0, hold_ms=350, banner_ms=1100),
    N_("Normal"): Pace(travel=1.6, hold_ms=900),
    N_("Slow"): Pace(travel=2.4, hold_ms=1800, banner_ms=2600),
    N_("Wait for my click"): Pace(travel=1.6, hold_ms=900, waits=True, banner_ms=2600),
}
"""The paces by the name Settings keep (``pace_name`` says it in the player's words)."""
DEFAULT_PACE = "Normal"


def pace_name(name: str) -> str:
    """A pace of ``PACES`` in the player's words."""
    return _(name) if name in PACES else name
