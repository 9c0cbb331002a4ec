"""Table items: a loose card is a ``Card``; a build is a ``Build``.

A build keeps its groups (each summing to its value) so the table can show
how it was made, but two builds are equal when they have the same value,
owner and cards: that is what docs/RULES.md 4.6 calls "the same item". Whether a
build is single or multiple follows from its groups (docs/RULES.md section 3):
with a value of at most 14 the number of groups is fixed by the cards, so it
never depends on how a partition was chosen.
"""

from __future__ import annotations

from .cards import Card, cards_text
from .compile_hints import mypyc_attr


@mypyc_attr(native_class=False)  # pickled whole, between processes
class Build:
    """A pile of cards with a value, an owner and one or more groups."""

    __slots__ = ("_hash", "cards", "groups", "owner", "value")

    value: int
    owner: int | None
    groups: tuple[tuple[Card, ...], ...]
    cards: tuple[Card, ...]

    def __init__(self, value: int, owner: int | None, groups: tuple[tuple[Card, ...], ...]) -> None:
        self.value = value
        self.owner = owner
        self.groups = tuple(sorted(tuple(sorted(g)) for g in groups))
        self.cards = tuple(sorted(c for g in groups for c in g))
        self._hash = hash((value, owner, self.cards))

    @property
    def multiple(self) -> bool:
        """A multiple build's value is fixed; it is only ever a whole group."""
        return len(self.groups) > 1

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Build):
            return NotImplemented
        return self.value == other.value and self.owner == other.owner and self.cards == other.cards

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        groups = " | ".join(cards_text(g) for g in self.groups)
        kind = "multiple" if self.multiple else "single"
        return f"Build({self.value}, owner={self.owner}, {kind}: {groups})"

    def describe(self) -> str:
        """Plain words for logs and tooltips: 'multiple build of 7 (3♣ 4♦ | 7♥)'."""
        groups = " | ".join(" ".join(c.pretty for c in g) for g in self.groups)
        kind = "multiple build" if self.multiple else "build"
        return f"{kind} of {self.value} ({groups})"


Item = Card | Build


def item_cards(item: Item) -> tuple[Card, ...]:
    """The cards of a table item, in sort order."""
    return item.cards if isinstance(item, Build) else (item,)
