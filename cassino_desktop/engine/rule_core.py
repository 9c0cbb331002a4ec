"""The rules of capturing and building, written once (docs/RULES.md 4.2 to 4.5).

A card's moves come from two questions about the table: which items make
groups of a value (the grouping search), and which of those plays the mover
may make with the builds they own and the cards they keep (the held cards).
The grouping search is walked two ways: all at once and remembered for an
ordinary table (``movegen``), one move at a time for a crowded one
(``crowded_movegen``). Both ask this module for the moves, so a rule lives
here and nowhere else; ``reference_movegen`` is the slow independent check
of it, and ``rules`` asks ``HeldCards`` why a play breaks rule 4.4 or 4.5.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, NamedTuple, Protocol

from .cards import CARDS, Card
from .moves import BUILD, Move, move_of
from .table import Build, Item
from .variants import BuilderDuty, Variant

_TAKE_OR_ADD = BuilderDuty.TAKE_OR_ADD
"""Read once: an enum member costs a lookup through its class each time it is named, for every hand."""

_ALONE = tuple((card,) for card in CARDS)
"""Each card as the cards of a table item."""
MAX_SUM = 14
"""The highest value a group may add up to (an ace as 14, a build of 14)."""
LOW, HIGH = 1, MAX_SUM
"""An ace's two values where aces are high: the only card that can capture two values."""
EVERY_SUM = -1
"""``Groups.own_sums`` of a search that cannot tell which sums it will find: every bit set."""
NO_STAKE = (0, False)
"""``HeldCards.at_stake`` of a mover who owns no build: nothing to take in, no ace asked to keep two values."""
_NOTHING_OWNED: tuple[tuple[int, int], ...] = ()
"""The builds owned by a mover who owns none (``HeldCards``)."""
_NO_BUILDS: list[Any] = []
"""The builds of every kind on a table without builds (``TableItems``); never written to. Most tables hold
none, and each list a table's analysis keeps counts towards the garbage collector's next pass."""
_NONE_REQUIRED: dict[int, int] = {}
"""No build that a new build must take in (a house rule lets two builds of a value lie side by side); never
written to."""


