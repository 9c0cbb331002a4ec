"""Moves on a crowded table, found one at a time (docs/RULES.md 4, 9.3).

A table of twenty low cards allows a million moves or more: every way of
splitting some of its cards into groups of a value is a capture or part of a
build. ``movegen`` lists all of a table's moves at once and keeps the lists;
that is the fast way while tables are ordinary and the ruinous one here. This
module finds the same moves lazily, so a question that needs only some of
them (the first thousand for a listing, a player's candidates, whether there
is any) costs what it asks for, and a step budget bounds the work a question
may do between two answers, where the reserved-card rule or the merging rule
refuse most of what the search meets.

Both walks ask ``rule_core`` for the moves, so the rules are the same
by construction: this module only supplies the grouping search, lazily.
Unions are found by choosing groups in the order of their lowest item; a
union with several splits is met once per split, so the unions already
given and the search states already explored are remembered. The test
suite checks that on tables small enough for both, the two walks agree.
"""

from __future__ import annotations

from collections.abc import Iterator

from .cards import Card
from .moves import CAPTURE, Move
from .rule_core import EVERY_SUM, HeldCards, TableItems, aces_as_fourteen, moves_of_card, raise_parts
from .step_budget import StepBudget
from .table import Item
from .variants import Variant


def _subsets_summing(
    pool: list[tuple[int, int]], total: int, free: int, budget: StepBudget, start: int = 0
) -> Iterator[int]:
    """Masks of items of ``pool`` (from ``start`` on, among ``free``) whose values add up to exactly ``total``."""
    if total == 0:
        yield 0
        return
    for index in range(start, len(pool)):
        budget.spend()
        bit, value = pool[index]
        if bit & free and value <= total:
            for rest in _subsets_summing(pool, total - value, free, budget, index + 1):
                yield bit | rest


class _CrowdedTable:
    """One crowded table's items, and the lazy searches over them one hand's question needs."""

    def __init__(self, variant: Variant, table: tuple[Item, ...], budget: StepBudget) -> None:
        self.variant = variant
        self.own_sums = EVERY_SUM  # found as a build is searched for, not in advance
        self.items = TableItems.of(variant, table)
        self.budget = budget
        self.count = len(table)
        self.single_value = dict(self.items.singles)
        self.whole_value = dict(self.items.wholes)
        self.summable_at = {bit: i for i, (bit, _) in enumerate(self.items.summable)}

    def groups_from(self, lowest: int, v: int, building: bool, free: int) -> Iterator[int]:
        """Every group of ``v`` among ``free`` items whose lowest item is ``lowest`` (``_Table.unions``' groups)."""
        items = self.items
        bit = 1 << lowest
        if not bit & free:
            return
        whole_singles = building and items.builds_whole_in_builds
        if whole_singles and bit & items.single_bits:
            # A single build joins no other item here: it is a group only when it is worth v itself.
            if self.single_value.get(bit) == v:
                yield bit
            return
        if bit in self.whole_value:
            if self.whole_value[bit] == v:
                yield bit
            return
        aces14 = aces_as_fourteen(self.variant, items, building)
        if v == 14 and aces14 & bit:
            yield bit
        summable = items.summable
        position = self.summable_at.get(bit)
        if position is None:
            return  # a face card: never in a group of summed values
        value = summable[position][1]
        if value > v:
            return
        others = free & ~(items.single_bits if whole_singles else 0)
        for rest in _subsets_summing(summable, v - value, others, self.budget, position + 1):
            yield bit | rest

    def unions(self, v: int, building: bool, blocked: int) -> Iterator[int]:
        """Every union of disjoint groups of ``v`` avoiding ``blocked``, each once, the empty union first."""
        everything = (1 << self.count) - 1
        given = {0}
        explored: set[tuple[int, int]] = set()
        yield 0

        def extend(start: int, used: int) -> Iterator[int]:
            free = everything & ~(used | blocked)
            for lowest in range(start, self.count):
                self.budget.spend()
                for group in self.groups_from(lowest, v, building, free):
                    union = used | group
                    if union not in given:
                        given.add(union)
                        yield union
                    state = (lowest + 1, union)
                    if state not in explored:
                        explored.add(state)
                        yield from extend(lowest + 1, union)

        yield from extend(0, 0)

    def captures(self, card: Card) -> Iterator[tuple[int, Move]]:
        """Every capture ``card`` could make, with the items it takes, found as they are asked for."""
        values = self.variant._values[card]
        if not values:
            for mask in self.items.face_masks(self.variant, card):
                yield mask, Move(CAPTURE, card, self.cards_of(mask), 0)
            return
        taken: set[int] = set()
        for v in values:
            for mask in self.unions(v, False, 0):
                if mask and mask not in taken:
                    taken.add(mask)
                    yield mask, Move(CAPTURE, card, self.cards_of(mask), 0)

    def capture_moves(self, card: Card) -> Iterator[Move]:
        for _, move in self.captures(card):
            yield move

    def build_masks(self, target: int, need: int, required: int) -> Iterator[int]:
        """The items of each way of a build of ``target`` (``rule_core.Groups``), own group by own group."""
        for part in self.own_groups(need):
            for union in self.unions_beside(target, part, required):
                yield part | union

    def unions_beside(self, target: int, part: int, required: int) -> Iterator[int]:
        """Unions of groups of ``target`` beside ``part`` that take in a build of ``required``, if any is.

        A build worth the target is always a group of its own in such a union,
        so the unions holding one are that build joined to a union of the rest.
        """
        if not required:
            yield from self.unions(target, True, part)
            return
        rest = required & ~part
        while rest:
            build = rest & -rest
            rest ^= build
            for union in self.unions(target, True, part | build):
                yield union | build

    def cards_of(self, mask: int) -> tuple[Card, ...]:
        return self.items.cards_of(mask)

    def own_groups(self, need: int) -> Iterator[int]:
        """The items that may join the played card in its own group, adding ``need`` (``rule_core.raise_parts``)."""
        summable, budget = self.items.summable, self.budget

        def summing(total: int, among: int) -> Iterator[int]:
            return _subsets_summing(summable, total, among, budget)

        return raise_parts(self.variant, self.items, need, summing)


def crowded_moves_of_card(
    variant: Variant,
    hand: tuple[Card, ...],
    table: tuple[Item, ...],
    mover: int,
    card: Card,
    captures_only: bool,
    budget: StepBudget,
) -> Iterator[Move]:
    """The legal captures and builds of ``card`` (from ``hand``) on a crowded table, each once, lazily.

    Trails are left to the caller (they do not depend on the table's items).
    ``OutOfSteps`` is raised from inside the iteration when ``budget`` runs out.
    """
    crowded = _CrowdedTable(variant, table, budget)
    held = HeldCards(variant, crowded.items.builds, hand, mover)
    return moves_of_card(variant, crowded, held, card, captures_only)
