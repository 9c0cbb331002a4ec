"""What a move did at the table, told from the positions either side of it.

A move's text (``capture 9S 3D 6C``) names cards; a person watching the
table sees more: whose build was taken or raised, whether the table was
swept, a cassino won, the last cards gathered at the end of the game. The
window's caption, banners and move log all tell that story, so it is read
once here, from the two states the engine already made, never worked out
again by the front end.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from .cards import BIG_CASSINO, LITTLE_CASSINO, Card
from .moves import BUILD, CAPTURE, Move
from .scoring import card_points
from .state import GameState
from .table import Build, Item, item_cards

__all__ = ["MoveStory", "story_of"]

CASSINOS = (BIG_CASSINO, LITTLE_CASSINO)


@dataclass(frozen=True)
class MoveStory:
    """One move as the table saw it: the items it acted on and what came of them."""

    move: Move
    seat: int
    """Who played it."""
    items: tuple[Item, ...]
    """The table items the move took (a capture) or took into its build, in table order."""
    build: Build | None
    """The build the move made or changed, as it lies on the table after it (None: no build move)."""
    raised: Build | None
    """The one single build a build move raised to a new value, as it was before (None: no raise)."""
    sweep: bool
    """The capture emptied the table and scores as a sweep where the variant counts sweeps."""
    cassinos: tuple[Card, ...]
    """The cassinos the capture won (the big one first), where they score."""
    builds_taken_from: tuple[int, ...]
    """The seats of the other side whose builds the capture took, each once, in seat order."""
    left_to: int | None
    """Who gathered the cards left on the table at the end of the game (None: the game goes on, or none were left)."""
    left: tuple[Card, ...]
    """Those cards, sorted."""

    @property
    def loose(self) -> tuple[Card, ...]:
        """The loose cards among the items, in table order."""
        return tuple(item for item in self.items if isinstance(item, Card))

    @property
    def builds(self) -> tuple[Build, ...]:
        """The builds among the items, in table order."""
        return tuple(item for item in self.items if isinstance(item, Build))

    @property
    def kind(self) -> str:
        return self.move.kind


def story_of(move: Move, before: GameState, after: GameState) -> MoveStory:
    """The story of ``move``, played by ``before.to_move``, which led from ``before`` to ``after``."""
    seat = before.to_move
    variant = before.variant
    involved = set(move.cards)
    items = tuple(item for item in before.table if set(item_cards(item)) <= involved)
    build = _build_holding(after, move.card) if move.kind == BUILD else None
    builds_in = [item for item in items if isinstance(item, Build)]
    raised = None
    if build is not None and len(builds_in) == 1 and builds_in[0].value != build.value:
        raised = builds_in[0]
    captured = move.kind == CAPTURE
    cassinos: tuple[Card, ...] = ()
    if captured:
        won = {move.card, *move.cards}
        cassinos = tuple(c for c in CASSINOS if c in won and card_points(variant, c) > 0)
    mover_side = variant.side_of(seat)
    taken_from = sorted(
        {b.owner for b in builds_in if captured and b.owner is not None and variant.side_of(b.owner) != mover_side}
    )
    sweep = captured and variant.sweeps_score and after.sweeps[seat] > before.sweeps[seat]
    left_to, left = _left_at_the_end(move, before, after, seat)
    return MoveStory(move, seat, items, build, raised, sweep, cassinos, tuple(taken_from), left_to, left)


def _build_holding(state: GameState, card: Card) -> Build | None:
    for item in state.table:
        if isinstance(item, Build) and card in item.cards:
            return item
    return None


def _left_at_the_end(move: Move, before: GameState, after: GameState, seat: int) -> tuple[int | None, tuple[Card, ...]]:
    """The cards the table still held when the game ended, and who gathered them (docs/RULES.md 5)."""
    if not after.over:
        return None, ()
    taker = after.last_capturer if after.last_capturer is not None else after.dealer
    gained = Counter(after.captured[taker]) - Counter(before.captured[taker])
    if seat == taker and move.kind == CAPTURE:
        gained -= Counter((move.card, *move.cards))
    left = tuple(sorted(gained.elements()))
    return (taker, left) if left else (None, ())
