"""Why a move is illegal.

The fast generator (``movegen``) answers "which moves are legal"; this module
answers "is this one legal, and if not, which rule does it break" (a
``Refusal``, see ``refusals``) so that a refused move always comes with a
reason a program can test and a player can act on. It asks the rule core
whether named items make groups (``splits``) and what the cards kept allow
(``rule_core.HeldCards``), so it holds no rule of grouping of its own; the
test suite checks that it and the generator agree move for move. Rule
numbers are those of ``docs/RULES.md``.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from .cards import RANK_LETTERS, Card
from .clearance import FACE_VALUES, HIGHEST_COMBINE, explain_clearance, item_value
from .moves import BUILD, CAPTURE, TRAIL, Move
from .refusals import Illegal, Refusal
from .rule_core import HIGH, LOW, HeldCards
from .splits import BuildSplits, build_split, capture_split
from .table import Build, Item
from .variants import BuilderDuty, Grouping, Variant

RANK_NAMES = {11: "jack", 12: "queen", 13: "king"}


def _rank_name(card: Card) -> str:
    return RANK_NAMES.get(card.rank, RANK_LETTERS[card.rank - 1])


def _malformed(move: Move) -> Refusal | None:
    """What is wrong with the shape of a move made by hand rather than parsed."""
    if move.kind not in (TRAIL, CAPTURE, BUILD):
        return Illegal.UNKNOWN_KIND.given(kind=move.kind)
    if move.kind == TRAIL and (move.cards or move.value):
        return Illegal.TRAIL_TAKES_NOTHING.given()
    if move.kind == CAPTURE and move.value:
        return Illegal.CAPTURE_HAS_NO_VALUE.given()
    if move.kind != TRAIL and not move.cards:
        return Illegal.NO_TABLE_CARDS.given(kind=move.kind)
    if len(set(move.cards)) != len(move.cards) or move.card in move.cards:
        return Illegal.CARD_NAMED_TWICE.given()
    if list(move.cards) != sorted(move.cards):
        return Illegal.TABLE_CARDS_UNSORTED.given()
    return None


def _named_items(table: Sequence[Item], cards: Sequence[Card]) -> list[Item] | Refusal:
    """The whole table items the named cards make up, in the order named; a refusal if they do not."""
    where: dict[Card, Item] = {}
    for it in table:
        if isinstance(it, Build):
            where.update(dict.fromkeys(it.cards, it))
        else:
            where[it] = it
    items: list[Item] = []
    for c in cards:
        if c not in where:
            return Illegal.NOT_ON_TABLE.given(card=c)
        it = where[c]
        if not any(it is x for x in items):
            items.append(it)
    for it in items:
        if isinstance(it, Build) and not set(it.cards) <= set(cards):
            return Illegal.BUILD_TAKEN_WHOLE.given(cards=" ".join(str(c) for c in it.cards))
    return items


def _owned_values(builds: Sequence[Build]) -> str:
    return ", ".join(str(b.value) for b in builds)


def is_legal_move(variant: Variant, hand: Sequence[Card], table: Sequence[Item], mover: int, move: Move) -> bool:
    """Whether ``move`` is legal: ``explain_illegal`` without looking for which house rule is to blame, a search
    of its own for every house rule on grouping, which a question of yes or no never needs."""
    return explain_illegal(variant, hand, table, mover, move, reasons=False) is None


def explain_illegal(
    variant: Variant, hand: Sequence[Card], table: Sequence[Item], mover: int, move: Move, *, reasons: bool = True
) -> Refusal | None:
    """None if ``move`` is legal, else the rule it breaks; without ``reasons`` a move that makes no groups is refused
    as such even where a house rule is what keeps it from making them (``is_legal_move``)."""
    return _Play(variant, hand, table, mover, move.card, move.cards).explain(move, reasons)


def legal_moves_for(
    variant: Variant,
    hand: Sequence[Card],
    table: Sequence[Item],
    mover: int,
    card: Card,
    cards: tuple[Card, ...],
    kind: str | None = None,
) -> list[Move]:
    """The legal moves of ``kind`` (any if None) that play ``card`` with exactly the table cards ``cards`` (sorted):
    a trail if none is named, else the capture and a build of every value.

    Each is asked of the explainer as ``is_legal_move`` asks it, not looked up in the generator's listing (a
    crowded table allows millions of moves: none is listed); what they all share (the hand, the builds the
    mover owns, the items named, what the cards kept allow) is found once, not once a value.
    """
    play = _Play(variant, hand, table, mover, card, cards)
    legal: list[Move] = []
    if kind in (None, TRAIL) and not cards:
        trail = Move(TRAIL, card, cards)
        if play.explain(trail, reasons=False) is None:
            legal.append(trail)
    if kind in (None, CAPTURE) and cards:
        capture = Move(CAPTURE, card, cards)
        if play.explain(capture, reasons=False) is None:
            legal.append(capture)
    if kind in (None, BUILD) and cards:
        builds = [Move(BUILD, card, cards, value) for value in range(1, variant.highest_build + 1)]
        if _malformed(builds[0]) is None:  # a build's shape is its cards': the same for every value
            legal.extend(build for build in builds if play.refusal(build, reasons=False) is None)
    return legal


_UNASKED: list[Item] = []
"""What ``_Play`` holds for the items named before they are asked for."""


class _Play:
    """One card played with these table cards, as the explainer asks it of every move that names them.

    A gesture asks the capture and a build of every value: the hand, the builds the mover owns, the items the
    cards make up, how they split for a value and what the cards kept allow are the same for each, so each is
    found once, when first asked. The move asked must play ``card`` with ``cards`` and be well formed.
    """

    __slots__ = (
        "_builds",
        "_faces",
        "_held",
        "_items",
        "card",
        "cards",
        "hand",
        "hand_after",
        "mover",
        "owned",
        "table",
        "variant",
    )

    def __init__(
        self,
        variant: Variant,
        hand: Sequence[Card],
        table: Sequence[Item],
        mover: int,
        card: Card,
        cards: Sequence[Card],
    ) -> None:
        self.variant = variant
        self.hand = hand
        self.table = table
        self.mover = mover
        self.card = card
        self.cards = cards
        self.hand_after = [c for c in hand if c != card]
        self.owned = [it for it in table if isinstance(it, Build) and it.owner == mover]
        self._items: list[Item] | Refusal = _UNASKED
        self._builds: BuildSplits | None = None
        self._held: _Kept | None = None
        self._faces: list[Card] | None = None

    def items(self) -> list[Item] | Refusal:
        """The whole table items the cards make up (``_named_items``), found once."""
        if self._items is _UNASKED:
            self._items = _named_items(self.table, self.cards)
        return self._items

    def build_split(self, items: list[Item], value: int) -> list[list[Item]] | None:
        """``splits.build_split`` of the card and the items named, for ``value``: the items read once for every
        value, each value's split found once."""
        if self._builds is None:
            self._builds = BuildSplits(self.variant, self.card, items)
        return self._builds.of(value)

    def faces(self) -> list[Card]:
        """The face cards among the card played and the cards named (they never build), found once."""
        if self._faces is None:
            self._faces = [c for c in (self.card, *self.cards) if not self.variant.is_numbered(c)]
        return self._faces

    def kept(self, items: Sequence[Item]) -> _Kept:
        """What the cards kept allow once the card is played taking in the items named, found once."""
        if self._held is None:
            self._held = _Kept(self.variant, self.table, self.mover, self.hand_after, self.card, items)
        return self._held

    def explain(self, move: Move, reasons: bool) -> Refusal | None:
        """``explain_illegal`` of ``move``, which plays this card with these cards: its shape, then the rest."""
        return _malformed(move) or self.refusal(move, reasons)

    def refusal(self, move: Move, reasons: bool) -> Refusal | None:
        """``explain_illegal`` of a well-formed ``move`` that plays this card with these cards."""
        variant = self.variant
        mover = self.mover
        if move.card not in self.hand:
            return Illegal.NOT_IN_HAND.given(card=move.card, seat=mover)
        owned = self.owned

        if move.kind == TRAIL:
            if owned:
                if variant.builder_duty is BuilderDuty.TAKE_OR_ADD:
                    return Illegal.OWNER_MUST_TAKE_OR_ADD.given(values=_owned_values(owned))
                return Illegal.OWNER_MAY_NOT_TRAIL.given(values=_owned_values(owned))
            return None

        items = self.items()
        if isinstance(items, Refusal):
            return items
        if variant.grouping is Grouping.CLEARANCE:
            return explain_clearance(self.hand, self.table, move, items)
        if variant.builder_duty is BuilderDuty.TAKE_OR_ADD:
            for build in owned:
                if not any(build is it for it in items):
                    return Illegal.OWNER_MUST_TAKE_OR_ADD.given(values=build.value)
        if move.kind == CAPTURE:
            return _explain_capture(variant, self.table, move, items, reasons) or self.kept(items).refusal(move)
        return _explain_build(self, move, items, reasons) or self.kept(items).refusal(move)


