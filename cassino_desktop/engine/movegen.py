"""The fast legal-move generator (RULES.md section 4).

Table items are numbered and sets of items are bitmasks. For one position
the generator computes, once:

* every subset of *summable* items (loose numbered cards, single builds) whose
  sum is at most 14, bucketed by sum: ``by_sum[s]`` (aces count 1 there; an
  ace as 14 can only ever be a group on its own, so it is added separately);
* for each value ``v`` it needs, the *groups* of ``v`` (those subsets, plus
  multiple builds of value ``v`` and loose aces as 14) and every union of
  pairwise disjoint groups: exactly the item sets that split into groups of ``v``.

A capture with a card of value ``v`` takes one such union. A build of ``V``
with a card of value ``cv`` is the card's own group (the card plus a subset
summing to ``V - cv``) joined with such a union of groups of ``V``. The
reserved-card rule (4.5) is a mask test: the builds the mover owns that
would be left without a capturing card must be among the items taken.
Moves are collected by (card, value, item mask), which is RULES.md 4.6's
"same card, same table", so each legal move appears once.

``tests/engine/reference_movegen.py`` is a slow brute-force twin written for
clarity; the test suite checks the two agree on thousands of positions.
"""

from __future__ import annotations

from collections.abc import Callable

from .cards import Card
from .clearance import generate_clearance_moves
from .moves import BUILD, CAPTURE, TRAIL, Move
from .table import Build, Item
from .variants import BuilderDuty, Grouping, Variant

_MAX_SUM = 14


