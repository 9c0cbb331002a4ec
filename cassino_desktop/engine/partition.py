"""Splitting values into parts that each add up to one total: the question behind every capture and build.

Items of equal values are alike here, so the question is asked of the values
alone and remembered: a table of twenty low cards has millions of subsets but
only a few thousand multisets of values.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import lru_cache
from itertools import combinations_with_replacement


def sums_of(values: tuple[int, ...], count: int) -> list[int]:
    """The totals ``count`` alike items can make, each counting any one of ``values`` (an ace 1 or 14)."""
    if len(values) == 1:
        return [values[0] * count]
    return sorted({sum(chosen) for chosen in combinations_with_replacement(values, count)})


def splittable(values: tuple[tuple[int, ...], ...], target: int) -> bool:
    """Whether items with these summed values split into groups of ``target``: the question on values only.

    The sums are checked first (they must reach a multiple of ``target``);
    then the search places the largest item first, whose group has the
    least room left, so that a dead end shows at once.
    """
    if not all(values) or not _sums_can_split(values, target):
        return False
    return _splittable(tuple(sorted(values, key=max, reverse=True)), target)


def _sums_can_split(values: tuple[tuple[int, ...], ...], target: int) -> bool:
    """Whether the values can add up to a multiple of ``target`` (each item counting its least or its most)."""
    low = sum(min(v) for v in values)
    high = sum(max(v) for v in values)
    if low == high:
        return low % target == 0
    return high // target * target >= low  # a multiple of the target between the least and the most


@lru_cache(maxsize=65536)
def _splittable(values: tuple[tuple[int, ...], ...], target: int) -> bool:
    """``splittable`` on values sorted largest first."""
    if not values:
        return True
    if not _sums_can_split(values, target):
        return False
    first, rest = values[0], values[1:]
    counts: dict[tuple[int, ...], int] = {}
    for item_values in rest:
        counts[item_values] = counts.get(item_values, 0) + 1
    kinds = list(counts.items())
    for value in first:
        if value > target:
            continue
        for taken in counts_summing(kinds, target - value):
            remaining = list(rest)
            for index, count in taken:
                for _ in range(count):
                    remaining.remove(kinds[index][0])
            if _splittable(tuple(remaining), target):
                return True
    return False


def counts_summing(
    kinds: Sequence[tuple[tuple[int, ...], int]], total: int, start: int = 0
) -> Iterator[list[tuple[int, int]]]:
    """How many to take of each kind (its values, how many there are), from ``start`` on, for ``total``.

    Each answer lists (kind's index, how many taken); alike items are never
    told apart, so a set of values is given once however many ways the items
    could be picked.
    """
    if total == 0:
        yield []
        return
    for index in range(start, len(kinds)):
        item_values, available = kinds[index]
        for taken in range(1, available + 1):
            for worth in sums_of(item_values, taken):
                if worth <= total:
                    for rest in counts_summing(kinds, total - worth, index + 1):
                        yield [(index, taken), *rest]
