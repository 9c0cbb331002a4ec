"""Clearance grouping (docs/RULES.md section 8): which table items can become one group.

In Clearance a turn may *pair* groups of equal value into one group of that
value, and *combine* numeric groups into one group worth their sum (at most
10); J, Q and K only pair. A Take plays a hand card and takes exactly one
group of its value, formed this turn or already lying there; a Build places
a hand card and forms exactly one new group that contains it. There are no
owners and no reserved cards, and a Drop (trail) is always allowed.

Pairing and combining nest: the seed's third example pairs two aces into a
group of 1 and combines that group with a 4 and a 3 into a group of 8, so a
paired group counts its own value, not the sum of its cards, when it is
combined further (``docs/RULES.md`` 8). Whether a set of items can become
one group of value ``v`` is therefore a recursive question;
``formable_profiles`` answers it for every subset of a table at once,
bottom-up over the values 1..10, on how many items of each value a set
holds (items of equal value are interchangeable), and the generator turns
each answer into the item sets (bitmasks, as in ``movegen``) that realise it.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from functools import lru_cache
from itertools import combinations, islice, product

from .cards import Card
from .moves import BUILD, CAPTURE, CASSINO_WORDS, TRAIL, Move, MoveWords
from .partition import splittable
from .refusals import Illegal, Refusal
from .step_budget import OutOfSteps, StepBudget
from .table import Build, Item, item_cards
from .variants import Grouping, Variant

CLEARANCE_WORDS = MoveWords(trail="drop", capture="take", build="build", build_object="a group of ")
"""Clearance's own names (docs/RULES.md 8): a Take, a Build that forms a group, a Drop."""


def move_words(variant: Variant) -> MoveWords:
    """The words a variant's moves are told in: Clearance's Take, group and Drop, or Cassino's."""
    return CLEARANCE_WORDS if variant.grouping is Grouping.CLEARANCE else CASSINO_WORDS


HIGHEST_COMBINE = 10
"""A combined group is worth at most 10 (the seed: "cannot exceed Ten")."""
PROFILE_CACHE = 8192
"""Tables' value counts whose formable groups are remembered (``formable_profiles``)."""
FACE_VALUES = (11, 12, 13)


def card_value(card: Card) -> int:
    """A card's one face value in Clearance: ace 1, 2..10, J 11, Q 12, K 13."""
    return card.rank


def item_value(item: Item) -> int:
    return item.value if isinstance(item, Build) else card_value(item)


Profile = tuple[int, ...]
"""How many items of each numeric value 1..10 a set holds (index 0 is value 1)."""


@lru_cache(maxsize=PROFILE_CACHE)
def formable_profiles(counts: Profile, highest: int = HIGHEST_COMBINE) -> Mapping[int, frozenset[Profile]]:
    """Which sets of numeric items can become one group, by the group's value.

    Items of equal value are interchangeable here, so a set is described by
    its *profile* (how many items of each value it holds) and the answer maps
    a value to the profiles, within ``counts``, of the sets that pair and
    combine into one group of that value. Working on profiles instead of
    item sets keeps the search small when the table holds many low cards.

    The answer depends on the counts alone, and a player weighing its moves
    asks again and again about tables that differ only in which cards lie
    there (the hard level's look at the next exchange asks hundreds of times
    a move on a crowded table): it is cached, and read-only so that no
    caller can spoil it.
    """
    space = _ProfileSpace(counts)
    groups: dict[int, int] = {}
    # sums[x]: one or more groups side by side whose values add up to x (sums[0]: nothing).
    sums: list[int] = [space.EMPTY]
    for w in range(1, min(highest, HIGHEST_COMBINE) + 1):
        # A combined group of w is two or more groups of smaller values adding up to w.
        blocks = space.single(w) if counts[w - 1] else 0
        for u in range(1, w):
            blocks |= space.joined(groups[u], sums[w - u])
        # Pairing: any number of groups of w side by side are one group of w.
        paired = frontier = blocks
        while frontier:
            frontier = space.joined(frontier, blocks) & ~paired
            paired |= frontier
        groups[w] = paired
        total = 0
        for u in range(1, w + 1):
            total |= space.joined(groups[u], sums[w - u])
        sums.append(total)
    return _DecodedOnDemand(space, {v: found for v, found in groups.items() if found})


