"""Why a move is refused, as a value a program can test and a sentence a player can read.

Each reason the rules give for refusing a move is one member of ``Illegal``;
its value is the sentence a player is told, with the move's particulars left
as ``{fields}``. A ``Refusal`` is one such reason with its particulars filled
in, so a caller can branch on ``refusal.reason is Illegal.BUILD_TOO_HIGH``
while the player reads "builds go up to 10 in Advanced (rule 4.4)". The rule
numbers are those of the project's rule book, ``docs/RULES.md``.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from .moves import Move


class Illegal(enum.Enum):
    """Every reason a move can be refused; the value is the player's sentence, to be filled in."""

    GAME_OVER = "the game is over"

    # The shape of a move made by hand rather than parsed (docs/RULES.md 9).
    UNKNOWN_KIND = "unknown kind of move {kind!r}"
    TRAIL_TAKES_NOTHING = "a trail plays one card and takes none (rule 4.1)"
    CAPTURE_HAS_NO_VALUE = "a capture has no value of its own; it is the played card's"
    NO_TABLE_CARDS = "a {kind} needs at least one table card (rules 4.2, 4.4)"
    CARD_NAMED_TWICE = "a card is named twice in the move"
    TABLE_CARDS_UNSORTED = "the table cards of a move are listed in sort order"

    # The cards a move names.
    NOT_IN_HAND = "{card} is not in the hand of player {seat}"
    NOT_ON_TABLE = "{card} is not on the table"
    BUILD_TAKEN_WHOLE = "a build is taken whole: name all of its cards ({cards})"

    # A builder's obligations (rules 4.1, 4.5 and the builder's-duty house rule).
    OWNER_MAY_NOT_TRAIL = "you own a build of {values}: you may not trail until it is taken (rule 4.1)"
    OWNER_MUST_TAKE_OR_ADD = "you own a build of {values}: this turn you must take it in or add to it (house rule)"
    KEEP_CARD_FOR_OWN_BUILD = "you must keep a card to take your build of {value} (rule 4.5)"
    ONE_CARD_FOR_TWO_BUILDS = (
        "one card kept back answers for one build: keep a card for your build of {low} "
        "and another for your build of {high} (rule 4.5)"
    )

    # Captures (rules 4.2, 4.3 and the face-card house rule).
    FACE_TAKES_ONE = "a {name} takes exactly one loose {name} (rule 4.3)"
    FACE_TAKES_ALL = "a {name} takes every loose {name} at once (house rule)"
    FACE_NEVER_SUMMED = "{card} is a face card: it is never summed, only paired by its rank (rule 4.3)"
    MULTIPLE_BUILD_TAKEN_BY_ITS_VALUE = "a multiple build of {value} is only taken by a {value} (rule 4.2)"
    NO_CAPTURE_GROUPS = "{cards} cannot be split into groups of {worth} to take with {card} (rule 4.2)"

    # Builds (rules 3, 4.3, 4.4).
    BUILD_TOO_HIGH = "builds go up to {highest} in {variant} (rule 4.4)"
    BUILD_TOO_LOW = "a build is worth at least 2 (rule 4.4)"
    FACE_NEVER_BUILDS = "{card} is a face card: face cards never build in {variant} (rule 4.3)"
    ONE_BUILD_PER_VALUE = (
        "there is already a build of {value} on the table: a new build of {value} must take it in (rule 3)"
    )
    MULTIPLE_BUILD_KEEPS_VALUE = "a multiple build of {value} keeps its value: it cannot become {new} (rule 4.4)"
    NO_BUILD_GROUPS = "{card} with {cards} cannot be split into groups of {value} (rule 4.4)"
    KEEP_CARD_FOR_NEW_BUILD = "you must keep a card that takes {value} to build {value} (rule 4.4)"
    NOT_A_BUILD = "{card} and the named cards do not form a build of {value}"

    # House rules on what may be summed (docs/RULES.md 10).
    BUILDS_ONLY_WHOLE = "a build is taken only whole, never summed with other cards (house rule)"
    ONLY_PLAYED_CARD_RAISES = "only the played card may raise a build; table cards may not help (house rule)"
    TABLE_ACES_LOW = "an ace on the table counts 1; aces count 14 only from the hand (house rule)"
    BUILDS_NEVER_MERGE = "a play adds to one build at most; two builds are never merged (house rule)"

    # Clearance (rule 8).
    NO_TAKE_GROUP = "{cards} cannot be paired or combined into one group of {value} to take with {card} (rule 8)"
    GROUP_VALUE_OUT_OF_RANGE = "a group is worth 1 to 13, not {value} (rule 8)"
    FACES_ONLY_PAIR = "J, Q and K only pair: a group of {value} holds cards of that rank only (rule 8)"
    COMBINED_TOO_HIGH = "{names} add up to {total}: a combined group is worth at most {highest} (rule 8)"
    NO_GROUP = "{card} with {cards} cannot be paired or combined into one group of {value} (rule 8)"
    GROUP_TOO_LARGE = "{count} cards are too many to check as one group of {value}; play fewer at a time (rule 8)"

    def given(self, **particulars: object) -> Refusal:
        """This reason with the move's particulars, ready to be told."""
        return Refusal(self, tuple(sorted(particulars.items())))


@dataclass(frozen=True, slots=True)
class Refusal:
    """One refused move's reason and the particulars its sentence names."""

    reason: Illegal
    particulars: tuple[tuple[str, object], ...] = ()

    @property
    def sentence(self) -> str:
        """The reason in words, lower case and without a full stop, as it reads after "illegal move: "."""
        return self.reason.value.format(**dict(self.particulars))

    def __str__(self) -> str:
        return self.sentence


class IllegalMove(ValueError):
    """A move the rules do not allow: ``reason`` is the rule it breaks, ``sentence`` says it in words."""

    def __init__(self, move: Move, refusal: Refusal) -> None:
        super().__init__(f"illegal move '{move}': {refusal.sentence}")
        self.move = move
        self.refusal = refusal

    @property
    def reason(self) -> Illegal:
        return self.refusal.reason

    @property
    def sentence(self) -> str:
        return self.refusal.sentence
