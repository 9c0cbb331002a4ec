"""Why a move is illegal, and how a build's groups are formed.

The fast generator (``movegen``) answers "which moves are legal"; this module
answers "is this one legal, and if not, which rule does it break" (a
``Refusal``, see ``refusals``) so that a refused move always comes with a
reason a program can test and a player can act on. The test suite checks
that the two agree move for move. Rule numbers are those of ``docs/RULES.md``.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Sequence
from functools import lru_cache, partial

from .cards import RANK_LETTERS, Card
from .clearance import FACE_VALUES, HIGHEST_COMBINE, explain_clearance, item_value
from .moves import BUILD, CAPTURE, TRAIL, Move
from .partition import counts_summing, splittable
from .refusals import Illegal, Refusal
from .rule_core import HIGH, LOW, HeldCards
from .table import Build, Item, item_cards
from .variants import BuilderDuty, Grouping, Variant

RANK_NAMES = {11: "jack", 12: "queen", 13: "king"}


def _summable(variant: Variant, item: Item) -> tuple[int, ...]:
    """The values a table item can count for when summed with others; () if it is only ever a group alone.

    A multiple build is never summed; a single build is, unless a house rule
    says a build is taken only whole; a loose ace counts 14 only where the
    house rules let table aces be high; an Advanced face card is never summed.
    """
    if isinstance(item, Build):
        return (item.value,) if not item.multiple and variant.builds_in_sums else ()
    return variant.table_values(item)


def _subsets_summing(variant: Variant, pool: Sequence[Item], total: int) -> Iterator[list[Item]]:
    """Subsets of ``pool`` whose values (aces either way) sum to ``total``, one of each kind.

    Loose cards of equal values are alike to every rule, so of the sets that
    differ only in which of them they take just one is given (the first
    ones): a table of twenty low cards has millions of sets but only a few
    hundred kinds of set, and a caller looking for one that fits stays quick.
    """
    kinds: dict[object, list[Item]] = {}
    for item in pool:
        key: object = item if isinstance(item, Build) else _summable(variant, item)
        kinds.setdefault(key, []).append(item)
    groups = list(kinds.values())
    alike = [(_summable(variant, group[0]), len(group)) for group in groups]
    for taken in counts_summing(alike, total):
        yield [item for index, count in taken for item in groups[index][:count]]


def _signature(variant: Variant, items: Sequence[Item]) -> tuple[tuple[int, ...], ...]:
    """What a split of summed ``items`` depends on: each item's values, sorted (an Advanced face card: none)."""
    return tuple(sorted(_summable(variant, item) for item in items))


def split_into_groups(variant: Variant, items: Sequence[Item], target: int) -> list[list[Item]] | None:
    """Split table items into groups that each sum to ``target`` (docs/RULES.md 4.2, 4.4).

    Loose numbered cards and single builds are summed; a multiple build (and,
    by a house rule, any build) is a group on its own and only at its own
    value. Returns one such split, or None when there is none. Whether one
    exists is answered first on the items' values alone (remembered), so the
    search below never explores a dead end: a table of twenty low cards with
    no split is refused at once instead of after trying every way.
    """
    if not items:
        return []
    summed: list[Item] = []
    for item in items:
        if isinstance(item, Build) and not _summable(variant, item):
            if item.value != target:
                return None
        else:
            summed.append(item)
    if not splittable(_signature(variant, summed), target):
        return None
    first, rest = items[0], list(items[1:])
    if isinstance(first, Build) and not _summable(variant, first):
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
    """Split the played card and table items into the groups of a build of ``value`` (docs/RULES.md 4.4).

    The card's own group follows the raise rules (``_raise_companions``); the
    other items split into groups of ``value`` as in a capture, except that
    where only the played card may raise (house rule) a build in them stands
    whole, as nothing else may change its value. None when no split exists.
    """
    card_values = variant.build_values(card)
    if not variant.aces_high_in_builds:
        variant = _switched(variant, "table_aces_high", False)  # a loose ace counts 1, as the played one does
    companions = partial(_raise_companions, variant, items)
    rest_variant = variant if variant.loose_cards_in_raise else _switched(variant, "builds_in_sums", False)
    return _first_group_then_rest(variant, card, card_values, companions, items, value, rest_variant)


