"""The sealed shuffle: a deck locked by every seat in turn, dealt position by position, opened card by card.

The rounds, for ``n`` seats (two to four):

1. Seats ``0`` to ``n - 2`` each lock every value of the deck with their master key and shuffle it (seat 0
   starts from the 52 card codes); seat ``n - 1`` shuffles and locks the value at position ``k`` with its key
   for that position.
2. Seats ``0`` to ``n - 2`` each take their master lock off every value and put on their key for its
   position instead (a "relock": one exponentiation by ``key_k / master``).

What is left, the final deck, holds at position ``k`` the code of a card locked by every seat's key for
``k`` alone. Opening position ``k`` to a seat is every other seat sending its key for ``k``: it opens that
card and no other, and a key for another position (or made up) opens no card at all, which is seen at once.
Nobody chose the order alone: the last shuffle put each locked value where it wanted without knowing
which card it was, and each seat's shuffle is drawn from the system's randomness.

At the end every seat reveals the secret its keys come from, and each checks every round of every other
seat against it (``round_problem``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum

from .sra import Group, secure_shuffle

DECK_SIZE = 52
SECRET_BYTES = 32


class RoundKind(Enum):
    SHUFFLE = "shuffle"
    RELOCK = "relock"


@dataclass(frozen=True)
class Round:
    """One round of the sealed shuffle: who makes it and what it does."""

    kind: RoundKind
    seat: int
    by_position: bool
    """Whether the round puts on keys by position (the last shuffle, and every relock)."""


def deal_rounds(players: int) -> tuple[Round, ...]:
    """The rounds a table of ``players`` seats goes through before the first card is dealt, in order."""
    shuffles = tuple(Round(RoundKind.SHUFFLE, seat, seat == players - 1) for seat in range(players))
    relocks = tuple(Round(RoundKind.RELOCK, seat, True) for seat in range(players - 1))
    return shuffles + relocks


class DeckError(ValueError):
    """A deck received that no honest seat could have sent; the message says what is wrong with it."""


@dataclass(frozen=True)
class SeatKeys:
    """One seat's keys: a master key and one key for each position, all derived from one secret.

    The secret stays with its seat until the game is over; a position's key is sent when the rules show that
    position's card to the others.
    """

    group: Group
    secret: bytes

    @classmethod
    def fresh(cls, group: Group, randomness: Callable[[int], bytes]) -> SeatKeys:
        return cls(group, randomness(SECRET_BYTES))

    @property
    def master(self) -> int:
        return self.group.key_from(self.secret, 0)

    def at(self, position: int) -> int:
        """The key for deck position ``position`` (0 to 51)."""
        return self.group.key_from(self.secret, 1 + position)


def checked_deck(group: Group, values: Sequence[int]) -> tuple[int, ...]:
    """``values`` as a deck, if it can be one: 52 distinct members of the group; ``DeckError`` if not."""
    if len(values) != DECK_SIZE:
        raise DeckError(f"it holds {len(values)} values, not {DECK_SIZE}")
    for position, value in enumerate(values):
        if not group.is_member(value):
            raise DeckError(f"its value at position {position} is not a member of the group")
    if len(set(values)) != DECK_SIZE:
        raise DeckError("it holds the same value twice")
    return tuple(values)


def make_round(
    group: Group, step: Round, deck: Sequence[int], keys: SeatKeys, randomness: Callable[[int], bytes]
) -> tuple[int, ...]:
    """The deck after this seat's round ``step`` on ``deck`` (the codes, for the first round)."""
    if step.kind is RoundKind.RELOCK:
        master_off = pow(keys.master, -1, group.q)
        return tuple(group.lock(value, keys.at(k) * master_off % group.q) for k, value in enumerate(deck))
    values = list(deck)
    secure_shuffle(values, randomness)
    if step.by_position:
        return tuple(group.lock(value, keys.at(k)) for k, value in enumerate(values))
    return tuple(group.lock(value, keys.master) for value in values)


def round_problem(group: Group, step: Round, before: Sequence[int], after: Sequence[int], keys: SeatKeys) -> str | None:
    """What is wrong with round ``step``, made from ``before`` into ``after``, given its seat's revealed keys:
    None when the seat made it as the protocol says."""
    if step.kind is RoundKind.RELOCK:
        master_off = pow(keys.master, -1, group.q)
        for k, (old, new) in enumerate(zip(before, after, strict=True)):
            if group.lock(old, keys.at(k) * master_off % group.q) != new:
                return f"its relock at position {k} is not made with its keys"
        return None
    if step.by_position:
        unlocked = sorted(group.unlock(value, [keys.at(k)]) for k, value in enumerate(after))
        if unlocked != sorted(before):
            return "its shuffle is not the deck it was given, locked by position with its keys"
        return None
    if sorted(group.lock(value, keys.master) for value in before) != sorted(after):
        return "its shuffle is not the deck it was given, locked with its master key"
    return None


def opened_card(group: Group, value: int, keys: Sequence[int]) -> int | None:
    """The card (0 to 51) at a final position holding ``value``, opened with every seat's key for it; None
    when the keys open no card (one of them is not that position's)."""
    return group.card_of(group.unlock(value, keys))
