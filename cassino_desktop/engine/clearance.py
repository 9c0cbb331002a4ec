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

from collections.abc import Mapping, Sequence
from functools import lru_cache
from itertools import combinations
from types import MappingProxyType

from .cards import Card
from .moves import BUILD, CAPTURE, CASSINO_WORDS, TRAIL, Move, MoveWords
from .refusals import Illegal, Refusal
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
    zero = (0,) * HIGHEST_COMBINE

    def add(a: Profile, b: Profile) -> Profile | None:
        total = tuple(x + y for x, y in zip(a, b, strict=True))
        return total if all(t <= c for t, c in zip(total, counts, strict=True)) else None

    groups: dict[int, set[Profile]] = {}
    # sums[x]: one or more groups side by side whose values add up to x (sums[0]: nothing).
    sums: list[set[Profile]] = [{zero}]
    for w in range(1, min(highest, HIGHEST_COMBINE) + 1):
        # A combined group of w is two or more groups of smaller values adding up to w.
        blocks: set[Profile] = set()
        if counts[w - 1]:
            blocks.add(tuple(1 if i == w - 1 else 0 for i in range(HIGHEST_COMBINE)))
        for u in range(1, w):
            for a in groups[u]:
                for b in sums[w - u]:
                    joined = add(a, b)
                    if joined is not None:
                        blocks.add(joined)
        # Pairing: any number of groups of w side by side are one group of w.
        paired = set(blocks)
        frontier = set(blocks)
        while frontier:
            grown = {j for f in frontier for b in blocks if (j := add(f, b)) is not None} - paired
            paired |= grown
            frontier = grown
        groups[w] = paired
        total: set[Profile] = set()
        for u in range(1, w + 1):
            for a in groups[u]:
                for b in sums[w - u]:
                    joined = add(a, b)
                    if joined is not None:
                        total.add(joined)
        sums.append(total)
    return MappingProxyType({v: frozenset(profiles) for v, profiles in groups.items() if profiles})


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
    answer = _forms_group(_profile(values), value)
    if answer is None:
        raise TooComplex("too many cards in one group to check")
    return answer


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


def _choices(pools: dict[int, list[int]], profile: Profile, fixed: int = 0) -> list[int]:
    """Every item bitmask with this profile, the items of each value drawn from ``pools``."""
    masks = [fixed]
    for index, wanted in enumerate(profile):
        if wanted:
            picks = [sum(c) for c in combinations(pools.get(index + 1, ()), wanted)]
            masks = [m | p for m in masks for p in picks]
    return masks


def generate_clearance_moves(hand: tuple[Card, ...], table: tuple[Item, ...]) -> list[Move]:
    """Every legal Clearance move with ``hand`` on ``table``, each once, in a fixed order."""
    item_cards_list = [item_cards(it) for it in table]
    pools: dict[int, list[int]] = {}
    for i, it in enumerate(table):
        pools.setdefault(item_value(it), []).append(1 << i)
    numeric = tuple(len(pools.get(v, ())) for v in range(1, HIGHEST_COMBINE + 1))
    on_table = formable_profiles(numeric)

    def cards_of(mask: int) -> tuple[Card, ...]:
        collected = [c for i, cards in enumerate(item_cards_list) if mask >> i & 1 for c in cards]
        return tuple(sorted(collected))

    def face_sets(value: int) -> list[int]:
        pool = pools.get(value, [])
        return [sum(c) for k in range(1, len(pool) + 1) for c in combinations(pool, k)]

    moves: list[Move] = []
    for card in hand:
        value = card_value(card)
        takes = (
            face_sets(value)
            if value in FACE_VALUES
            else [m for profile in on_table.get(value, ()) for m in _choices(pools, profile)]
        )
        moves.extend(Move(CAPTURE, card, cards_of(m), 0) for m in sorted(takes))
        if value in FACE_VALUES:
            moves.extend(Move(BUILD, card, cards_of(m), value) for m in sorted(face_sets(value)))
            continue
        # Builds: the placed card is one more item of its value, and must be in the new group.
        index = value - 1
        counts = tuple(n + 1 if i == index else n for i, n in enumerate(numeric))
        for target, profiles in sorted(formable_profiles(counts).items()):
            masks: list[int] = []
            for profile in profiles:
                if profile[index] == 0 or sum(profile) < 2:
                    continue
                table_part = tuple(n - 1 if i == index else n for i, n in enumerate(profile))
                masks.extend(_choices(pools, table_part))
            moves.extend(Move(BUILD, card, cards_of(m), target) for m in sorted(masks))
    moves.extend(Move(TRAIL, c, (), 0) for c in hand)
    return moves


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
        if items_form_group(items, value):
            return None
        return Illegal.NO_TAKE_GROUP.given(cards=names, value=value, card=card)
    value = move.value
    if not 1 <= value <= max(FACE_VALUES):
        return Illegal.GROUP_VALUE_OUT_OF_RANGE.given(value=value)
    if items_form_group([card, *items], value):
        return None
    if value > HIGHEST_COMBINE:
        return Illegal.FACES_ONLY_PAIR.given(value=value)
    return Illegal.NO_GROUP.given(card=card, cards=names, value=value)
