"""The fast legal-move generator (docs/RULES.md section 4).

Table items are numbered and sets of items are bitmasks. For one table
the generator computes, once (and remembers: a search asks for the moves of
many hands on the same tables):

* every subset of *summable* items (loose numbered cards, single builds) whose
  sum is at most 14, bucketed by sum: ``by_sum[s]`` (aces count 1 there; an
  ace as 14 can only ever be a group on its own, so it is added separately).
  Only the sums up to the highest value of the first hand asked about are
  listed at first (no capture or build of that hand reaches past it), every
  sum once another hand asks for more;
* for each value ``v`` it needs, the *groups* of ``v`` (those subsets, plus
  multiple builds of value ``v`` and loose aces as 14) and every union of
  pairwise disjoint groups: exactly the item sets that split into groups of ``v``.

A capture with a card of value ``v`` takes one such union. A build of ``V``
with a card of value ``cv`` is the card's own group (the card plus a subset
summing to ``V - cv``) joined with such a union of groups of ``V``. Which of
those a mover may play (the cards held back for builds, 4.4 and 4.5) is
``rule_core``'s to say, for this walk and the crowded table's lazy one alike.
Moves are collected by (card, value, item mask), which is docs/RULES.md 4.6's
"same card, same table", so each legal move appears once. A card's captures
depend only on the table and are kept with it; the hand and the mover decide
only which of them the held cards allow, and the builds.

``engine/reference_movegen.py`` is a slow brute-force twin written for
clarity; the test suite checks the two agree on thousands of positions.
"""

from __future__ import annotations

import contextlib
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator
from functools import partial
from itertools import islice
from typing import NamedTuple, cast

from .cards import CARDS, Card
from .clearance import (
    card_value,
    clearance_moves_of_card,
    clearance_moves_within,
    generate_clearance_moves,
    takes_of_value,
)
from .crowded_movegen import crowded_moves_of_card
from .moves import CAPTURE, TRAIL, Move, move_of
from .plays import table_after
from .rule_core import (
    EVERY_SUM,
    MAX_SUM,
    NO_STAKE,
    HeldCards,
    TableItems,
    aces_as_fourteen,
    builds_of_card,
    captures_of_card,
    raise_parts,
    raise_takes_any_sum,
)
from .step_budget import OutOfSteps, StepBudget
from .table import Build, Item
from .thread_memo import ThreadMemo
from .variants import Grouping, Variant

_CLEARANCE = Grouping.CLEARANCE
"""Read once: an enum member costs a lookup through its class each time it is named, on every question."""

TABLE_CACHE = 2048
"""Tables whose analysis is kept, the one asked for longest ago given up first: players ask for the
moves of many hands on one table (every sampled deal of a search meets the same tables), and the
table's part is most of the work; but each analysis holds kilobytes, and a search's tables seldom
come back in the next game, so the cache is kept to what one search uses again."""
_TABLES: ThreadMemo[OrderedDict[tuple[Variant, tuple[Item, ...]], _Table | None]] = ThreadMemo(OrderedDict)
"""Each table's analysis, or None for a crowded table (its moves are found lazily), in each thread's own memo."""
Outcome = tuple[Move, tuple[Item, ...]]
"""A capture and the table it leaves (``capture_outcomes``)."""
_CLEARANCE_TAKES: ThreadMemo[
    OrderedDict[tuple[Variant, tuple[Item, ...]], dict[int, list[tuple[tuple[Card, ...], tuple[Item, ...]]] | None]]
] = ThreadMemo(OrderedDict)
"""Each Clearance table's Takes by the value of the card that takes, with the table each leaves, as the
players' threat counting asks one table about card after card (``capture_outcomes``)."""
_NOT_KNOWN = object()
_NO_OWNERS: frozenset[int | None] = frozenset()
"""The owners of builds on a table without builds."""
_NO_GROUPS: Callable[[int], list[int]] = cast(list[list[int]], []).__getitem__
"""Where a table's own groups are looked up before any of its sums are listed (never: they are listed first)."""
_NO_SUMS: list[list[int]] = []
"""A table's subsets by sum before any are listed: never read, nor written to (a list of a table's own would be
one more for the garbage collector to count)."""
_TRAILS = tuple(move_of((TRAIL, card, (), 0)) for card in CARDS)
"""Each card's trail: the same move whatever the table, made once (moves are never changed)."""