def _explain_capture(
    variant: Variant, table: Sequence[Item], move: Move, items: list[Item], reasons: bool
) -> Refusal | None:
    """Why the items make no capture with the card (4.2, 4.3), before what the cards kept allow is asked."""
    card = move.card
    if not variant.is_numbered(card):
        name = _rank_name(card)
        if variant.faces_take_all:
            alike = [it for it in table if isinstance(it, Card) and it.rank == card.rank]
            if len(items) != len(alike) or not all(any(it is a for a in alike) for it in items):
                return Illegal.FACE_TAKES_ALL.given(name=name)
        elif len(items) != 1 or isinstance(items[0], Build) or items[0].rank != card.rank:
            return Illegal.FACE_TAKES_ONE.given(name=name)
    elif not any(capture_split(variant, items, v) is not None for v in variant.values(card)):
        for it in items:
            if isinstance(it, Build) and it.multiple and it.value not in variant.values(card):
                return Illegal.MULTIPLE_BUILD_TAKEN_BY_ITS_VALUE.given(value=it.value)
            if isinstance(it, Card) and not variant.is_numbered(it):
                return Illegal.FACE_NEVER_SUMMED.given(card=it)
        blocked = reasons and _house_rule_blocking(
            variant, lambda v: any(capture_split(v, items, w) is not None for w in v.values(card))
        )
        if blocked:
            return blocked
        return Illegal.NO_CAPTURE_GROUPS.given(
            cards=" ".join(str(c) for c in move.cards),
            worth=" or ".join(str(v) for v in variant.values(card)),
            card=card,
        )
    return None


