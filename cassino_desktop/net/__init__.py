"""Online tables: a deal no seat can see or bend, moves checked and never trusted, carried by Matrix. No Qt.

``sra`` is the arithmetic (commutative locks modulo a published safe prime), ``sealed_deck`` the shuffle and
the opening of one card at a time, ``events`` the strict format of what seats send each other and its hash
chain, ``online_table`` one seat's state machine; ``matrix_link`` carries the events as a Matrix room's, and
``credentials`` keeps the account's token (never its password); ``online_match`` plays a whole match at a
table room through the link, on after a restart from the seat record ``seat_files`` keeps. The protocol and
what it defends against: docs/ONLINE.md.
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