_ITEMS_OF_BYTE = tuple(tuple(i for i in range(8) if byte >> i & 1) for byte in range(256))
"""The items of each mask of eight items (``_Table.cards_of``)."""


CROWDED_SUMS = 2048
"""Subsets of a table's summable items past which it counts as crowded (a dozen low cards or more): such a
table allows thousands of moves to millions, too many to list at once, so its moves are found lazily."""
_FEWEST_CROWDED = CROWDED_SUMS.bit_length() - 1
"""Summable items a table holds at most without crowding it by its sums: they have only 2 ** 11 subsets."""
CROWDED_UNIONS = 4096
"""Unions of groups of one value past which a table counts as crowded too: a few low cards allow few sums but,
taken together, thousands of ways to take them, more than any listing holds."""
CANDIDATE_LIMIT = 2000
"""The most moves a player weighs, and a listing gives unless asked for more: far above what an ordinary
table allows (a few hundred at most), so only a crowded table's list is ever cut."""
STEPS_PER_MOVE = 200
"""Search steps a bounded question on a crowded table may take for each move it may give."""
FEWEST_STEPS = 10_000
"""Search steps any bounded question may take, however few moves it asks for."""
UNBOUNDED_STEPS = 1 << 62
"""The budget of a question without a limit: the complete listing, however long it takes."""


class MoveListing(NamedTuple):
    """Some or all of the legal moves, and whether they are all of them."""

    moves: list[Move]
    complete: bool


listing_of = cast(Callable[[tuple[list[Move], bool]], MoveListing], partial(tuple.__new__, MoveListing))
"""A listing from its two fields at once, made in C as ``moves.move_of`` is: every random ply asks for one."""


def generate_moves(
    variant: Variant,
    hand: tuple[Card, ...],
    table: tuple[Item, ...],
    mover: int,
    captures_only: bool = False,
    remember: bool = True,
    limit: int | None = None,
    *,
    trailed_onto: tuple[Item, ...] | None = None,
) -> list[Move]:
    """Every legal move of ``mover`` holding ``hand``, each once, in a fixed order; at most ``limit`` if given.

    With ``captures_only`` just the captures, in the same order: the players'
    threat counting asks what a card can take on many tables, and builds are
    most of the work. Without ``remember`` a table not already analysed is
    not kept: a caller that remembers the moves themselves (the last-deal
    search) meets each table with few hands, and a cache of tables it never
    asks about again only costs the garbage collector. Without ``limit`` a
    crowded table's listing takes time and memory in proportion to its
    millions of moves; every question the players and front ends ask gives one. ``trailed_onto`` is the
    table a trail made this one of, if known: its analysis, if remembered, is grown instead of made anew.
    """
    if limit is not None:
        return list_moves(variant, hand, table, mover, limit, captures_only, remember, trailed_onto=trailed_onto).moves
    if variant.grouping is _CLEARANCE:
        return generate_clearance_moves(hand, table, captures_only)
    try:
        return _analysed(variant, table, remember, trailed_onto).moves(hand, mover, captures_only)
    except CrowdedTable:
        return _crowded_listing(variant, hand, table, mover, captures_only, None).moves