@lru_cache(maxsize=128)
def _switched(variant: Variant, field_name: str, value: bool) -> Variant:
    """``variant`` with one house rule switched, made once: a variant's value tables cost more to build than any
    question the explainer asks of it."""
    return variant.with_switches(**{field_name: value})


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


def _malformed(move: Move) -> Refusal | None:
    """What is wrong with the shape of a move made by hand rather than parsed."""
    if move.kind not in (TRAIL, CAPTURE, BUILD):
        return Illegal.UNKNOWN_KIND.given(kind=move.kind)
    if move.kind == TRAIL and (move.cards or move.value):
        return Illegal.TRAIL_TAKES_NOTHING.given()
    if move.kind == CAPTURE and move.value:
        return Illegal.CAPTURE_HAS_NO_VALUE.given()
    if move.kind != TRAIL and not move.cards:
        return Illegal.NO_TABLE_CARDS.given(kind=move.kind)
    if len(set(move.cards)) != len(move.cards) or move.card in move.cards:
        return Illegal.CARD_NAMED_TWICE.given()
    if list(move.cards) != sorted(move.cards):
        return Illegal.TABLE_CARDS_UNSORTED.given()
    return None


def _named_items(table: Sequence[Item], cards: Sequence[Card]) -> list[Item] | Refusal:
    """The whole table items the named cards make up, in the order named; a refusal if they do not."""
    where: dict[Card, Item] = {c: it for it in table for c in item_cards(it)}
    items: list[Item] = []
    for c in cards:
        if c not in where:
            return Illegal.NOT_ON_TABLE.given(card=c)
        it = where[c]
        if not any(it is x for x in items):
            items.append(it)
    for it in items:
        if isinstance(it, Build) and not set(it.cards) <= set(cards):
            return Illegal.BUILD_TAKEN_WHOLE.given(cards=" ".join(str(c) for c in it.cards))
    return items


def _owned_values(builds: Sequence[Build]) -> str:
    return ", ".join(str(b.value) for b in builds)


def is_legal_move(variant: Variant, hand: Sequence[Card], table: Sequence[Item], mover: int, move: Move) -> bool:
    """Whether ``move`` is legal: ``explain_illegal`` without looking for which house rule is to blame, a search
    of its own for every house rule on grouping, which a question of yes or no never needs."""
    return explain_illegal(variant, hand, table, mover, move, reasons=False) is None


def explain_illegal(
    variant: Variant, hand: Sequence[Card], table: Sequence[Item], mover: int, move: Move, *, reasons: bool = True
) -> Refusal | None:
    """None if ``move`` is legal, else the rule it breaks; without ``reasons`` a move that makes no groups is refused
    as such even where a house rule is what keeps it from making them (``is_legal_move``)."""
    malformed = _malformed(move)
    if malformed:
        return malformed
    if move.card not in hand:
        return Illegal.NOT_IN_HAND.given(card=move.card, seat=mover)
    hand_after = [c for c in hand if c != move.card]
    owned = [it for it in table if isinstance(it, Build) and it.owner == mover]

    if move.kind == TRAIL:
        if owned:
            if variant.builder_duty is BuilderDuty.TAKE_OR_ADD:
                return Illegal.OWNER_MUST_TAKE_OR_ADD.given(values=_owned_values(owned))
            return Illegal.OWNER_MAY_NOT_TRAIL.given(values=_owned_values(owned))
        return None

    items = _named_items(table, move.cards)
    if isinstance(items, Refusal):
        return items
    if variant.grouping is Grouping.CLEARANCE:
        return explain_clearance(hand, table, move, items)
    if variant.builder_duty is BuilderDuty.TAKE_OR_ADD:
        for build in owned:
            if not any(build is it for it in items):
                return Illegal.OWNER_MUST_TAKE_OR_ADD.given(values=build.value)
    if move.kind == CAPTURE:
        return _explain_capture(variant, table, mover, move, items, hand_after, reasons)
    return _explain_build(variant, table, mover, move, items, hand_after, reasons)


