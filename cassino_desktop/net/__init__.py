"""Online play's protocol: a deal no seat can see or bend, and moves checked, never trusted. No network, no Qt.

``sra`` is the arithmetic (commutative locks modulo a published safe prime), ``sealed_deck`` the shuffle and
the opening of one card at a time, ``events`` the strict format of what seats send each other and its hash
chain, ``online_table`` one seat's state machine. A transport carries the events; it is not here. The
protocol and what it defends against: docs/ONLINE.md.
"""

from __future__ import annotations

from .events import EventError
from .online_table import Fault, FaultKind, OnlineTable, Phase, PlayedMove, TableNotReady
from .sra import MODP_2048, Group

__all__ = [
    "MODP_2048",
    "EventError",
    "Fault",
    "FaultKind",
    "Group",
    "OnlineTable",
    "Phase",
    "PlayedMove",
    "TableNotReady",
]
