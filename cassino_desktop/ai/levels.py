"""The difficulty levels by name, as the settings, the command line and tests use them.

Each level is one player class: easy is ``EasyPlayer``, medium the
``GreedyPlayer`` (one move deep), hard the card-counting ``HardPlayer``,
expert the sampling ``ExpertPlayer``.
"""

from __future__ import annotations

from collections.abc import Callable

from .easy import EasyPlayer
from .expert import ExpertPlayer
from .greedy import GreedyPlayer
from .hard import HardPlayer
from .player import Player

LEVELS: dict[str, Callable[[int], Player]] = {
    "easy": lambda seed: EasyPlayer(seed),
    "medium": lambda seed: GreedyPlayer(),
    "hard": lambda seed: HardPlayer(),
    "expert": lambda seed: ExpertPlayer(seed),
}


def make_player(level: str, seed: int = 0) -> Player:
    """A fresh player of the named level; ``ValueError`` lists the levels."""
    try:
        factory = LEVELS[level.strip().lower()]
    except KeyError:
        raise ValueError(f"unknown level {level!r} (levels: {', '.join(LEVELS)})") from None
    return factory(seed)
