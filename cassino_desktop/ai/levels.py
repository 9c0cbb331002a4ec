"""The difficulty levels by name, as the settings, the command line and tests use them.

Each level is one player class: easy is ``EasyPlayer``, medium the
``GreedyPlayer`` (one move deep), hard the card-counting ``HardPlayer``,
expert the sampling ``ExpertPlayer``. A player's module is read when the
first player of its level is made: the names alone are what a menu or the
settings need.
"""

from __future__ import annotations

from collections.abc import Callable

from .player import Player


def _easy(seed: int) -> Player:
    from .easy import EasyPlayer

    return EasyPlayer(seed)


def _medium(seed: int) -> Player:
    from .greedy import GreedyPlayer

    return GreedyPlayer()


def _hard(seed: int) -> Player:
    from .hard import HardPlayer

    return HardPlayer()


def _expert(seed: int) -> Player:
    from .expert import ExpertPlayer

    return ExpertPlayer(seed)


LEVELS: dict[str, Callable[[int], Player]] = {"easy": _easy, "medium": _medium, "hard": _hard, "expert": _expert}


def make_player(level: str, seed: int = 0) -> Player:
    """A fresh player of the named level; ``ValueError`` lists the levels."""
    try:
        factory = LEVELS[level.strip().lower()]
    except KeyError:
        raise ValueError(f"unknown level {level!r} (levels: {', '.join(LEVELS)})") from None
    return factory(seed)