class _DecodedOnDemand(Mapping[int, frozenset[Profile]]):
    """Profiles by value, each value's set decoded from its bits when first asked for (most callers ask for one)."""

    def __init__(self, space: _ProfileSpace, bits: dict[int, int]) -> None:
        self._space = space
        self._bits = bits
        self._decoded: dict[int, frozenset[Profile]] = {}

    def __getitem__(self, value: int) -> frozenset[Profile]:
        found = self._decoded.get(value)
        if found is None:
            found = self._decoded[value] = self._space.profiles(self._bits[value])
        return found

    def get(self, value: int, default: frozenset[Profile] | tuple[()] = ()) -> frozenset[Profile] | tuple[()]:  # type: ignore[override]
        """``self[value]``, or ``default`` for a value no group reaches: the generators' question, asked often."""
        found = self._decoded.get(value)
        if found is not None:
            return found
        return self[value] if value in self._bits else default

    def __iter__(self) -> Iterator[int]:
        return iter(self._bits)

    def __len__(self) -> int:
        return len(self._bits)


class _ProfileSpace:
    """Sets of profiles within ``counts`` as the bits of one integer, so that joining two sets is a few shifts.

    A profile is numbered in mixed radix with digit ``i`` in base ``2 * counts[i] + 1``: the sum of two
    profiles within the counts never carries, so the number of a joined profile is the sum of the numbers,
    and the joined set is the union of one set shifted by each member of the other, less what exceeds a count.
    """

    EMPTY = 1
    """The set holding just the empty profile (number 0)."""

    def __init__(self, counts: Profile) -> None:
        self.counts = counts
        self.bases = [2 * c + 1 for c in counts]
        self.places: list[int] = []
        place = 1
        for base in self.bases:
            self.places.append(place)
            place *= base
        # Every profile within the counts, digit by digit: the set so far shifted by each count of the next value.
        within = self.EMPTY
        for count, place in zip(counts, self.places, strict=True):
            shifted = within
            for _ in range(count):
                shifted <<= place
                within |= shifted
        self.within = within

    def single(self, value: int) -> int:
        """The set holding the profile of one item of ``value``."""
        return 1 << self.places[value - 1]

    def joined(self, a: int, b: int) -> int:
        """Every sum of a profile of ``a`` and one of ``b`` that stays within the counts."""
        if a.bit_count() > b.bit_count():
            a, b = b, a
        found = 0
        while a:
            low = a & -a
            found |= b << (low.bit_length() - 1)
            a ^= low
        return found & self.within

    def profiles(self, members: int) -> frozenset[Profile]:
        """The profiles of a set, as tuples of counts."""
        live = [(index, base) for index, base in enumerate(self.bases) if base > 1]  # values on the table
        found = []
        while members:
            low = members & -members
            members ^= low
            number = low.bit_length() - 1
            digits = [0] * len(self.bases)
            for index, base in live:
                number, digits[index] = divmod(number, base)
            found.append(tuple(digits))
        return frozenset(found)


def _profile(values: Sequence[int]) -> Profile:
    counts = [0] * HIGHEST_COMBINE
    for v in values:
        counts[v - 1] += 1
    return tuple(counts)


class TooComplex(ValueError):
    """A group so large that checking how its cards pair and combine would take too long."""


CHECK_STEPS = 1_000_000
"""Sub-sets a single check may try before it gives up with ``TooComplex``."""


