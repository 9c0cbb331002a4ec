"""The daily deal: one game of Advanced Cassino, the same cards for everyone on the same date.

Nobody chooses the cards: the date does. The match seed of a day is the
SHA-256 of ``DAILY_LABEL`` and the date written as ISO 8601 (``2026-11-25``),
its first eight bytes big-endian, halved (below 2**63, as every seed is);
the deal is the first game of the Advanced match with that seed, the player
leading against one computer. That game is dealt, as every game of a match
is, from its own seed derived from the match's (``rng.derive_seed``, game 0),
so ``cassino-engine deal --seed`` with that game seed and ``--dealer 1``
deals the same cards (docs/FAIR_DEAL.md works one date through). These bytes
are fixed for good: a date's deal never changes.
"""

from __future__ import annotations

import datetime

from .digests import sha256_digest, sha256_hex
from .match import Match
from .variants import ADVANCED

DAILY_LABEL = b"cassino daily deal 1\x00"
SEAL_LABEL = b"cassino daily seal 1\x00"
DAILY_PLAYERS = 2


def today() -> datetime.date:
    """The date whose deal is the daily deal now: the machine's, read here alone so that tests can fix it."""
    return datetime.date.today()


def daily_seed(day: datetime.date) -> int:
    """The match seed of ``day``'s daily deal."""
    digest = sha256_digest(DAILY_LABEL + day.isoformat().encode("ascii"))
    return int.from_bytes(digest[:8], "big") >> 1


def seal_of(seed: int) -> str:
    """What a daily deal's game line carries while the game is played, for the seed that deals it: the SHA-256 of
    ``SEAL_LABEL`` and the seed's eight bytes, big-endian, in hexadecimal. Copied in the middle of the counted
    try, the line shows no cards; once the game is over it shows the seed, which anyone can check against it."""
    return sha256_hex(SEAL_LABEL + seed.to_bytes(8, "big"))


def daily_match(day: datetime.date) -> Match:
    """``day``'s daily deal as a match of one game: Advanced, two players, the player leading."""
    return Match(ADVANCED, daily_seed(day), players=DAILY_PLAYERS, first_leader=0, daily=day)