def list_moves(
    variant: Variant,
    hand: tuple[Card, ...],
    table: tuple[Item, ...],
    mover: int,
    limit: int,
    captures_only: bool = False,
    remember: bool = True,
    *,
    trailed_onto: tuple[Item, ...] | None = None,
) -> MoveListing:
    """At most ``limit`` legal moves, found in time bounded by ``limit``, and whether they are all.

    On an ordinary table these are all the moves, in ``generate_moves``'
    order. On a crowded one each card of the hand has an equal share of
    the moves and of the search steps, so every card shows what it can do,
    and the trails (when legal) are always among them; a limit too small for
    that is still a limit (``_crowded_listing``).
    """
    if variant.grouping is _CLEARANCE:
        every = clearance_moves_within(hand, table, captures_only, limit)
        if every is None:
            return _crowded_listing(variant, hand, table, mover, captures_only, limit)
        return MoveListing(every, True)
    try:
        every = _analysed(variant, table, remember, trailed_onto).moves(hand, mover, captures_only)
    except CrowdedTable:
        return _crowded_listing(variant, hand, table, mover, captures_only, limit)
    if len(every) <= limit:
        return listing_of((every, True))  # a list of this call's own: no copy needed
    return listing_of((every[:limit], False))


def iterate_moves(variant: Variant, hand: tuple[Card, ...], table: tuple[Item, ...], mover: int) -> Iterator[Move]:
    """Every legal move, one at a time: on a crowded table found card by card as they are asked for.

    The complete listing for a program that wants it (``cassino-engine moves
    --limit 0``): its memory stays that of one card's search, not millions of
    moves, and it is in ``generate_moves``' order only on an ordinary table.
    A Clearance table too crowded to work out its groups at once gives its
    Takes and Drops, not its Builds (``clearance.affordable``).
    """
    listing = list_moves(variant, hand, table, mover, CANDIDATE_LIMIT)
    if listing.complete:
        yield from listing.moves
        return
    for card in hand:
        with contextlib.suppress(OutOfSteps):
            yield from _moves_of_card(variant, hand, table, mover, card, False, StepBudget(UNBOUNDED_STEPS))
    yield from _trails(variant, hand, table, mover, False)


def _trails(
    variant: Variant, hand: tuple[Card, ...], table: tuple[Item, ...], mover: int, captures_only: bool
) -> list[Move]:
    """The legal trails: one of each card unless the mover owns a build (Clearance: always)."""
    if captures_only:
        return []
    if variant.grouping is not _CLEARANCE and any(isinstance(it, Build) and it.owner == mover for it in table):
        return []
    return [_TRAILS[c] for c in hand]


def _moves_of_card(
    variant: Variant,
    hand: tuple[Card, ...],
    table: tuple[Item, ...],
    mover: int,
    card: Card,
    captures_only: bool,
    budget: StepBudget,
) -> Iterator[Move]:
    """The captures and builds of one card on a crowded table, lazily (``OutOfSteps`` once ``budget`` is spent)."""
    if variant.grouping is _CLEARANCE:
        return clearance_moves_of_card(card, table, captures_only, budget)
    return crowded_moves_of_card(variant, hand, table, mover, card, captures_only, budget)