def values_form_group(values: Sequence[int], value: int) -> bool:
    """True if items of these values can be paired and combined into one group of ``value``.

    A targeted search (the generator's ``formable_profiles`` answers every
    value for every subset, which is far more than one question needs):
    the items split into blocks that are either one item of ``value`` or a
    combination of smaller groups adding up to it, and the block holding the
    largest item is tried first. ``TooComplex`` past ``CHECK_STEPS``.
    """
    if not values:
        return False
    if value in FACE_VALUES:
        return all(v == value for v in values)
    if not 1 <= value <= HIGHEST_COMBINE or any(v > value for v in values):
        return False
    if splittable(tuple((v,) for v in sorted(values)), value):
        return True  # parts each adding up to the value, paired: the quick way most groups are found
    if _reduction_found(values, value):
        return True  # a group piled up in play, proved the way it was made: two groups at a time
    answer = _forms_group(_profile(values), value)
    if answer is None:
        raise TooComplex("too many cards in one group to check")
    return answer


NARROW_PROOF_STEPS = 20_000
"""Positions the quick proof visits when it only joins the largest group (or makes the one it lacks)."""
WIDE_PROOF_STEPS = 5_000
"""Positions it visits when it then joins any two groups."""


def _reduction_found(values: Sequence[int], value: int) -> bool:
    """True when a short search shows these items becoming one group of ``value``; False proves nothing.

    Every group is made two groups at a time: two of one value paired into
    one of that value, or two combined into their sum; items that reach
    ``value`` are then paired into the one group. A group piled up in play
    (twenty cards and more) was made just so, and a depth-first search that
    finishes the largest group first finds such a way at once, where the
    exhaustive ``_GroupSearch`` would give up. Only a success is an answer.
    """
    counts = [0] * value  # index v: groups of value v still to join (items of the value itself are done)
    for v in values:
        if v != value:
            counts[v] += 1
    return _Reduction(value, narrow=True).joins(counts) or _Reduction(value, narrow=False).joins(counts)


class _Reduction:
    """The depth-first search of ``_reduction_found``, within a step budget; the positions that failed are kept.

    ``narrow`` joins only the largest group (with the one that finishes it, its twin, or a smaller one) or
    makes the group it lacks from two smaller ones; the wide search joins any two."""

    def __init__(self, value: int, *, narrow: bool) -> None:
        self.value = value
        self.narrow = narrow
        self.steps_left = NARROW_PROOF_STEPS if narrow else WIDE_PROOF_STEPS
        self.failed: set[tuple[int, ...]] = set()

    def joins(self, counts: list[int]) -> bool:
        """Whether the groups counted can all be joined into groups of the value (``counts`` is restored)."""
        if not any(counts):
            return True
        key = tuple(counts)
        if key in self.failed or self.steps_left <= 0:
            return False
        self.steps_left -= 1
        for a, b, made in self._narrow_joins(counts) if self.narrow else self._wide_joins(counts):
            counts[a] -= 1
            counts[b] -= 1
            if made < self.value:  # a group of the value is finished: nothing more joins it
                counts[made] += 1
            found = self.joins(counts)
            if made < self.value:
                counts[made] -= 1
            counts[a] += 1
            counts[b] += 1
            if found:
                return True
        self.failed.add(key)
        return False

    def _narrow_joins(self, counts: list[int]) -> list[tuple[int, int, int]]:
        """(one group's value, the other's, the value made) for the largest group, the likeliest first."""
        value = self.value
        largest = next(v for v in range(value - 1, 0, -1) if counts[v])
        lacking = value - largest
        joins = []
        if lacking <= largest and counts[lacking] > (lacking == largest):
            joins.append((largest, lacking, value))
        if counts[largest] > 1:
            joins.append((largest, largest, largest))
        joins += [
            (largest, b, largest + b) for b in range(min(largest, lacking - 1), 0, -1) if counts[b] > (b == largest)
        ]
        joins += [
            (b, lacking - b, lacking)
            for b in range(lacking - 1, 0, -1)
            if lacking - b <= b and counts[b] and counts[lacking - b] > (lacking - b == b)
        ]
        return joins

    def _wide_joins(self, counts: list[int]) -> list[tuple[int, int, int]]:
        """Every join of two groups: those that finish a group first, then larger sums, pairs last."""
        value = self.value
        present = [v for v in range(value - 1, 0, -1) if counts[v]]
        joins = []
        for i, a in enumerate(present):
            joins += [(a, b, a + b) for b in present[i:] if a + b <= value and counts[b] > (a == b)]
            if counts[a] > 1:
                joins.append((a, a, a))
        joins.sort(key=lambda join: (join[2] != value, 0 if join[0] == join[1] == join[2] else -join[2]))
        return joins


