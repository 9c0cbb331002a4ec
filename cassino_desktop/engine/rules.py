"""Why a move is illegal, in words, and how a build's groups are formed.

The fast generator (``movegen``) answers "which moves are legal"; this module
answers "is this one legal, and if not, which rule does it break" so that a
refused move always comes with a reason a player can act on. The test suite
checks that the two agree move for move.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from .cards import RANK_LETTERS, Card
from .clearance import explain_clearance
from .moves import BUILD, CAPTURE, TRAIL, Move
from .table import Build, Item, item_cards
from .variants import Grouping, Variant

RANK_NAMES = {11: "jack", 12: "queen", 13: "king"}


class IllegalMove(ValueError):
    """A move the rules do not allow; ``reason`` names the rule it breaks."""

    def __init__(self, move: Move, reason: str) -> None:
        super().__init__(f"illegal move '{move}': {reason}")
        self.move = move
        self.reason = reason


def _options(variant: Variant, item: Item) -> tuple[int, ...]:
    """The values an item can count for when summed inside a group."""
    if isinstance(item, Build):
        return () if item.multiple else (item.value,)
    return variant.values(item)


def _subsets_summing(variant: Variant, pool: Sequence[Item], total: int, start: int = 0) -> Iterator[list[Item]]:
    """Subsets of ``pool[start:]`` whose values (aces either way) sum to ``total``."""
    if total == 0:
        yield []
        return
    for i in range(start, len(pool)):
        for v in _options(variant, pool[i]):
            if v <= total:
                for rest in _subsets_summing(variant, pool, total - v, i + 1):
                    yield [pool[i], *rest]


def split_into_groups(variant: Variant, items: Sequence[Item], target: int) -> list[list[Item]] | None:
    """Split items into groups that each sum to ``target`` (RULES.md 4.2, 4.4).

    Loose numbered cards and single builds are summed; a multiple build is a
    group on its own and only at its own value. Returns one such split, or
    None when there is none.
    """
    if not items:
        return []
    first, rest = items[0], list(items[1:])
    if isinstance(first, Build) and first.multiple:
        if first.value != target:
            return None
        tail = split_into_groups(variant, rest, target)
        return None if tail is None else [[first], *tail]
    for v in _options(variant, first):
        if v > target:
            continue
        for combo in _subsets_summing(variant, rest, target - v):
            remaining = [it for it in rest if not any(it is c for c in combo)]
            tail = split_into_groups(variant, remaining, target)
            if tail is not None:
                return [[first, *combo], *tail]
    return None


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
    if move.kind == CAPTURE:
        return _explain_capture(variant, table, mover, move, items, hand_after)
    return _explain_build(variant, table, mover, move, items, hand_after)


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
        if len(items) != 1 or isinstance(items[0], Build) or items[0].rank != card.rank:
            return f"a {name} takes exactly one loose {name} (rule 4.3)"
    elif not any(split_into_groups(variant, items, v) is not None for v in variant.values(card)):
        for it in items:
            if isinstance(it, Build) and it.multiple and it.value not in variant.values(card):
                return f"a multiple build of {it.value} is only taken by a {it.value} (rule 4.2)"
            if isinstance(it, Card) and not variant.is_numbered(it):
                return f"{it} is a face card: it is never summed, only paired by its rank (rule 4.3)"
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
    if existing and not any(existing[0] is it for it in items):
        return f"there is already a build of {value} on the table: a new build of {value} must take it in (rule 3)"
    if split_into_groups(variant, [move.card, *items], value) is None:
        for it in items:
            if isinstance(it, Build) and it.multiple and it.value != value:
                return f"a multiple build of {it.value} keeps its value: it cannot become {value} (rule 4.4)"
        names = " ".join(str(c) for c in move.cards)
        return f"{move.card} with {names} cannot be split into groups of {value} (rule 4.4)"
    if not can_capture(variant, hand_after, value):
        return f"you must keep a card that takes {value} to build {value} (rule 4.4)"
    exposed = _exposed_builds(variant, table, mover, hand_after, items)
    if exposed:
        return f"you must keep a card to take your build of {exposed[0].value} (rule 4.5)"
    return None