class _Kept:
    """Rules 4.4 and 4.5, asked of the rule core as the move generator asks them: the cards kept for builds, once
    the card is played taking in the items named (the same for the capture and a build of every value)."""

    __slots__ = ("card", "exposed", "held", "left_bare", "mask", "one_ace")

    def __init__(
        self,
        variant: Variant,
        table: Sequence[Item],
        mover: int,
        hand_after: Sequence[Card],
        card: Card,
        items: Sequence[Item],
    ) -> None:
        hand = (*hand_after, card)
        builds = [(1 << i, it.value, it.owner) for i, it in enumerate(table) if isinstance(it, Build)]
        mask = sum(1 << i for i, it in enumerate(table) if any(it is used for used in items))
        held = HeldCards(variant, builds, hand, mover)
        exposed = held.exposed(card)
        self.card = card
        self.mask = mask
        self.held = held
        self.exposed = exposed
        self.left_bare = [value for bit, value, owner in builds if owner == mover and exposed & bit and not mask & bit]
        self.one_ace = held.one_ace(card)

    def refusal(self, move: Move) -> Refusal | None:
        """What the cards kept forbid of ``move``, which plays the card taking in the items."""
        held = self.held
        if move.kind == BUILD and not held.keeps_for(self.card, move.value):
            return Illegal.KEEP_CARD_FOR_NEW_BUILD.given(value=move.value)
        if self.left_bare:
            return Illegal.KEEP_CARD_FOR_OWN_BUILD.given(value=self.left_bare[0])
        if move.kind == BUILD:
            allowed = held.build_allowed(move.value, self.mask, self.exposed, self.one_ace)
        else:
            allowed = held.capture_allowed(self.mask, self.exposed, self.one_ace)
        return None if allowed else Illegal.ONE_CARD_FOR_TWO_BUILDS.given(low=LOW, high=HIGH)


def _explain_build(play: _Play, move: Move, items: list[Item], reasons: bool) -> Refusal | None:
    """Why the card and the items make no build of the move's value (3, 4.3, 4.4), before what the cards kept
    allow is asked."""
    variant = play.variant
    table = play.table
    value = move.value
    if value > variant.highest_build:
        return Illegal.BUILD_TOO_HIGH.given(highest=variant.highest_build, variant=variant.title)
    if value < variant.lowest_build:
        return Illegal.BUILD_TOO_LOW.given()
    faces = play.faces()
    if faces:
        return Illegal.FACE_NEVER_BUILDS.given(card=faces[0], variant=variant.title)
    existing = [it for it in table if isinstance(it, Build) and it.value == value]
    if variant.one_build_per_value and existing and not any(existing[0] is it for it in items):
        return Illegal.ONE_BUILD_PER_VALUE.given(value=value)
    if play.build_split(items, value) is None:
        for it in items:
            if isinstance(it, Build) and it.multiple and it.value != value:
                return Illegal.MULTIPLE_BUILD_KEEPS_VALUE.given(value=it.value, new=value)
        blocked = reasons and _house_rule_blocking(
            variant, lambda v: build_split(v, move.card, items, value) is not None
        )
        if blocked:
            return blocked
        return Illegal.NO_BUILD_GROUPS.given(card=move.card, cards=" ".join(str(c) for c in move.cards), value=value)
    if not variant.builds_merge and sum(isinstance(it, Build) for it in items) > 1:
        return Illegal.BUILDS_NEVER_MERGE.given()
    return None