@lru_cache(maxsize=1024)
def _forms_group(profile: Profile, value: int) -> bool | None:
    """The search's answer for one profile, None when it is too complex; kept, because a
    group lies on the table for many positions of a game and each is checked on loading."""
    try:
        return _GroupSearch().forms(profile, value)
    except TooComplex:
        return None


class _GroupSearch:
    """Memoised questions about profiles: can this profile be one group, or groups adding up to a sum?"""

    def __init__(self) -> None:
        self.steps = 0
        self._forms: dict[tuple[Profile, int], bool] = {}
        self._combines: dict[tuple[Profile, int], bool] = {}

    def forms(self, profile: Profile, value: int) -> bool:
        """One group of ``value``: blocks of one item of ``value`` or of a combination adding up to it."""
        key = (profile, value)
        found = self._forms.get(key)
        if found is None:
            found = self._search_forms(profile, value)
            self._forms[key] = found
        return found

    def _search_forms(self, profile: Profile, value: int) -> bool:
        top = _largest(profile)
        if top == 0 or top > value or _sum(profile) < value:
            return False
        if top == value:  # an item of the value is always a block of its own
            rest = _minus(profile, top)
            return not any(rest) or self.forms(rest, value)
        for block in self._containing(profile, top):
            rest = _subtract(profile, block)
            if self.combines(block, value) and (not any(rest) or self.forms(rest, value)):
                return True
        return False

    def combines(self, profile: Profile, total: int) -> bool:
        """Two or more groups whose values add up to ``total``."""
        key = (profile, total)
        found = self._combines.get(key)
        if found is None:
            found = False
            top = _largest(profile)
            for part in self._containing(profile, top) if _sum(profile) >= total else ():
                rest = _subtract(profile, part)
                if not any(rest):
                    continue
                highest_rest = _largest(rest)
                for u in range(top, total - highest_rest + 1):
                    if self.forms(part, u) and (self.forms(rest, total - u) or self.combines(rest, total - u)):
                        found = True
                        break
                if found:
                    break
            self._combines[key] = found
        return found

    def _containing(self, profile: Profile, top: int) -> list[Profile]:
        """Every sub-profile holding at least one item of value ``top``."""
        options: list[Profile] = [()]
        for index, count in enumerate(profile):
            low = 1 if index == top - 1 else 0
            options = [(*o, k) for o in options for k in range(low, count + 1)]
            self.steps += len(options)
            if self.steps > CHECK_STEPS:
                raise TooComplex("too many cards in one group to check")
        return options


def _largest(profile: Profile) -> int:
    for index in range(len(profile) - 1, -1, -1):
        if profile[index]:
            return index + 1
    return 0


def _sum(profile: Profile) -> int:
    return sum((index + 1) * n for index, n in enumerate(profile))


def _minus(profile: Profile, value: int) -> Profile:
    return tuple(n - 1 if i == value - 1 else n for i, n in enumerate(profile))


def _subtract(a: Profile, b: Profile) -> Profile:
    return tuple(x - y for x, y in zip(a, b, strict=True))


def cards_form_group(cards: Sequence[Card], value: int) -> bool:
    """True if these cards, loose, can be paired and combined into one group of ``value``."""
    return values_form_group([card_value(c) for c in cards], value)


def could_form_group(cards: Sequence[Card], value: int) -> bool:
    """What every group of ``value`` obeys: the quick check for a group too large to search."""
    values = [card_value(c) for c in cards]
    if value in FACE_VALUES:
        return all(v == value for v in values)
    return 1 <= value <= HIGHEST_COMBINE and all(v <= value for v in values) and sum(values) >= value


