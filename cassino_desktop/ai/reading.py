"""Reading the other players' plays: worlds in which they played as a sensible player would.

Every play is made face up, so a seat may ask of each world it samples:
*holding these cards, would the other player have played what they did?*
A player who trailed a 9 and kept a 2 rarely held nothing else; a player
who left my build of 7 on the table rarely held a 7. The question is put to
a model player (Hard, the card counter) on the view that player had at the
time, rebuilt from the public plays of the round and the world's hand. A
world where the model agrees with every play is kept; one where it
disagrees with ``k`` plays is kept with chance ``MODEL_DOUBT ** k`` (people
do not play like the model, and they bluff), so reading sharpens the worlds
without ever ruling one out.

Only the plays of the current round are read: a round's hands are dealt at
its start, so every card a player holds now was in their hand at each of
their plays this round, together with the cards they have played since.
"""

from __future__ import annotations

import dataclasses
import math
import time
from collections.abc import Callable
from dataclasses import dataclass

from ..engine import CAPTURE, Card, GameState, Move, SeatView, SplitMix64
from .player import CancelToken, Player
from .worlds import passed_up, sample_world

MODEL_DOUBT = 0.01
"""Chance of keeping a world for each play in it that the model would not have made.

Sharp, because the expert's search models the other player as Hard too
(its rollouts): the sharper the reading, the more of the other hand's true
cards its worlds hold (docs/STRENGTH.md). A player unlike
the model is read surer than the evidence warrants; but when no world
drawn explains the plays, the last world drawn that could be true is kept,
so the reading falls back to the plain deal of the unseen cards. A softer
reading is a setting: ``ExpertPlayer(doubt=0.2, tries=8)``."""
MAX_TRIES = 32
"""Worlds drawn at most for one sample; past that the last one drawn that could be true is kept."""


def check_reading(doubt: float, tries: int) -> None:
    """``ValueError`` unless ``doubt`` is a chance strictly between 0 and 1 and ``tries`` is at least 1."""
    if not 0.0 < doubt < 1.0 or tries < 1:
        raise ValueError(f"doubt must be between 0 and 1 and tries at least 1, not {doubt} and {tries}")


@dataclass(frozen=True)
class PastDecision:
    """One play of another seat this round, with that seat's view at the time (its hand left out)."""

    view: SeatView
    """The view then, with the hand empty: the world supplies it."""
    played_since: tuple[Card, ...]
    """Cards this seat has played from that play on (that play's card included)."""
    move: Move


def past_decisions(view: SeatView) -> list[PastDecision]:
    """The other seats' plays of this round, each with the view its player had when making it.

    Public facts only: the table before each play is recorded with it, and
    the piles, sweeps and hand sizes then are the present ones less what
    the later plays added.
    """
    plays = view.round_plays
    decisions: list[PastDecision] = []
    if view.variant.draw:
        return decisions  # in Draw Cassino hands are refilled after every play: the hand then is not the hand now
    for i, play in enumerate(plays):
        if play.seat == view.seat:
            continue
        later = plays[i:]
        captured = [list(pile) for pile in view.captured]
        sweeps = list(view.sweeps)
        sizes = list(view.hand_sizes)
        for j, other in enumerate(later, start=i):
            sizes[other.seat] += 1
            if other.move.kind == CAPTURE:
                taken = 1 + len(other.move.cards)
                del captured[other.seat][len(captured[other.seat]) - taken :]
                table_after = plays[j + 1].table if j + 1 < len(plays) else view.table
                if not table_after and view.variant.is_sweep(False):
                    sweeps[other.seat] -= 1
        before = [p.seat for p in plays[:i] if p.move.kind == CAPTURE]
        captures_since = any(p.move.kind == CAPTURE for p in later)
        last_capturer = before[-1] if before else (None if captures_since else view.last_capturer)
        # Variant, players, dealer, round and stock are as now: a round's plays do not change them.
        then = dataclasses.replace(
            view,
            seat=play.seat,
            to_move=play.seat,
            hand=(),
            table=play.table,
            captured=tuple(tuple(pile) for pile in captured),
            sweeps=tuple(sweeps),
            last_capturer=last_capturer,
            hand_sizes=tuple(sizes),
            over=False,
            round_plays=plays[:i],
        )
        played = tuple(p.move.card for p in later if p.seat == play.seat)
        decisions.append(PastDecision(then, played, play.move))
    return decisions


