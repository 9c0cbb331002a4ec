"""How chosen table items split into groups of a value: the rule core's grouping, asked of one set of items.

The move generators list every set of items a card may take or build on;
the refusal explainer and the play of a build ask the opposite question of
the items a player named: do they split into groups of this value, and how
(docs/RULES.md 4.2, 4.4). Both questions read the items as ``rule_core``
sorts them (``TableItems``: which items are summed, which stand whole, which
aces may count 14) and a build's own group as ``rule_core.raise_parts``
allows it, so a house rule on grouping is switched there and nowhere here.
Whether a split exists is answered first on the items' values alone
(``partition.splittable``, remembered), so the search below never explores
a dead end: twenty low cards with no split are refused at once.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from .cards import Card
from .partition import counts_summing, splittable
from .rule_core import HIGH, Summing, TableItems, aces_as_fourteen, raise_parts
from .table import Build, Item, item_cards
from .variants import Variant

Summed = dict[int, tuple[int, ...]]
"""The items summed with others, by bit: the values each may count for (a loose ace 1, or 1 and 14)."""
Alone = dict[int, int]
"""The items only ever a group on their own, by bit: their value."""


def capture_split(variant: Variant, items: Sequence[Item], value: int) -> list[list[Item]] | None:
    """One split of every item into groups of ``value`` (a capture's, 4.2), or None when there is none."""
    table = TableItems.of(variant, items)
    masks = _split_all(table, value, aces_as_fourteen(variant, table, building=False), whole_singles=False)
    return None if masks is None else [_items_of(items, mask) for mask in masks]


def build_split(variant: Variant, card: Card, items: Sequence[Item], value: int) -> list[list[Item]] | None:
    """One split of the played card and the items into the groups of a build of ``value`` (4.4), the card's
    own group first, or None when there is none (``BuildSplits``, asked of one value)."""
    return BuildSplits(variant, card, items).of(value)


class BuildSplits:
    """The splits of one played card and the same named items into builds of any value: the items are read as
    ``rule_core`` sorts them once, and each value asked searches only its own groups (the explainer asks a
    gesture for every build value).

    The card's group holds what ``raise_parts`` lets join it; the other
    items split as in a capture, except that a loose ace counts 14 only where
    aces are high in builds, and a single build stands whole where only the
    played card may raise one.
    """

    def __init__(self, variant: Variant, card: Card, items: Sequence[Item]) -> None:
        self._variant = variant
        self._card = card
        self._items = items
        self._table = table = TableItems.of(variant, items)
        aces14 = aces_as_fourteen(variant, table, building=True)
        self._summed, self._alone = _sorted_items(table, aces14, table.builds_whole_in_builds)
        self._summing = None if self._summed is None else _summing_among(table, self._summed)
        self._found: dict[int, list[list[Item]] | None] = {}

    def of(self, value: int) -> list[list[Item]] | None:
        """One split into the groups of a build of ``value``, the card's own group first, or None (looked for
        once a value)."""
        if value not in self._found:
            self._found[value] = self._split_for(value)
        return self._found[value]

    def _split_for(self, value: int) -> list[list[Item]] | None:
        summed, summing = self._summed, self._summing
        if summed is None or summing is None:
            return None
        table, items = self._table, self._items
        everything = (1 << len(items)) - 1
        for card_value in self._variant.build_values(self._card):
            if card_value > value:
                continue
            for part in raise_parts(self._variant, table, value - card_value, summing):
                tail = _split(summed, self._alone, table.single_bits, everything & ~part, value)
                if tail is not None:
                    return [[self._card, *_items_of(items, part)], *[_items_of(items, mask) for mask in tail]]
        return None


def card_groups(groups: Sequence[Sequence[Item]]) -> tuple[tuple[Card, ...], ...]:
    """Turn a split of items into the card groups of a new build.

    A single build summed into a group gives its cards to that group; a
    multiple build taken in whole keeps each of its own groups.
    """
    result: list[tuple[Card, ...]] = []
    for group in groups:
        if len(group) == 1 and isinstance(group[0], Build) and group[0].multiple:
            result.extend(group[0].groups)
        else:
            result.append(tuple(c for it in group for c in item_cards(it)))
    return tuple(result)


def _split_all(table: TableItems, value: int, aces14: int, whole_singles: bool) -> list[int] | None:
    summed, alone = _sorted_items(table, aces14, whole_singles)
    if summed is None:
        return None
    return _split(summed, alone, table.single_bits, (1 << len(table.item_cards)) - 1, value)


def _sorted_items(table: TableItems, aces14: int, whole_singles: bool) -> tuple[Summed | None, Alone]:
    """The items summed and those alone; no summed items (None) when one of them is in no group at all (an
    Advanced face card, never summed)."""
    summed: Summed = {}
    alone: Alone = {}
    for bit, value in table.summable:
        if whole_singles and bit & table.single_bits:
            alone[bit] = value
        else:
            summed[bit] = (value, HIGH) if bit & aces14 else (value,)
    for bit, value in table.wholes:
        alone[bit] = value
    everything = (1 << len(table.item_cards)) - 1
    placed = sum(summed) + sum(alone)
    return (summed if placed == everything else None), alone


def _split(summed: Summed, alone: Alone, single_bits: int, mask: int, target: int) -> list[int] | None:
    """One split of the items of ``mask`` into groups of ``target``, each group a mask, the lowest item's first."""
    if not mask:
        return []
    for bit, value in alone.items():
        if bit & mask and value != target:
            return None
    if not splittable(tuple(sorted(values for bit, values in summed.items() if bit & mask)), target):
        return None
    first = mask & -mask
    rest = mask ^ first
    if first in alone:
        tail = _split(summed, alone, single_bits, rest, target)
        return None if tail is None else [first, *tail]
    for value in summed[first]:
        if value > target:
            continue
        for companions in _subsets_summing(summed, single_bits, rest, target - value):
            tail = _split(summed, alone, single_bits, rest & ~companions, target)
            if tail is not None:
                return [first | companions, *tail]
    return None


def _subsets_summing(summed: Summed, single_bits: int, among: int, total: int) -> Iterator[int]:
    """Sets of summed items of ``among`` whose values (aces either way) add up to ``total``, one of each kind.

    Loose cards of equal values are alike to every rule, so of the sets that
    differ only in which of them they take just one is given (the first
    ones): a table of twenty low cards has millions of sets but only a few
    hundred kinds of set, and a caller looking for one that fits stays quick.
    """
    kinds: dict[object, list[int]] = {}
    for bit, values in summed.items():
        if bit & among:
            key: object = bit if bit & single_bits else values
            kinds.setdefault(key, []).append(bit)
    groups = list(kinds.values())
    alike = [(summed[group[0]], len(group)) for group in groups]
    for taken in counts_summing(alike, total):
        mask = 0
        for index, count in taken:
            for bit in groups[index][:count]:
                mask |= bit
        yield mask


def _summing_among(table: TableItems, summed: Summed) -> Summing:
    """``raise_parts``' lister over these items: the sets of kinds, as the split itself takes them."""

    def summing(total: int, among: int) -> Iterator[int]:
        return _subsets_summing(summed, table.single_bits, among, total)

    return summing


def _items_of(items: Sequence[Item], mask: int) -> list[Item]:
    """The items of ``mask``, in the order given."""
    return [item for i, item in enumerate(items) if mask >> i & 1]
