"""Moves as value objects whose text is the move notation of docs/RULES.md section 9.

    trail 7H
    capture 7H 3D 4H        (played card, then every table card taken, sorted)
    build 7 AH 6S           (value, played card, then every table card used, sorted)

A move names cards, not table positions, so it means the same thing to the
engine, the command line, a saved game and a bug report. ``Move.parse`` is the
exact inverse of ``str``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import NamedTuple, cast

from .cards import Card, sorted_cards
from .json_text import quote_excerpt

TRAIL = "trail"
CAPTURE = "capture"
BUILD = "build"
KINDS = (TRAIL, CAPTURE, BUILD)
KINDS_ORDER = {BUILD: 0, CAPTURE: 1, TRAIL: 2}


class MoveWords(NamedTuple):
    """A variant's names for the three kinds of move, so the log and the menus speak its language.

    Verbs are given in the imperative ("trail"); the log adds the "s" of
    "the computer trails". ``build_object`` names what a build makes, in
    front of its value ("a group of " makes "build a group of 8").
    """

    trail: str = "trail"
    capture: str = "take"
    build: str = "build"
    build_object: str = ""

    def verb(self, kind: str) -> str:
        return {TRAIL: self.trail, CAPTURE: self.capture, BUILD: self.build}[kind]


CASSINO_WORDS = MoveWords()
"""Trail, take, build: the words of the Cassino variants."""


class MoveParseError(ValueError):
    """The text is not a move in the notation of docs/RULES.md section 9."""


class Move(NamedTuple):
    """One play: a hand card and what it does on the table."""

    kind: str
    card: Card
    cards: tuple[Card, ...] = ()
    """Table cards taken or built on, in sort order (empty for a trail)."""
    value: int = 0
    """The build's value (0 for trails and captures)."""

    @staticmethod
    def trail(card: Card) -> Move:
        return Move(TRAIL, card)

    @staticmethod
    def capture(card: Card, taken: tuple[Card, ...] | list[Card]) -> Move:
        return Move(CAPTURE, card, sorted_cards(taken))

    @staticmethod
    def build(value: int, card: Card, onto: tuple[Card, ...] | list[Card]) -> Move:
        return Move(BUILD, card, sorted_cards(onto), value)

    def __str__(self) -> str:
        parts = [self.kind]
        if self.kind == BUILD:
            parts.append(str(self.value))
        parts.append(str(self.card))
        parts.extend(str(c) for c in self.cards)
        return " ".join(parts)

    def __repr__(self) -> str:
        return f"Move({str(self)!r})"

    def sort_key(self) -> tuple[int, int, int, tuple[int, ...]]:
        """Listing order: builds, captures, trails; then value, played card, table cards."""
        return (KINDS_ORDER[self.kind], self.value, int(self.card), tuple(int(c) for c in self.cards))

    @staticmethod
    def parse(text: str) -> Move:
        """Parse move text; ``MoveParseError`` says what is wrong with it."""
        words = text.split()
        if not words:
            raise MoveParseError("empty move (expected e.g. 'trail 7H', 'capture 7H 3D 4H', 'build 7 AH 6S')")
        kind = words[0].lower()
        args = words[1:]
        if kind not in KINDS:
            raise MoveParseError(
                f"unknown move {quote_excerpt(words[0])} in {quote_excerpt(text)} (expected trail, capture or build)"
            )
        value = 0
        if kind == BUILD:
            if not args or not (args[0].isascii() and args[0].isdigit() and len(args[0]) <= 2):
                raise MoveParseError(
                    f"a build names its value (2 to 14) first, as in 'build 7 AH 6S': {quote_excerpt(text)}"
                )
            value = int(args[0])
            args = args[1:]
        if not args:
            raise MoveParseError(f"{kind} needs the card played: {quote_excerpt(text)}")
        try:
            cards = [Card.from_text(a) for a in args]
        except ValueError as err:
            raise MoveParseError(f"{err} in move {quote_excerpt(text)}") from None
        if len(set(cards)) != len(cards):
            raise MoveParseError(f"a card is named twice in {quote_excerpt(text)}")
        played, table_cards = cards[0], cards[1:]
        if kind == TRAIL and table_cards:
            raise MoveParseError(f"a trail plays one card and takes none: {quote_excerpt(text)}")
        if kind != TRAIL and not table_cards:
            raise MoveParseError(f"{kind} needs at least one table card: {quote_excerpt(text)}")
        return Move(kind, played, sorted_cards(table_cards), value)

    def describe(self, who: str = "", words: MoveWords = CASSINO_WORDS) -> str:
        """Plain words for the move log: 'Computer builds 7: A♥ on 6♠'; 'You take 3♦ 4♥ with 7♠'.

        ``words`` are the variant's names for the moves (Clearance drops and
        builds groups). Without ``who`` the verb keeps the "s" of a third
        person ("builds 7: …"); a menu wants ``imperative`` instead.
        """
        plural = who.lower() != "you"
        text = self._phrase(words, words.verb(self.kind) + ("s" if plural else ""), ": ")
        return f"{who} {text}" if who else text

    def imperative(self, words: MoveWords = CASSINO_WORDS) -> str:
        """The move as a command, for menus and buttons: 'Build 7 with A♥ on 6♠', 'Take 5♠ with 5♦', 'Trail 7♥'."""
        text = self._phrase(words, words.verb(self.kind), " with ")
        return text[:1].upper() + text[1:]

    def _phrase(self, words: MoveWords, verb: str, build_joint: str) -> str:
        """The verb and what it acts on; a build's value and its cards are joined by ``build_joint``."""
        table = " ".join(c.pretty for c in self.cards)
        if self.kind == TRAIL:
            return f"{verb} {self.card.pretty}"
        if self.kind == CAPTURE:
            return f"{verb} {table} with {self.card.pretty}"
        return f"{verb} {words.build_object}{self.value}{build_joint}{self.card.pretty} on {table}"


move_of = cast(Callable[[tuple[str, Card, tuple[Card, ...], int]], Move], partial(tuple.__new__, Move))
"""A move from its four fields at once, without a named tuple's ``__new__``, which runs as Python code:
the move generators make hundreds of thousands of moves a second, and this one is made in C."""


def plural(count: int, word: str) -> str:
    """'1 spade', '3 spades': a count with its noun in the right number, never '1 spades'."""
    return f"{count} {word}" if count == 1 else f"{count} {word}s"