def _explain_capture(
    variant: Variant,
    table: Sequence[Item],
    mover: int,
    move: Move,
    items: list[Item],
    hand_after: list[Card],
    reasons: bool,
) -> Refusal | None:
    card = move.card
    if not variant.is_numbered(card):
        name = _rank_name(card)
        if variant.faces_take_all:
            alike = [it for it in table if isinstance(it, Card) and it.rank == card.rank]
            if len(items) != len(alike) or not all(any(it is a for a in alike) for it in items):
                return Illegal.FACE_TAKES_ALL.given(name=name)
        elif len(items) != 1 or isinstance(items[0], Build) or items[0].rank != card.rank:
            return Illegal.FACE_TAKES_ONE.given(name=name)
    elif not any(split_into_groups(variant, items, v) is not None for v in variant.values(card)):
        for it in items:
            if isinstance(it, Build) and it.multiple and it.value not in variant.values(card):
                return Illegal.MULTIPLE_BUILD_TAKEN_BY_ITS_VALUE.given(value=it.value)
            if isinstance(it, Card) and not variant.is_numbered(it):
                return Illegal.FACE_NEVER_SUMMED.given(card=it)
        blocked = reasons and _house_rule_blocking(
            variant, lambda v: any(split_into_groups(v, items, w) is not None for w in v.values(card))
        )
        if blocked:
            return blocked
        return Illegal.NO_CAPTURE_GROUPS.given(
            cards=" ".join(str(c) for c in move.cards),
            worth=" or ".join(str(v) for v in variant.values(card)),
            card=card,
        )
    return _held_cards_refusal(variant, table, mover, hand_after, move, items)


def _held_cards_refusal(
    variant: Variant,
    table: Sequence[Item],
    mover: int,
    hand_after: Sequence[Card],
    move: Move,
    items: Sequence[Item],
) -> Refusal | None:
    """Rules 4.4 and 4.5, asked of the rule core as the move generator asks them: the cards kept for builds."""
    hand = (*hand_after, move.card)
    builds = [(1 << i, it.value, it.owner) for i, it in enumerate(table) if isinstance(it, Build)]
    mask = sum(1 << i for i, it in enumerate(table) if any(it is used for used in items))
    held = HeldCards(variant, builds, hand, mover)
    if move.kind == BUILD and not held.keeps_for(move.card, move.value):
        return Illegal.KEEP_CARD_FOR_NEW_BUILD.given(value=move.value)
    exposed = held.exposed(move.card)
    left_bare = [value for bit, value, owner in builds if owner == mover and exposed & bit and not mask & bit]
    if left_bare:
        return Illegal.KEEP_CARD_FOR_OWN_BUILD.given(value=left_bare[0])
    one_ace = held.one_ace(move.card)
    if move.kind == BUILD:
        allowed = held.build_allowed(move.value, mask, exposed, one_ace)
    else:
        allowed = held.capture_allowed(mask, exposed, one_ace)
    return None if allowed else Illegal.ONE_CARD_FOR_TWO_BUILDS.given(low=LOW, high=HIGH)


def _explain_build(
    variant: Variant,
    table: Sequence[Item],
    mover: int,
    move: Move,
    items: list[Item],
    hand_after: list[Card],
    reasons: bool,
) -> Refusal | None:
    value = move.value
    if value > variant.highest_build:
        return Illegal.BUILD_TOO_HIGH.given(highest=variant.highest_build, variant=variant.title)
    if value < variant.lowest_build:
        return Illegal.BUILD_TOO_LOW.given()
    faces = [c for c in (move.card, *move.cards) if not variant.is_numbered(c)]
    if faces:
        return Illegal.FACE_NEVER_BUILDS.given(card=faces[0], variant=variant.title)
    existing = [it for it in table if isinstance(it, Build) and it.value == value]
    if variant.one_build_per_value and existing and not any(existing[0] is it for it in items):
        return Illegal.ONE_BUILD_PER_VALUE.given(value=value)
    if build_groups(variant, move.card, items, value) is None:
        for it in items:
            if isinstance(it, Build) and it.multiple and it.value != value:
                return Illegal.MULTIPLE_BUILD_KEEPS_VALUE.given(value=it.value, new=value)
        blocked = reasons and _house_rule_blocking(
            variant, lambda v: build_groups(v, move.card, items, value) is not None
        )
        if blocked:
            return blocked
        return Illegal.NO_BUILD_GROUPS.given(card=move.card, cards=" ".join(str(c) for c in move.cards), value=value)
    if not variant.builds_merge and sum(isinstance(it, Build) for it in items) > 1:
        return Illegal.BUILDS_NEVER_MERGE.given()
    return _held_cards_refusal(variant, table, mover, hand_after, move, items)