def items_form_group(items: Sequence[Item], value: int) -> bool:
    """True if these table items can become one group of ``value``."""
    return values_form_group([item_value(it) for it in items], value)


def _choices(pools: dict[int, list[int]], profile: Profile) -> Iterator[int]:
    """Every item bitmask with this profile, the items of each value drawn from ``pools``, one at a time."""
    picks = [
        [sum(c) for c in combinations(pools.get(index + 1, ()), wanted)]
        for index, wanted in enumerate(profile)
        if wanted
    ]
    if len(picks) == 1:
        return iter(picks[0])  # one value drawn from: its sets are the masks
    return map(sum, product(*picks))


def _choices_of_each(pools: dict[int, list[int]], profiles: Iterable[Profile]) -> Iterator[int]:
    """``_choices`` of each profile in turn, each profile's drawn only once the one before is used up."""
    for profile in profiles:
        yield from _choices(pools, profile)


class _ClearanceTable:
    """A table's items as the Clearance generators see them: bits grouped by value, and a mask's cards."""

    def __init__(self, table: tuple[Item, ...]) -> None:
        self._item_cards = [item_cards(it) for it in table]
        self.pools: dict[int, list[int]] = {}
        for i, it in enumerate(table):
            self.pools.setdefault(item_value(it), []).append(1 << i)
        self.numeric = tuple(len(self.pools.get(v, ())) for v in range(1, HIGHEST_COMBINE + 1))

    def cards_of(self, mask: int) -> tuple[Card, ...]:
        return tuple(sorted(c for i, cards in enumerate(self._item_cards) if mask >> i & 1 for c in cards))

    def face_sets(self, value: int) -> list[int]:
        """Every non-empty set of the items of one face value (they only pair)."""
        pool = self.pools.get(value, [])
        return [sum(c) for k in range(1, len(pool) + 1) for c in combinations(pool, k)]


def takes_of_value(table: tuple[Item, ...], value: int, most: int) -> list[tuple[Card, ...]] | None:
    """The table cards of each Take a card of ``value`` may make on ``table``, in the order
    ``clearance_moves_within`` lists them; None when there are more than ``most``, or the table is too crowded
    to work out every group at once (``affordable``)."""
    items = _ClearanceTable(table)
    if not affordable(items.numeric):
        return None
    if value in FACE_VALUES:
        masks: Iterable[int] = items.face_sets(value)
    else:
        masks = _choices_of_each(items.pools, formable_profiles(items.numeric).get(value, ()))
    found = list(islice(masks, most + 1))
    return None if len(found) > most else [items.cards_of(mask) for mask in sorted(found)]


def generate_clearance_moves(
    hand: tuple[Card, ...], table: tuple[Item, ...], captures_only: bool = False
) -> list[Move]:
    """Every legal Clearance move with ``hand`` on ``table``, each once, in a fixed order (the Takes alone if asked)."""
    moves = clearance_moves_within(hand, table, captures_only, None)
    assert moves is not None  # without a limit the listing is never given up
    return moves


