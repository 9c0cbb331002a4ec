"""A small, fully specified random generator for deals.

Python's ``random`` module does not promise the same shuffle across
versions, and a game here is "seed + moves" forever (saves, bug reports,
tournaments). So deals use SplitMix64 and a Fisher-Yates shuffle written out
in full: the same seed gives the same deal on every machine and version.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK64 = (1 << 64) - 1


def system_randomness(count: int) -> bytes:
    """``count`` bytes of the system's randomness, where every deal not asked for by number begins.

    The one place it is drawn, so that the tests can deal from seeds of their own instead.
    """
    return os.urandom(count)


def fresh_seed() -> int:
    """A new match's seed from the system's randomness, below 2**63 (seeds are shown so a deal can be replayed)."""
    return int.from_bytes(system_randomness(8), "big") >> 1


class SplitMix64:
    """SplitMix64 (Steele, Lea, Flood 2014): 64-bit state, 64-bit outputs."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        if seed < 0:
            raise ValueError(f"a seed is a whole number from 0 up, not {seed}")
        self.state = seed & _MASK64

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), by rejection so no value is favoured."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: list[T]) -> None:
        """Fisher-Yates in place, from the last position down."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


def derive_seed(seed: int, index: int) -> int:
    """The seed of the ``index``-th game of a match played from ``seed``."""
    rng = SplitMix64((seed * 0x100000001B3 + index) & _MASK64)
    return rng.next_u64() >> 1