def _crowded_listing(
    variant: Variant,
    hand: tuple[Card, ...],
    table: tuple[Item, ...],
    mover: int,
    captures_only: bool,
    limit: int | None,
) -> MoveListing:
    """The moves found lazily (``crowded_movegen``, or Clearance's own), each card its share of ``limit``.

    The trails come first in the room ``limit`` leaves, then each card's
    share; a limit smaller than the hand and its trails leaves some cards a
    share of none (a listing is never longer than its limit).
    """
    trails = _trails(variant, hand, table, mover, captures_only)
    complete = True
    if limit is not None and len(trails) > limit:
        trails, complete = trails[:limit], False
    cards = len(hand) or 1
    room = None if limit is None else limit - len(trails)
    shares = _shares(len(hand), room)
    steps = UNBOUNDED_STEPS if room is None else max(FEWEST_STEPS // cards, max(1, room // cards) * STEPS_PER_MOVE)
    moves: list[Move] = []
    for card, card_share in zip(hand, shares, strict=True):
        found = _moves_of_card(variant, hand, table, mover, card, captures_only, StepBudget(steps))
        card_moves: list[Move] = []
        try:
            for move in found if card_share is None else islice(found, card_share + 1):
                card_moves.append(move)  # one at a time: the moves found before the budget ran out are kept
        except OutOfSteps:
            complete = False
        if card_share is not None and len(card_moves) > card_share:
            complete = False
            del card_moves[card_share:]
        moves.extend(card_moves)
    return MoveListing(moves + trails, complete)


def _shares(cards: int, room: int | None) -> list[int | None]:
    """How many moves each of ``cards`` cards may give in ``room`` moves (None: no limit), in the hand's order.

    An equal share each while the room holds one move a card at least; in
    less, one move each for the first cards until the room is full, and none
    for the rest.
    """
    if room is None:
        return [None] * cards
    if room >= cards:
        return [room // cards] * cards
    return [1 if index < room else 0 for index in range(cards)]


def forget_tables() -> None:
    """Drop every remembered table, in every thread: a new game meets none of them; benchmarks time a search
    from cold, as its first move meets it."""
    _TABLES.forget()
    _CLEARANCE_TAKES.forget()


def capture_outcomes(
    variant: Variant, hand: tuple[Card, ...], table: tuple[Item, ...], mover: int, limit: int = CANDIDATE_LIMIT
) -> list[tuple[Move, tuple[Item, ...]]]:
    """The captures of ``generate_moves(..., captures_only=True)``, in its order, each with the table it leaves.

    The players' threat counting asks, for thousands of tables a choice,
    what each capture takes and what it leaves to take back; the table left
    is remembered with the table taken from, instead of rebuilt each time.
    A capture takes every item when the table it leaves is empty (a sweep).
    At most ``limit`` are given: more than an ordinary table allows (in
    Clearance, only a table past ``CANDIDATE_LIMIT`` moves is cut).
    """
    if variant.grouping is not _CLEARANCE:
        try:
            return _analysed(variant, table, True).capture_outcomes(hand, mover, limit)[:limit]
        except CrowdedTable:
            captures = list_moves(variant, hand, table, mover, limit, captures_only=True).moves
    else:
        most = max(limit, CANDIDATE_LIMIT)
        remembered = _clearance_outcomes(variant, hand, table, mover, most)
        if remembered is not None:
            return remembered
        listing = list_moves(variant, hand, table, mover, most, captures_only=True)
        captures = listing.moves if listing.complete else listing.moves[:limit]
    return [(move, table_after(variant, table, mover, move)) for move in captures]


def _clearance_outcomes(
    variant: Variant, hand: tuple[Card, ...], table: tuple[Item, ...], mover: int, most: int
) -> list[Outcome] | None:
    """A Clearance table's ``capture_outcomes`` from its Takes remembered by value (a Take's table cards and the
    table it leaves depend on the card's value alone); None when they are more than ``most`` in all, as the
    listing then gives a share of them."""
    key = (variant, table)
    memo = _CLEARANCE_TAKES.get()
    by_value = memo.get(key)
    if by_value is None:
        by_value = memo[key] = {}
        if len(memo) > TABLE_CACHE:
            memo.popitem(last=False)  # the table asked for longest ago
    else:
        memo.move_to_end(key)
    outcomes: list[Outcome] = []
    for card in hand:
        value = card_value(card)
        if value not in by_value:
            takes = takes_of_value(table, value, most)
            by_value[value] = (
                None
                if takes is None
                else [(cards, table_after(variant, table, mover, Move(CAPTURE, card, cards, 0))) for cards in takes]
            )
        found = by_value[value]
        if found is None or len(outcomes) + len(found) > most:
            return None
        outcomes.extend((Move(CAPTURE, card, cards, 0), left) for cards, left in found)
    return outcomes


def _analysed(
    variant: Variant, table: tuple[Item, ...], remember: bool, trailed_onto: tuple[Item, ...] | None = None
) -> _Table:
    """The table's analysis: remembered, or made now (and kept if ``remember``); grown from that of
    ``trailed_onto``, if given and remembered, the table a trail left this one."""
    key = (variant, table)
    tables = _TABLES.get()
    known = tables.get(key, _NOT_KNOWN)
    if known is not _NOT_KNOWN:
        tables.move_to_end(key)  # asked for again: the last to be given up
        if known is None:
            raise CrowdedTable
        assert isinstance(known, _Table)
        return known
    try:
        before = tables.get((variant, trailed_onto)) if trailed_onto is not None else None
        grown = before.trailed(table) if before is not None else None
        analysed = grown if grown is not None else _Table(variant, table)
    except CrowdedTable:
        if remember:
            tables[key] = None  # found crowded once: the next question goes the lazy way at once
        raise
    if remember:
        tables[key] = analysed
        if len(tables) > TABLE_CACHE:
            tables.popitem(last=False)  # the table asked for longest ago
    return analysed


class CrowdedTable(Exception):
    """A table with so many low cards that listing what it allows takes the lazy, bounded way."""


class _Table:
    """What one table allows, whoever holds which cards: its items' groups by value, worked out once.

    Everything that depends on the hand or the mover (the reserved cards,
    the builds the mover owns) is left to ``moves``; the sums, the unions
    of groups and each card's captures are remembered as they are first
    asked for.
    """

    __slots__ = (
        "_before",
        "_bound",
        "_build_unions_differ",
        "_by_sum",
        "_capture_moves",
        "_group_values",
        "_item_cards",
        "_items",
        "_mask_cards",
        "_outcomes",
        "_own_group",
        "_owners",
        "_rests",
        "_sums",
        "_unions",
        "_variant",
        "items",
        "own_sums",
    )

    def __init__(self, variant: Variant, table: tuple[Item, ...], items: TableItems | None = None) -> None:
        """The analysis of ``table``, whose ``items`` may be known already (``trailed``)."""
        self._variant = variant
        self._items = table
        if items is None:
            items = TableItems.of(variant, table)
        self.items = items
        self._item_cards = items.item_cards
        builds = items.builds
        self._owners = {owner for _, _, owner in builds} if builds else _NO_OWNERS

        self._unions: dict[int, list[int]] = {}
        self._mask_cards: dict[int, tuple[Card, ...]] = {}
        self._capture_moves: dict[Card, list[Move]] = {}
        self._outcomes: dict[Card, list[tuple[Move, tuple[Item, ...]]]] | None = None  # made when first asked for:
        self._rests: dict[int, tuple[Item, ...]] | None = None  # only the players' threat counting asks
        self._bound = -1  # the highest sum whose subsets are listed: none yet
        self._by_sum = _NO_SUMS
        self._sums = 1
        self._before: tuple[list[list[int]], int, int, list[tuple[int, int]]] | None = None
        self._group_values = 0
        self._own_group = _NO_GROUPS
        self.own_sums = EVERY_SUM
        if len(items.summable) > _FEWEST_CROWDED:
            self._cover(MAX_SUM)  # so many items may crowd the table by their sums: counted as the table is met
        # A build's groups differ from a capture's only where single builds stay whole in builds (a house rule)
        # or a loose ace is 14 to a capture and not in a build: elsewhere both ask for the same unions.
        aces14 = items.aces14
        self._build_unions_differ = bool(
            (items.builds_whole_in_builds and items.single_bits)
            or (aces14 and aces14 != aces_as_fourteen(variant, items, building=True))
        )

    def trailed(self, table: tuple[Item, ...]) -> _Table | None:
        """The analysis of ``table``, this one with a card trailed onto it, grown from this one: the new card is
        the last item, its subsets the last of each sum, and the others' subsets are listed already, up to this
        table's bound (``_cover`` takes them if that is enough). None where the new table might be crowded (made
        afresh, it says so)."""
        items = self.items.trailed(self._variant, cast(Card, table[-1]))
        if len(items.summable) > _FEWEST_CROWDED:
            return None
        grown = _Table(self._variant, table, items)
        if self._bound >= 0:
            grown._before = (self._by_sum, self._sums, self._bound, items.summable[len(self.items.summable) :])
        return grown

    def _cover(self, total: int) -> None:
        """List the subsets of summable items adding up to ``total`` at most, bucketed by sum; every sum once more
        is asked for. A hand of low cards asks only about low sums, and most of a table's subsets add up to more.

        Each bucket is in the order of its masks: an item joins the subsets of each sum in turn, from the
        highest sum it may join down (so none is met twice), and every subset made holds the newest item, the
        highest bit yet. Which sums have subsets is kept as bits, so the sums with none are never looked at; a
        plain loop, as a comprehension is a call of its own and most tables have a handful of items. Past
        ``CROWDED_SUMS`` subsets (of any sum up to 14) the table is crowded: only a table of more than
        ``_FEWEST_CROWDED`` summable items can be, and its subsets are all listed as it is met.
        """
        before = self._before
        if before is not None:  # the table trailed onto listed its sums (``trailed``): grown from them, if enough
            self._before = None
            by_sum, sums, listed, added = before
            if total <= listed:
                # A trail adds one card, which joins only the sums from its value up to the bound (if summable):
                # the other buckets are shared with the other table, not copied, as no listing writes to a bucket
                # once made (a wider one starts afresh) and every list a remembered table keeps counts towards
                # the garbage collector's next pass.
                stop = listed + 1
                start = min(added[0][1], stop) if added else stop
                by_sum = by_sum[:start] + list(map(list.copy, by_sum[start:stop])) + by_sum[stop:]
                self._list_sums(listed, by_sum, sums, added)
                return
        bound = total if self._bound < 0 else MAX_SUM
        by_sum = [[0], [], [], [], [], [], [], [], [], [], [], [], [], [], []]  # MAX_SUM + 1
        self._list_sums(bound, by_sum, 1, self.items.summable)

    def _list_sums(self, bound: int, by_sum: list[list[int]], sums: int, summable: list[tuple[int, int]]) -> None:
        """``_cover`` from the subsets of ``by_sum`` (their sums ``sums``, sum s as ``1 << s``) on: those of the
        items before ``summable``, whose bits are all lower."""
        items = self.items
        watch = len(items.summable) > _FEWEST_CROWDED
        for ibit, w in summable:
            top = bound - w
            if top < 0:
                continue
            joined = sums & ((2 << top) - 1)  # the sums this item may join
            sums |= joined << w
            while joined:
                s = joined.bit_length() - 1
                joined ^= 1 << s
                bucket = by_sum[s + w]
                for mask in by_sum[s]:
                    bucket.append(mask | ibit)
            if watch and sum(map(len, by_sum)) > CROWDED_SUMS:
                raise CrowdedTable
        group_values = sums & ~1  # the values some group adds up to, value v as 1 << v (Variant._value_bits)
        for _, value in items.wholes:
            group_values |= 1 << value
        if items.aces14:
            group_values |= 1 << MAX_SUM
        self._bound = bound
        self._by_sum = by_sum
        self._sums = sums
        self._group_values = group_values
        if raise_takes_any_sum(self._variant):
            self._own_group = by_sum.__getitem__  # the card alone, or any subset of the sum needed
            self.own_sums = sums | ~((2 << bound) - 1)  # those listed are the own groups' sums; past the bound, unknown
        else:
            self._own_group = _own_groups(self._variant, by_sum, items)

    def unions(self, v: int, building: bool = False) -> list[int]:
        """All disjoint unions of groups of ``v`` (0, the empty union, first), for a capture or a build."""
        key = v + 16 if building and self._build_unions_differ else v
        found = self._unions.get(key)
        if found is not None:
            return found
        if v > self._bound:
            self._cover(v)
        items = self.items
        groups = self._by_sum[v]  # the usual groups of v, as they are: copied before any is added or left out
        if building and items.builds_whole_in_builds:
            # No single build, or nothing but one (a group of one item is a power of two).
            single_bits = items.single_bits
            groups = [m for m in groups if not m & single_bits or not m & (m - 1)]
        if items.wholes:
            groups = groups + [mbit for mbit, mv in items.wholes if mv == v]
        # A loose ace as 14 is a group of its own; in a build only where the house rules let aces be high there.
        aces14 = aces_as_fourteen(self._variant, items, building) if v == MAX_SUM else 0
        if aces14:
            groups = groups.copy()
            a = aces14
            while a:
                low = a & -a
                groups.append(low)
                a ^= low
        if len(groups) < 2:
            found = [0, *groups]  # most values: no group or one
        else:
            result = {0}
            for g in groups:
                result.update([u | g for u in result if not u & g])
                if len(result) > CROWDED_UNIONS:
                    raise CrowdedTable  # more ways to take than any listing holds: the lazy way answers
            found = sorted(result)
        self._unions[key] = found
        return found

    def cards_of(self, mask: int) -> tuple[Card, ...]:
        """The cards of the items in ``mask``, sorted."""
        if not mask & (mask - 1):  # one item: its cards are sorted already
            return self._item_cards[mask.bit_length() - 1]
        found = self._mask_cards.get(mask)
        if found is None:
            collected: list[Card] = []
            item_cards = self._item_cards
            m = mask
            first = 0
            while m:  # the items of each eight in turn, looked up (a loop over the bits took a dozen steps an item)
                for i in _ITEMS_OF_BYTE[m & 0xFF]:
                    collected += item_cards[first + i]
                m >>= 8
                first += 8
            collected.sort()
            found = self._mask_cards[mask] = tuple(collected)
        return found

    def captures(self, card: Card) -> Iterable[tuple[int, Move]]:
        """Every capture ``card`` could make here, with the items it takes, before the reserved-card rule."""
        moves = self.capture_moves(card)
        return zip(self.capture_masks(card), moves, strict=True)  # the masks again: quicker than keeping them

    def capture_masks(self, card: Card, most: int | None = None) -> list[int]:
        """The items of every capture ``card`` could make here, as masks, in ``captures``' order (at most ``most``)."""
        cvals = self._variant._values[card]
        if not cvals:
            return self.items.face_masks(self._variant, card)
        if len(cvals) == 1:  # one value: its unions are distinct already, the empty one first
            masks = self.unions(cvals[0])
            return masks[1:] if most is None else masks[1 : most + 1]
        found: list[int] = []
        taken: set[int] = set()
        for v in cvals:
            for mask in self.unions(v):
                if mask and mask not in taken:
                    taken.add(mask)
                    found.append(mask)
                    if most is not None and len(found) >= most:
                        return found
        return found

    def capture_moves(self, card: Card) -> list[Move]:
        """Every capture ``card`` could make here, in ``captures``' order: all it may take when no build is at stake."""
        found = self._capture_moves.get(card)
        if found is None:
            found = []
            item_cards = self._item_cards
            for mask in self.capture_masks(card):  # a loop, not a comprehension: that is a call of its own
                taken = item_cards[mask.bit_length() - 1] if not mask & (mask - 1) else self.cards_of(mask)
                found.append(move_of((CAPTURE, card, taken, 0)))
            self._capture_moves[card] = found  # kept once made: a crowded table's unions raise on the way
        return found

    def rest(self, mask: int) -> tuple[Item, ...]:
        """The items not in ``mask``, in table order: the table a capture of ``mask`` leaves."""
        rests = self._rests
        if rests is None:
            rests = self._rests = {}
        found = rests.get(mask)
        if found is None:
            found = rests[mask] = tuple(it for i, it in enumerate(self._items) if not mask >> i & 1)
        return found

    def capture_outcomes(self, hand: tuple[Card, ...], mover: int, limit: int) -> list[tuple[Move, tuple[Item, ...]]]:
        """``capture_outcomes`` on this table: the first ``limit``, only those made (a big table has thousands)."""
        if mover not in self._owners:
            outcomes = self._outcomes
            if outcomes is None:
                outcomes = self._outcomes = {}
            found: list[tuple[Move, tuple[Item, ...]]] = []
            for c in hand:
                card_outcomes = outcomes.get(c)
                if card_outcomes is None:
                    room = limit - len(found)
                    masks = self.capture_masks(c, room + 1)
                    if len(masks) > room:  # cut here: made for this answer only, not remembered
                        found.extend((Move(CAPTURE, c, self.cards_of(m), 0), self.rest(m)) for m in masks[:room])
                        return found
                    card_outcomes = outcomes[c] = [(Move(CAPTURE, c, self.cards_of(m), 0), self.rest(m)) for m in masks]
                found.extend(card_outcomes)
                if len(found) >= limit:
                    return found[:limit]
            return found
        # The mover owns a build here: the reserved-card rule decides which captures stay.
        allowed = set(self.moves(hand, mover, True))
        return [(move, self.rest(mask)) for c in hand for mask, move in self.captures(c) if move in allowed]

    def build_masks(self, target: int, need: int, required: int) -> list[int]:
        """The items of each way of a build of ``target`` (``rule_core.Groups``), union by union."""
        if target > self._bound:
            self._cover(target)
        mine = self._own_group(need)
        if not mine:
            return mine
        masks = []  # loops, not comprehensions: those are calls of their own
        for union in self.unions(target, building=True):
            if required and not union & required:
                continue
            for part in mine:
                if not part & union:
                    masks.append(part | union)
        return masks

    def moves(self, hand: tuple[Card, ...], mover: int, captures_only: bool) -> list[Move]:
        """Every legal move of ``mover`` holding ``hand`` on this table (``generate_moves``)."""
        if captures_only and mover not in self._owners:
            # The threat counting's question, thousands of times a choice: nothing reserved, no builds.
            capture_moves = self.capture_moves
            return [move for c in hand for move in capture_moves(c)]
        variant = self._variant
        held = HeldCards(variant, self.items.builds, hand, mover)
        if held.values >> (self._bound + 1):
            self._cover(held.values.bit_length() - 1)  # the sums up to the highest value held, at least
        moves: list[Move] = []
        if mover not in self._owners:
            # Nothing at stake for any card: every capture allowed, every trail legal (the usual hand). A numbered
            # card none of whose values a group adds up to captures nothing: it is not asked.
            capture_moves = self.capture_moves
            group_values = self._group_values
            value_bits = variant._value_bits
            for c in hand:
                bits = value_bits[c]
                if group_values & bits or not bits:
                    moves += capture_moves(c)
                moves += builds_of_card(variant, self, held, c, NO_STAKE)
            moves += map(_TRAILS.__getitem__, hand)
            return moves
        for c in hand:
            stake = held.at_stake(c)
            moves += captures_of_card(self, held, c, stake)
            if not captures_only:
                moves += builds_of_card(variant, self, held, c, stake)
        return moves


def _own_groups(variant: Variant, by_sum: list[list[int]], items: TableItems) -> Callable[[int], list[int]]:
    """The table items that may join the played card in its own group, by the sum they must add: the rule
    core's ``raise_parts`` over the subsets listed by sum, worked out per sum when first asked (most are never),
    where a house rule narrows a raise (``_list_sums`` hands out the sums as they are elsewhere)."""
    own: dict[int, list[int]] = {}

    def summing(total: int, among: int) -> list[int]:
        return [m for m in by_sum[total] if not m & ~among]

    def groups_adding(need: int) -> list[int]:
        found = own.get(need)
        if found is None:
            found = own[need] = list(raise_parts(variant, items, need, summing))
        return found

    return groups_adding