def clearance_moves_within(
    hand: tuple[Card, ...], table: tuple[Item, ...], captures_only: bool, limit: int | None
) -> list[Move] | None:
    """``generate_clearance_moves``, or None as soon as the moves are found to number more than ``limit``.

    The items of each Take and Build are counted as they are drawn, before
    any move is made of them, so a crowded table is given up after about
    ``limit`` of them: the caller then asks the lazy way (``clearance_moves_of_card``).
    """
    items = _ClearanceTable(table)
    pools, numeric, cards_of, face_sets = items.pools, items.numeric, items.cards_of, items.face_sets
    if limit is not None and not affordable(numeric):
        return None
    room = None if limit is None else limit - (0 if captures_only else len(hand))  # the Drops first

    def drawn(masks: Iterable[int]) -> list[int] | None:
        """The masks, or None once more have been drawn than ``room`` holds."""
        nonlocal room
        if room is None:
            return list(masks)
        found = list(islice(masks, room + 1))
        room -= len(found)
        return None if room < 0 else found

    on_table = formable_profiles(numeric)
    moves: list[Move] = []
    for card in hand:
        value = card_value(card)
        takes = drawn(face_sets(value) if value in FACE_VALUES else _choices_of_each(pools, on_table.get(value, ())))
        if takes is None:
            return None
        moves.extend(Move(CAPTURE, card, cards_of(m), 0) for m in sorted(takes))
        if captures_only:
            continue
        if value in FACE_VALUES:
            builds = drawn(face_sets(value))
            if builds is None:
                return None
            moves.extend(Move(BUILD, card, cards_of(m), value) for m in sorted(builds))
            continue
        # Builds: the placed card is one more item of its value, and must be in the new group.
        index = value - 1
        counts = tuple(n + 1 if i == index else n for i, n in enumerate(numeric))
        if limit is not None and not affordable(counts):
            return None
        for target, profiles in sorted(formable_profiles(counts).items()):
            table_parts = [
                tuple(n - 1 if i == index else n for i, n in enumerate(profile))
                for profile in profiles
                if profile[index] and sum(profile) >= 2
            ]
            masks = drawn(_choices_of_each(pools, table_parts))
            if masks is None:
                return None
            moves.extend(Move(BUILD, card, cards_of(m), target) for m in sorted(masks))
    if not captures_only:
        moves.extend(Move(TRAIL, c, (), 0) for c in hand)
    return moves


def clearance_moves_of_card(
    card: Card, table: tuple[Item, ...], captures_only: bool = False, budget: StepBudget | None = None
) -> Iterator[Move]:
    """The Takes and Builds of ``card`` on ``table``, each once, found one at a time (no Drop).

    ``generate_clearance_moves`` lists and sorts every move at once; on a
    crowded table that is millions, so a bounded question takes them from
    here instead, group value by group value, in no particular order within one.
    On a table too crowded to work out every group at once (``affordable``),
    the Takes are found by a search under ``budget`` and the Builds are left
    out: ``OutOfSteps`` after the Takes says the list is not complete.
    """
    budget = budget if budget is not None else StepBudget(1 << 62)
    items = _ClearanceTable(table)
    pools, numeric, cards_of = items.pools, items.numeric, items.cards_of
    value = card_value(card)
    if value in FACE_VALUES:
        sets = items.face_sets(value)
        for m in sets:
            yield Move(CAPTURE, card, cards_of(m), 0)
        if not captures_only:
            for m in sets:
                yield Move(BUILD, card, cards_of(m), value)
        return
    found = (
        formable_profiles(numeric).get(value, ()) if affordable(numeric) else _groups_by_search(numeric, value, budget)
    )
    for m in _choices_of_each(pools, found):
        yield Move(CAPTURE, card, cards_of(m), 0)
    if captures_only:
        return
    index = value - 1
    counts = tuple(n + 1 if i == index else n for i, n in enumerate(numeric))
    if not affordable(counts):
        raise OutOfSteps  # the Builds of so crowded a table are not looked for: the list is not complete
    formable = formable_profiles(counts)
    for target in sorted(formable):  # each target's profiles decoded only once reached
        for profile in formable[target]:
            if profile[index] == 0 or sum(profile) < 2:
                continue
            table_part = tuple(n - 1 if i == index else n for i, n in enumerate(profile))
            for m in _choices(pools, table_part):
                yield Move(BUILD, card, cards_of(m), target)


PROFILE_SPACE = 100_000
"""The most profiles ``formable_profiles`` may range over (the product of each value's count plus one, doubled):
past it the sets of profiles grow too large to work out at once, and groups are searched for one at a time."""


def affordable(counts: Profile) -> bool:
    """Whether ``formable_profiles(counts)`` is quick: its profiles' space is within ``PROFILE_SPACE``."""
    space = 1
    for count in counts:
        space *= 2 * count + 1
    return space <= PROFILE_SPACE


