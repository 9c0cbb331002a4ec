"""Why a move is illegal, in words, and how a build's groups are formed.

The fast generator (``movegen``) answers "which moves are legal"; this module
answers "is this one legal, and if not, which rule does it break" so that a
refused move always comes with a reason a player can act on. The test suite
checks that the two agree move for move.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from functools import lru_cache, partial

from .cards import RANK_LETTERS, Card
from .clearance import explain_clearance
from .moves import BUILD, CAPTURE, TRAIL, Move
from .table import Build, Item, item_cards
from .variants import BuilderDuty, Grouping, Variant

RANK_NAMES = {11: "jack", 12: "queen", 13: "king"}


class IllegalMove(ValueError):
    """A move the rules do not allow; ``reason`` names the rule it breaks."""

    def __init__(self, move: Move, reason: str) -> None:
        super().__init__(f"illegal move '{move}': {reason}")
        self.move = move
        self.reason = reason


def _summable(variant: Variant, item: Item) -> tuple[int, ...]:
    """The values a table item can count for when summed with others; () if it is only ever a group alone.

    A multiple build is never summed; a single build is, unless a house rule
    says a build is taken only whole; a loose ace counts 14 only where the
    house rules let table aces be high; an Advanced face card is never summed.
    """
    if isinstance(item, Build):
        return (item.value,) if not item.multiple and variant.builds_in_sums else ()
    return variant.table_values(item)


def _subsets_summing(variant: Variant, pool: Sequence[Item], total: int, start: int = 0) -> Iterator[list[Item]]:
    """Subsets of ``pool[start:]`` whose values (aces either way) sum to ``total``."""
    if total == 0:
        yield []
        return
    for i in range(start, len(pool)):
        for v in _summable(variant, pool[i]):
            if v <= total:
                for rest in _subsets_summing(variant, pool, total - v, i + 1):
                    yield [pool[i], *rest]


def split_into_groups(variant: Variant, items: Sequence[Item], target: int) -> list[list[Item]] | None:
    """Split table items into groups that each sum to ``target`` (RULES.md 4.2, 4.4).

    Loose numbered cards and single builds are summed; a multiple build (and,
    by a house rule, any build) is a group on its own and only at its own
    value. Returns one such split, or None when there is none.
    """
    if not items:
        return []
    first, rest = items[0], list(items[1:])
    if isinstance(first, Build) and not _summable(variant, first):
        if first.value != target:
            return None
        tail = split_into_groups(variant, rest, target)
        return None if tail is None else [[first], *tail]
    companions = partial(_subsets_summing, variant, rest)
    return _first_group_then_rest(variant, first, _summable(variant, first), companions, rest, target)


def _first_group_then_rest(
    variant: Variant,
    first: Item,
    first_values: Sequence[int],
    companions: Callable[[int], Iterator[list[Item]]],
    rest: Sequence[Item],
    target: int,
    rest_variant: Variant | None = None,
) -> list[list[Item]] | None:
    """A split whose first group is ``first`` (at one of its values) with some companions from ``rest``.

    ``companions(need)`` lists the sets of items that may join ``first``,
    adding up to ``need``; the items left must split into groups of
    ``target`` by the rules of ``rest_variant`` (by default ``variant``).
    """
    for value in first_values:
        if value > target:
            continue
        for combo in companions(target - value):
            remaining = [it for it in rest if not any(it is c for c in combo)]
            tail = split_into_groups(rest_variant or variant, remaining, target)
            if tail is not None:
                return [[first, *combo], *tail]
    return None


def _raise_companions(variant: Variant, items: Sequence[Item], need: int) -> Iterator[list[Item]]:
    """Sets of table items that may join the played card in its own group, adding ``need`` to it.

    By the rule book any summable items may (a single build among them is
    raised). House rules narrow a raise: without builds in sums the group
    holds at most one build; without loose cards in a raise a build joins
    the played card alone.
    """
    if need == 0:
        yield []
        return
    if variant.builds_in_sums and variant.loose_cards_in_raise:
        yield from _subsets_summing(variant, items, need)
        return
    loose = [it for it in items if not isinstance(it, Build)]
    yield from _subsets_summing(variant, loose, need)
    for build in items:
        if isinstance(build, Build) and not build.multiple:
            if build.value == need:
                yield [build]
            elif build.value < need and variant.loose_cards_in_raise:
                for rest in _subsets_summing(variant, loose, need - build.value):
                    yield [build, *rest]


def build_groups(variant: Variant, card: Card, items: Sequence[Item], value: int) -> list[list[Item]] | None:
    """Split the played card and table items into the groups of a build of ``value`` (RULES.md 4.4).

    The card's own group follows the raise rules (``_raise_companions``); the
    other items split into groups of ``value`` as in a capture, except that
    where only the played card may raise (house rule) a build in them stands
    whole, as nothing else may change its value. None when no split exists.
    """
    companions = partial(_raise_companions, variant, items)
    rest_variant = variant if variant.loose_cards_in_raise else _builds_whole(variant)
    return _first_group_then_rest(variant, card, variant.values(card), companions, items, value, rest_variant)


@lru_cache(maxsize=64)
def _builds_whole(variant: Variant) -> Variant:
    """``variant`` with builds never summed (for the other groups of a build where only the played card raises)."""
    return variant.with_switches(builds_in_sums=False)


def card_groups(groups: list[list[Item]]) -> tuple[tuple[Card, ...], ...]:
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


def _rank_name(card: Card) -> str:
    return RANK_NAMES.get(card.rank, RANK_LETTERS[card.rank - 1])


def can_capture(variant: Variant, cards: Sequence[Card], value: int) -> bool:
    return any(value in variant.values(c) for c in cards)


def _exposed_builds(
    variant: Variant, table: Sequence[Item], mover: int, hand_after: Sequence[Card], taken: Sequence[Item]
) -> list[Build]:
    """Builds the mover owns, left on the table, with no capturing card kept (4.5)."""
    return [
        it
        for it in table
        if isinstance(it, Build)
        and it.owner == mover
        and not any(it is t for t in taken)
        and not can_capture(variant, hand_after, it.value)
    ]


def _malformed(move: Move) -> str | None:
    """What is wrong with the shape of a move made by hand rather than parsed."""
    if move.kind not in (TRAIL, CAPTURE, BUILD):
        return f"unknown kind of move {move.kind!r}"
    if move.kind == TRAIL and (move.cards or move.value):
        return "a trail plays one card and takes none (rule 4.1)"
    if move.kind == CAPTURE and move.value:
        return "a capture has no value of its own; it is the played card's"
    if move.kind != TRAIL and not move.cards:
        return f"a {move.kind} needs at least one table card (rules 4.2, 4.4)"
    if len(set(move.cards)) != len(move.cards) or move.card in move.cards:
        return "a card is named twice in the move"
    if list(move.cards) != sorted(move.cards):
        return "the table cards of a move are listed in sort order"
    return None


def explain_illegal(
    variant: Variant, hand: Sequence[Card], table: Sequence[Item], mover: int, move: Move
) -> str | None:
    """None if ``move`` is legal, else the rule it breaks in one sentence."""
    malformed = _malformed(move)
    if malformed:
        return malformed
    if move.card not in hand:
        return f"{move.card} is not in the hand of player {mover}"
    hand_after = [c for c in hand if c != move.card]
    owned = [it for it in table if isinstance(it, Build) and it.owner == mover]

    if move.kind == TRAIL:
        if owned:
            values = ", ".join(str(b.value) for b in owned)
            if variant.builder_duty is BuilderDuty.TAKE_OR_ADD:
                return _take_or_add_reason(values)
            return f"you own a build of {values}: you may not trail until it is taken (rule 4.1)"
        return None

    # Map the named table cards onto whole table items.
    where: dict[Card, Item] = {c: it for it in table for c in item_cards(it)}
    items: list[Item] = []
    for c in move.cards:
        if c not in where:
            return f"{c} is not on the table"
        it = where[c]
        if not any(it is x for x in items):
            items.append(it)
    for it in items:
        if isinstance(it, Build) and not set(it.cards) <= set(move.cards):
            names = " ".join(str(c) for c in it.cards)
            return f"a build is taken whole: name all of its cards ({names})"

    if variant.grouping is Grouping.CLEARANCE:
        return explain_clearance(hand, table, move, items)
    if variant.builder_duty is BuilderDuty.TAKE_OR_ADD:
        for build in owned:
            if not any(build is it for it in items):
                return _take_or_add_reason(str(build.value))
    if move.kind == CAPTURE:
        return _explain_capture(variant, table, mover, move, items, hand_after)
    return _explain_build(variant, table, mover, move, items, hand_after)


def _take_or_add_reason(values: str) -> str:
    return f"you own a build of {values}: this turn you must take it in or add to it (house rule)"


def _explain_capture(
    variant: Variant,
    table: Sequence[Item],
    mover: int,
    move: Move,
    items: list[Item],
    hand_after: list[Card],
) -> str | None:
    card = move.card
    if not variant.is_numbered(card):
        name = _rank_name(card)
        if variant.faces_take_all:
            alike = [it for it in table if isinstance(it, Card) and it.rank == card.rank]
            if len(items) != len(alike) or not all(any(it is a for a in alike) for it in items):
                return f"a {name} takes every loose {name} at once (house rule)"
        elif len(items) != 1 or isinstance(items[0], Build) or items[0].rank != card.rank:
            return f"a {name} takes exactly one loose {name} (rule 4.3)"
    elif not any(split_into_groups(variant, items, v) is not None for v in variant.values(card)):
        for it in items:
            if isinstance(it, Build) and it.multiple and it.value not in variant.values(card):
                return f"a multiple build of {it.value} is only taken by a {it.value} (rule 4.2)"
            if isinstance(it, Card) and not variant.is_numbered(it):
                return f"{it} is a face card: it is never summed, only paired by its rank (rule 4.3)"
        blocked = _house_rule_blocking(
            variant, lambda v: any(split_into_groups(v, items, w) is not None for w in v.values(card))
        )
        if blocked:
            return blocked
        names = " ".join(str(c) for c in move.cards)
        worth = " or ".join(str(v) for v in variant.values(card))
        return f"{names} cannot be split into groups of {worth} to take with {card} (rule 4.2)"
    exposed = _exposed_builds(variant, table, mover, hand_after, items)
    if exposed:
        return f"you must keep a card to take your build of {exposed[0].value} (rule 4.5)"
    return None


def _explain_build(
    variant: Variant,
    table: Sequence[Item],
    mover: int,
    move: Move,
    items: list[Item],
    hand_after: list[Card],
) -> str | None:
    value = move.value
    if value > variant.highest_build:
        return f"builds go up to {variant.highest_build} in {variant.title} (rule 4.4)"
    if value < 2:
        return "a build is worth at least 2 (rule 4.4)"
    faces = [c for c in (move.card, *move.cards) if not variant.is_numbered(c)]
    if faces:
        return f"{faces[0]} is a face card: face cards never build in {variant.title} (rule 4.3)"
    existing = [it for it in table if isinstance(it, Build) and it.value == value]
    if variant.one_build_per_value and existing and not any(existing[0] is it for it in items):
        return f"there is already a build of {value} on the table: a new build of {value} must take it in (rule 3)"
    if build_groups(variant, move.card, items, value) is None:
        for it in items:
            if isinstance(it, Build) and it.multiple and it.value != value:
                return f"a multiple build of {it.value} keeps its value: it cannot become {value} (rule 4.4)"
        blocked = _house_rule_blocking(variant, lambda v: build_groups(v, move.card, items, value) is not None)
        if blocked:
            return blocked
        names = " ".join(str(c) for c in move.cards)
        return f"{move.card} with {names} cannot be split into groups of {value} (rule 4.4)"
    if not can_capture(variant, hand_after, value):
        return f"you must keep a card that takes {value} to build {value} (rule 4.4)"
    exposed = _exposed_builds(variant, table, mover, hand_after, items)
    if exposed:
        return f"you must keep a card to take your build of {exposed[0].value} (rule 4.5)"
    return None


_GROUPING_RULES = (
    ("builds_in_sums", "a build is taken only whole, never summed with other cards (house rule)"),
    ("loose_cards_in_raise", "only the played card may raise a build; table cards may not help (house rule)"),
    ("table_aces_high", "an ace on the table counts 1; aces count 14 only from the hand (house rule)"),
)


def _house_rule_blocking(variant: Variant, works: Callable[[Variant], bool]) -> str | None:
    """The reason, if a house rule on grouping is what makes a move illegal (it would work without it)."""
    for field_name, reason in _GROUPING_RULES:
        if getattr(variant, field_name) is False and works(variant.with_switches(**{field_name: True})):
            return reason
    return None