def generate_moves(
    variant: Variant, hand: tuple[Card, ...], table: tuple[Item, ...], mover: int, captures_only: bool = False
) -> list[Move]:
    """Every legal move of ``mover`` holding ``hand``, each once, in a fixed order.

    With ``captures_only`` just the captures, in the same order: the players'
    threat counting asks what a card can take on many tables, and builds are
    most of the work.
    """
    if variant.grouping is Grouping.CLEARANCE:
        every = generate_clearance_moves(hand, table)
        return [m for m in every if m.kind == CAPTURE] if captures_only else every
    values = variant._values
    table_values = variant._table_values
    sums_builds = variant.builds_in_sums
    item_cards: list[tuple[Card, ...]] = []
    summable: list[tuple[int, int]] = []
    wholes: list[tuple[int, int]] = []
    """Items only ever a group on their own: multiple builds, and single builds where they are never summed."""
    singles: list[tuple[int, int]] = []
    single_bits = 0
    aces14 = 0
    faces: dict[int, int] = {}
    build_at: dict[int, int] = {}
    owned: list[tuple[int, int]] = []
    owned_mask = 0

    bit = 1
    for item in table:
        if isinstance(item, Build):
            item_cards.append(item.cards)
            value = item.value
            build_at[value] = build_at.get(value, 0) | bit
            if item.owner == mover:
                owned.append((bit, value))
                owned_mask |= bit
            if len(item.groups) > 1:
                wholes.append((bit, value))
            else:
                singles.append((bit, value))
                single_bits |= bit
                (summable if sums_builds else wholes).append((bit, value))
        else:
            item_cards.append((item,))
            vals = table_values[item]
            if vals:
                summable.append((bit, vals[0]))
                if len(vals) > 1:
                    aces14 |= bit
            else:
                rank = int(item) // 4 + 1
                faces[rank] = faces.get(rank, 0) | bit
        bit <<= 1

    # Subsets of summable items with sum <= 14, bucketed by sum.
    sums: list[tuple[int, int]] = [(0, 0)]
    for ibit, w in summable:
        sums.extend([(s + w, m | ibit) for s, m in sums if s + w <= _MAX_SUM])
    by_sum: list[list[int]] = [[] for _ in range(_MAX_SUM + 1)]
    for s, m in sums:
        by_sum[s].append(m)

    unions_cache: dict[tuple[int, bool], list[int]] = {}
    # Without loose cards in a raise (house rule), only the played card may change a build's value:
    # in a build, the other groups take a single build whole, never summed with other items.
    builds_whole_in_builds = sums_builds and not variant.loose_cards_in_raise

    def unions(v: int, building: bool = False) -> list[int]:
        """All disjoint unions of groups of ``v`` (0, the empty union, first), for a capture or a build."""
        whole_singles = building and builds_whole_in_builds
        found = unions_cache.get((v, whole_singles))
        if found is not None:
            return found
        groups = list(by_sum[v]) if v else []
        if whole_singles:
            # No single build, or nothing but one (a group of one item is a power of two).
            groups = [m for m in groups if not m & single_bits or not m & (m - 1)]
        for mbit, mv in wholes:
            if mv == v:
                groups.append(mbit)
        if v == 14 and aces14:
            a = aces14
            while a:
                low = a & -a
                groups.append(low)
                a ^= low
        result = {0}
        for g in groups:
            result.update([u | g for u in result if not u & g])
        found = sorted(result)
        unions_cache[(v, whole_singles)] = found
        return found

    own_group = _own_groups(variant, by_sum, singles, single_bits)

    # How many cards of the hand can capture each value (an ace both 1 and 14).
    capture_count = [0] * (_MAX_SUM + 1)
    for c in hand:
        for v in values[c]:
            capture_count[v] += 1

    mask_cards: dict[int, tuple[Card, ...]] = {}

    def cards_of(mask: int) -> tuple[Card, ...]:
        found = mask_cards.get(mask)
        if found is None:
            collected: list[Card] = []
            i = 0
            m = mask
            while m:
                if m & 1:
                    collected.extend(item_cards[i])
                m >>= 1
                i += 1
            found = tuple(sorted(collected))
            mask_cards[mask] = found
        return found

    # The builder's duty (house rule): every build the mover owns must be taken in or added to.
    duty = owned_mask if variant.builder_duty is BuilderDuty.TAKE_OR_ADD else 0
    highest = variant.highest_build
    # A build of the target's value must be taken in (rule 3), unless a house rule allows two.
    required_at = build_at if variant.one_build_per_value else {}
    moves: list[Move] = []
    for c in hand:
        cvals = values[c]
        # Builds the mover owns that would lose their last capturing card.
        exposed = 0
        for obit, ov in owned:
            if capture_count[ov] - (ov in cvals) <= 0:
                exposed |= obit
        exposed |= duty

        if not cvals:
            # Advanced face card: one loose card of its rank, or all of them at once (house rule).
            fbits = faces.get(int(c) // 4 + 1, 0)
            if fbits and variant.faces_take_all:
                if not exposed & ~fbits:
                    moves.append(Move(CAPTURE, c, cards_of(fbits), 0))
                continue
            while fbits:
                low = fbits & -fbits
                fbits ^= low
                if not exposed & ~low:
                    moves.append(Move(CAPTURE, c, cards_of(low), 0))
            continue

        taken: set[int] = set()
        for v in cvals:
            for mask in unions(v):
                if mask and not exposed & ~mask and mask not in taken:
                    taken.add(mask)
                    moves.append(Move(CAPTURE, c, cards_of(mask), 0))
        if captures_only:
            continue

        built: set[tuple[int, int]] = set()
        for cv in cvals:
            for target in range(max(cv, 2), highest + 1):
                # The mover must still hold a card that captures the new build.
                if capture_count[target] - (target in cvals) <= 0:
                    continue
                mine = own_group(target - cv)
                if not mine:
                    continue
                required = required_at.get(target, 0)
                for union in unions(target, building=True):
                    if required and not union & required:
                        continue
                    for part in mine:
                        if part & union:
                            continue
                        mask = part | union
                        if not mask or exposed & ~mask:
                            continue
                        key = (target, mask)
                        if key not in built:
                            built.add(key)
                            moves.append(Move(BUILD, c, cards_of(mask), target))
    if not owned and not captures_only:
        moves.extend([Move(TRAIL, c, (), 0) for c in hand])
    return moves


def _own_groups(
    variant: Variant, by_sum: list[list[int]], singles: list[tuple[int, int]], build_bits: int
) -> Callable[[int], list[int]]:
    """The table items that may join the played card in its own group, by the sum they must add.

    By the rule book any summable items may (loose cards, and single builds:
    a raise). The house rules narrow a raise: without builds in sums a group
    holds at most one build; without loose cards in a raise a build joins the
    played card alone. Worked out per sum when first asked (most are never).
    ``build_bits`` marks the single builds among the items.
    """
    if variant.builds_in_sums and variant.loose_cards_in_raise:
        return [[0], *by_sum[1:]].__getitem__
    own: dict[int, list[int]] = {0: [0]}

    def groups_adding(need: int) -> list[int]:
        found = own.get(need)
        if found is None:
            found = [m for m in by_sum[need] if not m & build_bits]
            for sbit, sv in singles:
                if sv == need:
                    found.append(sbit)
                elif sv < need and variant.loose_cards_in_raise:
                    found.extend(sbit | m for m in by_sum[need - sv] if not m & build_bits)
            own[need] = found
        return found

    return groups_adding