_GROUPING_RULES = (
    ("builds_in_sums", Illegal.BUILDS_ONLY_WHOLE),
    ("loose_cards_in_raise", Illegal.ONLY_PLAYED_CARD_RAISES),
    ("table_aces_high", Illegal.TABLE_ACES_LOW),
)


def _house_rule_blocking(variant: Variant, works: Callable[[Variant], bool]) -> Refusal | None:
    """The reason, if a house rule on grouping is what makes a move illegal (it would work without it)."""
    for field_name, reason in _GROUPING_RULES:
        if getattr(variant, field_name) is False and works(_switched(variant, field_name, True)):
            return reason.given()
    return None


def explain_intent(
    variant: Variant,
    hand: Sequence[Card],
    table: Sequence[Item],
    mover: int,
    card: Card,
    table_cards: Collection[Card],
    kind: str | None = None,
) -> Refusal | None:
    """Why no move of ``kind`` (any kind if None) plays ``card`` with exactly these table cards.

    This is the question a player asks of the table: "why can't I play this
    card on those?". A trail is meant when no table card is named; with
    table cards and no kind, the capture's refusal answers, as a capture is
    what naming cards to take usually means. A build names no value, so the
    build the cards do make (kept from it only by a rule such as 4.4's
    capturing card) is the one explained; failing that, the build of their
    plain sum. None when the named play is legal after all.
    """
    cards = tuple(sorted(table_cards))
    if kind == TRAIL or (kind is None and not cards):
        return explain_illegal(variant, hand, table, mover, Move(TRAIL, card, cards))
    if kind != BUILD or not cards:
        return explain_illegal(variant, hand, table, mover, Move(kind or CAPTURE, card, cards))
    if card not in hand:
        return Illegal.NOT_IN_HAND.given(card=card, seat=mover)
    items = _named_items(table, cards)
    if isinstance(items, Refusal):
        return items
    if variant.grouping is Grouping.CLEARANCE:
        return _clearance_build_refusal(variant, hand, table, mover, card, cards, items)
    natural = max(2, sum(variant.values(card)[:1]) + sum(_plain_value(variant, it) for it in items))
    values = range(variant.lowest_build, variant.highest_build + 1)
    formed = [v for v in values if build_groups(variant, card, items, v) is not None]
    for value in sorted(formed, key=lambda v: v != natural):
        refusal = explain_illegal(variant, hand, table, mover, Move(BUILD, card, cards, value))
        if refusal is not None:
            return refusal
    return explain_illegal(variant, hand, table, mover, Move(BUILD, card, cards, natural))


def _plain_value(variant: Variant, item: Item) -> int:
    """What an item adds to a plain sum: a build its value, a loose card its lowest (an ace 1)."""
    return item.value if isinstance(item, Build) else sum(variant.values(item)[:1])


def _clearance_build_refusal(
    variant: Variant,
    hand: Sequence[Card],
    table: Sequence[Item],
    mover: int,
    card: Card,
    cards: tuple[Card, ...],
    items: list[Item],
) -> Refusal | None:
    """Why the placed card and these items form no group: J, Q, K only pair, or the sum passes 10 (rule 8)."""
    values = [item_value(it) for it in (card, *items)]
    faces = [v for v in values if v in FACE_VALUES]
    total = sum(values)
    if not faces and total > HIGHEST_COMBINE:
        shown = [c.pretty for c in (card, *cards)]
        names = ", ".join(shown[:-1]) + " and " + shown[-1]
        return Illegal.COMBINED_TOO_HIGH.given(names=names, total=total, highest=HIGHEST_COMBINE)
    value = max(faces) if faces else total
    return explain_illegal(variant, hand, table, mover, Move(BUILD, card, cards, value))