class TableItems(NamedTuple):
    """A table's items sorted by how moves may use them, each item a bit of a mask (item ``i`` is ``1 << i``)."""

    item_cards: list[tuple[Card, ...]]
    summable: list[tuple[int, int]]
    """Items that add up in sums, as (bit, value): numbered loose cards (an ace as 1) and single builds if the
    house rules sum them."""
    wholes: list[tuple[int, int]]
    """Items only ever a group on their own: multiple builds, and single builds where they are never summed."""
    singles: list[tuple[int, int]]
    single_bits: int
    aces14: int
    faces: dict[int, int]
    """Advanced's face cards by rank less one: never summed, taken one at a time (or all at once, a house rule)."""
    build_at: dict[int, int]
    builds: list[tuple[int, int, int | None]]
    """Every build as (bit, value, owner)."""
    build_bits: int
    builds_whole_in_builds: bool
    """Without loose cards in a raise (house rule), only the played card may change a build's value:
    in a build, the other groups take a single build whole, never summed with other items."""
    merge_bits: int
    """The builds of which a build move may take in one at most: every build where a house rule forbids merging
    them, else none."""
    required_at: dict[int, int]
    """The builds a new build of each value must take in (rule 3): ``build_at``, or none where a house rule lets
    two builds of a value lie side by side. Never written to."""

    @classmethod
    def of(cls, variant: Variant, table: Sequence[Item]) -> TableItems:
        sum_values = variant._table_sum_values
        table_high = variant._table_high
        sums_builds = variant.builds_in_sums
        item_cards: list[tuple[Card, ...]] = []
        summable: list[tuple[int, int]] = []
        wholes: list[tuple[int, int]] = _NO_BUILDS
        singles: list[tuple[int, int]] = _NO_BUILDS
        faces: dict[int, int] = {}
        build_at: dict[int, int] = {}
        builds: list[tuple[int, int, int | None]] = _NO_BUILDS
        single_bits = aces14 = build_bits = 0
        bit = 1
        for item in table:
            if isinstance(item, Build):
                if not build_bits:  # the first build: its lists made
                    wholes, singles, builds = [], [], []
                item_cards.append(item.cards)
                value = item.value
                build_at[value] = build_at.get(value, 0) | bit
                builds.append((bit, value, item.owner))
                build_bits |= bit
                if len(item.groups) > 1:
                    wholes.append((bit, value))
                else:
                    singles.append((bit, value))
                    single_bits |= bit
                    (summable if sums_builds else wholes).append((bit, value))
            else:
                item_cards.append(_ALONE[item])
                value = sum_values[item]
                if value:
                    summable.append((bit, value))
                    if value == LOW and table_high[item]:
                        aces14 |= bit
                else:
                    rank = item >> 2  # the rank less one
                    faces[rank] = faces.get(rank, 0) | bit
            bit <<= 1
        builds_whole = sums_builds and not variant.loose_cards_in_raise
        merge_bits = 0 if variant.builds_merge else build_bits
        required_at = build_at if variant.one_build_per_value else _NONE_REQUIRED
        # The fields at once: a named tuple's own __new__ is Python code, and every table makes one.
        return tuple.__new__(
            cls,
            (
                item_cards,
                summable,
                wholes,
                singles,
                single_bits,
                aces14,
                faces,
                build_at,
                builds,
                build_bits,
                builds_whole,
                merge_bits,
                required_at,
            ),
        )

    def trailed(self, variant: Variant, card: Card) -> TableItems:
        """The items of this table with ``card`` trailed onto it, the last and highest bit: what ``of`` makes of
        the longer table, without going through the others again (a random game trails every other play).

        A loose card changes no build, so those fields are this table's own; no field is ever written to.
        """
        bit = 1 << len(self.item_cards)
        summable = self.summable
        aces14 = self.aces14
        faces = self.faces
        value = variant._table_sum_values[card]
        if value:  # as ``of`` reads a loose card
            summable = [*summable, (bit, value)]
            if value == LOW and variant._table_high[card]:
                aces14 |= bit
        else:
            rank = card >> 2  # the rank less one
            faces = {**faces, rank: faces.get(rank, 0) | bit}
        return tuple.__new__(
            TableItems,
            (
                [*self.item_cards, _ALONE[card]],
                summable,
                self.wholes,
                self.singles,
                self.single_bits,
                aces14,
                faces,
                self.build_at,
                self.builds,
                self.build_bits,
                self.builds_whole_in_builds,
                self.merge_bits,
                self.required_at,
            ),
        )

    def cards_of(self, mask: int) -> tuple[Card, ...]:
        """The cards of the items in ``mask``, sorted."""
        collected: list[Card] = []
        item_cards = self.item_cards
        i = 0
        while mask:
            if mask & 1:
                collected.extend(item_cards[i])
            mask >>= 1
            i += 1
        return tuple(sorted(collected))

    def face_masks(self, variant: Variant, card: Card) -> list[int]:
        """What an Advanced face card takes (4.3): one loose card of its rank, or all of them (a house rule)."""
        fbits = self.faces.get(card >> 2, 0)
        if fbits and variant.faces_take_all:
            return [fbits]
        singles = []
        while fbits:
            low = fbits & -fbits
            fbits ^= low
            singles.append(low)
        return singles


class Groups(Protocol):
    """The grouping search over one table, walked all at once or one group at a time."""

    items: TableItems
    own_sums: int
    """The sums the played card's own group may need from the table (``need`` of ``build_masks``), sum ``s`` as
    ``1 << s``, 0 among them: a build whose need is not among them is never searched for. Every sum, where
    the search does not know them in advance (``EVERY_SUM``)."""

    def captures(self, card: Card) -> Iterable[tuple[int, Move]]:
        """Every capture ``card`` could make, with the items it takes, before the held-card rule."""

    def capture_moves(self, card: Card) -> Iterable[Move]:
        """``captures`` without the items: all a card may take when no build owned is at stake."""

    def build_masks(self, target: int, need: int, required: int) -> Iterable[int]:
        """The ways of making a build of ``target``, each as the items it takes in: those joining the played
        card in its own group (adding up to ``need``) with a union of other groups of ``target`` beside it,
        which holds the build of ``required`` where one must be taken in (docs/RULES.md 3). The empty way (the
        card alone) may be among them: the rules refuse it."""

    def cards_of(self, mask: int) -> tuple[Card, ...]:
        """The cards of the items in ``mask``, sorted."""


