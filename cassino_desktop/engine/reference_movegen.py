"""A slow, plain reference move generator, written from docs/RULES.md alone.

This module exists only to check the engine's fast generator
(``cassino_desktop/engine/movegen.py``) and shares none of its logic: it uses
nothing from the engine but the value types (``Card``, ``Build``, ``Move``,
``GameState``) and ``Variant.values`` (the numbers a card may count as). The
tests hold the two generators to each other, and ``cassino-engine selfplay``
holds every random move to it, which is why it ships inside the package.
It plays the Cassino variants; Clearance's groups are not its business.

There are two generators, with the same rules and two ways of finding the
sets of table items that split into groups of a value (4.2, 4.4):

``brute_force_moves``
    Literally what the rule book says: for each hand card, each subset of the
    table items (``itertools.combinations``), each choice of values for the
    aces among them (1 or 14 where the variant allows, ``itertools.product``)
    and each partition of the items into groups (enumerated as "the group of
    the first item, then a partition of the rest"), keep the subset if every
    group sums to the value. Exponential in the table size: fine up to about
    eight items, hopeless at fifteen. What a subset is worth does not depend on
    the hand card, so it is worked out once per position and every hand card
    then checks every subset against it.

``reference_moves``
    The same search turned around: first list every *group* (every set of
    items that sums to the value on its own), then every union of pairwise
    disjoint groups. A set of items splits into groups of ``t`` exactly when it
    is such a union, so the two generators must agree (the tests check that
    on small tables); this one stays fast on the long tables random play
    makes.

Both then apply the same plain rules: trails (4.1), Advanced face cards
(4.3), the build's value range, the one-build-per-value rule (3), the card
kept for the new build (4.4) and the reserved cards (4.5).

Both read the house-rule switches of the variant (docs/RULES.md section 10)
straight from its fields and apply each where the rule book puts the
point it changes: a build taken only whole, a raise by the played card alone,
two builds of one value, aces high only from the hand, the builder's duty to
take in or add to a build, and face cards that take all of their rank. Moves are collected
in a ``set``: a ``Move`` names the kind, the played card, the table cards used
(sorted) and a build's value, which is exactly the identity of docs/RULES.md 4.6
(same card, same table afterwards).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import cache, partial
from itertools import combinations, product

from .cards import Card
from .moves import Move
from .state import GameState
from .table import Build, Item
from .variants import Variant

CAPTURE = "capture"
BUILD = "build"

# A set of table items as a bit mask over their positions on the table.
Mask = int
# How a set of items may count in a sum (see ``_signature``):
#   (value options of each summable item, sorted; values of the multiple builds, sorted)
Signature = tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]
# (kind, played card, table items used, build value or 0): a move before the rules of 4.4/4.5.
Candidate = tuple[str, Card, Mask, int]


# ================================================================ public


def reference_moves(state: GameState) -> set[Move]:
    """Every legal move of the player to move, per docs/RULES.md 4.1-4.6 (group by group)."""
    return _legal_moves(state, _candidates_by_groups)


def reference_allows(state: GameState, move: Move) -> bool:
    """Is ``move`` legal? Found as ``reference_moves`` finds moves, searching only its card, kind and value."""
    candidates = partial(_candidates_by_groups, wanted=move)
    return move in _legal_moves(state, candidates, only=move.card)


def brute_force_moves(state: GameState) -> set[Move]:
    """Every legal move of the player to move, per docs/RULES.md 4.1-4.6 (subset by subset).

    Exponential in the number of table items; use it on small tables only.
    """
    # The subsets of the table are the same for every hand card: they are listed once.
    candidates = partial(_candidates_by_subsets, subsets=_table_subsets(state.variant, state.table))
    return _legal_moves(state, candidates)


# ================================================================ the rules common to both


# Finds the capture and build candidates of one hand card: (variant, table, card) -> candidates.
CandidateFinder = Callable[[Variant, Sequence[Item], Card], Iterable[Candidate]]


def _legal_moves(state: GameState, candidates: CandidateFinder, only: Card | None = None) -> set[Move]:
    if state.is_over():
        return set()
    variant = state.variant
    mover = state.to_move
    hand = state.hands[mover]
    table = state.table
    moves: set[Move] = set()

    # 4.1 Trail: any card, unless the mover owns a build on the table.
    if not any(isinstance(item, Build) and item.owner == mover for item in table):
        moves.update(Move.trail(card) for card in hand if only in (None, card))

    # House rule: whoever owns a build must take it in or add to it, so every such build is used.
    duty = 0
    if variant.builder_duty.value == "take-or-add":
        duty = sum(1 << i for i, item in enumerate(table) if isinstance(item, Build) and item.owner == mover)

    for card in hand:
        if only is not None and card != only:
            continue
        hand_after = [other for other in hand if other != card]
        found = list(candidates(variant, table, card))
        if not variant.values(card):
            # 4.3 An Advanced face card takes exactly one loose card of its own rank, nothing else
            # (and never builds, never is summed); by a house rule, every loose card of its rank at once.
            assert not found
            alike = [1 << i for i, item in enumerate(table) if isinstance(item, Card) and item.rank == card.rank]
            if variant.faces_take_all:
                found = [(CAPTURE, card, sum(alike), 0)] if alike else []
            else:
                found = [(CAPTURE, card, bit, 0) for bit in alike]
        for kind, _, used, value in found:
            assert used, "a capture or build uses at least one table item"
            if used & duty != duty:
                continue
            left = [item for i, item in enumerate(table) if not used >> i & 1]
            owned_after = [item.value for item in left if isinstance(item, Build) and item.owner == mover]
            used_cards = [c for i, item in enumerate(table) if used >> i & 1 for c in _cards_of(item)]
            if kind == BUILD:
                if not _lowest_build(variant) <= value <= variant.highest_build:
                    continue
                taken_builds = [item for i, item in enumerate(table) if used >> i & 1 and isinstance(item, Build)]
                if not variant.builds_merge and len(taken_builds) > 1:
                    continue  # house rule: a play adds to one build at most, never merging two
                if variant.one_build_per_value and any(
                    isinstance(item, Build) and item.value == value for item in left
                ):
                    continue  # a build of V already on the table must be taken in (section 3)
                # 4.4 the mover must still hold a card for V: the new build is the mover's, so 4.5 checks it.
                owned_after.append(value)
            # 4.5 every build the mover owns afterwards can be taken by a card left in hand, a card of its own
            # for each value (one card kept back answers for one value).
            if not _held_for_each(variant, hand_after, set(owned_after)):
                continue
            moves.add(Move.capture(card, used_cards) if kind == CAPTURE else Move.build(value, card, used_cards))
    return moves


def _held_for_each(variant: Variant, hand: list[Card], values: set[int]) -> bool:
    """Whether each of ``values`` can be given a different card of ``hand`` that captures it (by trying every way)."""
    if not values:
        return True
    value = min(values)
    rest = values - {value}
    return any(
        value in variant.values(card) and _held_for_each(variant, [c for c in hand if c != card], rest) for card in hand
    )


def _lowest_build(variant: Variant) -> int:
    """A build is worth at least 2 (two aces), or 1 where a house rule lets aces build alike (two groups of 1)."""
    return 1 if variant.building_aces else 2


def _in_build_values(variant: Variant, card: Card) -> tuple[int, ...]:
    """What the played card may count as in a build: an ace only 1 where a house rule keeps aces in builds low."""
    if card.rank == 1 and not variant.aces_high_in_builds:
        return (1,)
    return tuple(variant.values(card))


def _cards_of(item: Item) -> tuple[Card, ...]:
    return item.cards if isinstance(item, Build) else (item,)


def _value_options(
    variant: Variant, item: Item, builds_whole: bool = False, in_build: bool = False
) -> tuple[int, ...] | None:
    """What a table item may count as in a sum, or None for an item only ever a group on its own.

    A loose card counts one of ``variant.values`` (an ace 1 or 14 where allowed, each ace chosen
    on its own, but only 1 if the house rules keep table aces low; an Advanced face card has no
    value and is never summed: empty); a single build (one group) counts as one card of its
    value, unless the house rules take builds only whole (or ``builds_whole``: the other
    groups of a build when only the played card may raise); a multiple build is None.
    """
    if isinstance(item, Build):
        return (item.value,) if len(item.groups) == 1 and variant.builds_in_sums and not builds_whole else None
    if item.rank == 1 and (not variant.table_aces_high or (in_build and not variant.aces_high_in_builds)):
        return (1,)
    return tuple(variant.values(item))


def _raise_allowed(variant: Variant, companions: Sequence[Item]) -> bool:
    """May these table items join the played card in its own group (a new build, or a raise)?

    Loose cards may, and a single build may (that is a raise); multiple builds never. House
    rules: without builds in sums at most one build; without loose cards in a raise a build
    must be the played card's only companion.
    """
    builds = [item for item in companions if isinstance(item, Build)]
    if any(len(b.groups) > 1 for b in builds):
        return False
    if builds and not variant.loose_cards_in_raise and len(companions) > 1:
        return False
    return variant.builds_in_sums or len(builds) <= 1


@cache
def _companion_sums(options: tuple[tuple[int, ...], ...]) -> frozenset[int]:
    """Every total the played card and its companions can make, given what each may count as.

    (Cached: the answer depends on the values alone.)
    """
    return frozenset(sum(choice) for choice in product(*options))


# ================================================================ subset by subset


# One subset of the table, as every hand card sees it: its mask, how it counts when captured (see
# ``_signature``), and each choice of the played card's companions in it that the rules allow, as
# (what each companion may count as, how the other items count).
Subset = tuple[Mask, Signature | None, list[tuple[tuple[tuple[int, ...], ...], Signature]]]


def _candidates_by_subsets(
    variant: Variant, table: Sequence[Item], card: Card, subsets: Sequence[Subset]
) -> Iterable[Candidate]:
    """Every subset of the table, checked against every value (4.2 capture, 4.4 build)."""
    if not variant.values(card):
        return  # Advanced face cards: see 4.3 in _legal_moves
    card_options = _in_build_values(variant, card)
    lowest, highest = _lowest_build(variant), variant.highest_build
    for mask, capture_signature, companion_choices in subsets:
        # 4.2 the items split into groups of the played card's value (an ace: 1 or 14).
        if capture_signature is not None and any(
            _splits_into_groups(capture_signature, v) for v in variant.values(card)
        ):
            yield (CAPTURE, card, mask, 0)
        # 4.4 the played card with some of the items (its companions) makes one group of V, and
        # the other items split into groups of V.
        values: set[int] = set()
        for companion_options, rest_signature in companion_choices:
            for value in _companion_sums((card_options, *companion_options)):
                if value not in values and lowest <= value <= highest and _splits_into_groups(rest_signature, value):
                    values.add(value)
        for value in sorted(values):
            yield (BUILD, card, mask, value)


def _table_subsets(variant: Variant, table: Sequence[Item]) -> list[Subset]:
    """Every subset of the table, and every choice of companions in it, with what the hand card does not change.

    Made once per position, not once per hand card. What a set of items may count as (as companions,
    or as the other groups of a build) is found once per set and looked up for every subset holding it.
    """
    every_set = [chosen for size in range(len(table) + 1) for chosen in combinations(range(len(table)), size)]
    as_companions = {chosen: _companions_options(variant, table, chosen) for chosen in every_set}
    # Without loose cards in a raise only the played card changes a build's value,
    # so in the other groups a build stands whole.
    in_rest = [_value_options(variant, item, not variant.loose_cards_in_raise, True) for item in table]
    rest_signatures = {chosen: _signature(table, in_rest, chosen) for chosen in every_set}
    captured = [_value_options(variant, item) for item in table]
    subsets: list[Subset] = []
    for chosen in every_set[1:]:
        companion_choices = []
        for companion_count in range(len(chosen) + 1):
            for companions in combinations(chosen, companion_count):
                companion_options = as_companions[companions]
                rest_signature = rest_signatures[tuple(i for i in chosen if i not in companions)]
                if companion_options is not None and rest_signature is not None:
                    companion_choices.append((companion_options, rest_signature))
        subsets.append((sum(1 << i for i in chosen), _signature(table, captured, chosen), companion_choices))
    return subsets


def _companions_options(
    variant: Variant, table: Sequence[Item], companions: tuple[int, ...]
) -> tuple[tuple[int, ...], ...] | None:
    """What these table items may count as beside the played card in its group, sorted; None if they may not join it."""
    items = [table[i] for i in companions]
    if not _raise_allowed(variant, items):
        return None
    options: list[tuple[int, ...]] = []
    for item in items:
        if isinstance(item, Build):
            options.append((item.value,))
        else:
            found = _value_options(variant, item, in_build=True)
            assert found is not None
            if not found:
                return None  # a face card is never summed
            options.append(found)
    return tuple(sorted(options))


def _signature(
    table: Sequence[Item], options: Sequence[tuple[int, ...] | None], chosen: Iterable[int]
) -> Signature | None:
    """The value options of the chosen items (None if one can never be summed: an Advanced face card).

    ``options`` holds each table item's ``_value_options``, found once for the position.
    """
    summable: list[tuple[int, ...]] = []
    multiples: list[int] = []
    for i in chosen:
        item, found = table[i], options[i]
        if found is None:
            assert isinstance(item, Build)
            multiples.append(item.value)
        elif not found:
            return None
        else:
            summable.append(found)
    return tuple(sorted(summable)), tuple(sorted(multiples))


@cache
def _splits_into_groups(signature: Signature, target: int) -> bool:
    """Can the items described by ``signature`` be split into groups each summing to ``target``?

    (Cached: the answer depends on the values alone.)
    """
    summable, multiples = signature
    if any(value != target for value in multiples):
        return False  # a multiple build is a group by itself, so its value must be the target
    # Every way of valuing the aces, then every partition of the summable values.
    return any(_partitions_into(tuple(sorted(choice)), target) for choice in product(*summable))


@cache
def _partitions_into(values: tuple[int, ...], target: int) -> bool:
    """Is there a partition of ``values`` into groups that each sum to ``target``?

    Every partition is reached as "the group holding the first value, then a partition of the rest".
    """
    if not values:
        return True
    first, rest = values[0], values[1:]
    for size in range(len(rest) + 1):
        for companions in combinations(range(len(rest)), size):
            if first + sum(rest[i] for i in companions) != target:
                continue
            remaining = tuple(rest[i] for i in range(len(rest)) if i not in companions)
            if _partitions_into(remaining, target):
                return True
    return False


# ================================================================ group by group


def _candidates_by_groups(
    variant: Variant, table: Sequence[Item], card: Card, wanted: Move | None = None
) -> Iterable[Candidate]:
    """Unions of disjoint groups (4.2 capture, 4.4 build); with ``wanted``, only those of its kind and value."""
    if not variant.values(card):
        return  # Advanced face cards: see 4.3 in _legal_moves
    # 4.2 capture: any non-empty union of disjoint groups of table items, each summing to the
    # played card's value (an ace: 1 or 14).
    if wanted is None or wanted.kind == CAPTURE:
        for v in variant.values(card):
            for used in _disjoint_unions(_groups(variant, table, v)):
                if used:
                    yield (CAPTURE, card, used, 0)
    if wanted is not None and wanted.kind != BUILD:
        return
    # 4.4 build: the played card's own group (the card and its companions) and a union of groups
    # of table items alone, disjoint from it.
    companions_by_value = _card_groups(variant, table, card)
    for value in range(_lowest_build(variant), variant.highest_build + 1):
        if value not in companions_by_value or (wanted is not None and wanted.value != value):
            continue
        # Where only the played card may raise (house rule), a build in the other groups stands whole.
        table_unions = _disjoint_unions(_groups(variant, table, value, not variant.loose_cards_in_raise, True))
        for with_card in companions_by_value.get(value, []):
            for union in table_unions:
                if (union & with_card) == 0 and (union | with_card) != 0:
                    yield (BUILD, card, union | with_card, value)


def _card_groups(variant: Variant, table: Sequence[Item], card: Card) -> dict[int, list[Mask]]:
    """The companions the played card may have in its own group, by the group's total.

    Companions are loose numbered cards and single builds (a raise), as ``_raise_allowed``
    lets them; sums past the highest build are dropped as they are found.
    """
    found: dict[int, list[Mask]] = {}
    eligible: list[tuple[int, Item, tuple[int, ...]]] = []
    for i, item in enumerate(table):
        if isinstance(item, Build):
            if len(item.groups) == 1:
                eligible.append((i, item, (item.value,)))
        else:
            options = _value_options(variant, item, in_build=True)
            if options:
                eligible.append((i, item, options))

    def grow(start: int, mask: Mask, chosen: list[Item], totals: frozenset[int]) -> None:
        if _raise_allowed(variant, chosen):
            for total in totals:
                found.setdefault(total, []).append(mask)
        for k in range(start, len(eligible)):
            i, item, options = eligible[k]
            new_totals = frozenset(t + v for t in totals for v in options if t + v <= variant.highest_build)
            if new_totals:
                grow(k + 1, mask | 1 << i, [*chosen, item], new_totals)

    grow(0, 0, [], frozenset(_in_build_values(variant, card)))
    return found


def _groups(
    variant: Variant, items: Sequence[Item], target: int, builds_whole: bool = False, in_build: bool = False
) -> list[Mask]:
    """Every set of items that can be one group summing to ``target``.

    A multiple build only alone and at its own value; summable items (loose cards, single
    builds) in any combination whose values, with some choice of ace values, sum to ``target``.
    """
    groups: list[Mask] = []
    summable: list[tuple[int, tuple[int, ...]]] = []
    for i, item in enumerate(items):
        options = _value_options(variant, item, builds_whole, in_build)
        if options is None:
            if isinstance(item, Build) and item.value == target:
                groups.append(1 << i)
        elif options:
            summable.append((i, options))

    def grow(start: int, mask: Mask, totals: frozenset[int]) -> None:
        # ``totals``: the sums the items of ``mask`` can make; values are positive, so a sum over
        # the target can never come back to it and is dropped.
        for k in range(start, len(summable)):
            i, options = summable[k]
            new_totals = frozenset(t + v for t in totals for v in options if t + v <= target)
            if not new_totals:
                continue
            if target in new_totals:
                groups.append(mask | 1 << i)
            grow(k + 1, mask | 1 << i, new_totals)

    grow(0, 0, frozenset({0}))
    return groups


def _disjoint_unions(groups: Sequence[Mask]) -> set[Mask]:
    """Every union of pairwise disjoint groups (the empty union included)."""
    unions: set[Mask] = {0}
    for group in groups:
        unions |= {union | group for union in unions if not union & group}
    return unions