_GROUPING_RULES = (
    ("builds_in_sums", Illegal.BUILDS_ONLY_WHOLE),
    ("loose_cards_in_raise", Illegal.ONLY_PLAYED_CARD_RAISES),
    ("table_aces_high", Illegal.TABLE_ACES_LOW),
)


def _house_rule_blocking(variant: Variant, works: Callable[[Variant], bool]) -> Refusal | None:
    """The reason, if a house rule on grouping is what makes a move illegal (it would work without it)."""
    for field_name, reason in _GROUPING_RULES:
        if getattr(variant, field_name) is False and works(variant.with_switches(**{field_name: True})):
            return reason.given()
    return None


def explain_intent(
    variant: Variant,
    hand: Sequence[Card],
    table: Sequence[Item],
    mover: int,
    card: Card,
    table_cards: Collection[Card],
    kind: str | None = None,
) -> Refusal | None:
    """Why no move of ``kind`` (any kind if None) plays ``card`` with exactly these table cards.

    This is the question a player asks of the table: "why can't I play this
    card on those?". A trail is meant when no table card is named; with
    table cards and no kind, the capture's refusal answers, as a capture is
    what naming cards to take usually means. A build names no value, so the
    build the cards do make (kept from it only by a rule such as 4.4's
    capturing card) is the one explained; failing that, the build of their
    plain sum. None when the named play is legal after all.
    """
    cards = tuple(sorted(table_cards))
    if kind == TRAIL or (kind is None and not cards):
        return explain_illegal(variant, hand, table, mover, Move(TRAIL, card, cards))
    if kind != BUILD or not cards:
        return explain_illegal(variant, hand, table, mover, Move(kind or CAPTURE, card, cards))
    if card not in hand:
        return Illegal.NOT_IN_HAND.given(card=card, seat=mover)
    play = _Play(variant, hand, table, mover, card, cards)  # each build value asked shares its work
    items = play.items()
    if isinstance(items, Refusal):
        return items
    if variant.grouping is Grouping.CLEARANCE:
        return _clearance_build_refusal(variant, hand, table, mover, card, cards, items)
    natural = max(2, sum(variant.values(card)[:1]) + sum(_plain_value(variant, it) for it in items))
    values = range(variant.lowest_build, variant.highest_build + 1)
    # The builds the cards form, their natural value's first: each split is looked for only once it is its turn.
    for value in sorted(values, key=lambda v: v != natural):
        if play.build_split(items, value) is None:
            continue
        refusal = play.explain(Move(BUILD, card, cards, value), reasons=True)
        if refusal is not None:
            return refusal
    return play.explain(Move(BUILD, card, cards, natural), reasons=True)


def _plain_value(variant: Variant, item: Item) -> int:
    """What an item adds to a plain sum: a build its value, a loose card its lowest (an ace 1)."""
    return item.value if isinstance(item, Build) else sum(variant.values(item)[:1])


def _clearance_build_refusal(
    variant: Variant,
    hand: Sequence[Card],
    table: Sequence[Item],
    mover: int,
    card: Card,
    cards: tuple[Card, ...],
    items: list[Item],
) -> Refusal | None:
    """Why the placed card and these items form no group: J, Q, K only pair, or the sum passes 10 (rule 8)."""
    values = [item_value(it) for it in (card, *items)]
    faces = [v for v in values if v in FACE_VALUES]
    total = sum(values)
    if not faces and total > HIGHEST_COMBINE:
        shown = [c.pretty for c in (card, *cards)]
        names = ", ".join(shown[:-1]) + " and " + shown[-1]
        return Illegal.COMBINED_TOO_HIGH.given(names=names, total=total, highest=HIGHEST_COMBINE)
    value = max(faces) if faces else total
    return explain_illegal(variant, hand, table, mover, Move(BUILD, card, cards, value))