class HeldCards:
    """What the cards a mover keeps allow (4.4, 4.5, and the builder's duty of a house rule), hand by hand.

    Every build the mover owns after a play must keep a card of the hand that captures it, a card of its own
    for each value (decision 11.2.7): only an ace can capture two values (1 and 14), so builds of 1 and of 14
    both kept need two aces. A new build needs a card kept for its value too.

    The hand is counted as value bits (value ``v`` is ``1 << v``, ``Variant._value_bits``): the values held
    by one card at least, by two and by three. No card counts a value twice, so what a played card leaves is
    a ``&`` and a ``|``, where a count would take a loop over the values.
    """

    __slots__ = ("_duty", "_high", "_low", "_owned", "_three", "_two", "_value_bits", "values")

    def __init__(
        self, variant: Variant, builds: Sequence[tuple[int, int, int | None]], hand: Iterable[Card], mover: int
    ):
        value_bits = variant._value_bits
        one = two = 0
        for c in hand:
            bits = value_bits[c]
            two |= one & bits
            one |= bits
        self._value_bits = value_bits
        self.values = one  # the values held, as bits: the sums a table's analysis must reach for this hand
        self._two = two
        owned = [(bit, value) for bit, value, owner in builds if owner == mover] if builds else _NOTHING_OWNED
        self._owned = owned
        if not owned:  # the usual mover: no ace asked to keep two builds, so no count of three (``one_ace``)
            self._duty = self._low = self._high = self._three = 0
            return
        one = two = three = 0
        for c in hand:
            bits = value_bits[c]
            three |= two & bits
            two |= one & bits
            one |= bits
        self._three = three
        duty = low = high = 0
        for bit, value in owned:
            duty |= bit
            if value == LOW:
                low |= bit
            elif value == HIGH:
                high |= bit
        self._duty = duty if variant.builder_duty is _TAKE_OR_ADD else 0
        self._low = low
        self._high = high

    def unkept(self) -> list[int]:
        """The values of the builds owned that the hand, as it is, keeps no card of their own for (4.5)."""
        one = self.values
        bare = [value for _, value in self._owned if not one >> value & 1]
        if not bare and self._low and self._high and not self._two >> HIGH & 1:
            bare = [LOW, HIGH]  # one ace for both
        return bare

    def exposed(self, card: Card) -> int:
        """The builds a play of ``card`` must take in: those it would leave without a capturing card, and every
        build owned under the builder's duty."""
        kept = self.kept_bits(card)
        exposed = self._duty
        for bit, value in self._owned:
            if not kept >> value & 1:
                exposed |= bit
        return exposed

    def one_ace(self, card: Card) -> bool:
        """Whether playing ``card`` leaves fewer than two aces for builds of 1 and of 14 the mover owns."""
        if not (self._low or self._high):
            return False
        left_two = self._three if self._value_bits[card] >> HIGH & 1 else self._two  # two aces once it is played
        return not left_two >> HIGH & 1

    def at_stake(self, card: Card) -> tuple[int, bool]:
        """``exposed`` and ``one_ace`` of a play of ``card``: asked once for its captures and its builds."""
        if not self._owned:
            return NO_STAKE
        return self.exposed(card), self.one_ace(card)

    def keeps_for(self, card: Card, value: int) -> bool:
        """Whether a card that captures ``value`` is left once ``card`` is played (4.4's card for a new build)."""
        return bool(self.kept_bits(card) >> value & 1)

    def kept_bits(self, card: Card) -> int:
        """The values (value ``v`` as ``1 << v``) a card left in hand captures once ``card`` is played (4.4's card
        for a new build, 4.5's for a build owned): those held by another card too, or not by this one."""
        played = self._value_bits[card]
        return (self.values & ~played) | (self._two & played)

    def capture_allowed(self, mask: int, exposed: int, one_ace: bool) -> bool:
        """A capture of ``mask``: every exposed build taken, and no ace asked to keep two values."""
        if exposed & ~mask:
            return False
        return not (one_ace and self._low & ~mask and self._high & ~mask)

    def build_allowed(self, target: int, mask: int, exposed: int, one_ace: bool) -> bool:
        """A build of ``target`` taking ``mask`` in: every exposed build taken, no ace asked to keep two values."""
        if exposed & ~mask:
            return False
        if not one_ace:
            return True
        keeps_low = bool(self._low & ~mask) or target == LOW
        keeps_high = bool(self._high & ~mask) or target == HIGH
        return not (keeps_low and keeps_high)


def moves_of_card(variant: Variant, groups: Groups, held: HeldCards, card: Card, captures_only: bool) -> Iterator[Move]:
    """The legal captures, then builds, of ``card``, each once, in a fixed order (trails are the caller's)."""
    stake = held.at_stake(card)
    yield from captures_of_card(groups, held, card, stake)
    if not captures_only:
        yield from builds_of_card(variant, groups, held, card, stake)


