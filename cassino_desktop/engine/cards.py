"""Cards as small integers with a readable face.

A card is an ``int`` from 0 to 51 so that hashing, comparison and set
membership cost what they cost for ints (the move generator does a lot of
them), while ``str(card)`` gives the two-letter text of docs/RULES.md section 1.
The integer order *is* the project's sort order: rank A..K, then suit C, D, H, S.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from .compile_hints import mypyc_attr
from .json_text import quote_excerpt

RANK_LETTERS = "A23456789TJQK"
SUIT_LETTERS = "CDHS"
SUIT_SYMBOLS = "♣♦♥♠"
ASCII_SPACE = " \t\r\n\f\v"

ACE = 1
JACK = 11
QUEEN = 12
KING = 13
SPADES = 3
DIAMONDS = 1


@mypyc_attr(native_class=False)  # compiled, a class cannot be an int
class Card(int):
    """One of the 52 cards; ``Card.from_text("TD")`` or ``CARDS[index]``."""

    __slots__ = ()

    @property
    def rank(self) -> int:
        """1 (ace) to 13 (king)."""
        return int(self) // 4 + 1

    @property
    def suit(self) -> int:
        """0 clubs, 1 diamonds, 2 hearts, 3 spades."""
        return int(self) % 4

    def __str__(self) -> str:
        return RANK_LETTERS[int(self) // 4] + SUIT_LETTERS[int(self) % 4]

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    @property
    def pretty(self) -> str:
        """Rank and suit symbol for people: ``10♦``, ``A♠``."""
        rank = "10" if self.rank == 10 else RANK_LETTERS[self.rank - 1]
        return rank + SUIT_SYMBOLS[self.suit]

    @staticmethod
    def make(rank: int, suit: int) -> Card:
        return CARDS[(rank - 1) * 4 + suit]

    @staticmethod
    def from_text(text: str) -> Card:
        """Parse ``AH``, ``TD``, ``10d``; raise ``ValueError`` naming (an excerpt of) the text.

        Only the ASCII letters of docs/RULES.md section 1 name a card, in either
        case: Unicode upper-casing would otherwise read look-alikes such as the
        long s in ``Aſ`` as ``AS``.
        """
        raw = text.strip(ASCII_SPACE)
        if raw.isascii():
            raw = raw.upper()
            if len(raw) == 3 and raw.startswith("10"):
                raw = "T" + raw[2]
            if len(raw) == 2 and raw[0] in RANK_LETTERS and raw[1] in SUIT_LETTERS:
                return CARDS[RANK_LETTERS.index(raw[0]) * 4 + SUIT_LETTERS.index(raw[1])]
        raise ValueError(f"unknown card {quote_excerpt(text)} (cards are written like AH, TD, 2S)")


CARDS: tuple[Card, ...] = tuple(Card(i) for i in range(52))
DECK: frozenset[Card] = frozenset(CARDS)
BIG_CASSINO = Card.from_text("TD")
LITTLE_CASSINO = Card.from_text("2S")
JACK_OF_SPADES = Card.from_text("JS")


def sorted_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    """Cards in the project's sort order, as a tuple."""
    return tuple(sorted(cards))


def cards_text(cards: Iterable[Card]) -> str:
    """Space-separated card texts in sort order."""
    return " ".join(str(c) for c in sorted(cards))


def parse_cards(texts: Iterable[str]) -> tuple[Card, ...]:
    """Parse several card texts; raise ``ValueError`` on the first bad one."""
    return tuple(Card.from_text(t) for t in texts)


_CARD_CODE = re.compile(r"\b([A2-9TJQK])([SHDC])\b")


def with_pretty_cards(text: str) -> str:
    """``text`` with every card code in it ("QS", "TD") as people read it ("Q♠", "10♦"), for a window."""
    return _CARD_CODE.sub(lambda found: Card.from_text(found.group(0)).pretty, text)