class PlayReader:
    """Draws worlds for one seat's decision, weighted by how well they explain the others' plays."""

    def __init__(
        self,
        view: SeatView,
        model: Player,
        doubt: float = MODEL_DOUBT,
        tries: int = MAX_TRIES,
        cancel: CancelToken | None = None,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        """``doubt`` and ``tries`` default to ``MODEL_DOUBT`` and ``MAX_TRIES``; other values are for measuring.

        Once ``cancel`` is cancelled the reader stops reading: it counts no
        more misses and draws no more worlds, so a cancelled search returns
        after one of the model's choices at most. Deadlines are times of
        ``clock``, the searching player's.
        """
        check_reading(doubt, tries)
        self._cancel = cancel if cancel is not None else CancelToken()
        self._clock = clock
        self._view = view
        self._model = model
        self._log_doubt = math.log(doubt)
        self._tries = tries
        self._unlikely = passed_up(view)
        self._decisions = past_decisions(view)
        self._never = CancelToken()
        self.drawn = 0
        """Worlds drawn so far, kept or not (how hard the plays were to explain)."""

    def _past(self, deadline: float) -> bool:
        """True once the clock has passed ``deadline``; an infinite one is never read against the clock."""
        return deadline < math.inf and self._clock() > deadline

    def misses(self, world: GameState, enough: float = math.inf, deadline: float = math.inf) -> float:
        """How many of the others' plays this round the model would not have made, holding the world's cards.

        Infinite when a play was not even legal with those cards (a build
        owned then, since taken, that the world's hand could not take): such
        a world cannot be the true one. Counting stops once ``enough``
        misses are found: the caller has already decided. It also stops,
        with the misses found so far, past ``deadline`` or on a cancel: one
        of the model's choices on a crowded Clearance table can take a
        good part of a second, and a round of three others' plays holds many.
        """
        missed = 0.0
        for decision in self._decisions:
            if self._cancel.cancelled or self._past(deadline):
                break
            hand = tuple(sorted((*world.hands[decision.view.seat], *decision.played_since)))
            view = dataclasses.replace(decision.view, hand=hand)
            if not view.is_legal(decision.move):
                return math.inf
            if self._model.choose(view, 0.0, self._never) != decision.move:
                missed += 1
                if missed >= enough:
                    break
        return missed

    def sample(self, rng: SplitMix64, deadline: float = math.inf) -> GameState:
        """A world consistent with the view, kept with chance ``doubt`` per play it fails to explain.

        Kept when ``u < doubt ** misses`` for a uniform ``u``, that is
        when there are fewer misses than ``log(u) / log(doubt)``; the
        count stops at that bound, which spares most of the model's thinking
        on the worlds thrown away. Past ``deadline`` it reads no further
        and draws no more worlds: the model's thinking must not push the
        search over its budget.
        """
        world = sample_world(self._view, rng, self._unlikely)
        self.drawn += 1
        if not self._decisions:
            return world
        fallback: GameState | None = None
        for _ in range(self._tries):
            u = (rng.next_u64() + 1) / 2.0**64
            allowed = math.log(u) / self._log_doubt
            missed = self.misses(world, enough=allowed, deadline=deadline)
            if missed < allowed:
                return world
            if missed < math.inf:
                fallback = world
            if self._past(deadline) or self._cancel.cancelled:
                break  # the search is out of time or cancelled: the best world so far will do
            world = sample_world(self._view, rng, self._unlikely)
            self.drawn += 1
        return fallback if fallback is not None else world