def captures_of_card(groups: Groups, held: HeldCards, card: Card, stake: tuple[int, bool]) -> Iterable[Move]:
    """The legal captures of ``card``: all it could take, unless a build owned must be taken in or kept (4.5);
    ``stake`` is ``held.at_stake(card)``."""
    exposed, one_ace = stake
    if not exposed and not one_ace:
        return groups.capture_moves(card)
    return _allowed_captures(groups, held, card, exposed, one_ace)


def _allowed_captures(groups: Groups, held: HeldCards, card: Card, exposed: int, one_ace: bool) -> Iterator[Move]:
    for mask, move in groups.captures(card):
        if held.capture_allowed(mask, exposed, one_ace):
            yield move


def builds_of_card(
    variant: Variant, groups: Groups, held: HeldCards, card: Card, stake: tuple[int, bool]
) -> Iterable[Move]:
    """The legal builds of ``card``, each once (4.2 to 4.5 and the house rules on builds); ``stake`` is
    ``held.at_stake(card)``. Most cards build nothing, and say so before any search is started."""
    build_values = variant._build_values[card]
    if not build_values:
        return ()
    # 4.4: a card to take the new build stays in hand, of a value the card and a group of its own can reach.
    reach = 0
    for cv in build_values:
        reach |= groups.own_sums << cv
    kept = held.kept_bits(card) & variant._build_targets & reach
    if not kept:
        return ()
    return _builds_reaching(groups, held, card, stake, build_values, kept)


def _builds_reaching(
    groups: Groups, held: HeldCards, card: Card, stake: tuple[int, bool], build_values: tuple[int, ...], kept: int
) -> Iterator[Move]:
    """``builds_of_card`` of a card counting ``build_values`` in a build, to the values ``kept`` in hand (as bits)."""
    exposed, one_ace = stake
    at_stake = exposed or one_ace
    items = groups.items
    merge_bits = items.merge_bits
    required_at = items.required_at
    built: set[int] = set()  # each build once: its target and items as one number, mask << 4 | target
    cards_of = groups.cards_of
    build_masks = groups.build_masks
    for cv in build_values:
        targets = kept >> cv << cv
        while targets:
            low = targets & -targets
            targets ^= low
            target = low.bit_length() - 1
            for mask in build_masks(target, target - cv, required_at.get(target, 0)):
                if not mask or (at_stake and not held.build_allowed(target, mask, exposed, one_ace)):
                    continue
                if merge_bits and (merged := mask & merge_bits) & (merged - 1):
                    continue  # two builds merged by one play (a house rule refuses it)
                key = mask << 4 | target
                if key not in built:
                    built.add(key)
                    yield move_of((BUILD, card, cards_of(mask), target))


Summing = Callable[[int, int], Iterable[int]]
"""A walk's lister of summed items: ``summing(total, among)`` gives, as masks, sets of the summable items in the
mask ``among`` adding up to ``total``, in the walk's own order (the empty set for a total of 0)."""


def raise_parts(variant: Variant, items: TableItems, need: int, summing: Summing) -> Iterator[int]:
    """The sets of items that may join the played card in its own group of a build, adding ``need`` to it.

    By the rule book any summable items may (loose cards, and single builds:
    a raise). The house rules narrow a raise: without builds in sums the group
    holds at most one build; without loose cards in a raise a build joins the
    played card alone.
    """
    everything = (1 << len(items.item_cards)) - 1
    if raise_takes_any_sum(variant):
        yield from summing(need, everything)
        return
    loose = everything & ~items.single_bits
    yield from summing(need, loose)
    if need == 0:
        return
    for sbit, sv in items.singles:
        if sv == need:
            yield sbit
        elif sv < need and variant.loose_cards_in_raise:
            for rest in summing(need - sv, loose):
                yield sbit | rest


def raise_takes_any_sum(variant: Variant) -> bool:
    """Whether any set of summable items may join the played card in its own group: no house rule narrows a
    raise (``raise_parts``), so a walk may hand out its sums as they are."""
    return variant.builds_in_sums and variant.loose_cards_in_raise


def aces_as_fourteen(variant: Variant, items: TableItems, building: bool) -> int:
    """The loose aces that may be a group of 14 on their own: in a capture those a house rule does not keep low,
    in a build only where aces are high in builds too."""
    return items.aces14 if not building or variant.aces_high_in_builds else 0