def _groups_by_search(numeric: Profile, value: int, budget: StepBudget) -> Iterator[Profile]:
    """Profiles within ``numeric`` forming one group of ``value``, one at a time, each once (``OutOfSteps`` past
    ``budget``). Most groups are parts side by side, each part items adding up to ``value``: those come first,
    quickly. The others pair and combine in turn (2 and 4 make 6, paired with a 6, and with a 3 that is 9: rule
    8), so every other set of items no higher than ``value`` and adding up to more is then judged as a loaded
    group is (``_GroupSearch``), its steps spent from the budget too."""
    kinds = [(index, count) for index, count in enumerate(numeric) if count and index + 1 <= value]
    parts: list[Profile] = []

    def add_parts(start: int, left: int, chosen: list[int]) -> None:
        if left == 0:
            parts.append(tuple(chosen))
            return
        for k in range(start, len(kinds)):
            index, count = kinds[k]
            worth = index + 1
            for taken in range(1, count + 1):
                if taken * worth > left:
                    break
                budget.spend()
                chosen[index] += taken
                add_parts(k + 1, left - taken * worth, chosen)
                chosen[index] -= taken

    add_parts(0, value, [0] * len(numeric))
    seen: set[Profile] = set()

    def unions(start: int, held: Profile) -> Iterator[Profile]:
        for k in range(start, len(parts)):
            budget.spend()
            joined = tuple(a + b for a, b in zip(held, parts[k], strict=True))
            if any(j > n for j, n in zip(joined, numeric, strict=True)):
                continue
            if joined not in seen:
                seen.add(joined)
                yield joined
            yield from unions(k, joined)

    yield from unions(0, (0,) * len(numeric))
    yield from _nested_groups(numeric, kinds, value, seen, budget)


def _nested_groups(
    numeric: Profile, kinds: list[tuple[int, int]], value: int, seen: set[Profile], budget: StepBudget
) -> Iterator[Profile]:
    """The profiles within ``numeric`` not in ``seen`` that form one group of ``value`` by pairing inside a
    combination: every profile of the ``kinds`` of items adding up to more than ``value``, checked one by one."""
    search = _GroupSearch()  # its answers kept from one profile to the next

    def forms(profile: Profile) -> bool:
        before = search.steps
        try:
            formed = search.forms(profile, value)
        except TooComplex:
            raise OutOfSteps from None  # more searching than one check may do: the listing is not complete
        budget.spend(search.steps - before)
        return formed

    chosen = [0] * len(numeric)

    def candidates(k: int, total: int) -> Iterator[Profile]:
        budget.spend()
        if k == len(kinds):
            profile = tuple(chosen)
            if total > value and profile not in seen and forms(profile):
                yield profile
            return
        index, count = kinds[k]
        for taken in range(count + 1):
            chosen[index] = taken
            yield from candidates(k + 1, total + taken * (index + 1))
        chosen[index] = 0

    yield from candidates(0, 0)


def explain_clearance(hand: Sequence[Card], table: Sequence[Item], move: Move, items: list[Item]) -> Refusal | None:
    """None if a well-formed Clearance move is legal, else the rule it breaks.

    ``items`` are the whole table items the move names (the caller checked
    that every named card lies on the table and no group is split).
    """
    if move.kind == TRAIL:
        return None
    card = move.card
    names = " ".join(str(c) for c in move.cards)
    if move.kind == CAPTURE:
        value = card_value(card)
        try:
            if items_form_group(items, value):
                return None
        except TooComplex:
            return Illegal.GROUP_TOO_LARGE.given(count=len(move.cards), value=value)
        return Illegal.NO_TAKE_GROUP.given(cards=names, value=value, card=card)
    value = move.value
    if not 1 <= value <= max(FACE_VALUES):
        return Illegal.GROUP_VALUE_OUT_OF_RANGE.given(value=value)
    try:
        if items_form_group([card, *items], value):
            return None
    except TooComplex:
        return Illegal.GROUP_TOO_LARGE.given(count=len(move.cards) + 1, value=value)
    if value > HIGHEST_COMBINE:
        return Illegal.FACES_ONLY_PAIR.given(value=value)
    return Illegal.NO_GROUP.given(card=card, cards=names, value=value)
