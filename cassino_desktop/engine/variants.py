"""The variants as data: one ``Variant`` type, one instance per variant.

Every difference between the variants of docs/RULES.md section 2 is a field here,
so the move generator, scoring and matches read switches instead of testing
variant names. A new variant (Clearance, house rules) is a new instance plus,
at most, a new switch.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from enum import Enum
from functools import lru_cache

from .cards import CARDS, Card
from .json_text import describe_value, quote_excerpt


class Scoring(Enum):
    """How a finished game is scored (docs/RULES.md section 5)."""

    CARDS = "cards"  # Original: one point per captured card
    POINTS = "points"  # Advanced and Royal: 11 points a game plus sweeps
    CLEARANCE = "clearance"  # Clearance: aces, 2S and TD, most cards and spades with ties shared


class BuilderDuty(Enum):
    """What a player who owns a build must do (the encyclopedia's "acting with builds on the table")."""

    NO_TRAIL = "no-trail"
    """Variant 1 (Hoyle's, docs/RULES.md 4.1): the owner may do anything but trail."""
    TAKE_OR_ADD = "take-or-add"
    """Variant 2: on the next turn the owner must take the build in or add to it."""


class Grouping(Enum):
    """How table cards come together (docs/RULES.md sections 4 and 8)."""

    CASSINO = "cassino"  # builds with owners, groups that sum to the build's value
    CLEARANCE = "clearance"  # groups pair and combine freely; no owners, no reserved cards


SIDES = 2
"""Partnerships are two sides: seats 0 and 2 (you and the player opposite) against seats 1 and 3."""
PARTNERSHIP_PLAYERS = (4,)


@dataclass(frozen=True)
class Variant:
    """The rule switches of one Cassino variant."""

    name: str
    title: str
    description: str
    ace_high: bool
    """Aces count 1 or 14, chosen at each use (Original, Royal)."""
    numbered_faces: bool
    """J, Q, K count 11, 12, 13; if False they only pair, one card at a time (Advanced)."""
    highest_build: int
    scoring: Scoring
    sweeps_score: bool
    match_target: int | None
    """Points that end a match; None means a match is a single game."""
    player_counts: tuple[int, ...] = (2,)
    grouping: Grouping = Grouping.CASSINO
    hand_size: int = 4
    table_deal: int = 4

    # House rules (``house_rules.py``): the defaults are docs/RULES.md, each switch changes one point.
    builds_in_sums: bool = True
    """A single build may be summed with other table items in a capture or a build (4.2, 4.4)."""
    loose_cards_in_raise: bool = True
    """Loose table cards (and other single builds) may join the played card in raising a single build."""
    one_build_per_value: bool = True
    """A new build of V must take in a build of V already on the table (docs/RULES.md 3)."""
    last_play_sweep: bool = False
    """A capture that empties the table on the last play of the game is a sweep too."""
    building_aces: bool = False
    """An ace played on loose aces, holding another, builds aces: a multiple build of 1 (else builds start at 2)."""
    builds_merge: bool = True
    """One build move may take in two or more builds already on the table (else at most one)."""
    aces_high_in_builds: bool = True
    """Where aces are high, an ace may count 14 inside a build, as a group of its own (else 1 in every build)."""
    table_aces_high: bool = True
    """Where aces are high, a loose ace on the table may count 14 as well as 1 (else only from the hand)."""
    builder_duty: BuilderDuty = BuilderDuty.NO_TRAIL
    faces_take_all: bool = False
    """Advanced: a face card takes every loose card of its rank at once (California), not exactly one."""
    spades_break_card_tie: bool = False
    """Portuguese: when the most cards is shared, the tied player with the most spades scores it."""
    spade_points: bool = False
    """Spade Cassino: the jack of spades scores 2 and every other spade 1."""
    draw: bool = False
    """Draw Cassino: after each play the mover draws a card, so hands stay full while the stock lasts."""
    partnerships: bool = False
    """Four players in two sides, partners opposite (seats 0 and 2 against 1 and 3), scoring together."""

    _values: tuple[tuple[int, ...], ...] = field(default=(), repr=False, compare=False)
    _build_values: tuple[tuple[int, ...], ...] = field(default=(), repr=False, compare=False)
    _value_bits: tuple[int, ...] = field(default=(), repr=False, compare=False)
    """Each card's values as the bits of one number (value ``v`` is ``1 << v``): a table's groups are told the
    same way, so whether a card can take anything is one ``&``."""
    _table_sum_values: tuple[int, ...] = field(default=(), repr=False, compare=False)
    """A loose card's value in a sum (an ace's 1), 0 for a card never summed: a table of loose cards is read
    through it at C speed."""
    _table_high: tuple[bool, ...] = field(default=(), repr=False, compare=False)
    """Whether a loose card counts 14 too (an ace, where aces are high on the table)."""
    _build_targets: int = field(default=0, repr=False, compare=False)
    """The values a build may have, ``lowest_build`` to ``highest_build``, as bits (value ``v`` is ``1 << v``)."""
    _hash: int = field(default=0, repr=False, compare=False)

    def __hash__(self) -> int:
        # Kept, not recomputed from two dozen fields: players key their caches by the variant.
        return self._hash

    def __post_init__(self) -> None:
        object.__setattr__(self, "_hash", hash(tuple(getattr(self, f.name) for f in fields(self) if f.compare)))
        values = tuple(self._compute_values(card) for card in CARDS)
        object.__setattr__(self, "_values", values)
        # A loose ace on the table counts 14 only where the house rules allow it.
        table = tuple(
            v[:1] if c.rank == 1 and not self.table_aces_high else v for c, v in zip(CARDS, values, strict=True)
        )
        object.__setattr__(self, "_table_sum_values", tuple(v[0] if v else 0 for v in table))
        object.__setattr__(self, "_table_high", tuple(len(v) > 1 for v in table))
        # Inside a build an ace counts 14 only where the house rules let it.
        in_builds = tuple(
            v[:1] if c.rank == 1 and not self.aces_high_in_builds else v for c, v in zip(CARDS, values, strict=True)
        )
        object.__setattr__(self, "_build_values", in_builds)
        object.__setattr__(self, "_value_bits", tuple(sum(1 << v for v in vals) for vals in values))
        object.__setattr__(self, "_build_targets", (1 << self.highest_build + 1) - (1 << self.lowest_build))

    def _compute_values(self, card: Card) -> tuple[int, ...]:
        rank = card.rank
        if rank == 1:
            return (1, 14) if self.ace_high else (1,)
        if rank > 10 and not self.numbered_faces:
            return ()
        return (rank,)

    def values(self, card: Card) -> tuple[int, ...]:
        """The numeric values a card may take; empty for Advanced face cards."""
        return self._values[card]

    def build_values(self, card: Card) -> tuple[int, ...]:
        """The values a card played from the hand may count for in a build: ``values`` less a house rule's high ace."""
        return self._build_values[card]

    @property
    def lowest_build(self) -> int:
        """The smallest value a build may have: 2 (two aces), or 1 where a house rule lets aces build alike."""
        return 1 if self.building_aces else 2

    def is_numbered(self, card: Card) -> bool:
        """True if the card can be summed, built and capture by value."""
        return bool(self._values[card])

    def is_sweep(self, last_play: bool) -> bool:
        """Whether a capture that empties the table is a sweep: always, except on the game's
        last play, where only a house rule (``last_play_sweep``) makes it one. Whether a sweep
        scores is ``sweeps_score``."""
        return self.last_play_sweep or not last_play

    def rounds(self, players: int) -> int:
        """Rounds in a game: the cards left after the table deal, 4 a hand."""
        return (52 - self.table_deal) // (self.hand_size * players)

    def round_at(self, players: int, stock_size: int) -> int:
        """The round a stock of this size belongs to.

        With Draw Cassino the stock shrinks a card at a time; a "round" is
        then each stretch of one deal's worth of cards (8 with two players),
        which keeps the round a measure of how far the game has gone.
        """
        deal = self.hand_size * players
        return max(1, self.rounds(players) - -(-stock_size // deal))

    @property
    def base(self) -> Variant:
        """The variant as docs/RULES.md plays it, without house rules."""
        return VARIANTS[self.name]

    def with_switches(self, **switches: object) -> Variant:
        """This variant with some fields changed (``house_rules`` checks what a player may change).

        Partnerships are played by four, so they set the table's size too.
        """
        if "partnerships" in switches:
            switches["player_counts"] = PARTNERSHIP_PLAYERS if switches["partnerships"] else self.base.player_counts
        return _replaced(self, tuple(sorted(switches.items())))

    def side_of(self, seat: int) -> int:
        """The side a seat plays for: its partnership, or the seat itself where everyone plays alone."""
        return seat % SIDES if self.partnerships else seat

    def sides(self, players: int) -> int:
        """How many sides score at a table of ``players``."""
        return SIDES if self.partnerships else players

    def changed_fields(self) -> dict[str, object]:
        """The fields whose values differ from the base variant's, by name."""
        base = self.base
        return {
            f.name: getattr(self, f.name)
            for f in fields(self)
            if f.compare and getattr(self, f.name) != getattr(base, f.name)
        }


@lru_cache(maxsize=256)
def _replaced(variant: Variant, switches: tuple[tuple[str, object], ...]) -> Variant:
    """``variant`` with some fields changed.

    (Cached, for as many variants as a player meets: a variant never changes, and each position loaded with
    house rules would otherwise make its tables of card values again.)
    """
    return replace(variant, **dict(switches))  # type: ignore[arg-type]


ORIGINAL = Variant(
    name="original",
    title="Original",
    description=(
        "Capture more cards than the computer. Aces are 1 or 14, jacks 11, "
        "queens 12, kings 13, and every card builds. One game decides."
    ),
    ace_high=True,
    numbered_faces=True,
    highest_build=14,
    scoring=Scoring.CARDS,
    sweeps_score=False,
    match_target=None,
)

ADVANCED = Variant(
    name="advanced",
    title="Advanced",
    description=(
        "Classic scoring: big and little cassino, aces, most cards, most spades "
        "and sweeps, in games to 21. Aces are 1; jacks, queens and kings only "
        "pair, one card at a time."
    ),
    ace_high=False,
    numbered_faces=False,
    highest_build=10,
    scoring=Scoring.POINTS,
    sweeps_score=True,
    match_target=21,
    player_counts=(2, 3, 4),
)

ROYAL = Variant(
    name="royal",
    title="Royal",
    description=(
        "Classic scoring in games to 21, with the building of Original: aces are "
        "1 or 14, jacks 11, queens 12, kings 13, and builds go up to 14."
    ),
    ace_high=True,
    numbered_faces=True,
    highest_build=14,
    scoring=Scoring.POINTS,
    sweeps_score=True,
    match_target=21,
    player_counts=(2, 3, 4),
)

CLEARANCE = Variant(
    name="clearance",
    title="Clearance",
    description=(
        "Cassino as it is played in India, by two to four players. Pair groups "
        "of equal value, combine numbers up to 10, and take one group a turn. "
        "Aces, the 2\N{BLACK SPADE SUIT} and the 10\N{BLACK DIAMOND SUIT} score; "
        "no owners, no sweeps, one game decides."
    ),
    ace_high=False,
    numbered_faces=True,
    highest_build=13,
    scoring=Scoring.CLEARANCE,
    sweeps_score=False,
    match_target=None,
    player_counts=(2, 3, 4),
    grouping=Grouping.CLEARANCE,
)

VARIANTS: dict[str, Variant] = {v.name: v for v in (ORIGINAL, ADVANCED, ROYAL, CLEARANCE)}


def variant_named(name: str) -> Variant:
    """Look a variant up by name; ``ValueError`` lists the known ones."""
    try:
        return VARIANTS[name.strip().lower()]
    except (KeyError, AttributeError):
        known = ", ".join(VARIANTS)
        shown = quote_excerpt(name) if isinstance(name, str) else describe_value(name)
        raise ValueError(f"unknown variant {shown} (known: {known})") from None
