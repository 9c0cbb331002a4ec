"""What a play does to the table: the table it leaves, and whether it sweeps (docs/RULES.md 4).

The game state plays moves through these, and so do the players and the move
generator when they look ahead without a state: what a move does is written
once.
"""

from __future__ import annotations

from collections.abc import Sequence

from .moves import CAPTURE, TRAIL, Move
from .refusals import Illegal, IllegalMove
from .splits import build_split, card_groups
from .table import Build, Item
from .variants import Grouping, Variant


def is_sweep(variant: Variant, move: Move, table_left: Sequence[Item], last_play: bool) -> bool:
    """Whether ``move``, leaving ``table_left``, sweeps the table (docs/RULES.md 4.2): a capture that takes
    every item, except on the game's last play where only a house rule counts it. Whether it scores is
    ``variant.sweeps_score``."""
    return move.kind == CAPTURE and not table_left and variant.is_sweep(last_play)


def table_after(variant: Variant, table: tuple[Item, ...], mover: int, move: Move) -> tuple[Item, ...]:
    """The table once ``move`` (assumed legal) is played on it.

    A trail adds the card; a capture removes the items named; a build
    replaces the items it takes in by one build owned by the mover, lying
    where the first of them lay. Players use this to look ahead without a state.
    """
    if move.kind == TRAIL:
        return (*table, move.card)
    named = set(move.cards)
    keep: list[Item] = []
    used: list[Item] = []
    first_used = -1
    for it in table:
        if (it.cards[0] if isinstance(it, Build) else it) in named:
            used.append(it)
            if first_used < 0:
                first_used = len(keep)
        else:
            keep.append(it)
    if move.kind == CAPTURE:
        return tuple(keep)
    if variant.grouping is Grouping.CLEARANCE:
        # One new group without an owner; its cards are one group, whatever pairs made it.
        keep.insert(first_used, Build(move.value, None, ((move.card, *move.cards),)))
        return tuple(keep)
    groups = build_split(variant, move.card, used, move.value)
    if groups is None:
        raise IllegalMove(move, Illegal.NOT_A_BUILD.given(card=move.card, value=move.value))
    keep.insert(first_used, Build(move.value, mover, card_groups(groups)))
    return tuple(keep)
